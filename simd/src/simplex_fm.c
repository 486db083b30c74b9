/* Exact projection for small systems: Fourier-Motzkin elimination, run only where it is exact.
 *
 * Eliminating x_k from rows l (coefficient a > 0: a x_k >= -L) and u (coefficient -b < 0: b x_k <= U)
 * gives b l + a u >= 0 for every such pair (the real shadow), plus the rows without x_k. Over the
 * rationals that is the projection. Over the integers it is the projection when every pair has a = 1 or
 * b = 1 (the Omega test's exactness condition), that is when every lower coefficient is 1 or every upper
 * one is -1: for integer values of the other variables, with a = 1 the lower bound -L is an integer, so
 * -L <= U / b gives -L <= floor(U / b); with b = 1, ceil(-L / a) <= U as U is an integer. The pairs
 * then give max ceil(lower) <= min floor(upper), an integer x_k. A variable with lower bounds only (or
 * upper only) is dropped with its rows (any large x_k fits). Integer rows are tightened (divided by the
 * gcd of their coefficients, the constant floored), which keeps their integer points; a constant row
 * decides at once. When no variable can be eliminated exactly, rows pass SPX_FM_MAXR, or a product
 * leaves int64, the projection gives up and the tableau answers: never a guess.
 *
 * The prover's loop-nest queries (unit coefficients, a few variables) and coalescing's questions (1-3
 * dimensions) are decided here in a fraction of a tableau's cost; every answer is checked against the
 * tableau and islpy in tests/poly/test_fm.py and simd/tests/test_simplex.c. */
#include "absint_simplex.h"
#include "simplex_fm.h"
#include <string.h>

static uint64_t fm_uabs(int64_t v) { return v < 0 ? 0 - (uint64_t)v : (uint64_t)v; }

static uint64_t fm_gcd(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t r = a % b;
        a = b;
        b = r;
    }
    return a;
}

static int64_t fm_floor_div(int64_t a, int64_t b) /* b > 0 */
{
    int64_t q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

/* Rows are SPX_FM_W entries, zero past nv: a fixed-size copy. */
static inline void fm_copy(int64_t *dst, const int64_t *src)
{
    for (int k = 0; k < SPX_FM_W; k++) dst[k] = src[k];
}

/* sum_k coef_k m_k mod 2^64 (odd multipliers): equal rows have equal keys, opposite rows opposite keys;
 * a match is confirmed entry by entry. */
static const uint64_t fm_mult[SPX_FM_MAXV] = {0x9e3779b97f4a7c15ull, 0xc2b2ae3d27d4eb4full, 0x165667b19e3779f9ull,
                                              0xd6e8feb86659fd93ull, 0xff51afd7ed558ccdull, 0xc4ceb9fe1a85ec53ull,
                                              0x94d049bb133111ebull, 0xbf58476d1ce4e5b9ull};

static inline uint64_t fm_key(const int64_t *v, int nv)
{
    uint64_t h = 0;
    for (int k = 0; k < nv; k++) h += (uint64_t)v[1 + k] * fm_mult[k];
    return h;
}

/* v[0] + v[1..nv] . x >= 0 into f (v is modified): tightened, then merged with a row of the same
 * coefficients (the smaller constant wins), or found contradicting a row of opposite coefficients. */
static int fm_insert(spx_fm *f, int64_t *v)
{
    int nv = f->nv, w = nv + 1;
    uint64_t g = 0, any = 0, h = 0;
    int unit = 0;
    for (int k = 1; k < w; k++) { /* branch free: a unit coefficient (the common case) settles it */
        uint64_t a = fm_uabs(v[k]);
        unit |= a == 1;
        any |= a;
        h += (uint64_t)v[k] * fm_mult[k - 1]; /* the key, redone below if the row is divided */
    }
    if (unit) g = 1;
    else if (any)
        for (int k = 1; k < w && g != 1; k++) g = fm_gcd(g, fm_uabs(v[k]));
    if (g == 0) return v[0] < 0 ? SPX_FM_EMPTY : SPX_FM_NONEMPTY;
    if (g > 1) { /* g <= |a coefficient| < 2^63 */
        int64_t gi = (int64_t)g;
        if (f->integer) v[0] = fm_floor_div(v[0], gi);
        else if (v[0] % gi) gi = 1; /* rationals: divide only when the constant stays an integer */
        else v[0] /= gi;
        if (gi > 1) {
            for (int k = 1; k < w; k++) v[k] /= gi;
            h = fm_key(v, nv);
        }
    }
    uint64_t nh = 0 - h;
    for (int i = 0; i < f->n; i++) {
        if (f->key[i] != h && f->key[i] != nh) continue; /* the rows differ (the common case) */
        const int64_t *r = f->r[i];
        int same = 1, opp = 1;
        for (int k = 1; k < w; k++) {
            same &= r[k] == v[k];
            opp &= r[k] == -v[k];
        }
        if (same) {
            if (v[0] < r[0]) f->r[i][0] = v[0];
            return SPX_FM_NONEMPTY;
        }
        int64_t s;
        if (opp && !__builtin_add_overflow(r[0], v[0], &s) && s < 0) return SPX_FM_EMPTY;
    }
    if (f->n == SPX_FM_MAXR) return SPX_FM_GIVEUP;
    f->key[f->n] = h;
    fm_copy(f->r[f->n++], v);
    return SPX_FM_NONEMPTY;
}

int spx_fm_add(spx_fm *f, int64_t c, const int64_t *coef, int neg)
{
    int64_t v[SPX_FM_W] = {0};
    if (c == INT64_MIN) return SPX_FM_GIVEUP; /* every value negates safely below */
    v[0] = neg ? -c : c;
    for (int k = 0; k < f->nv; k++) {
        if (coef[k] == INT64_MIN) return SPX_FM_GIVEUP;
        v[1 + k] = neg ? -coef[k] : coef[k];
    }
    return fm_insert(f, v);
}

int spx_fm_add_rows(spx_fm *f, int n, const int64_t *rows)
{
    int w = f->nv + 2;
    for (int i = 0; i < n; i++) /* bad kinds anywhere: the tableau reports the error */
        if (rows[(size_t)i * w] != 0 && rows[(size_t)i * w] != 1) return SPX_FM_GIVEUP;
    for (int i = 0; i < n; i++) {
        const int64_t *row = rows + (size_t)i * w;
        int rc = spx_fm_add(f, row[1], row + 2, 0);
        if (!rc && row[0] == 1) rc = spx_fm_add(f, row[1], row + 2, 1);
        if (rc) return rc;
    }
    return SPX_FM_NONEMPTY;
}

/* The rows of one step that hold the variable it removes, for the way back (spx_fm_solve_point). */
typedef struct {
    int nstep, var[SPX_FM_MAXV], n[SPX_FM_MAXV];
    int64_t r[SPX_FM_MAXV][SPX_FM_MAXR][SPX_FM_W];
} fm_hist;

static void fm_save(fm_hist *h, const spx_fm *f, int k)
{
    int s = h->nstep++, m = 0;
    h->var[s] = k;
    for (int i = 0; i < f->n; i++)
        if (f->r[i][k]) fm_copy(h->r[s][m++], f->r[i]);
    h->n[s] = m;
}

/* Back substitution: the steps in reverse, each variable the least (or, high, the greatest) integer its
 * rows allow given the variables removed after it (exactness makes the range non-empty over the
 * integers); variables no row bounds are 0. 1 with the point in x, 0 when a value leaves int64. */
static int fm_point(const fm_hist *h, int nv, int high, int64_t *x)
{
    for (int k = 0; k < nv; k++) x[k] = 0;
    for (int s = h->nstep - 1; s >= 0; s--) {
        int k = h->var[s];
        __int128 lo = 0, hi = 0;
        int has_lo = 0, has_hi = 0;
        for (int i = 0; i < h->n[s]; i++) {
            const int64_t *r = h->r[s][i];
            __int128 rest = r[0];
            for (int j = 1; j <= nv; j++)
                if (j != k) rest += (__int128)r[j] * x[j - 1];
            int64_t a = r[k];
            if (a > 0) { /* x_k >= ceil(-rest / a) */
                __int128 q = -rest / a;
                if ((-rest) % a > 0) q += 1;
                if (!has_lo || q > lo) lo = q;
                has_lo = 1;
            } else { /* x_k <= floor(rest / -a) */
                __int128 b = -(__int128)a, q = rest / b;
                if (rest % b < 0) q -= 1;
                if (!has_hi || q < hi) hi = q;
                has_hi = 1;
            }
        }
        __int128 v = high ? (has_hi ? hi : has_lo ? lo : 0) : (has_lo ? lo : has_hi ? hi : 0);
        /* |x| <= 2^53 keeps every sum above within __int128 (nine terms below 2^117) */
        if ((has_lo && has_hi && lo > hi) || v > ((__int128)1 << 53) || v < -((__int128)1 << 53)) return 0;
        x[k - 1] = (int64_t)v;
    }
    return 1;
}

/* Eliminates every variable but column keep (0: none); the rows left hold only keep. */
static int fm_run(spx_fm *f, int keep, int high, int64_t *x, int *have_x, fm_hist *hist)
{
    int nv = f->nv, w = nv + 1;
    spx_fm g;
    if (hist) hist->nstep = 0;
    if (have_x) *have_x = 0;
    for (;;) {
        if (f->n == 0) {
            if (hist && x && have_x && f->integer) *have_x = fm_point(hist, nv, high, x);
            return SPX_FM_NONEMPTY;
        }
        int best = -1, bestcost = 0, drop = -1, others = 0;
        for (int k = 1; k < w && drop < 0; k++) {
            if (k == keep) continue;
            int lo = 0, up = 0, lo1 = 1, up1 = 1;
            for (int i = 0; i < f->n; i++) { /* branch free */
                int64_t a = f->r[i][k];
                lo += a > 0;
                up += a < 0;
                lo1 &= a <= 1;
                up1 &= a >= -1;
            }
            if (lo + up == 0) continue;
            others = 1;
            if (lo == 0 || up == 0) { drop = k; break; }
            if (f->integer && !lo1 && !up1) continue; /* some pair is not exact */
            int cost = lo * up - lo - up;
            if (best < 0 || cost < bestcost) { best = k; bestcost = cost; }
            if (cost < 0) break; /* it removes rows: good enough, look no further */
        }
        if (drop >= 0) { /* one-sided: the variable and its rows go */
            if (hist) fm_save(hist, f, drop);
            int m = 0;
            for (int i = 0; i < f->n; i++)
                if (f->r[i][drop] == 0) {
                    if (m != i) { fm_copy(f->r[m], f->r[i]); f->key[m] = f->key[i]; }
                    m++;
                }
            f->n = m;
            continue;
        }
        if (!others) return SPX_FM_NONEMPTY; /* only keep is left (keep > 0 here) */
        if (best < 0) return SPX_FM_GIVEUP; /* every variable left needs an inexact elimination */
        int k = best;
        if (hist) fm_save(hist, f, k);
        spx_fm_init(&g, nv, f->integer);
        for (int i = 0; i < f->n; i++) /* rows without x_k: already tight and distinct */
            if (f->r[i][k] == 0) { g.key[g.n] = f->key[i]; fm_copy(g.r[g.n++], f->r[i]); }
        for (int l = 0; l < f->n; l++) {
            int64_t a = f->r[l][k];
            if (a <= 0) continue;
            for (int u = 0; u < f->n; u++) {
                int64_t b = -f->r[u][k]; /* no overflow: stored entries are never INT64_MIN */
                if (b <= 0) continue;
                int64_t v[SPX_FM_W] = {0};
                for (int j = 0; j < w; j++) {
                    int64_t x, y;
                    if (__builtin_mul_overflow(b, f->r[l][j], &x) || __builtin_mul_overflow(a, f->r[u][j], &y) ||
                        __builtin_add_overflow(x, y, &v[j]) || v[j] == INT64_MIN)
                        return SPX_FM_GIVEUP;
                }
                int rc = fm_insert(&g, v);
                if (rc) return rc;
            }
        }
        f->n = g.n;
        memcpy(f->key, g.key, sizeof(g.key[0]) * (size_t)g.n);
        memcpy(f->r, g.r, sizeof(g.r[0]) * (size_t)g.n);
    }
}

int spx_fm_solve(spx_fm *f) { return fm_run(f, 0, 0, 0, 0, 0); }

int spx_fm_solve_point(spx_fm *f, int high, int64_t *x, int *have_x)
{
    if (!x) return fm_run(f, 0, 0, 0, 0, 0);
    fm_hist hist; /* 28 KB: only when a point is wanted */
    return fm_run(f, 0, high, x, have_x, &hist);
}

int spx_fm_min(spx_fm *f, int64_t *num, int64_t *den)
{
    int t = f->nv; /* column of the objective variable */
    if (f->integer || t < 1) return SPX_FM_GIVEUP;
    int rc = fm_run(f, t, 0, 0, 0, 0);
    if (rc != SPX_FM_NONEMPTY) return rc;
    /* rows a t + b >= 0: the least t is the greatest -b / a over a > 0 */
    int has_lo = 0, has_hi = 0;
    int64_t ln = 0, ld = 1, hn = 0, hd = 1; /* t >= ln / ld, t <= hn / hd (ld, hd > 0) */
    for (int i = 0; i < f->n; i++) {
        int64_t a = f->r[i][t], b = f->r[i][0];
        if (a > 0) { /* t >= -b / a */
            if (!has_lo || (__int128)(-b) * ld > (__int128)ln * a) { ln = -b; ld = a; }
            has_lo = 1;
        } else if (a < 0) { /* t <= b / -a */
            if (!has_hi || (__int128)b * hd < (__int128)hn * (-a)) { hn = b; hd = -a; }
            has_hi = 1;
        }
    }
    if (has_lo && has_hi && (__int128)ln * hd > (__int128)hn * ld) return SPX_FM_EMPTY;
    if (!has_lo) return SPX_FM_NONEMPTY; /* unbounded below */
    *num = ln;
    *den = ld;
    return 2;
}

int absint_spx_fm_empty(int nvars, int n, const int64_t *rows, int integer)
{
    if (nvars < 0 || nvars > ABSINT_SPX_MAX_VARS || n < 0 || (n > 0 && !rows) || (integer != 0 && integer != 1))
        return ABSINT_EINVAL;
    for (int i = 0; i < n; i++)
        if (rows[(size_t)i * (nvars + 2)] != 0 && rows[(size_t)i * (nvars + 2)] != 1) return ABSINT_EINVAL;
    if (nvars > SPX_FM_MAXV) return ABSINT_SPX_UNDECIDED;
    spx_fm f;
    spx_fm_init(&f, nvars, integer);
    int rc = spx_fm_add_rows(&f, n, rows);
    if (!rc) rc = spx_fm_solve(&f);
    return rc == SPX_FM_GIVEUP ? ABSINT_SPX_UNDECIDED : rc;
}

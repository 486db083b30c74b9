/* The transprecision simplex: tableau, tiers, pivot selection (Bland), snapshot/rollback, branch and
 * bound, batch form and the pivot benchmark. The representation invariant is in absint_simplex.h.
 *
 * Algorithm: constraints are added one at a time as restricted rows; a row whose sample value is
 * negative is restored by maximizing it (primal simplex on that row, the other restricted rows kept
 * >= 0 by the ratio test). If it cannot reach 0 the system is empty. Entering column: the smallest
 * unknown index that moves the row the right way; leaving row: the smallest ratio, ties broken by the
 * smallest unknown index (Bland's rule: no cycling). */
#include "absint_simplex.h"
#include "absint_cpu.h"
#include "simplex_fm.h"
#include "simplex_col.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXC 64
#define I64_SAFE_MAX INT64_MAX
#define LANES 16      /* kernels work on whole blocks of 16 rows (nlanes, see absint_simplex.h) */
#define PLANE_SKEW 1088 /* bytes between the two planes beyond their size: an odd multiple of 64, so a
                         * column read in one plane and written in the other never share their low 12
                         * address bits (4K aliasing stalls the loads behind the stores) */
enum { LOG_ADD = 1, LOG_EMPTY = 2 };

typedef int (*col_i16)(int, int, int, int16_t *, const int16_t *, const int16_t *, int16_t, const int16_t *,
                       const int16_t *, const int16_t *, int16_t *);
typedef int (*col_f24)(int, int, int, float *, const float *, const float *, float, const float *,
                       const float *, const float *, float *);
typedef int (*col_i64)(int, int, int, int64_t *, const int64_t *, const int64_t *, int64_t, const int64_t *,
                       const int64_t *, const int64_t *, int64_t *);

/* Storage (column-major; the invariant of absint_simplex.h plus):
 *   - plane[cur] is the matrix: entry (i, j) at lane i of column j, column j at plane + j * cap * esz;
 *     plane[cur ^ 1] is the spare a pivot writes into (double buffering: committed by flipping cur).
 *   - mag[cur][i] >= |entry (i, j)| for every column j (a bound on row i, at the tier's type; exact
 *     after a row is written or an exact kernel pass). The kernels decide overflow from it.
 *   - lanes nrows .. round_up(nrows, LANES) - 1 of every column and of mag are zero in plane[cur]
 *     (the kernels compute whole blocks of rows; zero rows stay zero).
 *   - rowg1[i] & 1 when row i is known to be divided by its gcd; rowg1[i] & 2 when row i is a bound
 *     row (push_bound: denominator 1, its one other nonzero entry in column bcol[i]); a pivot that
 *     touches the row clears both bits. */
struct absint_spx {
    int nvars, ncols;      /* ncols = nvars + 2 */
    int start_tier, simd;  /* configuration, kept across reset */
    col_i16 k16;           /* the column kernel of each tier (scalar, AVX2 or AVX-512) */
    col_f24 k24;
    col_i64 k64;
    int (*s16)(int, int, int, int16_t *, int16_t *); /* the small-prime sieves of the narrow tiers */
    int (*s24)(int, int, int, float *, float *);
    int tier, esz;         /* current tier; bytes per entry at that tier */
    int nrows, cap;        /* cap: lanes per column, a multiple of 64 */
    unsigned char *mem;    /* one allocation for the planes, magnitudes and multipliers */
    unsigned char *plane[2], *mag[2];
    int cur;
    unsigned char *dmv, *amv; /* the pivot's per-row multipliers (cap entries, widest type) */
    int nunk, unkcap;
    int *upos;             /* row or column index of each unknown */
    uint8_t *urow, *urestr;
    int *rowunk;           /* per row */
    int colunk[MAXC];      /* per unknown column c (tableau column c + 2) */
    int empty, poisoned;
    int *log;
    int nlog, logcap;
    uint64_t pivots[3], widenings, nodes;
    uint8_t *rowg1;        /* per row: 1 if its entries are known to have gcd 1 (divided already), 2 a bound row */
    int *bcol;             /* per bound row: the column of its one coefficient */
    int64_t *orig;         /* per unknown u >= nvars: the constraint as added, orig[u * MAXC]: c, coeffs */
    struct absint_spx *aux[2]; /* scratch tableaux of the complete integer search (lazily made) */
};

/* ---------------------------------------------------------------- small integer helpers */

/* Bit i set in small_primes[v] <=> the i-th prime divides v, for 0 <= v <= 255 (54 primes, one
 * 64-bit mask; entries of normalized int16 rows mostly stay below this). */
static const uint64_t small_primes[256] = {
    ~0ull, /* 0: every prime divides it */ 0x0ull, 0x1ull, 0x2ull, 0x1ull, 0x4ull, 0x3ull, 0x8ull, 0x1ull, 0x2ull, 0x5ull,
    0x10ull, 0x3ull, 0x20ull, 0x9ull, 0x6ull, 0x1ull, 0x40ull, 0x3ull, 0x80ull, 0x5ull, 0xaull,
    0x11ull, 0x100ull, 0x3ull, 0x4ull, 0x21ull, 0x2ull, 0x9ull, 0x200ull, 0x7ull, 0x400ull, 0x1ull,
    0x12ull, 0x41ull, 0xcull, 0x3ull, 0x800ull, 0x81ull, 0x22ull, 0x5ull, 0x1000ull, 0xbull,
    0x2000ull, 0x11ull, 0x6ull, 0x101ull, 0x4000ull, 0x3ull, 0x8ull, 0x5ull, 0x42ull, 0x21ull,
    0x8000ull, 0x3ull, 0x14ull, 0x9ull, 0x82ull, 0x201ull, 0x10000ull, 0x7ull, 0x20000ull,
    0x401ull, 0xaull, 0x1ull, 0x24ull, 0x13ull, 0x40000ull, 0x41ull, 0x102ull, 0xdull, 0x80000ull,
    0x3ull, 0x100000ull, 0x801ull, 0x6ull, 0x81ull, 0x18ull, 0x23ull, 0x200000ull, 0x5ull, 0x2ull,
    0x1001ull, 0x400000ull, 0xbull, 0x44ull, 0x2001ull, 0x202ull, 0x11ull, 0x800000ull, 0x7ull,
    0x28ull, 0x101ull, 0x402ull, 0x4001ull, 0x84ull, 0x3ull, 0x1000000ull, 0x9ull, 0x12ull, 0x5ull,
    0x2000000ull, 0x43ull, 0x4000000ull, 0x21ull, 0xeull, 0x8001ull, 0x8000000ull, 0x3ull,
    0x10000000ull, 0x15ull, 0x802ull, 0x9ull, 0x20000000ull, 0x83ull, 0x104ull, 0x201ull, 0x22ull,
    0x10001ull, 0x48ull, 0x7ull, 0x10ull, 0x20001ull, 0x1002ull, 0x401ull, 0x4ull, 0xbull,
    0x40000000ull, 0x1ull, 0x2002ull, 0x25ull, 0x80000000ull, 0x13ull, 0x88ull, 0x40001ull, 0x6ull,
    0x41ull, 0x100000000ull, 0x103ull, 0x200000000ull, 0xdull, 0x4002ull, 0x80001ull, 0x30ull,
    0x3ull, 0x204ull, 0x100001ull, 0xaull, 0x801ull, 0x400000000ull, 0x7ull, 0x800000000ull,
    0x81ull, 0x42ull, 0x19ull, 0x404ull, 0x23ull, 0x1000000000ull, 0x200001ull, 0x8002ull, 0x5ull,
    0x108ull, 0x3ull, 0x2000000000ull, 0x1001ull, 0x16ull, 0x400001ull, 0x4000000000ull, 0xbull,
    0x20ull, 0x45ull, 0x82ull, 0x2001ull, 0x8000000000ull, 0x203ull, 0xcull, 0x11ull, 0x10002ull,
    0x800001ull, 0x10000000000ull, 0x7ull, 0x20000000000ull, 0x29ull, 0x20002ull, 0x101ull,
    0x804ull, 0x403ull, 0x50ull, 0x4001ull, 0xaull, 0x85ull, 0x40000000000ull, 0x3ull,
    0x80000000000ull, 0x1000001ull, 0x26ull, 0x9ull, 0x100000000000ull, 0x13ull, 0x200000000000ull,
    0x5ull, 0x40002ull, 0x2000001ull, 0x208ull, 0x43ull, 0x1004ull, 0x4000001ull, 0x102ull,
    0x21ull, 0x90ull, 0xfull, 0x400000000000ull, 0x8001ull, 0x80002ull, 0x8000001ull, 0x2004ull,
    0x3ull, 0x408ull, 0x10000001ull, 0x100002ull, 0x15ull, 0x60ull, 0x803ull, 0x800000000000ull,
    0x9ull, 0x6ull, 0x20000001ull, 0x1000000000000ull, 0x83ull, 0x2000000000000ull, 0x105ull,
    0x1aull, 0x201ull, 0x4000000000000ull, 0x23ull, 0x4004ull, 0x10001ull, 0x200002ull, 0x49ull,
    0x8000000000000ull, 0x7ull, 0x10000000000000ull, 0x11ull, 0x2ull, 0x20001ull, 0xcull,
    0x1003ull, 0xa0ull, 0x401ull, 0x400002ull, 0x5ull, 0x20000000000000ull, 0xbull, 0x110ull,
    0x40000001ull, 0x46ull};

static uint64_t uabs64(int64_t v) { return v < 0 ? 0 - (uint64_t)v : (uint64_t)v; }

static uint64_t gcd_u64(uint64_t a, uint64_t b)
{
    if (!a) return b;
    if (!b) return a;
    int s = __builtin_ctzll(a | b);
    a >>= __builtin_ctzll(a);
    do {
        b >>= __builtin_ctzll(b);
        if (a > b) { uint64_t t = a; a = b; b = t; }
        b -= a;
    } while (b);
    return a << s;
}

static uint64_t gcd_euclid_u64(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t r = (a | b) >> 32 ? a % b : (uint32_t)a % (uint32_t)b; /* 32-bit divide when it fits */
        a = b;
        b = r;
    }
    return a;
}

/* gcd of |v[0..n)| (0 if all zero), with early exits: an entry of magnitude 1, or small entries
 * (<= 255) sharing no prime (prime-factor bitsets: a common divisor of small numbers has only small
 * prime factors, so an empty intersection proves the gcd is 1). Euclid is the fallback. */
static uint64_t row_gcd(const int64_t *v, int n)
{
    uint64_t mask = ~0ull; /* branch free: entries above 255 leave it alone, zeros too (entry 0) */
    for (int j = 0; j < n; j++) {
        uint64_t a = uabs64(v[j]);
        mask &= a <= 255 ? small_primes[a] : ~0ull;
    }
    if (!mask) return 1;
    uint64_t g = 0;
    for (int j = 0; j < n && g != 1; j++) {
        uint64_t a = uabs64(v[j]);
        if (!a) continue;
        if (!g) { g = a; continue; }
        /* one (32-bit when it fits) remainder per entry while g keeps dividing: the common case */
        uint64_t r = (a | g) >> 32 ? a % g : (uint32_t)a % (uint32_t)g;
        if (r) g = gcd_euclid_u64(g, r);
    }
    return g;
}

/* v[j] /= g for a g known to divide every v[j]: shift out the power of two, then multiply by the
 * inverse of the odd part mod 2^64 (one multiply per entry instead of a 64-bit division). */
static void divide_exact(int64_t *v, int n, uint64_t g)
{
    int s = __builtin_ctzll(g);
    uint64_t o = g >> s, inv = o; /* o * o == 1 mod 8: 3 correct bits, Newton doubles them */
    for (int i = 0; i < 5; i++) inv *= 2 - o * inv;
    for (int j = 0; j < n; j++) v[j] = (int64_t)((uint64_t)(v[j] >> s) * inv);
}

static void normalize64(int64_t *v, int n)
{
    uint64_t g = row_gcd(v, n);
    if (g > 1) divide_exact(v, n, g);
}

static int64_t floor_div(int64_t a, int64_t b) /* b > 0 */
{
    int64_t q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

/* ---------------------------------------------------------------- storage */

static int tier_esz(int tier) { return tier == ABSINT_SPX_I16 ? 2 : tier == ABSINT_SPX_F24 ? 4 : 8; }

static int64_t tier_max(int tier) /* 2^15 - 1, 2^24 - 1, 2^63 - 1: push_row relies on the form 2^k - 1 */
{
    return tier == ABSINT_SPX_I16 ? 32767 : tier == ABSINT_SPX_F24 ? 16777215 : I64_SAFE_MAX;
}

static int64_t tier_norm(int tier) /* lazy normalization threshold of a row's magnitude */
{
    return tier == ABSINT_SPX_I16 ? ABSINT_SPX_I16_NORM
         : tier == ABSINT_SPX_F24 ? ABSINT_SPX_F24_NORM : ABSINT_SPX_I64_NORM;
}

/* Rows the kernels compute: whole blocks of LANES. */
static inline int nlanes(const absint_spx *t) { return (t->nrows + LANES - 1) & ~(LANES - 1); }

static inline void *colp(const absint_spx *t, int plane, int j)
{
    return t->plane[plane] + (size_t)j * t->cap * t->esz;
}

static inline int64_t lane_get(int tier, const void *col, int i)
{
    switch (tier) {
    case ABSINT_SPX_I16: return ((const int16_t *)col)[i];
    case ABSINT_SPX_F24: return (int64_t)((const float *)col)[i];
    default: return ((const int64_t *)col)[i];
    }
}

static inline void lane_set(int tier, void *col, int i, int64_t v)
{
    switch (tier) {
    case ABSINT_SPX_I16: ((int16_t *)col)[i] = (int16_t)v; break;
    case ABSINT_SPX_F24: ((float *)col)[i] = (float)v; break;
    default: ((int64_t *)col)[i] = v;
    }
}

static inline int64_t get(const absint_spx *t, int r, int j) { return lane_get(t->tier, colp(t, t->cur, j), r); }

/* Row r (a strided read: one lane of every column). */
static void read_row(const absint_spx *t, int r, int64_t *v)
{
    const unsigned char *base = t->plane[t->cur];
    size_t step = (size_t)t->cap * t->esz;
    int n = t->ncols;
    if (t->tier == ABSINT_SPX_I16)
        for (int j = 0; j < n; j++) v[j] = ((const int16_t *)(base + j * step))[r];
    else if (t->tier == ABSINT_SPX_F24)
        for (int j = 0; j < n; j++) v[j] = (int64_t)((const float *)(base + j * step))[r];
    else
        for (int j = 0; j < n; j++) v[j] = ((const int64_t *)(base + j * step))[r];
}

/* Writes v (which must fit the tier) as row r; its magnitude bound becomes exact. */
static void write_row(absint_spx *t, int r, const int64_t *v)
{
    unsigned char *base = t->plane[t->cur];
    size_t step = (size_t)t->cap * t->esz;
    int n = t->ncols;
    uint64_t mx = 0;
    for (int j = 0; j < n; j++) mx = uabs64(v[j]) > mx ? uabs64(v[j]) : mx;
    if (t->tier == ABSINT_SPX_I16)
        for (int j = 0; j < n; j++) ((int16_t *)(base + j * step))[r] = (int16_t)v[j];
    else if (t->tier == ABSINT_SPX_F24)
        for (int j = 0; j < n; j++) ((float *)(base + j * step))[r] = (float)v[j];
    else
        for (int j = 0; j < n; j++) ((int64_t *)(base + j * step))[r] = v[j];
    lane_set(t->tier, t->mag[t->cur], r, (int64_t)mx);
}

/* Zeroes lanes [r0, r1) of every column and of the magnitudes (rows beyond nrows are zero). */
static void zero_lanes(absint_spx *t, int r0, int r1)
{
    if (r1 - r0 == LANES) { /* a whole block (append_row): constant sizes, inlined stores */
        size_t step = (size_t)t->cap * t->esz;
        unsigned char *p = (unsigned char *)colp(t, t->cur, 0) + (size_t)r0 * t->esz;
        int n = t->ncols;
        if (t->esz == 2)
            for (int j = 0; j < n; j++) memset(p + j * step, 0, LANES * 2);
        else if (t->esz == 4)
            for (int j = 0; j < n; j++) memset(p + j * step, 0, LANES * 4);
        else
            for (int j = 0; j < n; j++) memset(p + j * step, 0, LANES * 8);
        memset(t->mag[t->cur] + (size_t)r0 * t->esz, 0, LANES * (size_t)t->esz);
        return;
    }
    for (int j = 0; j < t->ncols; j++) memset((unsigned char *)colp(t, t->cur, j) + (size_t)r0 * t->esz, 0,
                                              (size_t)(r1 - r0) * t->esz);
    memset(t->mag[t->cur] + (size_t)r0 * t->esz, 0, (size_t)(r1 - r0) * t->esz);
}

static int grow_rows(absint_spx *t, int need)
{
    if (need <= t->cap) return ABSINT_OK;
    int cap = t->cap ? t->cap : 64;
    while (cap < need) cap *= 2;
    /* Planes sized for the widest tier and every column; the multipliers after the magnitudes. */
    size_t pb = (size_t)MAXC * cap * 8, mb = (size_t)cap * 8;
    unsigned char *mem = aligned_alloc(64, 2 * pb + PLANE_SKEW + 4 * mb);
    int *rowunk = malloc(sizeof(int) * cap);
    uint8_t *rowg1 = calloc(cap, 1);
    int *bcol = malloc(sizeof(int) * cap);
    if (!mem || !rowunk || !rowg1 || !bcol) {
        free(mem); free(rowunk); free(rowg1); free(bcol);
        return ABSINT_ENOMEM;
    }
    unsigned char *p0 = mem, *p1 = mem + pb + PLANE_SKEW, *m0 = p1 + pb, *m1 = m0 + mb;
    if (t->mem) {
        for (int j = 0; j < t->ncols; j++)
            memcpy(p0 + (size_t)j * cap * t->esz, colp(t, t->cur, j), (size_t)t->cap * t->esz);
        memcpy(m0, t->mag[t->cur], (size_t)t->cap * t->esz);
        memcpy(rowunk, t->rowunk, sizeof(int) * t->nrows);
        memcpy(rowg1, t->rowg1, t->nrows);
        memcpy(bcol, t->bcol, sizeof(int) * t->nrows);
    }
    free(t->mem); free(t->rowunk); free(t->rowg1); free(t->bcol);
    t->mem = mem;
    t->plane[0] = p0; t->plane[1] = p1; t->mag[0] = m0; t->mag[1] = m1;
    t->dmv = m1 + mb; t->amv = m1 + 2 * mb;
    t->cur = 0;
    t->rowunk = rowunk; t->rowg1 = rowg1; t->bcol = bcol;
    t->cap = cap;
    return ABSINT_OK;
}

static int grow_unknowns(absint_spx *t, int need)
{
    if (need <= t->unkcap) return ABSINT_OK;
    int cap = t->unkcap ? 2 * t->unkcap : 128;
    while (cap < need) cap *= 2;
    int *upos = realloc(t->upos, sizeof(int) * cap);
    if (upos) t->upos = upos;
    uint8_t *urow = realloc(t->urow, cap);
    if (urow) t->urow = urow;
    uint8_t *urestr = realloc(t->urestr, cap);
    if (urestr) t->urestr = urestr;
    int64_t *orig = realloc(t->orig, sizeof(int64_t) * MAXC * (size_t)cap);
    if (orig) t->orig = orig;
    if (!upos || !urow || !urestr || !orig) return ABSINT_ENOMEM;
    t->unkcap = cap;
    return ABSINT_OK;
}

static int push_log(absint_spx *t, int entry)
{
    if (t->nlog == t->logcap) {
        int cap = t->logcap ? 2 * t->logcap : 128;
        int *log = realloc(t->log, sizeof(int) * cap);
        if (!log) return ABSINT_ENOMEM;
        t->log = log;
        t->logcap = cap;
    }
    t->log[t->nlog++] = entry;
    return ABSINT_OK;
}

/* Converts the matrix to the next wider tier into the spare plane and flips to it. */
static int widen(absint_spx *t)
{
    if (t->tier == ABSINT_SPX_I64) return ABSINT_EOVERFLOW;
    int from = t->tier, to = from + 1, nl = nlanes(t), ef = t->esz, et = tier_esz(to);
    const unsigned char *src = t->plane[t->cur];
    unsigned char *dst = t->plane[t->cur ^ 1];
    for (int j = 0; j < t->ncols; j++) {
        const unsigned char *s = src + (size_t)j * t->cap * ef;
        unsigned char *d = dst + (size_t)j * t->cap * et;
        for (int i = 0; i < nl; i++) lane_set(to, d, i, lane_get(from, s, i));
    }
    for (int i = 0; i < nl; i++) lane_set(to, t->mag[t->cur ^ 1], i, lane_get(from, t->mag[t->cur], i));
    t->cur ^= 1;
    t->tier = to;
    t->esz = et;
    t->widenings++;
    return ABSINT_OK;
}

/* ---------------------------------------------------------------- pivot */

/* A prepared pivot: the new pivot row q (normalized), its column, and the multiplier row p at the
 * tier's width (p[0] = 0, p[j] = q[j], p[pc] = q[pc] - q[0]: the kernels form dm * x + am * p_j, and
 * for a touched row D * a + a * (q[pc] - D) = a * q[pc] in the pivot column). The per-row
 * multipliers dm, am are in t->dmv, t->amv. */
typedef struct {
    int r, pc;
    int64_t q[MAXC], pcv, qmag, pmax; /* pmax = max(qmag, |pcv|) >= max_j |p_j| */
    _Alignas(64) union { int16_t i16[MAXC]; float f24[MAXC]; int64_t i64[MAXC]; } p;
} prepared;

/* The per-row multipliers: a row with a = x[pc] != 0 gets (D, a), an untouched row (1, 0), the pivot
 * row (0, 1) so that it receives p (its denominator and pivot-column entry are patched after). */
#define BUILD_MULT(T)                                                                              \
    do {                                                                                           \
        T *dm = (T *)t->dmv, *am = (T *)t->amv;                                                    \
        const T *a = (const T *)colp(t, t->cur, pc), Dt = (T)D;                                    \
        for (int i = 0; i < nl; i++) {                                                             \
            T x = a[i];                                                                            \
            am[i] = x;                                                                             \
            dm[i] = x != 0 ? Dt : (T)1;                                                            \
        }                                                                                          \
        am[r] = 1;                                                                                 \
        dm[r] = 0;                                                                                 \
    } while (0)

/* Builds the new pivot row: u_c = (d_r u_r - c_r - sum_{j != c} a_rj u_j) / a_rc, with a positive
 * denominator, and the multipliers of the update. Stored entries are within the tier's range (int64:
 * never INT64_MIN), so negating them is safe and q fits the tier; only p's pivot-column entry
 * q[pc] - q[0] can leave it. */
/* One pass over row r (a strided read): q and p at the tier's width, and row r's magnitude, which is
 * q's (q is row r up to signs and the swap of columns 0 and pc). Scalar on purpose: vector loads of
 * just-written scalars would stall on store forwarding. */
#define PREP_ROW(T, P)                                                                             \
    do {                                                                                           \
        const unsigned char *base = t->plane[t->cur] + (size_t)r * sizeof(T);                      \
        size_t step = (size_t)t->cap * sizeof(T);                                                  \
        uint64_t m = 0;                                                                            \
        for (int j = 0; j < n; j++) {                                                              \
            int64_t e = (int64_t) * (const T *)(base + j * step);                                  \
            q[j] = ns * e;                                                                         \
            P[j] = (T)q[j];                                                                        \
            m = uabs64(e) > m ? uabs64(e) : m;                                                     \
        }                                                                                          \
        arc = ns * q[pc]; dr = ns * q[0]; /* ns * ns = 1 */                                     \
        qm = m;                                                                                    \
    } while (0)

static int prepare_pivot(absint_spx *t, int r, int pc, prepared *pp)
{
    int n = t->ncols, tier = t->tier, nl = nlanes(t);
    int64_t *q = pp->q, arc, dr;
    uint64_t qm;
    int64_t ns = get(t, r, pc) > 0 ? -1 : 1; /* q_j = -sign(a_rc) e_j */
    if (tier == ABSINT_SPX_I16) PREP_ROW(int16_t, pp->p.i16);
    else if (tier == ABSINT_SPX_F24) PREP_ROW(float, pp->p.f24);
    else PREP_ROW(int64_t, pp->p.i64);
    q[0] = -ns * arc;
    q[pc] = -ns * dr;
    if (!t->rowg1[r] && row_gcd(q, n) > 1) { /* q holds row r's entries up to sign and order */
        normalize64(q, n);
        qm = 0;
        for (int j = 0; j < n; j++) {
            qm = uabs64(q[j]) > qm ? uabs64(q[j]) : qm;
            if (tier == ABSINT_SPX_I16) pp->p.i16[j] = (int16_t)q[j];
            else if (tier == ABSINT_SPX_F24) pp->p.f24[j] = (float)q[j];
            else pp->p.i64[j] = q[j];
        }
    }
    if (__builtin_sub_overflow(q[pc], q[0], &pp->pcv)) return ABSINT_EOVERFLOW;
    int64_t mx = tier_max(tier);
    if (pp->pcv > mx || pp->pcv < -mx) return ABSINT_EOVERFLOW;
    pp->qmag = (int64_t)qm;
    pp->pmax = (int64_t)(uabs64(pp->pcv) > qm ? uabs64(pp->pcv) : qm);
    pp->r = r; pp->pc = pc;
    int64_t D = q[0];
    if (tier == ABSINT_SPX_I16) {
        pp->p.i16[0] = 0;
        pp->p.i16[pc] = (int16_t)pp->pcv;
        BUILD_MULT(int16_t);
    } else if (tier == ABSINT_SPX_F24) {
        pp->p.f24[0] = 0.0f;
        pp->p.f24[pc] = (float)pp->pcv;
        BUILD_MULT(float);
    } else {
        pp->p.i64[0] = 0;
        pp->p.i64[pc] = pp->pcv;
        BUILD_MULT(int64_t);
    }
    return ABSINT_OK;
}


/* The int64 kernel of a configuration (see absint_spx_new). */
static col_i64 pick_i64(int start_tier, int simd)
{
    if (!simd) return absint_spx_col_i64_scalar;
    if (simd == 3) return absint_spx_col_i64_avx512;
    if (start_tier == ABSINT_SPX_F24 || simd == 2) return absint_spx_col_i64_avx2;
    return absint_spx_col_i64_avx512;
}

/* The update of a prepared pivot into the spare plane: 0, 1 on overflow, < 0 on a kernel error. */
static int run_update(absint_spx *t, const prepared *pp)
{
    int n = t->ncols, nl = nlanes(t), cs = t->cap, c = t->cur, rc;
    if (t->tier == ABSINT_SPX_I16) {
        rc = t->k16(n, nl, cs, (int16_t *)t->plane[c ^ 1], (const int16_t *)t->plane[c], pp->p.i16,
                    (int16_t)pp->pmax, (const int16_t *)t->dmv, (const int16_t *)t->amv,
                    (const int16_t *)t->mag[c], (int16_t *)t->mag[c ^ 1]);
    } else if (t->tier == ABSINT_SPX_F24) { /* the kernel reads the MXCSR inexact flag itself */
        rc = t->k24(n, nl, cs, (float *)t->plane[c ^ 1], (const float *)t->plane[c], pp->p.f24,
                    (float)pp->pmax, (const float *)t->dmv, (const float *)t->amv, (const float *)t->mag[c],
                    (float *)t->mag[c ^ 1]);
    } else {
        rc = t->k64(n, nl, cs, (int64_t *)t->plane[c ^ 1], (const int64_t *)t->plane[c], pp->p.i64, pp->pmax,
                    (const int64_t *)t->dmv, (const int64_t *)t->amv, (const int64_t *)t->mag[c],
                    (int64_t *)t->mag[c ^ 1]);
    }
    return rc < 0 ? rc : rc != 0;
}

/* Divides row i by the gcd of its entries (same constraint, same zero pattern); its magnitude bound
 * becomes exact. Returns 1 if the row changed. */
static int normalize_row(absint_spx *t, int i)
{
    int64_t v[MAXC];
    read_row(t, i, v);
    uint64_t g = row_gcd(v, t->ncols);
    if (g > 1) divide_exact(v, t->ncols, g);
    write_row(t, i, v);
    t->rowg1[i] = 1;
    return g > 1;
}

/* Divides every row not known to be normalized by its gcd; returns 1 if some row changed. */
static int divide_all_rows(absint_spx *t)
{
    int changed = 0;
    for (int i = 0; i < t->nrows; i++)
        if (!t->rowg1[i]) changed |= normalize_row(t, i);
    return changed;
}

/* After a committed pivot: rows it touched may share a factor now (rowg1 cleared). When one of them
 * passed the tier's threshold, the narrow tiers divide every row by its small primes at once (the
 * sieve: all rows of a column in one vector, one pass costs about one update); int64 rows past it
 * are divided by their gcd one by one. Returns whether a touched row passed the threshold. */
#define AFTER_PIVOT(T)                                                                             \
    do {                                                                                           \
        const T *restrict am = (const T *)t->amv, *restrict mg = (const T *)t->mag[t->cur];        \
        const T thr = (T)tier_norm(tier);                                                          \
        uint8_t *restrict g1 = t->rowg1;                                                           \
        int nr = t->nrows;                                                                         \
        for (int i = 0; i < nr; i++) { /* branch free (the pivot row is set after) */              \
            int touched = (am[i] != 0) & (i != r);                                                 \
            g1[i] &= (uint8_t)(touched - 1); /* touched: both bits cleared */                      \
            big |= touched & (mg[i] > thr);                                                        \
        }                                                                                          \
    } while (0)

static void sieve_rows(absint_spx *t)
{
    int n = t->ncols, nl = nlanes(t), cs = t->cap;
    if (t->tier == ABSINT_SPX_I16)
        t->s16(n, nl, cs, (int16_t *)t->plane[t->cur], (int16_t *)t->mag[t->cur]);
    else if (t->tier == ABSINT_SPX_F24)
        t->s24(n, nl, cs, (float *)t->plane[t->cur], (float *)t->mag[t->cur]);
}

/* One pivot at the current tier, or ABSINT_EOVERFLOW with the tableau untouched. */
static int pivot_at_tier(absint_spx *t, int r, int pc)
{
    int tier = t->tier;
    prepared pp;
    int rc = prepare_pivot(t, r, pc, &pp);
    if (rc) return rc;
    rc = run_update(t, &pp);
    if (rc < 0) return rc;
    if (rc) return ABSINT_EOVERFLOW;
    t->cur ^= 1; /* commit: the spare plane becomes the tableau */
    int big = 0;
    if (tier == ABSINT_SPX_I16) AFTER_PIVOT(int16_t);
    else if (tier == ABSINT_SPX_F24) AFTER_PIVOT(float);
    else AFTER_PIVOT(int64_t);
    /* The pivot row received p; its denominator, pivot-column entry and magnitude are q's (patched
     * after the vector reads of the magnitudes: a load over a fresh narrow store would stall). */
    const int64_t *q = pp.q;
    lane_set(tier, colp(t, t->cur, 0), r, q[0]);
    lane_set(tier, colp(t, t->cur, pc), r, q[pc]);
    lane_set(tier, t->mag[t->cur], r, pp.qmag);
    if (big && tier != ABSINT_SPX_I64) {
        sieve_rows(t);
    } else if (big) {
        const int64_t *am = (const int64_t *)t->amv, *mg = (const int64_t *)t->mag[t->cur];
        for (int i = 0; i < t->nrows; i++)
            if (am[i] && i != r && mg[i] > ABSINT_SPX_I64_NORM) normalize_row(t, i);
    }
    t->rowg1[r] = 1;
    int ur = t->rowunk[r], uc = t->colunk[pc - 2];
    t->rowunk[r] = uc; t->urow[uc] = 1; t->upos[uc] = r;
    t->colunk[pc - 2] = ur; t->urow[ur] = 0; t->upos[ur] = pc - 2;
    t->pivots[tier]++;
    return ABSINT_OK;
}

/* Pivot row r with unknown column c; widens until it fits. */
static int pivot(absint_spx *t, int r, int c)
{
    int divided = 0;
    for (;;) {
        int rc = pivot_at_tier(t, r, c + 2);
        if (rc != ABSINT_EOVERFLOW) return rc;
        /* Lazy normalization: rows below the tier's threshold keep their common factors; when that
         * makes a pivot overflow, divide every row by its gcd and retry once at the same tier. */
        if (!divided && t->tier != ABSINT_SPX_I64) {
            divided = 1;
            if (divide_all_rows(t)) continue;
        }
        rc = widen(t);
        if (rc) { t->poisoned = 1; return rc; }
    }
}

/* ---------------------------------------------------------------- pivot selection */

/* Among restricted rows other than skip, the one that first hits zero when column unknown c moves in
 * direction dir (+1/-1); -1 if none limits it. Ties: smallest unknown index (Bland). The ratio test
 * reads two columns (the pivot column and the constants) at the tier's width; below 2^24 (int16,
 * float) the cross products fit int64, int64 entries compare in 128 bits. */
#define FIND_ROW(T, W)                                                                             \
    do {                                                                                           \
        const T *A = (const T *)colp(t, t->cur, pc), *C = (const T *)colp(t, t->cur, 1);           \
        for (int i = 0; i < nr; i++) {                                                             \
            T a = A[i];                                                                            \
            if (dir > 0 ? !(a < 0) : !(a > 0)) continue; /* zero, or this row grows */             \
            if (i == skip || !urestr[rowunk[i]]) continue;                                         \
            W ci = (W)(int64_t)C[i], aa = (W)(int64_t)(a < 0 ? -a : a);                            \
            if (best >= 0) {                                                                       \
                W lhs = ci * (W)ba, rhs = (W)bc * aa;                                              \
                if (lhs > rhs || (lhs == rhs && rowunk[i] > rowunk[best])) continue;               \
            }                                                                                      \
            best = i; bc = (int64_t)ci; ba = (int64_t)aa;                                          \
        }                                                                                          \
    } while (0)

static int find_pivot_row(const absint_spx *t, int skip, int dir, int c)
{
    int pc = c + 2, best = -1, nr = t->nrows;
    int64_t bc = 0, ba = 1;
    const int *rowunk = t->rowunk;
    const uint8_t *urestr = t->urestr;
    if (t->tier == ABSINT_SPX_I16) FIND_ROW(int16_t, int64_t);
    else if (t->tier == ABSINT_SPX_F24) FIND_ROW(float, int64_t);
    else FIND_ROW(int64_t, __int128);
    return best;
}

/* A pivot moving row r's unknown in direction dir: 0 if none exists, else 1 with (*pr, *pc). */
static int find_pivot(const absint_spx *t, int r, int dir, int *pr, int *pcol)
{
    int best = -1, bestdir = 0, bu = INT32_MAX;
    int64_t v[MAXC];
    read_row(t, r, v);
    const int *colunk = t->colunk;
    const uint8_t *urestr = t->urestr;
    for (int c = 0; c < t->nvars; c++) { /* no branch per column: which are eligible is the data's */
        int64_t a = v[c + 2];
        int need = (a > 0) == (dir > 0) ? 1 : -1, u = colunk[c];
        int take = (a != 0) & !(need < 0 && urestr[u]) & (u < bu);
        best = take ? c : best;
        bestdir = take ? need : bestdir;
        bu = take ? u : bu;
    }
    if (best < 0) return 0;
    int row = find_pivot_row(t, r, bestdir, best);
    *pr = row < 0 ? r : row;
    *pcol = best;
    return 1;
}

/* Raises unknown u (in a row) to >= 0 if possible: 1 feasible, 0 infeasible, < 0 error. */
static int restore(absint_spx *t, int u)
{
    while (t->urow[u] && get(t, t->upos[u], 1) < 0) {
        int pr, pc;
        if (!find_pivot(t, t->upos[u], 1, &pr, &pc)) return 0;
        int rc = pivot(t, pr, pc);
        if (rc) return rc;
    }
    return 1;
}

/* ---------------------------------------------------------------- constraints */

/* Row of sum(coef * x) + c in terms of the current columns. */
static int build_row(const absint_spx *t, const int64_t *coef, int64_t c, int64_t *out, uint64_t *anyp)
{
    int n = t->ncols;
    out[0] = 1;
    out[1] = c;
    for (int j = 2; j < n; j++) out[j] = 0;
    uint64_t nzc = 0, basic = 0; /* variables with a nonzero coefficient; those sitting in rows */
    uint64_t om = uabs64(c) | 1; /* OR of the magnitudes of out[0 .. n) (a bound on each) */
    for (int k = 0; k < t->nvars; k++) nzc |= (uint64_t)(coef[k] != 0) << k;
    for (uint64_t m = nzc; m; m &= m - 1) {
        int k = __builtin_ctzll(m);
        if (t->urow[k]) basic |= 1ull << k;
        else {
            out[2 + t->upos[k]] = coef[k];
            om |= uabs64(coef[k]);
        }
    }
    for (; basic; basic &= basic - 1) {
        int k = __builtin_ctzll(basic), r = t->upos[k];
        if (t->rowg1[r] & 2) { /* a bound row: 1 x_k = C + A u_bc, so out += coef_k out[0] (C, A) */
            int bc = t->bcol[r];
            int64_t m2, u, v;
            if (__builtin_mul_overflow(coef[k], out[0], &m2) || __builtin_mul_overflow(m2, get(t, r, 1), &u) ||
                __builtin_add_overflow(out[1], u, &out[1]) || __builtin_mul_overflow(m2, get(t, r, bc), &v) ||
                __builtin_add_overflow(out[bc], v, &out[bc]))
                return ABSINT_EOVERFLOW;
            om |= uabs64(out[1]) | uabs64(out[bc]);
            continue;
        }
        int64_t R[MAXC];
        read_row(t, r, R);
        int64_t m1 = R[0], m2 = coef[k], o0 = out[0];
        if (m1 != 1 && o0 != 1) {
            int64_t g = (int64_t)gcd_u64((uint64_t)o0, (uint64_t)m1);
            m1 /= g;
            o0 /= g;
        }
        if (__builtin_mul_overflow(m2, o0, &m2)) return ABSINT_EOVERFLOW;
        if (__builtin_mul_overflow(out[0], m1, &out[0])) return ABSINT_EOVERFLOW;
        uint64_t mag = 0, rm = (uint64_t)lane_get(t->tier, t->mag[t->cur], r); /* >= |R[j]| */
        if ((om | rm | uabs64(m1) | uabs64(m2)) < (1ull << 31)) {
            /* no product reaches 2^62 and no sum 2^63: nothing to check */
            for (int j = 1; j < n; j++) {
                out[j] = out[j] * m1 + m2 * R[j];
                mag |= uabs64(out[j]);
            }
        } else {
            int ovf = 0;
            for (int j = 1; j < n; j++) {
                int64_t u, v;
                ovf |= __builtin_mul_overflow(out[j], m1, &u);
                ovf |= __builtin_mul_overflow(m2, R[j], &v);
                ovf |= __builtin_add_overflow(u, v, &out[j]);
                mag |= uabs64(out[j]);
            }
            if (ovf || out[0] == INT64_MIN) return ABSINT_EOVERFLOW;
        }
        om = mag | uabs64(out[0]);
        if (mag >> 40) { /* keep headroom; otherwise once, at the end */
            normalize64(out, n);
            om = 0;
            for (int j = 0; j < n; j++) om |= uabs64(out[j]);
        }
    }
    /* one pass: INT64_MIN anywhere (negation must stay safe) and the OR of the magnitudes, which
     * decides the tier (every tier's bound is 2^k - 1), redone only if the gcd divides the row */
    uint64_t any = 0;
    int bad = 0;
    for (int j = 0; j < n; j++) {
        bad |= out[j] == INT64_MIN;
        any |= uabs64(out[j]);
    }
    if (bad) return ABSINT_EOVERFLOW;
    uint64_t g = out[0] == 1 ? 1 : row_gcd(out, n); /* (a denominator of 1: nothing to divide) */
    if (g > 1) {
        divide_exact(out, n, g);
        any = 0;
        for (int j = 0; j < n; j++) any |= uabs64(out[j]);
    }
    *anyp = any;
    return ABSINT_OK;
}

/* Appends row r = nrows (zeroing a new block of lanes first: rows beyond nrows are zero). v must fit
 * the tier. */
static void append_row(absint_spx *t, const int64_t *v)
{
    int r = t->nrows++;
    if (r % LANES == 0) zero_lanes(t, r, r + LANES);
    unsigned char *base = t->plane[t->cur];
    size_t step = (size_t)t->cap * t->esz;
    uint64_t mx = 0;
    int n = t->ncols, tier = t->tier;
    for (int j = 0; j < n; j++) mx = uabs64(v[j]) > mx ? uabs64(v[j]) : mx;
    /* every entry, zeros too (no branch per entry: which are zero is the data's pattern) */
    if (tier == ABSINT_SPX_I16)
        for (int j = 0; j < n; j++) ((int16_t *)(base + j * step))[r] = (int16_t)v[j];
    else if (tier == ABSINT_SPX_F24)
        for (int j = 0; j < n; j++) ((float *)(base + j * step))[r] = (float)v[j];
    else
        for (int j = 0; j < n; j++) ((int64_t *)(base + j * step))[r] = v[j];
    lane_set(tier, t->mag[t->cur], r, (int64_t)mx);
}

/* Appends a row for a new unknown; returns the unknown's index or < 0. */
static int push_row(absint_spx *t, const int64_t *coef, int64_t c, int restricted)
{
    int64_t v[MAXC];
    uint64_t any;
    int rc = build_row(t, coef, c, v, &any);
    if (rc) return rc;
    if ((rc = grow_rows(t, t->nrows + 1)) || (rc = grow_unknowns(t, t->nunk + 1))) return rc;
    while (any > (uint64_t)tier_max(t->tier)) /* the tier's bound is 2^k - 1: the OR decides it */
        if ((rc = widen(t))) return t->poisoned = 1, rc;
    if ((rc = push_log(t, LOG_ADD))) return rc;
    int r = t->nrows, u = t->nunk++;
    append_row(t, v);
    t->rowg1[r] = 1; /* build_row divided it by its gcd */
    t->rowunk[r] = u;
    t->upos[u] = r; t->urow[u] = 1; t->urestr[u] = (uint8_t)restricted;
    int64_t *o = t->orig + (size_t)u * MAXC;
    o[0] = c;
    memcpy(o + 1, coef, sizeof(int64_t) * (size_t)t->nvars);
    return u;
}

/* A bound +-x_k + c >= 0 on a variable x_k that sits in a column no row refers to (column pc all
 * zero: a fresh variable) goes in without a row of its own and without a pivot: its slack s takes x_k's
 * column and x_k becomes the row x_k = a s - a c (a = +-1). No other row changes (none refers to the
 * column), s has sample value 0 (feasible), and x_k is unrestricted, so the invariant holds. Returns the
 * new unknown, 0 when the row is not such a bound (the caller adds it as usual), or < 0. This is the
 * pivot that adding the bound and restoring it would make, done for free; on a system whose variables
 * are all bounded below it saves most pivots (bounded 19x30: 15 -> 4 per system). */
static int col_is_zero(const absint_spx *t, int pc)
{
    const unsigned char *col = colp(t, t->cur, pc);
    for (int i = 0; i < t->nrows; i++)
        if (lane_get(t->tier, col, i)) return 0;
    return 1;
}

static int push_bound(absint_spx *t, int k, int64_t a, int64_t c, int fresh)
{
    int nv = t->nvars;
    /* fresh: the tableau had no row before this batch, and the rows added since are bounds, each
     * with its one entry in the column of a variable now in a row: a column variable's is zero */
    if ((a != 1 && a != -1) || t->urow[k] || c == INT64_MIN || (!fresh && !col_is_zero(t, t->upos[k] + 2)))
        return 0;
    int64_t cv = -a * c; /* the row: 1, cv, and a in column pc (c != INT64_MIN) */
    int pc = t->upos[k] + 2, rc;
    if ((rc = grow_rows(t, t->nrows + 1)) || (rc = grow_unknowns(t, t->nunk + 1))) return rc;
    while (uabs64(cv) > (uint64_t)tier_max(t->tier))
        if ((rc = widen(t))) return t->poisoned = 1, rc;
    if ((rc = push_log(t, LOG_ADD))) return rc;
    int r = t->nrows++, u = t->nunk++;
    if (r % LANES == 0) zero_lanes(t, r, r + LANES);
    lane_set(t->tier, colp(t, t->cur, 0), r, 1);
    lane_set(t->tier, colp(t, t->cur, 1), r, cv);
    lane_set(t->tier, colp(t, t->cur, pc), r, a);
    lane_set(t->tier, t->mag[t->cur], r, cv ? (int64_t)uabs64(cv) : 1);
    t->rowg1[r] = 3;
    t->bcol[r] = pc;
    t->rowunk[r] = k; t->upos[k] = r; t->urow[k] = 1;
    t->colunk[pc - 2] = u; t->upos[u] = pc - 2; t->urow[u] = 0; t->urestr[u] = 1;
    int64_t *o = t->orig + (size_t)u * MAXC;
    o[0] = c;
    for (int j = 0; j < nv; j++) o[1 + j] = 0;
    o[1 + k] = a;
    return u;
}

static int add_ineq(absint_spx *t, const int64_t *coef, int64_t c)
{
    int u = push_row(t, coef, c, 1);
    if (u < 0) return u;
    if (t->empty) return ABSINT_OK;
    int ok = restore(t, u);
    if (ok < 0) return ok;
    if (!ok) {
        t->empty = 1;
        return push_log(t, LOG_EMPTY);
    }
    return ABSINT_OK;
}

static void swap_rows(absint_spx *t, int a, int b)
{
    if (a == b) return;
    int64_t va[MAXC], vb[MAXC];
    read_row(t, a, va);
    read_row(t, b, vb);
    write_row(t, a, vb); /* (their magnitude bounds become exact) */
    write_row(t, b, va);
    int s = t->rowunk[a]; t->rowunk[a] = t->rowunk[b]; t->rowunk[b] = s;
    uint8_t g1 = t->rowg1[a]; t->rowg1[a] = t->rowg1[b]; t->rowg1[b] = g1;
    int bc = t->bcol[a]; t->bcol[a] = t->bcol[b]; t->bcol[b] = bc;
    t->upos[t->rowunk[a]] = a; t->upos[t->rowunk[b]] = b;
}

/* Removes the newest unknown (a constraint or a temporary row). A column unknown is first pivoted into
 * a row without breaking feasibility: the limiting row in either direction, else any row (then no
 * restricted row depends on it). */
static int drop_last_unknown(absint_spx *t)
{
    int u = t->nunk - 1;
    if (!t->urow[u]) {
        int c = t->upos[u], r = find_pivot_row(t, -1, 1, c);
        if (r < 0) r = find_pivot_row(t, -1, -1, c);
        for (int i = 0; i < t->nrows && r < 0; i++)
            if (get(t, i, c + 2)) r = i;
        if (r >= 0) {
            int rc = pivot(t, r, c);
            if (rc) return rc;
        } else {
            /* Impossible: the columns form a basis of the variables, so some variable row depends
             * on every column unknown. */
            return ABSINT_EINVAL;
        }
    }
    int r = t->upos[u];
    swap_rows(t, r, t->nrows - 1);
    zero_lanes(t, t->nrows - 1, t->nrows);
    t->nrows--;
    t->nunk--;
    return ABSINT_OK;
}

/* ---------------------------------------------------------------- public API */

static int kernel_ok(int tier, int simd)
{
    unsigned f = absint_cpu_features();
    int avx512 = (f & ABSINT_CPU_AVX512F) && (f & ABSINT_CPU_AVX2);
    if (!simd) return 1;
    if (simd == 2) return (f & ABSINT_CPU_AVX2) != 0;
    if (simd == 3) return avx512 && (tier != ABSINT_SPX_I16 || (f & ABSINT_CPU_AVX512BW));
    if (tier == ABSINT_SPX_I64) return simd == 1 && avx512;
    if (simd != 1) return 0;
    if (tier == ABSINT_SPX_I16) return avx512 && (f & ABSINT_CPU_AVX512BW);
    return (f & ABSINT_CPU_AVX2) != 0;
}

absint_spx *absint_spx_new(int nvars, int start_tier, int simd)
{
    if (nvars < 0 || nvars > ABSINT_SPX_MAX_VARS || start_tier < 0 || start_tier > ABSINT_SPX_I64 ||
        simd < 0 || simd > 3 || !kernel_ok(start_tier, simd))
        return NULL;
    absint_spx *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->start_tier = start_tier;
    t->simd = simd;
    /* The column kernel of each tier: scalar without simd; simd 1 follows the start tier (int16
     * AVX-512BW, float AVX2, int64 AVX-512F, or AVX2 after a float start); 2 AVX2; 3 AVX-512. */
    t->k16 = simd == 1 || simd == 3 ? absint_spx_col_i16_avx512
           : simd == 2              ? absint_spx_col_i16_avx2
                                    : absint_spx_col_i16_scalar;
    t->k24 = simd == 3 ? absint_spx_col_f24_avx512 : simd ? absint_spx_col_f24_avx2 : absint_spx_col_f24_scalar;
    t->k64 = pick_i64(start_tier, simd);
    t->s16 = simd == 1 || simd == 3 ? absint_spx_sieve_i16_avx512
           : simd == 2              ? absint_spx_sieve_i16_avx2
                                    : absint_spx_sieve_i16_scalar;
    t->s24 = simd == 3 ? absint_spx_sieve_f24_avx512 : simd ? absint_spx_sieve_f24_avx2 : absint_spx_sieve_f24_scalar;
    if (absint_spx_reset(t, nvars) || grow_rows(t, 64)) {
        absint_spx_free(t);
        return NULL;
    }
    return t;
}

void absint_spx_free(absint_spx *t)
{
    if (!t) return;
    free(t->mem); free(t->rowunk); free(t->rowg1); free(t->bcol);
    free(t->upos); free(t->urow); free(t->urestr); free(t->log); free(t->orig);
    absint_spx_free(t->aux[0]);
    absint_spx_free(t->aux[1]);
    free(t);
}

int absint_spx_reset(absint_spx *t, int nvars)
{
    if (!t || nvars < 0 || nvars > ABSINT_SPX_MAX_VARS) return ABSINT_EINVAL;
    t->nvars = nvars;
    t->ncols = nvars + 2;
    t->tier = t->start_tier;
    t->esz = tier_esz(t->tier);
    t->nrows = 0;
    t->nunk = 0;
    t->empty = t->poisoned = 0;
    t->nlog = 0;
    memset(t->pivots, 0, sizeof t->pivots);
    t->widenings = t->nodes = 0;
    int rc = grow_unknowns(t, nvars + 1);
    if (rc) return rc;
    for (int k = 0; k < nvars; k++) {
        t->upos[k] = k; t->urow[k] = 0; t->urestr[k] = 0;
        t->colunk[k] = k;
    }
    t->nunk = nvars;
    return ABSINT_OK;
}

/* Integer tightening of one constraint (its coefficients divided by their gcd, the constant rounded): 1 if
 * it is empty over the integers. *view is coef when the gcd is 1 (no copy), else tmp holding the divided
 * coefficients (tmp may be coef: tightened in place). (A copy of every row cost more than the rest of
 * its insertion: the scalar reads of a block just copied by vector stores wait for the stores.) */
static int tighten_view(const int64_t *coef, int nvars, int64_t *c, int is_eq, int64_t *tmp, const int64_t **view)
{
    uint64_t g = 0;
    *view = coef;
    for (int k = 0; k < nvars && g != 1; k++) g = gcd_u64(g, uabs64(coef[k]));
    if (g == 0) return is_eq ? *c != 0 : *c < 0;
    if (g == 1) return 0;
    if (is_eq) {
        if (*c % (int64_t)g) return 1;
        *c /= (int64_t)g;
    } else {
        *c = floor_div(*c, (int64_t)g);
    }
    for (int k = 0; k < nvars; k++) tmp[k] = coef[k] / (int64_t)g;
    *view = tmp;
    return 0;
}

/* tighten_view in place. */
static int tighten_row(int64_t *coef, int nvars, int64_t *c, int is_eq)
{
    const int64_t *view;
    return tighten_view(coef, nvars, c, is_eq, coef, &view);
}

int absint_spx_add_rows(absint_spx *t, int n, const int64_t *rows, int tighten)
{
    if (!t || n < 0 || (n > 0 && !rows) || (tighten != 0 && tighten != 1)) return ABSINT_EINVAL;
    if (t->poisoned) return ABSINT_EOVERFLOW;
    int nv = t->nvars, w = nv + 2;
    /* One pass over the input before anything changes: kinds, INT64_MIN (negation must be safe), and
     * which rows are inequalities on one variable (cand: the candidates for push_bound below). */
    uint8_t cand[256]; /* 1 + the variable of an inequality on one variable, else 0 */
    uint64_t nzm[256];
    int nc = n < 256 ? n : 256;
    int sf = (t->simd && (absint_cpu_features() & ABSINT_CPU_AVX2) ? spx_scan_rows_avx2 : spx_scan_rows_scalar)(
        n, nv, rows, nzm, nc);
    int badkind = sf & 2, badval = sf & 1, ncand = 0;
    for (int i = 0; i < nc; i++) {
        uint64_t m = nzm[i];
        int one = rows[(size_t)i * w] == 0 && m && !(m & (m - 1));
        cand[i] = (uint8_t)(one ? __builtin_ctzll(m) + 1 : 0);
        ncand += one;
    }
    if (badkind) return ABSINT_EINVAL;
    if (badval) return ABSINT_EOVERFLOW;
    /* All rows go in first, as pending (unrestricted) unknowns, then each is restricted and restored
     * in order. Each restore sees every restricted row feasible, as when adding one at a time, but rows
     * are built before any pivot, so a fresh tableau needs no substitution of basic variables. */
    int first = t->nunk, rc = ABSINT_OK;
    /* Bounds on fresh variables first: no row, no pivot (push_bound). done marks them. */
    uint8_t done[256];
    int nb = 0, fresh = t->nrows == 0;
    if (!t->empty && n <= 256 && ncand) {
        for (int i = 0; i < n && rc >= 0; i++) {
            const int64_t *row = rows + (size_t)i * w;
            done[i] = 0;
            if (!cand[i]) continue;
            int k = cand[i] - 1;
            int64_t a = row[2 + k], c = row[1];
            if (tighten && a != 1 && a != -1) { /* tightening: divide by |a|, floor the constant */
                c = floor_div(c, (int64_t)uabs64(a));
                a = a < 0 ? -1 : 1;
            }
            rc = push_bound(t, k, a, c, fresh);
            if (rc > 0) { done[i] = 1; nb++; rc = ABSINT_OK; }
        }
        first = t->nunk; /* the bounds need no restore */
    }
    for (int i = 0; i < n && rc >= 0; i++) {
        const int64_t *row = rows + (size_t)i * w, *coef = row + 2;
        int64_t tmp[MAXC], c = row[1];
        if (nb && done[i]) continue;
        if (tighten && tighten_view(row + 2, nv, &c, row[0] == 1, tmp, &coef)) {
            for (int k = 0; k < nv; k++) tmp[k] = 0; /* empty over the integers: 0 >= 1 */
            rc = push_row(t, tmp, -1, 0);
            continue;
        }
        rc = push_row(t, coef, c, 0);
        if (rc >= 0 && row[0] == 1) {
            int64_t neg[MAXC];
            for (int k = 0; k < nv; k++) neg[k] = -coef[k];
            rc = push_row(t, neg, -c, 0);
        }
    }
    int u = first;
    for (; u < t->nunk && rc >= 0 && !t->empty; u++) {
        t->urestr[u] = 1;
        int ok = restore(t, u);
        if (ok < 0) rc = ok;
        else if (!ok) {
            t->empty = 1;
            rc = push_log(t, LOG_EMPTY);
        }
    }
    for (; u < t->nunk; u++) t->urestr[u] = 1; /* every constraint is restricted */
    if (rc < 0) t->poisoned = 1; /* a half-added batch is not a state to continue from */
    return rc < 0 ? rc : ABSINT_OK;
}

int absint_spx_is_empty(const absint_spx *t)
{
    if (!t) return ABSINT_EINVAL;
    if (t->poisoned) return ABSINT_EOVERFLOW;
    return t->empty;
}

int absint_spx_snapshot(const absint_spx *t) { return t ? t->nlog : ABSINT_EINVAL; }

int absint_spx_rollback(absint_spx *t, int snapshot)
{
    if (!t || snapshot < 0 || snapshot > t->nlog) return ABSINT_EINVAL;
    if (t->poisoned) return ABSINT_EOVERFLOW;
    while (t->nlog > snapshot) {
        int e = t->log[--t->nlog];
        if (e == LOG_EMPTY) { t->empty = 0; continue; }
        int rc = drop_last_unknown(t);
        if (rc) { t->poisoned = 1; return rc; }
    }
    return ABSINT_OK;
}

int absint_spx_sample_rational(const absint_spx *t, int64_t *num, int64_t *den)
{
    if (!t || !num || !den) return ABSINT_EINVAL;
    if (t->poisoned) return ABSINT_EOVERFLOW;
    for (int k = 0; k < t->nvars; k++) {
        if (!t->urow[k]) { num[k] = 0; den[k] = 1; continue; }
        int64_t d = get(t, t->upos[k], 0), c = get(t, t->upos[k], 1);
        int64_t g = (int64_t)gcd_u64(uabs64(c), (uint64_t)d);
        num[k] = c / g; den[k] = d / g;
    }
    return ABSINT_OK;
}

int absint_spx_minimize(absint_spx *t, const int64_t *coeffs, int64_t c, int64_t *num, int64_t *den)
{
    if (!t || !coeffs || !num || !den) return ABSINT_EINVAL;
    if (t->poisoned) return ABSINT_EOVERFLOW;
    if (t->empty) return ABSINT_EINVAL;
    for (int k = 0; k < t->nvars; k++)
        if (coeffs[k] == INT64_MIN) return ABSINT_EOVERFLOW;
    int snap = t->nlog;
    int u = push_row(t, coeffs, c, 0);
    if (u < 0) return u;
    int result, rc = ABSINT_OK;
    for (;;) {
        int pr, pc;
        if (!find_pivot(t, t->upos[u], -1, &pr, &pc)) {
            int64_t d = get(t, t->upos[u], 0), v = get(t, t->upos[u], 1);
            int64_t g = (int64_t)gcd_u64(uabs64(v), (uint64_t)d);
            *num = v / g; *den = d / g;
            result = 1;
            break;
        }
        if (pr == t->upos[u]) { result = 0; break; }
        if ((rc = pivot(t, pr, pc))) break;
    }
    int rb = absint_spx_rollback(t, snap);
    return rc ? rc : rb ? rb : result;
}

static int64_t ceil_div(int64_t a, int64_t b) /* b > 0 */
{
    int64_t q = a / b;
    return (a % b > 0) ? q + 1 : q;
}

/* Depth-first branch and bound on variables 0 .. nb-1 (first fractional one, floor branch first). At a
 * leaf those are integral; the others are rounded up (exact only under complete_point's shrinking). */
static int branch(absint_spx *t, long *budget, int depth, int64_t *sample, int nb)
{
    if (t->empty) return ABSINT_SPX_EMPTY;
    int k = 0;
    int64_t d = 1, c = 0;
    for (; k < nb; k++) {
        if (!t->urow[k]) continue;
        d = get(t, t->upos[k], 0);
        c = get(t, t->upos[k], 1);
        if (c % d) break;
    }
    if (k == nb) {
        for (int j = 0; j < t->nvars; j++)
            sample[j] = t->urow[j] ? ceil_div(get(t, t->upos[j], 1), get(t, t->upos[j], 0)) : 0;
        return ABSINT_SPX_FOUND;
    }
    if (*budget <= 0 || depth > 400) return ABSINT_SPX_UNDECIDED;
    (*budget)--;
    t->nodes++;
    int64_t coef[MAXC] = {0};
    int64_t fl = floor_div(c, d);
    int snap = t->nlog, r, rc;
    coef[k] = -1; /* x_k <= floor */
    if ((rc = add_ineq(t, coef, fl))) return rc;
    r = branch(t, budget, depth + 1, sample, nb);
    if ((rc = absint_spx_rollback(t, snap))) return rc;
    if (r != ABSINT_SPX_EMPTY) return r;
    coef[k] = 1; /* x_k >= floor + 1 */
    if ((rc = add_ineq(t, coef, -fl - 1))) return rc;
    r = branch(t, budget, depth + 1, sample, nb);
    if ((rc = absint_spx_rollback(t, snap))) return rc;
    return r;
}

/* ---------------------------------------------------------------- complete integer search
 *
 * Branch and bound alone need not end on an unbounded set. The argument (written out in
 * absint/poly/bigsimplex.py, integer_point_complete, the Python twin of this code): with C the
 * recession cone {y : A y >= 0} of P = {x : A x + b >= 0} and M the rows that are implicit
 * equalities of C, a unimodular x = U z with M U = [H 0] (rank r) makes z_0 .. z_{r-1} bounded on P,
 * and every slice of P at fixed z_B has a full-dimensional recession cone. Each other row shrunk by
 * the sum of its negative z_U coefficients: a rational point of the shrunk system with z_B integral
 * rounds up to an integer point of P, and P has an integer point iff branch and bound on z_B alone
 * (which ends: z_B is bounded) finds one there. */

static absint_spx *aux_tableau(absint_spx *t, int i)
{
    if (!t->aux[i]) t->aux[i] = absint_spx_new(t->nvars, t->start_tier, t->simd);
    else if (absint_spx_reset(t->aux[i], t->nvars)) return NULL;
    return t->aux[i];
}

/* imp[i] = 1 iff row i (width w: kind, c, coeffs) of the cone {y : coeffs_i . y >= 0} is an implicit
 * equality: coeffs_i . y >= 1 is infeasible on the cone. A feasible test's point marks every row
 * positive there, which then needs no test of its own. */
static int cone_implicit(absint_spx *t, int m, const int64_t *rows, uint8_t *imp)
{
    int nv = t->nvars, w = nv + 2, rc;
    absint_spx *cone = aux_tableau(t, 0);
    if (!cone) return ABSINT_ENOMEM;
    int64_t *cr = malloc(sizeof(int64_t) * (size_t)w * (m ? m : 1));
    uint8_t *pos = calloc(m ? m : 1, 1);
    if (!cr || !pos) { free(cr); free(pos); return ABSINT_ENOMEM; }
    for (int i = 0; i < m; i++) {
        memcpy(cr + (size_t)i * w, rows + (size_t)i * w, sizeof(int64_t) * w);
        cr[(size_t)i * w + 1] = 0;
    }
    rc = absint_spx_add_rows(cone, m, cr, 0);
    for (int i = 0; i < m && !rc; i++) {
        imp[i] = 0;
        if (pos[i]) continue;
        const int64_t *a = rows + (size_t)i * w + 2;
        int any = 0;
        for (int k = 0; k < nv; k++) any |= a[k] != 0;
        if (!any) { imp[i] = 1; continue; }
        int snap = cone->nlog;
        if ((rc = add_ineq(cone, a, -1))) break;
        if (cone->empty) {
            imp[i] = 1;
        } else {
            pos[i] = 1;
            for (int j = 0; j < m; j++) {
                int u = nv + j;
                if (cone->urow[u] && get(cone, cone->upos[u], 1) > 0) pos[j] = 1;
            }
        }
        rc = absint_spx_rollback(cone, snap);
    }
    t->nodes += cone->nodes;
    free(cr);
    free(pos);
    return rc;
}

/* Column operations on M (mr x n, row stride MAXC) and U (n x n, row stride MAXC) until every row of
 * M is zero beyond column *rank. ABSINT_EOVERFLOW if an entry leaves int64. */
static int unimodular_split(int n, int mr, int64_t *M, int64_t *U, int *rank)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) U[(size_t)i * MAXC + j] = i == j;
    int p = 0;
    for (int i = 0; i < mr && p < n; i++) {
        int64_t *row = M + (size_t)i * MAXC;
        for (;;) {
            int best = -1;
            for (int k = p; k < n; k++)
                if (row[k] && (best < 0 || uabs64(row[k]) < uabs64(row[best]))) best = k;
            if (best < 0) break;
            if (best != p) {
                for (int q = 0; q < mr; q++) {
                    int64_t *R = M + (size_t)q * MAXC, x = R[best];
                    R[best] = R[p]; R[p] = x;
                }
                for (int q = 0; q < n; q++) {
                    int64_t *R = U + (size_t)q * MAXC, x = R[best];
                    R[best] = R[p]; R[p] = x;
                }
            }
            int done = 1, ovf = 0;
            for (int k = p + 1; k < n; k++) {
                if (!row[k]) continue;
                if (row[p] == -1 && row[k] == INT64_MIN) return ABSINT_EOVERFLOW;
                int64_t f = row[k] / row[p]; /* column k -= f * column p: |row[k]| < |row[p]| after */
                for (int q = 0; q < mr; q++) {
                    int64_t *R = M + (size_t)q * MAXC, v;
                    ovf |= __builtin_mul_overflow(f, R[p], &v);
                    ovf |= __builtin_sub_overflow(R[k], v, &R[k]);
                }
                for (int q = 0; q < n; q++) {
                    int64_t *R = U + (size_t)q * MAXC, v;
                    ovf |= __builtin_mul_overflow(f, R[p], &v);
                    ovf |= __builtin_sub_overflow(R[k], v, &R[k]);
                }
                if (ovf) return ABSINT_EOVERFLOW;
                done &= row[k] == 0;
            }
            if (done) { p++; break; }
        }
    }
    *rank = p;
    return ABSINT_OK;
}

static int complete_point(absint_spx *t, long *budget, int64_t *sample)
{
    int nv = t->nvars, w = nv + 2, m = t->nunk - nv, rc = ABSINT_OK, r = nv;
    int64_t *rows = malloc(sizeof(int64_t) * (size_t)w * (m ? m : 1));
    int64_t *M = malloc(sizeof(int64_t) * MAXC * (size_t)(m ? m : 1));
    int64_t *U = malloc(sizeof(int64_t) * MAXC * MAXC);
    uint8_t *imp = calloc(m ? m : 1, 1);
    if (!rows || !M || !U || !imp) { rc = ABSINT_ENOMEM; goto out; }
    /* the constraints, tightened (the same integer points; each row's coefficients then have gcd 1,
     * and so do those of its image under the unimodular U) */
    for (int i = 0; i < m; i++) {
        int64_t *row = rows + (size_t)i * w;
        const int64_t *o = t->orig + (size_t)(nv + i) * MAXC;
        row[0] = 0;
        row[1] = o[0];
        memcpy(row + 2, o + 1, sizeof(int64_t) * nv);
        if (tighten_row(row + 2, nv, &row[1], 0)) { rc = ABSINT_SPX_EMPTY; goto out; } /* 0 >= c < 0 */
    }
    if ((rc = cone_implicit(t, m, rows, imp))) goto out;
    int mr = 0;
    for (int i = 0; i < m; i++)
        if (imp[i]) memcpy(M + (size_t)mr++ * MAXC, rows + (size_t)i * w + 2, sizeof(int64_t) * nv);
    if ((rc = unimodular_split(nv, mr, M, U, &r))) goto out;
    if (r == nv) { /* bounded: plain branch and bound ends */
        rc = branch(t, budget, 0, sample, nv);
        goto out;
    }
    absint_spx *s = aux_tableau(t, 1);
    if (!s) { rc = ABSINT_ENOMEM; goto out; }
    for (int i = 0; i < m; i++) { /* row <- (row U), shrunk unless an implicit equality */
        int64_t *row = rows + (size_t)i * w, az[MAXC];
        int ovf = 0;
        for (int k = 0; k < nv; k++) {
            __int128 acc = 0;
            for (int q = 0; q < nv; q++) acc += (__int128)row[2 + q] * U[(size_t)q * MAXC + k];
            ovf |= acc > INT64_MAX || acc <= INT64_MIN;
            az[k] = (int64_t)acc;
        }
        if (!imp[i])
            for (int k = r; k < nv; k++)
                if (az[k] < 0) ovf |= __builtin_add_overflow(row[1], az[k], &row[1]);
        if (ovf || row[1] == INT64_MIN) { rc = ABSINT_EOVERFLOW; goto out; }
        memcpy(row + 2, az, sizeof(int64_t) * nv);
    }
    if ((rc = absint_spx_add_rows(s, m, rows, 0))) goto out;
    int64_t z[MAXC];
    rc = branch(s, budget, 0, z, r);
    t->nodes += s->nodes;
    if (rc != ABSINT_SPX_FOUND) goto out;
    for (int i = 0; i < nv; i++) { /* x = U z */
        __int128 acc = 0;
        for (int k = 0; k < nv; k++) acc += (__int128)U[(size_t)i * MAXC + k] * z[k];
        if (acc > INT64_MAX || acc <= INT64_MIN) { rc = ABSINT_EOVERFLOW; goto out; }
        sample[i] = (int64_t)acc;
    }
    for (int i = 0; i < m; i++) { /* the point must satisfy every constraint as given */
        const int64_t *o = t->orig + (size_t)(nv + i) * MAXC;
        __int128 acc = o[0];
        for (int k = 0; k < nv; k++) acc += (__int128)o[1 + k] * sample[k];
        if (acc < 0) { rc = ABSINT_EINVAL; goto out; } /* cannot happen: the argument above */
    }
out:
    free(rows); free(M); free(U); free(imp);
    return rc;
}

/* Plain branch and bound first, for a few nodes (it decides most systems at once); then the complete
 * search, which ends by itself (node_budget only guards it). */
#define PLAIN_NODES 64

int absint_spx_integer_point(absint_spx *t, long node_budget, int64_t *sample)
{
    if (!t || !sample || node_budget < 0) return ABSINT_EINVAL;
    if (t->poisoned) return ABSINT_EOVERFLOW;
    if (t->empty) return ABSINT_SPX_EMPTY;
    long budget = node_budget < PLAIN_NODES ? node_budget : PLAIN_NODES;
    int rc = branch(t, &budget, 0, sample, t->nvars);
    if (rc != ABSINT_SPX_UNDECIDED) return rc;
    budget = node_budget; /* the budget is a guard against a runaway search, per search */
    return complete_point(t, &budget, sample);
}

int absint_spx_tier(const absint_spx *t) { return t ? t->tier : ABSINT_EINVAL; }

void absint_spx_stats(const absint_spx *t, uint64_t *pivots, uint64_t *widenings, uint64_t *nodes)
{
    if (!t) return;
    if (pivots) memcpy(pivots, t->pivots, sizeof t->pivots);
    if (widenings) *widenings = t->widenings;
    if (nodes) *nodes = t->nodes;
}

int absint_spx_valid_all(int nsets, int nvars, const int32_t *nrows, const int64_t *rows, int start_tier,
                         int simd, long node_budget, int8_t *out)
{
    if (nsets < 0 || nvars < 0 || nvars > ABSINT_SPX_MAX_VARS || node_budget < 0 ||
        (nsets > 0 && (!nrows || !out)))
        return ABSINT_EINVAL;
    int w = nvars + 2;
    size_t total = 0;
    for (int s = 0; s < nsets; s++) {
        if (nrows[s] < 0) return ABSINT_EINVAL;
        total += (size_t)nrows[s];
    }
    if (total > 0 && !rows) return ABSINT_EINVAL;
    for (size_t g = 0; g < total; g++)
        if (rows[g * w] != 0) return ABSINT_EINVAL; /* inequalities only (an equality is two) */
    absint_spx *t = absint_spx_new(nvars, start_tier, simd);
    if (!t) return kernel_ok(start_tier, simd) ? ABSINT_ENOMEM : ABSINT_EUNSUPPORTED;
    int64_t neg[MAXC], sample[MAXC];
    int rc = ABSINT_OK;
    size_t first = 0;
    for (int j = 0; j < nsets && !rc; j++) {
        if ((rc = absint_spx_reset(t, nvars)) || (rc = absint_spx_add_rows(t, nrows[j], rows + first * w, 1)))
            break;
        for (size_t g = 0; g < total && !rc; g++) {
            int8_t *o = &out[g * (size_t)nsets + j];
            if (g >= first && g < first + (size_t)nrows[j]) { *o = 1; continue; } /* its own row */
            if (t->empty) { *o = 1; continue; }
            const int64_t *r = rows + g * w;
            neg[0] = 0; /* not c >= 0 over the integers: -c - 1 >= 0 */
            for (int k = 1; k < w; k++) {
                if (r[k] == INT64_MIN || r[k] == INT64_MAX) { rc = ABSINT_EOVERFLOW; break; }
                neg[k] = -r[k];
            }
            if (rc) break;
            neg[1] -= 1;
            int snap = t->nlog;
            if ((rc = absint_spx_add_rows(t, 1, neg, 1))) break;
            if (t->empty) *o = 1;
            else {
                int ip = absint_spx_integer_point(t, node_budget, sample);
                if (ip < 0) { rc = ip; break; }
                *o = ip == ABSINT_SPX_EMPTY ? 1 : ip == ABSINT_SPX_FOUND ? 0 : (int8_t)ip;
            }
            rc = absint_spx_rollback(t, snap);
        }
        first += (size_t)nrows[j];
    }
    absint_spx_free(t);
    return rc;
}

/* ---------------------------------------------------------------- coalescing
 * The rules of absint/poly/set.py (the Python twin, which documents them) on native tableaux: the
 * validity matrix, redundant basic sets, fusion checked exactly, extension. */

typedef struct { int n; int64_t *r; } spx_basic; /* n inequality rows of width nvars + 2 (kind 0) */

static int load_rows(absint_spx *t, int nvars, const int64_t *rows, int n)
{
    int rc = absint_spx_reset(t, nvars);
    return rc ? rc : absint_spx_add_rows(t, n, rows, 1);
}

static int negate_row(const int64_t *src, int64_t *dst, int w) /* not c >= 0: -c - 1 >= 0 */
{
    dst[0] = 0;
    for (int k = 1; k < w; k++) {
        if (src[k] == INT64_MIN || src[k] == INT64_MAX) return ABSINT_EOVERFLOW;
        dst[k] = -src[k];
    }
    dst[1] -= 1;
    return ABSINT_OK;
}

/* 1 when every integer point of the tableau satisfies row r1 or (when given) row r2: the tableau with
 * not r1 and not r2 added has no integer point. 0 otherwise (undecided counts as 0: never unsafe). */
static int holds_pt(absint_spx *t, int w, const int64_t *r1, const int64_t *r2, long budget, int64_t *sample)
{
    if (t->empty) return 1;
    int64_t neg[2 * MAXC];
    int m = r2 ? 2 : 1, rc;
    if ((rc = negate_row(r1, neg, w)) || (r2 && (rc = negate_row(r2, neg + w, w)))) return rc;
    int snap = t->nlog, res;
    if ((rc = absint_spx_add_rows(t, m, neg, 1))) return rc;
    if (t->empty) res = 1;
    else {
        int ip = absint_spx_integer_point(t, budget, sample);
        if (ip < 0) return ip;
        res = ip == ABSINT_SPX_EMPTY;
    }
    rc = absint_spx_rollback(t, snap);
    return rc ? rc : res;
}

static int holds(absint_spx *t, int w, const int64_t *r1, const int64_t *r2, long budget)
{
    int64_t sample[MAXC];
    return holds_pt(t, w, r1, r2, budget, sample);
}

/* The exact projection as coalescing's first try (simplex_fm.c): a basic set loaded once as a base, each
 * question a copy of it with the negated rows added. fm_base: SPX_FM_NONEMPTY (usable), SPX_FM_EMPTY
 * (the set has no integer point: every row holds on it) or SPX_FM_GIVEUP (ask the tableau). */
static int fm_base(spx_fm *f, int nvars, const int64_t *rows, int n)
{
    if (nvars > SPX_FM_MAXV) return SPX_FM_GIVEUP;
    spx_fm_init(f, nvars, 1);
    return spx_fm_add_rows(f, n, rows);
}

/* As holds (1: every integer point of the base satisfies r1 or r2; 0: not), or SPX_FM_GIVEUP. On 0 with p
 * given, *have = 1 when p holds an integer point of the base that fails both rows. */
static int fm_holds(const spx_fm *base, int w, const int64_t *r1, const int64_t *r2, int64_t *p, int *have)
{
    int64_t neg[MAXC];
    spx_fm f;
    spx_fm_copy(&f, base);
    int rc = SPX_FM_NONEMPTY;
    if (negate_row(r1, neg, w) || (rc = spx_fm_add(&f, neg[1], neg + 2, 0)) == SPX_FM_GIVEUP) return SPX_FM_GIVEUP;
    if (rc == SPX_FM_NONEMPTY && r2) {
        if (negate_row(r2, neg, w) || (rc = spx_fm_add(&f, neg[1], neg + 2, 0)) == SPX_FM_GIVEUP) return SPX_FM_GIVEUP;
    }
    if (rc == SPX_FM_NONEMPTY) rc = spx_fm_solve_point(&f, 0, p, have);
    return rc == SPX_FM_GIVEUP ? rc : rc == SPX_FM_EMPTY;
}

/* c(p) >= 0 for the row c and integer point p */
static int row_at(const int64_t *c, const int64_t *p, int nvars)
{
    int64_t s = c[1];
    int ovf = 0;
    for (int k = 0; k < nvars; k++) { /* int64 with the flags OR-ed (the common case), else 128 bits */
        int64_t t;
        ovf |= __builtin_mul_overflow(c[2 + k], p[k], &t);
        ovf |= __builtin_add_overflow(s, t, &s);
    }
    if (!ovf) return s >= 0;
    __int128 v = c[1];
    for (int k = 0; k < nvars; k++) v += (__int128)c[2 + k] * p[k];
    return v >= 0;
}

/* Row c is implied by a row of b with the same coefficients and a constant no larger (syntactic). */
static int implied(const int64_t *c, const spx_basic *b, int nvars)
{
    int w = nvars + 2;
    for (int r = 0; r < b->n; r++) {
        const int64_t *d = b->r + (size_t)r * w;
        if (d[1] > c[1]) continue;
        int k = 0;
        while (k < nvars && d[2 + k] == c[2 + k]) k++;
        if (k == nvars) return 1;
    }
    return 0;
}

static int rows_equal(const int64_t *a, const int64_t *b, int w) { return !memcmp(a, b, sizeof(int64_t) * w); }

/* Tries the fusion of A and B (va, vb: validity of their rows on the other); on success *out holds F. */
/* Points known to lie in A and in B (np of each, rows of MAXC); NULL when none. */
typedef struct { int na, nb; const int64_t (*pa)[MAXC], (*pb)[MAXC]; } spx_pts;

static int in_rows(const int64_t *rows, int n, int nvars, const int64_t *x)
{
    for (int r = 0; r < n; r++)
        if (!row_at(rows + (size_t)r * (nvars + 2), x, nvars)) return 0;
    return 1;
}

/* A quick proof that the candidate M (n rows) is not A | B: an integer point halfway between a point of
 * A and a point of B (rounded down, and up) that lies in M but in neither A nor B. Only skips work: the
 * exact check would fail on such a point too. */
static int refuted(const int64_t *M, int n, const spx_basic *A, const spx_basic *B, int nvars,
                   const spx_pts *pts)
{
    if (nvars <= SPX_FM_MAXV) return 0; /* the projection's exact check costs less than the midpoints */
    for (int a = 0; a < pts->na; a++)
        for (int b = 0; b < pts->nb; b++)
            for (int up = 0; up < 2; up++) {
                int64_t q[MAXC];
                for (int k = 0; k < nvars; k++) {
                    __int128 sum = (__int128)pts->pa[a][k] + pts->pb[b][k];
                    __int128 h = sum >= 0 ? sum / 2 : -((-sum + 1) / 2); /* floor */
                    if (up && (sum & 1)) h += 1;
                    if (h > INT64_MAX || h < -INT64_MAX) return 0;
                    q[k] = (int64_t)h;
                }
                if (in_rows(M, n, nvars, q) && !in_rows(A->r, A->n, nvars, q) && !in_rows(B->r, B->n, nvars, q))
                    return 1;
            }
    return 0;
}

/* Coalescing's tableau, made when a question first needs it (the projection answers most). */
typedef struct { absint_spx *t; int tier, simd; } spx_lazy;

static absint_spx *lazy_tableau(spx_lazy *l)
{
    if (!l->t) l->t = absint_spx_new(0, l->tier, l->simd);
    return l->t;
}

/* As load_rows + absint_spx_minimize (B's rows tightened, the rational minimum of row c over them) by
 * the projection, with the objective as a last variable t = c(x): 1 with *num / *den, 0 when
 * unbounded below or B is empty, SPX_FM_GIVEUP. */
static int fm_minimize(int nvars, const spx_basic *B, const int64_t *c, int64_t *num, int64_t *den)
{
    if (nvars + 1 > SPX_FM_MAXV) return SPX_FM_GIVEUP;
    int w = nvars + 2, e = SPX_FM_NONEMPTY;
    int64_t co[MAXC];
    spx_fm f;
    spx_fm_init(&f, nvars + 1, 1); /* integer while loading: the rows are tightened as the tableau's */
    co[nvars] = 0;
    for (int b = 0; b < B->n && e == SPX_FM_NONEMPTY; b++) {
        memcpy(co, B->r + (size_t)b * w + 2, sizeof(int64_t) * (size_t)nvars);
        e = spx_fm_add(&f, B->r[(size_t)b * w + 1], co, 0);
    }
    memcpy(co, c + 2, sizeof(int64_t) * (size_t)nvars);
    co[nvars] = -1; /* c(x) - t >= 0 and t - c(x) >= 0 (unit in t: tightening leaves them) */
    if (e == SPX_FM_NONEMPTY) e = spx_fm_add(&f, c[1], co, 0);
    if (e == SPX_FM_NONEMPTY) e = spx_fm_add(&f, c[1], co, 1);
    if (e == SPX_FM_EMPTY) return 0;
    if (e == SPX_FM_GIVEUP) return e;
    f.integer = 0; /* the minimum over the rationals */
    e = spx_fm_min(&f, num, den);
    return e == 2 ? 1 : e == SPX_FM_GIVEUP ? e : 0;
}

static int try_fuse(spx_lazy *L, int nvars, const spx_basic *A, const spx_basic *B, const uint8_t *va,
                    const uint8_t *vb, long budget, const spx_pts *pts, spx_basic *out)
{
    int w = nvars + 2, nf = 0, rc;
    int64_t *F = malloc(sizeof(int64_t) * w * (size_t)(A->n + B->n + 1));
    if (!F) return ABSINT_ENOMEM;
    for (int r = 0; r < A->n; r++)
        if (va[r]) memcpy(F + (size_t)nf++ * w, A->r + (size_t)r * w, sizeof(int64_t) * w);
    for (int r = 0; r < B->n; r++) {
        if (!vb[r]) continue;
        int dup = 0;
        for (int q = 0; q < A->n && !dup; q++) dup = va[q] && rows_equal(A->r + (size_t)q * w, B->r + (size_t)r * w, w);
        if (!dup) memcpy(F + (size_t)nf++ * w, B->r + (size_t)r * w, sizeof(int64_t) * w);
    }
    if (refuted(F, nf, A, B, nvars, pts)) { free(F); return 0; }
    spx_fm base;
    int fb = fm_base(&base, nvars, F, nf), ok = 1;
    if (fb == SPX_FM_NONEMPTY) /* every pair by the projection; the tableau if one gives up */
        for (int a = 0; a < A->n && ok > 0; a++) {
            if (va[a]) continue;
            for (int b = 0; b < B->n && ok > 0; b++)
                if (!vb[b]) ok = fm_holds(&base, w, A->r + (size_t)a * w, B->r + (size_t)b * w, NULL, NULL);
        }
    if (fb != SPX_FM_GIVEUP && ok != SPX_FM_GIVEUP) {
        if (!ok) { free(F); return 0; }
        out->n = nf; out->r = F;
        return 1;
    }
    absint_spx *t = lazy_tableau(L);
    if (!t) { free(F); return ABSINT_ENOMEM; }
    if ((rc = load_rows(t, nvars, F, nf))) { free(F); return rc; }
    ok = 1;
    for (int a = 0; a < A->n && ok; a++) {
        if (va[a]) continue;
        for (int b = 0; b < B->n && ok; b++) {
            if (vb[b]) continue;
            ok = holds(t, w, A->r + (size_t)a * w, B->r + (size_t)b * w, budget);
            if (ok < 0) { free(F); return ok; }
        }
    }
    if (!ok) { free(F); return 0; }
    out->n = nf; out->r = F;
    return 1;
}

/* Tries the extension of A across its only row k not valid on B. */
static int try_extend(spx_lazy *L, int nvars, const spx_basic *A, const spx_basic *B, int k, long budget,
                      const spx_pts *pts, spx_basic *out)
{
    int w = nvars + 2, rc;
    const int64_t *c = A->r + (size_t)k * w;
    int64_t num, den;
    rc = fm_minimize(nvars, B, c, &num, &den);
    if (rc == SPX_FM_GIVEUP) { /* the tableau: B's rows tightened, the rational minimum of c */
        absint_spx *t = lazy_tableau(L);
        if (!t) return ABSINT_ENOMEM;
        if ((rc = load_rows(t, nvars, B->r, B->n))) return rc;
        rc = absint_spx_minimize(t, c + 2, c[1], &num, &den);
        if (rc < 0) return rc == ABSINT_EINVAL ? 0 : rc;
    }
    if (rc == 0) return 0; /* unbounded below on B (or B empty) */
    int64_t low = ceil_div(num, den), relax, nc;
    if (low == INT64_MIN || (relax = -low) <= 0 || __builtin_add_overflow(c[1], relax, &nc) || nc == INT64_MAX)
        return 0;
    int64_t *W = malloc(sizeof(int64_t) * w * (size_t)(A->n + 1));
    if (!W) return ABSINT_ENOMEM;
    memcpy(W, A->r, sizeof(int64_t) * w * (size_t)A->n);
    W[(size_t)k * w + 1] = nc;
    if (refuted(W, A->n, A, B, nvars, pts)) { free(W); return 0; }
    /* the added part: wider and not c */
    if ((rc = negate_row(c, W + (size_t)A->n * w, w))) { free(W); return rc; }
    spx_fm base;
    int fb = fm_base(&base, nvars, W, A->n + 1), ok = 1;
    if (fb == SPX_FM_NONEMPTY)
        for (int b = 0; b < B->n && ok > 0; b++) ok = fm_holds(&base, w, B->r + (size_t)b * w, NULL, NULL, NULL);
    if (fb != SPX_FM_GIVEUP && ok != SPX_FM_GIVEUP) {
        if (!ok) { free(W); return 0; }
        out->n = A->n; out->r = W;
        return 1;
    }
    absint_spx *t = lazy_tableau(L);
    if (!t) { free(W); return ABSINT_ENOMEM; }
    if ((rc = load_rows(t, nvars, W, A->n + 1))) { free(W); return rc; }
    ok = 1;
    for (int b = 0; b < B->n && ok; b++) {
        ok = holds(t, w, B->r + (size_t)b * w, NULL, budget);
        if (ok < 0) { free(W); return ok; }
    }
    if (!ok) { free(W); return 0; }
    out->n = A->n; out->r = W;
    return 1;
}

/* Per-pair validity cache of coalescing: slots keep their index for the whole call (a merged pair
 * lives on in the first slot, the second dies), and a pair's vector is recomputed only when one of its
 * two basic sets changed. */
typedef struct {
    int nvars, nslots, loaded;    /* loaded: the slot whose rows the tableau holds, or -1 */
    spx_basic *B;
    uint8_t *alive, **pv;         /* pv[i * nslots + j]: validity of B[i]'s rows on B[j], or NULL */
    int64_t (*pts)[8][MAXC];      /* per slot: integer points met (rows they fail are not valid) */
    int *npts;
    spx_lazy L;
    long budget;
    struct coal_chunk *arena;     /* the validity vectors: bump-allocated, freed together at the end */
} spx_coal;

struct coal_chunk { struct coal_chunk *next; size_t used, cap; unsigned char data[]; };

static uint8_t *coal_alloc(spx_coal *c, size_t n)
{
    struct coal_chunk *k = c->arena;
    if (!k || k->cap - k->used < n) {
        size_t cap = n > 4000 ? n : 4000;
        struct coal_chunk *nk = malloc(sizeof *nk + cap);
        if (!nk) return NULL;
        nk->next = k; nk->used = 0; nk->cap = cap;
        c->arena = k = nk;
    }
    uint8_t *p = k->data + k->used;
    k->used += n;
    return p;
}

static void coal_free_arena(spx_coal *c)
{
    while (c->arena) {
        struct coal_chunk *n = c->arena->next;
        free(c->arena);
        c->arena = n;
    }
}

static void coal_invalidate(spx_coal *c, int s)
{
    for (int k = 0; k < c->nslots; k++) { /* (the vectors stay in the arena until the end) */
        c->pv[s * c->nslots + k] = NULL;
        c->pv[k * c->nslots + s] = NULL;
    }
    c->npts[s] = 0;
    if (c->loaded == s) c->loaded = -1;
}

/* The tableau's sample point into p when every variable's value is an integer: 1, else 0. */
static int sample_if_integral(const absint_spx *t, int64_t *p)
{
    for (int k = 0; k < t->nvars; k++) {
        if (!t->urow[k]) { p[k] = 0; continue; }
        int64_t d = get(t, t->upos[k], 0), v = get(t, t->upos[k], 1);
        if (v % d) return 0;
        p[k] = v / d;
    }
    return 1;
}

static int coal_pair(spx_coal *c, int i, int j, const uint8_t **out)
{
    uint8_t **slot = &c->pv[i * c->nslots + j];
    if (*slot) { *out = *slot; return ABSINT_OK; }
    int w = c->nvars + 2, rc;
    const spx_basic *A = &c->B[i], *Bj = &c->B[j];
    uint8_t *v = coal_alloc(c, A->n ? (size_t)A->n : 1);
    if (!v) return ABSINT_ENOMEM;
    spx_fm base;
    int fb = -2; /* the projection's base of B[j], made when a question needs it */
    for (int r = 0; r < A->n; r++) {
        const int64_t *row = A->r + (size_t)r * w;
        int h = 1;
        if (implied(row, Bj, c->nvars)) { v[r] = 1; continue; }
        if (fb == -2) fb = fm_base(&base, c->nvars, Bj->r, Bj->n);
        for (int q = 0; q < c->npts[j] && h; q++) h = row_at(row, c->pts[j][q], c->nvars);
        if (h && fb != SPX_FM_GIVEUP) {
            int64_t p[MAXC];
            int have = 0, e = fb == SPX_FM_EMPTY ? 1 : fm_holds(&base, w, row, NULL, p, &have);
            if (e == 0 && have && c->npts[j] < 8 && !row_at(row, p, c->nvars) && in_rows(Bj->r, Bj->n, c->nvars, p))
                memcpy(c->pts[j][c->npts[j]++], p, sizeof(int64_t) * c->nvars); /* a point of B[j] failing row */
            if (e != SPX_FM_GIVEUP) { v[r] = (uint8_t)e; continue; }
        }
        if (h) {
            absint_spx *t = lazy_tableau(&c->L);
            if (!t) { return ABSINT_ENOMEM; }
            if (c->loaded != j) {
                if ((rc = load_rows(t, c->nvars, Bj->r, Bj->n))) { return rc; }
                c->loaded = j;
                if (c->npts[j] == 0 && !t->empty && sample_if_integral(t, c->pts[j][0])) {
                    c->npts[j] = 1; /* the tableau's own sample, when integral, is a point of B[j] */
                    h = row_at(row, c->pts[j][0], c->nvars);
                    if (!h) { v[r] = 0; continue; }
                }
            }
            int64_t p[MAXC];
            h = holds_pt(t, w, row, NULL, c->budget, p);
            if (h < 0) { return h; }
            if (h == 0 && c->npts[j] < 8 && !row_at(row, p, c->nvars))
                memcpy(c->pts[j][c->npts[j]++], p, sizeof(int64_t) * c->nvars);
        }
        v[r] = (uint8_t)h;
    }
    *slot = v;
    *out = v;
    return ABSINT_OK;
}

int absint_spx_coalesce(int nsets, int nvars, const int32_t *nrows, const int64_t *rows, long nvalues,
                        int start_tier, int simd, long node_budget, int32_t *out_nsets, int32_t *out_nrows,
                        int64_t *out_rows, long out_cap)
{
    if (nsets < 0 || nvars < 0 || nvars > ABSINT_SPX_MAX_VARS || node_budget < 0 || !out_nsets ||
        (nsets > 0 && (!nrows || !out_nrows)) || nvalues < 0 || out_cap < 0)
        return ABSINT_EINVAL;
    int w = nvars + 2;
    size_t total = 0;
    for (int s = 0; s < nsets; s++) {
        if (nrows[s] < 0) return ABSINT_EINVAL;
        total += (size_t)nrows[s];
    }
    if (total * w != (size_t)nvalues || (size_t)out_cap < total * w) return ABSINT_EINVAL;
    if (total > 0 && (!rows || !out_rows)) return ABSINT_EINVAL;
    for (size_t g = 0; g < total; g++)
        if (rows[g * w] != 0) return ABSINT_EINVAL;
    spx_coal c = {.nvars = nvars, .nslots = nsets, .loaded = -1, .budget = node_budget};
    int ns1 = nsets ? nsets : 1;
    if (start_tier < 0 || start_tier > ABSINT_SPX_I64 || simd < 0 || simd > 3) return ABSINT_EINVAL;
    if (!kernel_ok(start_tier, simd)) return ABSINT_EUNSUPPORTED;
    c.L = (spx_lazy){NULL, start_tier, simd};
    /* One block for the per-slot state (points first: they want the alignment); the slots' rows start
     * as views of the input (never written: a merge makes new rows, owned[s] then says to free them). */
    size_t ptsb = sizeof *c.pts * (size_t)ns1, pvb = sizeof *c.pv * (size_t)ns1 * ns1, Bb = sizeof *c.B * (size_t)ns1;
    size_t nb = sizeof *c.npts * (size_t)ns1;
    unsigned char *block = malloc(ptsb + pvb + Bb + nb + 2 * (size_t)ns1);
    if (!block) return ABSINT_ENOMEM;
    memset(block + ptsb, 0, pvb + Bb + nb + 2 * (size_t)ns1);
    c.pts = (int64_t (*)[8][MAXC])block;
    c.pv = (uint8_t **)(block + ptsb);
    c.B = (spx_basic *)(block + ptsb + pvb);
    c.npts = (int *)(block + ptsb + pvb + Bb);
    c.alive = block + ptsb + pvb + Bb + nb;
    uint8_t *owned = c.alive + ns1;
    int rc = ABSINT_OK;
    size_t first = 0;
    for (int s = 0; s < nsets; s++) {
        c.B[s].n = nrows[s];
        c.B[s].r = rows ? (int64_t *)(rows + first * w) : NULL; /* read only */
        c.alive[s] = 1;
        first += (size_t)nrows[s];
    }
    int changed = 1;
    while (!rc && changed) {
        changed = 0;
        /* redundant: basic j inside basic i (every row of i holds on j) */
        for (int j = 0; j < nsets && !rc; j++) {
            if (!c.alive[j]) continue;
            for (int i = 0; i < nsets && !rc; i++) {
                if (i == j || !c.alive[i]) continue;
                const uint8_t *v;
                if ((rc = coal_pair(&c, i, j, &v))) break;
                int all = 1;
                for (int r = 0; r < c.B[i].n && all; r++) all = v[r];
                if (all) {
                    coal_invalidate(&c, j);
                    c.alive[j] = 0;
                    changed = 1;
                    break;
                }
            }
        }
        if (rc || changed) continue;
        for (int i = 0; i < nsets && !changed && !rc; i++) {
            if (!c.alive[i]) continue;
            for (int j = i + 1; j < nsets && !changed && !rc; j++) {
                if (!c.alive[j]) continue;
                const uint8_t *va, *vb;
                if ((rc = coal_pair(&c, i, j, &va)) || (rc = coal_pair(&c, j, i, &vb))) break;
                int ia = 0, ib = 0, ka = -1, kb = -1;
                for (int r = 0; r < c.B[i].n; r++) if (!va[r]) { ia++; ka = r; }
                for (int r = 0; r < c.B[j].n; r++) if (!vb[r]) { ib++; kb = r; }
                spx_basic m;
                c.loaded = -1; /* the tries below reload the tableau */
                /* points met while filling the validity cache: pts[j] lie in B[j] */
                spx_pts P = {c.npts[i], c.npts[j], (const int64_t (*)[MAXC])c.pts[i], (const int64_t (*)[MAXC])c.pts[j]};
                spx_pts Q = {c.npts[j], c.npts[i], (const int64_t (*)[MAXC])c.pts[j], (const int64_t (*)[MAXC])c.pts[i]};
                int got = try_fuse(&c.L, nvars, &c.B[i], &c.B[j], va, vb, node_budget, &P, &m);
                if (!got && ia == 1) got = try_extend(&c.L, nvars, &c.B[i], &c.B[j], ka, node_budget, &P, &m);
                if (!got && ib == 1) got = try_extend(&c.L, nvars, &c.B[j], &c.B[i], kb, node_budget, &Q, &m);
                if (got < 0) { rc = got; break; }
                if (got) {
                    coal_invalidate(&c, i);
                    coal_invalidate(&c, j);
                    if (owned[i]) free(c.B[i].r);
                    if (owned[j]) free(c.B[j].r);
                    owned[i] = 1;
                    owned[j] = 0;
                    c.B[j].r = NULL;
                    c.B[i] = m;
                    c.alive[j] = 0;
                    changed = 1;
                }
            }
        }
    }
    if (!rc) {
        size_t o = 0;
        int n = 0;
        for (int i = 0; i < nsets; i++) {
            if (!c.alive[i]) continue;
            out_nrows[n++] = c.B[i].n;
            memcpy(out_rows + o * w, c.B[i].r, sizeof(int64_t) * w * (size_t)c.B[i].n);
            o += (size_t)c.B[i].n;
        }
        *out_nsets = n;
    }
    for (int i = 0; i < nsets; i++)
        if (owned[i]) free(c.B[i].r);
    coal_free_arena(&c);
    free(block);
    absint_spx_free(c.L.t);
    return rc;
}

int absint_spx_row_flags(int n, int nvars, const int64_t *rows, uint8_t *flags)
{
    if (n < 0 || nvars < 0 || nvars > ABSINT_SPX_MAX_VARS || (n > 0 && (!rows || !flags))) return ABSINT_EINVAL;
    int w = nvars + 2, any = 0;
    for (int i = 0; i < n; i++) {
        const int64_t *r = rows + (size_t)i * w;
        int is_eq = r[0] != 0, f = 0;
        if (r[1] == INT64_MIN) { flags[i] = 0; continue; } /* refused later by add_rows anyway */
        uint64_t g = 0;
        for (int k = 0; k < nvars && g != 1; k++)
            if (r[2 + k]) g = gcd_u64(g, uabs64(r[2 + k]));
        if (g == 0) f = (is_eq ? r[1] != 0 : r[1] < 0) ? 2 : 0;
        else if (g > 1 && g <= (uint64_t)INT64_MAX && r[1] % (int64_t)g) f = is_eq ? 2 : 1;
        flags[i] = (uint8_t)f;
        any |= f;
    }
    return any;
}

int absint_spx_pack_rows(int m, int nvars, const int64_t *A, const int64_t *c, const uint8_t *eq, int64_t *rows,
                         uint8_t *flags)
{
    if (m < 0 || nvars < 0 || nvars > ABSINT_SPX_MAX_VARS || (m > 0 && (!c || !rows || !flags || (nvars && !A))))
        return ABSINT_EINVAL;
    int w = nvars + 2;
    for (int i = 0; i < m; i++) {
        int64_t *r = rows + (size_t)i * w;
        r[0] = eq && eq[i] ? 1 : 0;
        r[1] = c[i];
        if (nvars) memcpy(r + 2, A + (size_t)i * nvars, sizeof(int64_t) * (size_t)nvars);
    }
    return absint_spx_row_flags(m, nvars, rows, flags);
}

int absint_spx_empty_with(absint_spx *t, int nq, const int32_t *counts, const int64_t *rows, int integer,
                          long node_budget, int8_t *out)
{
    if (!t || nq < 0 || (nq > 0 && (!counts || !out)) || node_budget < 0 || (integer != 0 && integer != 1))
        return ABSINT_EINVAL;
    if (t->poisoned) return ABSINT_EOVERFLOW;
    size_t total = 0;
    for (int q = 0; q < nq; q++) {
        if (counts[q] < 0) return ABSINT_EINVAL;
        total += (size_t)counts[q];
    }
    if (total > 0 && !rows) return ABSINT_EINVAL;
    /* Small systems: each question by the exact projection of the constraints (as added) and its
     * rows; the tableau answers what it gives up on. */
    spx_fm base;
    int fb = SPX_FM_GIVEUP;
    if (t->nvars <= SPX_FM_MAXV && !t->empty) {
        spx_fm_init(&base, t->nvars, integer);
        fb = SPX_FM_NONEMPTY;
        for (int u = t->nvars; u < t->nunk && fb == SPX_FM_NONEMPTY; u++) {
            const int64_t *o = t->orig + (size_t)u * MAXC;
            fb = t->urestr[u] ? spx_fm_add(&base, o[0], o + 1, 0) : SPX_FM_GIVEUP;
        }
    }
    int64_t sample[MAXC];
    size_t off = 0;
    for (int q = 0; q < nq; q++) {
        if (fb == SPX_FM_NONEMPTY) {
            spx_fm f;
            spx_fm_copy(&f, &base);
            int e = spx_fm_add_rows(&f, counts[q], rows + off);
            if (e == SPX_FM_NONEMPTY) e = spx_fm_solve(&f);
            if (e != SPX_FM_GIVEUP) {
                out[q] = (int8_t)e;
                off += (size_t)counts[q] * (t->nvars + 2);
                continue;
            }
        }
        int snap = t->nlog, rc = absint_spx_add_rows(t, counts[q], rows + off, integer);
        off += (size_t)counts[q] * (t->nvars + 2);
        if (rc) return rc; /* an overflow poisons the tableau: the caller redoes every question */
        if (t->empty) out[q] = 1;
        else if (!integer) out[q] = 0;
        else {
            rc = absint_spx_integer_point(t, node_budget, sample);
            if (rc < 0) return rc;
            out[q] = rc == ABSINT_SPX_FOUND ? 0 : rc == ABSINT_SPX_EMPTY ? 1 : (int8_t)rc;
        }
        if ((rc = absint_spx_rollback(t, snap))) return rc;
    }
    return ABSINT_OK;
}

int absint_spx_empty_rows(absint_spx *t, int nvars, int n, const int64_t *rows, long nvalues, int integer,
                          long node_budget)
{
    if (!t || nvars < 0 || nvars > ABSINT_SPX_MAX_VARS || n < 0 || (n > 0 && !rows) || nvalues < 0 ||
        node_budget < 0 || (integer != 0 && integer != 1) || (size_t)nvalues != (size_t)n * (size_t)(nvars + 2))
        return ABSINT_EINVAL;
    if (nvars <= SPX_FM_MAXV) { /* small: the exact projection first */
        spx_fm f;
        spx_fm_init(&f, nvars, integer);
        int fm = spx_fm_add_rows(&f, n, rows);
        if (fm == SPX_FM_NONEMPTY) fm = spx_fm_solve(&f);
        if (fm != SPX_FM_GIVEUP) return fm;
    }
    int64_t sample[MAXC];
    int rc = absint_spx_reset(t, nvars);
    if (!rc) rc = absint_spx_add_rows(t, n, rows, integer);
    if (!rc && !t->empty && integer) {
        rc = absint_spx_integer_point(t, node_budget, sample);
        if (rc >= 0) rc = rc == ABSINT_SPX_FOUND ? 0 : rc == ABSINT_SPX_EMPTY ? 1 : rc;
    } else if (!rc) {
        rc = t->empty;
    }
    return rc == ABSINT_EOVERFLOW ? ABSINT_SPX_OVERFLOWED : rc;
}

int absint_spx_empty_arrays(absint_spx *t, int nvars, int m, const char *A, const char *c, const char *eq,
                            int integer, long node_budget)
{
    if (!t || nvars < 0 || nvars > ABSINT_SPX_MAX_VARS || m < 0 || (m > 0 && (!c || (nvars && !A))))
        return ABSINT_EINVAL;
    if (m == 0) return absint_spx_empty_rows(t, nvars, 0, NULL, 0, integer, node_budget);
    int w = nvars + 2;
    size_t nv = (size_t)m * (size_t)w;
    int64_t stack[2048], *rows = nv <= 2048 ? stack : malloc(sizeof(int64_t) * nv);
    if (!rows) return ABSINT_ENOMEM;
    /* scalar copies (memcpy of 8 bytes: a plain load at any alignment), so that add_rows' scalar reads
     * of the rows find them in stores of their own width */
    for (int i = 0; i < m; i++) {
        int64_t *r = rows + (size_t)i * w, v;
        r[0] = eq && eq[i] ? 1 : 0;
        memcpy(&v, c + (size_t)i * 8, 8);
        r[1] = v;
        const char *a = A + (size_t)i * nvars * 8;
        for (int k = 0; k < nvars; k++) {
            memcpy(&v, a + (size_t)k * 8, 8);
            r[2 + k] = v;
        }
    }
    int rc = absint_spx_empty_rows(t, nvars, m, rows, (long)nv, integer, node_budget);
    if (rows != stack) free(rows);
    return rc;
}

int absint_spx_batch_empty(int nsys, const int32_t *nvars, const int32_t *nrows, const int64_t *rows,
                           long nvalues, int integer, int start_tier, int simd, long node_budget, int8_t *out)
{
    if (nsys < 0 || (nsys > 0 && (!nvars || !nrows || !rows || !out)) || nvalues < 0 ||
        node_budget < 0 || (integer != 0 && integer != 1))
        return ABSINT_EINVAL;
    size_t need = 0;
    for (int s = 0; s < nsys; s++) {
        if (nvars[s] < 0 || nvars[s] > ABSINT_SPX_MAX_VARS || nrows[s] < 0) return ABSINT_EINVAL;
        need += (size_t)nrows[s] * (size_t)(nvars[s] + 2); /* < 2^31 * 64 per system: no wrap */
    }
    if (need != (size_t)nvalues) return ABSINT_EINVAL;
    if (start_tier < 0 || start_tier > ABSINT_SPX_I64 || simd < 0 || simd > 3) return ABSINT_EINVAL;
    if (!kernel_ok(start_tier, simd)) return ABSINT_EUNSUPPORTED;
    absint_spx *t = NULL; /* made when the first system needs it */
    int64_t sample[MAXC];
    size_t off = 0;
    for (int s = 0; s < nsys; s++) {
        if (nvars[s] <= SPX_FM_MAXV) { /* small: the exact projection first */
            spx_fm f;
            spx_fm_init(&f, nvars[s], integer);
            int fm = spx_fm_add_rows(&f, nrows[s], rows + off);
            if (fm == SPX_FM_NONEMPTY) fm = spx_fm_solve(&f);
            if (fm != SPX_FM_GIVEUP) {
                out[s] = (int8_t)fm;
                off += (size_t)nrows[s] * (nvars[s] + 2);
                continue;
            }
        }
        if (!t && !(t = absint_spx_new(0, start_tier, simd))) return ABSINT_ENOMEM;
        int rc = absint_spx_reset(t, nvars[s]);
        if (!rc) rc = absint_spx_add_rows(t, nrows[s], rows + off, integer);
        off += (size_t)nrows[s] * (nvars[s] + 2);
        if (!rc && !t->empty && integer) {
            rc = absint_spx_integer_point(t, node_budget, sample);
            out[s] = rc == ABSINT_SPX_FOUND ? 0 : rc == ABSINT_SPX_EMPTY ? 1 : (int8_t)rc;
            if (rc >= 0) rc = ABSINT_OK;
        } else if (!rc) {
            out[s] = (int8_t)t->empty;
        }
        if (rc == ABSINT_EOVERFLOW) { out[s] = ABSINT_SPX_OVERFLOWED; rc = ABSINT_OK; }
        if (rc) { absint_spx_free(t); return rc; }
    }
    absint_spx_free(t);
    return ABSINT_OK;
}

/* ---------------------------------------------------------------- benchmark */

static uint64_t next_rand(uint64_t *s)
{
    *s ^= *s << 13; *s ^= *s >> 7; *s ^= *s << 17;
    return *s;
}

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int64_t gcd_euclid(int64_t a, int64_t b)
{
    a = a < 0 ? -a : a; b = b < 0 ? -b : b;
    while (b) { int64_t r = a % b; a = b; b = r; }
    return a;
}

/* The upstream style: dense rows, each entry's two products and sum checked with a branch, every row
 * then normalized with Euclid. Not inlined (nor obvious_update): the baseline's code then does not
 * move with the benchmark function around it (inlined, it measured 710-756 ns a 30x19 update as
 * that function changed). */
__attribute__((noinline)) static int obvious_pivot(int64_t *M, int rows, int n, int r, int pc)
{
    int64_t *P = M + (size_t)r * n;
    int64_t arc = P[pc];
    if (arc < 0) for (int j = 0; j < n; j++) P[j] = -P[j];
    int64_t dr = P[0];
    P[0] = arc < 0 ? -arc : arc;
    P[pc] = dr;
    for (int j = 1; j < n; j++) if (j != pc) P[j] = -P[j];
    int64_t g = 0;
    for (int j = 0; j < n && g != 1; j++) g = gcd_euclid(g, P[j]);
    if (g > 1) for (int j = 0; j < n; j++) P[j] /= g;
    for (int i = 0; i < rows; i++) {
        if (i == r) continue;
        int64_t *R = M + (size_t)i * n;
        int64_t a = R[pc];
        if (a == 0) continue;
        for (int j = 0; j < n; j++) {
            int64_t u, v, pj = j == pc ? 0 : P[j], x = j == pc ? 0 : R[j];
            if (j == 0) pj = 0;
            if (__builtin_mul_overflow(P[0], x, &u)) return ABSINT_EOVERFLOW;
            if (__builtin_mul_overflow(a, j == pc ? P[pc] : pj, &v)) return ABSINT_EOVERFLOW;
            if (__builtin_add_overflow(u, v, &R[j])) return ABSINT_EOVERFLOW;
        }
        g = 0;
        for (int j = 0; j < n && g != 1; j++) g = gcd_euclid(g, R[j]);
        if (g > 1) for (int j = 0; j < n; j++) R[j] /= g;
    }
    return ABSINT_OK;
}

/* The obvious update alone: every row, every entry, a branch per checked operation. */
__attribute__((noinline)) static int obvious_update(const int64_t *M, int64_t *out, int rows, int n, int r, int pc)
{
    const int64_t *P = M + (size_t)r * n;
    int64_t D = P[pc] < 0 ? -P[pc] : P[pc], s = P[pc] < 0 ? 1 : -1;
    for (int i = 0; i < rows; i++) {
        if (i == r) continue;
        const int64_t *R = M + (size_t)i * n;
        int64_t *O = out + (size_t)i * n;
        int64_t a = R[pc];
        if (a == 0) continue;
        for (int j = 0; j < n; j++) {
            int64_t u, v, pj = j == 0 ? 0 : j == pc ? -s * P[0] : s * P[j];
            if (__builtin_mul_overflow(D, j == pc ? 0 : R[j], &u)) return ABSINT_EOVERFLOW;
            if (__builtin_mul_overflow(a, pj, &v)) return ABSINT_EOVERFLOW;
            if (__builtin_add_overflow(u, v, &O[j])) return ABSINT_EOVERFLOW;
        }
    }
    return ABSINT_OK;
}

int absint_spx_bench_pivot(int kernel, int rows, int nvars, long reps, uint64_t seed, int update_only,
                           double *ns, int *tier_after)
{
    if (kernel < 0 || kernel > 9 || rows < 1 || rows > 4096 || nvars < 1 ||
        nvars > ABSINT_SPX_MAX_VARS || reps < 1 || !ns || !tier_after)
        return ABSINT_EINVAL;
    static const int tiers[10] = {ABSINT_SPX_I64, ABSINT_SPX_I64, ABSINT_SPX_I16, ABSINT_SPX_I16,
                                  ABSINT_SPX_F24, ABSINT_SPX_F24, ABSINT_SPX_I64, ABSINT_SPX_I64,
                                  ABSINT_SPX_I16, ABSINT_SPX_F24};
    int simd = kernel == 3 || kernel == 5 || kernel == 7 ? 1 : kernel == 6 || kernel == 8 ? 2 : kernel == 9 ? 3 : 0;
    if (!kernel_ok(tiers[kernel], simd)) return ABSINT_EUNSUPPORTED;
    int n = nvars + 2;
    int64_t *M = malloc(sizeof(int64_t) * (size_t)rows * n);
    if (!M) return ABSINT_ENOMEM;
    uint64_t s = seed | 1;
    for (int i = 0; i < rows; i++) {
        M[(size_t)i * n] = 1;
        for (int j = 1; j < n; j++) {
            int64_t v = (int64_t)(next_rand(&s) % 19) - 9;
            if (j == 2 && v == 0) v = 1; /* the pivot column is nonzero everywhere */
            M[(size_t)i * n + j] = v;
        }
    }
    int r = rows / 2, pc = 2;
    int rc = ABSINT_OK;
    if (kernel == 0) {
        int64_t *out = update_only ? malloc(sizeof(int64_t) * (size_t)rows * n) : NULL;
        if (update_only && !out) { free(M); return ABSINT_ENOMEM; }
        double t0 = now_ns();
        for (long k = 0; k < reps && !rc; k++)
            rc = update_only ? obvious_update(M, out, rows, n, r, pc) : obvious_pivot(M, rows, n, r, pc);
        free(out);
        *ns = (now_ns() - t0) / reps;
        *tier_after = ABSINT_SPX_I64;
        free(M);
        return rc;
    }
    absint_spx *t = absint_spx_new(nvars, tiers[kernel], simd);
    if (!t) { free(M); return ABSINT_ENOMEM; }
    rc = grow_rows(t, rows);
    for (int i = 0; i < rows && !rc; i++) {
        rc = grow_unknowns(t, t->nunk + 1);
        if (rc) break;
        int u = t->nunk++;
        append_row(t, M + (size_t)i * n);
        t->rowg1[i] = 0;
        t->rowunk[i] = u; t->upos[u] = i; t->urow[u] = 1; t->urestr[u] = 1;
    }
    prepared pp;
    if (!rc && update_only) rc = prepare_pivot(t, r, pc, &pp);
    /* The row updates of one pivot, from the same input every time: the tier's kernel called directly
     * with its arguments formed once (run_update's, as obvious_update is called), so the loop times
     * the kernel and not the reloading of its arguments from the tableau after each call. */
    int nc = t->ncols, nl = nlanes(t), cs = t->cap, c = t->cur;
    void *o = t->plane[c ^ 1], *mo = t->mag[c ^ 1];
    const void *in = t->plane[c], *mi = t->mag[c], *dm = t->dmv, *am = t->amv;
    double t0 = now_ns();
    if (update_only && !rc && t->tier == ABSINT_SPX_I16) {
        col_i16 f = t->k16;
        const int16_t *p = pp.p.i16;
        int16_t pm = (int16_t)pp.pmax;
        for (long k = 0; k < reps && !rc; k++) rc = f(nc, nl, cs, o, in, p, pm, dm, am, mi, mo);
    } else if (update_only && !rc && t->tier == ABSINT_SPX_F24) {
        col_f24 f = t->k24;
        const float *p = pp.p.f24;
        float pm = (float)pp.pmax;
        for (long k = 0; k < reps && !rc; k++) rc = f(nc, nl, cs, o, in, p, pm, dm, am, mi, mo);
    } else if (update_only && !rc) {
        col_i64 f = t->k64;
        const int64_t *p = pp.p.i64;
        int64_t pm = pp.pmax;
        for (long k = 0; k < reps && !rc; k++) rc = f(nc, nl, cs, o, in, p, pm, dm, am, mi, mo);
    } else if (!update_only)
        for (long k = 0; k < reps && !rc; k++) rc = pivot(t, r, pc - 2); /* there and back again */
    if (rc > 0) rc = ABSINT_EOVERFLOW; /* a kernel's overflow */
    *ns = (now_ns() - t0) / reps;
    *tier_after = t->tier;
    absint_spx_free(t);
    free(M);
    return rc;
}

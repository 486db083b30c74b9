/* Interval steps of the Pentagon closure (see simd/include/absint_pentagon.h): the topological order,
 * the interval-implied bits, dispatch, and the scalar twins of the interval passes (the AVX2 and
 * AVX-512 twins are in pentagon_avx2.c / pentagon_avx512.c). The passes visit every bit of the
 * closed relation: O(n^2) scalar, O(n^2 / 8) with AVX-512 masks. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "absint_closure.h"
#include "absint_pentagon.h"
#include "pentagon_internal.h"

#define PINF PENT_PINF
#define NINF PENT_NINF

/* Portable popcount (baseline x86-64 has no POPCNT instruction; the libgcc call is slower). */
static inline unsigned popcount64(uint64_t v)
{
    v = v - ((v >> 1) & 0x5555555555555555ull);
    v = (v & 0x3333333333333333ull) + ((v >> 2) & 0x3333333333333333ull);
    v = (v + (v >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (unsigned)((v * 0x0101010101010101ull) >> 56);
}

typedef struct {
    int64_t lo;
    size_t var;
} lo_entry;

static int by_lo_descending(const void *a, const void *b)
{
    int64_t x = ((const lo_entry *)a)->lo, y = ((const lo_entry *)b)->lo;
    return (x < y) - (x > y);
}

/* Above this many variables the prefix masks of add_interval_bits would take too much memory
 * ((n + 1) * n / 8 bytes), and below 65 they do not pay: the direct O(n^2) loop is used instead. */
#define MASKS_MAX_N 4096

/* x < y wherever hi(x) < lo(y), and (L not NULL) x <= y wherever hi(x) <= lo(y) and x != y (a
 * constant's own bit would only cost another closure round). The y with a finite lo are sorted by lo,
 * descending;
 * mask[k] holds the first k of them, so row x gets mask[#{y : lo(y) > hi(x)}] (a binary search) in
 * O(words), and L's row mask[#{y : lo(y) >= hi(x)}]. Returns the number of new bits (of both), or -1
 * if scratch memory is missing. */
static long long add_interval_bits(uint64_t *S, uint64_t *L, size_t n, size_t stride, const int64_t *lo,
                                   const int64_t *hi)
{
    const size_t words = (n + 63) / 64;
    long long count = 0;
    if (n <= 64 || n > MASKS_MAX_N) {   /* direct: one comparison per pair, branch-free */
        for (size_t x = 0; x < n; x++) {
            const int64_t h = hi[x];
            if (h >= PINF)
                continue;
            uint64_t *row = S + x * stride, *lrow = L ? L + x * stride : NULL;
            for (size_t w = 0; w < words; w++) {
                uint64_t bits = 0, lbits = 0;
                size_t end = (w + 1) * 64 < n ? (w + 1) * 64 : n;
                for (size_t y = w * 64; y < end; y++) {
                    bits |= (uint64_t)(lo[y] > h) << (y & 63);
                    lbits |= (uint64_t)(lo[y] >= h && y != x) << (y & 63);
                }
                count += popcount64(bits & ~row[w]);
                row[w] |= bits;
                if (lrow) {
                    count += popcount64(lbits & ~lrow[w]);
                    lrow[w] |= lbits;
                }
            }
        }
        return count;
    }
    size_t m = 0;
    for (size_t y = 0; y < n; y++)
        m += lo[y] > NINF;
    int any_hi = 0;
    for (size_t x = 0; x < n && !any_hi; x++)
        any_hi = hi[x] < PINF;
    if (m == 0 || !any_hi)
        return 0;
    lo_entry *sorted = malloc(m * sizeof *sorted);
    uint64_t *mask = calloc((m + 1) * words, sizeof *mask);
    if (!sorted || !mask) {
        free(sorted); free(mask);
        return -1;
    }
    for (size_t y = 0, k = 0; y < n; y++)
        if (lo[y] > NINF)
            sorted[k++] = (lo_entry){lo[y], y};
    qsort(sorted, m, sizeof *sorted, by_lo_descending);
    for (size_t k = 1; k <= m; k++) {
        for (size_t w = 0; w < words; w++)
            mask[k * words + w] = mask[(k - 1) * words + w];
        size_t y = sorted[k - 1].var;
        mask[k * words + (y >> 6)] |= (uint64_t)1 << (y & 63);
    }
    for (size_t x = 0; x < n; x++) {
        int64_t h = hi[x];
        if (h >= PINF)
            continue;
        size_t a = 0, b = m;          /* k = number of sorted entries with lo > h */
        while (a < b) {
            size_t mid = a + (b - a) / 2;
            if (sorted[mid].lo > h)
                a = mid + 1;
            else
                b = mid;
        }
        if (L) {                      /* e = number of sorted entries with lo >= h */
            size_t e = a, b2 = m;
            while (e < b2) {
                size_t mid = e + (b2 - e) / 2;
                if (sorted[mid].lo >= h)
                    e = mid + 1;
                else
                    b2 = mid;
            }
            uint64_t *lrow = L + x * stride;
            const uint64_t *add = mask + e * words;
            for (size_t w = 0; w < words && e; w++) {
                const uint64_t own = w == (x >> 6) ? (uint64_t)1 << (x & 63) : 0;
                count += popcount64(add[w] & ~lrow[w] & ~own);
                lrow[w] |= add[w] & ~own;
            }
        }
        if (a == 0)
            continue;
        uint64_t *row = S + x * stride;
        const uint64_t *add = mask + a * words;
        for (size_t w = 0; w < words; w++) {
            count += popcount64(add[w] & ~row[w]);
            row[w] |= add[w];
        }
    }
    free(sorted);
    free(mask);
    return count;
}

void absint_pent_forward_scalar(const uint64_t *S, size_t n, size_t stride, const size_t *order,
                                int64_t *lo)
{
    const size_t words = (n + 63) / 64;
    for (size_t t = 0; t < n; t++) {
        size_t x = order[t];
        if (lo[x] <= NINF)
            continue;
        int64_t v = pent_succ(lo[x]);
        const uint64_t *row = S + x * stride;
        for (size_t w = 0; w < words; w++)
            for (uint64_t b = row[w]; b; b &= b - 1) {
                size_t y = w * 64 + (size_t)__builtin_ctzll(b);
                if (lo[y] < v)
                    lo[y] = v;
            }
    }
}

void absint_pent_backward_scalar(const uint64_t *S, size_t n, size_t stride, const size_t *order,
                                 int64_t *hi)
{
    const size_t words = (n + 63) / 64;
    for (size_t t = n; t-- > 0;) {
        size_t x = order[t];
        int64_t mn = PINF;
        const uint64_t *row = S + x * stride;
        for (size_t w = 0; w < words; w++)
            for (uint64_t b = row[w]; b; b &= b - 1) {
                size_t y = w * 64 + (size_t)__builtin_ctzll(b);
                if (hi[y] < mn)
                    mn = hi[y];
            }
        if (mn < PINF) {
            int64_t v = pent_pred(mn);
            if (v < hi[x])
                hi[x] = v;
        }
    }
}

void absint_pent_forward_le_scalar(const uint64_t *S, const uint64_t *L, size_t n, size_t stride,
                                   const size_t *order, int64_t *lo)
{
    const size_t words = (n + 63) / 64;
    for (size_t t = 0; t < n; t++) {
        size_t x = order[t];
        if (lo[x] <= NINF)
            continue;
        const int64_t v0 = lo[x], v1 = pent_succ(lo[x]);
        const uint64_t *srow = S + x * stride, *lrow = L + x * stride;
        for (size_t w = 0; w < words; w++)
            for (uint64_t b = lrow[w]; b; b &= b - 1) {
                const unsigned bit = (unsigned)__builtin_ctzll(b);
                const size_t y = w * 64 + bit;
                const int64_t v = (srow[w] >> bit) & 1 ? v1 : v0;
                if (lo[y] < v)
                    lo[y] = v;
            }
    }
}

void absint_pent_backward_le_scalar(const uint64_t *S, const uint64_t *L, size_t n, size_t stride,
                                    const size_t *order, int64_t *hi)
{
    const size_t words = (n + 63) / 64;
    for (size_t t = n; t-- > 0;) {
        size_t x = order[t];
        int64_t ml = PINF, ms = PINF;        /* min hi over the L row, over the S row */
        const uint64_t *srow = S + x * stride, *lrow = L + x * stride;
        for (size_t w = 0; w < words; w++)
            for (uint64_t b = lrow[w]; b; b &= b - 1) {
                const unsigned bit = (unsigned)__builtin_ctzll(b);
                const int64_t h = hi[w * 64 + bit];
                if (h < ml)
                    ml = h;
                if ((srow[w] >> bit) & 1 && h < ms)
                    ms = h;
            }
        if (ms < PINF && pent_pred(ms) < ml)
            ml = pent_pred(ms);
        if (ml < hi[x])
            hi[x] = ml;
    }
}

/* The body of absint_pentagon_reduce(_le), arguments already checked (n >= 1, kernel available). L:
 * NULL, or the non-strict relation (closed with S, S within it). */
static int reduce_checked(int kernel, uint64_t *S, uint64_t *L, size_t n, int64_t *lo, int64_t *hi,
                          int *empty, long long *added)
{
    const size_t stride = absint_bm_stride(n);
    const size_t words = (n + 63) / 64;
    pent_forward_fn forward = absint_pent_forward_scalar;
    pent_backward_fn backward = absint_pent_backward_scalar;
    pent_forward_le_fn forward_le = absint_pent_forward_le_scalar;
    pent_backward_le_fn backward_le = absint_pent_backward_le_scalar;
    if (kernel == ABSINT_CLOSURE_AVX512) {
        forward = absint_pent_forward_avx512;
        backward = absint_pent_backward_avx512;
        forward_le = absint_pent_forward_le_avx512;
        backward_le = absint_pent_backward_le_avx512;
    } else if (kernel == ABSINT_CLOSURE_AVX2) {
        forward = absint_pent_forward_avx2;
        backward = absint_pent_backward_avx2;
        forward_le = absint_pent_forward_le_avx2;
        backward_le = absint_pent_backward_le_avx2;
    }

    /* A topological order: in a closed DAG x < y implies succ(y) is a strict subset of succ(x),
     * so sorting by out-degree (row popcount), largest first, is one (counting sort). With L (which
     * holds S) the key is the row plus the variable itself: x <= y between two different cycles of
     * L (or variables on none) gives row(x) + x a strict superset of row(y) + y (x is not in the
     * latter), and the members of one cycle have equal rows holding themselves, so equal keys; the
     * passes go over a member's whole row and leave every member with the cycle's bounds. */
    size_t *scratch = calloc(3 * n + 2, sizeof *scratch);
    if (!scratch)
        return ABSINT_ENOMEM;
    const uint64_t *R = L ? L : S;
    size_t *outdeg = scratch, *start = scratch + n, *order = scratch + 2 * n + 2;
    for (size_t i = 0; i < n; i++) {
        const uint64_t *row = R + i * stride;
        size_t d = 0;
        for (size_t w = 0; w < words; w++)
            d += popcount64(row[w]);
        if (L && !((row[i >> 6] >> (i & 63)) & 1))
            d++;                                    /* + the variable itself, when off the diagonal */
        outdeg[i] = n - (d < n ? d : n);          /* ascending key = descending out-degree */
    }
    for (size_t i = 0; i < n; i++)
        start[outdeg[i] + 1]++;
    for (size_t d = 0; d <= n; d++)
        start[d + 1] += start[d];
    for (size_t i = 0; i < n; i++)
        order[start[outdeg[i]]++] = i;

    if (L) {
        forward_le(S, L, n, stride, order, lo);
        backward_le(S, L, n, stride, order, hi);
    } else {
        forward(S, n, stride, order, lo);
        backward(S, n, stride, order, hi);
    }
    free(scratch);

    for (size_t x = 0; x < n; x++)
        if (lo[x] > hi[x]) {
            *empty = 1;
            return ABSINT_OK;
        }
    long long count = add_interval_bits(S, L, n, stride, lo, hi);
    if (count < 0)
        return ABSINT_ENOMEM;   /* the bounds are tightened (sound), S and L are unchanged */
    *added = count;
    return ABSINT_OK;
}

static int reduce_args(int kernel, uint64_t *S, uint64_t *L, size_t n, int64_t *lo, int64_t *hi, int *empty,
                       long long *added)
{
    if (!empty || !added || kernel < 0 || kernel >= ABSINT_CLOSURE_NKERNELS)
        return ABSINT_EINVAL;
    *empty = 0;
    *added = 0;
    if (!absint_closure_available(kernel))
        return ABSINT_EUNSUPPORTED;
    if (n == 0)
        return ABSINT_OK;
    if (!S || !lo || !hi || n > ABSINT_BM_MAX_N || ((uintptr_t)S & 63u) != 0 || (L && ((uintptr_t)L & 63u) != 0))
        return ABSINT_EINVAL;
    return reduce_checked(kernel, S, L, n, lo, hi, empty, added);
}

int absint_pentagon_reduce(int kernel, uint64_t *S, size_t n, int64_t *lo, int64_t *hi, int *empty,
                           long long *added)
{
    return reduce_args(kernel, S, NULL, n, lo, hi, empty, added);
}

int absint_pentagon_reduce_le(int kernel, uint64_t *S, uint64_t *L, size_t n, int64_t *lo, int64_t *hi,
                              int *empty, long long *added)
{
    if (!L || L == S)
        return ABSINT_EINVAL;
    return reduce_args(kernel, S, L, n, lo, hi, empty, added);
}

static size_t count_singletons(const int64_t *lo, const int64_t *hi, size_t n)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        k += lo[i] == hi[i];
    return k;
}

/* Alias classes (cls[i] = the representative of x_i, itself its own representative): every member
 * gets the meet of the class's bounds and the OR of its rows and of its columns (of S, and of L when
 * given; in L every member is also <= every member, its own bit included: the class is a cycle of L).
 * Scratch: `slot` (n entries, zeroed) and `masks` (one zeroed row of `words` words per class with two
 * or more members, at most n). The column step is word-parallel: a row that has a bit of a class
 * gets the whole class (its mask), n * classes * words operations. */
static void unify_aliases(uint64_t *S, uint64_t *L, size_t n, size_t stride, int64_t *lo, int64_t *hi,
                          const int64_t *cls, size_t *slot, uint64_t *masks)
{
    const size_t words = (n + 63) / 64;
    size_t classes = 0;
    for (size_t i = 0; i < n; i++) {            /* members into their representative */
        size_t r = (size_t)cls[i];
        if (r == i)
            continue;
        if (!slot[r]) {
            slot[r] = ++classes;
            masks[(classes - 1) * words + (r >> 6)] |= (uint64_t)1 << (r & 63);
        }
        masks[(slot[r] - 1) * words + (i >> 6)] |= (uint64_t)1 << (i & 63);
        if (lo[i] > lo[r]) lo[r] = lo[i];
        if (hi[i] < hi[r]) hi[r] = hi[i];
        for (size_t w = 0; w < words; w++)
            S[r * stride + w] |= S[i * stride + w];
        if (L)
            for (size_t w = 0; w < words; w++)
                L[r * stride + w] |= L[i * stride + w];
    }
    /* columns: a bit for one member is one for all. Per row, only the members it has a bit of are
     * visited (the row's bits within `all`, the union of the classes), each class once: n * words
     * plus a class's words per class met, instead of every row against every class. Adding a class
     * cannot make a row meet another (classes are disjoint), so the order does not matter. */
    uint64_t *all = masks + classes * words;            /* one more zeroed row of the scratch */
    for (size_t c = 0; c < classes; c++)
        for (size_t w = 0; w < words; w++)
            all[w] |= masks[c * words + w];
    for (int pass = 0; pass < (L ? 2 : 1); pass++) {
        uint64_t *M = pass ? L : S;
        for (size_t x = 0; x < n; x++) {
            uint64_t *row = M + x * stride;
            for (size_t w = 0; w < words; w++) {
                uint64_t b = row[w] & all[w];
                while (b) {
                    const size_t m = w * 64 + (size_t)__builtin_ctzll(b);
                    const uint64_t *mask = masks + (slot[cls[m]] - 1) * words;
                    for (size_t q = 0; q < words; q++)
                        row[q] |= mask[q];
                    b &= ~mask[w];
                }
            }
        }
    }
    if (L)                                      /* members are <= each other */
        for (size_t i = 0; i < n; i++) {
            size_t r = (size_t)cls[i];
            if (r == i && !slot[r])
                continue;
            const uint64_t *mask = masks + (slot[r] - 1) * words;
            for (size_t w = 0; w < words; w++)
                L[r * stride + w] |= mask[w];
        }
    for (size_t i = 0; i < n; i++) {            /* representatives back into their members */
        size_t r = (size_t)cls[i];
        if (r == i)
            continue;
        lo[i] = lo[r];
        hi[i] = hi[r];
        for (size_t w = 0; w < words; w++)
            S[i * stride + w] = S[r * stride + w];
        if (L)
            for (size_t w = 0; w < words; w++)
                L[i * stride + w] = L[r * stride + w];
    }
}

/* After the closure with L: every cycle of L (its members have L's diagonal bit) whose bounds are not
 * a single value is an equality the bounds do not show, so its members join one alias class, the
 * smallest member's (cycles of equal constants stay as they are, as they are kept outside the alias
 * layer). cls_out starts as cls (or the identity). Returns 1 if a class changed. Then clears L's
 * diagonal (x <= x says nothing). */
static int merge_cycles(uint64_t *L, size_t n, size_t stride, const int64_t *lo, const int64_t *hi,
                        const int64_t *cls, int64_t *cls_out)
{
    int merged = 0;
    for (size_t i = 0; i < n; i++)
        cls_out[i] = cls ? cls[i] : (int64_t)i;
    for (size_t x = 0; x < n; x++) {
        uint64_t *row = L + x * stride;
        const uint64_t bit = (uint64_t)1 << (x & 63);
        if (!(row[x >> 6] & bit))
            continue;
        row[x >> 6] &= ~bit;
        if (lo[x] == hi[x])
            continue;
        /* the cycle's members: y with x <= y and y <= x; the smallest is found first (x itself at
         * the latest, whose bit was just cleared) */
        size_t rep = x;
        for (size_t w = 0; w <= (x >> 6) && rep == x; w++)
            for (uint64_t b = row[w]; b; b &= b - 1) {
                size_t y = w * 64 + (size_t)__builtin_ctzll(b);
                if (y >= x)
                    break;
                if ((L[y * stride + (x >> 6)] >> (x & 63)) & 1) {
                    rep = y;
                    break;
                }
            }
        if ((size_t)cls_out[x] != rep) {
            cls_out[x] = (int64_t)rep;
            merged = 1;
        }
    }
    return merged;
}

static int close_checked(int kernel, const absint_closure_tuning *tuning, uint64_t *S, uint64_t *L, size_t n,
                         int64_t *lo, int64_t *hi, const int64_t *cls, int64_t *cls_out, int *merged,
                         long long *singletons)
{
    if (!singletons || kernel < 0 || kernel >= ABSINT_CLOSURE_NKERNELS)
        return ABSINT_EINVAL;
    *singletons = 0;
    if (merged)
        *merged = 0;
    if (!absint_closure_available(kernel))
        return ABSINT_EUNSUPPORTED;
    if (n == 0)
        return ABSINT_OK;
    if (!S || !lo || !hi || n > ABSINT_BM_MAX_N || ((uintptr_t)S & 63u) != 0)
        return ABSINT_EINVAL;
    if (L && (((uintptr_t)L & 63u) != 0 || L == S || !cls_out))
        return ABSINT_EINVAL;
    if (cls) {
        int any = 0;
        for (size_t i = 0; i < n; i++) {
            if (cls[i] < 0 || (size_t)cls[i] >= n || cls[cls[i]] != cls[i])
                return ABSINT_EINVAL;
            any |= (size_t)cls[i] != i;
        }
        if (any) {
            const size_t words = (n + 63) / 64;
            size_t *slot = calloc(n, sizeof *slot);
            uint64_t *masks = calloc((n + 1) * words, sizeof *masks);   /* classes, then their union */
            if (!slot || !masks) {
                free(slot);
                free(masks);
                return ABSINT_ENOMEM;   /* nothing changed yet */
            }
            unify_aliases(S, L, n, absint_bm_stride(n), lo, hi, cls, slot, masks);
            free(slot);
            free(masks);
        }
    }
    for (size_t i = 0; i < n; i++)
        if (lo[i] > hi[i]) {
            *singletons = -1;
            return ABSINT_OK;
        }
    int cycle = 0, empty = 0;
    long long added = 0;
    int status = L ? absint_closure_pair(kernel, tuning, S, L, n, &cycle) : absint_closure(kernel, tuning, S, n, &cycle);
    if (status != ABSINT_OK || cycle) {
        *singletons = cycle ? -1 : 0;
        return status;
    }
    status = reduce_checked(kernel, S, L, n, lo, hi, &empty, &added);
    if (status != ABSINT_OK || empty) {
        *singletons = empty ? -1 : 0;
        return status;
    }
    /* No second closure: the closed relations plus every interval-implied bit are closed already. A
     * path through an added bit x -> y (hi(x) <= lo(y), or <) and closed bits a -> x, y -> b has
     * hi(a) <= hi(x) and lo(y) <= lo(b) after the tightening (minus or plus one where strict), so
     * hi(a) <= lo(b) (or <): the rule added a -> b itself, with the path's strictness; by induction
     * on the added bits of a path, every path. Nor can a strict cycle appear, and a new cycle of L
     * only joins equal constants (hi(x) <= lo(y) <= hi(y) <= lo(x)). */
    (void)added;
    if (L) {
        int m = merge_cycles(L, n, absint_bm_stride(n), lo, hi, cls, cls_out);
        if (merged)
            *merged = m;
    }
    *singletons = (long long)count_singletons(lo, hi, n);
    return status;
}

int absint_pentagon_close(int kernel, const absint_closure_tuning *tuning, uint64_t *S, size_t n,
                          int64_t *lo, int64_t *hi, const int64_t *cls, long long *singletons)
{
    return close_checked(kernel, tuning, S, NULL, n, lo, hi, cls, NULL, NULL, singletons);
}

int absint_pentagon_close_le(int kernel, const absint_closure_tuning *tuning, uint64_t *S, uint64_t *L, size_t n,
                             int64_t *lo, int64_t *hi, const int64_t *cls, int64_t *cls_out, int *merged,
                             long long *singletons)
{
    if (!L)
        return ABSINT_EINVAL;
    return close_checked(kernel, tuning, S, L, n, lo, hi, cls, cls_out, merged, singletons);
}

/* ---- x := v + c on a closed state (see absint_pentagon.h) ---- */

static inline int get_bit(const uint64_t *M, size_t stride, size_t i, size_t j)
{
    return (int)((M[i * stride + (j >> 6)] >> (j & 63)) & 1);
}

int absint_pentagon_assign_shift(uint64_t *S, uint64_t *L, size_t n, const int64_t *lo, const int64_t *hi,
                                 const int64_t *cls, size_t x, size_t v, int c)
{
    if (!S || !L || !lo || !hi || S == L || n == 0 || n > ABSINT_BM_MAX_N || x >= n || v >= n ||
        ((uintptr_t)S & 63u) != 0 || ((uintptr_t)L & 63u) != 0)
        return ABSINT_EINVAL;
    if (c < -2) c = -2;
    if (c > 2) c = 2;
    const size_t stride = absint_bm_stride(n), words = (n + 63) / 64;
    /* below_s, below_l, above_s, above_l, then v's class: 5 packed rows */
    uint64_t *m = calloc(5 * words, sizeof *m);
    if (!m)
        return ABSINT_ENOMEM;
    uint64_t *below_s = m, *below_l = m + words, *above_s = m + 2 * words, *above_l = m + 3 * words;
    uint64_t *klass = m + 4 * words;
    if (cls) {
        for (size_t i = 0; i < n; i++)
            if (cls[i] == cls[v])
                klass[i >> 6] |= (uint64_t)1 << (i & 63);
    } else {
        klass[v >> 6] |= (uint64_t)1 << (v & 63);
    }
    const uint64_t *sv = S + v * stride, *lv = L + v * stride;
    /* columns (z before x): z <= v and z < v, on integers z < v meaning z <= v - 1 */
    if (c >= -1)
        for (size_t z = 0; z < n; z++) {
            const uint64_t bit = (uint64_t)1 << (z & 63);
            const int zs = get_bit(S, stride, z, v), zl = get_bit(L, stride, z, v) || (klass[z >> 6] & bit);
            if (c >= 1 ? zl : c == 0 ? zs : 0)
                below_s[z >> 6] |= bit;
            if (c >= 1 ? zl : c == 0 ? zl : zs)
                below_l[z >> 6] |= bit;
        }
    if (c == -1)                    /* z' < z < v: z' <= v - 2 < x */
        for (size_t z = 0; z < n; z++) {
            const uint64_t *sz = S + z * stride;
            uint64_t hit = 0;
            for (size_t w = 0; w < words; w++)
                hit |= sz[w] & below_l[w];
            if (hit)
                below_s[z >> 6] |= (uint64_t)1 << (z & 63);
        }
    /* rows (w after x), symmetrically */
    if (c <= 1) {
        for (size_t w = 0; w < words; w++) {
            const uint64_t ls = lv[w] | klass[w];
            above_s[w] = c <= -1 ? ls : c == 0 ? sv[w] : 0;
            above_l[w] = c <= 0 ? ls : sv[w];
        }
        if (c == 1)                 /* v < w < u: x = v + 1 <= w < u */
            for (size_t w = 0; w < words; w++)
                for (uint64_t b = sv[w]; b; b &= b - 1) {
                    const uint64_t *su = S + (w * 64 + (size_t)__builtin_ctzll(b)) * stride;
                    for (size_t q = 0; q < words; q++)
                        above_s[q] |= su[q];
                }
    }
    /* x forgets everything, then gets the masks (never itself) and its interval-implied bits */
    const uint64_t xbit = (uint64_t)1 << (x & 63), xw = x >> 6;
    for (size_t i = 0; i < n; i++) {
        S[i * stride + xw] &= ~xbit;
        L[i * stride + xw] &= ~xbit;
    }
    uint64_t *sx = S + x * stride, *lx = L + x * stride;
    for (size_t w = 0; w < words; w++) {
        sx[w] = above_s[w];
        lx[w] = above_l[w] | above_s[w];
    }
    sx[xw] &= ~xbit;
    lx[xw] &= ~xbit;
    below_s[xw] &= ~xbit;
    below_l[xw] &= ~xbit;
    const int64_t lx_ = lo[x], hx = hi[x];
    for (size_t z = 0; z < n; z++) {
        if (z == x)
            continue;
        const uint64_t zbit = (uint64_t)1 << (z & 63);
        int zs = (below_s[z >> 6] & zbit) != 0, zl = zs || (below_l[z >> 6] & zbit);
        if (lx_ > NINF) {               /* hi(z) < lo(x), hi(z) <= lo(x) */
            zs |= hi[z] < lx_;
            zl |= hi[z] <= lx_;
        }
        if (zs)
            S[z * stride + xw] |= xbit;
        if (zl)
            L[z * stride + xw] |= xbit;
        if (hx < PINF) {                /* hi(x) < lo(z), hi(x) <= lo(z) */
            if (lo[z] > hx)
                sx[z >> 6] |= zbit;
            if (lo[z] >= hx)
                lx[z >> 6] |= zbit;
        }
    }
    free(m);
    return ABSINT_OK;
}

/* dst |= len bits of src starting at bit soff, placed at bit doff (pieces never cross a word of
 * either side, so every 64-bit span costs at most two steps). */
static void copy_bits(uint64_t *dst, size_t doff, const uint64_t *src, size_t soff, size_t len)
{
    while (len) {
        size_t sb = soff & 63, db = doff & 63;
        size_t chunk = 64 - (sb > db ? sb : db);
        if (chunk > len)
            chunk = len;
        uint64_t bits = src[soff >> 6] >> sb;
        if (chunk < 64)
            bits &= ((uint64_t)1 << chunk) - 1;
        dst[doff >> 6] |= bits << db;
        soff += chunk;
        doff += chunk;
        len -= chunk;
    }
}

int absint_pentagon_submatrix(const uint64_t *src, size_t n, const size_t *idx, size_t m, uint64_t *dst)
{
    if (!src || !dst || n > ABSINT_BM_MAX_N || m > ABSINT_BM_MAX_N || (m && !idx) ||
        ((uintptr_t)src & 63u) != 0 || ((uintptr_t)dst & 63u) != 0)
        return ABSINT_EINVAL;
    for (size_t r = 0; r < m; r++)
        if (idx[r] >= n)
            return ABSINT_EINVAL;
    const size_t ss = absint_bm_stride(n), ds = absint_bm_stride(m);
    memset(dst, 0, m * ds * sizeof *dst);
    if (!m)
        return ABSINT_OK;
    /* runs of consecutive source columns: idx[c..c+len) == idx[c], idx[c]+1, ... */
    size_t *run_start = malloc(m * sizeof *run_start);
    if (!run_start)
        return ABSINT_ENOMEM;
    size_t runs = 0;
    for (size_t c = 0; c < m; c++)
        if (c == 0 || idx[c] != idx[c - 1] + 1)
            run_start[runs++] = c;
    for (size_t r = 0; r < m; r++) {
        const uint64_t *srow = src + idx[r] * ss;
        uint64_t *drow = dst + r * ds;
        for (size_t k = 0; k < runs; k++) {
            size_t c = run_start[k], end = k + 1 < runs ? run_start[k + 1] : m;
            copy_bits(drow, c, srow, idx[c], end - c);
        }
    }
    free(run_start);
    return ABSINT_OK;
}

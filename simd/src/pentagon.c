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

/* x < y wherever hi(x) < lo(y). The y with a finite lo are sorted by lo, descending; mask[k] holds
 * the first k of them, so row x gets mask[#{y : lo(y) > hi(x)}] (a binary search) in O(words).
 * Returns the number of new bits, or -1 if scratch memory is missing. */
static long long add_interval_bits(uint64_t *S, size_t n, size_t stride, const int64_t *lo,
                                   const int64_t *hi)
{
    const size_t words = (n + 63) / 64;
    long long count = 0;
    if (n <= 64 || n > MASKS_MAX_N) {   /* direct: one comparison per pair, branch-free */
        for (size_t x = 0; x < n; x++) {
            const int64_t h = hi[x];
            if (h >= PINF)
                continue;
            uint64_t *row = S + x * stride;
            for (size_t w = 0; w < words; w++) {
                uint64_t bits = 0;
                size_t end = (w + 1) * 64 < n ? (w + 1) * 64 : n;
                for (size_t y = w * 64; y < end; y++)
                    bits |= (uint64_t)(lo[y] > h) << (y & 63);
                count += popcount64(bits & ~row[w]);
                row[w] |= bits;
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

/* The body of absint_pentagon_reduce, arguments already checked (n >= 1, kernel available). */
static int reduce_checked(int kernel, uint64_t *S, size_t n, int64_t *lo, int64_t *hi, int *empty,
                          long long *added)
{
    const size_t stride = absint_bm_stride(n);
    const size_t words = (n + 63) / 64;
    pent_forward_fn forward = absint_pent_forward_scalar;
    pent_backward_fn backward = absint_pent_backward_scalar;
    if (kernel == ABSINT_CLOSURE_AVX512) {
        forward = absint_pent_forward_avx512;
        backward = absint_pent_backward_avx512;
    } else if (kernel == ABSINT_CLOSURE_AVX2) {
        forward = absint_pent_forward_avx2;
        backward = absint_pent_backward_avx2;
    }

    /* A topological order: in a closed DAG x < y implies succ(y) is a strict subset of succ(x),
     * so sorting by out-degree (row popcount), largest first, is one (counting sort). */
    size_t *scratch = calloc(3 * n + 1, sizeof *scratch);
    if (!scratch)
        return ABSINT_ENOMEM;
    size_t *outdeg = scratch, *start = scratch + n, *order = scratch + 2 * n + 1;
    for (size_t i = 0; i < n; i++) {
        const uint64_t *row = S + i * stride;
        size_t d = 0;
        for (size_t w = 0; w < words; w++)
            d += popcount64(row[w]);
        outdeg[i] = n - 1 - (d < n ? d : n - 1);   /* ascending key = descending out-degree */
    }
    for (size_t i = 0; i < n; i++)
        start[outdeg[i] + 1]++;
    for (size_t d = 0; d < n; d++)
        start[d + 1] += start[d];
    for (size_t i = 0; i < n; i++)
        order[start[outdeg[i]]++] = i;

    forward(S, n, stride, order, lo);
    backward(S, n, stride, order, hi);
    free(scratch);

    for (size_t x = 0; x < n; x++)
        if (lo[x] > hi[x]) {
            *empty = 1;
            return ABSINT_OK;
        }
    long long count = add_interval_bits(S, n, stride, lo, hi);
    if (count < 0)
        return ABSINT_ENOMEM;   /* the bounds are tightened (sound), S is unchanged */
    *added = count;
    return ABSINT_OK;
}

int absint_pentagon_reduce(int kernel, uint64_t *S, size_t n, int64_t *lo, int64_t *hi, int *empty,
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
    if (!S || !lo || !hi || n > ABSINT_BM_MAX_N || ((uintptr_t)S & 63u) != 0)
        return ABSINT_EINVAL;
    return reduce_checked(kernel, S, n, lo, hi, empty, added);
}

static size_t count_singletons(const int64_t *lo, const int64_t *hi, size_t n)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        k += lo[i] == hi[i];
    return k;
}

/* Alias classes (cls[i] = the representative of x_i, itself its own representative): every member
 * gets the meet of the class's bounds and the OR of its rows and of its columns. Scratch: `slot`
 * (n entries, zeroed) and `masks` (one zeroed row of `words` words per class with two or more
 * members, at most n). The column step is word-parallel: a row that has a bit of a class gets
 * the whole class (its mask), n * classes * words operations. */
static void unify_aliases(uint64_t *S, size_t n, size_t stride, int64_t *lo, int64_t *hi,
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
    }
    for (size_t x = 0; x < n; x++) {            /* columns: a bit for one member is one for all */
        uint64_t *row = S + x * stride;
        for (size_t c = 0; c < classes; c++) {
            const uint64_t *mask = masks + c * words;
            uint64_t hit = 0;
            for (size_t w = 0; w < words; w++)
                hit |= row[w] & mask[w];
            if (hit)
                for (size_t w = 0; w < words; w++)
                    row[w] |= mask[w];
        }
    }
    for (size_t i = 0; i < n; i++) {            /* representatives back into their members */
        size_t r = (size_t)cls[i];
        if (r == i)
            continue;
        lo[i] = lo[r];
        hi[i] = hi[r];
        for (size_t w = 0; w < words; w++)
            S[i * stride + w] = S[r * stride + w];
    }
}

int absint_pentagon_close(int kernel, const absint_closure_tuning *tuning, uint64_t *S, size_t n,
                          int64_t *lo, int64_t *hi, const int64_t *cls, long long *singletons)
{
    if (!singletons || kernel < 0 || kernel >= ABSINT_CLOSURE_NKERNELS)
        return ABSINT_EINVAL;
    *singletons = 0;
    if (!absint_closure_available(kernel))
        return ABSINT_EUNSUPPORTED;
    if (n == 0)
        return ABSINT_OK;
    if (!S || !lo || !hi || n > ABSINT_BM_MAX_N || ((uintptr_t)S & 63u) != 0)
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
            uint64_t *masks = calloc(n * words, sizeof *masks);
            if (!slot || !masks) {
                free(slot);
                free(masks);
                return ABSINT_ENOMEM;   /* nothing changed yet */
            }
            unify_aliases(S, n, absint_bm_stride(n), lo, hi, cls, slot, masks);
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
    int status = absint_closure(kernel, tuning, S, n, &cycle);
    if (status != ABSINT_OK || cycle) {
        *singletons = cycle ? -1 : 0;
        return status;
    }
    status = reduce_checked(kernel, S, n, lo, hi, &empty, &added);
    if (status != ABSINT_OK || empty) {
        *singletons = empty ? -1 : 0;
        return status;
    }
    if (added)  /* the new bits agree with the tightened bounds: no cycle can appear */
        status = absint_closure(kernel, tuning, S, n, &cycle);
    *singletons = (long long)count_singletons(lo, hi, n);
    return status;
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

/* Interval steps of the Pentagon closure (see simd/include/absint_pentagon.h). Plain scalar C: the
 * work is O(n^2 / 64) word scans plus O(edges), small next to the O(n^3 / 64) transitive closure. */
#include <stdint.h>
#include <stdlib.h>

#include "absint_closure.h"
#include "absint_pentagon.h"

#define PINF INT64_MAX
#define NINF (-INT64_MAX)

int absint_pentagon_reduce(uint64_t *S, size_t n, int64_t *lo, int64_t *hi, int *empty,
                           long long *added)
{
    if (!empty || !added)
        return ABSINT_EINVAL;
    *empty = 0;
    *added = 0;
    if (n == 0)
        return ABSINT_OK;
    if (!S || !lo || !hi || n > ABSINT_BM_MAX_N || ((uintptr_t)S & 63u) != 0)
        return ABSINT_EINVAL;
    const size_t stride = absint_bm_stride(n);
    const size_t words = (n + 63) / 64;

    size_t *indeg = calloc(n, sizeof *indeg);
    size_t *start = calloc(n + 1, sizeof *start);
    size_t *order = malloc(n * sizeof *order);
    if (!indeg || !start || !order) {
        free(indeg); free(start); free(order);
        return ABSINT_ENOMEM;
    }

    /* in-degrees, then a counting sort of the variables by in-degree (a topological order) */
    for (size_t i = 0; i < n; i++) {
        const uint64_t *row = S + i * stride;
        for (size_t w = 0; w < words; w++)
            for (uint64_t b = row[w]; b; b &= b - 1)
                indeg[w * 64 + (size_t)__builtin_ctzll(b)]++;
    }
    for (size_t i = 0; i < n; i++)
        start[indeg[i] + 1]++;
    for (size_t d = 0; d < n; d++)
        start[d + 1] += start[d];
    for (size_t i = 0; i < n; i++)
        order[start[indeg[i]]++] = i;

    /* forward: lo(y) >= lo(x) + 1 for every x < y, x visited before y */
    for (size_t t = 0; t < n; t++) {
        size_t x = order[t];
        if (lo[x] <= NINF)
            continue;
        int64_t v = lo[x] >= PINF - 1 ? PINF - 1 : lo[x] + 1;  /* saturate below the sentinel */
        const uint64_t *row = S + x * stride;
        for (size_t w = 0; w < words; w++)
            for (uint64_t b = row[w]; b; b &= b - 1) {
                size_t y = w * 64 + (size_t)__builtin_ctzll(b);
                if (lo[y] < v)
                    lo[y] = v;
            }
    }
    /* backward: hi(x) <= hi(y) - 1 for every x < y, y visited before x */
    for (size_t t = n; t-- > 0;) {
        size_t x = order[t];
        int64_t m = hi[x];
        const uint64_t *row = S + x * stride;
        for (size_t w = 0; w < words; w++)
            for (uint64_t b = row[w]; b; b &= b - 1) {
                size_t y = w * 64 + (size_t)__builtin_ctzll(b);
                if (hi[y] >= PINF)
                    continue;
                int64_t v = hi[y] <= NINF + 1 ? NINF + 1 : hi[y] - 1;
                if (v < m)
                    m = v;
            }
        hi[x] = m;
    }
    free(indeg); free(start); free(order);

    for (size_t x = 0; x < n; x++)
        if (lo[x] > hi[x]) {
            *empty = 1;
            return ABSINT_OK;
        }

    /* x < y wherever hi(x) < lo(y) */
    long long count = 0;
    for (size_t x = 0; x < n; x++) {
        int64_t h = hi[x];
        if (h >= PINF)
            continue;
        uint64_t *row = S + x * stride;
        for (size_t y = 0; y < n; y++) {
            if (lo[y] > h) {
                uint64_t bit = (uint64_t)1 << (y & 63);
                if (!(row[y >> 6] & bit)) {
                    row[y >> 6] |= bit;
                    count++;
                }
            }
        }
    }
    *added = count;
    return ABSINT_OK;
}

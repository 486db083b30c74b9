/* The `reference` kernel: the paper's dense byte matrix ("DM"), naive k-i-j Floyd-Warshall. It is the
 * correctness oracle and the speed baseline; it deliberately does no bit packing and no skipping. */
#include <stdlib.h>
#include <string.h>
#include "closure_internal.h"

int absint_closure_reference_kernel(uint64_t *a, size_t n, size_t stride, const absint_closure_tuning *t) {
    (void)t;
    unsigned char *d = malloc(n * n);
    if (!d) return ABSINT_ENOMEM;
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) d[i * n + j] = (unsigned char)closure_bit(a, stride, i, j);
    /* The textbook loop, as written: gcc -O3 does not vectorize it (the store to d[i][j] may alias
     * d[i][k]), which is what makes it the paper's naive baseline. */
    for (size_t k = 0; k < n; k++)
        for (size_t i = 0; i < n; i++)
            for (size_t j = 0; j < n; j++) d[i * n + j] |= (unsigned char)(d[i * n + k] & d[k * n + j]);
    for (size_t i = 0; i < n; i++) {
        uint64_t *row = a + i * stride;
        memset(row, 0, stride * sizeof(uint64_t));
        for (size_t j = 0; j < n; j++) row[j >> 6] |= (uint64_t)d[i * n + j] << (j & 63);
    }
    free(d);
    return ABSINT_OK;
}

/* The pair form (see closure_internal.h), as naive: one byte per pair, 0 (nothing), 1 (<=) or 3 (<);
 * a path through k exists when both legs do, and is as strict as its stricter leg (the OR). */
int absint_closure_pair_reference_kernel(uint64_t *s, uint64_t *l, size_t n, size_t stride,
                                         const absint_closure_tuning *t) {
    (void)t;
    unsigned char *d = malloc(n * n);
    if (!d) return ABSINT_ENOMEM;
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            d[i * n + j] = (unsigned char)(closure_bit(l, stride, i, j) | closure_bit(s, stride, i, j) << 1);
    for (size_t k = 0; k < n; k++)
        for (size_t i = 0; i < n; i++)
            for (size_t j = 0; j < n; j++) {
                unsigned char a = d[i * n + k], b = d[k * n + j];
                d[i * n + j] |= (unsigned char)((a | b) & (0 - (a & b & 1)));
            }
    for (size_t i = 0; i < n; i++) {
        uint64_t *rs = s + i * stride, *rl = l + i * stride;
        memset(rs, 0, stride * sizeof(uint64_t));
        memset(rl, 0, stride * sizeof(uint64_t));
        for (size_t j = 0; j < n; j++) {
            rl[j >> 6] |= (uint64_t)(d[i * n + j] & 1) << (j & 63);
            rs[j >> 6] |= (uint64_t)(d[i * n + j] >> 1) << (j & 63);
        }
    }
    free(d);
    return ABSINT_OK;
}

/* Private to the closure kernels: one signature for every kernel, and small shared helpers.
 * Layout invariant: see simd/include/absint_closure.h (64-byte aligned rows, padding bits zero). */
#ifndef ABSINT_CLOSURE_INTERNAL_H
#define ABSINT_CLOSURE_INTERNAL_H
#include "absint_simd.h"

/* Closes a (n x n, stride words per row) in place. The dispatcher has validated every argument
 * (n >= 1, aligned data, tuning in range). Returns ABSINT_OK or ABSINT_ENOMEM (matrix unchanged). */
typedef int (*absint_closure_fn)(uint64_t *a, size_t n, size_t stride, const absint_closure_tuning *t);

int absint_closure_reference_kernel(uint64_t *a, size_t n, size_t stride, const absint_closure_tuning *t);
int absint_closure_scalar_kernel(uint64_t *a, size_t n, size_t stride, const absint_closure_tuning *t);
int absint_closure_tiled_kernel(uint64_t *a, size_t n, size_t stride, const absint_closure_tuning *t);
int absint_closure_avx2_kernel(uint64_t *a, size_t n, size_t stride, const absint_closure_tuning *t);
int absint_closure_avx512_kernel(uint64_t *a, size_t n, size_t stride, const absint_closure_tuning *t);

static inline size_t closure_words(size_t n) { return (n + 63) / 64; }
static inline int closure_bit(const uint64_t *a, size_t stride, size_t i, size_t j) {
    return (int)((a[i * stride + (j >> 6)] >> (j & 63)) & 1u);
}

/* Sequential Warshall restricted to the diagonal tile: rows and columns [k0, k1), whose columns
 * live in words [kw0, kw1). Shared by every tiled kernel (it is O(tile^3/64) per tile, not the hot
 * part). */
static inline void closure_diagonal_tile(uint64_t *a, size_t stride, size_t k0, size_t k1,
                                         size_t kw0, size_t kw1) {
    for (size_t k = k0; k < k1; k++) {
        const uint64_t *rk = a + k * stride;
        for (size_t i = k0; i < k1; i++) {
            uint64_t *ri = a + i * stride;
            if ((ri[k >> 6] >> (k & 63)) & 1u)
                for (size_t w = kw0; w < kw1; w++) ri[w] |= rk[w];
        }
    }
}

/* Closes a block of nrows <= 64 rows x 64 columns at base (row r is the word base[r * stride]): a
 * 64-bit diagonal tile, or the whole matrix when n <= 64. Branch-free; gcc vectorizes the i loop with
 * whatever ISA the including file targets. */
static inline void closure_block64_words(uint64_t *base, size_t nrows, size_t stride) {
    uint64_t r[64];
    for (size_t i = 0; i < nrows; i++) r[i] = base[i * stride];
    for (size_t k = 0; k < nrows; k++) {
        const uint64_t rk = r[k];
        for (size_t i = 0; i < nrows; i++) r[i] |= rk & (0 - ((r[i] >> k) & 1u));
    }
    for (size_t i = 0; i < nrows; i++) base[i * stride] = r[i];
}
#endif

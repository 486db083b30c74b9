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

/* The pair form (absint_closure_pair): s holds x_i < x_j, l holds x_i <= x_j, and the dispatcher has
 * made s a subset of l (l |= s) before the kernel runs; every kernel keeps it so. Closes both in
 * place: l becomes the transitive closure of l, s the pairs joined by a path with at least one strict
 * edge (Warshall over the semiring {none, <=, <}: a path is as strict as its strictest edge). Rule
 * per intermediate k and row i with l[i][k]: l_i |= l_k, and s_i |= l_k if s[i][k], else s_k. Exact
 * whenever s stays acyclic; with a strict cycle (reported through s's diagonal) only l and the cycle
 * flag are specified (kernels visit in different orders). Same return values as absint_closure_fn. */
typedef int (*absint_closure_pair_fn)(uint64_t *s, uint64_t *l, size_t n, size_t stride,
                                      const absint_closure_tuning *t);

int absint_closure_pair_reference_kernel(uint64_t *s, uint64_t *l, size_t n, size_t stride, const absint_closure_tuning *t);
int absint_closure_pair_scalar_kernel(uint64_t *s, uint64_t *l, size_t n, size_t stride, const absint_closure_tuning *t);
int absint_closure_pair_tiled_kernel(uint64_t *s, uint64_t *l, size_t n, size_t stride, const absint_closure_tuning *t);
int absint_closure_pair_avx2_kernel(uint64_t *s, uint64_t *l, size_t n, size_t stride, const absint_closure_tuning *t);
int absint_closure_pair_avx512_kernel(uint64_t *s, uint64_t *l, size_t n, size_t stride, const absint_closure_tuning *t);

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
/* The pair form of closure_diagonal_tile (rows and columns [k0, k1) of s and l). */
static inline void closure_pair_diagonal_tile(uint64_t *s, uint64_t *l, size_t stride, size_t k0, size_t k1,
                                              size_t kw0, size_t kw1) {
    for (size_t k = k0; k < k1; k++) {
        const uint64_t *sk = s + k * stride, *lk = l + k * stride;
        const size_t kw = k >> 6;
        const uint64_t kbit = (uint64_t)1 << (k & 63);
        for (size_t i = k0; i < k1; i++) {
            uint64_t *si = s + i * stride, *li = l + i * stride;
            if (!(li[kw] & kbit)) continue;
            const uint64_t *src = (si[kw] & kbit) ? lk : sk;   /* i < k: all of l_k is strict */
            for (size_t w = kw0; w < kw1; w++) {
                li[w] |= lk[w];
                si[w] |= src[w];
            }
        }
    }
}

/* The pair form of closure_block64_words: nrows <= 64 rows x 64 columns of s and l (row r is the
 * word at base[r * stride]). Branch-free; gcc vectorizes the i loop. */
static inline void closure_pair_block64_words(uint64_t *sbase, uint64_t *lbase, size_t nrows, size_t stride) {
    uint64_t rs[64], rl[64];
    for (size_t i = 0; i < nrows; i++) {
        rs[i] = sbase[i * stride];
        rl[i] = lbase[i * stride];
    }
    for (size_t k = 0; k < nrows; k++) {
        const uint64_t sk = rs[k], lk = rl[k];
        for (size_t i = 0; i < nrows; i++) {
            const uint64_t ml = 0 - ((rl[i] >> k) & 1u), ms = 0 - ((rs[i] >> k) & 1u);
            rs[i] |= (sk & ml) | (lk & ms);
            rl[i] |= lk & ml;
        }
    }
    for (size_t i = 0; i < nrows; i++) {
        sbase[i * stride] = rs[i];
        lbase[i * stride] = rl[i];
    }
}
#endif

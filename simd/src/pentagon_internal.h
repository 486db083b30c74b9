/* The interval passes of the Pentagon reduction, one twin per instruction set (same results). */
#ifndef ABSINT_PENTAGON_INTERNAL_H
#define ABSINT_PENTAGON_INTERNAL_H
#include <stddef.h>
#include <stdint.h>

#define PENT_PINF INT64_MAX
#define PENT_NINF (-INT64_MAX)

/* lo(y) >= lo(x) + 1 for every bit (x, y) of S, visiting x in `order` (topological). */
typedef void (*pent_forward_fn)(const uint64_t *S, size_t n, size_t stride, const size_t *order,
                                int64_t *lo);
/* hi(x) <= hi(y) - 1 for every bit (x, y) of S, visiting x in reverse `order`. */
typedef void (*pent_backward_fn)(const uint64_t *S, size_t n, size_t stride, const size_t *order,
                                 int64_t *hi);

void absint_pent_forward_scalar(const uint64_t *S, size_t n, size_t stride, const size_t *order, int64_t *lo);
void absint_pent_backward_scalar(const uint64_t *S, size_t n, size_t stride, const size_t *order, int64_t *hi);
void absint_pent_forward_avx2(const uint64_t *S, size_t n, size_t stride, const size_t *order, int64_t *lo);
void absint_pent_backward_avx2(const uint64_t *S, size_t n, size_t stride, const size_t *order, int64_t *hi);
void absint_pent_forward_avx512(const uint64_t *S, size_t n, size_t stride, const size_t *order, int64_t *lo);
void absint_pent_backward_avx512(const uint64_t *S, size_t n, size_t stride, const size_t *order, int64_t *hi);

/* With a non-strict relation L as well (S within L, both closed; L's diagonal marks its cycles):
 * lo(y) >= lo(x) + 1 for every bit (x, y) of S and lo(y) >= lo(x) for every other bit of L. */
typedef void (*pent_forward_le_fn)(const uint64_t *S, const uint64_t *L, size_t n, size_t stride,
                                   const size_t *order, int64_t *lo);
/* hi(x) <= hi(y) - 1 for every bit (x, y) of S, hi(x) <= hi(y) for every other bit of L. */
typedef void (*pent_backward_le_fn)(const uint64_t *S, const uint64_t *L, size_t n, size_t stride,
                                    const size_t *order, int64_t *hi);

void absint_pent_forward_le_scalar(const uint64_t *S, const uint64_t *L, size_t n, size_t stride, const size_t *order, int64_t *lo);
void absint_pent_backward_le_scalar(const uint64_t *S, const uint64_t *L, size_t n, size_t stride, const size_t *order, int64_t *hi);
void absint_pent_forward_le_avx2(const uint64_t *S, const uint64_t *L, size_t n, size_t stride, const size_t *order, int64_t *lo);
void absint_pent_backward_le_avx2(const uint64_t *S, const uint64_t *L, size_t n, size_t stride, const size_t *order, int64_t *hi);
void absint_pent_forward_le_avx512(const uint64_t *S, const uint64_t *L, size_t n, size_t stride, const size_t *order, int64_t *lo);
void absint_pent_backward_le_avx512(const uint64_t *S, const uint64_t *L, size_t n, size_t stride, const size_t *order, int64_t *hi);

/* lo(x) + 1 without reaching the +inf sentinel; hi(y) - 1 without reaching -inf. */
static inline int64_t pent_succ(int64_t v) { return v >= PENT_PINF - 1 ? PENT_PINF - 1 : v + 1; }
static inline int64_t pent_pred(int64_t v) { return v <= PENT_NINF + 1 ? PENT_NINF + 1 : v - 1; }

#endif

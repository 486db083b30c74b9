/* Interval steps of the Pentagon closure, on a bit matrix in the layout of absint_closure.h.
 *
 * Bounds are int64 with sentinels: +inf = INT64_MAX, -inf = -INT64_MAX (symmetric, so negation maps
 * one infinity to the other); INT64_MIN is never stored. Finite bounds stay strictly between them. */
#ifndef ABSINT_PENTAGON_H
#define ABSINT_PENTAGON_H
#include "absint_core.h"
#include "absint_closure.h"

/* CDEF BEGIN */
/* One reduction round of a Pentagon whose relation S (n x n, x_i < x_j) is already transitively
 * closed and acyclic:
 *   1. tighten the intervals along the longest S-paths: lo(y) >= lo(x) + len, hi(x) <= hi(y) - len
 *      (variables are visited in a topological order: in a closed DAG x < y implies that x has fewer
 *      predecessors than y, so sorting by in-degree is one);
 *   2. *empty = 1 if some interval became empty (the state is bottom; S is then left unchanged);
 *   3. otherwise add x < y to S wherever hi(x) < lo(y); *added = number of new bits.
 * On a matrix that is not closed the result is still sound (every step is a valid inference), only
 * possibly weaker. `kernel` is a closure kernel id (ABSINT_CLOSURE_*): AVX512 and AVX2 select the
 * vector twins of the interval passes, the others the scalar one; all give identical results.
 * Returns ABSINT_OK, ABSINT_EINVAL (NULL pointer, bad kernel id, n too large, misaligned S),
 * ABSINT_EUNSUPPORTED (the CPU cannot run the kernel) or ABSINT_ENOMEM (scratch allocation failed;
 * S is then unchanged, the bounds possibly tightened, which is sound). */
int absint_pentagon_reduce(int kernel, uint64_t *S, size_t n, int64_t *lo, int64_t *hi, int *empty,
                           long long *added);
/* The whole Pentagon closure of the intervals lo/hi, the relation S (any, not yet closed) and the
 * alias classes cls (NULL: none; else cls[i] = the representative of x_i's class, which must be its
 * own representative) in one call. First every class member gets the meet of the class's bounds and
 * the OR of its rows and columns. Then *result = -1 (bottom) if an interval is empty, S has a cycle,
 * or the tightening empties an interval; otherwise S is closed with the transitive-closure kernel
 * `kernel` (absint_closure), the bounds are reduced as by absint_pentagon_reduce, S is closed again
 * if that added bits, and *result = the number of variables with lo == hi (the alias layer's
 * candidates). Status as absint_closure; ABSINT_EINVAL also for a malformed cls. */
int absint_pentagon_close(int kernel, const absint_closure_tuning *tuning, uint64_t *S, size_t n,
                          int64_t *lo, int64_t *hi, const int64_t *cls, long long *result);
/* dst (m x m, any contents) gets entry (r, c) = src[idx[r]][idx[c]] for src n x n, as
 * absint_bm_submatrix, but copying runs of consecutive source columns word by word (re-indexing a
 * state after adding, dropping or aligning variables keeps long runs). ABSINT_EINVAL for a NULL or
 * misaligned pointer, a size above ABSINT_BM_MAX_N or an index >= n; ABSINT_ENOMEM (scratch). */
int absint_pentagon_submatrix(const uint64_t *src, size_t n, const size_t *idx, size_t m, uint64_t *dst);
/* CDEF END */

#endif

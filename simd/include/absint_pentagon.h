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
 * `kernel` (absint_closure), the bounds are reduced as by absint_pentagon_reduce (the bits it adds
 * need no second closure: with the closed relation and the tightened bounds they are closed), and
 * *result = the number of variables with lo == hi (the alias layer's candidates). Status as
 * absint_closure; ABSINT_EINVAL also for a malformed cls. */
int absint_pentagon_close(int kernel, const absint_closure_tuning *tuning, uint64_t *S, size_t n,
                          int64_t *lo, int64_t *hi, const int64_t *cls, long long *result);
/* The same steps with a non-strict relation L (x_i <= x_j) beside S: S and L closed together
 * (absint_closure_pair; S within L), S acyclic, L's diagonal marking its cycles (equalities). The
 * passes tighten along both (x < y: +1, x <= y: +0; a cycle of L has equal rows, so its members end
 * with equal bounds); then x < y wherever hi(x) < lo(y) and x <= y wherever hi(x) <= lo(y), x != y;
 * *added counts the new bits of both. */
int absint_pentagon_reduce_le(int kernel, uint64_t *S, uint64_t *L, size_t n, int64_t *lo, int64_t *hi,
                              int *empty, long long *added);
/* absint_pentagon_close with L (x_i <= x_j, any bits) as well: class members also get L's rows and
 * columns and L bits between each other; S and L are closed together (L |= S first; a strict cycle
 * is bottom), the bounds reduced as by absint_pentagon_reduce_le (no second closure, as above).
 * Then every cycle of L whose bounds are not one value joins one alias class: cls_out (n
 * entries) receives the classes (cls's, or the identity, with those merged; its smallest member
 * represents each) and *merged (may be NULL) is 1 if a class changed; L's diagonal is cleared. So in
 * the result x <= y and y <= x hold only for members of one class or equal constants. Status as
 * absint_pentagon_close; ABSINT_EINVAL also for a NULL L or cls_out, or L == S. */
int absint_pentagon_close_le(int kernel, const absint_closure_tuning *tuning, uint64_t *S, uint64_t *L, size_t n,
                             int64_t *lo, int64_t *hi, const int64_t *cls, int64_t *cls_out, int *merged,
                             long long *result);
/* x := v + c on a closed state (S within L, L's diagonal clear): x's row and column of S and L are
 * rebuilt from v's (read before anything changes, so x == v works) and x's interval, which lo[x] /
 * hi[x] already hold. On integers z < v means z <= v - 1, so with c clamped to [-2, 2]:
 *   c >= 1: z <= v (or z in v's class) gives z < x;  c == 0: z < v gives z < x, z <= v gives z <= x;
 *   c == -1: z < v gives z <= x, and z' < z < v gives z' < x;
 * and symmetrically above x (c <= -1, 0, 1: v < w < u gives x < u for c == 1); then x < y wherever
 * hi(x) < lo(y), x <= y wherever hi(x) <= lo(y), and back. cls: the alias classes (v's class is
 * == v), NULL for none. The result is closed (docs/pentagon.md). The caller keeps the alias layer.
 * ABSINT_EINVAL for NULL or equal or misaligned matrices, n == 0 or too large, x or v >= n;
 * ABSINT_ENOMEM (nothing changed). */
int absint_pentagon_assign_shift(uint64_t *S, uint64_t *L, size_t n, const int64_t *lo, const int64_t *hi,
                                 const int64_t *cls, size_t x, size_t v, int c);
/* dst (m x m, any contents) gets entry (r, c) = src[idx[r]][idx[c]] for src n x n, as
 * absint_bm_submatrix, but copying runs of consecutive source columns word by word (re-indexing a
 * state after adding, dropping or aligning variables keeps long runs). ABSINT_EINVAL for a NULL or
 * misaligned pointer, a size above ABSINT_BM_MAX_N or an index >= n; ABSINT_ENOMEM (scratch). */
int absint_pentagon_submatrix(const uint64_t *src, size_t n, const size_t *idx, size_t m, uint64_t *dst);
/* CDEF END */

#endif

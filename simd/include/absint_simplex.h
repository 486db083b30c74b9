/* The transprecision simplex: an exact tableau over small integer systems.
 *
 * Tableau invariant (what every function relies on and preserves):
 *   - nvars columns of unknowns plus two leading columns: column 0 is the row's denominator d > 0,
 *     column 1 its constant; row i reads  d_i * u_row(i) = c_i + sum_j a_ij * u_col(j).
 *   - Unknowns 0..nvars-1 are the variables (unrestricted in sign); every added constraint is one
 *     more unknown, restricted to >= 0 (an equality is two opposite inequalities). Each unknown sits
 *     in exactly one row or one column; a column unknown has sample value 0.
 *   - Unless the tableau is marked empty, every restricted row has a sample value c_i / d_i >= 0.
 *   - The whole matrix is stored at one width (tier): int16, float holding exact integers below
 *     2^24, or int64. Stored int16 values are in [-32767, 32767]. Padding entries are zero.
 *   - rownz[i] bit j <=> entry (i, j) != 0; colnz of column j bit i <=> the same (micro-sparsity).
 * A pivot writes every touched row into its spare slot (double buffering) and commits only when no
 * entry overflowed; on overflow the same pivot is redone one tier wider from the intact rows. An
 * int64 overflow poisons the tableau (ABSINT_EOVERFLOW): the caller redoes the query in Python ints.
 */
#ifndef ABSINT_SIMPLEX_H
#define ABSINT_SIMPLEX_H
#include "absint_core.h"

/* CDEF BEGIN */
enum {
    ABSINT_SPX_I16 = 0,       /* int16 lanes (AVX-512BW kernel or its scalar twin) */
    ABSINT_SPX_F24 = 1,       /* float as exact int24 (AVX2 kernel or its scalar twin), MXCSR inexact */
    ABSINT_SPX_I64 = 2,       /* int64 with __builtin_*_overflow */
    ABSINT_SPX_MAX_VARS = 62, /* 2 + nvars columns fit one 64-bit nonzero mask */
    ABSINT_SPX_EMPTY = 0,     /* answers of the integer check */
    ABSINT_SPX_FOUND = 1,
    ABSINT_SPX_UNDECIDED = 2, /* branch-and-bound node budget exhausted */
    ABSINT_SPX_OVERFLOWED = 3 /* batch: int64 overflow, redo in arbitrary precision */
};
typedef struct absint_spx absint_spx;

/* start_tier: ABSINT_SPX_*; simd: 1 to use the AVX-512BW / AVX2 kernels (EUNSUPPORTED if the CPU
 * cannot run the start tier's kernel). The int64 tier's kernel follows: scalar without simd,
 * AVX-512F from an int16 start, AVX2 from a float start. simd 2: AVX2 kernels at every tier (any
 * start); simd 3: AVX-512 kernels at every tier (int16 AVX-512BW, float and int64 AVX-512F); simd 1
 * from an int64 start: AVX-512F. NULL on bad arguments or out of memory. */
absint_spx *absint_spx_new(int nvars, int start_tier, int simd);
void absint_spx_free(absint_spx *t);
/* Forget every constraint (keeps allocations), restart at the configured start tier. */
int absint_spx_reset(absint_spx *t, int nvars);
/* Adds n constraints; rows holds n * (2 + nvars) int64: kind (0: >= 0, 1: == 0), constant, coeffs.
 * tighten: integer tightening first (divide by the gcd of the coefficients, floor the constant;
 * an equality whose gcd does not divide its constant is empty). */
int absint_spx_add_rows(absint_spx *t, int n, const int64_t *rows, int tighten);
int absint_spx_is_empty(const absint_spx *t);
/* Undo-log length; rollback undoes every constraint added after it. */
int absint_spx_snapshot(const absint_spx *t);
int absint_spx_rollback(absint_spx *t, int snapshot);
/* Minimum of sum(coeffs * x) + c over the rationals: returns 1 (bounded, *num / *den), 0 (unbounded
 * below), ABSINT_EINVAL if empty, ABSINT_EOVERFLOW. */
int absint_spx_minimize(absint_spx *t, const int64_t *coeffs, int64_t c, int64_t *num, int64_t *den);
/* Rational sample point: num[k] / den[k] for every variable. */
int absint_spx_sample_rational(const absint_spx *t, int64_t *num, int64_t *den);
/* Integer point by branch and bound (depth first, first fractional variable, floor branch first):
 * returns ABSINT_SPX_EMPTY, ABSINT_SPX_FOUND (point in sample) or ABSINT_SPX_UNDECIDED; or < 0. */
int absint_spx_integer_point(absint_spx *t, long node_budget, int64_t *sample);
int absint_spx_tier(const absint_spx *t);
/* pivots[0..2]: pivots done per tier; also counts widenings and B&B nodes. */
void absint_spx_stats(const absint_spx *t, uint64_t *pivots, uint64_t *widenings, uint64_t *nodes);

/* Coalescing's validity matrix in one call: nsets basic sets over nvars variables, set s with
 * nrows[s] inequality rows (layout of absint_spx_add_rows, kind 0), one set after another. For row g
 * (counted over all sets) and set j: out[g * nsets + j] = 1 when row g holds on every integer point of
 * set j (its own set: 1), 0 when not, ABSINT_SPX_UNDECIDED when a search gave up. EOVERFLOW: redo in
 * Python ints. */
int absint_spx_valid_all(int nsets, int nvars, const int32_t *nrows, const int64_t *rows, int start_tier,
                         int simd, long node_budget, int8_t *out);

/* Coalescing (the rules of absint/poly/set.py): nsets basic sets as in absint_spx_valid_all (an
 * empty one is inside every other and is dropped); writes the result's basic sets (*out_nsets <= nsets; out_nrows per set, out_rows as the
 * input's layout, never more rows than the input). EOVERFLOW: redo in Python ints. */
int absint_spx_coalesce(int nsets, int nvars, const int32_t *nrows, const int64_t *rows, int start_tier,
                        int simd, long node_budget, int32_t *out_nsets, int32_t *out_nrows, int64_t *out_rows);

/* Integer flags of n rows (layout of absint_spx_add_rows) without a tableau: flags[i] = 1 when
 * tightening changes inequality i (its constant is not a multiple of its coefficients' gcd), 2 when
 * row i has no integer point on its own (an equality whose gcd does not divide its constant, or a
 * constant row that fails). Returns the OR of the flags, or < 0. */
int absint_spx_row_flags(int n, int nvars, const int64_t *rows, uint8_t *flags);

/* Many questions about one tableau in one call: question q adds counts[q] rows (laid out as in
 * absint_spx_add_rows, one question after another in rows; tightened when integer) on top of the
 * current constraints, asks emptiness (integer or rational), and rolls back. out[q] = 1 empty, 0 not,
 * ABSINT_SPX_UNDECIDED. On ABSINT_EOVERFLOW the tableau is poisoned (redo in arbitrary precision). */
int absint_spx_empty_with(absint_spx *t, int nq, const int32_t *counts, const int64_t *rows, int integer,
                          long node_budget, int8_t *out);

/* Many small systems in one call. System s has nvars[s] variables and nrows[s] rows laid out as in
 * absint_spx_add_rows, one system after another in rows. out[s] = 1 empty, 0 not empty,
 * ABSINT_SPX_UNDECIDED or ABSINT_SPX_OVERFLOWED (the caller decides those another way). */
int absint_spx_batch_empty(int nsys, const int32_t *nvars, const int32_t *nrows, const int64_t *rows,
                           int integer, int start_tier, int simd, long node_budget, int8_t *out);

/* Benchmark: ns per pivot on a random dense rows x nvars tableau with entries in [-9, 9], pivoting at
 * one position and back, reps times. kernel: 0 the obvious int64 pivot (dense, every entry checked
 * with a branch, Euclid gcd per row), 1 int64 tier (scalar), 2 int16 scalar, 3 int16 AVX-512BW,
 * 4 float scalar, 5 float AVX2, 6 int64 AVX2, 7 int64 AVX-512F, 8 int16 AVX2, 9 float AVX-512F. update_only: time only the row updates with their overflow check (the core
 * loop, no pivot-row build, masks or gcd), from the same input each time.
 * *tier_after: the tier the tableau ended at (must equal the kernel's tier for a fair number). */
int absint_spx_bench_pivot(int kernel, int rows, int nvars, long reps, uint64_t seed, int update_only,
                           double *ns, int *tier_after);
/* Row-update kernels (exposed for the twin tests): for each k < nrows, with a = in[k][pc],
 *   out[k][j] = D * in[k][j] + a * p[j]   for every j of the padded row,
 * where the caller built p with p[0] = 0 and p[pc] = e_c - D (so out[k][pc] = a * e_c).
 * nz[k] receives the nonzero-column mask of out[k], big[k] = 1 when the row exceeds the tier's
 * normalization threshold. Return nonzero on overflow (int16: a result outside [-32767, 32767];
 * float: a magnitude >= 2^24; the float caller also checks the MXCSR inexact flag); ABSINT_EINVAL on
 * bad sizes (stride: 32 or 64 int16, a multiple of 8 up to 64 floats; 2 <= pc < stride; D >= 1). */
int absint_spx_kernel_i16_scalar(int nrows, int16_t *const *out, const int16_t *const *in,
                                 const int16_t *p, int D, int pc, int stride, uint64_t *nz,
                                 uint8_t *big);
int absint_spx_kernel_i16_avx512(int nrows, int16_t *const *out, const int16_t *const *in,
                                 const int16_t *p, int D, int pc, int stride, uint64_t *nz,
                                 uint8_t *big);
int absint_spx_kernel_i16_avx2(int nrows, int16_t *const *out, const int16_t *const *in,
                               const int16_t *p, int D, int pc, int stride, uint64_t *nz,
                               uint8_t *big);
int absint_spx_kernel_f24_scalar(int nrows, float *const *out, const float *const *in,
                                 const float *p, float D, int pc, int stride, uint64_t *nz,
                                 uint8_t *big);
int absint_spx_kernel_f24_avx2(int nrows, float *const *out, const float *const *in, const float *p,
                               float D, int pc, int stride, uint64_t *nz, uint8_t *big);
int absint_spx_kernel_f24_avx512(int nrows, float *const *out, const float *const *in, const float *p,
                                 float D, int pc, int stride, uint64_t *nz, uint8_t *big);
/* int64 row updates (the int64 tier), same contract with int64 rows: overflow is a result outside
 * [-(2^63 - 1), 2^63 - 1] (exactly decided); stride a multiple of 8 up to 64; big[k] = 1 when some
 * |out[k][j]| > ABSINT_SPX_I64_NORM. The AVX2 / AVX-512F kernels give the scalar twin's bits. */
int absint_spx_kernel_i64_scalar(int nrows, int64_t *const *out, const int64_t *const *in,
                                 const int64_t *p, int64_t D, int pc, int stride, uint64_t *nz,
                                 uint8_t *big);
int absint_spx_kernel_i64_avx2(int nrows, int64_t *const *out, const int64_t *const *in,
                               const int64_t *p, int64_t D, int pc, int stride, uint64_t *nz,
                               uint8_t *big);
int absint_spx_kernel_i64_avx512(int nrows, int64_t *const *out, const int64_t *const *in,
                                 const int64_t *p, int64_t D, int pc, int stride, uint64_t *nz,
                                 uint8_t *big);
/* CDEF END */

/* Normalization thresholds (lazy normalization): a row whose magnitude passes its tier's threshold
 * after a pivot is divided by its gcd at once; smaller rows keep their common factors (a gcd per row
 * per pivot costs more than the update). A pivot that overflows first divides every row and retries
 * at the same tier, and widens only if it overflows again. Measured on the 30x19 benchmarks: 4000 /
 * 100000 beat the old "cannot overflow next" bounds 127 / 2047 (2 * 127^2 < 2^15). */
#define ABSINT_SPX_I16_NORM 4000
#define ABSINT_SPX_F24_NORM 100000
#define ABSINT_SPX_F24_LIMIT 16777216.0f
/* int64 rows are divided lazily too, above 2^24 - 1 (a power of two minus one: the kernels OR the
 * magnitudes); an overflowing pivot divides every row and retries before it gives up on int64. */
#define ABSINT_SPX_I64_NORM 16777215

#endif

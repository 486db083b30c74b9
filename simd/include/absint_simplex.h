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
 *     2^24, or int64. Stored int16 values are in [-32767, 32767].
 *   - Column-major: a column holds every row's entry (row i at lane i), so the update of a pivot is,
 *     per column, dm * x + am * p_j on whole vectors of rows (30 int16 rows in one zmm, two ymm); no
 *     nonzero masks are kept (the rows a pivot touches are the nonzero lanes of its column). Rows past
 *     the last are zero in every column.
 *   - Each row keeps a bound on its magnitudes (exact after it is written, |dm| mag + |am| max|p|
 *     after an unchecked update): one test per pivot decides for all rows at once whether any entry
 *     can overflow (see the column kernels below).
 * A pivot writes the whole matrix into a spare plane (double buffering) and commits by switching
 * planes only when no entry overflowed; on overflow the same pivot is redone one tier wider from the
 * intact plane. An int64 overflow poisons the tableau (ABSINT_EOVERFLOW): the caller redoes the query
 * in Python ints.
 */
#ifndef ABSINT_SIMPLEX_H
#define ABSINT_SIMPLEX_H
#include "absint_core.h"

/* CDEF BEGIN */
enum {
    ABSINT_SPX_I16 = 0,       /* int16 lanes (AVX-512BW / AVX2 kernels or their scalar twin) */
    ABSINT_SPX_F24 = 1,       /* float as exact int24 (AVX2 / AVX-512F kernels or their scalar twin), MXCSR inexact */
    ABSINT_SPX_I64 = 2,       /* int64 with __builtin_*_overflow */
    ABSINT_SPX_MAX_VARS = 62, /* 2 + nvars columns fit the 64-column rows (and one 64-bit variable mask) */
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
 * input's layout, never more rows than the input). rows holds nvalues int64 and out_rows out_cap: EINVAL
 * unless nvalues is what nrows needs and out_cap at least that. EOVERFLOW: redo in Python ints. */
int absint_spx_coalesce(int nsets, int nvars, const int32_t *nrows, const int64_t *rows, long nvalues,
                        int start_tier, int simd, long node_budget, int32_t *out_nsets, int32_t *out_nrows,
                        int64_t *out_rows, long out_cap);

/* Integer flags of n rows (layout of absint_spx_add_rows) without a tableau: flags[i] = 1 when
 * tightening changes inequality i (its constant is not a multiple of its coefficients' gcd), 2 when
 * row i has no integer point on its own (an equality whose gcd does not divide its constant, or a
 * constant row that fails). Returns the OR of the flags, or < 0. */
int absint_spx_row_flags(int n, int nvars, const int64_t *rows, uint8_t *flags);

/* Rows from arrays, in one call: A (m x nvars, row-major), c (m), eq (m bytes, nonzero: equality; NULL:
 * all inequalities) packed into rows (m x (2 + nvars), the layout of absint_spx_add_rows) with the
 * flags of absint_spx_row_flags. Returns the OR of the flags, or < 0. */
int absint_spx_pack_rows(int m, int nvars, const int64_t *A, const int64_t *c, const uint8_t *eq, int64_t *rows,
                         uint8_t *flags);

/* Many questions about one tableau in one call: question q adds counts[q] rows (laid out as in
 * absint_spx_add_rows, one question after another in rows; tightened when integer) on top of the
 * current constraints, asks emptiness (integer or rational), and rolls back. out[q] = 1 empty, 0 not,
 * ABSINT_SPX_UNDECIDED. On ABSINT_EOVERFLOW the tableau is poisoned (redo in arbitrary precision). */
int absint_spx_empty_with(absint_spx *t, int nq, const int32_t *counts, const int64_t *rows, int integer,
                          long node_budget, int8_t *out);

/* Many small systems in one call. System s has nvars[s] variables and nrows[s] rows laid out as in
 * absint_spx_add_rows, one system after another in rows, which holds nvalues int64 (EINVAL unless that
 * is what the sizes need). Systems of at most 8 variables try absint_spx_fm_empty first. out[s] = 1
 * empty, 0 not empty, ABSINT_SPX_UNDECIDED or ABSINT_SPX_OVERFLOWED (the caller decides those another
 * way). */
int absint_spx_batch_empty(int nsys, const int32_t *nvars, const int32_t *nrows, const int64_t *rows,
                           long nvalues, int integer, int start_tier, int simd, long node_budget, int8_t *out);

/* One system's emptiness in one call on a caller's tableau (reset first to nvars; its constraints
 * afterwards are unspecified: reset it before other use): rows as in absint_spx_batch_empty (n rows,
 * nvalues int64, EINVAL unless nvalues = n * (nvars + 2)), the exact projection first for at most 8
 * variables. Returns 1 empty, 0 not, ABSINT_SPX_UNDECIDED, ABSINT_SPX_OVERFLOWED (decide it another
 * way), or < 0. */
int absint_spx_empty_rows(absint_spx *t, int nvars, int n, const int64_t *rows, long nvalues, int integer,
                          long node_budget);

/* absint_spx_empty_rows on rows given as arrays, packed here (the one native call of a System built
 * from arrays and asked once): A holds m x nvars int64 (row-major), c m int64, eq m bytes (nonzero:
 * equality) or NULL, each as native-order bytes at any alignment (a Python bytes object passes as
 * is). Same answers as absint_spx_empty_rows. */
int absint_spx_empty_arrays(absint_spx *t, int nvars, int m, const char *A, const char *c, const char *eq,
                            int integer, long node_budget);

/* Integer (integer = 1) or rational emptiness of one small system without a tableau (rows laid out as
 * in absint_spx_add_rows, tightened when integer): Fourier-Motzkin elimination where it is exact (the
 * Omega test's condition: in every pair eliminated, one coefficient is 1). Returns 1 empty, 0 not,
 * ABSINT_SPX_UNDECIDED when no exact elimination remains, rows pile up, values leave int64 or nvars > 8
 * (ask the tableau then). batch_empty, empty_with and coalescing try it first. */
int absint_spx_fm_empty(int nvars, int n, const int64_t *rows, int integer);

/* Benchmark: ns per pivot on a random dense rows x nvars tableau with entries in [-9, 9], pivoting at
 * one position and back, reps times. kernel: 0 the obvious int64 pivot (dense, every entry checked
 * with a branch, Euclid gcd per row), 1 int64 tier (scalar), 2 int16 scalar, 3 int16 AVX-512BW,
 * 4 float scalar, 5 float AVX2, 6 int64 AVX2, 7 int64 AVX-512F, 8 int16 AVX2, 9 float AVX-512F. update_only: time only the row updates with their overflow check (the core
 * loop, no pivot-row build, masks or gcd), from the same input each time.
 * *tier_after: the tier the tableau ended at (must equal the kernel's tier for a fair number). */
int absint_spx_bench_pivot(int kernel, int rows, int nvars, long reps, uint64_t seed, int update_only,
                           double *ns, int *tier_after);
/* Column kernels: the row updates of one pivot on the column-major tableau (exposed for the twin
 * tests). Column k (k < ncol) is in[k * cs .. k * cs + nlanes): row i's entry is lane i. For every
 * column and every lane i < nlanes:
 *     out[k * cs + i] = dm[i] * in[k * cs + i] + am[i] * p[k]
 * dm and am are per-row multipliers (the pivot builds them: a row the pivot touches gets D and its
 * pivot-column entry a; an untouched row 1 and 0; the pivot row 0 and 1, so it receives p).
 * mag_in[i] is a bound on row i's magnitudes (mag_in[i] >= |in[k * cs + i]| for every k; the tableau
 * keeps it as an invariant) and pmax one on p (pmax >= max_k |p[k]|, at most the tier's maximum); the
 * kernels trust both. They decide once per call, for all rows at once, whether anything can overflow:
 * when every lane's bound
 *     b_i = |dm[i]| * mag_in[i] + |am[i]| * pmax
 * is within the tier's range (int16: <= 32767; float: < 2^24; int64: dm, am, mag_in and p all within
 * 2^31 - 1, so 32x32-bit products), no entry is checked and mag_out[i] = b_i. Otherwise every entry is
 * formed exactly (int16 in int32, int64 in 128 bits; float rounds as always and the kernel reads the
 * MXCSR inexact flag around that path, leaving MXCSR as it found it), mag_out[i] = max_k
 * |out[k * cs + i]| (int16: saturated to 32767), and the return value is 1 when an entry left the
 * range (int16: outside [-32767, 32767], stored saturated; float: inexact or magnitude >= 2^24; int64:
 * outside [-(2^63 - 1), 2^63 - 1], stored as its low 64 bits). Under the bound no float op can be
 * inexact, so the fast path reads no flag.
 * Returns 0 when exact, ABSINT_EINVAL on bad sizes (1 <= ncol <= 64; nlanes > 0 a multiple of 16;
 * cs >= nlanes; no NULL pointer; pmax outside [0, the tier's maximum]). Entries, multipliers and p must be within the tier's range and
 * mag_in >= 0. Every SIMD kernel gives its scalar twin's bits: out, mag_out and the return value. */
int absint_spx_col_i16_scalar(int ncol, int nlanes, int cs, int16_t *out, const int16_t *in,
                              const int16_t *p, int16_t pmax, const int16_t *dm, const int16_t *am,
                              const int16_t *mag_in, int16_t *mag_out);
int absint_spx_col_i16_avx2(int ncol, int nlanes, int cs, int16_t *out, const int16_t *in,
                            const int16_t *p, int16_t pmax, const int16_t *dm, const int16_t *am,
                            const int16_t *mag_in, int16_t *mag_out);
int absint_spx_col_i16_avx512(int ncol, int nlanes, int cs, int16_t *out, const int16_t *in,
                              const int16_t *p, int16_t pmax, const int16_t *dm, const int16_t *am,
                              const int16_t *mag_in, int16_t *mag_out);
int absint_spx_col_f24_scalar(int ncol, int nlanes, int cs, float *out, const float *in, const float *p,
                              float pmax, const float *dm, const float *am, const float *mag_in, float *mag_out);
int absint_spx_col_f24_avx2(int ncol, int nlanes, int cs, float *out, const float *in, const float *p,
                            float pmax, const float *dm, const float *am, const float *mag_in, float *mag_out);
int absint_spx_col_f24_avx512(int ncol, int nlanes, int cs, float *out, const float *in, const float *p,
                              float pmax, const float *dm, const float *am, const float *mag_in, float *mag_out);
int absint_spx_col_i64_scalar(int ncol, int nlanes, int cs, int64_t *out, const int64_t *in,
                              const int64_t *p, int64_t pmax, const int64_t *dm, const int64_t *am,
                              const int64_t *mag_in, int64_t *mag_out);
int absint_spx_col_i64_avx2(int ncol, int nlanes, int cs, int64_t *out, const int64_t *in,
                            const int64_t *p, int64_t pmax, const int64_t *dm, const int64_t *am,
                            const int64_t *mag_in, int64_t *mag_out);
int absint_spx_col_i64_avx512(int ncol, int nlanes, int cs, int64_t *out, const int64_t *in,
                              const int64_t *p, int64_t pmax, const int64_t *dm, const int64_t *am,
                              const int64_t *mag_in, int64_t *mag_out);
/* Small-prime normalization of every row at once (column-major as for the column kernels): each row
 * (lane i < nlanes over columns 0 .. ncol - 1) whose first entry is nonzero (the tableau's rows: a
 * denominator is >= 1; padding rows are zero) is divided by 2, 3, 5, 7, 11 and 13
 * as often as each divides all of its entries, and mag[i] becomes the row's exact magnitude
 * max_k |x|. The result is canonical (the row over its small-prime content), so every kernel gives the
 * same bits. A row keeps the constraint it stands for; larger common factors stay (a full gcd is the
 * scalar path's job). int16: lane-wise divisibility by odd-inverse multiplication, float: the same on
 * int32 (entries are integers below 2^24). Returns 0, or ABSINT_EINVAL on bad sizes (as the column
 * kernels). */
int absint_spx_sieve_i16_scalar(int ncol, int nlanes, int cs, int16_t *cols, int16_t *mag);
int absint_spx_sieve_i16_avx2(int ncol, int nlanes, int cs, int16_t *cols, int16_t *mag);
int absint_spx_sieve_i16_avx512(int ncol, int nlanes, int cs, int16_t *cols, int16_t *mag);
int absint_spx_sieve_f24_scalar(int ncol, int nlanes, int cs, float *cols, float *mag);
int absint_spx_sieve_f24_avx2(int ncol, int nlanes, int cs, float *cols, float *mag);
int absint_spx_sieve_f24_avx512(int ncol, int nlanes, int cs, float *cols, float *mag);
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

/* Transitive closure of a strict-order bit matrix (Pentagon's x_i < x_j relation), and the cheap
 * whole-matrix helpers the domain needs (AND for join, subset for leq, projection for dropping
 * variables).
 *
 * Bit matrix layout (the invariant every function here relies on and preserves):
 *   - n rows; row i is `absint_bm_stride(n)` uint64 words starting at data + i * stride;
 *   - bit (i, j) is bit (j & 63) of word (j >> 6) of row i;
 *   - stride is a multiple of 8 words (64 bytes), so every row starts 64-byte aligned;
 *   - the buffer is 64-byte aligned (absint_bm_alloc) and at least 64 bytes long, even for n = 0;
 *   - padding bits (columns >= n, words >= ceil(n/64)) are always zero. Kernels may read and OR whole
 *     padded rows, which keeps padding zero because OR of zeros is zero.
 * n is limited to ABSINT_BM_MAX_N so that every size computation fits comfortably in size_t.
 */
#ifndef ABSINT_CLOSURE_H
#define ABSINT_CLOSURE_H
#include "absint_core.h"

/* CDEF BEGIN */
enum {
    ABSINT_CLOSURE_REFERENCE = 0, /* dense byte matrix, naive k-i-j Floyd-Warshall (the baseline) */
    ABSINT_CLOSURE_SCALAR = 1,    /* bit-packed uint64 row-OR Warshall, skipping zero bits */
    ABSINT_CLOSURE_TILED = 2,     /* cache-tiled (Han/Franchetti/Pueschel FWabc), uint64 */
    ABSINT_CLOSURE_AVX2 = 3,      /* tiled on 256-bit rows, register-blocked */
    ABSINT_CLOSURE_AVX512 = 4,    /* tiled on 512-bit rows, register-blocked, vpternlogq */
    ABSINT_CLOSURE_NKERNELS = 5,
    ABSINT_BM_MAX_N = 65536
};

/* Tuning knobs of the tiled kernels (reference and scalar ignore them). Out-of-range values are
 * rejected with ABSINT_EINVAL. Passing NULL uses the built-in defaults (absint_closure_default_tuning). */
typedef struct {
    int tile;   /* k-tile (diagonal tile) size in bits: a multiple of 64, 64..1024 */
    int width;  /* column-segment width in 512-bit units (register blocking): 1..8 */
    int dense;  /* a 64-bit word of k-bits with popcount >= dense takes the branch-free update;
                   65 = always skip zero bits, 0 = always branch-free */
} absint_closure_tuning;

void absint_closure_default_tuning(int kernel, absint_closure_tuning *out);

/* 1 if this CPU and OS can run the kernel, 0 otherwise (also for unknown ids). */
int absint_closure_available(int kernel);
/* The widest available kernel. */
int absint_closure_best_kernel(void);

/* Closes the n x n matrix at data in place. *cycle = 1 iff the closure has a diagonal bit (a cycle).
 * ABSINT_EINVAL: bad kernel id, n, pointer, alignment or tuning; ABSINT_EUNSUPPORTED: the CPU cannot
 * run the kernel; ABSINT_ENOMEM: scratch allocation failed (the matrix is then unchanged). */
int absint_closure(int kernel, const absint_closure_tuning *tuning, uint64_t *data, size_t n,
                   int *cycle);
/* The pair form: s (x_i < x_j) and l (x_i <= x_j), both n x n in the layout above, distinct buffers,
 * closed together in place. First l |= s (a strict fact is also a non-strict one); then l becomes the
 * transitive closure of l and s the pairs joined by a path with at least one strict edge (<= then <
 * is <, < then <= is <, <= then <= is <=). *cycle = 1 iff s has a diagonal bit (a strict cycle:
 * x_i < x_i, a Pentagon bottom); then s is only known to have one (kernels differ in what else they
 * propagate through the cycle); l's diagonal bits mark the variables on a cycle of l (an equality).
 * Status as absint_closure; on ABSINT_ENOMEM s is unchanged and l holds l | s (the same facts). */
int absint_closure_pair(int kernel, const absint_closure_tuning *tuning, uint64_t *s, uint64_t *l, size_t n,
                        int *cycle);
/* Closes count matrices, matrix m being ns[m] x ns[m] at mats[m], in one call; cycles[m] as above.
 * Stops at the first failing matrix and returns its status. */
int absint_closure_batch(int kernel, const absint_closure_tuning *tuning, uint64_t *const *mats,
                         const size_t *ns, size_t count, int *cycles);

/* Words per row for an n-column matrix (a multiple of 8; 0 for n = 0). */
size_t absint_bm_stride(size_t n);
/* A zeroed, 64-byte aligned n x n matrix; NULL if n > ABSINT_BM_MAX_N or out of memory. */
uint64_t *absint_bm_alloc(size_t n);
void absint_bm_free(uint64_t *data);
/* A new 64-byte aligned copy of src (n x n, as absint_bm_alloc makes); NULL if n > ABSINT_BM_MAX_N,
 * src is not aligned or out of memory. One call where alloc + copy were three. */
uint64_t *absint_bm_clone(const uint64_t *src, size_t n);

/* Whole-matrix helpers, all over the same n. They return ABSINT_OK / ABSINT_EINVAL, or (the
 * predicates) 1 / 0, or ABSINT_EINVAL. */
int absint_bm_and(uint64_t *dst, const uint64_t *src, size_t n);   /* dst &= src (join of relations) */
int absint_bm_or(uint64_t *dst, const uint64_t *src, size_t n);    /* dst |= src (meet of relations) */
int absint_bm_equal(const uint64_t *a, const uint64_t *b, size_t n);
int absint_bm_subset(const uint64_t *a, const uint64_t *b, size_t n); /* every bit of a is in b */
int absint_bm_any_diagonal(const uint64_t *a, size_t n);
long long absint_bm_count(const uint64_t *a, size_t n);            /* number of set bits */
/* dst (m x m, zeroed or not) gets src[idx[r]][idx[c]]; every idx < n, else ABSINT_EINVAL. */
int absint_bm_submatrix(const uint64_t *src, size_t n, const size_t *idx, size_t m, uint64_t *dst);
/* dst (m x m) gets the top-left min(n, m) block of src; the rest of dst is cleared. */
int absint_bm_resize(const uint64_t *src, size_t n, uint64_t *dst, size_t m);
/* Benchmark clocks, measured in-process. core GHz: a chain of dependent 1-cycle integer adds timed
 * against CLOCK_MONOTONIC (so it is the real core clock, turbo included, not the TSC rate); TSC GHz:
 * rdtsc calibrated against CLOCK_MONOTONIC. Each takes about 20 ms. */
double absint_clock_core_ghz(void);
double absint_clock_tsc_ghz(void);
/* Times `reps` closures of a copy of input (n x n) with rdtsc (the copy is not timed); writes the
 * fastest and the median run in TSC ticks. reps in 1..100000. */
int absint_closure_time(int kernel, const absint_closure_tuning *tuning, const uint64_t *input, size_t n,
                        int reps, double *best_ticks, double *median_ticks);
/* absint_closure_time for the pair form (s and l copied per run, not timed). */
int absint_closure_pair_time(int kernel, const absint_closure_tuning *tuning, const uint64_t *s, const uint64_t *l,
                             size_t n, int reps, double *best_ticks, double *median_ticks);
/* CDEF END */

#endif

/* Shared by the column kernels (simplex_kernels.c: scalar twins, simplex_avx2.c, simplex_avx512.c):
 * argument checks, the int64 tier's fast-path test and its exact path, so every int64 kernel gives the
 * same bits on the rows only the exact path can take (and on every overflow: only it sees one).
 * The contract of the kernels is in absint_simplex.h. */
#ifndef ABSINT_SIMPLEX_COL_H
#define ABSINT_SIMPLEX_COL_H
#include "absint_simplex.h"

static inline int spx_col_bad(int ncol, int nlanes, int cs, const void *out, const void *in, const void *p,
                              const void *dm, const void *am, const void *mag_in, const void *mag_out)
{
    return ncol < 1 || ncol > 64 || nlanes < 16 || nlanes % 16 || cs < nlanes || !out || !in || !p || !dm ||
           !am || !mag_in || !mag_out;
}

#define SPX_MXCSR_INEXACT 0x20u

static inline uint64_t spx_u64abs(int64_t v) { return v < 0 ? 0 - (uint64_t)v : (uint64_t)v; }

/* 1 when every |dm[i]|, |am[i]|, mag_in[i] and pmax (so every |p[k]|) is at most 2^31 - 1: then each
 * product is a 32x32-bit one (vpmuldq), |dm x + am p| < 2^63 and no entry needs a check. One OR of
 * magnitudes (the bound is 2^31 - 1, so the OR decides it exactly). */
static inline int spx_i64_small(int nlanes, int64_t pmax, const int64_t *dm, const int64_t *am,
                                const int64_t *mag_in)
{
    uint64_t acc = (uint64_t)pmax;
    for (int i = 0; i < nlanes; i++) acc |= spx_u64abs(dm[i]) | spx_u64abs(am[i]) | spx_u64abs(mag_in[i]);
    return acc <= 0x7fffffffu;
}

/* The fast path's bound per row, |dm| mag + |am| B (< 2^63 under spx_i64_small). */
static inline void spx_i64_bound(int nlanes, uint64_t B, const int64_t *dm, const int64_t *am,
                                 const int64_t *mag_in, int64_t *mag_out)
{
    for (int i = 0; i < nlanes; i++)
        mag_out[i] = (int64_t)(spx_u64abs(dm[i]) * (uint64_t)mag_in[i] + spx_u64abs(am[i]) * B);
}

/* The exact path: 128-bit products and sum, one range test per entry OR-ed (no branch per entry). A
 * result of INT64_MIN counts as overflow (negation must stay safe). mag_out: max |out| per row. */
static inline int spx_i64_exact(int ncol, int nlanes, int cs, int64_t *out, const int64_t *in, const int64_t *p,
                                const int64_t *dm, const int64_t *am, int64_t *mag_out)
{
    int ovf = 0;
    for (int i = 0; i < nlanes; i++) mag_out[i] = 0;
    for (int k = 0; k < ncol; k++) {
        const int64_t *x = in + (size_t)k * cs;
        int64_t *y = out + (size_t)k * cs, pk = p[k];
        for (int i = 0; i < nlanes; i++) {
            __int128 w = (__int128)dm[i] * x[i] + (__int128)am[i] * pk;
            ovf |= (w > INT64_MAX) | (w <= INT64_MIN);
            y[i] = (int64_t)w;
            uint64_t a = spx_u64abs(y[i]);
            mag_out[i] = a > (uint64_t)mag_out[i] ? (int64_t)a : mag_out[i];
        }
    }
    return ovf;
}
/* The sieve's odd primes (2 is a shift), their inverses mod 2^16 and mod 2^32, and the largest
 * quotients: for odd p and 0 <= t < 2^w, p divides t <=> (t * p^-1 mod 2^w) <= (2^w - 1) / p, and the
 * product is then t / p. */
static const uint16_t spx_sieve_inv16[5] = {43691, 52429, 28087, 35747, 20165};
static const uint16_t spx_sieve_lim16[5] = {21845, 13107, 9362, 5957, 5041};
static const uint32_t spx_sieve_inv32[5] = {2863311531u, 3435973837u, 3067833783u, 3123612579u, 3303820997u};
static const uint32_t spx_sieve_lim32[5] = {1431655765u, 858993459u, 613566756u, 390451572u, 330382099u};

/* The first pass of absint_spx_add_rows over n packed rows (w = nvars + 2 int64 each: kind, constant,
 * coefficients): for rows i < ncap, nzm[i] has bit k set when coefficient k is nonzero. Returns bit 0
 * when some value of any row is INT64_MIN, bit 1 when some kind is neither 0 nor 1.
 * The AVX2 version (simplex_avx2.c: four values per compare) gives the scalar one's (simplex_kernels.c)
 * results; simd/tests/test_simplex.c checks them against each other. */
int spx_scan_rows_scalar(int n, int nvars, const int64_t *rows, uint64_t *nzm, int ncap);
int spx_scan_rows_avx2(int n, int nvars, const int64_t *rows, uint64_t *nzm, int ncap);

static inline int spx_sieve_bad(int ncol, int nlanes, int cs, const void *cols, const void *mag)
{
    return ncol < 1 || ncol > 64 || nlanes < 16 || nlanes % 16 || cs < nlanes || !cols || !mag;
}
#endif

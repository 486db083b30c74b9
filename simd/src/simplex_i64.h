/* The int64 row update shared by simplex_kernels.c (scalar), simplex_avx2.c and simplex_avx512.c:
 * argument checks and the exact row (in 128 bits), so the three kernels agree bit for bit on every
 * row the fast 32-bit path cannot take (and on every row that overflows: only this path sees one).
 *
 * Fast path (each kernel's own): when D, every p_j and every entry of a row lie in [-2^31, 2^31),
 * |D*x_j + a*p_j| < 2^62 + 2^62: both products come from 32x32 -> 64-bit multiplies (vpmuldq), the
 * sum cannot overflow, and the row needs no overflow check at all. Outputs: the row, its nonzero mask,
 * big = some |y_j| > ABSINT_SPX_I64_NORM (2^24 - 1, so OR-ing magnitudes decides it exactly). */
#ifndef ABSINT_SIMPLEX_I64_H
#define ABSINT_SIMPLEX_I64_H
#include "absint_simplex.h"

static inline int spx_i64_bad_args(int nrows, int64_t *const *out, const int64_t *const *in,
                                   const int64_t *p, int64_t D, int pc, int stride, uint64_t *nz,
                                   uint8_t *big)
{
    return nrows < 0 || !p || (nrows > 0 && (!out || !in || !nz || !big)) || pc < 2 || pc >= stride ||
           stride < 8 || stride > 64 || stride % 8 || D < 1;
}

static inline uint64_t spx_u64abs(int64_t v) { return v < 0 ? 0 - (uint64_t)v : (uint64_t)v; }

/* 1 when D and every p_j are in [-2^31, 2^31 - 1] (the fast path's per-pivot half). */
static inline int spx_i64_p_small(const int64_t *p, int64_t D, int stride)
{
    uint64_t acc = (uint64_t)D + 0x80000000u;
    int ok = (acc >> 32) == 0;
    for (int j = 0; j < stride; j++) ok &= (((uint64_t)p[j] + 0x80000000u) >> 32) == 0;
    return ok;
}

/* The exact row: 128-bit products and sum, one range test per entry OR-ed (no branch per entry).
 * A result of INT64_MIN counts as overflow (negation must stay safe). Returns nonzero on overflow. */
static inline int spx_i64_row_exact(const int64_t *x, int64_t *y, const int64_t *p, int64_t D, int pc,
                                    int stride, uint64_t *nz, uint8_t *big)
{
    int64_t a = x[pc];
    int ovf = 0;
    uint64_t m = 0, mag = 0;
    for (int j = 0; j < stride; j++) {
        __int128 w = (__int128)D * x[j] + (__int128)a * p[j];
        ovf |= (w > INT64_MAX) | (w <= INT64_MIN);
        y[j] = (int64_t)w;
        m |= (uint64_t)(w != 0) << j;
        mag |= spx_u64abs(y[j]);
    }
    *nz = m;
    *big = mag > ABSINT_SPX_I64_NORM;
    return ovf;
}
#endif

/* Scalar twins of the SIMD row-update kernels (see absint_simplex.h for the contract). They must
 * give bit-identical rows, masks and overflow decisions to simplex_avx512.c / simplex_avx2.c. */
#pragma GCC optimize("fp-contract=off") /* the float twin must round after every op, like the SIMD one */
#include "absint_simplex.h"
#include "simplex_i64.h"

int absint_spx_kernel_i16_scalar(int nrows, int16_t *const *out, const int16_t *const *in,
                                 const int16_t *p, int D, int pc, int stride, uint64_t *nz,
                                 uint8_t *big)
{
    if (nrows < 0 || !p || (nrows > 0 && (!out || !in || !nz || !big)) || pc < 2 || pc >= stride ||
        (stride != 32 && stride != 64) || D < 1 || D > 32767) return ABSINT_EINVAL;
    int ovf = 0;
    for (int k = 0; k < nrows; k++) {
        const int16_t *x = in[k];
        int16_t *y = out[k];
        int32_t a = x[pc], mx = 0;
        uint64_t m = 0;
        for (int j = 0; j < stride; j++) {
            int32_t r = D * (int32_t)x[j] + a * (int32_t)p[j]; /* exact: |r| <= 2 * 32767^2 */
            int32_t ar = r < 0 ? -r : r;
            mx = ar > mx ? ar : mx;
            y[j] = (int16_t)(r > 32767 ? 32767 : r < -32768 ? -32768 : r); /* vpackssdw saturation */
        }
        for (int j = 0; j < stride; j++) m |= (uint64_t)(y[j] != 0) << j; /* saturated: same zeros */
        ovf |= mx > 32767;
        big[k] = mx > ABSINT_SPX_I16_NORM;
        nz[k] = m;
    }
    return ovf;
}

int absint_spx_kernel_f24_scalar(int nrows, float *const *out, const float *const *in,
                                 const float *p, float D, int pc, int stride, uint64_t *nz,
                                 uint8_t *big)
{
    if (nrows < 0 || !p || (nrows > 0 && (!out || !in || !nz || !big)) || pc < 2 || pc >= stride ||
        stride < 8 || stride > 64 || stride % 8 || !(D >= 1.0f)) return ABSINT_EINVAL;
    int ovf = 0;
    for (int k = 0; k < nrows; k++) {
        const float *x = in[k];
        float *y = out[k];
        float a = x[pc], mx = 0.0f;
        uint64_t m = 0;
        for (int j = 0; j < stride; j++) {
            float u = D * x[j];
            float v = a * p[j];
            float r = u + v;
            float ar = r < 0.0f ? -r : r;
            mx = ar > mx ? ar : mx;
            y[j] = r;
        }
        for (int j = 0; j < stride; j++) m |= (uint64_t)(y[j] != 0.0f) << j;
        ovf |= mx >= ABSINT_SPX_F24_LIMIT;
        big[k] = mx > (float)ABSINT_SPX_F24_NORM;
        nz[k] = m;
    }
    return ovf;
}

int absint_spx_kernel_i64_scalar(int nrows, int64_t *const *out, const int64_t *const *in,
                                 const int64_t *p, int64_t D, int pc, int stride, uint64_t *nz,
                                 uint8_t *big)
{
    if (spx_i64_bad_args(nrows, out, in, p, D, pc, stride, nz, big)) return ABSINT_EINVAL;
    int ovf = 0, psmall = spx_i64_p_small(p, D, stride);
    for (int k = 0; k < nrows; k++) {
        const int64_t *x = in[k];
        int64_t *y = out[k];
        uint64_t fit = 0;
        for (int j = 0; j < stride; j++) fit |= ((uint64_t)x[j] + 0x80000000u) >> 32;
        if (psmall && !fit) { /* no overflow possible: plain int64 arithmetic */
            int64_t a = x[pc];
            uint64_t m = 0, mag = 0;
            for (int j = 0; j < stride; j++) {
                int64_t w = D * x[j] + a * p[j];
                y[j] = w;
                m |= (uint64_t)(w != 0) << j;
                mag |= spx_u64abs(w);
            }
            nz[k] = m;
            big[k] = mag > ABSINT_SPX_I64_NORM;
        } else {
            ovf |= spx_i64_row_exact(x, y, p, D, pc, stride, &nz[k], &big[k]);
        }
    }
    return ovf;
}

/* float-as-int24 row update with AVX2: every product and sum is rounded like the scalar twin; the
 * caller reads the MXCSR inexact flag once per pivot, the magnitude bound 2^24 is one max per vector. */
#pragma GCC optimize("fp-contract=off")
#include "absint_simplex.h"
#include <immintrin.h>

__attribute__((target("avx2")))
int absint_spx_kernel_f24_avx2(int nrows, float *const *out, const float *const *in, const float *p,
                               float D, int pc, int stride, uint64_t *nz, uint8_t *big)
{
    if (nrows < 0 || !p || (nrows > 0 && (!out || !in || !nz || !big)) || pc < 2 || pc >= stride ||
        stride < 8 || stride > 64 || stride % 8 || !(D >= 1.0f)) return ABSINT_EINVAL;
    const __m256 lim = _mm256_set1_ps(ABSINT_SPX_F24_LIMIT), thr = _mm256_set1_ps((float)ABSINT_SPX_F24_NORM);
    const __m256 sign = _mm256_set1_ps(-0.0f), zero = _mm256_setzero_ps(), Dv = _mm256_set1_ps(D);
    int ovf = 0;
    int nvec = stride / 8;
    for (int k = 0; k < nrows; k++) {
        const float *x = in[k];
        float *y = out[k];
        __m256 av = _mm256_set1_ps(x[pc]);
        __m256 mx = zero;
        uint64_t m = 0;
        for (int v = 0; v < nvec; v++) {
            __m256 xv = _mm256_loadu_ps(x + 8 * v), pv = _mm256_loadu_ps(p + 8 * v);
            __m256 r = _mm256_add_ps(_mm256_mul_ps(Dv, xv), _mm256_mul_ps(av, pv));
            _mm256_storeu_ps(y + 8 * v, r);
            mx = _mm256_max_ps(mx, _mm256_andnot_ps(sign, r));
            m |= (uint64_t)(uint8_t)_mm256_movemask_ps(_mm256_cmp_ps(r, zero, _CMP_NEQ_OQ)) << (8 * v);
        }
        ovf |= _mm256_movemask_ps(_mm256_cmp_ps(mx, lim, _CMP_GE_OQ));
        big[k] = _mm256_movemask_ps(_mm256_cmp_ps(mx, thr, _CMP_GT_OQ)) != 0;
        nz[k] = m;
    }
    return ovf != 0;
}

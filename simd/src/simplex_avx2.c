/* float-as-int24 row update with AVX2: every product and sum is rounded like the scalar twin; the
 * caller reads the MXCSR inexact flag once per pivot, the magnitude bound 2^24 is one max per vector. */
#pragma GCC optimize("fp-contract=off")
#include "absint_simplex.h"
#include "simplex_i64.h"
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

/* int64 tier, AVX2: rows whose entries (and D, p) lie in [-2^31, 2^31) by vpmuldq, four lanes per
 * vector (the range test: x + 2^31 < 2^32 unsigned, one add, shift and OR per vector); other rows
 * exactly, by the shared scalar code. */
__attribute__((target("avx2")))
int absint_spx_kernel_i64_avx2(int nrows, int64_t *const *out, const int64_t *const *in,
                               const int64_t *p, int64_t D, int pc, int stride, uint64_t *nz,
                               uint8_t *big)
{
    if (spx_i64_bad_args(nrows, out, in, p, D, pc, stride, nz, big)) return ABSINT_EINVAL;
    int ovf = 0, nvec = stride / 4;
    if (!spx_i64_p_small(p, D, stride)) {
        for (int k = 0; k < nrows; k++) ovf |= spx_i64_row_exact(in[k], out[k], p, D, pc, stride, &nz[k], &big[k]);
        return ovf;
    }
    const __m256i bias = _mm256_set1_epi64x(0x80000000LL), Dv = _mm256_set1_epi64x(D);
    const __m256i thr = _mm256_set1_epi64x(ABSINT_SPX_I64_NORM), nthr = _mm256_set1_epi64x(-ABSINT_SPX_I64_NORM);
    const __m256i zero = _mm256_setzero_si256();
    for (int k = 0; k < nrows; k++) {
        const int64_t *x = in[k];
        int64_t *y = out[k];
        __m256i fit = zero;
        for (int v = 0; v < nvec; v++)
            fit = _mm256_or_si256(fit, _mm256_srli_epi64(_mm256_add_epi64(_mm256_loadu_si256((const __m256i *)(x + 4 * v)), bias), 32));
        if (!_mm256_testz_si256(fit, fit)) {
            ovf |= spx_i64_row_exact(x, y, p, D, pc, stride, &nz[k], &big[k]);
            continue;
        }
        const __m256i av = _mm256_set1_epi64x(x[pc]);
        __m256i bg = zero;
        uint64_t m = 0;
        for (int v = 0; v < nvec; v++) {
            __m256i xv = _mm256_loadu_si256((const __m256i *)(x + 4 * v));
            __m256i pv = _mm256_loadu_si256((const __m256i *)(p + 4 * v));
            __m256i w = _mm256_add_epi64(_mm256_mul_epi32(xv, Dv), _mm256_mul_epi32(pv, av));
            _mm256_storeu_si256((__m256i *)(y + 4 * v), w);
            m |= (uint64_t)(~_mm256_movemask_pd(_mm256_castsi256_pd(_mm256_cmpeq_epi64(w, zero))) & 0xf) << (4 * v);
            bg = _mm256_or_si256(bg, _mm256_or_si256(_mm256_cmpgt_epi64(w, thr), _mm256_cmpgt_epi64(nthr, w)));
        }
        nz[k] = m;
        big[k] = !_mm256_testz_si256(bg, bg);
    }
    return ovf;
}

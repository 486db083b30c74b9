/* int16 row update with AVX-512BW. vpmaddwd forms D*x + a*p exactly in int32 from interleaved
 * (x, p) pairs, so overflow is one max per vector and one compare per row, never a per-lane check. */
#include "absint_simplex.h"
#include <immintrin.h>

__attribute__((target("avx512f,avx512bw")))
int absint_spx_kernel_i16_avx512(int nrows, int16_t *const *out, const int16_t *const *in,
                                 const int16_t *p, int D, int pc, int stride, uint64_t *nz,
                                 uint8_t *big)
{
    if (nrows < 0 || !p || (nrows > 0 && (!out || !in || !nz || !big)) || pc < 2 || pc >= stride ||
        (stride != 32 && stride != 64) || D < 1 || D > 32767) return ABSINT_EINVAL;
    const __m512i lim = _mm512_set1_epi32(32767), thr = _mm512_set1_epi32(ABSINT_SPX_I16_NORM);
    __mmask16 ovf = 0;
    int nvec = stride / 32;
    for (int k = 0; k < nrows; k++) {
        const int16_t *x = in[k];
        int16_t *y = out[k];
        uint32_t a = (uint16_t)x[pc];
        __m512i pair = _mm512_set1_epi32((int)((uint32_t)(uint16_t)D | (a << 16)));
        __m512i mx = _mm512_setzero_si512();
        uint64_t m = 0;
        for (int v = 0; v < nvec; v++) {
            __m512i xv = _mm512_loadu_si512((const void *)(x + 32 * v));
            __m512i pv = _mm512_loadu_si512((const void *)(p + 32 * v));
            __m512i lo = _mm512_madd_epi16(_mm512_unpacklo_epi16(xv, pv), pair);
            __m512i hi = _mm512_madd_epi16(_mm512_unpackhi_epi16(xv, pv), pair);
            mx = _mm512_max_epi32(mx, _mm512_max_epi32(_mm512_abs_epi32(lo), _mm512_abs_epi32(hi)));
            __m512i r = _mm512_packs_epi32(lo, hi); /* per 128-bit lane: restores column order */
            _mm512_storeu_si512((void *)(y + 32 * v), r);
            m |= (uint64_t)_mm512_test_epi16_mask(r, r) << (32 * v);
        }
        ovf |= _mm512_cmpgt_epi32_mask(mx, lim);
        big[k] = _mm512_cmpgt_epi32_mask(mx, thr) != 0;
        nz[k] = m;
    }
    return ovf != 0;
}

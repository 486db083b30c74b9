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

/* int16 row update with AVX2: the AVX-512BW kernel's scheme (simplex_avx512.c) on 16-lane vectors,
 * two (stride 32) or four (stride 64) per row. The nonzero mask packs two compares to bytes
 * (vpacksswb, then vpermq restores the column order) for one vpmovmskb per 32 columns. */
__attribute__((target("avx2")))
static inline uint32_t nz32_avx2(__m256i r0, __m256i r1)
{
    const __m256i z = _mm256_setzero_si256();
    __m256i e = _mm256_packs_epi16(_mm256_cmpeq_epi16(r0, z), _mm256_cmpeq_epi16(r1, z));
    return ~(uint32_t)_mm256_movemask_epi8(_mm256_permute4x64_epi64(e, 0xD8));
}

__attribute__((target("avx2")))
static int row_exact_i16_avx2(const int16_t *x, int16_t *y, const int16_t *p, int D, int pc, int nvec,
                              uint64_t *nz, uint8_t *big)
{
    const __m256i lim = _mm256_set1_epi32(32767), thr = _mm256_set1_epi32(ABSINT_SPX_I16_NORM);
    uint32_t a = (uint16_t)x[pc];
    __m256i pair = _mm256_set1_epi32((int)((uint32_t)(uint16_t)D | (a << 16)));
    __m256i mx = _mm256_setzero_si256(), r[4];
    for (int v = 0; v < nvec; v++) {
        __m256i xv = _mm256_loadu_si256((const __m256i *)(x + 16 * v));
        __m256i pv = _mm256_loadu_si256((const __m256i *)(p + 16 * v));
        __m256i lo = _mm256_madd_epi16(_mm256_unpacklo_epi16(xv, pv), pair);
        __m256i hi = _mm256_madd_epi16(_mm256_unpackhi_epi16(xv, pv), pair);
        mx = _mm256_max_epi32(mx, _mm256_max_epi32(_mm256_abs_epi32(lo), _mm256_abs_epi32(hi)));
        r[v] = _mm256_packs_epi32(lo, hi); /* per 128-bit lane: restores column order */
        _mm256_storeu_si256((__m256i *)(y + 16 * v), r[v]);
    }
    uint64_t m = 0;
    for (int v = 0; v < nvec; v += 2) m |= (uint64_t)nz32_avx2(r[v], r[v + 1]) << (16 * v);
    *nz = m;
    *big = !_mm256_testz_si256(_mm256_cmpgt_epi32(mx, thr), _mm256_cmpgt_epi32(mx, thr));
    __m256i o = _mm256_cmpgt_epi32(mx, lim);
    return !_mm256_testz_si256(o, o);
}

__attribute__((target("avx2")))
int absint_spx_kernel_i16_avx2(int nrows, int16_t *const *out, const int16_t *const *in,
                               const int16_t *p, int D, int pc, int stride, uint64_t *nz,
                               uint8_t *big)
{
    if (nrows < 0 || !p || (nrows > 0 && (!out || !in || !nz || !big)) || pc < 2 || pc >= stride ||
        (stride != 32 && stride != 64) || D < 1 || D > 32767) return ABSINT_EINVAL;
    int nvec = stride / 16, ovf = 0, B = 0;
    for (int j = 0; j < stride; j++) { int v = p[j] < 0 ? -p[j] : p[j]; B = v > B ? v : B; }
    int X = 32767 / (D + B); /* 0 when D + B > 32767: every row takes the exact path */
    const __m256i Xv = _mm256_set1_epi16((short)X), thr = _mm256_set1_epi16(ABSINT_SPX_I16_NORM);
    const __m256i Dv = _mm256_set1_epi16((short)D);
    __m256i pv[4];
    for (int v = 0; v < nvec; v++) pv[v] = _mm256_loadu_si256((const __m256i *)(p + 16 * v));
    __m256i seen = _mm256_setzero_si256();
    for (int k = 0; k < nrows; k++) { /* speculative: every row by the fast path */
        const int16_t *x = in[k];
        int16_t *y = out[k];
        __m256i av = _mm256_set1_epi16(x[pc]), bg = _mm256_setzero_si256(), r[4];
        for (int v = 0; v < nvec; v++) {
            __m256i xv = _mm256_loadu_si256((const __m256i *)(x + 16 * v));
            seen = _mm256_max_epu16(seen, _mm256_abs_epi16(xv));
            r[v] = _mm256_add_epi16(_mm256_mullo_epi16(xv, Dv), _mm256_mullo_epi16(pv[v], av));
            _mm256_storeu_si256((__m256i *)(y + 16 * v), r[v]);
            bg = _mm256_or_si256(bg, _mm256_cmpgt_epi16(_mm256_abs_epi16(r[v]), thr));
        }
        uint64_t m = 0;
        for (int v = 0; v < nvec; v += 2) m |= (uint64_t)nz32_avx2(r[v], r[v + 1]) << (16 * v);
        nz[k] = m;
        big[k] = !_mm256_testz_si256(bg, bg);
    }
    /* every input magnitude <= X (unsigned: |-32768| reads as 32768) */
    __m256i le = _mm256_cmpeq_epi16(_mm256_max_epu16(seen, Xv), Xv);
    if (__builtin_expect(_mm256_movemask_epi8(le) == -1, 1)) return 0;
    for (int k = 0; k < nrows; k++) ovf |= row_exact_i16_avx2(in[k], out[k], p, D, pc, nvec, &nz[k], &big[k]);
    return ovf != 0;
}

/* int16 row update with AVX-512BW.
 *
 * Fast path: one bound per pivot. With B = max |p_j| and X = 32767 / (D + B), a row whose entries all
 * have |x_j| <= X (so also |a| = |x_pc| <= X) gives |D*x_j + a*p_j| <= X*(D + B) <= 32767: both
 * products and their sum are exact in wrapping 16-bit lanes (two vpmullw and a vpaddw). Every row is
 * first computed that way while the input magnitudes are folded into one vector (vpabsw + vpmaxuw per
 * row, no branch); one compare at the end decides whether every row was exact.
 * Slow path, when some input row exceeds X (in = out is impossible: out is the spare slot, so the
 * inputs are intact): every row is redone exactly. vpmaddwd forms D*x + a*p exactly in int32 from interleaved (x, p)
 * pairs, so overflow is one max per vector and one compare per row, never a per-lane check.
 * Both paths give the scalar twin's rows, masks and flags bit for bit. */
#pragma GCC optimize("fp-contract=off") /* the float kernel rounds after every op, like its twin */
#include "absint_simplex.h"
#include "simplex_i64.h"
#include <immintrin.h>

__attribute__((target("avx512f,avx512bw")))
static int row_exact(const int16_t *x, int16_t *y, const int16_t *p, int D, int pc, int nvec,
                     uint64_t *nz, uint8_t *big)
{
    const __m512i lim = _mm512_set1_epi32(32767), thr = _mm512_set1_epi32(ABSINT_SPX_I16_NORM);
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
    *big = _mm512_cmpgt_epi32_mask(mx, thr) != 0;
    *nz = m;
    return _mm512_cmpgt_epi32_mask(mx, lim) != 0;
}

__attribute__((target("avx512f,avx512bw")))
int absint_spx_kernel_i16_avx512(int nrows, int16_t *const *out, const int16_t *const *in,
                                 const int16_t *p, int D, int pc, int stride, uint64_t *nz,
                                 uint8_t *big)
{
    if (nrows < 0 || !p || (nrows > 0 && (!out || !in || !nz || !big)) || pc < 2 || pc >= stride ||
        (stride != 32 && stride != 64) || D < 1 || D > 32767) return ABSINT_EINVAL;
    int nvec = stride / 32, ovf = 0;
    __m512i p0 = _mm512_loadu_si512((const void *)p);
    __m512i p1 = nvec > 1 ? _mm512_loadu_si512((const void *)(p + 32)) : _mm512_setzero_si512();
    /* B = max |p_j| (vpabsw of -32768 reads as 32768 unsigned: the bound stays an upper bound) */
    __m512i ap = _mm512_max_epu16(_mm512_abs_epi16(p0), _mm512_abs_epi16(p1));
    __m512i ap32 = _mm512_max_epu32(_mm512_srli_epi32(ap, 16), _mm512_and_si512(ap, _mm512_set1_epi32(0xffff)));
    int B = (int)_mm512_reduce_max_epu32(ap32);
    int X = 32767 / (D + B); /* 0 when D + B > 32767: every row takes the exact path */
    const __m512i Xv = _mm512_set1_epi16((short)X), thr = _mm512_set1_epi16(ABSINT_SPX_I16_NORM);
    const __m512i Dv = _mm512_set1_epi16((short)D);
    /* Speculative pass: every row by the fast path, the input magnitudes folded into one vector. */
    __m512i seen = _mm512_setzero_si512();
    for (int k = 0; k < nrows; k++) {
        const int16_t *x = in[k];
        int16_t *y = out[k];
        __m512i x0 = _mm512_loadu_si512((const void *)x);
        __m512i av = _mm512_set1_epi16(x[pc]);
        seen = _mm512_max_epu16(seen, _mm512_abs_epi16(x0));
        __m512i r0 = _mm512_add_epi16(_mm512_mullo_epi16(x0, Dv), _mm512_mullo_epi16(p0, av));
        _mm512_storeu_si512((void *)y, r0);
        uint64_t m = _mm512_test_epi16_mask(r0, r0);
        __mmask32 bg = _mm512_cmpgt_epu16_mask(_mm512_abs_epi16(r0), thr);
        if (nvec > 1) {
            __m512i x1 = _mm512_loadu_si512((const void *)(x + 32));
            seen = _mm512_max_epu16(seen, _mm512_abs_epi16(x1));
            __m512i r1 = _mm512_add_epi16(_mm512_mullo_epi16(x1, Dv), _mm512_mullo_epi16(p1, av));
            _mm512_storeu_si512((void *)(y + 32), r1);
            m |= (uint64_t)_mm512_test_epi16_mask(r1, r1) << 32;
            bg |= _mm512_cmpgt_epu16_mask(_mm512_abs_epi16(r1), thr);
        }
        nz[k] = m;
        big[k] = bg != 0;
    }
    if (__builtin_expect(!_mm512_cmpgt_epu16_mask(seen, Xv), 1)) return 0; /* every row was exact */
    /* Some row is above X: redo every row exactly (the inputs are untouched: out is the spare). */
    for (int k = 0; k < nrows; k++) ovf |= row_exact(in[k], out[k], p, D, pc, nvec, &nz[k], &big[k]);
    return ovf != 0;
}

/* int64 tier, AVX-512F: as the AVX2 kernel with eight lanes (vpmuldq), the range test by vpabsq. */
__attribute__((target("avx512f")))
int absint_spx_kernel_i64_avx512(int nrows, int64_t *const *out, const int64_t *const *in,
                                 const int64_t *p, int64_t D, int pc, int stride, uint64_t *nz,
                                 uint8_t *big)
{
    if (spx_i64_bad_args(nrows, out, in, p, D, pc, stride, nz, big)) return ABSINT_EINVAL;
    int ovf = 0, nvec = stride / 8;
    if (!spx_i64_p_small(p, D, stride)) {
        for (int k = 0; k < nrows; k++) ovf |= spx_i64_row_exact(in[k], out[k], p, D, pc, stride, &nz[k], &big[k]);
        return ovf;
    }
    const __m512i lim = _mm512_set1_epi64(0x7fffffffLL), Dv = _mm512_set1_epi64(D);
    const __m512i thr = _mm512_set1_epi64(ABSINT_SPX_I64_NORM);
    for (int k = 0; k < nrows; k++) {
        const int64_t *x = in[k];
        int64_t *y = out[k];
        __m512i fit = _mm512_setzero_si512();
        for (int v = 0; v < nvec; v++)
            fit = _mm512_or_si512(fit, _mm512_abs_epi64(_mm512_loadu_si512((const void *)(x + 8 * v))));
        if (_mm512_cmpgt_epu64_mask(fit, lim)) { /* |INT64_MIN| reads as 2^63: exact path too */
            ovf |= spx_i64_row_exact(x, y, p, D, pc, stride, &nz[k], &big[k]);
            continue;
        }
        const __m512i av = _mm512_set1_epi64(x[pc]);
        __m512i mag = _mm512_setzero_si512();
        uint64_t m = 0;
        for (int v = 0; v < nvec; v++) {
            __m512i xv = _mm512_loadu_si512((const void *)(x + 8 * v));
            __m512i pv = _mm512_loadu_si512((const void *)(p + 8 * v));
            __m512i w = _mm512_add_epi64(_mm512_mul_epi32(xv, Dv), _mm512_mul_epi32(pv, av));
            _mm512_storeu_si512((void *)(y + 8 * v), w);
            m |= (uint64_t)_mm512_test_epi64_mask(w, w) << (8 * v);
            mag = _mm512_or_si512(mag, _mm512_abs_epi64(w));
        }
        nz[k] = m;
        big[k] = _mm512_cmpgt_epu64_mask(mag, thr) != 0;
    }
    return ovf;
}

/* float-as-int24 row update with AVX-512F: the AVX2 kernel on 16-lane vectors (a stride of 8 mod 16
 * ends with one ymm). Products and
 * sums round like the scalar twin's; the caller reads the MXCSR inexact flag once per pivot. */
__attribute__((target("avx512f,avx2")))
int absint_spx_kernel_f24_avx512(int nrows, float *const *out, const float *const *in, const float *p,
                                 float D, int pc, int stride, uint64_t *nz, uint8_t *big)
{
    if (nrows < 0 || !p || (nrows > 0 && (!out || !in || !nz || !big)) || pc < 2 || pc >= stride ||
        stride < 8 || stride > 64 || stride % 8 || !(D >= 1.0f)) return ABSINT_EINVAL;
    const __m512 lim = _mm512_set1_ps(ABSINT_SPX_F24_LIMIT), thr = _mm512_set1_ps((float)ABSINT_SPX_F24_NORM);
    const __m512 zero = _mm512_setzero_ps(), Dv = _mm512_set1_ps(D);
    const __m256 sign8 = _mm256_set1_ps(-0.0f), zero8 = _mm256_setzero_ps(), D8 = _mm256_set1_ps(D);
    int ovf = 0, nfull = stride / 16, tail = stride % 16; /* tail: 0 or 8 columns, one ymm */
    __m512 pv[4];
    for (int v = 0; v < nfull; v++) pv[v] = _mm512_loadu_ps(p + 16 * v);
    __m256 pt = tail ? _mm256_loadu_ps(p + 16 * nfull) : zero8;
    for (int k = 0; k < nrows; k++) {
        const float *x = in[k];
        float *y = out[k];
        __m512 av = _mm512_set1_ps(x[pc]), mx = zero;
        uint64_t m = 0;
        for (int v = 0; v < nfull; v++) {
            __m512 r = _mm512_add_ps(_mm512_mul_ps(Dv, _mm512_loadu_ps(x + 16 * v)), _mm512_mul_ps(av, pv[v]));
            _mm512_storeu_ps(y + 16 * v, r);
            mx = _mm512_max_ps(mx, _mm512_abs_ps(r));
            m |= (uint64_t)_mm512_cmp_ps_mask(r, zero, _CMP_NEQ_OQ) << (16 * v);
        }
        int o = _mm512_cmp_ps_mask(mx, lim, _CMP_GE_OQ) != 0, bg = _mm512_cmp_ps_mask(mx, thr, _CMP_GT_OQ) != 0;
        if (tail) { /* the last eight columns in a ymm, rounded the same way */
            __m256 r = _mm256_add_ps(_mm256_mul_ps(D8, _mm256_loadu_ps(x + 16 * nfull)),
                                     _mm256_mul_ps(_mm256_set1_ps(x[pc]), pt));
            _mm256_storeu_ps(y + 16 * nfull, r);
            __m256 a = _mm256_andnot_ps(sign8, r);
            m |= (uint64_t)(uint8_t)_mm256_movemask_ps(_mm256_cmp_ps(r, zero8, _CMP_NEQ_OQ)) << (16 * nfull);
            o |= _mm256_movemask_ps(_mm256_cmp_ps(a, _mm256_set1_ps(ABSINT_SPX_F24_LIMIT), _CMP_GE_OQ)) != 0;
            bg |= _mm256_movemask_ps(_mm256_cmp_ps(a, _mm256_set1_ps((float)ABSINT_SPX_F24_NORM), _CMP_GT_OQ)) != 0;
        }
        ovf |= o;
        big[k] = (uint8_t)bg;
        nz[k] = m;
    }
    return ovf != 0;
}

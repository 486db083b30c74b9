/* Column kernels with AVX-512 (contract in absint_simplex.h, scalar twins in simplex_kernels.c).
 *
 * int16 (AVX-512BW): a column of 30 rows is one zmm, so a pivot's update is, per column, two vpmullw
 * and a vpaddw on all rows at once. Whether anything can overflow is decided once per call from the
 * rows' magnitude bounds (|dm| mag + |am| B by vpmaddwd, exact in int32): in the common case no entry
 * is checked. Otherwise every entry is formed exactly in int32 (vpmaddwd on interleaved (x, am) and
 * (dm, p_k) pairs), one max per vector and one compare per call. A last block of 16 rows is a masked
 * zmm. float (AVX-512F): 16 rows per zmm; int64 (AVX-512F): 8 rows per zmm, vpmuldq. */
#pragma GCC optimize("fp-contract=off") /* the float kernel rounds after every op, like its twin */
#include "absint_simplex.h"
#include "simplex_col.h"
#include <immintrin.h>

#define LD(p) _mm512_loadu_si512((const void *)(p))
#define ST(p, v) _mm512_storeu_si512((void *)(p), (v))


__attribute__((target("avx512f,avx512bw")))
int absint_spx_col_i16_avx512(int ncol, int nlanes, int cs, int16_t *out, const int16_t *in,
                              const int16_t *p, int16_t pmax, const int16_t *dm, const int16_t *am,
                              const int16_t *mag_in, int16_t *mag_out)
{
    if (spx_col_bad(ncol, nlanes, cs, out, in, p, dm, am, mag_in, mag_out) || pmax < 0) return ABSINT_EINVAL;
    /* Speculatively the unchecked update of every row (out is the spare: redone below if the bound
     * fails), four columns per iteration (two in the general path); the bound that proves it is formed
     * before the columns on the 32-row path, so it overlaps with their stores. Up to 32 rows (the common
     * case) one zmm holds a whole column: that path is written out on its own. */
    const __m512i Bv = _mm512_set1_epi16(pmax), lim = _mm512_set1_epi32(32767);
    if (nlanes == 32) {
        __m512i d = LD(dm), a = LD(am);
        /* the bound first: independent of the columns, it overlaps with their stores */
        __m512i ad = _mm512_abs_epi16(d), aa = _mm512_abs_epi16(a), g = LD(mag_in);
        __m512i lo = _mm512_madd_epi16(_mm512_unpacklo_epi16(ad, aa), _mm512_unpacklo_epi16(g, Bv));
        __m512i hi = _mm512_madd_epi16(_mm512_unpackhi_epi16(ad, aa), _mm512_unpackhi_epi16(g, Bv));
        __mmask16 bad32 = _mm512_cmpgt_epi32_mask(lo, lim) | _mm512_cmpgt_epi32_mask(hi, lim);
        int k = 0;
        const int16_t *x = in;
        int16_t *y = out;
        for (; k + 4 <= ncol; k += 4, x += 4 * (size_t)cs, y += 4 * (size_t)cs) { /* four columns a turn */
            __m512i x0 = LD(x), x1 = LD(x + cs), x2 = LD(x + 2 * (size_t)cs), x3 = LD(x + 3 * (size_t)cs);
            ST(y, _mm512_add_epi16(_mm512_mullo_epi16(x0, d), _mm512_mullo_epi16(a, _mm512_set1_epi16(p[k]))));
            ST(y + cs, _mm512_add_epi16(_mm512_mullo_epi16(x1, d), _mm512_mullo_epi16(a, _mm512_set1_epi16(p[k + 1]))));
            ST(y + 2 * (size_t)cs,
               _mm512_add_epi16(_mm512_mullo_epi16(x2, d), _mm512_mullo_epi16(a, _mm512_set1_epi16(p[k + 2]))));
            ST(y + 3 * (size_t)cs,
               _mm512_add_epi16(_mm512_mullo_epi16(x3, d), _mm512_mullo_epi16(a, _mm512_set1_epi16(p[k + 3]))));
        }
        for (; k + 2 <= ncol; k += 2) {
            __m512i p0 = _mm512_set1_epi16(p[k]), p1 = _mm512_set1_epi16(p[k + 1]);
            ST(out + (size_t)k * cs, _mm512_add_epi16(_mm512_mullo_epi16(LD(in + (size_t)k * cs), d), _mm512_mullo_epi16(a, p0)));
            ST(out + (size_t)(k + 1) * cs,
               _mm512_add_epi16(_mm512_mullo_epi16(LD(in + (size_t)(k + 1) * cs), d), _mm512_mullo_epi16(a, p1)));
        }
        if (k < ncol)
            ST(out + (size_t)k * cs,
               _mm512_add_epi16(_mm512_mullo_epi16(LD(in + (size_t)k * cs), d), _mm512_mullo_epi16(a, _mm512_set1_epi16(p[k]))));
        ST(mag_out, _mm512_packs_epi32(lo, hi));
        if (__builtin_expect(!bad32, 1)) return 0;
        goto exact;
    }
    int c = 0;
    for (; c + 32 <= nlanes; c += 32) {
        __m512i d = LD(dm + c), a = LD(am + c);
        const int16_t *x = in + c;
        int16_t *y = out + c;
        int k = 0;
        for (; k + 2 <= ncol; k += 2, x += 2 * (size_t)cs, y += 2 * (size_t)cs) {
            __m512i p0 = _mm512_set1_epi16(p[k]), p1 = _mm512_set1_epi16(p[k + 1]);
            ST(y, _mm512_add_epi16(_mm512_mullo_epi16(LD(x), d), _mm512_mullo_epi16(a, p0)));
            ST(y + cs, _mm512_add_epi16(_mm512_mullo_epi16(LD(x + cs), d), _mm512_mullo_epi16(a, p1)));
        }
        if (k < ncol) ST(y, _mm512_add_epi16(_mm512_mullo_epi16(LD(x), d), _mm512_mullo_epi16(a, _mm512_set1_epi16(p[k]))));
    }
    if (c < nlanes) { /* 16 rows left: a masked zmm */
        const __mmask32 m = 0xffffu;
        __m512i d = _mm512_maskz_loadu_epi16(m, dm + c), a = _mm512_maskz_loadu_epi16(m, am + c);
        for (int k = 0; k < ncol; k++) {
            __m512i x = _mm512_maskz_loadu_epi16(m, in + (size_t)k * cs + c);
            _mm512_mask_storeu_epi16(out + (size_t)k * cs + c, m,
                                     _mm512_add_epi16(_mm512_mullo_epi16(x, d), _mm512_mullo_epi16(a, _mm512_set1_epi16(p[k]))));
        }
    }
    __mmask16 bad = 0;
    for (c = 0; c < nlanes; c += 32) { /* the bound of every row, 32 rows per vector */
        __mmask32 m = nlanes - c >= 32 ? 0xffffffffu : 0xffffu;
        __m512i d = _mm512_abs_epi16(_mm512_maskz_loadu_epi16(m, dm + c));
        __m512i a = _mm512_abs_epi16(_mm512_maskz_loadu_epi16(m, am + c));
        __m512i g = _mm512_maskz_loadu_epi16(m, mag_in + c);
        __m512i lo = _mm512_madd_epi16(_mm512_unpacklo_epi16(d, a), _mm512_unpacklo_epi16(g, Bv));
        __m512i hi = _mm512_madd_epi16(_mm512_unpackhi_epi16(d, a), _mm512_unpackhi_epi16(g, Bv));
        bad |= _mm512_cmpgt_epi32_mask(lo, lim) | _mm512_cmpgt_epi32_mask(hi, lim);
        __m512i b = _mm512_packs_epi32(lo, hi); /* row order restored */
        if (m == 0xffffffffu) ST(mag_out + c, b); /* a masked store would not forward to later loads */
        else _mm512_mask_storeu_epi16(mag_out + c, m, b);
    }
    if (__builtin_expect(!bad, 1)) return 0;
exact: /* dm x + am p in int32 per entry */
    __mmask16 over = 0;
    const __m512i z = _mm512_setzero_si512();
    for (int c = 0; c < nlanes; c += 32) {
        __mmask32 m = nlanes - c >= 32 ? 0xffffffffu : 0xffffu;
        __m512i d = _mm512_maskz_loadu_epi16(m, dm + c), a = _mm512_maskz_loadu_epi16(m, am + c);
        __m512i mlo = z, mhi = z;
        for (int k = 0; k < ncol; k++) {
            __m512i x = _mm512_maskz_loadu_epi16(m, in + (size_t)k * cs + c), pk = _mm512_set1_epi16(p[k]);
            __m512i lo = _mm512_madd_epi16(_mm512_unpacklo_epi16(x, a), _mm512_unpacklo_epi16(d, pk));
            __m512i hi = _mm512_madd_epi16(_mm512_unpackhi_epi16(x, a), _mm512_unpackhi_epi16(d, pk));
            mlo = _mm512_max_epi32(mlo, _mm512_abs_epi32(lo));
            mhi = _mm512_max_epi32(mhi, _mm512_abs_epi32(hi));
            _mm512_mask_storeu_epi16(out + (size_t)k * cs + c, m, _mm512_packs_epi32(lo, hi));
        }
        over |= _mm512_cmpgt_epi32_mask(mlo, lim) | _mm512_cmpgt_epi32_mask(mhi, lim);
        _mm512_mask_storeu_epi16(mag_out + c, m, _mm512_packs_epi32(mlo, mhi)); /* saturates like the twin */
    }
    return over != 0;
}

/* float as exact int24, 16 rows per zmm (nlanes is a multiple of 16). The bound is formed exactly (in
 * float when every factor is at most 2047, else in double: the twin's integers); under it every product
 * and sum is an integer below 2^24, so the unchecked entries are dm * x + am * p_k by one FMA on
 * am * p_k (exact either way: the twin's bits, signed zeros included) and no flag is read. Unproven,
 * the entries round after every op like the twin's and the MXCSR inexact flag decides. */
#define FMA16(d, x, a, pk) _mm512_fmadd_ps((d), (x), _mm512_mul_ps((a), (pk)))

static int f24_avx512_general(int ncol, int nlanes, int cs, float *out, const float *in, const float *p, float B,
                              const float *dm, const float *am, const float *mag_in, float *mag_out);

__attribute__((target("avx512f,avx2,fma")))
int absint_spx_col_f24_avx512(int ncol, int nlanes, int cs, float *out, const float *in, const float *p, float pmax,
                              const float *dm, const float *am, const float *mag_in, float *mag_out)
{
    if (spx_col_bad(ncol, nlanes, cs, out, in, p, dm, am, mag_in, mag_out)) return ABSINT_EINVAL;
    if (!(pmax >= 0.0f && pmax < ABSINT_SPX_F24_LIMIT)) return ABSINT_EINVAL;
    float B = pmax;
    if (nlanes == 32 && B <= 2047.0f) {
        /* Up to 32 rows (the common case), written out on its own: a column is two zmm, the
         * multipliers stay in registers, the bound's test (every |dm|, |am| and mag at most 2047:
         * products below 2^22, sums below 2^23) is one compare on the vectors already loaded, and the
         * column stream runs two columns a turn with no other test (the magnitudes are stored first,
         * so nothing is read after the stream's stores). */
        const __m512 small = _mm512_set1_ps(2047.0f);
        __m512 d0 = _mm512_loadu_ps(dm), d1 = _mm512_loadu_ps(dm + 16);
        __m512 a0 = _mm512_loadu_ps(am), a1 = _mm512_loadu_ps(am + 16);
        __m512 g0 = _mm512_loadu_ps(mag_in), g1 = _mm512_loadu_ps(mag_in + 16);
        __m512 e0 = _mm512_abs_ps(d0), e1 = _mm512_abs_ps(d1), f0 = _mm512_abs_ps(a0), f1 = _mm512_abs_ps(a1);
        __m512 top = _mm512_max_ps(_mm512_max_ps(_mm512_max_ps(e0, e1), _mm512_max_ps(f0, f1)), _mm512_max_ps(g0, g1));
        if (__builtin_expect(!_mm512_cmp_ps_mask(top, small, _CMP_GT_OQ), 1)) {
            const __m512 Bf = _mm512_set1_ps(B);
            _mm512_storeu_ps(mag_out, _mm512_add_ps(_mm512_mul_ps(e0, g0), _mm512_mul_ps(f0, Bf)));
            _mm512_storeu_ps(mag_out + 16, _mm512_add_ps(_mm512_mul_ps(e1, g1), _mm512_mul_ps(f1, Bf)));
            const float *x = in;
            float *y = out;
            int k = 0;
            for (; k + 2 <= ncol; k += 2, x += 2 * (size_t)cs, y += 2 * (size_t)cs) {
                __m512 p0 = _mm512_set1_ps(p[k]), p1 = _mm512_set1_ps(p[k + 1]);
                _mm512_storeu_ps(y, FMA16(d0, _mm512_loadu_ps(x), a0, p0));
                _mm512_storeu_ps(y + 16, FMA16(d1, _mm512_loadu_ps(x + 16), a1, p0));
                _mm512_storeu_ps(y + cs, FMA16(d0, _mm512_loadu_ps(x + cs), a0, p1));
                _mm512_storeu_ps(y + cs + 16, FMA16(d1, _mm512_loadu_ps(x + cs + 16), a1, p1));
            }
            if (k < ncol) {
                __m512 pk = _mm512_set1_ps(p[k]);
                _mm512_storeu_ps(y, FMA16(d0, _mm512_loadu_ps(x), a0, pk));
                _mm512_storeu_ps(y + 16, FMA16(d1, _mm512_loadu_ps(x + 16), a1, pk));
            }
            return 0;
        }
    }
    return f24_avx512_general(ncol, nlanes, cs, out, in, p, B, dm, am, mag_in, mag_out);
}

/* Any number of rows, any bound (out of line: the 32-row path above then needs no saved registers). */
__attribute__((target("avx512f,avx2,fma"), noinline))
static int f24_avx512_general(int ncol, int nlanes, int cs, float *out, const float *in, const float *p, float B,
                              const float *dm, const float *am, const float *mag_in, float *mag_out)
{
    const __m512 lim = _mm512_set1_ps(ABSINT_SPX_F24_LIMIT);
    /* The bound. When |dm|, mag, |am| and B are all at most 2047 (small rows, the common case) it is
     * formed in float: products below 2^22, sums below 2^23, all exact and no flag raised, and below
     * 2^24 so the fast path is certain. Otherwise in double, eight rows at a time: exact too. Either
     * way the same integers as the twin's. */
    const __m512 small = _mm512_set1_ps(2047.0f);
    __m512 top = _mm512_setzero_ps();
    for (int c = 0; c < nlanes; c += 16)
        top = _mm512_max_ps(top, _mm512_max_ps(_mm512_max_ps(_mm512_abs_ps(_mm512_loadu_ps(dm + c)),
                                                             _mm512_abs_ps(_mm512_loadu_ps(am + c))),
                                               _mm512_loadu_ps(mag_in + c)));
    __mmask8 bad = 0;
    if (B <= 2047.0f && !_mm512_cmp_ps_mask(top, small, _CMP_GT_OQ)) {
        const __m512 Bf = _mm512_set1_ps(B);
        for (int c = 0; c < nlanes; c += 16)
            _mm512_storeu_ps(mag_out + c, _mm512_add_ps(_mm512_mul_ps(_mm512_abs_ps(_mm512_loadu_ps(dm + c)),
                                                                      _mm512_loadu_ps(mag_in + c)),
                                                        _mm512_mul_ps(_mm512_abs_ps(_mm512_loadu_ps(am + c)), Bf)));
    } else {
        const __m512d Bv = _mm512_set1_pd((double)B), limd = _mm512_set1_pd((double)ABSINT_SPX_F24_LIMIT);
        const __m256 sign8 = _mm256_set1_ps(-0.0f);
        for (int c = 0; c < nlanes; c += 8) {
            __m512d u = _mm512_mul_pd(_mm512_cvtps_pd(_mm256_andnot_ps(sign8, _mm256_loadu_ps(dm + c))),
                                      _mm512_cvtps_pd(_mm256_loadu_ps(mag_in + c)));
            __m512d v = _mm512_mul_pd(_mm512_cvtps_pd(_mm256_andnot_ps(sign8, _mm256_loadu_ps(am + c))), Bv);
            __m512d b = _mm512_add_pd(u, v);
            bad |= _mm512_cmp_pd_mask(b, limd, _CMP_GE_OQ);
            _mm256_storeu_ps(mag_out + c, _mm512_cvtpd_ps(_mm512_min_pd(b, limd))); /* exact */
        }
    }
    if (__builtin_expect(!bad, 1)) {
        int c = 0;
        for (; c + 32 <= nlanes; c += 32) { /* two vectors of rows per column */
            __m512 d0 = _mm512_loadu_ps(dm + c), d1 = _mm512_loadu_ps(dm + c + 16);
            __m512 a0 = _mm512_loadu_ps(am + c), a1 = _mm512_loadu_ps(am + c + 16);
            for (int k = 0; k < ncol; k++) {
                const float *x = in + (size_t)k * cs + c;
                float *y = out + (size_t)k * cs + c;
                __m512 pk = _mm512_set1_ps(p[k]);
                _mm512_storeu_ps(y, FMA16(d0, _mm512_loadu_ps(x), a0, pk));
                _mm512_storeu_ps(y + 16, FMA16(d1, _mm512_loadu_ps(x + 16), a1, pk));
            }
        }
        if (c < nlanes) {
            __m512 d0 = _mm512_loadu_ps(dm + c), a0 = _mm512_loadu_ps(am + c);
            for (int k = 0; k < ncol; k++) {
                __m512 pk = _mm512_set1_ps(p[k]);
                _mm512_storeu_ps(out + (size_t)k * cs + c, FMA16(d0, _mm512_loadu_ps(in + (size_t)k * cs + c), a0, pk));
            }
        }
        return 0;
    }
    /* Unproven: the inexact flag decides, read around this path only (MXCSR left as found). */
    unsigned csr = _mm_getcsr();
    if (csr & SPX_MXCSR_INEXACT) _mm_setcsr(csr & ~SPX_MXCSR_INEXACT);
    __mmask16 over = 0;
    for (int c = 0; c < nlanes; c += 16) {
        __m512 d0 = _mm512_loadu_ps(dm + c), a0 = _mm512_loadu_ps(am + c), m0 = _mm512_setzero_ps();
        for (int k = 0; k < ncol; k++) {
            __m512 pk = _mm512_set1_ps(p[k]);
            __m512 r = _mm512_add_ps(_mm512_mul_ps(d0, _mm512_loadu_ps(in + (size_t)k * cs + c)), _mm512_mul_ps(a0, pk));
            _mm512_storeu_ps(out + (size_t)k * cs + c, r);
            m0 = _mm512_max_ps(m0, _mm512_abs_ps(r));
        }
        _mm512_storeu_ps(mag_out + c, m0);
        over |= _mm512_cmp_ps_mask(m0, lim, _CMP_GE_OQ);
    }
    int inexact = (_mm_getcsr() & SPX_MXCSR_INEXACT) != 0;
    _mm_setcsr(csr);
    return over != 0 || inexact;
}

/* int64 tier, AVX-512F: eight rows per zmm, vpmuldq when every factor fits 32 bits (one test per
 * call), else the shared exact path. */
__attribute__((target("avx512f")))
int absint_spx_col_i64_avx512(int ncol, int nlanes, int cs, int64_t *out, const int64_t *in,
                              const int64_t *p, int64_t pmax, const int64_t *dm, const int64_t *am,
                              const int64_t *mag_in, int64_t *mag_out)
{
    if (spx_col_bad(ncol, nlanes, cs, out, in, p, dm, am, mag_in, mag_out)) return ABSINT_EINVAL;
    if (pmax < 0) return ABSINT_EINVAL;
    if (!spx_i64_small(nlanes, pmax, dm, am, mag_in))
        return spx_i64_exact(ncol, nlanes, cs, out, in, p, dm, am, mag_out);
    spx_i64_bound(nlanes, (uint64_t)pmax, dm, am, mag_in, mag_out);
    for (int c = 0; c < nlanes; c += 16) {
        __m512i d0 = LD(dm + c), d1 = LD(dm + c + 8), a0 = LD(am + c), a1 = LD(am + c + 8);
        for (int k = 0; k < ncol; k++) {
            const int64_t *x = in + (size_t)k * cs + c;
            int64_t *y = out + (size_t)k * cs + c;
            __m512i pk = _mm512_set1_epi64(p[k]);
            ST(y, _mm512_add_epi64(_mm512_mul_epi32(LD(x), d0), _mm512_mul_epi32(a0, pk)));
            ST(y + 8, _mm512_add_epi64(_mm512_mul_epi32(LD(x + 8), d1), _mm512_mul_epi32(a1, pk)));
        }
    }
    return 0;
}

/* Small-prime sieve, int16, 32 rows per zmm (a last block of 16 masked). A pass: the primes that
 * divide some row's first entry (its denominator) are the only candidates; one sweep over the columns
 * folds |x| into the exact magnitudes, x into an OR (its trailing zeros: the power of two of the row)
 * and tests each candidate on every row (|x| times p^-1 mod 2^16 against (2^16 - 1) / p); then every
 * row is shifted by its power of two and multiplied by the product of the inverses of its odd primes.
 * Passes repeat while some row had an odd prime (its powers). Rows whose first entry is zero (the
 * tableau's padding: a real row's denominator is >= 1) are left as they are. */
__attribute__((target("avx512f,avx512bw")))
static inline __m512i ctz16_avx512(__m512i v) /* trailing zeros of nonzero lanes, 0 for zero lanes */
{
    __m512i b = _mm512_and_si512(v, _mm512_sub_epi16(_mm512_setzero_si512(), v)), s = _mm512_setzero_si512();
    s = _mm512_mask_add_epi16(s, _mm512_test_epi16_mask(b, _mm512_set1_epi16((short)0xFF00)), s, _mm512_set1_epi16(8));
    s = _mm512_mask_add_epi16(s, _mm512_test_epi16_mask(b, _mm512_set1_epi16((short)0xF0F0)), s, _mm512_set1_epi16(4));
    s = _mm512_mask_add_epi16(s, _mm512_test_epi16_mask(b, _mm512_set1_epi16((short)0xCCCC)), s, _mm512_set1_epi16(2));
    return _mm512_mask_add_epi16(s, _mm512_test_epi16_mask(b, _mm512_set1_epi16((short)0xAAAA)), s, _mm512_set1_epi16(1));
}

__attribute__((target("avx512f,avx512bw")))
int absint_spx_sieve_i16_avx512(int ncol, int nlanes, int cs, int16_t *cols, int16_t *mag)
{
    if (spx_sieve_bad(ncol, nlanes, cs, cols, mag)) return ABSINT_EINVAL;
    __m512i inv[5], lim[5];
    for (int t = 0; t < 5; t++) {
        inv[t] = _mm512_set1_epi16((short)spx_sieve_inv16[t]);
        lim[t] = _mm512_set1_epi16((short)spx_sieve_lim16[t]);
    }
    for (int c = 0; c < nlanes; c += 32) {
        __mmask32 m = nlanes - c >= 32 ? 0xffffffffu : 0xffffu;
        for (;;) {
            __m512i a0 = _mm512_abs_epi16(_mm512_maskz_loadu_epi16(m, cols + c));
            __mmask32 d[5], live = _mm512_test_epi16_mask(a0, a0) & m; /* rows with a first entry */
            int act[5], na = 0;
            for (int t = 0; t < 5; t++) { /* a prime dividing the whole row divides its first entry */
                d[t] = _mm512_cmple_epu16_mask(_mm512_mullo_epi16(a0, inv[t]), lim[t]) & live;
                if (d[t]) act[na++] = t;
            }
            __m512i mx = _mm512_setzero_si512(), orv = mx;
            for (int k = 0; k < ncol; k++) {
                __m512i x = _mm512_maskz_loadu_epi16(m, cols + (size_t)k * cs + c), a = _mm512_abs_epi16(x);
                mx = _mm512_max_epu16(mx, a);
                orv = _mm512_or_si512(orv, x);
                for (int u = 0; u < na; u++)
                    d[act[u]] &= _mm512_cmple_epu16_mask(_mm512_mullo_epi16(a, inv[act[u]]), lim[act[u]]);
            }
            __mmask32 odd = 0;
            for (int u = 0; u < na; u++) odd |= d[act[u]];
            __m512i sh = _mm512_maskz_mov_epi16(live, ctz16_avx512(orv));
            if (!odd && !_mm512_test_epi16_mask(sh, sh)) {
                _mm512_mask_storeu_epi16(mag + c, m, mx);
                break;
            }
            __m512i g = _mm512_set1_epi16(1);
            for (int u = 0; u < na; u++) g = _mm512_mask_mullo_epi16(g, d[act[u]], g, inv[act[u]]);
            for (int k = 0; k < ncol; k++) {
                int16_t *y = cols + (size_t)k * cs + c;
                __m512i x = _mm512_maskz_loadu_epi16(m, y);
                _mm512_mask_storeu_epi16(y, m, _mm512_mullo_epi16(_mm512_srav_epi16(x, sh), g));
            }
            if (!odd) { /* only powers of two: they are all out, and the magnitudes shift with them */
                _mm512_mask_storeu_epi16(mag + c, m, _mm512_srlv_epi16(mx, sh));
                break;
            }
        }
    }
    return 0;
}

/* The float sieve on int32 (entries are integers below 2^24), 16 rows per zmm, as the int16 one. */
__attribute__((target("avx512f")))
static inline __m512i ctz32_avx512(__m512i v)
{
    __m512i b = _mm512_and_si512(v, _mm512_sub_epi32(_mm512_setzero_si512(), v)), s = _mm512_setzero_si512();
    static const unsigned pat[5] = {0xFFFF0000u, 0xFF00FF00u, 0xF0F0F0F0u, 0xCCCCCCCCu, 0xAAAAAAAAu};
    for (int i = 0; i < 5; i++)
        s = _mm512_mask_add_epi32(s, _mm512_test_epi32_mask(b, _mm512_set1_epi32((int)pat[i])), s,
                                  _mm512_set1_epi32(16 >> i));
    return s;
}

__attribute__((target("avx512f")))
int absint_spx_sieve_f24_avx512(int ncol, int nlanes, int cs, float *cols, float *mag)
{
    if (spx_sieve_bad(ncol, nlanes, cs, cols, mag)) return ABSINT_EINVAL;
    __m512i inv[5], lim[5];
    for (int t = 0; t < 5; t++) {
        inv[t] = _mm512_set1_epi32((int)spx_sieve_inv32[t]);
        lim[t] = _mm512_set1_epi32((int)spx_sieve_lim32[t]);
    }
    for (int c = 0; c < nlanes; c += 16) {
        for (;;) {
            __m512i a0 = _mm512_abs_epi32(_mm512_cvttps_epi32(_mm512_loadu_ps(cols + c)));
            __mmask16 d[5], live = _mm512_test_epi32_mask(a0, a0);
            int act[5], na = 0;
            for (int t = 0; t < 5; t++) {
                d[t] = _mm512_cmple_epu32_mask(_mm512_mullo_epi32(a0, inv[t]), lim[t]) & live;
                if (d[t]) act[na++] = t;
            }
            __m512i mx = _mm512_setzero_si512(), orv = mx;
            for (int k = 0; k < ncol; k++) {
                __m512i x = _mm512_cvttps_epi32(_mm512_loadu_ps(cols + (size_t)k * cs + c)), a = _mm512_abs_epi32(x);
                mx = _mm512_max_epu32(mx, a);
                orv = _mm512_or_si512(orv, x);
                for (int u = 0; u < na; u++)
                    d[act[u]] &= _mm512_cmple_epu32_mask(_mm512_mullo_epi32(a, inv[act[u]]), lim[act[u]]);
            }
            __mmask16 odd = 0;
            for (int u = 0; u < na; u++) odd |= d[act[u]];
            __m512i sh = _mm512_maskz_mov_epi32(live, ctz32_avx512(orv));
            if (!odd && !_mm512_test_epi32_mask(sh, sh)) {
                _mm512_storeu_ps(mag + c, _mm512_cvtepi32_ps(mx));
                break;
            }
            __m512i g = _mm512_set1_epi32(1);
            for (int u = 0; u < na; u++) g = _mm512_mask_mullo_epi32(g, d[act[u]], g, inv[act[u]]);
            for (int k = 0; k < ncol; k++) {
                float *y = cols + (size_t)k * cs + c;
                __m512i x = _mm512_cvttps_epi32(_mm512_loadu_ps(y));
                _mm512_storeu_ps(y, _mm512_cvtepi32_ps(_mm512_mullo_epi32(_mm512_srav_epi32(x, sh), g)));
            }
            if (!odd) {
                _mm512_storeu_ps(mag + c, _mm512_cvtepi32_ps(_mm512_srlv_epi32(mx, sh)));
                break;
            }
        }
    }
    return 0;
}

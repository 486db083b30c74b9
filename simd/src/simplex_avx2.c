/* Column kernels with AVX2 (contract in absint_simplex.h, scalar twins in simplex_kernels.c).
 *
 * The tableau is column-major: one column of all rows is two ymm of int16 for 30 rows, so a pivot's
 * update is, per column, two multiplies and an add on whole vectors of rows (dm * x + am * p_k, with
 * p_k broadcast). Whether anything can overflow is decided once per call for all rows from the rows'
 * magnitude bounds (vpmaddwd forms |dm| mag + |am| B exactly in int32): in the common case no entry
 * is checked at all. Otherwise the exact path forms every entry in int32 with vpmaddwd on interleaved
 * (x, am) and (dm, p_k) pairs: one max per vector, one compare per call. */
#pragma GCC optimize("fp-contract=off") /* the float kernel rounds after every op, like its twin */
#include "absint_simplex.h"
#include "simplex_col.h"
#include <immintrin.h>

#define LD(p) _mm256_loadu_si256((const __m256i *)(p))
#define ST(p, v) _mm256_storeu_si256((__m256i *)(p), (v))


__attribute__((target("avx2")))
int absint_spx_col_i16_avx2(int ncol, int nlanes, int cs, int16_t *out, const int16_t *in,
                            const int16_t *p, int16_t pmax, const int16_t *dm, const int16_t *am,
                            const int16_t *mag_in, int16_t *mag_out)
{
    if (spx_col_bad(ncol, nlanes, cs, out, in, p, dm, am, mag_in, mag_out) || pmax < 0) return ABSINT_EINVAL;
    /* Speculatively the unchecked update of every row (out is the spare: redone below if the bound
     * fails), then the bound that proves it. Up to 32 rows (the common case), two ymm per column,
     * written out on its own. */
    const __m256i Bv = _mm256_set1_epi16(pmax), lim = _mm256_set1_epi32(32767);
    if (nlanes == 32) {
        __m256i d0 = LD(dm), d1 = LD(dm + 16), a0 = LD(am), a1 = LD(am + 16);
        for (int k = 0; k < ncol; k++) {
            const int16_t *x = in + (size_t)k * cs;
            int16_t *y = out + (size_t)k * cs;
            __m256i pk = _mm256_set1_epi16(p[k]);
            ST(y, _mm256_add_epi16(_mm256_mullo_epi16(LD(x), d0), _mm256_mullo_epi16(a0, pk)));
            ST(y + 16, _mm256_add_epi16(_mm256_mullo_epi16(LD(x + 16), d1), _mm256_mullo_epi16(a1, pk)));
        }
        __m256i e0 = _mm256_abs_epi16(d0), e1 = _mm256_abs_epi16(d1), b0 = _mm256_abs_epi16(a0), b1 = _mm256_abs_epi16(a1);
        __m256i g0 = LD(mag_in), g1 = LD(mag_in + 16);
        __m256i l0 = _mm256_madd_epi16(_mm256_unpacklo_epi16(e0, b0), _mm256_unpacklo_epi16(g0, Bv));
        __m256i h0 = _mm256_madd_epi16(_mm256_unpackhi_epi16(e0, b0), _mm256_unpackhi_epi16(g0, Bv));
        __m256i l1 = _mm256_madd_epi16(_mm256_unpacklo_epi16(e1, b1), _mm256_unpacklo_epi16(g1, Bv));
        __m256i h1 = _mm256_madd_epi16(_mm256_unpackhi_epi16(e1, b1), _mm256_unpackhi_epi16(g1, Bv));
        ST(mag_out, _mm256_packs_epi32(l0, h0));
        ST(mag_out + 16, _mm256_packs_epi32(l1, h1));
        __m256i bad = _mm256_or_si256(_mm256_or_si256(_mm256_cmpgt_epi32(l0, lim), _mm256_cmpgt_epi32(h0, lim)),
                                      _mm256_or_si256(_mm256_cmpgt_epi32(l1, lim), _mm256_cmpgt_epi32(h1, lim)));
        if (__builtin_expect(_mm256_testz_si256(bad, bad), 1)) return 0;
        goto exact;
    }
    int c = 0;
    for (; c + 32 <= nlanes; c += 32) { /* two vectors of rows per column */
        __m256i d0 = LD(dm + c), d1 = LD(dm + c + 16), a0 = LD(am + c), a1 = LD(am + c + 16);
        for (int k = 0; k < ncol; k++) {
            const int16_t *x = in + (size_t)k * cs + c;
            int16_t *y = out + (size_t)k * cs + c;
            __m256i pk = _mm256_set1_epi16(p[k]);
            ST(y, _mm256_add_epi16(_mm256_mullo_epi16(LD(x), d0), _mm256_mullo_epi16(a0, pk)));
            ST(y + 16, _mm256_add_epi16(_mm256_mullo_epi16(LD(x + 16), d1), _mm256_mullo_epi16(a1, pk)));
        }
    }
    if (c < nlanes) {
        __m256i d0 = LD(dm + c), a0 = LD(am + c);
        for (int k = 0; k < ncol; k++) {
            __m256i pk = _mm256_set1_epi16(p[k]);
            ST(out + (size_t)k * cs + c,
               _mm256_add_epi16(_mm256_mullo_epi16(LD(in + (size_t)k * cs + c), d0), _mm256_mullo_epi16(a0, pk)));
        }
    }
    __m256i bad = _mm256_setzero_si256();
    for (c = 0; c < nlanes; c += 16) { /* the bound of every row, 16 rows per vector */
        __m256i d = _mm256_abs_epi16(LD(dm + c)), a = _mm256_abs_epi16(LD(am + c)), g = LD(mag_in + c);
        __m256i lo = _mm256_madd_epi16(_mm256_unpacklo_epi16(d, a), _mm256_unpacklo_epi16(g, Bv));
        __m256i hi = _mm256_madd_epi16(_mm256_unpackhi_epi16(d, a), _mm256_unpackhi_epi16(g, Bv));
        bad = _mm256_or_si256(bad, _mm256_or_si256(_mm256_cmpgt_epi32(lo, lim), _mm256_cmpgt_epi32(hi, lim)));
        ST(mag_out + c, _mm256_packs_epi32(lo, hi)); /* unpack then pack: row order restored */
    }
    if (__builtin_expect(_mm256_testz_si256(bad, bad), 1)) return 0;
exact: /* dm x + am p in int32 per entry */
    __m256i over = _mm256_setzero_si256();
    const __m256i z = _mm256_setzero_si256();
    for (int c = 0; c < nlanes; c += 16) {
        __m256i d = LD(dm + c), a = LD(am + c), mlo = z, mhi = z;
        for (int k = 0; k < ncol; k++) {
            __m256i x = LD(in + (size_t)k * cs + c), pk = _mm256_set1_epi16(p[k]);
            __m256i lo = _mm256_madd_epi16(_mm256_unpacklo_epi16(x, a), _mm256_unpacklo_epi16(d, pk));
            __m256i hi = _mm256_madd_epi16(_mm256_unpackhi_epi16(x, a), _mm256_unpackhi_epi16(d, pk));
            mlo = _mm256_max_epi32(mlo, _mm256_abs_epi32(lo));
            mhi = _mm256_max_epi32(mhi, _mm256_abs_epi32(hi));
            ST(out + (size_t)k * cs + c, _mm256_packs_epi32(lo, hi));
        }
        over = _mm256_or_si256(over, _mm256_or_si256(_mm256_cmpgt_epi32(mlo, lim), _mm256_cmpgt_epi32(mhi, lim)));
        ST(mag_out + c, _mm256_packs_epi32(mlo, mhi)); /* saturates at 32767 like the twin */
    }
    return !_mm256_testz_si256(over, over);
}

/* float as exact int24: 8 rows per vector. The bound is formed exactly (in float when every factor is
 * at most 2047, else in double: the twin's integers); under it every product and sum is an integer
 * below 2^24, so the unchecked entries are dm * x + am * p_k by one FMA on am * p_k (exact either way:
 * the same bits as the twin's rounding after every op, signed zeros included) and no flag is read.
 * Unproven, the entries round after every op like the twin's and the MXCSR inexact flag decides. */
#define FMA8(d, x, a, pk) _mm256_fmadd_ps((d), (x), _mm256_mul_ps((a), (pk)))

static int f24_avx2_general(int ncol, int nlanes, int cs, float *out, const float *in, const float *p, float B,
                            const float *dm, const float *am, const float *mag_in, float *mag_out);

__attribute__((target("avx2,fma")))
int absint_spx_col_f24_avx2(int ncol, int nlanes, int cs, float *out, const float *in, const float *p, float pmax,
                            const float *dm, const float *am, const float *mag_in, float *mag_out)
{
    if (spx_col_bad(ncol, nlanes, cs, out, in, p, dm, am, mag_in, mag_out)) return ABSINT_EINVAL;
    if (!(pmax >= 0.0f && pmax < ABSINT_SPX_F24_LIMIT)) return ABSINT_EINVAL;
    float B = pmax;
    const __m256 sign = _mm256_set1_ps(-0.0f), small = _mm256_set1_ps(2047.0f);
    if (nlanes == 32 && B <= 2047.0f) {
        /* Up to 32 rows (the common case), written out on its own: a column is four ymm, the
         * multipliers stay in registers, and the bound's test (every |dm|, |am| and mag at most
         * 2047: products below 2^22, sums below 2^23) is one compare on the vectors already loaded;
         * the column stream then runs with no other test. */
        __m256 d0 = _mm256_loadu_ps(dm), d1 = _mm256_loadu_ps(dm + 8), d2 = _mm256_loadu_ps(dm + 16),
               d3 = _mm256_loadu_ps(dm + 24);
        __m256 a0 = _mm256_loadu_ps(am), a1 = _mm256_loadu_ps(am + 8), a2 = _mm256_loadu_ps(am + 16),
               a3 = _mm256_loadu_ps(am + 24);
        /* |dm| and |am| are formed twice (for the test, as max and -min, and for the magnitudes)
         * rather than kept: with 16 ymm registers they would spill, and in a store-bound kernel a
         * spill costs. The magnitudes are stored before the stream, so nothing is read after it. */
        __m256 top = _mm256_max_ps(_mm256_max_ps(_mm256_max_ps(d0, a0), _mm256_max_ps(d1, a1)),
                                   _mm256_max_ps(_mm256_max_ps(d2, a2), _mm256_max_ps(d3, a3)));
        __m256 bot = _mm256_min_ps(_mm256_min_ps(_mm256_min_ps(d0, a0), _mm256_min_ps(d1, a1)),
                                   _mm256_min_ps(_mm256_min_ps(d2, a2), _mm256_min_ps(d3, a3)));
        top = _mm256_max_ps(_mm256_max_ps(top, _mm256_xor_ps(bot, sign)),
                            _mm256_max_ps(_mm256_max_ps(_mm256_loadu_ps(mag_in), _mm256_loadu_ps(mag_in + 8)),
                                          _mm256_max_ps(_mm256_loadu_ps(mag_in + 16), _mm256_loadu_ps(mag_in + 24))));
        if (__builtin_expect(!_mm256_movemask_ps(_mm256_cmp_ps(top, small, _CMP_GT_OQ)), 1)) {
            const __m256 Bf = _mm256_set1_ps(B);
#define MAG8(o, d, a)                                                                              \
    _mm256_storeu_ps(mag_out + (o), _mm256_add_ps(_mm256_mul_ps(_mm256_andnot_ps(sign, d), _mm256_loadu_ps(mag_in + (o))), \
                                                  _mm256_mul_ps(_mm256_andnot_ps(sign, a), Bf)))
            MAG8(0, d0, a0);
            MAG8(8, d1, a1);
            MAG8(16, d2, a2);
            MAG8(24, d3, a3);
#undef MAG8
            const float *x = in;
            float *y = out;
            for (int k = 0; k < ncol; k++, x += cs, y += cs) {
                __m256 pk = _mm256_broadcast_ss(p + k);
                _mm256_storeu_ps(y, FMA8(d0, _mm256_loadu_ps(x), a0, pk));
                _mm256_storeu_ps(y + 8, FMA8(d1, _mm256_loadu_ps(x + 8), a1, pk));
                _mm256_storeu_ps(y + 16, FMA8(d2, _mm256_loadu_ps(x + 16), a2, pk));
                _mm256_storeu_ps(y + 24, FMA8(d3, _mm256_loadu_ps(x + 24), a3, pk));
            }
            return 0;
        }
    }
    return f24_avx2_general(ncol, nlanes, cs, out, in, p, B, dm, am, mag_in, mag_out);
}

/* Any number of rows, any bound (out of line: the 32-row path above then needs no saved registers). */
__attribute__((target("avx2,fma"), noinline))
static int f24_avx2_general(int ncol, int nlanes, int cs, float *out, const float *in, const float *p, float B,
                            const float *dm, const float *am, const float *mag_in, float *mag_out)
{
    const __m256 sign = _mm256_set1_ps(-0.0f), lim = _mm256_set1_ps(ABSINT_SPX_F24_LIMIT);
    const __m256 small = _mm256_set1_ps(2047.0f);
    /* The bound: in float when |dm|, mag, |am| and B are all at most 2047 (exact, no flag, below 2^24:
     * the fast path is certain), else in double, four rows at a time (exact too): the twin's integers. */
    __m256 top = _mm256_setzero_ps();
    for (int c = 0; c < nlanes; c += 8)
        top = _mm256_max_ps(top, _mm256_max_ps(_mm256_max_ps(_mm256_andnot_ps(sign, _mm256_loadu_ps(dm + c)),
                                                             _mm256_andnot_ps(sign, _mm256_loadu_ps(am + c))),
                                               _mm256_loadu_ps(mag_in + c)));
    __m256d badd = _mm256_setzero_pd();
    if (B <= 2047.0f && _mm256_testz_ps(_mm256_cmp_ps(top, small, _CMP_GT_OQ), _mm256_cmp_ps(top, small, _CMP_GT_OQ))) {
        const __m256 Bf = _mm256_set1_ps(B);
        for (int c = 0; c < nlanes; c += 8)
            _mm256_storeu_ps(mag_out + c, _mm256_add_ps(_mm256_mul_ps(_mm256_andnot_ps(sign, _mm256_loadu_ps(dm + c)),
                                                                      _mm256_loadu_ps(mag_in + c)),
                                                        _mm256_mul_ps(_mm256_andnot_ps(sign, _mm256_loadu_ps(am + c)), Bf)));
    } else {
        const __m128 sign4 = _mm_set1_ps(-0.0f);
        const __m256d Bv = _mm256_set1_pd((double)B), limd = _mm256_set1_pd((double)ABSINT_SPX_F24_LIMIT);
        for (int c = 0; c < nlanes; c += 4) {
            __m256d u = _mm256_mul_pd(_mm256_cvtps_pd(_mm_andnot_ps(sign4, _mm_loadu_ps(dm + c))),
                                      _mm256_cvtps_pd(_mm_loadu_ps(mag_in + c)));
            __m256d v = _mm256_mul_pd(_mm256_cvtps_pd(_mm_andnot_ps(sign4, _mm_loadu_ps(am + c))), Bv);
            __m256d b = _mm256_add_pd(u, v);
            badd = _mm256_or_pd(badd, _mm256_cmp_pd(b, limd, _CMP_GE_OQ));
            _mm_storeu_ps(mag_out + c, _mm256_cvtpd_ps(_mm256_min_pd(b, limd))); /* exact */
        }
    }
    __m256 bad = _mm256_castpd_ps(badd);
    if (__builtin_expect(_mm256_testz_ps(bad, bad), 1)) {
        int c = 0;
        for (; c + 32 <= nlanes; c += 32) { /* four vectors of rows per column */
            __m256 d0 = _mm256_loadu_ps(dm + c), d1 = _mm256_loadu_ps(dm + c + 8);
            __m256 d2 = _mm256_loadu_ps(dm + c + 16), d3 = _mm256_loadu_ps(dm + c + 24);
            __m256 a0 = _mm256_loadu_ps(am + c), a1 = _mm256_loadu_ps(am + c + 8);
            __m256 a2 = _mm256_loadu_ps(am + c + 16), a3 = _mm256_loadu_ps(am + c + 24);
            for (int k = 0; k < ncol; k++) {
                const float *x = in + (size_t)k * cs + c;
                float *y = out + (size_t)k * cs + c;
                __m256 pk = _mm256_broadcast_ss(p + k);
                _mm256_storeu_ps(y, FMA8(d0, _mm256_loadu_ps(x), a0, pk));
                _mm256_storeu_ps(y + 8, FMA8(d1, _mm256_loadu_ps(x + 8), a1, pk));
                _mm256_storeu_ps(y + 16, FMA8(d2, _mm256_loadu_ps(x + 16), a2, pk));
                _mm256_storeu_ps(y + 24, FMA8(d3, _mm256_loadu_ps(x + 24), a3, pk));
            }
        }
        if (c < nlanes) { /* 16 rows left */
            __m256 d0 = _mm256_loadu_ps(dm + c), d1 = _mm256_loadu_ps(dm + c + 8);
            __m256 a0 = _mm256_loadu_ps(am + c), a1 = _mm256_loadu_ps(am + c + 8);
            for (int k = 0; k < ncol; k++) {
                const float *x = in + (size_t)k * cs + c;
                float *y = out + (size_t)k * cs + c;
                __m256 pk = _mm256_broadcast_ss(p + k);
                _mm256_storeu_ps(y, FMA8(d0, _mm256_loadu_ps(x), a0, pk));
                _mm256_storeu_ps(y + 8, FMA8(d1, _mm256_loadu_ps(x + 8), a1, pk));
            }
        }
        return 0;
    }
    /* Unproven: the inexact flag decides, read around this path only (MXCSR left as found). */
    unsigned csr = _mm_getcsr();
    if (csr & SPX_MXCSR_INEXACT) _mm_setcsr(csr & ~SPX_MXCSR_INEXACT);
    __m256 over = _mm256_setzero_ps();
    for (int c = 0; c < nlanes; c += 8) {
        __m256 d0 = _mm256_loadu_ps(dm + c), a0 = _mm256_loadu_ps(am + c), m0 = _mm256_setzero_ps();
        for (int k = 0; k < ncol; k++) {
            __m256 r0 = _mm256_add_ps(_mm256_mul_ps(d0, _mm256_loadu_ps(in + (size_t)k * cs + c)),
                                      _mm256_mul_ps(a0, _mm256_broadcast_ss(p + k)));
            _mm256_storeu_ps(out + (size_t)k * cs + c, r0);
            m0 = _mm256_max_ps(m0, _mm256_andnot_ps(sign, r0));
        }
        _mm256_storeu_ps(mag_out + c, m0);
        over = _mm256_or_ps(over, _mm256_cmp_ps(m0, lim, _CMP_GE_OQ));
    }
    int inexact = (_mm_getcsr() & SPX_MXCSR_INEXACT) != 0;
    _mm_setcsr(csr);
    return !_mm256_testz_ps(over, over) || inexact;
}

/* int64 tier, AVX2: four rows per vector, vpmuldq when every factor fits 32 bits (one test per call),
 * else the shared exact path. */
__attribute__((target("avx2")))
int absint_spx_col_i64_avx2(int ncol, int nlanes, int cs, int64_t *out, const int64_t *in,
                            const int64_t *p, int64_t pmax, const int64_t *dm, const int64_t *am,
                            const int64_t *mag_in, int64_t *mag_out)
{
    if (spx_col_bad(ncol, nlanes, cs, out, in, p, dm, am, mag_in, mag_out)) return ABSINT_EINVAL;
    if (pmax < 0) return ABSINT_EINVAL;
    if (!spx_i64_small(nlanes, pmax, dm, am, mag_in))
        return spx_i64_exact(ncol, nlanes, cs, out, in, p, dm, am, mag_out);
    spx_i64_bound(nlanes, (uint64_t)pmax, dm, am, mag_in, mag_out);
    for (int c = 0; c < nlanes; c += 8) {
        __m256i d0 = LD(dm + c), d1 = LD(dm + c + 4), a0 = LD(am + c), a1 = LD(am + c + 4);
        for (int k = 0; k < ncol; k++) {
            const int64_t *x = in + (size_t)k * cs + c;
            int64_t *y = out + (size_t)k * cs + c;
            __m256i pk = _mm256_set1_epi64x(p[k]);
            ST(y, _mm256_add_epi64(_mm256_mul_epi32(LD(x), d0), _mm256_mul_epi32(a0, pk)));
            ST(y + 4, _mm256_add_epi64(_mm256_mul_epi32(LD(x + 4), d1), _mm256_mul_epi32(a1, pk)));
        }
    }
    return 0;
}

/* Small-prime sieve, int16, 16 rows per ymm: the AVX-512BW scheme (simplex_avx512.c) with compare
 * vectors for masks (unsigned <= is max_epu16(v, lim) == lim) and the variable shift done in int32
 * (AVX2 has no variable 16-bit shift). */
__attribute__((target("avx2")))
static inline __m256i ctz16_avx2(__m256i v)
{
    const __m256i z = _mm256_setzero_si256();
    __m256i b = _mm256_and_si256(v, _mm256_sub_epi16(z, v)), s = z;
    static const unsigned short pat[4] = {0xFF00, 0xF0F0, 0xCCCC, 0xAAAA};
    for (int i = 0; i < 4; i++) {
        __m256i hit = _mm256_cmpeq_epi16(_mm256_and_si256(b, _mm256_set1_epi16((short)pat[i])), z);
        s = _mm256_add_epi16(s, _mm256_andnot_si256(hit, _mm256_set1_epi16((short)(8 >> i))));
    }
    return s;
}

__attribute__((target("avx2")))
static inline __m256i srav16_avx2(__m256i x, __m256i sh) /* arithmetic shift of each lane by its own count */
{
    const __m256i z = _mm256_setzero_si256();
    __m256i lo = _mm256_srai_epi32(_mm256_unpacklo_epi16(z, x), 16), hi = _mm256_srai_epi32(_mm256_unpackhi_epi16(z, x), 16);
    __m256i slo = _mm256_unpacklo_epi16(sh, z), shi = _mm256_unpackhi_epi16(sh, z);
    return _mm256_packs_epi32(_mm256_srav_epi32(lo, slo), _mm256_srav_epi32(hi, shi));
}

__attribute__((target("avx2")))
int absint_spx_sieve_i16_avx2(int ncol, int nlanes, int cs, int16_t *cols, int16_t *mag)
{
    if (spx_sieve_bad(ncol, nlanes, cs, cols, mag)) return ABSINT_EINVAL;
    const __m256i z = _mm256_setzero_si256();
    __m256i inv[5], lim[5];
    for (int t = 0; t < 5; t++) {
        inv[t] = _mm256_set1_epi16((short)spx_sieve_inv16[t]);
        lim[t] = _mm256_set1_epi16((short)spx_sieve_lim16[t]);
    }
    for (int c = 0; c < nlanes; c += 16) {
        for (;;) {
            __m256i a0 = _mm256_abs_epi16(LD(cols + c)), d[5];
            __m256i dead = _mm256_cmpeq_epi16(a0, z); /* rows without a first entry are left alone */
            int act[5], na = 0;
            for (int t = 0; t < 5; t++) {
                __m256i v = _mm256_mullo_epi16(a0, inv[t]);
                d[t] = _mm256_andnot_si256(dead, _mm256_cmpeq_epi16(_mm256_max_epu16(v, lim[t]), lim[t]));
                if (!_mm256_testz_si256(d[t], d[t])) act[na++] = t;
            }
            __m256i mx = z, orv = z;
            for (int k = 0; k < ncol; k++) {
                __m256i x = LD(cols + (size_t)k * cs + c), a = _mm256_abs_epi16(x);
                mx = _mm256_max_epu16(mx, a);
                orv = _mm256_or_si256(orv, x);
                for (int u = 0; u < na; u++) {
                    int t = act[u];
                    __m256i v = _mm256_mullo_epi16(a, inv[t]);
                    d[t] = _mm256_and_si256(d[t], _mm256_cmpeq_epi16(_mm256_max_epu16(v, lim[t]), lim[t]));
                }
            }
            __m256i odd = z;
            for (int u = 0; u < na; u++) odd = _mm256_or_si256(odd, d[act[u]]);
            __m256i sh = _mm256_andnot_si256(dead, ctz16_avx2(orv));
            int anyodd = !_mm256_testz_si256(odd, odd);
            if (!anyodd && _mm256_testz_si256(sh, sh)) {
                ST(mag + c, mx);
                break;
            }
            __m256i g = _mm256_set1_epi16(1);
            for (int u = 0; u < na; u++) g = _mm256_blendv_epi8(g, _mm256_mullo_epi16(g, inv[act[u]]), d[act[u]]);
            for (int k = 0; k < ncol; k++) {
                int16_t *y = cols + (size_t)k * cs + c;
                ST(y, _mm256_mullo_epi16(srav16_avx2(LD(y), sh), g));
            }
            if (!anyodd) {
                ST(mag + c, srav16_avx2(mx, sh)); /* mx <= 32767: the arithmetic shift is the logical one */
                break;
            }
        }
    }
    return 0;
}

/* The float sieve on int32 (entries are integers below 2^24), 8 rows per ymm. */
__attribute__((target("avx2")))
static inline __m256i ctz32_avx2(__m256i v)
{
    const __m256i z = _mm256_setzero_si256();
    __m256i b = _mm256_and_si256(v, _mm256_sub_epi32(z, v)), s = z;
    static const unsigned pat[5] = {0xFFFF0000u, 0xFF00FF00u, 0xF0F0F0F0u, 0xCCCCCCCCu, 0xAAAAAAAAu};
    for (int i = 0; i < 5; i++) {
        __m256i hit = _mm256_cmpeq_epi32(_mm256_and_si256(b, _mm256_set1_epi32((int)pat[i])), z);
        s = _mm256_add_epi32(s, _mm256_andnot_si256(hit, _mm256_set1_epi32(16 >> i)));
    }
    return s;
}

__attribute__((target("avx2")))
int absint_spx_sieve_f24_avx2(int ncol, int nlanes, int cs, float *cols, float *mag)
{
    if (spx_sieve_bad(ncol, nlanes, cs, cols, mag)) return ABSINT_EINVAL;
    const __m256i z = _mm256_setzero_si256();
    __m256i inv[5], lim[5];
    for (int t = 0; t < 5; t++) {
        inv[t] = _mm256_set1_epi32((int)spx_sieve_inv32[t]);
        lim[t] = _mm256_set1_epi32((int)spx_sieve_lim32[t]);
    }
    for (int c = 0; c < nlanes; c += 8) {
        for (;;) {
            __m256i a0 = _mm256_abs_epi32(_mm256_cvttps_epi32(_mm256_loadu_ps(cols + c))), d[5];
            __m256i dead = _mm256_cmpeq_epi32(a0, z); /* rows without a first entry are left alone */
            int act[5], na = 0;
            for (int t = 0; t < 5; t++) {
                __m256i v = _mm256_mullo_epi32(a0, inv[t]);
                d[t] = _mm256_andnot_si256(dead, _mm256_cmpeq_epi32(_mm256_max_epu32(v, lim[t]), lim[t]));
                if (!_mm256_testz_si256(d[t], d[t])) act[na++] = t;
            }
            __m256i mx = z, orv = z;
            for (int k = 0; k < ncol; k++) {
                __m256i x = _mm256_cvttps_epi32(_mm256_loadu_ps(cols + (size_t)k * cs + c)), a = _mm256_abs_epi32(x);
                mx = _mm256_max_epu32(mx, a);
                orv = _mm256_or_si256(orv, x);
                for (int u = 0; u < na; u++) {
                    int t = act[u];
                    __m256i v = _mm256_mullo_epi32(a, inv[t]);
                    d[t] = _mm256_and_si256(d[t], _mm256_cmpeq_epi32(_mm256_max_epu32(v, lim[t]), lim[t]));
                }
            }
            __m256i odd = z;
            for (int u = 0; u < na; u++) odd = _mm256_or_si256(odd, d[act[u]]);
            __m256i sh = _mm256_andnot_si256(dead, ctz32_avx2(orv));
            int anyodd = !_mm256_testz_si256(odd, odd);
            if (!anyodd && _mm256_testz_si256(sh, sh)) {
                _mm256_storeu_ps(mag + c, _mm256_cvtepi32_ps(mx));
                break;
            }
            __m256i g = _mm256_set1_epi32(1);
            for (int u = 0; u < na; u++) g = _mm256_blendv_epi8(g, _mm256_mullo_epi32(g, inv[act[u]]), d[act[u]]);
            for (int k = 0; k < ncol; k++) {
                float *y = cols + (size_t)k * cs + c;
                __m256i x = _mm256_cvttps_epi32(_mm256_loadu_ps(y));
                _mm256_storeu_ps(y, _mm256_cvtepi32_ps(_mm256_mullo_epi32(_mm256_srav_epi32(x, sh), g)));
            }
            if (!anyodd) {
                _mm256_storeu_ps(mag + c, _mm256_cvtepi32_ps(_mm256_srlv_epi32(mx, sh)));
                break;
            }
        }
    }
    return 0;
}

/* The first pass of add_rows, four values per compare: per row, the zero and INT64_MIN masks of its
 * w values in chunks of four (the last chunk masked: no read past the row), then the coefficients'
 * nonzero bits. */
__attribute__((target("avx2")))
int spx_scan_rows_avx2(int n, int nvars, const int64_t *rows, uint64_t *nzm, int ncap)
{
    int w = nvars + 2, flags = 0;
    const __m256i z = _mm256_setzero_si256(), mn = _mm256_set1_epi64x(INT64_MIN);
    const __m256i iota = _mm256_setr_epi64x(0, 1, 2, 3);
    const __m256i tail = _mm256_cmpgt_epi64(_mm256_set1_epi64x(w % 4), iota); /* lanes of a last partial chunk */
    const uint64_t coef = nvars >= 64 ? ~0ull : (1ull << nvars) - 1;
    __m256i badv = z;
    for (int i = 0; i < n; i++) {
        const int64_t *row = rows + (size_t)i * w;
        uint64_t zm = 0;
        int j = 0;
        for (; j + 4 <= w; j += 4) {
            __m256i v = _mm256_loadu_si256((const __m256i *)(row + j));
            zm |= (uint64_t)_mm256_movemask_pd(_mm256_castsi256_pd(_mm256_cmpeq_epi64(v, z))) << j;
            badv = _mm256_or_si256(badv, _mm256_cmpeq_epi64(v, mn));
        }
        if (j < w) {
            __m256i v = _mm256_maskload_epi64((const long long *)(row + j), tail);
            zm |= (uint64_t)(_mm256_movemask_pd(_mm256_castsi256_pd(_mm256_and_si256(_mm256_cmpeq_epi64(v, z), tail))) & 15) << j;
            badv = _mm256_or_si256(badv, _mm256_and_si256(_mm256_cmpeq_epi64(v, mn), tail));
        }
        flags |= ((uint64_t)row[0] > 1) << 1;
        if (i < ncap) nzm[i] = ~(zm >> 2) & coef;
    }
    return flags | !_mm256_testz_si256(badv, badv);
}

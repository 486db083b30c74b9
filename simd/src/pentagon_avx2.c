/* AVX2 twins of the Pentagon interval passes: 4 int64 bounds per compare+blend, lanes selected by a
 * nibble of the relation row through a 16-entry mask table. Called only when the CPU has AVX2. */
#pragma GCC target("avx2,popcnt")
#include <immintrin.h>

#include "pentagon_internal.h"

static inline __m256i nibble_mask(unsigned m)
{
    return _mm256_set_epi64x(-(int64_t)((m >> 3) & 1), -(int64_t)((m >> 2) & 1),
                             -(int64_t)((m >> 1) & 1), -(int64_t)(m & 1));
}

void absint_pent_forward_avx2(const uint64_t *S, size_t n, size_t stride, const size_t *order,
                              int64_t *lo)
{
    const size_t words = (n + 63) / 64;
    for (size_t t = 0; t < n; t++) {
        size_t x = order[t];
        if (lo[x] <= PENT_NINF)
            continue;
        const int64_t v = pent_succ(lo[x]);
        const __m256i vv = _mm256_set1_epi64x(v);
        const uint64_t *row = S + x * stride;
        for (size_t w = 0; w < words; w++) {
            uint64_t bits = row[w];
            for (size_t c = 0; bits; c++, bits >>= 4) {
                unsigned m = (unsigned)(bits & 0xf);
                if (!m)
                    continue;
                size_t y0 = w * 64 + c * 4;
                if (y0 + 4 <= n) {
                    __m256i cur = _mm256_loadu_si256((const __m256i *)(lo + y0));
                    __m256i up = _mm256_and_si256(_mm256_cmpgt_epi64(vv, cur), nibble_mask(m));
                    _mm256_storeu_si256((__m256i *)(lo + y0), _mm256_blendv_epi8(cur, vv, up));
                } else {
                    for (size_t k = 0; k < 4; k++)
                        if ((m >> k) & 1 && lo[y0 + k] < v)
                            lo[y0 + k] = v;
                }
            }
        }
    }
}

void absint_pent_backward_avx2(const uint64_t *S, size_t n, size_t stride, const size_t *order,
                               int64_t *hi)
{
    const size_t words = (n + 63) / 64;
    for (size_t t = n; t-- > 0;) {
        size_t x = order[t];
        const uint64_t *row = S + x * stride;
        __m256i acc = _mm256_set1_epi64x(PENT_PINF);
        int64_t mn = PENT_PINF;
        for (size_t w = 0; w < words; w++) {
            uint64_t bits = row[w];
            for (size_t c = 0; bits; c++, bits >>= 4) {
                unsigned m = (unsigned)(bits & 0xf);
                if (!m)
                    continue;
                size_t y0 = w * 64 + c * 4;
                if (y0 + 4 <= n) {
                    __m256i cur = _mm256_loadu_si256((const __m256i *)(hi + y0));
                    __m256i lower = _mm256_and_si256(_mm256_cmpgt_epi64(acc, cur), nibble_mask(m));
                    acc = _mm256_blendv_epi8(acc, cur, lower);
                } else {
                    for (size_t k = 0; k < 4; k++)
                        if ((m >> k) & 1 && hi[y0 + k] < mn)
                            mn = hi[y0 + k];
                }
            }
        }
        int64_t lanes[4];
        _mm256_storeu_si256((__m256i *)lanes, acc);
        for (int k = 0; k < 4; k++)
            if (lanes[k] < mn)
                mn = lanes[k];
        if (mn < PENT_PINF) {
            int64_t v = pent_pred(mn);
            if (v < hi[x])
                hi[x] = v;
        }
    }
}

/* The passes with a non-strict relation L too (S within L): the value per lane chosen by the S nibble
 * (lo(x) + 1 where strict, lo(x) where not), the lanes by the L nibble. */
void absint_pent_forward_le_avx2(const uint64_t *S, const uint64_t *L, size_t n, size_t stride,
                                 const size_t *order, int64_t *lo)
{
    const size_t words = (n + 63) / 64;
    for (size_t t = 0; t < n; t++) {
        size_t x = order[t];
        if (lo[x] <= PENT_NINF)
            continue;
        const int64_t s0 = lo[x], s1 = pent_succ(lo[x]);
        const __m256i v0 = _mm256_set1_epi64x(s0), v1 = _mm256_set1_epi64x(s1);
        const uint64_t *srow = S + x * stride, *lrow = L + x * stride;
        for (size_t w = 0; w < words; w++) {
            uint64_t lbits = lrow[w], sbits = srow[w];
            for (size_t c = 0; lbits; c++, lbits >>= 4, sbits >>= 4) {
                unsigned m = (unsigned)(lbits & 0xf);
                if (!m)
                    continue;
                size_t y0 = w * 64 + c * 4;
                if (y0 + 4 <= n) {
                    const __m256i v = _mm256_blendv_epi8(v0, v1, nibble_mask((unsigned)(sbits & 0xf)));
                    __m256i cur = _mm256_loadu_si256((const __m256i *)(lo + y0));
                    __m256i up = _mm256_and_si256(_mm256_cmpgt_epi64(v, cur), nibble_mask(m));
                    _mm256_storeu_si256((__m256i *)(lo + y0), _mm256_blendv_epi8(cur, v, up));
                } else {
                    for (size_t k = 0; k < 4; k++) {
                        const int64_t v = (sbits >> k) & 1 ? s1 : s0;
                        if ((m >> k) & 1 && lo[y0 + k] < v)
                            lo[y0 + k] = v;
                    }
                }
            }
        }
    }
}

void absint_pent_backward_le_avx2(const uint64_t *S, const uint64_t *L, size_t n, size_t stride,
                                  const size_t *order, int64_t *hi)
{
    const size_t words = (n + 63) / 64;
    for (size_t t = n; t-- > 0;) {
        size_t x = order[t];
        const uint64_t *srow = S + x * stride, *lrow = L + x * stride;
        __m256i acc_l = _mm256_set1_epi64x(PENT_PINF), acc_s = _mm256_set1_epi64x(PENT_PINF);
        int64_t ml = PENT_PINF, ms = PENT_PINF;
        for (size_t w = 0; w < words; w++) {
            uint64_t lbits = lrow[w], sbits = srow[w];
            for (size_t c = 0; lbits; c++, lbits >>= 4, sbits >>= 4) {
                unsigned m = (unsigned)(lbits & 0xf);
                if (!m)
                    continue;
                size_t y0 = w * 64 + c * 4;
                if (y0 + 4 <= n) {
                    __m256i cur = _mm256_loadu_si256((const __m256i *)(hi + y0));
                    __m256i lower_l = _mm256_and_si256(_mm256_cmpgt_epi64(acc_l, cur), nibble_mask(m));
                    __m256i lower_s = _mm256_and_si256(_mm256_cmpgt_epi64(acc_s, cur),
                                                       nibble_mask((unsigned)(sbits & 0xf)));
                    acc_l = _mm256_blendv_epi8(acc_l, cur, lower_l);
                    acc_s = _mm256_blendv_epi8(acc_s, cur, lower_s);
                } else {
                    for (size_t k = 0; k < 4; k++) {
                        if ((m >> k) & 1 && hi[y0 + k] < ml)
                            ml = hi[y0 + k];
                        if ((sbits >> k) & 1 && hi[y0 + k] < ms)
                            ms = hi[y0 + k];
                    }
                }
            }
        }
        int64_t lanes_l[4], lanes_s[4];
        _mm256_storeu_si256((__m256i *)lanes_l, acc_l);
        _mm256_storeu_si256((__m256i *)lanes_s, acc_s);
        for (int k = 0; k < 4; k++) {
            if (lanes_l[k] < ml)
                ml = lanes_l[k];
            if (lanes_s[k] < ms)
                ms = lanes_s[k];
        }
        if (ms < PENT_PINF && pent_pred(ms) < ml)
            ml = pent_pred(ms);
        if (ml < hi[x])
            hi[x] = ml;
    }
}

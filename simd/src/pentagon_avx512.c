/* AVX-512 twins of the Pentagon interval passes: 8 int64 bounds per masked max/min, the mask being
 * one byte of the relation row. Compiled for AVX-512 by pragma; called only when the CPU has it. */
#pragma GCC target("avx512f,avx512bw,avx512vl,popcnt")
#include <immintrin.h>

#include "pentagon_internal.h"

void absint_pent_forward_avx512(const uint64_t *S, size_t n, size_t stride, const size_t *order,
                                int64_t *lo)
{
    const size_t words = (n + 63) / 64;
    for (size_t t = 0; t < n; t++) {
        size_t x = order[t];
        if (lo[x] <= PENT_NINF)
            continue;
        const int64_t v = pent_succ(lo[x]);
        const __m512i vv = _mm512_set1_epi64(v);
        const uint64_t *row = S + x * stride;
        for (size_t w = 0; w < words; w++) {
            uint64_t bits = row[w];
            for (size_t c = 0; bits; c++, bits >>= 8) {
                __mmask8 m = (__mmask8)(bits & 0xff);
                if (!m)
                    continue;
                size_t y0 = w * 64 + c * 8;
                if (y0 + 8 <= n) {
                    __m512i cur = _mm512_loadu_si512((const void *)(lo + y0));
                    __mmask8 up = _mm512_mask_cmplt_epi64_mask(m, cur, vv);
                    _mm512_mask_storeu_epi64(lo + y0, up, vv);
                } else {                          /* the last, partial group: scalar */
                    for (size_t k = 0; k < 8; k++)
                        if ((m >> k) & 1 && lo[y0 + k] < v)
                            lo[y0 + k] = v;
                }
            }
        }
    }
}

void absint_pent_backward_avx512(const uint64_t *S, size_t n, size_t stride, const size_t *order,
                                 int64_t *hi)
{
    const size_t words = (n + 63) / 64;
    for (size_t t = n; t-- > 0;) {
        size_t x = order[t];
        const uint64_t *row = S + x * stride;
        __m512i acc = _mm512_set1_epi64(PENT_PINF);
        int64_t tail = PENT_PINF;
        for (size_t w = 0; w < words; w++) {
            uint64_t bits = row[w];
            for (size_t c = 0; bits; c++, bits >>= 8) {
                __mmask8 m = (__mmask8)(bits & 0xff);
                if (!m)
                    continue;
                size_t y0 = w * 64 + c * 8;
                if (y0 + 8 <= n) {
                    __m512i cur = _mm512_loadu_si512((const void *)(hi + y0));
                    acc = _mm512_mask_min_epi64(acc, m, acc, cur);
                } else {
                    for (size_t k = 0; k < 8; k++)
                        if ((m >> k) & 1 && hi[y0 + k] < tail)
                            tail = hi[y0 + k];
                }
            }
        }
        int64_t mn = _mm512_reduce_min_epi64(acc);
        if (tail < mn)
            mn = tail;
        if (mn < PENT_PINF) {
            int64_t v = pent_pred(mn);
            if (v < hi[x])
                hi[x] = v;
        }
    }
}

/* The passes with a non-strict relation L too (S within L): one masked max (min) per 8 bounds, the
 * value per lane chosen by the S byte (lo(x) + 1 where strict, lo(x) where not). */
void absint_pent_forward_le_avx512(const uint64_t *S, const uint64_t *L, size_t n, size_t stride,
                                   const size_t *order, int64_t *lo)
{
    const size_t words = (n + 63) / 64;
    for (size_t t = 0; t < n; t++) {
        size_t x = order[t];
        if (lo[x] <= PENT_NINF)
            continue;
        const __m512i v0 = _mm512_set1_epi64(lo[x]), v1 = _mm512_set1_epi64(pent_succ(lo[x]));
        const uint64_t *srow = S + x * stride, *lrow = L + x * stride;
        for (size_t w = 0; w < words; w++) {
            uint64_t lbits = lrow[w], sbits = srow[w];
            for (size_t c = 0; lbits; c++, lbits >>= 8, sbits >>= 8) {
                __mmask8 m = (__mmask8)(lbits & 0xff);
                if (!m)
                    continue;
                size_t y0 = w * 64 + c * 8;
                if (y0 + 8 <= n) {
                    const __m512i v = _mm512_mask_blend_epi64((__mmask8)(sbits & 0xff), v0, v1);
                    const __m512i cur = _mm512_loadu_si512((const void *)(lo + y0));
                    _mm512_mask_storeu_epi64(lo + y0, _mm512_mask_cmplt_epi64_mask(m, cur, v), v);
                } else {
                    for (size_t k = 0; k < 8; k++) {
                        const int64_t v = (sbits >> k) & 1 ? pent_succ(lo[x]) : lo[x];
                        if ((m >> k) & 1 && lo[y0 + k] < v)
                            lo[y0 + k] = v;
                    }
                }
            }
        }
    }
}

void absint_pent_backward_le_avx512(const uint64_t *S, const uint64_t *L, size_t n, size_t stride,
                                    const size_t *order, int64_t *hi)
{
    const size_t words = (n + 63) / 64;
    for (size_t t = n; t-- > 0;) {
        size_t x = order[t];
        const uint64_t *srow = S + x * stride, *lrow = L + x * stride;
        __m512i acc_l = _mm512_set1_epi64(PENT_PINF), acc_s = _mm512_set1_epi64(PENT_PINF);
        int64_t tail_l = PENT_PINF, tail_s = PENT_PINF;
        for (size_t w = 0; w < words; w++) {
            uint64_t lbits = lrow[w], sbits = srow[w];
            for (size_t c = 0; lbits; c++, lbits >>= 8, sbits >>= 8) {
                __mmask8 m = (__mmask8)(lbits & 0xff);
                if (!m)
                    continue;
                size_t y0 = w * 64 + c * 8;
                if (y0 + 8 <= n) {
                    const __m512i cur = _mm512_loadu_si512((const void *)(hi + y0));
                    acc_l = _mm512_mask_min_epi64(acc_l, m, acc_l, cur);
                    acc_s = _mm512_mask_min_epi64(acc_s, (__mmask8)(sbits & 0xff), acc_s, cur);
                } else {
                    for (size_t k = 0; k < 8; k++) {
                        if ((m >> k) & 1 && hi[y0 + k] < tail_l)
                            tail_l = hi[y0 + k];
                        if ((sbits >> k) & 1 && hi[y0 + k] < tail_s)
                            tail_s = hi[y0 + k];
                    }
                }
            }
        }
        int64_t ml = _mm512_reduce_min_epi64(acc_l), ms = _mm512_reduce_min_epi64(acc_s);
        if (tail_l < ml)
            ml = tail_l;
        if (tail_s < ms)
            ms = tail_s;
        if (ms < PENT_PINF && pent_pred(ms) < ml)
            ml = pent_pred(ms);
        if (ml < hi[x])
            hi[x] = ml;
    }
}

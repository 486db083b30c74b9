/* `avx2` kernel: the avx512 kernel's scheme (see closure_avx512.c) on 256-bit registers: a column
 * segment of W 512-bit units is 2W ymm accumulators, OR-ed without vpternlogq (two vpor per pair of
 * set bits); dense words go through the same 4-bit lookup tables. */
#pragma GCC target("avx2,bmi,bmi2,popcnt")
#include <immintrin.h>
#include <stdlib.h>
#include <string.h>
#include "closure_internal.h"

#define ALWAYS_INLINE static inline __attribute__((always_inline))
#define LOAD(p) _mm256_load_si256((const __m256i *)(p))
#define STORE(p, v) _mm256_store_si256((__m256i *)(p), (v))
#define TABLE_WORDS(W) ((size_t)16 * 16 * (size_t)(W) * 8)

ALWAYS_INLINE void build_tables(uint64_t *tq, const uint64_t *rows, size_t stride, size_t nrows, const int W) {
    for (size_t c = 0; c < 16; c++) {
        uint64_t *tc = tq + c * 16 * (size_t)W * 8;
        for (int w = 0; w < 2 * W; w++) STORE(tc + 4 * w, _mm256_setzero_si256());
        for (size_t v = 1; v < 16; v++) {
            const uint64_t *prev = tc + (v & (v - 1)) * (size_t)W * 8;
            size_t r = c * 4 + (size_t)__builtin_ctzll(v);
            uint64_t *dst = tc + v * (size_t)W * 8;
            if (r < nrows) {
                const uint64_t *row = rows + r * stride;
                for (int w = 0; w < 2 * W; w++) STORE(dst + 4 * w, _mm256_or_si256(LOAD(prev + 4 * w), LOAD(row + 4 * w)));
            } else {
                for (int w = 0; w < 2 * W; w++) STORE(dst + 4 * w, LOAD(prev + 4 * w));
            }
        }
    }
}

ALWAYS_INLINE void update_segment(uint64_t *ri, const uint64_t *snap, size_t kn, const uint64_t *rk0,
                                  size_t stride, size_t krows, int dense, uint64_t *tab,
                                  unsigned char *built, const int W) {
    __m256i acc[16];
    for (int w = 0; w < 2 * W; w++) acc[w] = LOAD(ri + 4 * w);
    for (size_t q = 0; q < kn; q++) {
        uint64_t bits = snap[q];
        if (!bits) continue;
        const uint64_t *base = rk0 + q * 64 * stride;
        if (tab && __builtin_popcountll(bits) >= dense) {
            uint64_t *tq = tab + q * TABLE_WORDS(W);
            if (!built[q]) {
                build_tables(tq, base, stride, krows - q * 64, W);
                built[q] = 1;
            }
            for (size_t c = 0; c < 16; c += 2) {
                const uint64_t *e1 = tq + (c * 16 + ((bits >> (4 * c)) & 15)) * (size_t)W * 8;
                const uint64_t *e2 = tq + ((c + 1) * 16 + ((bits >> (4 * c + 4)) & 15)) * (size_t)W * 8;
                for (int w = 0; w < 2 * W; w++)
                    acc[w] = _mm256_or_si256(acc[w], _mm256_or_si256(LOAD(e1 + 4 * w), LOAD(e2 + 4 * w)));
            }
        } else {
            while (bits & (bits - 1)) {
                const uint64_t *r1 = base + (size_t)_tzcnt_u64(bits) * stride;
                bits = _blsr_u64(bits);
                const uint64_t *r2 = base + (size_t)_tzcnt_u64(bits) * stride;
                bits = _blsr_u64(bits);
                for (int w = 0; w < 2 * W; w++)
                    acc[w] = _mm256_or_si256(acc[w], _mm256_or_si256(LOAD(r1 + 4 * w), LOAD(r2 + 4 * w)));
            }
            if (bits) {
                const uint64_t *r = base + (size_t)_tzcnt_u64(bits) * stride;
                for (int w = 0; w < 2 * W; w++) acc[w] = _mm256_or_si256(acc[w], LOAD(r + 4 * w));
            }
        }
    }
    for (int w = 0; w < 2 * W; w++) STORE(ri + 4 * w, acc[w]);
}

#define SEGMENT_CASE(W)                                                                              \
    case W:                                                                                          \
        for (size_t i = rows0; i < rows1; i++) {                                                     \
            if (i == skip0) { i = skip1 - 1; continue; }                                             \
            const uint64_t *s = snap + i * kn;                                                       \
            uint64_t any = 0;                                                                        \
            for (size_t q = 0; q < kn; q++) any |= s[q];                                             \
            if (any) update_segment(a + i * stride + j0, s, kn, rk0, stride, krows, dense, tab, built, W); \
        }                                                                                            \
        break;

static void update_rows(uint64_t *a, size_t stride, const uint64_t *snap, size_t kn, size_t k0, size_t krows,
                        size_t j0, int W, size_t rows0, size_t rows1, size_t skip0, size_t skip1, int dense,
                        uint64_t *tab, unsigned char *built) {
    const uint64_t *rk0 = a + k0 * stride + j0;
    switch (W) {
        SEGMENT_CASE(1) SEGMENT_CASE(2) SEGMENT_CASE(3) SEGMENT_CASE(4)
        SEGMENT_CASE(5) SEGMENT_CASE(6) SEGMENT_CASE(7) SEGMENT_CASE(8)
    default: break;
    }
}

int absint_closure_avx2_kernel(uint64_t *a, size_t n, size_t stride, const absint_closure_tuning *t) {
    if (n <= 64) {
        closure_block64_words(a, n, stride);
        return ABSINT_OK;
    }
    const size_t nw = closure_words(n);
    /* A tile or segment wider than the matrix is clamped to it (smaller scratch, same result). */
    const size_t kbw = (size_t)t->tile / 64 < nw ? (size_t)t->tile / 64 : nw;
    const size_t segw = (size_t)t->width * 8 < stride ? (size_t)t->width * 8 : stride;
    uint64_t *snap = malloc(n * kbw * sizeof(uint64_t));
    uint64_t *tab = aligned_alloc(64, kbw * TABLE_WORDS(segw / 8) * sizeof(uint64_t));
    unsigned char built[16];
    if (!snap || !tab) {
        free(snap);
        free(tab);
        return ABSINT_ENOMEM;
    }
    for (size_t kw0 = 0; kw0 < nw; kw0 += kbw) {
        const size_t kw1 = kw0 + kbw < nw ? kw0 + kbw : nw, kn = kw1 - kw0;
        const size_t k0 = kw0 * 64, k1 = kw1 * 64 < n ? kw1 * 64 : n;
        if (kn == 1) closure_block64_words(a + k0 * stride + kw0, k1 - k0, stride);
        else closure_diagonal_tile(a, stride, k0, k1, kw0, kw1);
        for (size_t i = 0; i < n; i++) memcpy(snap + i * kn, a + i * stride + kw0, kn * sizeof(uint64_t));
        for (size_t j0 = 0; j0 < stride; j0 += segw) {
            int W = (int)((j0 + segw <= stride ? segw : stride - j0) / 8);
            update_rows(a, stride, snap, kn, k0, k1 - k0, j0, W, k0, k1, n, n, t->dense, NULL, built);
            memset(built, 0, sizeof built);
            update_rows(a, stride, snap, kn, k0, k1 - k0, j0, W, 0, n, k0, k1, t->dense, tab, built);
        }
    }
    free(snap);
    free(tab);
    return ABSINT_OK;
}

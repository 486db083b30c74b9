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

/* ---- the pair form (s: x_i < x_j, l: x_i <= x_j, s within l; see closure_internal.h) ---- */

/* As update_pair_segment of closure_avx512.c (strict k and the others each dense or sparse by their
 * own count; the table rows of dense strict words gathered in at and OR-ed into both at the end), on
 * 2W ymm per accumulator. */
ALWAYS_INLINE void update_pair_segment(uint64_t *si, uint64_t *li, const uint64_t *snap_s, const uint64_t *snap_l,
                                       size_t kn, const uint64_t *sk0, const uint64_t *lk0, size_t stride,
                                       size_t krows, int dense, uint64_t *tab_s, uint64_t *tab_l,
                                       unsigned char *built, const int W) {
    __m256i as[4], al[4], at[4];
    for (int w = 0; w < 2 * W; w++) {
        as[w] = LOAD(si + 4 * w);
        al[w] = LOAD(li + 4 * w);
        at[w] = _mm256_setzero_si256();
    }
    int gathered = 0;   /* at holds something (dense strict words only: sparse ones go straight in) */
    for (size_t q = 0; q < kn; q++) {
        const uint64_t lbits = snap_l[q];
        if (!lbits) continue;
        uint64_t sbits = snap_s[q], only = lbits & ~sbits;
        const uint64_t *sbase = sk0 + q * 64 * stride, *lbase = lk0 + q * 64 * stride;
        uint64_t *tl = tab_l + q * TABLE_WORDS(W), *ts = tab_s + q * TABLE_WORDS(W);
        if (tab_l && __builtin_popcountll(sbits) >= dense) {
            if (!(built[q] & 1)) {
                build_tables(tl, lbase, stride, krows - q * 64, W);
                built[q] |= 1;
            }
            gathered = 1;
            for (size_t c = 0; c < 16; c += 2) {
                const uint64_t *e1 = tl + (c * 16 + ((sbits >> (4 * c)) & 15)) * (size_t)W * 8;
                const uint64_t *e2 = tl + ((c + 1) * 16 + ((sbits >> (4 * c + 4)) & 15)) * (size_t)W * 8;
                for (int w = 0; w < 2 * W; w++)
                    at[w] = _mm256_or_si256(at[w], _mm256_or_si256(LOAD(e1 + 4 * w), LOAD(e2 + 4 * w)));
            }
        } else {
            for (; sbits; sbits = _blsr_u64(sbits)) {     /* few strict k: straight into both */
                const uint64_t *r = lbase + (size_t)_tzcnt_u64(sbits) * stride;
                for (int w = 0; w < 2 * W; w++) {
                    const __m256i x = LOAD(r + 4 * w);
                    al[w] = _mm256_or_si256(al[w], x);
                    as[w] = _mm256_or_si256(as[w], x);
                }
            }
        }
        if (tab_l && __builtin_popcountll(only) >= dense) {
            if ((built[q] & 3) != 3) {
                if (!(built[q] & 1)) build_tables(tl, lbase, stride, krows - q * 64, W);
                build_tables(ts, sbase, stride, krows - q * 64, W);
                built[q] |= 3;
            }
            for (size_t c = 0; c < 16; c += 2) {
                const size_t o1 = (c * 16 + ((only >> (4 * c)) & 15)) * (size_t)W * 8;
                const size_t o2 = ((c + 1) * 16 + ((only >> (4 * c + 4)) & 15)) * (size_t)W * 8;
                for (int w = 0; w < 2 * W; w++) {
                    al[w] = _mm256_or_si256(al[w], _mm256_or_si256(LOAD(tl + o1 + 4 * w), LOAD(tl + o2 + 4 * w)));
                    as[w] = _mm256_or_si256(as[w], _mm256_or_si256(LOAD(ts + o1 + 4 * w), LOAD(ts + o2 + 4 * w)));
                }
            }
        } else {
            for (; only; only = _blsr_u64(only)) {
                const size_t o = (size_t)_tzcnt_u64(only) * stride;
                for (int w = 0; w < 2 * W; w++) {
                    al[w] = _mm256_or_si256(al[w], LOAD(lbase + o + 4 * w));
                    as[w] = _mm256_or_si256(as[w], LOAD(sbase + o + 4 * w));
                }
            }
        }
    }
    if (gathered)
        for (int w = 0; w < 2 * W; w++) {
            as[w] = _mm256_or_si256(as[w], at[w]);
            al[w] = _mm256_or_si256(al[w], at[w]);
        }
    for (int w = 0; w < 2 * W; w++) {
        STORE(si + 4 * w, as[w]);
        STORE(li + 4 * w, al[w]);
    }
}

#define PAIR_SEGMENT_CASE(W)                                                                         \
    case W:                                                                                          \
        for (size_t r = 0; r < count; r++) {                                                         \
            const size_t i = rows[r];                                                                \
            update_pair_segment(s + i * stride + j0, l + i * stride + j0, snap_s + i * kn, snap_l + i * kn, \
                                kn, sk0, lk0, stride, krows, dense, tab_s, tab_l, built, W);          \
        }                                                                                            \
        break;

/* Updates column segment [j0, j0 + 8W) of the listed rows (those with a bit in the snapshot: a
 * sparse matrix has few, and the pair form makes more segments than the single one). */
static void update_pair_rows(uint64_t *s, uint64_t *l, size_t stride, const uint64_t *snap_s,
                             const uint64_t *snap_l, size_t kn, size_t k0, size_t krows, size_t j0, int W,
                             const size_t *rows, size_t count, int dense, uint64_t *tab_s, uint64_t *tab_l,
                             unsigned char *built) {
    const uint64_t *sk0 = s + k0 * stride + j0, *lk0 = l + k0 * stride + j0;
    switch (W) {
        PAIR_SEGMENT_CASE(1) PAIR_SEGMENT_CASE(2)
    default: break;
    }
}

/* The pair form of closure_block64_words on ymm: per k, the sign bit of each row shifted left by
 * 63 - k is its bit k, which vblendvpd reads directly (no mask to build): l_i takes l_i | l_k where
 * l[i][k]; s_i takes s_i | (s[i][k] ? l_k : s_k) there. Rows live in two 64-word arrays. */
static void close_pair_block64_avx2(uint64_t *sbase, uint64_t *lbase, size_t nrows, size_t stride) {
    uint64_t rs[64] __attribute__((aligned(32))), rl[64] __attribute__((aligned(32)));
    const size_t groups = (nrows + 3) / 4;
    for (size_t i = 0; i < groups * 4; i++) {
        rs[i] = i < nrows ? sbase[i * stride] : 0;
        rl[i] = i < nrows ? lbase[i * stride] : 0;
    }
    for (size_t k = 0; k < nrows; k++) {
        const __m256d lk = _mm256_castsi256_pd(_mm256_set1_epi64x((long long)rl[k]));
        const __m256d sk = _mm256_castsi256_pd(_mm256_set1_epi64x((long long)rs[k]));
        const __m128i shift = _mm_cvtsi32_si128((int)(63 - k));
        for (size_t g = 0; g < groups; g++) {
            const __m256i L = LOAD(rl + 4 * g), S = LOAD(rs + 4 * g);
            const __m256d tl = _mm256_castsi256_pd(_mm256_sll_epi64(L, shift));
            const __m256d ts = _mm256_castsi256_pd(_mm256_sll_epi64(S, shift));
            const __m256d Ld = _mm256_castsi256_pd(L), Sd = _mm256_castsi256_pd(S);
            const __m256d src = _mm256_blendv_pd(sk, lk, ts);
            STORE(rl + 4 * g, _mm256_castpd_si256(_mm256_blendv_pd(Ld, _mm256_or_pd(Ld, lk), tl)));
            STORE(rs + 4 * g, _mm256_castpd_si256(_mm256_blendv_pd(Sd, _mm256_or_pd(Sd, src), tl)));
        }
    }
    for (size_t i = 0; i < nrows; i++) {
        sbase[i * stride] = rs[i];
        lbase[i * stride] = rl[i];
    }
}

/* Segments of at most 2 x 512 bits: three accumulators (s, l, strict) of 4 ymm each leave 4 of the 16
 * ymm registers for the rows; wider segments would spill. */
int absint_closure_pair_avx2_kernel(uint64_t *s, uint64_t *l, size_t n, size_t stride,
                                    const absint_closure_tuning *t) {
    if (n <= 64) {
        close_pair_block64_avx2(s, l, n, stride);
        return ABSINT_OK;
    }
    const size_t nw = closure_words(n);
    const size_t width = t->width < 2 ? (size_t)t->width : 2;
    const size_t kbw = (size_t)t->tile / 64 < nw ? (size_t)t->tile / 64 : nw;
    const size_t segw = width * 8 < stride ? width * 8 : stride;
    const size_t tw = kbw * TABLE_WORDS(segw / 8);
    uint64_t *snap = malloc(2 * n * kbw * sizeof(uint64_t));
    uint64_t *tab = aligned_alloc(64, 2 * tw * sizeof(uint64_t));
    size_t *active = malloc(n * sizeof *active + n);     /* the active rows, then a byte per row */
    unsigned char built[16];
    if (!snap || !tab || !active) {
        free(snap);
        free(tab);
        free(active);
        return ABSINT_ENOMEM;
    }
    uint64_t *snap_s = snap, *snap_l = snap + n * kbw, *tab_s = tab, *tab_l = tab + tw;
    for (size_t kw0 = 0; kw0 < nw; kw0 += kbw) {
        const size_t kw1 = kw0 + kbw < nw ? kw0 + kbw : nw, kn = kw1 - kw0;
        const size_t k0 = kw0 * 64, k1 = kw1 * 64 < n ? kw1 * 64 : n;
        if (kn == 1) close_pair_block64_avx2(s + k0 * stride + kw0, l + k0 * stride + kw0, k1 - k0, stride);
        else closure_pair_diagonal_tile(s, l, stride, k0, k1, kw0, kw1);
        /* active: the tile rows with a bit in the snapshot, in order, then the other such rows */
        size_t ntile = 0, nother = 0;
        uint8_t *hit = (uint8_t *)(active + n);     /* (a word copy per row: memcpy calls cost more) */
        for (size_t i = 0; i < n; i++) {
            uint64_t any = 0;
            for (size_t q = 0; q < kn; q++) {
                snap_s[i * kn + q] = s[i * stride + kw0 + q];
                any |= snap_l[i * kn + q] = l[i * stride + kw0 + q];
            }
            hit[i] = any != 0;
            if (any && i >= k0 && i < k1) active[ntile++] = i;
        }
        for (size_t i = 0; i < n; i++)
            if (hit[i] && (i < k0 || i >= k1)) active[ntile + nother++] = i;
        for (size_t j0 = 0; j0 < stride; j0 += segw) {
            int W = (int)((j0 + segw <= stride ? segw : stride - j0) / 8);
            update_pair_rows(s, l, stride, snap_s, snap_l, kn, k0, k1 - k0, j0, W, active, ntile, t->dense,
                             NULL, NULL, built);
            memset(built, 0, sizeof built);
            update_pair_rows(s, l, stride, snap_s, snap_l, kn, k0, k1 - k0, j0, W, active + ntile, nother,
                             t->dense, tab_s, tab_l, built);
        }
    }
    free(snap);
    free(tab);
    free(active);
    return ABSINT_OK;
}

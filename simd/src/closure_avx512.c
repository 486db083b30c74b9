/* `avx512` kernel: the tiled scheme of closure_scalar.c on 512-bit rows.
 *
 * A column segment of W zmm (tuning.width) of row i stays in registers for a whole k-tile (register
 * blocking over columns). Per 64-bit word of the row's k-tile snapshot:
 *   - zero word: one test;
 *   - sparse word (popcount < tuning.dense): skip zero bits, one vpternlogq (acc | row_k1 | row_k2)
 *     per pair of set bits and zmm;
 *   - dense word: branch-free, through 4-bit lookup tables of the tile rows (entry v of nibble c =
 *     OR of rows 4c + bits of v, the "four Russians" form of the Boolean product): 16 table rows per
 *     word, OR-ed by 8 vpternlogq per zmm whatever the bits are. Tables are built lazily, once per
 *     (tile word, column segment), after the row tiles are final, and shared by all other rows.
 * n <= 64, and 64-bit diagonal tiles, take a register-resident path (all 64 rows in 8 zmm). */
#pragma GCC target("avx512f,avx512bw,avx512vl,bmi,bmi2,popcnt")
#include <immintrin.h>
#include <stdlib.h>
#include <string.h>
#include "closure_internal.h"

#define ALWAYS_INLINE static inline __attribute__((always_inline))
#define LOAD(p) _mm512_load_si512((const void *)(p))
#define STORE(p, v) _mm512_store_si512((void *)(p), (v))

/* Table entries for one tile word: 16 nibbles x 16 values x W zmm. */
#define TABLE_WORDS(W) ((size_t)16 * 16 * (size_t)(W) * 8)

ALWAYS_INLINE void build_tables(uint64_t *tq, const uint64_t *rows, size_t stride, size_t nrows, const int W) {
    /* rows: the word's first tile row at this segment; rows >= nrows do not exist (their bits are 0). */
    for (size_t c = 0; c < 16; c++) {
        uint64_t *tc = tq + c * 16 * (size_t)W * 8;
        for (int w = 0; w < W; w++) STORE(tc + 8 * w, _mm512_setzero_si512());
        for (size_t v = 1; v < 16; v++) {
            const uint64_t *prev = tc + (v & (v - 1)) * (size_t)W * 8;
            size_t r = c * 4 + (size_t)__builtin_ctzll(v);
            uint64_t *dst = tc + v * (size_t)W * 8;
            if (r < nrows) {
                const uint64_t *row = rows + r * stride;
                for (int w = 0; w < W; w++) STORE(dst + 8 * w, _mm512_or_si512(LOAD(prev + 8 * w), LOAD(row + 8 * w)));
            } else {
                for (int w = 0; w < W; w++) STORE(dst + 8 * w, LOAD(prev + 8 * w));
            }
        }
    }
}

/* Row segment ri[0, 8W) |= OR of tile rows over the set bits of snap (kn words). tab == NULL: never
 * use tables (the row-tile pass, while tile rows still change). */
ALWAYS_INLINE void update_segment(uint64_t *ri, const uint64_t *snap, size_t kn, const uint64_t *rk0,
                                  size_t stride, size_t krows, int dense, uint64_t *tab,
                                  unsigned char *built, const int W) {
    __m512i acc[8];
    for (int w = 0; w < W; w++) acc[w] = LOAD(ri + 8 * w);
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
                for (int w = 0; w < W; w++)
                    acc[w] = _mm512_ternarylogic_epi64(acc[w], LOAD(e1 + 8 * w), LOAD(e2 + 8 * w), 0xFE);
            }
        } else {
            while (bits & (bits - 1)) {
                const uint64_t *r1 = base + (size_t)_tzcnt_u64(bits) * stride;
                bits = _blsr_u64(bits);
                const uint64_t *r2 = base + (size_t)_tzcnt_u64(bits) * stride;
                bits = _blsr_u64(bits);
                for (int w = 0; w < W; w++)
                    acc[w] = _mm512_ternarylogic_epi64(acc[w], LOAD(r1 + 8 * w), LOAD(r2 + 8 * w), 0xFE);
            }
            if (bits) {
                const uint64_t *r = base + (size_t)_tzcnt_u64(bits) * stride;
                for (int w = 0; w < W; w++) acc[w] = _mm512_or_si512(acc[w], LOAD(r + 8 * w));
            }
        }
    }
    for (int w = 0; w < W; w++) STORE(ri + 8 * w, acc[w]);
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

/* Updates column segment [j0, j0 + 8W) of rows [rows0, rows1) except [skip0, skip1). */
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

/* Closes the block of nrows <= 64 rows x 64 columns at base (row r is the word base[r * stride]),
 * i.e. the whole matrix when n <= 64, or a 64-bit diagonal tile. All rows live in G <= 8 zmm (lane l
 * of v[g] = row 8g + l; G is a compile-time constant so v[] stays in registers). Blocked Warshall in
 * 8-row groups, the FWabc scheme again at register scale: close the 8 x 8 diagonal block of group kg
 * (8 dependent steps on one zmm), broadcast its 8 rows (vpermq), then every other group ORs them in
 * through masks taken from its snapshot (independent updates, so the core overlaps them). Bits
 * k >= nrows are zero everywhere, so running k up to 8G is harmless. */
ALWAYS_INLINE void close_block64_g(uint64_t *base, size_t nrows, size_t stride, const int G) {
    const long long st = (long long)stride;
    const __m512i offsets = _mm512_set_epi64(7 * st, 6 * st, 5 * st, 4 * st, 3 * st, 2 * st, st, 0);
    __m512i v[8];
    for (int g = 0; g < G; g++) {
        size_t left = nrows - (size_t)g * 8;
        __mmask8 m = (__mmask8)(left >= 8 ? 0xFF : (1u << left) - 1);
        v[g] = _mm512_mask_i64gather_epi64(_mm512_setzero_si512(), m, offsets,
                                           (const void *)(base + (size_t)g * 8 * stride), 8);
    }
    for (int kg = 0; kg < G; kg++) {
        for (int l = 0; l < 8; l++) { /* diagonal block: sequential */
            __m512i rowk = _mm512_permutexvar_epi64(_mm512_set1_epi64(l), v[kg]);
            __m512i m = _mm512_srai_epi64(_mm512_slli_epi64(v[kg], (unsigned)(63 - (kg * 8 + l))), 63);
            v[kg] = _mm512_ternarylogic_epi64(v[kg], m, rowk, 0xF8); /* v | (m & rowk) */
        }
        __m512i rows[8];
        for (int l = 0; l < 8; l++) rows[l] = _mm512_permutexvar_epi64(_mm512_set1_epi64(l), v[kg]);
        for (int g = 0; g < G; g++) {
            if (g == kg) continue;
            const __m512i snap = v[g];
            for (int l = 0; l < 8; l++) {
                __m512i m = _mm512_srai_epi64(_mm512_slli_epi64(snap, (unsigned)(63 - (kg * 8 + l))), 63);
                v[g] = _mm512_ternarylogic_epi64(v[g], m, rows[l], 0xF8);
            }
        }
    }
    for (int g = 0; g < G; g++) {
        size_t left = nrows - (size_t)g * 8;
        __mmask8 m = (__mmask8)(left >= 8 ? 0xFF : (1u << left) - 1);
        _mm512_mask_i64scatter_epi64((void *)(base + (size_t)g * 8 * stride), m, offsets, v[g], 8);
    }
}

static void close_block64(uint64_t *base, size_t nrows, size_t stride) {
    switch ((nrows + 7) / 8) {
    case 1: close_block64_g(base, nrows, stride, 1); break;
    case 2: close_block64_g(base, nrows, stride, 2); break;
    case 3: close_block64_g(base, nrows, stride, 3); break;
    case 4: close_block64_g(base, nrows, stride, 4); break;
    case 5: close_block64_g(base, nrows, stride, 5); break;
    case 6: close_block64_g(base, nrows, stride, 6); break;
    case 7: close_block64_g(base, nrows, stride, 7); break;
    case 8: close_block64_g(base, nrows, stride, 8); break;
    default: break;
    }
}

int absint_closure_avx512_kernel(uint64_t *a, size_t n, size_t stride, const absint_closure_tuning *t) {
    if (n <= 64) {
        close_block64(a, n, stride);
        return ABSINT_OK;
    }
    const size_t nw = closure_words(n);
    /* A tile or segment wider than the matrix is clamped to it (smaller scratch, same result). */
    const size_t kbw = (size_t)t->tile / 64 < nw ? (size_t)t->tile / 64 : nw;
    const size_t segw = (size_t)t->width * 8 < stride ? (size_t)t->width * 8 : stride;
    uint64_t *snap = malloc(n * kbw * sizeof(uint64_t));
    uint64_t *tab = aligned_alloc(64, kbw * TABLE_WORDS(segw / 8) * sizeof(uint64_t)); /* 64-byte multiple */
    unsigned char built[16];
    if (!snap || !tab) {
        free(snap);
        free(tab);
        return ABSINT_ENOMEM;
    }
    for (size_t kw0 = 0; kw0 < nw; kw0 += kbw) {
        const size_t kw1 = kw0 + kbw < nw ? kw0 + kbw : nw, kn = kw1 - kw0;
        const size_t k0 = kw0 * 64, k1 = kw1 * 64 < n ? kw1 * 64 : n;
        if (kn == 1) close_block64(a + k0 * stride + kw0, k1 - k0, stride);
        else closure_diagonal_tile(a, stride, k0, k1, kw0, kw1);
        for (size_t i = 0; i < n; i++) memcpy(snap + i * kn, a + i * stride + kw0, kn * sizeof(uint64_t));
        /* Segments span whole 512-bit units up to the padded stride (padding words are zero). */
        for (size_t j0 = 0; j0 < stride; j0 += segw) {
            int W = (int)((j0 + segw <= stride ? segw : stride - j0) / 8);
            /* Row tiles first (no tables: tile rows are still changing), then every other row. */
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

/* Row i's segments of both relations through one k-tile: l_i |= OR{l_k : k in L}, s_i |= OR{l_k : k in
 * S} | OR{s_k : k in L \ S} (L, S: the snapshot's bits, S within L). 2W accumulators; sparse words
 * take one vpternlogq per pair of strict bits for each relation (the same l rows), and per pair of
 * non-strict bits one for l (l rows) and one for s (s rows); dense words use the l tables indexed by
 * L's and by S's nibbles and the s tables by the nibbles of L \ S. */
ALWAYS_INLINE void update_pair_segment(uint64_t *si, uint64_t *li, const uint64_t *snap_s, const uint64_t *snap_l,
                                       size_t kn, const uint64_t *sk0, const uint64_t *lk0, size_t stride,
                                       size_t krows, int dense, uint64_t *tab_s, uint64_t *tab_l,
                                       unsigned char *built, const int W) {
    /* as, al: the rows of s and l; at: the table rows of strict k in dense words, which both take
     * (OR-ed in once at the end, so a dense strict word costs what a word of the single form does;
     * a few strict k in a sparse word go straight into both). Strict k and the others are each
     * dense (lookup tables) or sparse (skip zero bits) by their own count. */
    __m512i as[8], al[8], at[8];
    for (int w = 0; w < W; w++) {
        as[w] = LOAD(si + 8 * w);
        al[w] = LOAD(li + 8 * w);
        at[w] = _mm512_setzero_si512();
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
                for (int w = 0; w < W; w++)
                    at[w] = _mm512_ternarylogic_epi64(at[w], LOAD(e1 + 8 * w), LOAD(e2 + 8 * w), 0xFE);
            }
        } else {
            while (sbits & (sbits - 1)) {       /* few strict k: straight into both */
                const uint64_t *r1 = lbase + (size_t)_tzcnt_u64(sbits) * stride;
                sbits = _blsr_u64(sbits);
                const uint64_t *r2 = lbase + (size_t)_tzcnt_u64(sbits) * stride;
                sbits = _blsr_u64(sbits);
                for (int w = 0; w < W; w++) {
                    const __m512i x1 = LOAD(r1 + 8 * w), x2 = LOAD(r2 + 8 * w);
                    al[w] = _mm512_ternarylogic_epi64(al[w], x1, x2, 0xFE);
                    as[w] = _mm512_ternarylogic_epi64(as[w], x1, x2, 0xFE);
                }
            }
            if (sbits) {
                const uint64_t *r = lbase + (size_t)_tzcnt_u64(sbits) * stride;
                for (int w = 0; w < W; w++) {
                    const __m512i x = LOAD(r + 8 * w);
                    al[w] = _mm512_or_si512(al[w], x);
                    as[w] = _mm512_or_si512(as[w], x);
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
                for (int w = 0; w < W; w++) {
                    al[w] = _mm512_ternarylogic_epi64(al[w], LOAD(tl + o1 + 8 * w), LOAD(tl + o2 + 8 * w), 0xFE);
                    as[w] = _mm512_ternarylogic_epi64(as[w], LOAD(ts + o1 + 8 * w), LOAD(ts + o2 + 8 * w), 0xFE);
                }
            }
        } else {
            while (only & (only - 1)) {
                const size_t o1 = (size_t)_tzcnt_u64(only) * stride;
                only = _blsr_u64(only);
                const size_t o2 = (size_t)_tzcnt_u64(only) * stride;
                only = _blsr_u64(only);
                for (int w = 0; w < W; w++) {
                    al[w] = _mm512_ternarylogic_epi64(al[w], LOAD(lbase + o1 + 8 * w), LOAD(lbase + o2 + 8 * w), 0xFE);
                    as[w] = _mm512_ternarylogic_epi64(as[w], LOAD(sbase + o1 + 8 * w), LOAD(sbase + o2 + 8 * w), 0xFE);
                }
            }
            if (only) {
                const size_t o = (size_t)_tzcnt_u64(only) * stride;
                for (int w = 0; w < W; w++) {
                    al[w] = _mm512_or_si512(al[w], LOAD(lbase + o + 8 * w));
                    as[w] = _mm512_or_si512(as[w], LOAD(sbase + o + 8 * w));
                }
            }
        }
    }
    if (gathered)
        for (int w = 0; w < W; w++) {
            as[w] = _mm512_or_si512(as[w], at[w]);
            al[w] = _mm512_or_si512(al[w], at[w]);
        }
    for (int w = 0; w < W; w++) {
        STORE(si + 8 * w, as[w]);
        STORE(li + 8 * w, al[w]);
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
        PAIR_SEGMENT_CASE(1) PAIR_SEGMENT_CASE(2) PAIR_SEGMENT_CASE(3) PAIR_SEGMENT_CASE(4)
        PAIR_SEGMENT_CASE(5) PAIR_SEGMENT_CASE(6) PAIR_SEGMENT_CASE(7) PAIR_SEGMENT_CASE(8)
    default: break;
    }
}

/* The pair form of close_block64_g, blocked the same way: rows of l in vl[g], of s in vs[g] (lane r
 * of group g = row 8g + r). Per k and group: the lanes with l[i][k] OR in l_k, and for s the lanes
 * with s[i][k] take l_k, the other lanes with l[i][k] take s_k (vector masks from the bits, as in the
 * single form). */
#define PAIR_STEP(VL, VS, K, LK, SK)                                                                 \
    do {                                                                                             \
        const __m512i kb_ = _mm512_set1_epi64((long long)((uint64_t)1 << (K)));                      \
        const __mmask8 ml_ = _mm512_test_epi64_mask((VL), kb_), ms_ = _mm512_test_epi64_mask((VS), kb_); \
        (VS) = _mm512_mask_or_epi64((VS), ml_, (VS), (SK));                                          \
        (VS) = _mm512_mask_or_epi64((VS), ms_, (VS), (LK));                                          \
        (VL) = _mm512_mask_or_epi64((VL), ml_, (VL), (LK));                                          \
    } while (0)

ALWAYS_INLINE void close_pair_block64_g(uint64_t *sbase, uint64_t *lbase, size_t nrows, size_t stride, const int G) {
    const long long st = (long long)stride;
    const __m512i offsets = _mm512_set_epi64(7 * st, 6 * st, 5 * st, 4 * st, 3 * st, 2 * st, st, 0);
    __m512i vs[8], vl[8];
    for (int g = 0; g < G; g++) {
        size_t left = nrows - (size_t)g * 8;
        __mmask8 m = (__mmask8)(left >= 8 ? 0xFF : (1u << left) - 1);
        vs[g] = _mm512_mask_i64gather_epi64(_mm512_setzero_si512(), m, offsets,
                                            (const void *)(sbase + (size_t)g * 8 * stride), 8);
        vl[g] = _mm512_mask_i64gather_epi64(_mm512_setzero_si512(), m, offsets,
                                            (const void *)(lbase + (size_t)g * 8 * stride), 8);
    }
    /* (fully unrolled, so that vl[] and vs[] stay in registers) */
#pragma GCC unroll 8
    for (int kg = 0; kg < G; kg++) {
#pragma GCC unroll 8
        for (int lane = 0; lane < 8; lane++) {    /* diagonal block: sequential */
            const __m512i sel = _mm512_set1_epi64(lane);
            const __m512i lk = _mm512_permutexvar_epi64(sel, vl[kg]), sk = _mm512_permutexvar_epi64(sel, vs[kg]);
            PAIR_STEP(vl[kg], vs[kg], kg * 8 + lane, lk, sk);
        }
#pragma GCC unroll 8
        for (int lane = 0; lane < 8; lane++) {    /* then the other groups, a row at a time */
            const __m512i sel = _mm512_set1_epi64(lane);
            const __m512i lk = _mm512_permutexvar_epi64(sel, vl[kg]), sk = _mm512_permutexvar_epi64(sel, vs[kg]);
#pragma GCC unroll 8
            for (int g = 0; g < G; g++)
                if (g != kg) PAIR_STEP(vl[g], vs[g], kg * 8 + lane, lk, sk);
        }
    }
    for (int g = 0; g < G; g++) {
        size_t left = nrows - (size_t)g * 8;
        __mmask8 m = (__mmask8)(left >= 8 ? 0xFF : (1u << left) - 1);
        _mm512_mask_i64scatter_epi64((void *)(sbase + (size_t)g * 8 * stride), m, offsets, vs[g], 8);
        _mm512_mask_i64scatter_epi64((void *)(lbase + (size_t)g * 8 * stride), m, offsets, vl[g], 8);
    }
}

static void close_pair_block64(uint64_t *sbase, uint64_t *lbase, size_t nrows, size_t stride) {
    switch ((nrows + 7) / 8) {
    case 1: close_pair_block64_g(sbase, lbase, nrows, stride, 1); break;
    case 2: close_pair_block64_g(sbase, lbase, nrows, stride, 2); break;
    case 3: close_pair_block64_g(sbase, lbase, nrows, stride, 3); break;
    case 4: close_pair_block64_g(sbase, lbase, nrows, stride, 4); break;
    case 5: close_pair_block64_g(sbase, lbase, nrows, stride, 5); break;
    case 6: close_pair_block64_g(sbase, lbase, nrows, stride, 6); break;
    case 7: close_pair_block64_g(sbase, lbase, nrows, stride, 7); break;
    case 8: close_pair_block64_g(sbase, lbase, nrows, stride, 8); break;
    default: break;
    }
}

int absint_closure_pair_avx512_kernel(uint64_t *s, uint64_t *l, size_t n, size_t stride,
                                      const absint_closure_tuning *t) {
    if (n <= 64) {
        close_pair_block64(s, l, n, stride);
        return ABSINT_OK;
    }
    const size_t nw = closure_words(n);
    const size_t kbw = (size_t)t->tile / 64 < nw ? (size_t)t->tile / 64 : nw;
    const size_t segw = (size_t)t->width * 8 < stride ? (size_t)t->width * 8 : stride;
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
    uint64_t *snap_s = snap, *snap_l = snap + n * kbw, *tab_s = tab + tw, *tab_l = tab;
    for (size_t kw0 = 0; kw0 < nw; kw0 += kbw) {
        const size_t kw1 = kw0 + kbw < nw ? kw0 + kbw : nw, kn = kw1 - kw0;
        const size_t k0 = kw0 * 64, k1 = kw1 * 64 < n ? kw1 * 64 : n;
        if (kn == 1) close_pair_block64(s + k0 * stride + kw0, l + k0 * stride + kw0, k1 - k0, stride);
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

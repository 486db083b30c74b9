/* Portable bit-packed kernels: `scalar` (row-OR Warshall) and `tiled` (FWabc-blocked, uint64 words).
 * Both are plain C; gcc -O3 may auto-vectorize the row OR with the baseline ISA (SSE2) only. */
#include <stdlib.h>
#include <string.h>
#include "closure_internal.h"

/* for k: for each i with bit (i, k): row_i |= row_k. Zero bits cost one test. */
int absint_closure_scalar_kernel(uint64_t *a, size_t n, size_t stride, const absint_closure_tuning *t) {
    (void)t;
    size_t nw = closure_words(n);
    for (size_t k = 0; k < n; k++) {
        const uint64_t *rk = a + k * stride;
        const size_t kw = k >> 6;
        const uint64_t kbit = (uint64_t)1 << (k & 63);
        for (size_t i = 0; i < n; i++) {
            uint64_t *ri = a + i * stride;
            if (ri[kw] & kbit)
                for (size_t w = 0; w < nw; w++) ri[w] |= rk[w];
        }
    }
    return ABSINT_OK;
}

/* Lookup tables of one tile word at one column segment: entry v of nibble c (16 x 16 entries of sw
 * words) = OR of the tile rows 4c + (bits of v). Rows >= nrows do not exist (their bits are 0). */
static void build_tables_u64(uint64_t *tq, const uint64_t *rows, size_t stride, size_t nrows, size_t sw) {
    for (size_t c = 0; c < 16; c++) {
        uint64_t *tc = tq + c * 16 * sw;
        memset(tc, 0, sw * sizeof(uint64_t));
        for (size_t v = 1; v < 16; v++) {
            const uint64_t *prev = tc + (v & (v - 1)) * sw;
            size_t r = c * 4 + (size_t)__builtin_ctzll(v);
            uint64_t *dst = tc + v * sw;
            if (r < nrows)
                for (size_t j = 0; j < sw; j++) dst[j] = prev[j] | rows[r * stride + j];
            else
                memcpy(dst, prev, sw * sizeof(uint64_t));
        }
    }
}

/* row_i[0, sw) |= OR of the tile rows (rk0, stride apart) over the set bits of snap (kn words).
 * Words with popcount >= dense take the branch-free table form (16 lookups whatever the bits), the
 * others skip zero bits. tab == NULL: no tables (the row-tile pass, while tile rows still change). */
static void update_u64(uint64_t *ri, const uint64_t *snap, size_t kn, const uint64_t *rk0, size_t stride,
                       size_t sw, size_t krows, int dense, uint64_t *tab, unsigned char *built) {
    for (size_t q = 0; q < kn; q++) {
        uint64_t bits = snap[q];
        if (!bits) continue;
        const uint64_t *base = rk0 + q * 64 * stride;
        if (tab && __builtin_popcountll(bits) >= dense) {
            uint64_t *tq = tab + q * 256 * sw;
            if (!built[q]) {
                build_tables_u64(tq, base, stride, krows - q * 64, sw);
                built[q] = 1;
            }
            for (size_t c = 0; c < 16; c++) {
                const uint64_t *e = tq + (c * 16 + ((bits >> (4 * c)) & 15)) * sw;
                for (size_t j = 0; j < sw; j++) ri[j] |= e[j];
            }
        } else {
            while (bits) {
                const uint64_t *rk = base + (size_t)__builtin_ctzll(bits) * stride;
                bits &= bits - 1;
                for (size_t j = 0; j < sw; j++) ri[j] |= rk[j];
            }
        }
    }
}

/* Blocked Floyd-Warshall (Han, Franchetti, Pueschel: FWabc) over k-tiles K = [k0, k1):
 *   1. diagonal tile: sequential Warshall on A[K][K];
 *   2. per column segment J: the row tile A[K][J] |= A*[K][K] . A[K][J], then every other row's
 *      tile A[I][J] |= A[I][K] . A[K][J] (column tile and remaining tiles). The latter are
 *      independent products because A[I][K] is snapshotted before the segment updates start.
 * Correct because after step 1 A[K][K] is closed, so after the row tiles row k (k in K) already holds
 * everything reachable from k through vertices < k1, and a path from i enters K at a first vertex
 * that is a direct successor in the snapshot. */
int absint_closure_tiled_kernel(uint64_t *a, size_t n, size_t stride, const absint_closure_tuning *t) {
    if (n <= 64) {
        closure_block64_words(a, n, stride);
        return ABSINT_OK;
    }
    const size_t nw = closure_words(n);
    /* A tile or segment wider than the matrix is clamped to it (smaller scratch, same result). */
    const size_t kbw = (size_t)t->tile / 64 < nw ? (size_t)t->tile / 64 : nw;
    const size_t segw = (size_t)t->width * 8 < nw ? (size_t)t->width * 8 : nw;
    uint64_t *snap = malloc(n * kbw * sizeof(uint64_t));
    uint64_t *tab = malloc(kbw * 256 * segw * sizeof(uint64_t));
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
        for (size_t j0 = 0; j0 < nw; j0 += segw) {
            const size_t sw = j0 + segw < nw ? segw : nw - j0;
            const uint64_t *rk0 = a + k0 * stride + j0;
            for (size_t i = k0; i < k1; i++) /* row tiles first, without tables */
                update_u64(a + i * stride + j0, snap + i * kn, kn, rk0, stride, sw, k1 - k0, t->dense, NULL, built);
            memset(built, 0, sizeof built);
            for (size_t i = 0; i < n; i++) {
                if (i == k0) { i = k1 - 1; continue; }
                update_u64(a + i * stride + j0, snap + i * kn, kn, rk0, stride, sw, k1 - k0, t->dense, tab, built);
            }
        }
    }
    free(tab);
    free(snap);
    return ABSINT_OK;
}

/* ---- the pair form (s: x_i < x_j, l: x_i <= x_j, s a subset of l; see closure_internal.h) ---- */

/* l_i |= l_k and s_i |= src for distinct rows i != k (src is l_k or s_k): one pass over the words. */
static inline void or_pair_rows(uint64_t *restrict li, uint64_t *restrict si, const uint64_t *restrict lk,
                                const uint64_t *restrict src, size_t nw) {
    for (size_t w = 0; w < nw; w++) {
        li[w] |= lk[w];
        si[w] |= src[w];
    }
}

/* for k: for each i != k with l[i][k]: l_i |= l_k, s_i |= (s[i][k] ? l_k : s_k). Row k itself would
 * only change through s[k][k], a strict cycle, after which s is unspecified anyway. */
int absint_closure_pair_scalar_kernel(uint64_t *s, uint64_t *l, size_t n, size_t stride,
                                      const absint_closure_tuning *t) {
    (void)t;
    size_t nw = closure_words(n);
    for (size_t k = 0; k < n; k++) {
        const uint64_t *sk = s + k * stride, *lk = l + k * stride;
        const size_t kw = k >> 6;
        const uint64_t kbit = (uint64_t)1 << (k & 63);
        for (size_t i = 0; i < n; i++) {
            uint64_t *si = s + i * stride, *li = l + i * stride;
            if (!(li[kw] & kbit) || i == k) continue;
            or_pair_rows(li, si, lk, (si[kw] & kbit) ? lk : sk, nw);
        }
    }
    return ABSINT_OK;
}

/* Row i's segment of both relations through one k-tile: with L = the snapshot's l bits and S its s
 * bits (S within L), l_i |= OR{l_k : k in L} and s_i |= OR{l_k : k in S} | OR{s_k : k in L \ S}. The
 * l rows of strict k go to both (from the tables: gathered in `at`, OR-ed in at the end), those of
 * the others to l and their s rows to s; each group is dense (lookup tables: l tables, and s tables
 * for the others) or sparse (skip zero bits) by its own count, so a strict k costs about what a k of
 * the single form does. */
static void update_pair_u64(uint64_t *si, uint64_t *li, const uint64_t *snap_s, const uint64_t *snap_l,
                            size_t kn, const uint64_t *sk0, const uint64_t *lk0, size_t stride, size_t sw,
                            size_t krows, int dense, uint64_t *tab_s, uint64_t *tab_l, unsigned char *built,
                            uint64_t *at) {
    int gathered = 0;    /* at holds table rows of strict k (cleared on first use) */
    for (size_t q = 0; q < kn; q++) {
        const uint64_t lbits = snap_l[q];
        if (!lbits) continue;
        uint64_t sbits = snap_s[q], only = lbits & ~sbits;
        const uint64_t *sbase = sk0 + q * 64 * stride, *lbase = lk0 + q * 64 * stride;
        uint64_t *tl = tab_l ? tab_l + q * 256 * sw : NULL, *ts = tab_s ? tab_s + q * 256 * sw : NULL;
        if (tl && __builtin_popcountll(sbits) >= dense) {
            if (!(built[q] & 1)) {
                build_tables_u64(tl, lbase, stride, krows - q * 64, sw);
                built[q] |= 1;
            }
            if (!gathered) {
                memset(at, 0, sw * sizeof(uint64_t));
                gathered = 1;
            }
            for (size_t c = 0; c < 16; c++) {
                const uint64_t *e = tl + (c * 16 + ((sbits >> (4 * c)) & 15)) * sw;
                for (size_t j = 0; j < sw; j++) at[j] |= e[j];
            }
        } else {
            for (; sbits; sbits &= sbits - 1) {
                const uint64_t *r = lbase + (size_t)__builtin_ctzll(sbits) * stride;
                for (size_t j = 0; j < sw; j++) {
                    li[j] |= r[j];
                    si[j] |= r[j];
                }
            }
        }
        if (tl && __builtin_popcountll(only) >= dense) {
            if ((built[q] & 3) != 3) {
                if (!(built[q] & 1)) build_tables_u64(tl, lbase, stride, krows - q * 64, sw);
                build_tables_u64(ts, sbase, stride, krows - q * 64, sw);
                built[q] |= 3;
            }
            for (size_t c = 0; c < 16; c++) {
                const size_t o = (c * 16 + ((only >> (4 * c)) & 15)) * sw;
                for (size_t j = 0; j < sw; j++) {
                    li[j] |= tl[o + j];
                    si[j] |= ts[o + j];
                }
            }
        } else {
            for (; only; only &= only - 1) {
                const size_t r = (size_t)__builtin_ctzll(only) * stride;
                for (size_t j = 0; j < sw; j++) {
                    li[j] |= lbase[r + j];
                    si[j] |= sbase[r + j];
                }
            }
        }
    }
    if (gathered)
        for (size_t j = 0; j < sw; j++) {
            li[j] |= at[j];
            si[j] |= at[j];
        }
}

/* The tiled scheme of absint_closure_tiled_kernel on both relations: one snapshot of each (k-tile
 * columns), row tiles first, then every other row. Correct for the pair for the same reason: a path
 * from i through K enters K at a first vertex k, direct from i in the snapshot (strict or not), and
 * row k then holds every path from k through vertices < k1, with its strictness. */
int absint_closure_pair_tiled_kernel(uint64_t *s, uint64_t *l, size_t n, size_t stride,
                                     const absint_closure_tuning *t) {
    if (n <= 64) {
        closure_pair_block64_words(s, l, n, stride);
        return ABSINT_OK;
    }
    const size_t nw = closure_words(n);
    const size_t kbw = (size_t)t->tile / 64 < nw ? (size_t)t->tile / 64 : nw;
    const size_t segw = (size_t)t->width * 8 < nw ? (size_t)t->width * 8 : nw;
    uint64_t *snap = malloc(2 * n * kbw * sizeof(uint64_t));
    uint64_t *tab = malloc((2 * kbw * 256 + 1) * segw * sizeof(uint64_t));
    size_t *active = malloc(n * sizeof *active + n);     /* the active rows, then a byte per row */
    unsigned char built[16];
    if (!snap || !tab || !active) {
        free(snap);
        free(tab);
        free(active);
        return ABSINT_ENOMEM;
    }
    uint64_t *snap_s = snap, *snap_l = snap + n * kbw, *tab_s = tab, *tab_l = tab + kbw * 256 * segw;
    uint64_t *at = tab + 2 * kbw * 256 * segw;     /* one segment of strict l rows */
    for (size_t kw0 = 0; kw0 < nw; kw0 += kbw) {
        const size_t kw1 = kw0 + kbw < nw ? kw0 + kbw : nw, kn = kw1 - kw0;
        const size_t k0 = kw0 * 64, k1 = kw1 * 64 < n ? kw1 * 64 : n;
        if (kn == 1) closure_pair_block64_words(s + k0 * stride + kw0, l + k0 * stride + kw0, k1 - k0, stride);
        else closure_pair_diagonal_tile(s, l, stride, k0, k1, kw0, kw1);
        /* active: the tile rows with a bit in the snapshot, in order, then the other such rows (a
         * sparse matrix has few; every column segment goes over the list only) */
        size_t ntile = 0, count = 0;
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
        count = ntile;
        for (size_t i = 0; i < n; i++)
            if (hit[i] && (i < k0 || i >= k1)) active[count++] = i;
        for (size_t j0 = 0; j0 < nw; j0 += segw) {
            const size_t sw = j0 + segw < nw ? segw : nw - j0;
            const uint64_t *sk0 = s + k0 * stride + j0, *lk0 = l + k0 * stride + j0;
            for (size_t r = 0; r < ntile; r++) {
                const size_t i = active[r];
                update_pair_u64(s + i * stride + j0, l + i * stride + j0, snap_s + i * kn, snap_l + i * kn, kn,
                                sk0, lk0, stride, sw, k1 - k0, t->dense, NULL, NULL, built, at);
            }
            memset(built, 0, sizeof built);
            for (size_t r = ntile; r < count; r++) {
                const size_t i = active[r];
                update_pair_u64(s + i * stride + j0, l + i * stride + j0, snap_s + i * kn, snap_l + i * kn, kn,
                                sk0, lk0, stride, sw, k1 - k0, t->dense, tab_s, tab_l, built, at);
            }
        }
    }
    free(tab);
    free(snap);
    free(active);
    return ABSINT_OK;
}

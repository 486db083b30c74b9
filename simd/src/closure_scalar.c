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

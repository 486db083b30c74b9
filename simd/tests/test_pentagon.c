/* The Pentagon interval passes: every kernel the CPU runs (scalar, AVX2, AVX-512 twins) must give
 * the same bounds and bits as a naive fixpoint in this file, on closed random DAGs with random
 * bounds (infinite ones and values near the int64 sentinels included); plus the error codes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "absint_simd.h"
#include "absint_pentagon.h"

static int failures = 0, checks = 0;
#define CHECK(cond, ...) do { checks++; if (!(cond)) { failures++; fprintf(stderr, "FAIL %s:%d: ", \
    __FILE__, __LINE__); fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

#define PINF INT64_MAX
#define NINF (-INT64_MAX)

static uint64_t rng_state = 0x2545F4914F6CDD1Dull;
static uint64_t next_random(void) {
    rng_state ^= rng_state >> 12; rng_state ^= rng_state << 25; rng_state ^= rng_state >> 27;
    return rng_state * 0x2545F4914F6CDD1Dull;
}

static int bit(const uint64_t *S, size_t n, size_t i, size_t j) {
    return (int)(S[i * absint_bm_stride(n) + (j >> 6)] >> (j & 63) & 1);
}

/* The obvious fixpoint: relax every edge until nothing changes, then add the interval bits. */
static int naive(uint64_t *S, size_t n, int64_t *lo, int64_t *hi, long long *added) {
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t x = 0; x < n; x++)
            for (size_t y = 0; y < n; y++) {
                if (!bit(S, n, x, y)) continue;
                if (lo[x] > NINF) {
                    int64_t v = lo[x] >= PINF - 1 ? PINF - 1 : lo[x] + 1;
                    if (lo[y] < v) { lo[y] = v; changed = 1; }
                }
                if (hi[y] < PINF) {
                    int64_t v = hi[y] <= NINF + 1 ? NINF + 1 : hi[y] - 1;
                    if (hi[x] > v) { hi[x] = v; changed = 1; }
                }
            }
    }
    for (size_t x = 0; x < n; x++)
        if (lo[x] > hi[x]) return 1;
    *added = 0;
    for (size_t x = 0; x < n; x++)
        for (size_t y = 0; y < n; y++)
            if (hi[x] < PINF && lo[y] > hi[x] && !bit(S, n, x, y)) {
                S[x * absint_bm_stride(n) + (y >> 6)] |= 1ull << (y & 63);
                (*added)++;
            }
    return 0;
}

static void one_case(size_t n, unsigned permille, int wide) {
    size_t stride = absint_bm_stride(n), bytes = n * stride * 8;
    uint64_t *S = absint_bm_alloc(n), *ref = absint_bm_alloc(n), *got = absint_bm_alloc(n);
    int64_t *w = malloc(n * 8), *lo = malloc(n * 8), *hi = malloc(n * 8);
    int64_t *rlo = malloc(n * 8), *rhi = malloc(n * 8), *glo = malloc(n * 8), *ghi = malloc(n * 8);
    for (size_t i = 0; i < n; i++) w[i] = (int64_t)(next_random() % 200) - 100;
    for (size_t i = 0; i < n; i++) {
        lo[i] = w[i] - (int64_t)(next_random() % (wide ? 300 : 20));
        hi[i] = w[i] + (int64_t)(next_random() % (wide ? 300 : 20));
        if (next_random() % 10 < 3) lo[i] = NINF;
        if (next_random() % 10 < 3) hi[i] = PINF;
        if (next_random() % 50 == 0) { lo[i] = PINF - 2; hi[i] = PINF; }      /* saturation */
        if (next_random() % 50 == 0) { hi[i] = NINF + 2; lo[i] = NINF; }
        for (size_t j = 0; j < n; j++)
            if (w[i] < w[j] && next_random() % 1000 < permille)
                S[i * stride + (j >> 6)] |= 1ull << (j & 63);
    }
    int cycle = 0;
    CHECK(absint_closure(ABSINT_CLOSURE_REFERENCE, NULL, S, n, &cycle) == ABSINT_OK && !cycle, "closure n=%zu", n);
    memcpy(ref, S, bytes); memcpy(rlo, lo, n * 8); memcpy(rhi, hi, n * 8);
    long long radded = 0;
    int rempty = naive(ref, n, rlo, rhi, &radded);
    for (int k = 0; k < ABSINT_CLOSURE_NKERNELS; k++) {
        if (!absint_closure_available(k)) continue;
        memcpy(got, S, bytes); memcpy(glo, lo, n * 8); memcpy(ghi, hi, n * 8);
        int empty = -1; long long added = -1;
        CHECK(absint_pentagon_reduce(k, got, n, glo, ghi, &empty, &added) == ABSINT_OK, "status k=%d", k);
        CHECK(empty == rempty, "empty k=%d n=%zu: %d vs %d", k, n, empty, rempty);
        if (rempty || empty != rempty) continue;
        CHECK(added == radded, "added k=%d n=%zu: %lld vs %lld", k, n, added, radded);
        CHECK(memcmp(glo, rlo, n * 8) == 0 && memcmp(ghi, rhi, n * 8) == 0, "bounds k=%d n=%zu", k, n);
        CHECK(memcmp(got, ref, bytes) == 0, "bits k=%d n=%zu", k, n);
    }
    free(w); free(lo); free(hi); free(rlo); free(rhi); free(glo); free(ghi);
    absint_bm_free(S); absint_bm_free(ref); absint_bm_free(got);
}

static void errors(void) {
    uint64_t *S = absint_bm_alloc(4);
    int64_t lo[4] = {0, 0, 0, 0}, hi[4] = {1, 1, 1, 1};
    int empty;
    long long res;
    long long added;
    CHECK(absint_pentagon_reduce(0, NULL, 4, lo, hi, &empty, &added) == ABSINT_EINVAL, "NULL S");
    CHECK(absint_pentagon_reduce(0, S, 4, NULL, hi, &empty, &added) == ABSINT_EINVAL, "NULL lo");
    CHECK(absint_pentagon_reduce(0, S, 4, lo, hi, NULL, &added) == ABSINT_EINVAL, "NULL empty");
    CHECK(absint_pentagon_reduce(99, S, 4, lo, hi, &empty, &added) == ABSINT_EINVAL, "bad kernel");
    CHECK(absint_pentagon_reduce(0, S + 1, 4, lo, hi, &empty, &added) == ABSINT_EINVAL, "misaligned");
    CHECK(absint_pentagon_reduce(0, S, (size_t)ABSINT_BM_MAX_N + 1, lo, hi, &empty, &added) == ABSINT_EINVAL, "huge n");
    CHECK(absint_pentagon_close(-1, NULL, S, 4, lo, hi, NULL, &res) == ABSINT_EINVAL, "bad kernel");
    CHECK(absint_pentagon_close(0, NULL, S, 4, lo, hi, NULL, NULL) == ABSINT_EINVAL, "NULL result");
    CHECK(absint_pentagon_close(0, NULL, S, 0, NULL, NULL, NULL, &res) == ABSINT_OK && res >= 0, "n = 0");
    /* a cycle and an empty interval are bottom */
    S[0] |= 2; S[absint_bm_stride(4)] |= 1;
    CHECK(absint_pentagon_close(0, NULL, S, 4, lo, hi, NULL, &res) == ABSINT_OK && res == -1, "cycle");
    memset(S, 0, 4 * absint_bm_stride(4) * 8);
    lo[2] = 5;
    CHECK(absint_pentagon_close(0, NULL, S, 4, lo, hi, NULL, &res) == ABSINT_OK && res == -1, "empty");
    /* x < y < z with lo(x) = 0 gives lo(z) = 2 and hi(x) = hi(z) - 2 */
    int64_t l3[3] = {0, NINF, NINF}, h3[3] = {PINF, PINF, 10};
    uint64_t *T = absint_bm_alloc(3);
    T[0] |= 2; T[absint_bm_stride(3)] |= 4;
    CHECK(absint_pentagon_close(ABSINT_CLOSURE_SCALAR, NULL, T, 3, l3, h3, NULL, &res) == ABSINT_OK && res >= 0, "path");
    CHECK(l3[2] == 2 && h3[0] == 8 && l3[1] == 1 && h3[1] == 9 && bit(T, 3, 0, 2), "path bounds");
    /* aliases: x0 == x2 share bounds and relations; x1 < x0 then gives x1 < x2; a bad cls is EINVAL */
    int64_t la[3] = {0, NINF, 1}, ha[3] = {5, PINF, 9}, cls[3] = {0, 1, 0}, bad[3] = {1, 2, 0};
    uint64_t *U = absint_bm_alloc(3);
    U[absint_bm_stride(3)] |= 1;            /* x1 < x0 */
    CHECK(absint_pentagon_close(ABSINT_CLOSURE_SCALAR, NULL, U, 3, la, ha, cls, &res) == ABSINT_OK && res == 0, "alias");
    CHECK(la[0] == 1 && la[2] == 1 && ha[0] == 5 && ha[2] == 5 && bit(U, 3, 1, 2) && bit(U, 3, 1, 0)
          && ha[1] == 4, "alias values");
    CHECK(absint_pentagon_close(ABSINT_CLOSURE_SCALAR, NULL, U, 3, la, ha, bad, &res) == ABSINT_EINVAL, "bad cls");
    U[0] |= 4;                              /* x0 < x2 with x0 == x2: bottom */
    CHECK(absint_pentagon_close(ABSINT_CLOSURE_SCALAR, NULL, U, 3, la, ha, cls, &res) == ABSINT_OK && res == -1, "alias cycle");
    absint_bm_free(S); absint_bm_free(T); absint_bm_free(U);
}

/* absint_pentagon_submatrix (runs of columns) equals absint_bm_submatrix (bit by bit). */
static void submatrix_cases(void) {
    static const size_t sizes[] = {1, 5, 63, 64, 65, 130, 200};
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        size_t n = sizes[s];
        uint64_t *S = absint_bm_alloc(n);
        for (size_t i = 0; i < n; i++)
            for (size_t j = 0; j < n; j++)
                if (next_random() % 4 == 0)
                    S[i * absint_bm_stride(n) + (j >> 6)] |= (uint64_t)1 << (j & 63);
        for (int trial = 0; trial < 6; trial++) {
            size_t m = 0, idx[260];
            for (size_t i = 0; i < n && m < 250; i++) {     /* drops, runs, repeats, jumps */
                unsigned r = (unsigned)(next_random() % 8);
                if (trial == 0 || r < 5) idx[m++] = i;
                else if (r == 5) idx[m++] = (size_t)(next_random() % n);
                else if (r == 6 && m < 249) { idx[m++] = i; idx[m++] = i; }
            }
            if (trial == 5) m = 0;
            uint64_t *A = absint_bm_alloc(m), *Bm = absint_bm_alloc(m);
            CHECK(absint_pentagon_submatrix(S, n, idx, m, A) == ABSINT_OK, "submatrix n=%zu", n);
            CHECK(absint_bm_submatrix(S, n, idx, m, Bm) == ABSINT_OK, "bm_submatrix n=%zu", n);
            CHECK(memcmp(A, Bm, m * absint_bm_stride(m) * sizeof *A) == 0, "submatrix differs n=%zu m=%zu", n, m);
            absint_bm_free(A);
            absint_bm_free(Bm);
        }
        size_t bad = n;
        uint64_t *D = absint_bm_alloc(1);
        CHECK(absint_pentagon_submatrix(S, n, &bad, 1, D) == ABSINT_EINVAL, "index out of range");
        CHECK(absint_pentagon_submatrix(NULL, n, &bad, 1, D) == ABSINT_EINVAL, "NULL src");
        absint_bm_free(D);
        absint_bm_free(S);
    }
}

/* ---- with the non-strict relation L ---- */

static void set(uint64_t *M, size_t n, size_t i, size_t j) { M[i * absint_bm_stride(n) + (j >> 6)] |= 1ull << (j & 63); }

/* The obvious fixpoint with both relations: relax every bit (+1 along S, +0 along the rest of L)
 * until nothing changes, then add x < y where hi(x) < lo(y) and x <= y where hi(x) <= lo(y). */
static int naive_le(uint64_t *S, uint64_t *L, size_t n, int64_t *lo, int64_t *hi, long long *added) {
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t x = 0; x < n; x++)
            for (size_t y = 0; y < n; y++) {
                if (!bit(L, n, x, y)) continue;
                int strict = bit(S, n, x, y);
                if (lo[x] > NINF) {
                    int64_t v = strict ? (lo[x] >= PINF - 1 ? PINF - 1 : lo[x] + 1) : lo[x];
                    if (lo[y] < v) { lo[y] = v; changed = 1; }
                }
                if (hi[y] < PINF) {
                    int64_t v = strict ? (hi[y] <= NINF + 1 ? NINF + 1 : hi[y] - 1) : hi[y];
                    if (hi[x] > v) { hi[x] = v; changed = 1; }
                }
            }
    }
    for (size_t x = 0; x < n; x++)
        if (lo[x] > hi[x]) return 1;
    *added = 0;
    for (size_t x = 0; x < n; x++)
        for (size_t y = 0; y < n; y++) {
            if (hi[x] >= PINF) continue;
            if (lo[y] > hi[x] && !bit(S, n, x, y)) { set(S, n, x, y); (*added)++; }
            if (lo[y] >= hi[x] && x != y && !bit(L, n, x, y)) { set(L, n, x, y); (*added)++; }
        }
    return 0;
}

/* Closed (S, L) pairs around a hidden valuation (ties make cycles of L), random bounds; every kernel's
 * absint_pentagon_reduce_le equals the naive fixpoint. */
static void one_case_le(size_t n, unsigned permille, unsigned span) {
    size_t stride = absint_bm_stride(n), bytes = n * stride * 8;
    uint64_t *S = absint_bm_alloc(n), *L = absint_bm_alloc(n), *rs = absint_bm_alloc(n), *rl = absint_bm_alloc(n);
    uint64_t *gs = absint_bm_alloc(n), *gl = absint_bm_alloc(n);
    int64_t *w = malloc(n * 8), *lo = malloc(n * 8), *hi = malloc(n * 8);
    int64_t *rlo = malloc(n * 8), *rhi = malloc(n * 8), *glo = malloc(n * 8), *ghi = malloc(n * 8);
    for (size_t i = 0; i < n; i++) w[i] = (int64_t)(next_random() % span);
    for (size_t i = 0; i < n; i++) {
        lo[i] = w[i] - (int64_t)(next_random() % 20);
        hi[i] = w[i] + (int64_t)(next_random() % 20);
        if (next_random() % 10 < 3) lo[i] = NINF;
        if (next_random() % 10 < 3) hi[i] = PINF;
        if (next_random() % 50 == 0) { lo[i] = PINF - 2; hi[i] = PINF; }
        for (size_t j = 0; j < n; j++) {
            if (next_random() % 1000 >= permille) continue;
            if (w[i] < w[j] && next_random() % 2) set(S, n, i, j);
            else if (w[i] <= w[j]) set(L, n, i, j);
        }
    }
    int cycle = 0;
    CHECK(absint_closure_pair(ABSINT_CLOSURE_REFERENCE, NULL, S, L, n, &cycle) == ABSINT_OK && !cycle, "pair n=%zu", n);
    memcpy(rs, S, bytes); memcpy(rl, L, bytes); memcpy(rlo, lo, n * 8); memcpy(rhi, hi, n * 8);
    long long radded = 0;
    int rempty = naive_le(rs, rl, n, rlo, rhi, &radded);
    for (int k = 0; k < ABSINT_CLOSURE_NKERNELS; k++) {
        if (!absint_closure_available(k)) continue;
        memcpy(gs, S, bytes); memcpy(gl, L, bytes); memcpy(glo, lo, n * 8); memcpy(ghi, hi, n * 8);
        int empty = -1; long long added = -1;
        CHECK(absint_pentagon_reduce_le(k, gs, gl, n, glo, ghi, &empty, &added) == ABSINT_OK, "le status k=%d", k);
        CHECK(empty == rempty, "le empty k=%d n=%zu: %d vs %d", k, n, empty, rempty);
        if (rempty || empty != rempty) continue;
        CHECK(added == radded, "le added k=%d n=%zu: %lld vs %lld", k, n, added, radded);
        CHECK(memcmp(glo, rlo, n * 8) == 0 && memcmp(ghi, rhi, n * 8) == 0, "le bounds k=%d n=%zu", k, n);
        CHECK(memcmp(gs, rs, bytes) == 0 && memcmp(gl, rl, bytes) == 0, "le bits k=%d n=%zu", k, n);
    }
    free(w); free(lo); free(hi); free(rlo); free(rhi); free(glo); free(ghi);
    absint_bm_free(S); absint_bm_free(L); absint_bm_free(rs); absint_bm_free(rl); absint_bm_free(gs); absint_bm_free(gl);
}

/* absint_pentagon_close_le on small states whose answer is known. */
static void close_le_cases(void) {
    long long res;
    int merged;
    int64_t out[4];
    uint64_t *S = absint_bm_alloc(4), *L = absint_bm_alloc(4);
    size_t st = absint_bm_stride(4), bytes = 4 * st * 8;
    /* x0 <= x1 <= x2 with lo(x0) = 0, hi(x2) = 5: bounds along L without +1; x0 <= x2 by transitivity */
    int64_t lo[4] = {0, NINF, NINF, NINF}, hi[4] = {PINF, PINF, 5, PINF};
    set(L, 4, 0, 1); set(L, 4, 1, 2);
    for (int k = 0; k < ABSINT_CLOSURE_NKERNELS; k++) {
        if (!absint_closure_available(k)) continue;
        uint64_t *s = absint_bm_alloc(4), *l = absint_bm_alloc(4);
        memcpy(s, S, bytes); memcpy(l, L, bytes);
        int64_t a[4], b[4];
        memcpy(a, lo, sizeof a); memcpy(b, hi, sizeof b);
        CHECK(absint_pentagon_close_le(k, NULL, s, l, 4, a, b, NULL, out, &merged, &res) == ABSINT_OK && res == 0 &&
              !merged, "chain k=%d", k);
        CHECK(a[1] == 0 && a[2] == 0 && b[0] == 5 && b[1] == 5 && bit(l, 4, 0, 2) && !bit(s, 4, 0, 2), "chain values k=%d", k);
        CHECK(out[0] == 0 && out[1] == 1 && out[2] == 2 && out[3] == 3, "chain classes k=%d", k);
        absint_bm_free(s); absint_bm_free(l);
    }
    /* x0 <= x1 < x2 and hi(x2) = 3: hi(x0) = hi(x1) = 2 */
    memset(S, 0, bytes); memset(L, 0, bytes);
    set(L, 4, 0, 1); set(S, 4, 1, 2);
    int64_t lo2[4] = {NINF, NINF, NINF, NINF}, hi2[4] = {PINF, PINF, 3, PINF};
    CHECK(absint_pentagon_close_le(ABSINT_CLOSURE_SCALAR, NULL, S, L, 4, lo2, hi2, NULL, out, &merged, &res) == ABSINT_OK &&
          res == 0 && hi2[0] == 2 && hi2[1] == 2 && bit(S, 4, 0, 2) && bit(L, 4, 0, 2) && bit(L, 4, 1, 2), "mixed chain");
    /* x0 <= x1 <= x0 in [0, 9]: one class (x1 joins x0's), diagonal cleared; x2 <= x3 <= x2 both 4:
     * equal constants stay apart */
    memset(S, 0, bytes); memset(L, 0, bytes);
    set(L, 4, 0, 1); set(L, 4, 1, 0); set(L, 4, 2, 3); set(L, 4, 3, 2);
    int64_t lo3[4] = {0, NINF, 4, 4}, hi3[4] = {PINF, 9, 4, 4};
    CHECK(absint_pentagon_close_le(ABSINT_CLOSURE_SCALAR, NULL, S, L, 4, lo3, hi3, NULL, out, &merged, &res) == ABSINT_OK &&
          res == 2 && merged == 1 && out[0] == 0 && out[1] == 0 && out[2] == 2 && out[3] == 3, "cycle classes");
    CHECK(lo3[1] == 0 && hi3[0] == 9 && !bit(L, 4, 0, 0) && !bit(L, 4, 1, 1) && !bit(L, 4, 2, 2) && bit(L, 4, 0, 1) &&
          bit(L, 4, 1, 0) && bit(L, 4, 2, 3) && !bit(L, 4, 0, 2) && !bit(L, 4, 2, 0), "cycle values");
    /* x0 <= x1 < x2 <= x0: bottom; class {x0, x1} with x1 < x0: bottom */
    memset(S, 0, bytes); memset(L, 0, bytes);
    set(L, 4, 0, 1); set(S, 4, 1, 2); set(L, 4, 2, 0);
    int64_t lo4[4] = {NINF, NINF, NINF, NINF}, hi4[4] = {PINF, PINF, PINF, PINF};
    CHECK(absint_pentagon_close_le(ABSINT_CLOSURE_SCALAR, NULL, S, L, 4, lo4, hi4, NULL, out, NULL, &res) == ABSINT_OK &&
          res == -1, "strict cycle");
    memset(S, 0, bytes); memset(L, 0, bytes);
    set(S, 4, 1, 0);
    int64_t cls[4] = {0, 0, 2, 3};
    CHECK(absint_pentagon_close_le(ABSINT_CLOSURE_SCALAR, NULL, S, L, 4, lo4, hi4, cls, out, NULL, &res) == ABSINT_OK &&
          res == -1, "class with a strict fact");
    /* a class: members get L bits between each other, and each other's facts */
    memset(S, 0, bytes); memset(L, 0, bytes);
    set(L, 4, 3, 1);
    int64_t lo5[4] = {NINF, NINF, NINF, NINF}, hi5[4] = {PINF, PINF, PINF, PINF};
    CHECK(absint_pentagon_close_le(ABSINT_CLOSURE_SCALAR, NULL, S, L, 4, lo5, hi5, cls, out, &merged, &res) == ABSINT_OK &&
          res == 0 && !merged && out[1] == 0 && bit(L, 4, 0, 1) && bit(L, 4, 1, 0) && bit(L, 4, 3, 0) && !bit(L, 4, 0, 0),
          "class bits");
    /* argument checks */
    CHECK(absint_pentagon_close_le(0, NULL, S, NULL, 4, lo5, hi5, NULL, out, NULL, &res) == ABSINT_EINVAL, "NULL L");
    CHECK(absint_pentagon_close_le(0, NULL, S, S, 4, lo5, hi5, NULL, out, NULL, &res) == ABSINT_EINVAL, "L == S");
    CHECK(absint_pentagon_close_le(0, NULL, S, L, 4, lo5, hi5, NULL, NULL, NULL, &res) == ABSINT_EINVAL, "NULL cls_out");
    CHECK(absint_pentagon_reduce_le(0, S, NULL, 4, lo5, hi5, &merged, &res) == ABSINT_EINVAL, "reduce NULL L");
    CHECK(absint_pentagon_reduce_le(0, S, L + 1, 4, lo5, hi5, &merged, &res) == ABSINT_EINVAL, "reduce misaligned L");
    absint_bm_free(S); absint_bm_free(L);
}

int main(void) {
    static const size_t sizes[] = {1, 2, 3, 7, 8, 9, 31, 32, 33, 63, 64, 65, 100, 129, 200};
    static const unsigned densities[] = {0, 20, 150, 1000};
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
        for (size_t d = 0; d < 4; d++)
            for (int wide = 0; wide < 2; wide++)
                one_case(sizes[s], densities[d], wide);
    static const unsigned spans[] = {4, 60, 100000};
    for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++)
        for (size_t d = 0; d < 4; d++)
            for (size_t p = 0; p < 3; p++)
                one_case_le(sizes[z], densities[d], spans[p]);
    errors();
    close_le_cases();
    submatrix_cases();
    printf("test_pentagon: %d checks, %d failures\n", checks, failures);
    return failures != 0;
}

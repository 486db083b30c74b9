/* Every closure kernel this CPU runs must be bit-identical to `reference` (random, DAG and cyclic
 * inputs; sizes around word and tile edges; several tunings); plus the helpers and the error codes.
 * Runs under ASan+UBSan in CI (make sanitize): keep it well under 20 s there. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "absint_simd.h"

static int failures = 0;
#define CHECK(cond, ...) do { if (!(cond)) { failures++; fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
    fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t next_random(void) { /* xorshift64* */
    rng_state ^= rng_state >> 12; rng_state ^= rng_state << 25; rng_state ^= rng_state >> 27;
    return rng_state * 0x2545F4914F6CDD1Dull;
}

static void set_bit(uint64_t *a, size_t n, size_t i, size_t j) { a[i * absint_bm_stride(n) + (j >> 6)] |= 1ull << (j & 63); }

/* kind 0: random with probability permille/1000; 1: DAG (i < j only, then i, j relabelled by a
 * rotation); 2: random plus a cycle through every third vertex. */
static void fill(uint64_t *a, size_t n, unsigned permille, int kind) {
    memset(a, 0, n * absint_bm_stride(n) * 8);
    size_t shift = n ? next_random() % n : 0;
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            if (next_random() % 1000 >= permille) continue;
            if (kind == 1) { if (i < j) set_bit(a, n, (i + shift) % n, (j + shift) % n); }
            else set_bit(a, n, i, j);
        }
    if (kind == 2)
        for (size_t i = 0; i + 3 < n; i += 3) set_bit(a, n, i, (i + 3 >= n - 3) ? 0 : i + 3);
}

static void compare_all(size_t n, unsigned permille, int kind, const absint_closure_tuning *tuning) {
    size_t bytes = n * absint_bm_stride(n) * 8;
    uint64_t *input = absint_bm_alloc(n), *ref = absint_bm_alloc(n), *got = absint_bm_alloc(n);
    CHECK(input && ref && got, "alloc n=%zu", n);
    if (!input || !ref || !got) goto out;
    fill(input, n, permille, kind);
    memcpy(ref, input, bytes);
    int ref_cycle = -1, cycle = -1;
    CHECK(absint_closure(ABSINT_CLOSURE_REFERENCE, NULL, ref, n, &ref_cycle) == ABSINT_OK, "reference n=%zu", n);
    for (int k = ABSINT_CLOSURE_SCALAR; k < ABSINT_CLOSURE_NKERNELS; k++) {
        if (!absint_closure_available(k)) continue;
        memcpy(got, input, bytes);
        int status = absint_closure(k, tuning, got, n, &cycle);
        CHECK(status == ABSINT_OK, "kernel %d n=%zu status %d", k, n, status);
        CHECK(cycle == ref_cycle, "kernel %d n=%zu kind %d cycle %d vs %d", k, n, kind, cycle, ref_cycle);
        CHECK(absint_bm_equal(got, ref, n) == 1, "kernel %d n=%zu permille %u kind %d tile %d width %d dense %d differs",
              k, n, permille, kind, tuning ? tuning->tile : 0, tuning ? tuning->width : 0, tuning ? tuning->dense : 0);
    }
out:
    absint_bm_free(input); absint_bm_free(ref); absint_bm_free(got);
}

static void test_kernels(void) {
    static const size_t sizes[] = {0, 1, 2, 3, 17, 63, 64, 65, 127, 128, 129, 191, 255, 256, 257, 300, 513};
    static const unsigned densities[] = {0, 2, 10, 50, 300, 1000};
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
        for (size_t d = 0; d < sizeof densities / sizeof *densities; d++)
            for (int kind = 0; kind < 3; kind++) {
                size_t n = sizes[s];
                unsigned permille = densities[d];
                if (n > 200 && permille > 10 && kind != 1) continue; /* dense big ones are trivial and slow */
                if (n >= 300 && (permille != 2 || kind == 2)) continue; /* the reference is O(n^3) under ASan */
                compare_all(n, permille, kind, NULL);
            }
    static const absint_closure_tuning tunings[] = {
        {64, 1, 0}, {64, 3, 65}, {128, 2, 20}, {192, 5, 40}, {512, 8, 65}, {1024, 1, 0}, {256, 7, 64},
    };
    for (size_t t = 0; t < sizeof tunings / sizeof *tunings; t++)
        for (size_t n = 1; n < 400; n += 37 + t)
            compare_all(n, n % 2 ? 8 : 25, (int)(n % 3), &tunings[t]);
}

/* Several column segments (stride > 8 * width): too big for the reference under ASan, so the tiled
 * kernels are compared with `scalar` (itself compared with reference above). */
static void test_segments(void) {
    static const absint_closure_tuning tunings[] = {{64, 1, 12}, {128, 2, 65}, {192, 1, 0}, {64, 3, 8}};
    static const size_t sizes[] = {577, 1100};
    for (size_t s = 0; s < 2; s++)
        for (size_t t = 0; t < sizeof tunings / sizeof *tunings; t++)
            for (int kind = 0; kind < 3; kind++) {
                size_t n = sizes[s], bytes = n * absint_bm_stride(n) * 8;
                uint64_t *input = absint_bm_alloc(n), *want = absint_bm_alloc(n), *got = absint_bm_alloc(n);
                if (!input || !want || !got) { CHECK(0, "alloc"); goto next; }
                fill(input, n, kind == 1 ? 4 : 1, kind);
                memcpy(want, input, bytes);
                int want_cycle = -1, cycle = -1;
                CHECK(absint_closure(ABSINT_CLOSURE_SCALAR, NULL, want, n, &want_cycle) == ABSINT_OK, "scalar");
                for (int k = ABSINT_CLOSURE_TILED; k < ABSINT_CLOSURE_NKERNELS; k++) {
                    if (!absint_closure_available(k)) continue;
                    memcpy(got, input, bytes);
                    CHECK(absint_closure(k, &tunings[t], got, n, &cycle) == ABSINT_OK && cycle == want_cycle &&
                          absint_bm_equal(got, want, n) == 1, "kernel %d n=%zu tuning %zu kind %d differs", k, n, t, kind);
                }
            next:
                absint_bm_free(input); absint_bm_free(want); absint_bm_free(got);
            }
}

/* ---- the pair form (absint_closure_pair) ---- */

static int get_bit(const uint64_t *a, size_t n, size_t i, size_t j) {
    return (int)(a[i * absint_bm_stride(n) + (j >> 6)] >> (j & 63) & 1);
}

/* A pair input: each variable gets a hidden value in 0..span-1; l bits where value(i) <= value(j), s
 * bits where value(i) < value(j), each with probability permille/1000 (so s never has a cycle while
 * l has one wherever two values are equal); cyclic = 1 adds one arbitrary strict bit (mostly a
 * strict cycle then). */
static void fill_pair(uint64_t *s, uint64_t *l, size_t n, unsigned permille, unsigned span, int cyclic) {
    size_t bytes = n * absint_bm_stride(n) * 8;
    memset(s, 0, bytes);
    memset(l, 0, bytes);
    unsigned *v = malloc((n ? n : 1) * sizeof *v);
    for (size_t i = 0; i < n; i++) v[i] = (unsigned)(next_random() % span);
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            if (next_random() % 1000 >= permille) continue;
            if (v[i] < v[j] && next_random() % 2) set_bit(s, n, i, j);
            else if (v[i] <= v[j]) set_bit(l, n, i, j);
        }
    if (cyclic && n) set_bit(s, n, (size_t)(next_random() % n), (size_t)(next_random() % n));
    free(v);
}

/* The obvious fixpoint: compose every pair of facts until nothing changes (strict if either is). */
static int naive_pair(uint64_t *s, uint64_t *l, size_t n) {
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            if (get_bit(s, n, i, j)) set_bit(l, n, i, j);
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t i = 0; i < n; i++)
            for (size_t k = 0; k < n; k++) {
                if (!get_bit(l, n, i, k)) continue;
                for (size_t j = 0; j < n; j++) {
                    if (!get_bit(l, n, k, j)) continue;
                    if (!get_bit(l, n, i, j)) { set_bit(l, n, i, j); changed = 1; }
                    if ((get_bit(s, n, i, k) || get_bit(s, n, k, j)) && !get_bit(s, n, i, j)) {
                        set_bit(s, n, i, j);
                        changed = 1;
                    }
                }
            }
    }
    return absint_bm_any_diagonal(s, n);
}

/* Every kernel against `reference` (and reference against the naive fixpoint while n is small):
 * s and l bit-identical without a strict cycle; with one, the flag and l. */
static void compare_pair(size_t n, unsigned permille, unsigned span, int cyclic, const absint_closure_tuning *tuning) {
    size_t bytes = n * absint_bm_stride(n) * 8;
    uint64_t *s = absint_bm_alloc(n), *l = absint_bm_alloc(n), *rs = absint_bm_alloc(n), *rl = absint_bm_alloc(n);
    uint64_t *gs = absint_bm_alloc(n), *gl = absint_bm_alloc(n);
    CHECK(s && l && rs && rl && gs && gl, "alloc n=%zu", n);
    if (!s || !l || !rs || !rl || !gs || !gl) goto out;
    fill_pair(s, l, n, permille, span, cyclic);
    memcpy(rs, s, bytes); memcpy(rl, l, bytes);
    int ref_cycle = -1, cycle = -1;
    CHECK(absint_closure_pair(ABSINT_CLOSURE_REFERENCE, NULL, rs, rl, n, &ref_cycle) == ABSINT_OK, "pair reference n=%zu", n);
    if (n <= 40) {
        memcpy(gs, s, bytes); memcpy(gl, l, bytes);
        int naive_cycle = naive_pair(gs, gl, n);
        CHECK(naive_cycle == ref_cycle, "pair reference cycle n=%zu: %d vs naive %d", n, ref_cycle, naive_cycle);
        CHECK(absint_bm_equal(gl, rl, n) == 1, "pair reference l n=%zu differs from the naive fixpoint", n);
        CHECK(ref_cycle || absint_bm_equal(gs, rs, n) == 1, "pair reference s n=%zu differs from the naive fixpoint", n);
    }
    for (int k = ABSINT_CLOSURE_SCALAR; k < ABSINT_CLOSURE_NKERNELS; k++) {
        if (!absint_closure_available(k)) continue;
        memcpy(gs, s, bytes); memcpy(gl, l, bytes);
        int status = absint_closure_pair(k, tuning, gs, gl, n, &cycle);
        CHECK(status == ABSINT_OK, "pair kernel %d n=%zu status %d", k, n, status);
        CHECK(cycle == ref_cycle, "pair kernel %d n=%zu cycle %d vs %d", k, n, cycle, ref_cycle);
        CHECK(absint_bm_equal(gl, rl, n) == 1, "pair kernel %d n=%zu permille %u span %u l differs (tile %d width %d dense %d)",
              k, n, permille, span, tuning ? tuning->tile : 0, tuning ? tuning->width : 0, tuning ? tuning->dense : 0);
        CHECK(ref_cycle || absint_bm_equal(gs, rs, n) == 1, "pair kernel %d n=%zu permille %u span %u s differs (tile %d width %d dense %d)",
              k, n, permille, span, tuning ? tuning->tile : 0, tuning ? tuning->width : 0, tuning ? tuning->dense : 0);
    }
out:
    absint_bm_free(s); absint_bm_free(l); absint_bm_free(rs); absint_bm_free(rl); absint_bm_free(gs); absint_bm_free(gl);
}

static void test_pair_kernels(void) {
    static const size_t sizes[] = {0, 1, 2, 5, 17, 40, 63, 64, 65, 128, 129, 200, 300};
    static const unsigned densities[] = {0, 10, 50, 300, 1000};
    static const unsigned spans[] = {3, 40, 100000};
    for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++)
        for (size_t d = 0; d < sizeof densities / sizeof *densities; d++)
            for (size_t p = 0; p < sizeof spans / sizeof *spans; p++) {
                size_t n = sizes[z];
                if (n >= 200 && densities[d] != 10) continue;   /* the reference is O(n^3) under ASan */
                compare_pair(n, densities[d], spans[p], 0, NULL);
                if (p == 1) compare_pair(n, densities[d], spans[p], 1, NULL);
            }
    static const absint_closure_tuning tunings[] = {
        {64, 1, 0}, {64, 3, 65}, {128, 2, 20}, {192, 5, 40}, {512, 8, 65}, {1024, 1, 0}, {256, 7, 64}, {64, 8, 4},
    };
    for (size_t t = 0; t < sizeof tunings / sizeof *tunings; t++)
        for (size_t n = 1; n < 400; n += 41 + t)
            compare_pair(n, n % 2 ? 8 : 40, n % 3 ? 50 : 4, 0, &tunings[t]);
    /* several column segments, compared with `scalar` (too big for the reference under ASan) */
    static const absint_closure_tuning seg[] = {{64, 1, 12}, {128, 2, 65}, {192, 1, 0}, {64, 3, 8}};
    size_t n = 700, bytes = n * absint_bm_stride(n) * 8;
    uint64_t *s = absint_bm_alloc(n), *l = absint_bm_alloc(n), *ws = absint_bm_alloc(n), *wl = absint_bm_alloc(n);
    uint64_t *gs = absint_bm_alloc(n), *gl = absint_bm_alloc(n);
    for (size_t t = 0; t < sizeof seg / sizeof *seg; t++) {
        fill_pair(s, l, n, t % 2 ? 3 : 6, t < 2 ? 60 : 600, 0);
        memcpy(ws, s, bytes); memcpy(wl, l, bytes);
        int want_cycle = -1, cycle = -1;
        CHECK(absint_closure_pair(ABSINT_CLOSURE_SCALAR, NULL, ws, wl, n, &want_cycle) == ABSINT_OK, "pair scalar");
        for (int k = ABSINT_CLOSURE_TILED; k < ABSINT_CLOSURE_NKERNELS; k++) {
            if (!absint_closure_available(k)) continue;
            memcpy(gs, s, bytes); memcpy(gl, l, bytes);
            CHECK(absint_closure_pair(k, &seg[t], gs, gl, n, &cycle) == ABSINT_OK && cycle == want_cycle &&
                  absint_bm_equal(gl, wl, n) == 1 && absint_bm_equal(gs, ws, n) == 1,
                  "pair kernel %d n=%zu tuning %zu differs", k, n, t);
        }
    }
    /* errors; l |= s even for a kernel that only validates */
    int cycle = 0;
    CHECK(absint_closure_pair(-1, NULL, s, l, n, &cycle) == ABSINT_EINVAL, "pair bad kernel");
    CHECK(absint_closure_pair(ABSINT_CLOSURE_SCALAR, NULL, s, s, n, &cycle) == ABSINT_EINVAL, "pair same buffer");
    CHECK(absint_closure_pair(ABSINT_CLOSURE_SCALAR, NULL, NULL, l, n, &cycle) == ABSINT_EINVAL, "pair null s");
    CHECK(absint_closure_pair(ABSINT_CLOSURE_SCALAR, NULL, s, (uint64_t *)((char *)l + 8), 3, &cycle) == ABSINT_EINVAL,
          "pair misaligned");
    CHECK(absint_closure_pair(ABSINT_CLOSURE_SCALAR, NULL, s, l, n, NULL) == ABSINT_EINVAL, "pair null cycle");
    absint_closure_tuning bad = {96, 1, 0};
    CHECK(absint_closure_pair(ABSINT_CLOSURE_TILED, &bad, s, l, n, &cycle) == ABSINT_EINVAL, "pair bad tile");
    CHECK(absint_closure_pair(ABSINT_CLOSURE_SCALAR, NULL, s, l, 0, &cycle) == ABSINT_OK && cycle == 0, "pair n = 0");
    /* x0 <= x1 < x2 <= x0: a strict cycle; x0 <= x1 <= x0: an equality (l's diagonal), no cycle */
    uint64_t *a = absint_bm_alloc(3), *b = absint_bm_alloc(3);
    set_bit(b, 3, 0, 1); set_bit(a, 3, 1, 2); set_bit(b, 3, 2, 0);
    for (int k = 0; k < ABSINT_CLOSURE_NKERNELS; k++) {
        if (!absint_closure_available(k)) continue;
        uint64_t *x = absint_bm_alloc(3), *y = absint_bm_alloc(3);
        memcpy(x, a, 3 * absint_bm_stride(3) * 8); memcpy(y, b, 3 * absint_bm_stride(3) * 8);
        CHECK(absint_closure_pair(k, NULL, x, y, 3, &cycle) == ABSINT_OK && cycle == 1, "pair strict cycle kernel %d", k);
        memset(x, 0, 3 * absint_bm_stride(3) * 8); memset(y, 0, 3 * absint_bm_stride(3) * 8);
        set_bit(y, 3, 0, 1); set_bit(y, 3, 1, 0); set_bit(x, 3, 1, 2);
        CHECK(absint_closure_pair(k, NULL, x, y, 3, &cycle) == ABSINT_OK && cycle == 0 && get_bit(y, 3, 0, 0) &&
              get_bit(y, 3, 1, 1) && !get_bit(y, 3, 2, 2) && get_bit(x, 3, 0, 2) && get_bit(y, 3, 0, 2) &&
              !get_bit(x, 3, 0, 1), "pair equality kernel %d", k);
        absint_bm_free(x); absint_bm_free(y);
    }
    absint_bm_free(a); absint_bm_free(b);
    absint_bm_free(s); absint_bm_free(l); absint_bm_free(ws); absint_bm_free(wl); absint_bm_free(gs); absint_bm_free(gl);
}

static void test_helpers_and_errors(void) {
    uint64_t *a = absint_bm_alloc(70), *b = absint_bm_alloc(70), *s = absint_bm_alloc(3), *r = absint_bm_alloc(100);
    CHECK(a && b && s && r, "alloc");
    if (!a || !b || !s || !r) goto out;
    CHECK(absint_bm_stride(0) == 0 && absint_bm_stride(1) == 8 && absint_bm_stride(512) == 8 &&
          absint_bm_stride(513) == 16, "stride");
    set_bit(a, 70, 0, 69); set_bit(a, 70, 69, 5); set_bit(b, 70, 0, 69);
    CHECK(absint_bm_subset(b, a, 70) == 1 && absint_bm_subset(a, b, 70) == 0, "subset");
    CHECK(absint_bm_count(a, 70) == 2, "count");
    absint_bm_and(a, b, 70);
    CHECK(absint_bm_equal(a, b, 70) == 1, "and");
    set_bit(a, 70, 69, 5);
    absint_bm_or(b, a, 70);
    CHECK(absint_bm_equal(a, b, 70) == 1, "or");
    size_t idx[3] = {69, 0, 5};
    CHECK(absint_bm_submatrix(a, 70, idx, 3, s) == ABSINT_OK && absint_bm_count(s, 3) == 2, "submatrix");
    CHECK(s[0] == 4 && s[8] == 1, "submatrix bits %llx %llx", (unsigned long long)s[0], (unsigned long long)s[8]);
    idx[1] = 70;
    CHECK(absint_bm_submatrix(a, 70, idx, 3, s) == ABSINT_EINVAL, "submatrix index check");
    CHECK(absint_bm_resize(a, 70, r, 100) == ABSINT_OK && absint_bm_count(r, 100) == 2, "resize up");
    CHECK(absint_bm_resize(a, 70, s, 3) == ABSINT_OK && absint_bm_count(s, 3) == 0, "resize down");
    int cycle = 0;
    CHECK(absint_closure(ABSINT_CLOSURE_SCALAR, NULL, a, 70, &cycle) == ABSINT_OK && cycle == 0 &&
          absint_bm_count(a, 70) == 3, "closure chain");
    set_bit(a, 70, 5, 0);
    for (int k = 0; k < ABSINT_CLOSURE_NKERNELS; k++) {
        if (!absint_closure_available(k)) continue;
        memcpy(b, a, 70 * absint_bm_stride(70) * 8);
        CHECK(absint_closure(k, NULL, b, 70, &cycle) == ABSINT_OK && cycle == 1, "cycle kernel %d", k);
        CHECK(absint_bm_any_diagonal(b, 70) == 1, "diagonal");
    }
    absint_closure_tuning bad = {96, 1, 0};
    CHECK(absint_closure(ABSINT_CLOSURE_TILED, &bad, a, 70, &cycle) == ABSINT_EINVAL, "bad tile");
    bad.tile = 64; bad.width = 9;
    CHECK(absint_closure(ABSINT_CLOSURE_TILED, &bad, a, 70, &cycle) == ABSINT_EINVAL, "bad width");
    CHECK(absint_closure(-1, NULL, a, 70, &cycle) == ABSINT_EINVAL, "bad kernel");
    CHECK(absint_closure(ABSINT_CLOSURE_NKERNELS, NULL, a, 70, &cycle) == ABSINT_EINVAL, "bad kernel");
    CHECK(absint_closure(ABSINT_CLOSURE_SCALAR, NULL, NULL, 70, &cycle) == ABSINT_EINVAL, "null");
    CHECK(absint_closure(ABSINT_CLOSURE_SCALAR, NULL, (uint64_t *)((char *)a + 8), 3, &cycle) == ABSINT_EINVAL, "misaligned");
    CHECK(absint_closure(ABSINT_CLOSURE_SCALAR, NULL, a, ABSINT_BM_MAX_N + 1, &cycle) == ABSINT_EINVAL, "too big");
    CHECK(absint_closure(ABSINT_CLOSURE_SCALAR, NULL, a, 70, NULL) == ABSINT_EINVAL, "null cycle");
    CHECK(absint_bm_alloc(ABSINT_BM_MAX_N + 1) == NULL, "alloc too big");
    CHECK(absint_bm_and(a, NULL, 70) == ABSINT_EINVAL, "and null");
    uint64_t *mats[2] = {a, b};
    size_t ns[2] = {70, 70};
    int cycles[2] = {-1, -1};
    CHECK(absint_closure_batch(ABSINT_CLOSURE_SCALAR, NULL, mats, ns, 2, cycles) == ABSINT_OK &&
          cycles[0] == 1 && cycles[1] == 1, "batch");
    ns[1] = 70;
    CHECK(absint_closure_batch(ABSINT_CLOSURE_SCALAR, NULL, NULL, ns, 2, cycles) == ABSINT_EINVAL, "batch null");
out:
    absint_bm_free(a); absint_bm_free(b); absint_bm_free(s); absint_bm_free(r);
}

int main(void) {
    test_kernels();
    test_segments();
    test_pair_kernels();
    test_helpers_and_errors();
    int avail = 0;
    for (int k = 0; k < ABSINT_CLOSURE_NKERNELS; k++) avail += absint_closure_available(k);
    printf("test_closure: %s (%d kernels compared with reference, %d failures)\n", failures ? "FAILED" : "ok",
           avail, failures);
    return failures != 0;
}

/* Native tests of the transprecision simplex (run optimized and under ASan+UBSan):
 *  - every SIMD row kernel is bit-identical to its scalar twin (rows, masks, flags, overflow);
 *  - every tier configuration gives the same answers as the int64 tier and as brute-force
 *    enumeration on random boxed systems, with snapshot/rollback between queries;
 *  - widening and int64 overflow are reported, bad arguments are rejected. */
#include "absint_simplex.h"
#include "absint_cpu.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xmmintrin.h>

static int failures;
#define CHECK(cond, ...) do { if (!(cond)) { failures++; if (failures < 20) { \
    fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); fprintf(stderr, __VA_ARGS__); \
    fprintf(stderr, "\n"); } } } while (0)

static uint64_t rng = 88172645463325252ull;
static uint64_t next(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }
static int64_t rnd(int64_t lo, int64_t hi) { return lo + (int64_t)(next() % (uint64_t)(hi - lo + 1)); }

static void test_i16_twins(void)
{
    unsigned f = absint_cpu_features();
    int has512 = (f & ABSINT_CPU_AVX512BW) != 0, has2 = (f & ABSINT_CPU_AVX2) != 0;
    if (!has512 && !has2) { printf("skip int16 SIMD twins (CPU)\n"); return; }
    enum { R = 9 };
    for (int iter = 0; iter < 3000; iter++) {
        int stride = iter % 2 ? 64 : 32, pc = (int)rnd(2, stride - 1);
        int64_t mag = iter % 3 == 0 ? 32767 : iter % 3 == 1 ? 181 : 12;
        _Alignas(64) int16_t in[R][64], o1[R][64], o2[R][64], p[64];
        int16_t *ip[R], *op1[R], *op2[R];
        for (int k = 0; k < R; k++) {
            for (int j = 0; j < stride; j++) in[k][j] = (int16_t)(rnd(0, 3) ? rnd(-mag, mag) : 0);
            ip[k] = in[k]; op1[k] = o1[k]; op2[k] = o2[k];
        }
        for (int j = 0; j < stride; j++) p[j] = (int16_t)rnd(-mag, mag);
        if (iter % 5 == 4) /* small rows but one large entry: the fast path's bound fails late */
            in[rnd(0, R - 1)][rnd(0, stride - 1)] = (int16_t)rnd(-32767, 32767);
        int D = (int)rnd(1, mag);
        uint64_t nz1[R], nz2[R];
        uint8_t b1[R], b2[R];
        int v1 = absint_spx_kernel_i16_scalar(R, op1, (const int16_t *const *)ip, p, D, pc, stride, nz1, b1);
        int v2 = (iter % 2 == 0 && has2) || !has512
                     ? absint_spx_kernel_i16_avx2(R, op2, (const int16_t *const *)ip, p, D, pc, stride, nz2, b2)
                     : absint_spx_kernel_i16_avx512(R, op2, (const int16_t *const *)ip, p, D, pc, stride, nz2, b2);
        CHECK(!v1 == !v2, "i16 overflow flags differ");
        if (!v1) {
            CHECK(!memcmp(o1, o2, sizeof(int16_t) * 64 * R) || stride == 32, "i16 rows differ");
            for (int k = 0; k < R; k++) {
                CHECK(!memcmp(o1[k], o2[k], sizeof(int16_t) * stride), "i16 row %d differs", k);
                CHECK(nz1[k] == nz2[k] && b1[k] == b2[k], "i16 masks differ");
                for (int j = 0; j < stride; j++) {
                    int32_t want = D * in[k][j] + in[k][pc] * p[j];
                    CHECK(o1[k][j] == want, "i16 value wrong");
                }
            }
        }
    }
}

/* int64 kernels: AVX2 and AVX-512F against the scalar twin, bit for bit, and against 128-bit exact
 * values, with magnitudes at every boundary (2^24 - 1 normalization, 2^31 fast path, 2^63 overflow). */
static void test_i64_twins(void)
{
    unsigned f = absint_cpu_features();
    static const int64_t mags[] = {3, 16777215, 16777216, 2147483647, 2147483648LL, 4294967296LL,
                                   3037000499LL, 4611686018427387904LL, INT64_MAX};
    enum { R = 7 };
    int (*vec[2])(int, int64_t *const *, const int64_t *const *, const int64_t *, int64_t, int, int,
                  uint64_t *, uint8_t *) = {absint_spx_kernel_i64_avx2, absint_spx_kernel_i64_avx512};
    int can[2] = {(f & ABSINT_CPU_AVX2) != 0, (f & ABSINT_CPU_AVX512F) && (f & ABSINT_CPU_AVX2)};
    for (int iter = 0; iter < 3000; iter++) {
        int stride = 8 * (int)rnd(1, 8), pc = (int)rnd(2, stride - 1);
        int64_t mag = mags[rnd(0, 8)], pmag = mags[rnd(0, 8)];
        _Alignas(64) int64_t in[R][64], o1[R][64], o2[R][64], p[64];
        int64_t *ip[R], *op1[R], *op2[R];
        for (int k = 0; k < R; k++) {
            for (int j = 0; j < stride; j++) {
                int64_t v = (int64_t)(next() % ((uint64_t)mag + 1));
                in[k][j] = rnd(0, 3) == 0 ? 0 : rnd(0, 1) ? v : -v;
            }
            ip[k] = in[k]; op1[k] = o1[k]; op2[k] = o2[k];
        }
        for (int j = 0; j < stride; j++) {
            int64_t v = (int64_t)(next() % ((uint64_t)pmag + 1));
            p[j] = rnd(0, 1) ? v : -v;
        }
        int64_t D = 1 + (int64_t)(next() % (uint64_t)(mag < pmag ? mag : pmag));
        uint64_t nz1[R], nz2[R];
        uint8_t b1[R], b2[R];
        int v1 = absint_spx_kernel_i64_scalar(R, op1, (const int64_t *const *)ip, p, D, pc, stride, nz1, b1);
        int want_ovf = 0;
        for (int k = 0; k < R; k++)
            for (int j = 0; j < stride; j++) {
                __int128 w = (__int128)D * in[k][j] + (__int128)in[k][pc] * p[j];
                if (w > INT64_MAX || w < -INT64_MAX) want_ovf = 1;
                else CHECK(o1[k][j] == (int64_t)w, "i64 scalar value wrong");
            }
        CHECK(v1 == want_ovf, "i64 scalar overflow decision wrong");
        for (int v = 0; v < 2; v++) {
            if (!can[v]) continue;
            int v2 = vec[v](R, op2, (const int64_t *const *)ip, p, D, pc, stride, nz2, b2);
            CHECK(v1 == v2, "i64 overflow flags differ (kernel %d)", v);
            for (int k = 0; k < R; k++) {
                CHECK(!memcmp(o1[k], o2[k], sizeof(int64_t) * stride), "i64 row %d differs (kernel %d)", k, v);
                CHECK(nz1[k] == nz2[k] && b1[k] == b2[k], "i64 masks differ (kernel %d)", v);
            }
        }
    }
}

static void test_f24_twins(void)
{
    unsigned f = absint_cpu_features();
    if (!(f & ABSINT_CPU_AVX2)) { printf("skip float AVX2 twin (CPU)\n"); return; }
    enum { R = 7 };
    for (int iter = 0; iter < 3000; iter++) {
        int stride = 8 * (int)rnd(1, 8), pc = (int)rnd(2, stride - 1);
        int64_t mag = iter % 3 == 0 ? 16777215 : iter % 3 == 1 ? 4096 : 30;
        _Alignas(64) float in[R][64], o1[R][64], o2[R][64], p[64];
        int use512 = (f & ABSINT_CPU_AVX512F) && iter % 2;
        float *ip[R], *op1[R], *op2[R];
        for (int k = 0; k < R; k++) {
            for (int j = 0; j < stride; j++) in[k][j] = (float)(rnd(0, 3) ? rnd(-mag, mag) : 0);
            ip[k] = in[k]; op1[k] = o1[k]; op2[k] = o2[k];
        }
        for (int j = 0; j < stride; j++) p[j] = (float)rnd(-mag, mag);
        float D = (float)rnd(1, mag);
        uint64_t nz1[R], nz2[R];
        uint8_t b1[R], b2[R];
        unsigned csr = _mm_getcsr();
        _mm_setcsr(csr & ~0x20u);
        int v1 = absint_spx_kernel_f24_scalar(R, op1, (const float *const *)ip, p, D, pc, stride, nz1, b1);
        int x1 = (_mm_getcsr() & 0x20u) != 0;
        _mm_setcsr(csr & ~0x20u);
        int v2 = (use512 ? absint_spx_kernel_f24_avx512 : absint_spx_kernel_f24_avx2)(
            R, op2, (const float *const *)ip, p, D, pc, stride, nz2, b2);
        int x2 = (_mm_getcsr() & 0x20u) != 0;
        _mm_setcsr(csr);
        CHECK(!v1 == !v2 && x1 == x2, "f24 overflow/inexact flags differ");
        for (int k = 0; k < R; k++) {
            CHECK(!memcmp(o1[k], o2[k], sizeof(float) * stride), "f24 row %d differs", k);
            CHECK(nz1[k] == nz2[k] && b1[k] == b2[k], "f24 masks differ");
            if (!v1 && !x1)
                for (int j = 0; j < stride; j++) {
                    int64_t want = (int64_t)D * (int64_t)in[k][j] + (int64_t)in[k][pc] * (int64_t)p[j];
                    CHECK((int64_t)o1[k][j] == want, "f24 exact value wrong");
                }
        }
    }
}

/* Brute force: does an integer point of [-B, B]^n satisfy every row? */
static int brute_empty(int n, int m, const int64_t *rows, int B)
{
    int64_t x[8];
    for (int k = 0; k < n; k++) x[k] = -B;
    for (;;) {
        int ok = 1;
        for (int i = 0; i < m && ok; i++) {
            const int64_t *r = rows + i * (n + 2);
            int64_t v = r[1];
            for (int k = 0; k < n; k++) v += r[2 + k] * x[k];
            ok = r[0] ? v == 0 : v >= 0;
        }
        if (ok) return 0;
        int k = 0;
        while (k < n && x[k] == B) x[k++] = -B;
        if (k == n) return 1;
        x[k]++;
    }
}

#define NCONF 9
static int configs[NCONF][2] = {{ABSINT_SPX_I64, 0}, {ABSINT_SPX_I16, 0}, {ABSINT_SPX_I16, 1},
                                {ABSINT_SPX_F24, 0}, {ABSINT_SPX_F24, 1}, {ABSINT_SPX_I64, 1},
                                {ABSINT_SPX_I64, 2}, {ABSINT_SPX_I16, 2}, {ABSINT_SPX_F24, 3}};

static int overflowed, widened[3];

static void test_systems(void)
{
    enum { B = 3 };
    int64_t rows[32 * 8], sample[8], num, den;
    for (int iter = 0; iter < 1500; iter++) {
        int n = (int)rnd(1, 4), m0 = (int)rnd(1, 6), m = m0 + 2 * n, w = n + 2;
        int64_t big = iter % 10 == 0 ? 600 : 4;  /* forces widening past int16 (and float) */
        for (int i = 0; i < m0; i++) {
            rows[i * w] = rnd(0, 4) == 0;
            rows[i * w + 1] = rnd(-6, 6) * (iter % 10 == 0 ? 100 : 1);
            for (int k = 0; k < n; k++) rows[i * w + 2 + k] = rnd(-big, big);
        }
        for (int k = 0; k < n; k++)
            for (int s = 0; s < 2; s++) {
                int64_t *r = rows + (m0 + 2 * k + s) * w;
                memset(r, 0, sizeof(int64_t) * w);
                r[1] = B;
                r[2 + k] = s ? -1 : 1;
            }
        int want_int = brute_empty(n, m, rows, B);
        int64_t obj[8];
        for (int k = 0; k < n; k++) obj[k] = rnd(-3, 3);
        int ref_empty = -1, ref_min = -2;
        int64_t ref_num = 0, ref_den = 0, ref_sample[8];
        for (int c = 0; c < NCONF; c++) {
            absint_spx *t = absint_spx_new(n, configs[c][0], configs[c][1]);
            if (!t) { CHECK(configs[c][1], "new failed"); continue; }
            /* a snapshot, a throwaway infeasible row, a rollback: the tableau must be unchanged */
            int snap0 = absint_spx_snapshot(t);
            int64_t junk[10] = {0, -1};
            CHECK(absint_spx_add_rows(t, 1, junk, 0) == ABSINT_OK && absint_spx_is_empty(t) == 1, "0 >= 1");
            CHECK(absint_spx_rollback(t, snap0) == ABSINT_OK && absint_spx_is_empty(t) == 0, "rollback");
            int rc = absint_spx_add_rows(t, m, rows, 0);
            if (rc == ABSINT_EOVERFLOW) { /* genuine: Python redoes these in arbitrary precision */
                CHECK(absint_spx_is_empty(t) == ABSINT_EOVERFLOW, "poisoned");
                overflowed++;
                absint_spx_free(t);
                continue;
            }
            CHECK(rc == ABSINT_OK, "add_rows %d", rc);
            widened[absint_spx_tier(t)] += absint_spx_tier(t) != configs[c][0];
            int e = absint_spx_is_empty(t);
            int mr = e ? 0 : absint_spx_minimize(t, obj, 0, &num, &den);
            int snap = absint_spx_snapshot(t);
            int ip = e ? ABSINT_SPX_EMPTY : absint_spx_integer_point(t, 100000, sample);
            if (ip == ABSINT_EOVERFLOW) { overflowed++; absint_spx_free(t); continue; }
            CHECK(absint_spx_snapshot(t) == snap, "integer_point leaves the log as it found it");
            CHECK(ip == (want_int ? ABSINT_SPX_EMPTY : ABSINT_SPX_FOUND), "integer answer %d vs brute %d (config %d)", ip, want_int, c);
            if (c == 0) {
                ref_empty = e; ref_min = mr; ref_num = num; ref_den = den;
                memcpy(ref_sample, sample, sizeof sample);
            } else {
                CHECK(e == ref_empty, "rational emptiness differs (config %d)", c);
                CHECK(mr == ref_min && (mr != 1 || (num == ref_num && den == ref_den)), "minimum differs");
                CHECK(ip != ABSINT_SPX_FOUND || !memcmp(sample, ref_sample, sizeof(int64_t) * n), "sample differs");
            }
            absint_spx_free(t);
        }
    }
}

static void test_overflow_and_errors(void)
{
    /* Coefficients near 2^62: the int64 tier overflows and says so, and the tableau stays usable
     * only as "poisoned" (every later call reports the overflow). */
    absint_spx *t = absint_spx_new(2, ABSINT_SPX_I16, 0);
    CHECK(t != NULL, "new");
    int64_t r[8] = {0, 0, (int64_t)1 << 61, 3, 0, 5, 7, (int64_t)1 << 61};
    int rc = absint_spx_add_rows(t, 2, r, 0);
    CHECK(rc == ABSINT_OK || rc == ABSINT_EOVERFLOW, "huge rows: %d", rc);
    CHECK(absint_spx_tier(t) == ABSINT_SPX_I64, "widened to int64 (tier %d)", absint_spx_tier(t));
    absint_spx_free(t);
    CHECK(absint_spx_new(-1, 0, 0) == NULL && absint_spx_new(63, 0, 0) == NULL, "nvars range");
    CHECK(absint_spx_new(2, 7, 0) == NULL && absint_spx_new(2, 0, 4) == NULL &&
          absint_spx_new(2, ABSINT_SPX_F24, -1) == NULL, "tier/simd range");
    CHECK(absint_spx_add_rows(NULL, 1, r, 0) == ABSINT_EINVAL, "NULL tableau");
    t = absint_spx_new(1, ABSINT_SPX_I64, 0);
    int64_t bad[3] = {2, 0, 1};
    CHECK(absint_spx_add_rows(t, 1, bad, 0) == ABSINT_EINVAL, "bad kind");
    CHECK(absint_spx_add_rows(t, 1, NULL, 0) == ABSINT_EINVAL, "NULL rows");
    CHECK(absint_spx_rollback(t, 5) == ABSINT_EINVAL, "rollback past the log");
    CHECK(absint_spx_integer_point(t, -1, bad) == ABSINT_EINVAL, "negative budget");
    absint_spx_free(t);
    int8_t out[2];
    int32_t nv[2] = {1, 1}, nr[2] = {1, 1};
    int64_t rows[6] = {1, 1, 2, 0, -1, 0};  /* 2x + 1 == 0: integer empty; 0 >= 1: empty */
    CHECK(absint_spx_batch_empty(2, nv, nr, rows, 1, ABSINT_SPX_I64, 0, 100, out) == ABSINT_OK &&
          out[0] == 1 && out[1] == 1, "batch");
    CHECK(absint_spx_batch_empty(2, nv, nr, rows, 0, ABSINT_SPX_I64, 0, 100, out) == ABSINT_OK &&
          out[0] == 0 && out[1] == 1, "batch rational");
    nv[0] = 99;
    CHECK(absint_spx_batch_empty(2, nv, nr, rows, 1, ABSINT_SPX_I64, 0, 100, out) == ABSINT_EINVAL, "batch nvars");
}

/* More rows than the initial capacity (64): growth, multi-word column masks, rollback across them. */
static void test_many_rows(void)
{
    for (int c = 0; c < NCONF; c++) {
        absint_spx *t = absint_spx_new(3, configs[c][0], configs[c][1]);
        if (!t) continue;
        int64_t row[5];
        for (int i = 0; i < 150; i++) { /* x0 + x1 + x2 <= 1000 + i, and the box 0 <= x_k <= 10 */
            int64_t r[5] = {0, 1000 + i, -1, -1, -1};
            CHECK(absint_spx_add_rows(t, 1, r, 0) == ABSINT_OK, "many rows");
        }
        for (int k = 0; k < 3; k++) {
            memset(row, 0, sizeof row); row[1] = 0; row[2 + k] = 1;
            CHECK(absint_spx_add_rows(t, 1, row, 0) == ABSINT_OK, "box");
            memset(row, 0, sizeof row); row[1] = 10; row[2 + k] = -1;
            CHECK(absint_spx_add_rows(t, 1, row, 0) == ABSINT_OK, "box");
        }
        int snap = absint_spx_snapshot(t);
        for (int i = 0; i < 100; i++) { /* x0 >= 11: empty, added many times */
            int64_t r[5] = {0, -11, 1, 0, 0};
            CHECK(absint_spx_add_rows(t, 1, r, 0) == ABSINT_OK, "more rows");
        }
        CHECK(absint_spx_is_empty(t) == 1, "x0 >= 11 with x0 <= 10");
        CHECK(absint_spx_rollback(t, snap) == ABSINT_OK && absint_spx_is_empty(t) == 0, "rollback");
        int64_t obj[3] = {-1, -1, -1}, num, den;
        CHECK(absint_spx_minimize(t, obj, 0, &num, &den) == 1 && num == -30 && den == 1, "max sum = 30");
        absint_spx_free(t);
    }
}

/* Unbounded systems: the complete integer search (recession-cone split) must decide every one, with a
 * point that satisfies every row, and say empty only if no point of a box is found by brute force.
 * Small budgets too: the plain branch and bound gives up, the split must take over. */
static int satisfies(int n, int m, const int64_t *rows, const int64_t *x)
{
    for (int i = 0; i < m; i++) {
        const int64_t *r = rows + i * (n + 2);
        __int128 v = r[1];
        for (int k = 0; k < n; k++) v += (__int128)r[2 + k] * x[k];
        if (r[0] ? v != 0 : v < 0) return 0;
    }
    return 1;
}

static void test_unbounded(void)
{
    int64_t rows[16 * 8], sample[8];
    int found = 0, empty = 0, split = 0;
    for (int iter = 0; iter < 400; iter++) {
        int n = (int)rnd(1, 5), m = (int)rnd(1, 6), w = n + 2;
        for (int i = 0; i < m; i++) {
            rows[i * w] = rnd(0, 5) == 0;
            rows[i * w + 1] = rnd(-6, 6);
            for (int k = 0; k < n; k++) rows[i * w + 2 + k] = rnd(-7, 7);
        }
        if (iter & 2 && n > 1) { /* a thin strip k <= a.x <= k + s: integer points only far out, or none */
            int64_t *lo = rows + m * w, *hi = lo + w, k0 = rnd(-5, 5);
            lo[0] = hi[0] = 0;
            lo[1] = -k0; hi[1] = k0 + rnd(0, 1);
            for (int k = 0; k < n; k++) { lo[2 + k] = rnd(-9, 9); hi[2 + k] = -lo[2 + k]; }
            m += 2;
        }
        int ref = -1;
        for (int c = 0; c < NCONF; c++) {
            absint_spx *t = absint_spx_new(n, configs[c][0], configs[c][1]);
            if (!t) continue;
            if (absint_spx_add_rows(t, m, rows, iter & 1) != ABSINT_OK) { absint_spx_free(t); continue; }
            int ip = absint_spx_is_empty(t) ? ABSINT_SPX_EMPTY : absint_spx_integer_point(t, 100000, sample);
            uint64_t nodes;
            absint_spx_stats(t, NULL, NULL, &nodes);
            split += nodes > 64;
            if (ip == ABSINT_EOVERFLOW) { overflowed++; absint_spx_free(t); continue; }
            CHECK(ip == ABSINT_SPX_EMPTY || ip == ABSINT_SPX_FOUND, "unbounded: undecided (%d)", ip);
            if (ip == ABSINT_SPX_FOUND) CHECK(satisfies(n, m, rows, sample), "unbounded: bad sample");
            if (ip == ABSINT_SPX_EMPTY && n <= 3) CHECK(brute_empty(n, m, rows, 4), "unbounded: a point exists");
            CHECK(ref < 0 || ref == ip, "unbounded: configs disagree");
            ref = ip;
            absint_spx_free(t);
        }
        found += ref == ABSINT_SPX_FOUND;
        empty += ref == ABSINT_SPX_EMPTY;
    }
    /* a strip of slope 5/7, no integer point near the origin: the plain search gives up at 5 nodes */
    int64_t strip[12] = {0, 0, 5, -7, 0, 1, -5, 7, 0, -100, 1, -1};
    absint_spx *t = absint_spx_new(2, ABSINT_SPX_I64, 0);
    CHECK(absint_spx_add_rows(t, 3, strip, 0) == ABSINT_OK, "strip");
    CHECK(absint_spx_integer_point(t, 5, sample) == ABSINT_SPX_FOUND && satisfies(2, 3, strip, sample),
          "strip: a point");
    absint_spx_free(t);
    CHECK(found > 50 && empty > 50 && split >= 10, "unbounded: both answers occur, and the split (%d found, %d empty, "
          "%d split)", found, empty, split);
}

/* Coalescing: random unions of 2-4 small boxes (some cut by a plane) in the plane keep exactly their
 * integer points (checked on a grid around them), and never gain basic sets; adjacent boxes fuse. */
static int in_union(int nsets, const int32_t *nrows, const int64_t *rows, const int64_t *x)
{
    size_t g = 0;
    for (int s = 0; s < nsets; s++) {
        int ok = 1;
        for (int r = 0; r < nrows[s]; r++, g++)
            ok &= rows[g * 4 + 1] + rows[g * 4 + 2] * x[0] + rows[g * 4 + 3] * x[1] >= 0;
        if (ok) return 1;
    }
    return 0;
}

static void test_coalesce(void)
{
    int64_t rows[5 * 4 * 4], out[5 * 4 * 4];
    int32_t nrows[4], onrows[4], onsets;
    int fused = 0;
    for (int iter = 0; iter < 300; iter++) {
        int nsets = (int)rnd(2, 4), g = 0;
        for (int s = 0; s < nsets; s++) {
            int64_t lo[2] = {rnd(-5, 3), rnd(-5, 3)};
            int64_t hi[2] = {lo[0] + rnd(0, 3), lo[1] + rnd(0, 3)};
            if (s > 0 && iter % 2) { lo[0] = rnd(-5, 3); hi[0] = lo[0]; } /* columns: they often fuse */
            int64_t box[4][4] = {{0, -lo[0], 1, 0}, {0, hi[0], -1, 0}, {0, -lo[1], 0, 1}, {0, hi[1], 0, -1}};
            memcpy(rows + g * 4, box, sizeof box);
            g += 4;
            nrows[s] = 4;
            if (rnd(0, 3) == 0) { /* and a cut */
                int64_t cut[4] = {0, rnd(-2, 4), rnd(-2, 2), rnd(-2, 2)};
                memcpy(rows + g * 4, cut, sizeof cut);
                g++;
                nrows[s]++;
            }
        }
        /* a cut may leave a basic set empty: it is inside every other one and must vanish */
        int rc = absint_spx_coalesce(nsets, 2, nrows, rows, ABSINT_SPX_I64, 0, 10000, &onsets, onrows, out);
        CHECK(rc == ABSINT_OK, "coalesce: %d", rc);
        if (rc) continue;
        CHECK(onsets <= nsets, "coalesce: more basic sets");
        /* the validity matrix against the grid: row g holds on every point of set j */
        int8_t V[20 * 4];
        CHECK(absint_spx_valid_all(nsets, 2, nrows, rows, ABSINT_SPX_I16, 0, 10000, V) == ABSINT_OK, "valid_all");
        for (int j = 0, gj = 0; j < nsets; gj += nrows[j], j++)
            for (int gg = 0; gg < g; gg++) {
                int holds_all = 1;
                int64_t x[2];
                for (x[0] = -8; x[0] <= 8; x[0]++)
                    for (x[1] = -8; x[1] <= 8; x[1]++) {
                        int in = in_union(1, &nrows[j], rows + (size_t)gj * 4, x);
                        if (in && rows[gg * 4 + 1] + rows[gg * 4 + 2] * x[0] + rows[gg * 4 + 3] * x[1] < 0)
                            holds_all = 0;
                    }
                CHECK(V[gg * nsets + j] == holds_all, "valid_all: row %d on set %d", gg, j);
            }
        fused += onsets < nsets;
        int64_t x[2];
        for (x[0] = -8; x[0] <= 8; x[0]++)
            for (x[1] = -8; x[1] <= 8; x[1]++)
                CHECK(in_union(nsets, nrows, rows, x) == in_union(onsets, onrows, out, x),
                      "coalesce: point (%lld, %lld) changed", (long long)x[0], (long long)x[1]);
    }
    CHECK(fused > 30, "coalesce: few merges (%d)", fused);
    int32_t bad[1] = {-1};
    CHECK(absint_spx_coalesce(1, 2, bad, rows, 0, 0, 10, &onsets, onrows, out) == ABSINT_EINVAL, "bad count");
    CHECK(absint_spx_coalesce(1, 2, nrows, rows, 0, 0, 10, NULL, onrows, out) == ABSINT_EINVAL, "NULL out");
    int8_t V[8];
    int32_t one[1] = {1};
    int64_t eqrow[4] = {1, 0, 1, 0};
    CHECK(absint_spx_valid_all(1, 2, one, eqrow, 0, 0, 10, V) == ABSINT_EINVAL, "valid_all: equality row");
    CHECK(absint_spx_coalesce(1, 2, one, eqrow, 0, 0, 10, &onsets, onrows, out) == ABSINT_EINVAL, "coalesce: equality row");
    CHECK(absint_spx_valid_all(1, 63, one, eqrow, 0, 0, 10, V) == ABSINT_EINVAL, "valid_all: nvars");
    CHECK(absint_spx_empty_with(NULL, 0, NULL, NULL, 1, 10, NULL) == ABSINT_EINVAL, "empty_with: NULL");
    uint8_t fl[1];
    CHECK(absint_spx_row_flags(1, 2, NULL, fl) == ABSINT_EINVAL, "row_flags: NULL rows");
}

int main(void)
{
    test_many_rows();
    test_i16_twins();
    test_f24_twins();
    test_i64_twins();
    test_systems();
    test_unbounded();
    test_coalesce();
    test_overflow_and_errors();
    CHECK(widened[ABSINT_SPX_F24] > 0 && widened[ABSINT_SPX_I64] > 0, "tiers were not all exercised");
    printf("test_simplex: %s (%d failures; widened to f24 %d, to i64 %d times; %d int64 overflows)\n",
           failures ? "FAILED" : "ok", failures, widened[1], widened[2], overflowed);
    return failures != 0;
}

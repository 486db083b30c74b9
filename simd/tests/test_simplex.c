/* Native tests of the transprecision simplex (run optimized and under ASan+UBSan):
 *  - every SIMD column kernel is bit-identical to its scalar twin (columns, magnitude bounds, overflow);
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

/* Column kernels: every SIMD kernel the CPU runs against its scalar twin, bit for bit (columns,
 * magnitude bounds, overflow), and the scalar twin against exact values. Shapes: 1-64 columns, 16-64
 * rows (whole blocks), a column stride with a canary beyond the rows; magnitude bounds exact or loose
 * (the fast/exact decision moves), values at every tier boundary. */
enum { TR = 64, TC = 64, TCS = 72 };

static int twin_shape(int *ncol, int *nl, int iter)
{
    *ncol = (int)rnd(1, TC);
    *nl = 16 * (int)rnd(1, TR / 16);
    return iter;
}

static void test_i16_twins(void)
{
    unsigned f = absint_cpu_features();
    int (*vec[2])(int, int, int, int16_t *, const int16_t *, const int16_t *, int16_t, const int16_t *,
                  const int16_t *, const int16_t *, int16_t *) = {absint_spx_col_i16_avx2, absint_spx_col_i16_avx512};
    int can[2] = {(f & ABSINT_CPU_AVX2) != 0, (f & ABSINT_CPU_AVX512BW) && (f & ABSINT_CPU_AVX512F)};
    static const int mags[] = {3, 12, 181, 4000, 32767};
    static int16_t in[TC * TCS], o1[TC * TCS], o2[TC * TCS];
    int fastseen = 0, exactseen = 0, ovfseen = 0;
    for (int iter = 0; iter < 3000; iter++) {
        int ncol, nl;
        twin_shape(&ncol, &nl, iter);
        int mag = mags[rnd(0, 4)], mmag = mags[rnd(0, 4)];
        int16_t p[TC], dm[TR], am[TR], mi[TR], m1[TR], m2[TR];
        memset(in, 0, sizeof in);
        for (int i = 0; i < nl; i++) {
            dm[i] = (int16_t)(rnd(0, 4) ? rnd(0, mmag) : rnd(0, 1));
            am[i] = (int16_t)(rnd(0, 3) ? rnd(-mmag, mmag) : 0);
            int mx = 0;
            for (int k = 0; k < ncol; k++) {
                int16_t v = (int16_t)(rnd(0, 3) ? rnd(-mag, mag) : 0);
                in[k * TCS + i] = v;
                mx = abs(v) > mx ? abs(v) : mx;
            }
            mi[i] = (int16_t)(iter % 3 ? mx : rnd(mx, 32767)); /* exact, or a looser bound */
        }
        int B = 0;
        for (int k = 0; k < ncol; k++) {
            p[k] = (int16_t)rnd(-mmag, mmag);
            B = abs(p[k]) > B ? abs(p[k]) : B;
        }
        if (iter % 5 == 0) B = (int)rnd(B, 32767); /* a looser bound on p */
        memset(o1, 0x5a, sizeof o1);
        memset(o2, 0x5a, sizeof o2);
        int v1 = absint_spx_col_i16_scalar(ncol, nl, TCS, o1, in, p, (int16_t)B, dm, am, mi, m1);
        int want = 0, fast = 1;
        for (int i = 0; i < nl; i++) fast &= abs(dm[i]) * mi[i] + abs(am[i]) * B <= 32767;
        for (int i = 0; i < nl; i++) {
            int mx = 0;
            for (int k = 0; k < ncol; k++) {
                int w = dm[i] * in[k * TCS + i] + am[i] * p[k];
                if (abs(w) > 32767) want = 1;
                else CHECK(o1[k * TCS + i] == w, "i16 scalar value wrong");
                mx = abs(w) > mx ? abs(w) : mx;
            }
            if (fast) CHECK(m1[i] == abs(dm[i]) * mi[i] + abs(am[i]) * B, "i16 fast bound wrong");
            else CHECK(m1[i] == (mx > 32767 ? 32767 : mx), "i16 exact magnitude wrong");
        }
        CHECK(v1 == want, "i16 scalar overflow decision wrong");
        CHECK(o1[nl] == (int16_t)0x5a5a || nl == TCS, "i16 scalar wrote beyond its rows");
        fastseen += fast; exactseen += !fast && !want; ovfseen += want;
        for (int v = 0; v < 2; v++) {
            if (!can[v]) continue;
            int v2 = vec[v](ncol, nl, TCS, o2, in, p, (int16_t)B, dm, am, mi, m2);
            CHECK(v1 == v2, "i16 overflow flags differ (kernel %d)", v);
            CHECK(!memcmp(o1, o2, sizeof o1), "i16 columns differ (kernel %d)", v);
            CHECK(!memcmp(m1, m2, sizeof(int16_t) * nl), "i16 magnitudes differ (kernel %d)", v);
        }
    }
    CHECK(fastseen > 100 && exactseen > 100 && ovfseen > 100, "i16 twins: paths not all exercised (%d %d %d)",
          fastseen, exactseen, ovfseen);
    CHECK(absint_spx_col_i16_scalar(1, 8, 16, o1, in, in, 0, in, in, in, o2) == ABSINT_EINVAL, "nlanes 8");
    CHECK(absint_spx_col_i16_scalar(0, 16, 16, o1, in, in, 0, in, in, in, o2) == ABSINT_EINVAL, "ncol 0");
    CHECK(absint_spx_col_i16_scalar(1, 32, 16, o1, in, in, 0, in, in, in, o2) == ABSINT_EINVAL, "cs < nlanes");
    CHECK(absint_spx_col_i16_scalar(1, 16, 16, NULL, in, in, 0, in, in, in, o2) == ABSINT_EINVAL, "NULL out");
    CHECK(absint_spx_col_i16_scalar(1, 16, 16, o1, in, in, -1, in, in, in, o2) == ABSINT_EINVAL, "pmax < 0");
    CHECK(absint_spx_col_f24_scalar(1, 16, 16, (float *)o1, (float *)in, (float *)in, 16777216.0f, (float *)in,
                                    (float *)in, (float *)in, (float *)o2) == ABSINT_EINVAL, "f24 pmax");
    if (can[1]) CHECK(absint_spx_col_i16_avx512(65, 16, 16, o1, in, in, 0, in, in, in, o2) == ABSINT_EINVAL, "ncol 65");
}

static void test_f24_twins(void)
{
    unsigned f = absint_cpu_features();
    int (*vec[2])(int, int, int, float *, const float *, const float *, float, const float *, const float *,
                  const float *, float *) = {absint_spx_col_f24_avx2, absint_spx_col_f24_avx512};
    int can[2] = {(f & ABSINT_CPU_AVX2) != 0, (f & ABSINT_CPU_AVX512F) && (f & ABSINT_CPU_AVX2)};
    static const int64_t mags[] = {30, 2047, 2048, 4096, 100000, 16777215}; /* 2047: the float bound's edge */
    static float in[TC * TCS], o1[TC * TCS], o2[TC * TCS];
    int fastseen = 0, slowseen = 0;
    for (int iter = 0; iter < 3000; iter++) {
        int ncol, nl;
        twin_shape(&ncol, &nl, iter);
        int64_t mag = mags[rnd(0, 5)], mmag = mags[rnd(0, 5)];
        float p[TC], dm[TR], am[TR], mi[TR], m1[TR], m2[TR];
        memset(in, 0, sizeof in);
        for (int i = 0; i < nl; i++) {
            dm[i] = (float)(rnd(0, 4) ? rnd(0, mmag) : rnd(0, 1));
            am[i] = (float)(rnd(0, 3) ? rnd(-mmag, mmag) : 0);
            int64_t mx = 0;
            for (int k = 0; k < ncol; k++) {
                int64_t v = rnd(0, 3) ? rnd(-mag, mag) : 0;
                in[k * TCS + i] = (float)v;
                mx = llabs(v) > mx ? llabs(v) : mx;
            }
            mi[i] = (float)(iter % 3 ? mx : rnd(mx, 16777215));
        }
        int64_t B = 0;
        for (int k = 0; k < ncol; k++) {
            p[k] = (float)rnd(-mmag, mmag);
            B = llabs((int64_t)p[k]) > B ? llabs((int64_t)p[k]) : B;
        }
        if (iter % 5 == 0) B = rnd(B, 16777215);
        memset(o1, 0x5a, sizeof o1);
        memset(o2, 0x5a, sizeof o2);
        unsigned csr = _mm_getcsr();
        int v1 = absint_spx_col_f24_scalar(ncol, nl, TCS, o1, in, p, (float)B, dm, am, mi, m1);
        int x1 = _mm_getcsr() != csr; /* the kernels leave MXCSR as they found it */
        int fast = 1, want = 0;
        for (int i = 0; i < nl; i++) fast &= llabs((int64_t)dm[i]) * (int64_t)mi[i] + llabs((int64_t)am[i]) * B < 16777216;
        int small = 1; /* every product and result below 2^24: nothing may be flagged */
        for (int i = 0; i < nl; i++)
            for (int k = 0; k < ncol; k++) {
                int64_t u = (int64_t)dm[i] * (int64_t)in[k * TCS + i], a = (int64_t)am[i] * (int64_t)p[k];
                int64_t w = u + a;
                small &= llabs(w) < 16777216 && llabs(u) < 16777216 && llabs(a) < 16777216;
                want |= llabs(w) >= 16777216;
                if (!v1) CHECK((int64_t)o1[k * TCS + i] == w, "f24 unflagged value wrong");
            }
        CHECK(!x1, "f24 scalar changed MXCSR");
        CHECK(!small || !v1, "f24 exact update flagged");
        CHECK(!want || v1, "f24 result past 2^24 not flagged");
        if (fast) CHECK(!v1, "f24 fast path flagged");
        fastseen += fast; slowseen += !fast;
        for (int v = 0; v < 2; v++) {
            if (!can[v]) continue;
            _mm_setcsr(csr | (v & 1 ? 0x20u : 0)); /* a set inexact flag must survive too */
            unsigned before = _mm_getcsr();
            int v2 = vec[v](ncol, nl, TCS, o2, in, p, (float)B, dm, am, mi, m2);
            CHECK(_mm_getcsr() == before, "f24 kernel %d changed MXCSR", v);
            CHECK(v1 == v2, "f24 overflow flags differ (kernel %d)", v);
            CHECK(!memcmp(o1, o2, sizeof o1), "f24 columns differ (kernel %d)", v);
            CHECK(!memcmp(m1, m2, sizeof(float) * nl), "f24 magnitudes differ (kernel %d)", v);
        }
        _mm_setcsr(csr);
    }
    CHECK(fastseen > 100 && slowseen > 100, "f24 twins: paths not all exercised (%d %d)", fastseen, slowseen);
}

static void test_i64_twins(void)
{
    unsigned f = absint_cpu_features();
    static const int64_t mags[] = {3, 16777215, 16777216, 2147483647, 2147483648LL, 4294967296LL,
                                   3037000499LL, 4611686018427387904LL, INT64_MAX};
    int (*vec[2])(int, int, int, int64_t *, const int64_t *, const int64_t *, int64_t, const int64_t *,
                  const int64_t *, const int64_t *, int64_t *) = {absint_spx_col_i64_avx2, absint_spx_col_i64_avx512};
    int can[2] = {(f & ABSINT_CPU_AVX2) != 0, (f & ABSINT_CPU_AVX512F) && (f & ABSINT_CPU_AVX2)};
    static int64_t in[TC * TCS], o1[TC * TCS], o2[TC * TCS];
    int ovfseen = 0, fastseen = 0;
    for (int iter = 0; iter < 2000; iter++) {
        int ncol, nl;
        twin_shape(&ncol, &nl, iter);
        int64_t mag = mags[rnd(0, 8)], mmag = mags[rnd(0, 8)];
        int64_t p[TC], dm[TR], am[TR], mi[TR], m1[TR], m2[TR];
        memset(in, 0, sizeof in);
#define R64(m) ((int64_t)(next() % ((uint64_t)(m) + 1)) * (rnd(0, 1) ? 1 : -1))
        for (int i = 0; i < nl; i++) {
            dm[i] = rnd(0, 4) ? llabs(R64(mmag)) : rnd(0, 1);
            am[i] = rnd(0, 3) ? R64(mmag) : 0;
            uint64_t mx = 0;
            for (int k = 0; k < ncol; k++) {
                int64_t v = rnd(0, 3) ? R64(mag) : 0;
                in[k * TCS + i] = v;
                mx = (uint64_t)llabs(v) > mx ? (uint64_t)llabs(v) : mx;
            }
            mi[i] = (int64_t)mx;
        }
        uint64_t B = 0;
        for (int k = 0; k < ncol; k++) {
            p[k] = R64(mmag);
            B = (uint64_t)llabs(p[k]) > B ? (uint64_t)llabs(p[k]) : B;
        }
        memset(o1, 0x5a, sizeof o1);
        memset(o2, 0x5a, sizeof o2);
        int v1 = absint_spx_col_i64_scalar(ncol, nl, TCS, o1, in, p, (int64_t)B, dm, am, mi, m1);
        int want = 0;
        for (int i = 0; i < nl; i++)
            for (int k = 0; k < ncol; k++) {
                __int128 w = (__int128)dm[i] * in[k * TCS + i] + (__int128)am[i] * p[k];
                if (w > INT64_MAX || w < -INT64_MAX) want = 1;
                else {
                    CHECK(o1[k * TCS + i] == (int64_t)w, "i64 scalar value wrong");
                    CHECK((uint64_t)m1[i] >= (uint64_t)llabs((int64_t)w), "i64 magnitude bound wrong");
                }
            }
        CHECK(v1 == want, "i64 scalar overflow decision wrong");
        ovfseen += want;
        fastseen += mag < 2147483648LL && mmag < 2147483648LL;
        for (int v = 0; v < 2; v++) {
            if (!can[v]) continue;
            int v2 = vec[v](ncol, nl, TCS, o2, in, p, (int64_t)B, dm, am, mi, m2);
            CHECK(v1 == v2, "i64 overflow flags differ (kernel %d)", v);
            CHECK(!memcmp(o1, o2, sizeof o1), "i64 columns differ (kernel %d)", v);
            CHECK(!memcmp(m1, m2, sizeof(int64_t) * nl), "i64 magnitudes differ (kernel %d)", v);
        }
    }
    CHECK(ovfseen > 50 && fastseen > 50, "i64 twins: paths not all exercised (%d %d)", ovfseen, fastseen);
}


/* The sieves: every SIMD one against its scalar twin (canonical: each row over its small-prime
 * content), on rows built as a small-prime factor times a random row; magnitudes exact. */
static void test_sieve_twins(void)
{
    unsigned f = absint_cpu_features();
    int (*v16[2])(int, int, int, int16_t *, int16_t *) = {absint_spx_sieve_i16_avx2, absint_spx_sieve_i16_avx512};
    int (*v24[2])(int, int, int, float *, float *) = {absint_spx_sieve_f24_avx2, absint_spx_sieve_f24_avx512};
    int can[2] = {(f & ABSINT_CPU_AVX2) != 0, (f & ABSINT_CPU_AVX512BW) && (f & ABSINT_CPU_AVX512F)};
    static int16_t a16[TC * TCS], b16[TC * TCS];
    static float a24[TC * TCS], b24[TC * TCS];
    static const int fac[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 16, 17, 25, 27, 49, 64, 121, 169, 243, 1024};
    int divided = 0;
    for (int iter = 0; iter < 2000; iter++) {
        int ncol, nl;
        twin_shape(&ncol, &nl, iter);
        int64_t lim16 = 32767, lim24 = 16777215;
        for (int i = 0; i < nl; i++) {
            int64_t g = fac[rnd(0, 21)] * (rnd(0, 2) ? fac[rnd(0, 8)] : 1), base = rnd(0, 3) ? 9 : 600;
            int zero_first = rnd(0, 9) == 0;
            for (int k = 0; k < ncol; k++) {
                int64_t v = rnd(0, 3) ? rnd(-base, base) * g : 0;
                if (k == 0) v = zero_first ? 0 : (rnd(1, base) * g);
                a16[k * TCS + i] = (int16_t)(llabs(v) <= lim16 ? v : v % 32767);
                a24[k * TCS + i] = (float)(llabs(v * 97) <= lim24 ? v * 97 : v);
            }
        }
        memcpy(b16, a16, sizeof a16);
        memcpy(b24, a24, sizeof a24);
        int16_t m1[TR], m2[TR];
        float f1[TR], f2[TR];
        CHECK(absint_spx_sieve_i16_scalar(ncol, nl, TCS, a16, m1) == 0, "sieve i16 rc");
        CHECK(absint_spx_sieve_f24_scalar(ncol, nl, TCS, a24, f1) == 0, "sieve f24 rc");
        for (int i = 0; i < nl; i++) {
            int mx = 0;
            for (int k = 0; k < ncol; k++) mx = abs(a16[k * TCS + i]) > mx ? abs(a16[k * TCS + i]) : mx;
            CHECK(m1[i] == mx, "sieve i16 magnitude wrong");
            if (a16[i] == 0) continue;
            for (int t = 0; t < 6; t++) { /* no small prime left in a row with a first entry */
                int p = (int[]){2, 3, 5, 7, 11, 13}[t], all = 1;
                for (int k = 0; k < ncol; k++) all &= a16[k * TCS + i] % p == 0;
                CHECK(!all, "sieve i16 left a factor %d", p);
            }
            for (int k = 0; k < ncol; k++) divided += a16[k * TCS + i] != b16[k * TCS + i];
        }
        for (int v = 0; v < 2; v++) {
            if (!can[v]) continue;
            int16_t c16[TC * TCS];
            float c24[TC * TCS];
            memcpy(c16, b16, sizeof c16);
            memcpy(c24, b24, sizeof c24);
            CHECK(v16[v](ncol, nl, TCS, c16, m2) == 0 && v24[v](ncol, nl, TCS, c24, f2) == 0, "sieve rc");
            CHECK(!memcmp(a16, c16, sizeof c16) && !memcmp(m1, m2, sizeof(int16_t) * nl), "sieve i16 differs (%d)", v);
            CHECK(!memcmp(a24, c24, sizeof c24) && !memcmp(f1, f2, sizeof(float) * nl), "sieve f24 differs (%d)", v);
        }
    }
    CHECK(divided > 1000, "sieve: nothing divided");
    int16_t mm[TR];
    float fm[TR];
    CHECK(absint_spx_sieve_i16_scalar(1, 24, 32, a16, mm) == ABSINT_EINVAL, "sieve nlanes");
    CHECK(absint_spx_sieve_f24_scalar(1, 16, 8, a24, fm) == ABSINT_EINVAL, "sieve cs");
    CHECK(absint_spx_sieve_i16_scalar(1, 16, 16, NULL, mm) == ABSINT_EINVAL, "sieve NULL");
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
            /* the one-call form on the same (reused) tableau: integer, then rational */
            int one = absint_spx_empty_rows(t, n, m, rows, (long)m * w, 1, 100000);
            CHECK(one == want_int || one == ABSINT_SPX_OVERFLOWED, "empty_rows %d vs brute %d (config %d)", one, want_int, c);
            one = absint_spx_empty_rows(t, n, m, rows, (long)m * w, 0, 100000);
            CHECK(one == e || one == ABSINT_SPX_OVERFLOWED, "empty_rows rational %d vs %d (config %d)", one, e, c);
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
    CHECK(absint_spx_batch_empty(2, nv, nr, rows, 6, 1, ABSINT_SPX_I64, 0, 100, out) == ABSINT_OK &&
          out[0] == 1 && out[1] == 1, "batch");
    CHECK(absint_spx_batch_empty(2, nv, nr, rows, 6, 0, ABSINT_SPX_I64, 0, 100, out) == ABSINT_OK &&
          out[0] == 0 && out[1] == 1, "batch rational");
    CHECK(absint_spx_batch_empty(2, nv, nr, rows, 5, 1, ABSINT_SPX_I64, 0, 100, out) == ABSINT_EINVAL, "batch size");
    CHECK(absint_spx_batch_empty(2, nv, nr, NULL, 6, 1, ABSINT_SPX_I64, 0, 100, out) == ABSINT_EINVAL, "batch NULL");
    nv[0] = 99;
    CHECK(absint_spx_batch_empty(2, nv, nr, rows, 6, 1, ABSINT_SPX_I64, 0, 100, out) == ABSINT_EINVAL, "batch nvars");
    t = absint_spx_new(0, ABSINT_SPX_I16, 0);
    CHECK(absint_spx_empty_rows(t, 1, 1, rows, 3, 1, 100) == 1, "empty_rows integer");
    CHECK(absint_spx_empty_rows(t, 1, 1, rows, 3, 0, 100) == 0, "empty_rows rational");
    CHECK(absint_spx_empty_rows(t, 1, 2, rows, 6, 0, 100) == 1, "empty_rows 0 >= 1");
    CHECK(absint_spx_empty_rows(t, 1, 2, rows, 5, 1, 100) == ABSINT_EINVAL, "empty_rows size");
    CHECK(absint_spx_empty_rows(t, 1, 2, NULL, 6, 1, 100) == ABSINT_EINVAL, "empty_rows NULL rows");
    CHECK(absint_spx_empty_rows(NULL, 1, 2, rows, 6, 1, 100) == ABSINT_EINVAL, "empty_rows NULL tableau");
    CHECK(absint_spx_empty_rows(t, 63, 0, rows, 0, 1, 100) == ABSINT_EINVAL, "empty_rows nvars");
    CHECK(absint_spx_empty_rows(t, 1, 2, rows, 6, 1, -1) == ABSINT_EINVAL, "empty_rows budget");
    CHECK(absint_spx_empty_rows(t, 1, 2, rows, 6, 2, 100) == ABSINT_EINVAL, "empty_rows integer flag");
    rows[0] = 3; /* a bad kind: the tableau refuses it */
    CHECK(absint_spx_empty_rows(t, 1, 1, rows, 3, 1, 100) == ABSINT_EINVAL, "empty_rows bad kind");
    absint_spx_free(t);
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
        int rc = absint_spx_coalesce(nsets, 2, nrows, rows, (long)g * 4, ABSINT_SPX_I64, 0, 10000, &onsets, onrows, out,
                                     (long)(sizeof out / sizeof out[0]));
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
    long cap = (long)(sizeof out / sizeof out[0]);
    CHECK(absint_spx_coalesce(1, 2, bad, rows, 0, 0, 0, 10, &onsets, onrows, out, cap) == ABSINT_EINVAL, "bad count");
    CHECK(absint_spx_coalesce(1, 2, nrows, rows, (long)nrows[0] * 4, 0, 0, 10, NULL, onrows, out, cap) == ABSINT_EINVAL,
          "NULL out");
    CHECK(absint_spx_coalesce(1, 2, nrows, rows, (long)nrows[0] * 4 - 1, 0, 0, 10, &onsets, onrows, out, cap) ==
          ABSINT_EINVAL, "coalesce: rows too short");
    CHECK(absint_spx_coalesce(1, 2, nrows, rows, (long)nrows[0] * 4, 0, 0, 10, &onsets, onrows, out,
                              (long)nrows[0] * 4 - 1) == ABSINT_EINVAL, "coalesce: out too short");
    CHECK(absint_spx_coalesce(1, 2, nrows, rows, (long)nrows[0] * 4, 0, 0, 10, &onsets, onrows, out, cap) == ABSINT_OK,
          "coalesce: one set");
    int8_t V[8];
    int32_t one[1] = {1};
    int64_t eqrow[4] = {1, 0, 1, 0};
    CHECK(absint_spx_valid_all(1, 2, one, eqrow, 0, 0, 10, V) == ABSINT_EINVAL, "valid_all: equality row");
    CHECK(absint_spx_coalesce(1, 2, one, eqrow, 4, 0, 0, 10, &onsets, onrows, out, cap) == ABSINT_EINVAL,
          "coalesce: equality row");
    CHECK(absint_spx_valid_all(1, 63, one, eqrow, 0, 0, 10, V) == ABSINT_EINVAL, "valid_all: nvars");
    CHECK(absint_spx_empty_with(NULL, 0, NULL, NULL, 1, 10, NULL) == ABSINT_EINVAL, "empty_with: NULL");
    uint8_t fl[1];
    CHECK(absint_spx_row_flags(1, 2, NULL, fl) == ABSINT_EINVAL, "row_flags: NULL rows");
    /* pack_rows: the layout of add_rows and the flags of row_flags */
    int64_t A[6] = {2, 4, 0, 0, 3, 0}, cc[3] = {1, -1, 5}, packed[12];
    uint8_t eqs[3] = {0, 1, 1}, pf[3], rf[3];
    CHECK(absint_spx_pack_rows(3, 2, A, cc, eqs, packed, pf) == 3, "pack_rows: flags OR");
    CHECK(packed[0] == 0 && packed[1] == 1 && packed[2] == 2 && packed[3] == 4 && packed[4] == 1 &&
          packed[5] == -1 && packed[8] == 1 && packed[9] == 5 && packed[10] == 3, "pack_rows: layout");
    absint_spx_row_flags(3, 2, packed, rf);
    CHECK(!memcmp(pf, rf, 3) && pf[0] == 1 && pf[1] == 2 && pf[2] == 2, "pack_rows: flags"); /* 3x + 5 == 0: none */
    CHECK(absint_spx_pack_rows(3, 2, A, cc, NULL, packed, pf) >= 0 && packed[6] == 0, "pack_rows: no eq");
    CHECK(absint_spx_pack_rows(1, 2, NULL, cc, NULL, packed, pf) == ABSINT_EINVAL, "pack_rows: NULL A");
    CHECK(absint_spx_pack_rows(1, 63, A, cc, NULL, packed, pf) == ABSINT_EINVAL, "pack_rows: nvars");
}

/* The exact projection (absint_spx_fm_empty) against the tableau on small systems: unit and general
 * coefficients, equalities, with and without a box; every answer it gives (integer and rational) must be
 * the tableau's, and on boxed systems the integer answer must match enumeration of the box. */
static void test_fm_projection(void)
{
    int decided = 0, total = 0;
    for (int iter = 0; iter < 3000; iter++) {
        int nv = (int)rnd(1, 4), m = (int)rnd(1, 8), boxed = iter % 2, w = nv + 2, n = 0;
        int64_t rows[16 * 6] = {0};
        int unit = iter % 3 != 0;
        for (int i = 0; i < m; i++, n++) {
            int64_t *r = rows + (size_t)n * w;
            r[0] = rnd(0, 5) == 0;
            r[1] = rnd(-6, 6);
            for (int k = 0; k < nv; k++) r[2 + k] = unit ? rnd(-1, 1) : rnd(-3, 3);
        }
        if (boxed)
            for (int k = 0; k < nv; k++, n += 2) {
                int64_t *lo = rows + (size_t)n * w, *hi = lo + w;
                lo[1] = 3; lo[2 + k] = 1;   /* x_k >= -3 */
                hi[1] = 3; hi[2 + k] = -1;  /* x_k <= 3 */
            }
        for (int integer = 0; integer < 2; integer++) {
            int fm = absint_spx_fm_empty(nv, n, rows, integer);
            CHECK(fm == 0 || fm == 1 || fm == ABSINT_SPX_UNDECIDED, "fm: answer %d", fm);
            absint_spx *t = absint_spx_new(nv, ABSINT_SPX_I64, 0);
            int rc = absint_spx_add_rows(t, n, rows, integer);
            int want = -1;
            int64_t sample[8];
            if (!rc) {
                if (absint_spx_is_empty(t)) want = 1;
                else if (!integer) want = 0;
                else {
                    int ip = absint_spx_integer_point(t, 100000, sample);
                    want = ip == ABSINT_SPX_EMPTY ? 1 : ip == ABSINT_SPX_FOUND ? 0 : -1;
                }
            }
            absint_spx_free(t);
            total++;
            if (fm == ABSINT_SPX_UNDECIDED || want < 0) continue;
            decided++;
            CHECK(fm == want, "fm: iter %d integer %d: projection %d, tableau %d", iter, integer, fm, want);
            if (boxed && integer) { /* enumeration of the box [-3, 3]^nv */
                int any = 0;
                int64_t x[4];
                long lim = nv == 1 ? 7 : nv == 2 ? 49 : nv == 3 ? 343 : 2401;
                for (long code = 0; code < lim && !any; code++) {
                    long c = code;
                    for (int k = 0; k < nv; k++) { x[k] = c % 7 - 3; c /= 7; }
                    int in = 1;
                    for (int i = 0; i < n && in; i++) {
                        const int64_t *r = rows + (size_t)i * w;
                        int64_t v = r[1];
                        for (int k = 0; k < nv; k++) v += r[2 + k] * x[k];
                        in = r[0] ? v == 0 : v >= 0;
                    }
                    any = in;
                }
                CHECK(fm == !any, "fm: iter %d: projection %d, box enumeration %d", iter, fm, !any);
            }
        }
    }
    CHECK(decided > total / 2, "fm: decided only %d of %d", decided, total);
    int64_t bad[3] = {2, 0, 1};
    CHECK(absint_spx_fm_empty(1, 1, bad, 1) == ABSINT_EINVAL, "fm: bad kind");
    CHECK(absint_spx_fm_empty(1, 1, NULL, 1) == ABSINT_EINVAL, "fm: NULL rows");
    CHECK(absint_spx_fm_empty(9, 0, NULL, 1) == ABSINT_SPX_UNDECIDED, "fm: too many variables");
}

/* add_rows' first pass: the AVX2 scan gives the scalar one's flags and nonzero masks, and the scalar one
 * the definition's, on rows of every width with zeros, INT64_MIN and bad kinds anywhere. */
int spx_scan_rows_scalar(int n, int nvars, const int64_t *rows, uint64_t *nzm, int ncap);
int spx_scan_rows_avx2(int n, int nvars, const int64_t *rows, uint64_t *nzm, int ncap);
static void test_scan_twins(void)
{
    int avx2 = (absint_cpu_features() & ABSINT_CPU_AVX2) != 0;
    static int64_t rows[40 * 64];
    uint64_t m1[40], m2[40];
    for (int iter = 0; iter < 3000; iter++) {
        int nvars = (int)rnd(0, ABSINT_SPX_MAX_VARS), w = nvars + 2, n = (int)rnd(0, 40), ncap = (int)rnd(0, 40);
        int want = 0;
        for (int i = 0; i < n; i++) {
            int64_t *r = rows + (size_t)i * w;
            r[0] = rnd(0, 60) ? rnd(0, 1) : rnd(0, 30) ? 2 : INT64_MIN;
            for (int j = 1; j < w; j++) r[j] = rnd(0, 2) ? 0 : rnd(0, 200) ? rnd(-3, 3) : rnd(0, 1) ? INT64_MIN : INT64_MAX;
            for (int j = 0; j < w; j++) want |= r[j] == INT64_MIN;
            want |= ((uint64_t)r[0] > 1) << 1;
        }
        memset(m1, 0xa5, sizeof m1);
        memset(m2, 0xa5, sizeof m2);
        int f1 = spx_scan_rows_scalar(n, nvars, rows, m1, ncap < n ? ncap : n);
        CHECK(f1 == want, "scan flags %d, want %d", f1, want);
        for (int i = 0; i < (ncap < n ? ncap : n); i++) {
            uint64_t m = 0;
            for (int k = 0; k < nvars; k++) m |= (uint64_t)(rows[(size_t)i * w + 2 + k] != 0) << k;
            CHECK(m1[i] == m, "scan mask of row %d wrong", i);
        }
        if (!avx2) continue;
        int f2 = spx_scan_rows_avx2(n, nvars, rows, m2, ncap < n ? ncap : n);
        CHECK(f2 == f1, "scan twins' flags differ (%d, %d)", f1, f2);
        CHECK(!memcmp(m1, m2, sizeof m1), "scan twins' masks differ (nvars %d, n %d)", nvars, n);
    }
}

/* The pivot benchmark's code paths (update-only calls each tier's kernel directly): every kernel this
 * CPU runs, both modes, a 32-lane and a 48-lane tableau, ends at its own tier without error. */
static void test_bench_paths(void)
{
    static const int tiers[10] = {2, 2, 0, 0, 1, 1, 2, 2, 0, 1};
    for (int k = 0; k < 10; k++)
        for (int upd = 0; upd < 2; upd++)
            for (int rows = 30; rows <= 40; rows += 10) {
                double ns = -1;
                int tier = -1, rc = absint_spx_bench_pivot(k, rows, 19, 3, 7, upd, &ns, &tier);
                if (rc == ABSINT_EUNSUPPORTED) continue;
                CHECK(rc == ABSINT_OK && ns >= 0 && tier == tiers[k], "bench kernel %d update %d rows %d: rc %d tier %d",
                      k, upd, rows, rc, tier);
            }
}

int main(void)
{
    test_many_rows();
    test_i16_twins();
    test_f24_twins();
    test_i64_twins();
    test_sieve_twins();
    test_systems();
    test_unbounded();
    test_coalesce();
    test_fm_projection();
    test_overflow_and_errors();
    test_scan_twins(); /* (last: the others' random systems stay what they were) */
    test_bench_paths();
    CHECK(widened[ABSINT_SPX_F24] > 0 && widened[ABSINT_SPX_I64] > 0, "tiers were not all exercised");
    printf("test_simplex: %s (%d failures; widened to f24 %d, to i64 %d times; %d int64 overflows)\n",
           failures ? "FAILED" : "ok", failures, widened[1], widened[2], overflowed);
    return failures != 0;
}

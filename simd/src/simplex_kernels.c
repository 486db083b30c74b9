/* Scalar twins of the SIMD column kernels (contract in absint_simplex.h). They must give bit-identical
 * columns, magnitude bounds and overflow decisions to simplex_avx2.c / simplex_avx512.c: same fast-path
 * test, same operations in the same order (floats round after every op), same saturation. */
#pragma GCC optimize("fp-contract=off") /* the float twin must round after every op, like the SIMD one */
#include "absint_simplex.h"
#include "simplex_col.h"
#include <xmmintrin.h> /* _mm_getcsr/_mm_setcsr (SSE: baseline on x86-64) */

static inline int32_t abs32(int32_t v) { return v < 0 ? -v : v; }


int absint_spx_col_i16_scalar(int ncol, int nlanes, int cs, int16_t *out, const int16_t *in,
                              const int16_t *p, int16_t pmax, const int16_t *dm, const int16_t *am,
                              const int16_t *mag_in, int16_t *mag_out)
{
    if (spx_col_bad(ncol, nlanes, cs, out, in, p, dm, am, mag_in, mag_out)) return ABSINT_EINVAL;
    if (pmax < 0) return ABSINT_EINVAL;
    int32_t B = pmax;
    int fast = 1; /* |dm| mag + |am| B <= 32767 on every row: no entry can leave int16 */
    for (int i = 0; i < nlanes; i++) fast &= abs32(dm[i]) * mag_in[i] + abs32(am[i]) * B <= 32767;
    if (fast) {
        for (int i = 0; i < nlanes; i++) mag_out[i] = (int16_t)(abs32(dm[i]) * mag_in[i] + abs32(am[i]) * B);
        for (int k = 0; k < ncol; k++) {
            const int16_t *x = in + (size_t)k * cs;
            int16_t *y = out + (size_t)k * cs;
            for (int i = 0; i < nlanes; i++) y[i] = (int16_t)(dm[i] * x[i] + am[i] * p[k]);
        }
        return 0;
    }
    int ovf = 0;
    for (int i = 0; i < nlanes; i++) mag_out[i] = 0;
    for (int k = 0; k < ncol; k++) {
        const int16_t *x = in + (size_t)k * cs;
        int16_t *y = out + (size_t)k * cs;
        for (int i = 0; i < nlanes; i++) {
            int32_t r = dm[i] * (int32_t)x[i] + am[i] * (int32_t)p[k]; /* exact: |r| <= 2 * 32767^2 */
            int32_t a = abs32(r);
            ovf |= a > 32767;
            y[i] = (int16_t)(r > 32767 ? 32767 : r < -32768 ? -32768 : r); /* vpackssdw saturation */
            a = a > 32767 ? 32767 : a;
            mag_out[i] = (int16_t)(a > mag_out[i] ? a : mag_out[i]);
        }
    }
    return ovf;
}

int absint_spx_col_f24_scalar(int ncol, int nlanes, int cs, float *out, const float *in, const float *p, float pmax,
                              const float *dm, const float *am, const float *mag_in, float *mag_out)
{
    if (spx_col_bad(ncol, nlanes, cs, out, in, p, dm, am, mag_in, mag_out)) return ABSINT_EINVAL;
    if (!(pmax >= 0.0f && pmax < ABSINT_SPX_F24_LIMIT)) return ABSINT_EINVAL;
    float B = pmax;
    /* The bound in double: exact (products below 2^48), and it raises no inexact flag of its own. */
    int fast = 1;
    for (int i = 0; i < nlanes; i++) {
        double u = (double)(dm[i] < 0.0f ? -dm[i] : dm[i]) * (double)mag_in[i];
        double v = (double)(am[i] < 0.0f ? -am[i] : am[i]) * (double)B;
        double b = u + v;
        fast &= b < (double)ABSINT_SPX_F24_LIMIT;
        mag_out[i] = (float)(b < (double)ABSINT_SPX_F24_LIMIT ? b : (double)ABSINT_SPX_F24_LIMIT); /* exact */
    }
    /* Without the bound's proof the entries are formed anyway and the inexact flag decides: MXCSR is
     * read around that path only (cleared first, restored after, so the caller's state is kept). */
    unsigned csr = 0;
    if (!fast) {
        for (int i = 0; i < nlanes; i++) mag_out[i] = 0.0f;
        csr = _mm_getcsr();
        if (csr & SPX_MXCSR_INEXACT) _mm_setcsr(csr & ~SPX_MXCSR_INEXACT);
    }
    for (int k = 0; k < ncol; k++) {
        const float *x = in + (size_t)k * cs;
        float *y = out + (size_t)k * cs;
        float pk = p[k];
        for (int i = 0; i < nlanes; i++) {
            float u = dm[i] * x[i];
            float v = am[i] * pk;
            float r = u + v;
            y[i] = r;
            if (!fast) {
                float a = r < 0.0f ? -r : r;
                mag_out[i] = a > mag_out[i] ? a : mag_out[i];
            }
        }
    }
    if (fast) return 0;
    int ovf = (_mm_getcsr() & SPX_MXCSR_INEXACT) != 0;
    _mm_setcsr(csr);
    for (int i = 0; i < nlanes; i++) ovf |= mag_out[i] >= ABSINT_SPX_F24_LIMIT;
    return ovf;
}

int absint_spx_col_i64_scalar(int ncol, int nlanes, int cs, int64_t *out, const int64_t *in,
                              const int64_t *p, int64_t pmax, const int64_t *dm, const int64_t *am,
                              const int64_t *mag_in, int64_t *mag_out)
{
    if (spx_col_bad(ncol, nlanes, cs, out, in, p, dm, am, mag_in, mag_out)) return ABSINT_EINVAL;
    if (pmax < 0) return ABSINT_EINVAL;
    if (!spx_i64_small(nlanes, pmax, dm, am, mag_in))
        return spx_i64_exact(ncol, nlanes, cs, out, in, p, dm, am, mag_out);
    spx_i64_bound(nlanes, (uint64_t)pmax, dm, am, mag_in, mag_out);
    for (int k = 0; k < ncol; k++) { /* no overflow possible: plain int64 arithmetic */
        const int64_t *x = in + (size_t)k * cs;
        int64_t *y = out + (size_t)k * cs, pk = p[k];
        for (int i = 0; i < nlanes; i++) y[i] = dm[i] * x[i] + am[i] * pk;
    }
    return 0;
}

/* The sieve's twin, one row at a time (canonical result, so the order of divisions does not matter):
 * the power of two from the OR of the row, then each odd prime while it divides every entry, tested
 * by the odd-inverse multiplication (no division). */
#define SIEVE_ROW(T, W, INV, LIM)                                                                  \
    do {                                                                                           \
        T *x = cols + i;                                                                           \
        uint##W##_t orv = 0, mx = 0;                                                               \
        if (x[0] != 0) {                                                                           \
            for (int k = 0; k < ncol; k++) orv |= (uint##W##_t)(int##W##_t)x[(size_t)k * cs];      \
            int sh = __builtin_ctz((unsigned)orv);                                                 \
            for (int k = 0; sh && k < ncol; k++)                                                   \
                x[(size_t)k * cs] = (T)((int##W##_t)x[(size_t)k * cs] >> sh);                      \
            for (int t = 0; t < 5; t++)                                                            \
                for (;;) {                                                                         \
                    int all = 1;                                                                   \
                    for (int k = 0; k < ncol && all; k++) {                                        \
                        int##W##_t v = (int##W##_t)x[(size_t)k * cs];                              \
                        uint##W##_t a = (uint##W##_t)(v < 0 ? -v : v);                             \
                        all = (uint##W##_t)((uint32_t)a * INV[t]) <= LIM[t];                       \
                    }                                                                              \
                    if (!all) break;                                                               \
                    for (int k = 0; k < ncol; k++)                                                 \
                        x[(size_t)k * cs] = (T)(int##W##_t)(uint##W##_t)((uint32_t)(uint##W##_t)(int##W##_t)x[(size_t)k * cs] * INV[t]); \
                }                                                                                  \
        }                                                                                          \
        for (int k = 0; k < ncol; k++) {                                                           \
            int##W##_t v = (int##W##_t)x[(size_t)k * cs];                                          \
            uint##W##_t a = (uint##W##_t)(v < 0 ? -v : v);                                         \
            mx = a > mx ? a : mx;                                                                  \
        }                                                                                          \
        mag[i] = (T)mx;                                                                            \
    } while (0)

int absint_spx_sieve_i16_scalar(int ncol, int nlanes, int cs, int16_t *cols, int16_t *mag)
{
    if (spx_sieve_bad(ncol, nlanes, cs, cols, mag)) return ABSINT_EINVAL;
    for (int i = 0; i < nlanes; i++) SIEVE_ROW(int16_t, 16, spx_sieve_inv16, spx_sieve_lim16);
    return 0;
}

int absint_spx_sieve_f24_scalar(int ncol, int nlanes, int cs, float *cols, float *mag)
{
    if (spx_sieve_bad(ncol, nlanes, cs, cols, mag)) return ABSINT_EINVAL;
    for (int i = 0; i < nlanes; i++) SIEVE_ROW(float, 32, spx_sieve_inv32, spx_sieve_lim32);
    return 0;
}

int spx_scan_rows_scalar(int n, int nvars, const int64_t *rows, uint64_t *nzm, int ncap)
{
    int w = nvars + 2, flags = 0;
    for (int i = 0; i < n; i++) {
        const int64_t *row = rows + (size_t)i * w;
        uint64_t m = 0;
        int bad = (row[0] == INT64_MIN) | (row[1] == INT64_MIN);
        for (int k = 0; k < nvars; k++) {
            m |= (uint64_t)(row[2 + k] != 0) << k;
            bad |= row[2 + k] == INT64_MIN;
        }
        flags |= bad | ((uint64_t)row[0] > 1) << 1;
        if (i < ncap) nzm[i] = m;
    }
    return flags;
}

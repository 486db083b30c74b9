/* Closure entry points: argument validation, CPU dispatch (checked once, in absint_cpu_features), the
 * batch form, the bit-matrix allocator and the whole-matrix helpers. */
#include <stdlib.h>
#include <string.h>
#include "closure_internal.h"

static const absint_closure_fn KERNELS[ABSINT_CLOSURE_NKERNELS] = {
    absint_closure_reference_kernel, absint_closure_scalar_kernel, absint_closure_tiled_kernel,
    absint_closure_avx2_kernel, absint_closure_avx512_kernel,
};

static const absint_closure_pair_fn PAIR_KERNELS[ABSINT_CLOSURE_NKERNELS] = {
    absint_closure_pair_reference_kernel, absint_closure_pair_scalar_kernel, absint_closure_pair_tiled_kernel,
    absint_closure_pair_avx2_kernel, absint_closure_pair_avx512_kernel,
};

int absint_closure_available(int kernel) {
    unsigned f = absint_cpu_features();
    /* The SIMD files are also built with popcnt and BMI1/2 (tzcnt, blsr); every real AVX2 CPU has
     * them, but a hypervisor may hide them, so they are checked too (BMI2 stands for BMI1). */
    const unsigned base = ABSINT_CPU_AVX2 | ABSINT_CPU_POPCNT | ABSINT_CPU_BMI2;
    switch (kernel) {
    case ABSINT_CLOSURE_REFERENCE: case ABSINT_CLOSURE_SCALAR: case ABSINT_CLOSURE_TILED: return 1;
    case ABSINT_CLOSURE_AVX2: return (f & base) == base;
    case ABSINT_CLOSURE_AVX512: {
        unsigned need = base | ABSINT_CPU_AVX512F | ABSINT_CPU_AVX512BW | ABSINT_CPU_AVX512VL;
        return (f & need) == need;
    }
    default: return 0;
    }
}

int absint_closure_best_kernel(void) {
    for (int k = ABSINT_CLOSURE_NKERNELS - 1; k > ABSINT_CLOSURE_TILED; k--)
        if (absint_closure_available(k)) return k;
    return ABSINT_CLOSURE_TILED;
}

void absint_closure_default_tuning(int kernel, absint_closure_tuning *out) {
    if (!out) return;
    /* Measured on the development machine (AMD EPYC Zen 5); `--tune` overrides per machine. */
    switch (kernel) {
    case ABSINT_CLOSURE_TILED: *out = (absint_closure_tuning){64, 4, 12}; break;
    case ABSINT_CLOSURE_AVX2: *out = (absint_closure_tuning){64, 4, 12}; break;
    default: *out = (absint_closure_tuning){64, 4, 8}; break;
    }
}

static int tuning_ok(const absint_closure_tuning *t) {
    return t->tile >= 64 && t->tile <= 1024 && t->tile % 64 == 0 && t->width >= 1 && t->width <= 8 &&
           t->dense >= 0 && t->dense <= 65;
}

size_t absint_bm_stride(size_t n) { return (closure_words(n) + 7) & ~(size_t)7; }

static size_t bm_words(size_t n) { return n * absint_bm_stride(n); }

static int aligned64(const void *p) { return p && ((uintptr_t)p & 63u) == 0; }

/* The tuning a closure runs with (the caller's, checked, or the kernel's default), and whether
   this CPU runs the kernel. */
static int resolve_tuning(int kernel, const absint_closure_tuning *tuning, absint_closure_tuning *t) {
    if (tuning) {
        if (!tuning_ok(tuning)) return ABSINT_EINVAL;
        *t = *tuning;
    } else {
        absint_closure_default_tuning(kernel, t);
    }
    return absint_closure_available(kernel) ? ABSINT_OK : ABSINT_EUNSUPPORTED;
}

uint64_t *absint_bm_alloc(size_t n) {
    if (n > ABSINT_BM_MAX_N) return NULL;
    size_t bytes = bm_words(n) * sizeof(uint64_t);
    if (bytes < 64) bytes = 64;
    uint64_t *p = aligned_alloc(64, bytes); /* bytes is a multiple of 64, as aligned_alloc wants */
    if (p) memset(p, 0, bytes);
    return p;
}

void absint_bm_free(uint64_t *data) { free(data); }

uint64_t *absint_bm_clone(const uint64_t *src, size_t n) {
    if (n > ABSINT_BM_MAX_N || !src || !aligned64(src)) return NULL;
    size_t bytes = bm_words(n) * sizeof(uint64_t);
    if (bytes < 64) bytes = 64;
    uint64_t *p = aligned_alloc(64, bytes);
    if (p) memcpy(p, src, bytes);
    return p;
}

int absint_closure(int kernel, const absint_closure_tuning *tuning, uint64_t *data, size_t n, int *cycle) {
    if (kernel < 0 || kernel >= ABSINT_CLOSURE_NKERNELS || !cycle || !aligned64(data) || n > ABSINT_BM_MAX_N)
        return ABSINT_EINVAL;
    absint_closure_tuning t;
    int status = resolve_tuning(kernel, tuning, &t);
    if (status != ABSINT_OK) return status;
    *cycle = 0;
    if (n == 0) return ABSINT_OK;
    status = KERNELS[kernel](data, n, absint_bm_stride(n), &t);
    if (status != ABSINT_OK) return status;
    *cycle = absint_bm_any_diagonal(data, n);
    return ABSINT_OK;
}

int absint_closure_pair(int kernel, const absint_closure_tuning *tuning, uint64_t *s, uint64_t *l, size_t n,
                        int *cycle) {
    if (kernel < 0 || kernel >= ABSINT_CLOSURE_NKERNELS || !cycle || !aligned64(s) || !aligned64(l) ||
        n > ABSINT_BM_MAX_N || s == l)
        return ABSINT_EINVAL;
    absint_closure_tuning t;
    int status = resolve_tuning(kernel, tuning, &t);
    if (status != ABSINT_OK) return status;
    *cycle = 0;
    if (n == 0) return ABSINT_OK;
    const size_t stride = absint_bm_stride(n), used = closure_words(n);
    for (size_t i = 0; i < n; i++)          /* the kernels' precondition (padding words stay zero) */
        for (size_t w = 0; w < used; w++) l[i * stride + w] |= s[i * stride + w];
    status = PAIR_KERNELS[kernel](s, l, n, stride, &t);
    if (status != ABSINT_OK) return status;
    *cycle = absint_bm_any_diagonal(s, n);
    return ABSINT_OK;
}

int absint_closure_batch(int kernel, const absint_closure_tuning *tuning, uint64_t *const *mats,
                         const size_t *ns, size_t count, int *cycles) {
    if (count == 0) return ABSINT_OK;
    if (!mats || !ns || !cycles) return ABSINT_EINVAL;
    for (size_t m = 0; m < count; m++) {
        int status = absint_closure(kernel, tuning, mats[m], ns[m], &cycles[m]);
        if (status != ABSINT_OK) return status;
    }
    return ABSINT_OK;
}

/* ---- whole-matrix helpers (padding stays zero: AND/OR of zero padding is zero) ---- */

static int pair_ok(const uint64_t *a, const uint64_t *b, size_t n) {
    return aligned64(a) && aligned64(b) && n <= ABSINT_BM_MAX_N;
}

int absint_bm_and(uint64_t *dst, const uint64_t *src, size_t n) {
    if (!pair_ok(dst, src, n)) return ABSINT_EINVAL;
    for (size_t w = 0, e = bm_words(n); w < e; w++) dst[w] &= src[w];
    return ABSINT_OK;
}

int absint_bm_or(uint64_t *dst, const uint64_t *src, size_t n) {
    if (!pair_ok(dst, src, n)) return ABSINT_EINVAL;
    for (size_t w = 0, e = bm_words(n); w < e; w++) dst[w] |= src[w];
    return ABSINT_OK;
}

int absint_bm_equal(const uint64_t *a, const uint64_t *b, size_t n) {
    if (!pair_ok(a, b, n)) return ABSINT_EINVAL;
    return memcmp(a, b, bm_words(n) * sizeof(uint64_t)) == 0;
}

int absint_bm_subset(const uint64_t *a, const uint64_t *b, size_t n) {
    if (!pair_ok(a, b, n)) return ABSINT_EINVAL;
    uint64_t extra = 0;
    for (size_t w = 0, e = bm_words(n); w < e; w++) extra |= a[w] & ~b[w];
    return extra == 0;
}

int absint_bm_any_diagonal(const uint64_t *a, size_t n) {
    if (!aligned64(a) || n > ABSINT_BM_MAX_N) return ABSINT_EINVAL;
    size_t stride = absint_bm_stride(n);
    /* Branch-free within each block of 64 rows: this runs after every closure, also for n = 16. */
    for (size_t i0 = 0; i0 < n; i0 += 64) {
        uint64_t any = 0;
        const uint64_t *row = a + i0 * stride + (i0 >> 6);
        for (size_t d = 0, e = n - i0 < 64 ? n - i0 : 64; d < e; d++) any |= (row[d * stride] >> d) & 1u;
        if (any) return 1;
    }
    return 0;
}

long long absint_bm_count(const uint64_t *a, size_t n) {
    if (!aligned64(a) || n > ABSINT_BM_MAX_N) return ABSINT_EINVAL;
    long long c = 0;
    for (size_t w = 0, e = bm_words(n); w < e; w++) c += __builtin_popcountll(a[w]);
    return c;
}

int absint_bm_submatrix(const uint64_t *src, size_t n, const size_t *idx, size_t m, uint64_t *dst) {
    if (!aligned64(src) || !aligned64(dst) || n > ABSINT_BM_MAX_N || m > ABSINT_BM_MAX_N || (m && !idx))
        return ABSINT_EINVAL;
    for (size_t r = 0; r < m; r++)
        if (idx[r] >= n) return ABSINT_EINVAL;
    size_t ss = absint_bm_stride(n), ds = absint_bm_stride(m);
    memset(dst, 0, bm_words(m) * sizeof(uint64_t));
    for (size_t r = 0; r < m; r++) {
        const uint64_t *srow = src + idx[r] * ss;
        uint64_t *drow = dst + r * ds;
        for (size_t c = 0; c < m; c++)
            drow[c >> 6] |= ((srow[idx[c] >> 6] >> (idx[c] & 63)) & 1u) << (c & 63);
    }
    return ABSINT_OK;
}

int absint_bm_resize(const uint64_t *src, size_t n, uint64_t *dst, size_t m) {
    if (!aligned64(src) || !aligned64(dst) || n > ABSINT_BM_MAX_N || m > ABSINT_BM_MAX_N) return ABSINT_EINVAL;
    size_t ss = absint_bm_stride(n), ds = absint_bm_stride(m), keep = n < m ? n : m;
    size_t kw = closure_words(keep);
    memset(dst, 0, bm_words(m) * sizeof(uint64_t));
    for (size_t r = 0; r < keep; r++) {
        memcpy(dst + r * ds, src + r * ss, kw * sizeof(uint64_t));
        if (keep & 63) dst[r * ds + kw - 1] &= ((uint64_t)1 << (keep & 63)) - 1; /* drop columns >= keep */
    }
    return ABSINT_OK;
}

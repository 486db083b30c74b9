/* In-process clocks and a C timing loop for the closure benchmark (so that a 64 x 64 closure, far
 * shorter than a cffi call, is measured without the call overhead). x86-64 only, like cpu.c. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <x86intrin.h>
#include "closure_internal.h"

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* 100 dependent adds per iteration: exactly 100 core cycles on any out-of-order x86 (add latency 1). */
static void add_chain(long iterations) {
    long x = 0;
    __asm__ volatile(
        "1:\n\t"
        ".rept 100\n\t"
        "addq $1, %0\n\t"
        ".endr\n\t"
        "decq %1\n\t"
        "jnz 1b\n\t"
        : "+r"(x), "+r"(iterations)
        :
        : "cc");
}

double absint_clock_core_ghz(void) {
    double best = 0;
    add_chain(20000); /* wake the core up to its steady clock */
    for (int rep = 0; rep < 5; rep++) {
        const long iterations = 40000; /* 4e6 cycles, ~1 ms */
        double t0 = now_ns();
        add_chain(iterations);
        double ghz = (double)iterations * 100.0 / (now_ns() - t0);
        if (ghz > best) best = ghz;
    }
    return best;
}

double absint_clock_tsc_ghz(void) {
    double t0 = now_ns();
    uint64_t c0 = __rdtsc();
    double t1;
    do t1 = now_ns(); while (t1 - t0 < 2e7);
    uint64_t c1 = __rdtsc();
    return (double)(c1 - c0) / (t1 - t0);
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int absint_closure_time(int kernel, const absint_closure_tuning *tuning, const uint64_t *input, size_t n,
                        int reps, double *best_ticks, double *median_ticks) {
    if (!input || ((uintptr_t)input & 63u) || n > ABSINT_BM_MAX_N || reps < 1 || reps > 100000 || !best_ticks ||
        !median_ticks)
        return ABSINT_EINVAL;
    size_t bytes = n * absint_bm_stride(n) * sizeof(uint64_t);
    uint64_t *work = absint_bm_alloc(n);
    double *ticks = malloc((size_t)reps * sizeof(double));
    int status = (work && ticks) ? ABSINT_OK : ABSINT_ENOMEM;
    for (int r = 0; r < reps && status == ABSINT_OK; r++) {
        int cycle;
        memcpy(work, input, bytes);
        _mm_lfence();
        uint64_t c0 = __rdtsc();
        _mm_lfence();
        status = absint_closure(kernel, tuning, work, n, &cycle);
        _mm_lfence();
        ticks[r] = (double)(__rdtsc() - c0);
    }
    if (status == ABSINT_OK) {
        qsort(ticks, (size_t)reps, sizeof(double), cmp_double);
        *best_ticks = ticks[0];
        *median_ticks = ticks[reps / 2];
    }
    absint_bm_free(work);
    free(ticks);
    return status;
}

int absint_closure_pair_time(int kernel, const absint_closure_tuning *tuning, const uint64_t *s, const uint64_t *l,
                             size_t n, int reps, double *best_ticks, double *median_ticks) {
    if (!s || !l || ((uintptr_t)s & 63u) || ((uintptr_t)l & 63u) || n > ABSINT_BM_MAX_N || reps < 1 ||
        reps > 100000 || !best_ticks || !median_ticks)
        return ABSINT_EINVAL;
    size_t bytes = n * absint_bm_stride(n) * sizeof(uint64_t);
    uint64_t *ws = absint_bm_alloc(n), *wl = absint_bm_alloc(n);
    double *ticks = malloc((size_t)reps * sizeof(double));
    int status = (ws && wl && ticks) ? ABSINT_OK : ABSINT_ENOMEM;
    for (int r = 0; r < reps && status == ABSINT_OK; r++) {
        int cycle;
        memcpy(ws, s, bytes);
        memcpy(wl, l, bytes);
        _mm_lfence();
        uint64_t c0 = __rdtsc();
        _mm_lfence();
        status = absint_closure_pair(kernel, tuning, ws, wl, n, &cycle);
        _mm_lfence();
        ticks[r] = (double)(__rdtsc() - c0);
    }
    if (status == ABSINT_OK) {
        qsort(ticks, (size_t)reps, sizeof(double), cmp_double);
        *best_ticks = ticks[0];
        *median_ticks = ticks[reps / 2];
    }
    absint_bm_free(ws);
    absint_bm_free(wl);
    free(ticks);
    return status;
}

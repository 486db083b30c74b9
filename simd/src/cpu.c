/* CPUID + XGETBV feature detection. The instruction set must be supported by the CPU *and* its state
 * saved by the OS (XCR0), otherwise the first AVX instruction faults. */
#include "absint_simd.h"
#include <cpuid.h>

static unsigned read_xcr0(void) {
    unsigned eax, edx;
    __asm__ volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(0));
    return eax;
}

static unsigned detect(void) {
    unsigned a, b, c, d, features = 0;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    if (c & bit_POPCNT) features |= ABSINT_CPU_POPCNT;
    int osxsave = (c & bit_OSXSAVE) != 0, avx = (c & bit_AVX) != 0, fma = (c & bit_FMA) != 0;
    unsigned xcr0 = osxsave ? read_xcr0() : 0;
    int ymm_ok = (xcr0 & 0x6) == 0x6;            /* XMM and YMM state */
    int zmm_ok = ymm_ok && (xcr0 & 0xe0) == 0xe0; /* opmask, ZMM_Hi256, Hi16_ZMM */
    if (__get_cpuid_max(0, 0) < 7) return features;
    __cpuid_count(7, 0, a, b, c, d);
    if (b & bit_BMI2) features |= ABSINT_CPU_BMI2;
    if (avx && fma && ymm_ok && (b & bit_AVX2)) features |= ABSINT_CPU_AVX2;
    if (zmm_ok && (b & bit_AVX512F)) {
        features |= ABSINT_CPU_AVX512F;
        if (b & bit_AVX512BW) features |= ABSINT_CPU_AVX512BW;
        if (b & bit_AVX512VL) features |= ABSINT_CPU_AVX512VL;
        if (b & bit_AVX512DQ) features |= ABSINT_CPU_AVX512DQ;
        if (c & bit_AVX512VPOPCNTDQ) features |= ABSINT_CPU_AVX512VPOPCNTDQ;
    }
    return features;
}

unsigned absint_cpu_features(void) {
    /* Racing first calls compute the same value; the store of an unsigned is atomic on x86. */
    static volatile unsigned cached = 0, ready = 0;
    if (!ready) { cached = detect(); ready = 1; }
    return cached;
}

/* CPU and OS feature detection, done once (CPUID + XGETBV), shared by every kernel family. */
#ifndef ABSINT_CPU_H
#define ABSINT_CPU_H
#include "absint_core.h"

/* CDEF BEGIN */
enum {
    ABSINT_CPU_POPCNT = 1,
    ABSINT_CPU_BMI2 = 2,
    ABSINT_CPU_AVX2 = 4,          /* AVX2 + FMA, with the OS saving YMM state */
    ABSINT_CPU_AVX512F = 8,       /* with the OS saving ZMM and opmask state */
    ABSINT_CPU_AVX512BW = 16,
    ABSINT_CPU_AVX512VL = 32,
    ABSINT_CPU_AVX512DQ = 64,
    ABSINT_CPU_AVX512VPOPCNTDQ = 128
};
/* Bitmask of ABSINT_CPU_* this CPU and OS can run. Thread-safe; computed on first call. */
unsigned absint_cpu_features(void);
/* CDEF END */

#endif

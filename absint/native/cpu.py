"""What the CPU can run, and what the user asked for with ABSINT_SIMD (read once, at first use)."""
from __future__ import annotations

import functools
import os

from absint.native._lib import lib

# ISA levels, narrowest first. ABSINT_SIMD names a kernel; each kernel family maps it to a level.
LEVELS = ("scalar", "avx2", "avx512")


@functools.lru_cache(maxsize=None)
def features() -> frozenset:
    bits = lib.absint_cpu_features()
    names = {"popcnt": lib.ABSINT_CPU_POPCNT, "bmi2": lib.ABSINT_CPU_BMI2, "avx2": lib.ABSINT_CPU_AVX2,
             "avx512f": lib.ABSINT_CPU_AVX512F, "avx512bw": lib.ABSINT_CPU_AVX512BW,
             "avx512vl": lib.ABSINT_CPU_AVX512VL, "avx512dq": lib.ABSINT_CPU_AVX512DQ,
             "avx512vpopcntdq": lib.ABSINT_CPU_AVX512VPOPCNTDQ}
    return frozenset(name for name, bit in names.items() if bits & bit)


def max_level() -> str:
    """The widest ISA level this CPU and OS run: "avx512" needs AVX-512F+BW+VL, "avx2" AVX2+FMA."""
    f = features()
    if {"avx512f", "avx512bw", "avx512vl"} <= f:
        return "avx512"
    if "avx2" in f:
        return "avx2"
    return "scalar"


def requested() -> str | None:
    """The ABSINT_SIMD environment variable, stripped and lower-cased, or None when unset/empty."""
    value = os.environ.get("ABSINT_SIMD", "").strip().lower()
    return value or None

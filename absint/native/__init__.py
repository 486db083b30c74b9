"""Python face of the native kernels (absint._native). The only importer of absint._native.

Closure API (a contract the Pentagon domain and the benchmarks build on): kernels(), default_kernel(),
BitMatrix, transitive_closure(m, kernel=None) -> bool (cycle), transitive_closure_batch(ms) -> [bool],
transitive_closure_pair(s, le, kernel=None) -> bool (x < y and x <= y closed together).
"""
from absint.native.closure import (  # noqa: F401
    KERNEL_NAMES,
    BitMatrix,
    ClosureTuning,
    default_kernel,
    kernels,
    transitive_closure,
    transitive_closure_batch,
    transitive_closure_pair,
    tuning_for,
)

__all__ = ["KERNEL_NAMES", "BitMatrix", "ClosureTuning", "default_kernel", "kernels", "transitive_closure",
           "transitive_closure_batch", "transitive_closure_pair", "tuning_for"]

"""Interval steps of the Pentagon closure: the native kernel and its pure-Python twin.

`reduce(m, lo, hi)` runs on a BitMatrix m that is transitively closed and acyclic, with bound arrays
lo, hi in the storage of absint.domains._bounds (int64 with sentinels +/-(2**63 - 1), or object arrays
of Python ints with sentinels +/-2**128). It tightens the bounds along the longest paths of m, reports
an empty interval, and otherwise adds x < y to m wherever hi(x) < lo(y). int64 arrays go to the C
kernel (simd/src/pentagon.c); object arrays to the Python twin, which is the same algorithm.
"""
from __future__ import annotations

import numpy as np

from absint.native._lib import ffi, lib
from absint.native.closure import BitMatrix, _check


def _validate(m, lo, hi):
    if not isinstance(m, BitMatrix):
        raise ValueError(f"reduce needs a BitMatrix, got {type(m).__name__}")
    for name, arr in (("lo", lo), ("hi", hi)):
        if not isinstance(arr, np.ndarray) or arr.ndim != 1 or arr.shape[0] != m.n:
            raise ValueError(f"reduce: {name} must be a 1-D numpy array of length {m.n}")
    if lo.dtype != hi.dtype or lo.dtype not in (np.int64, object):
        raise ValueError(f"reduce: lo and hi must both be int64 or both object arrays, got {lo.dtype}, {hi.dtype}")


def reduce(m: BitMatrix, lo: np.ndarray, hi: np.ndarray) -> tuple[bool, int]:
    """In place: tighten lo/hi along m, then add interval-implied bits to m. Returns (empty, added):
    empty means some interval is empty (bottom; m unchanged), added counts the new bits of m."""
    _validate(m, lo, hi)
    if lo.dtype == object:
        return reduce_python(m, lo, hi)
    for name, arr in (("lo", lo), ("hi", hi)):
        if not (arr.flags.c_contiguous and arr.flags.writeable):
            raise ValueError(f"reduce: {name} must be a writeable contiguous array")
    empty = ffi.new("int *")
    added = ffi.new("long long *")
    _check(lib.absint_pentagon_reduce(m._ptr, m.n, ffi.from_buffer("int64_t[]", lo),
                                      ffi.from_buffer("int64_t[]", hi), empty, added))
    return bool(empty[0]), int(added[0])


def reduce_python(m: BitMatrix, lo: np.ndarray, hi: np.ndarray) -> tuple[bool, int]:
    """The Python twin of the C kernel (any dtype; sentinels are the dtype's, see module doc)."""
    _validate(m, lo, hi)
    n = m.n
    inf = 2**128 if lo.dtype == object else 2**63 - 1
    s = m.to_numpy()
    succ = [np.flatnonzero(s[x]).tolist() for x in range(n)]
    indeg = s.sum(axis=0)
    order = sorted(range(n), key=lambda x: int(indeg[x]))
    for x in order:
        if lo[x] <= -inf:
            continue
        v = min(int(lo[x]) + 1, inf - 1)
        for y in succ[x]:
            if lo[y] < v:
                lo[y] = v
    for x in reversed(order):
        best = int(hi[x])
        for y in succ[x]:
            if hi[y] < inf:
                best = min(best, max(int(hi[y]) - 1, -inf + 1))
        hi[x] = best
    if any(lo[x] > hi[x] for x in range(n)):
        return True, 0
    added = 0
    w = m.words()
    for x in range(n):
        if hi[x] >= inf:
            continue
        for y in range(n):
            if lo[y] > hi[x] and not s[x, y]:
                w[x, y >> 6] |= np.uint64(1 << (y & 63))
                added += 1
    return False, added

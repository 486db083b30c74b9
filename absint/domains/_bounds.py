"""Interval bounds stored in numpy arrays, exactly, with sentinels for the infinities.

Two storage modes, chosen per state:
  - int mode (the fast path, handed to native code): dtype int64, +inf = INT_INF = 2**63 - 1 and
    -inf = -INT_INF. A finite bound entering from the API stays in int mode while |v| <= INT_LIMIT
    (2**62); the margin keeps the closure's "+1 per path edge" far from the sentinels.
  - wide mode: dtype object holding Python ints, +inf = WIDE_INF = 2**128, -inf = -WIDE_INF. Used as
    soon as one finite bound leaves +/-2**62, e.g. unsigned 64-bit values up to 2**64 - 1, which stay
    exact. Finite bounds beyond +/-WIDE_LIMIT (2**127) are clamped soundly: an upper bound above it
    becomes +inf, a lower bound below -WIDE_LIMIT becomes -inf, and the other two cases are weakened
    to +/-WIDE_LIMIT (never stronger than the truth).
Infinite bounds are None at the API.
"""
from __future__ import annotations

import numpy as np

INT_INF = 2**63 - 1
INT_LIMIT = 2**62
WIDE_INF = 2**128
WIDE_LIMIT = 2**127


def is_wide(arr: np.ndarray) -> bool:
    return arr.dtype == object


def inf_of(arr: np.ndarray) -> int:
    return WIDE_INF if arr.dtype == object else INT_INF


def new_bounds(n: int, wide: bool = False):
    """(lo, hi) arrays for n unconstrained variables."""
    if wide:
        return np.full(n, -WIDE_INF, dtype=object), np.full(n, WIDE_INF, dtype=object)
    return np.full(n, -INT_INF, dtype=np.int64), np.full(n, INT_INF, dtype=np.int64)


def to_wide(arr: np.ndarray) -> np.ndarray:
    if arr.dtype == object:
        return arr
    out = np.array([int(v) for v in arr], dtype=object) if len(arr) else np.zeros(0, dtype=object)
    out[arr == INT_INF] = WIDE_INF
    out[arr == -INT_INF] = -WIDE_INF
    return out


def same_mode(*arrays):
    """The arrays, all converted to wide mode if any of them is wide."""
    for a in arrays:
        if a.dtype == object:
            return tuple(to_wide(a) for a in arrays)
    return arrays


def decode(v, inf: int):
    """A stored bound as an int, or None for an infinity."""
    v = int(v)
    return None if v >= inf or v <= -inf else v


def fits_int(v: int) -> bool:
    return -INT_LIMIT <= v <= INT_LIMIT


def clamp_wide_lo(v: int) -> int:
    if v < -WIDE_LIMIT:
        return -WIDE_INF
    return min(v, WIDE_LIMIT)


def clamp_wide_hi(v: int) -> int:
    if v > WIDE_LIMIT:
        return WIDE_INF
    return max(v, -WIDE_LIMIT)


def encode_lo(v, inf: int) -> int:
    if v is None:
        return -inf
    return clamp_wide_lo(v) if inf == WIDE_INF else v


def encode_hi(v, inf: int) -> int:
    if v is None:
        return inf
    return clamp_wide_hi(v) if inf == WIDE_INF else v


def narrow(lo: np.ndarray, hi: np.ndarray):
    """Back to int mode: int64 copies of wide (lo, hi) whose finite bounds all fit +/-INT_LIMIT (the
    infinities become the int sentinels), else (lo, hi) unchanged. Exact both ways, so a state leaves
    the slow wide mode as soon as its big bounds are gone (e.g. after a havoc or a tightening)."""
    if lo.dtype != object:
        return lo, hi
    lists = lo.tolist(), hi.tolist()
    for vals in lists:                  # reject fast (set/min/max run in C): wide states are tried often
        finite = set(vals)
        finite.discard(WIDE_INF)
        finite.discard(-WIDE_INF)
        if finite and (max(finite) > INT_LIMIT or min(finite) < -INT_LIMIT):
            return lo, hi
    sentinel = {WIDE_INF: INT_INF, -WIDE_INF: -INT_INF}
    return tuple(np.array([sentinel.get(v, v) for v in vals], dtype=np.int64) for vals in lists)

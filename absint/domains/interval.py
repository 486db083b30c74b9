"""Integer intervals [lo, hi] with None for an infinite bound, plus bottom."""
from __future__ import annotations

from absint.domains.base import Lattice, widen_hi, widen_lo


def _check_bound(v, what):
    if v is None:
        return None
    if isinstance(v, bool) or not isinstance(v, int):
        try:
            import numpy as np
            if isinstance(v, np.integer):
                return int(v)
        except ImportError:  # pragma: no cover
            pass
        raise TypeError(f"interval {what} bound must be an int or None, got {v!r}")
    return v


def _max_lo(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return max(a, b)


def _min_hi(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return min(a, b)


class Interval(Lattice):
    """An immutable set of integers {v : lo <= v <= hi}; lo None = -inf, hi None = +inf.

    Invariant: a non-bottom interval has lo <= hi (when both finite); every empty interval is the
    single bottom representation (lo = 1, hi = 0, _bot = True).
    """

    __slots__ = ("lo", "hi", "_bot")

    def __init__(self, lo=None, hi=None):
        lo = _check_bound(lo, "lower")
        hi = _check_bound(hi, "upper")
        bot = lo is not None and hi is not None and lo > hi
        object.__setattr__(self, "_bot", bot)
        object.__setattr__(self, "lo", 1 if bot else lo)
        object.__setattr__(self, "hi", 0 if bot else hi)

    def __setattr__(self, name, value):
        raise AttributeError("Interval is immutable")

    @staticmethod
    def top() -> "Interval":
        return Interval(None, None)

    @staticmethod
    def bottom() -> "Interval":
        return Interval(1, 0)

    @staticmethod
    def const(c: int) -> "Interval":
        return Interval(c, c)

    def is_bottom(self) -> bool:
        return self._bot

    def is_top(self) -> bool:
        return not self._bot and self.lo is None and self.hi is None

    def is_const(self) -> bool:
        return not self._bot and self.lo is not None and self.lo == self.hi

    def contains(self, v: int) -> bool:
        return (not self._bot and (self.lo is None or self.lo <= v)
                and (self.hi is None or v <= self.hi))

    def as_tuple(self):
        """(lo, hi) with None for infinite bounds; None for bottom."""
        return None if self._bot else (self.lo, self.hi)

    def _bottom_like(self):
        return Interval.bottom()

    # lattice ----------------------------------------------------------------------------------
    def _leq(self, other):
        lo_ok = other.lo is None or (self.lo is not None and self.lo >= other.lo)
        hi_ok = other.hi is None or (self.hi is not None and self.hi <= other.hi)
        return lo_ok and hi_ok

    def _join(self, other):
        lo = None if self.lo is None or other.lo is None else min(self.lo, other.lo)
        hi = None if self.hi is None or other.hi is None else max(self.hi, other.hi)
        return Interval(lo, hi)

    def _meet(self, other):
        return Interval(_max_lo(self.lo, other.lo), _min_hi(self.hi, other.hi))

    def _widen(self, other, thresholds):
        return Interval(widen_lo(self.lo, other.lo, thresholds), widen_hi(self.hi, other.hi, thresholds))

    def _narrow(self, other):
        return Interval(other.lo if self.lo is None else self.lo, other.hi if self.hi is None else self.hi)

    # arithmetic (sound over-approximations of the set of results) ----------------------------------
    def __add__(self, other):
        other = _as_interval(other)
        if self._bot or other._bot:
            return Interval.bottom()
        lo = None if self.lo is None or other.lo is None else self.lo + other.lo
        hi = None if self.hi is None or other.hi is None else self.hi + other.hi
        return Interval(lo, hi)

    __radd__ = __add__

    def __neg__(self):
        if self._bot:
            return self
        return Interval(None if self.hi is None else -self.hi, None if self.lo is None else -self.lo)

    def __sub__(self, other):
        return self + (-_as_interval(other))

    def __rsub__(self, other):
        return _as_interval(other) + (-self)

    def __mul__(self, other):
        other = _as_interval(other)
        if self._bot or other._bot:
            return Interval.bottom()
        corners = [_mul_end(a, b) for a in _ends(self) for b in _ends(other)]
        finite = [c for c in corners if isinstance(c, int)]
        lo = None if "-inf" in corners else min(finite)
        hi = None if "+inf" in corners else max(finite)
        return Interval(lo, hi)

    __rmul__ = __mul__

    def __eq__(self, other):
        return isinstance(other, Interval) and (self._bot, self.lo, self.hi) == (other._bot, other.lo, other.hi)

    def __hash__(self):
        return hash((self._bot, self.lo, self.hi))

    def __repr__(self):
        if self._bot:
            return "Interval.bottom()"
        return f"Interval({self.lo!r}, {self.hi!r})"

    def __str__(self):
        if self._bot:
            return "_|_"
        return f"[{'-oo' if self.lo is None else self.lo}, {'+oo' if self.hi is None else self.hi}]"


def _as_interval(v) -> Interval:
    if isinstance(v, Interval):
        return v
    if isinstance(v, int) and not isinstance(v, bool):
        return Interval.const(v)
    raise TypeError(f"expected an Interval or int, got {v!r}")


def _ends(i: Interval):
    """The end points of i as (value, sign of infinity): (v, 0) finite, (None, -1) / (None, 1)."""
    return ((i.lo, 0) if i.lo is not None else (None, -1), (i.hi, 0) if i.hi is not None else (None, 1))


def _mul_end(a, b):
    """Product of two end points: an int, "+inf" or "-inf". An infinite end times 0 is 0 (0 is a
    real member of the finite factor's set, and the infinite end stands for finite values only)."""
    (av, ainf), (bv, binf) = a, b
    if not ainf and not binf:
        return av * bv
    sa = ainf if ainf else (av > 0) - (av < 0)
    sb = binf if binf else (bv > 0) - (bv < 0)
    s = sa * sb
    if s == 0:
        return 0
    return "+inf" if s > 0 else "-inf"

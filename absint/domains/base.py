"""Bottom and top handled once for every domain of absint.domains.

A domain value subclasses `Lattice` and implements the underscored operations only for operands that
are both non-bottom and live over the same variable space (`_align` puts them there). The public
methods here deal with bottom (and with top where it short-cuts: x <= top), so no domain repeats
those cases. Elsewhere top is an ordinary value (no constraints) that the operations handle as is.
"""
from __future__ import annotations


class Lattice:
    """An immutable abstract value. Subclasses implement: is_bottom, is_top, _bottom_like, _leq,
    _join, _meet, _widen, _narrow; optionally _align (bring two operands to one variable space)."""

    __slots__ = ()

    # to implement ------------------------------------------------------------------------------
    def is_bottom(self) -> bool:
        raise NotImplementedError

    def is_top(self) -> bool:
        raise NotImplementedError

    def _bottom_like(self):
        """The bottom value over this value's variable space."""
        raise NotImplementedError

    def _align(self, other):
        if type(other) is not type(self):
            raise TypeError(f"cannot combine {type(self).__name__} with {type(other).__name__}")
        return self, other

    # the lattice, with bottom handled once -----------------------------------------------------
    def leq(self, other) -> bool:
        a, b = self._align(other)
        if a.is_bottom():
            return True
        if b.is_bottom():
            return False
        if b.is_top():
            return True
        return a._leq(b)

    def equals(self, other) -> bool:
        a, b = self._align(other)
        if a.is_bottom() or b.is_bottom():
            return a.is_bottom() and b.is_bottom()
        return a._leq(b) and b._leq(a)

    def join(self, other):
        a, b = self._align(other)
        if a.is_bottom():
            return b
        if b.is_bottom():
            return a
        return a._join(b)

    def meet(self, other):
        a, b = self._align(other)
        if a.is_bottom():
            return a
        if b.is_bottom():
            return b
        return a._meet(b)

    def widen(self, other, thresholds=()):
        """self is the previous iterate, other the new one; chains a0, a0.widen(a1), ... stabilize."""
        a, b = self._align(other)
        if a.is_bottom():
            return b
        if b.is_bottom():
            return a
        return a._widen(b, _sorted_thresholds(thresholds))

    def narrow(self, other):
        """Refine self (a post-fixpoint) with other (its image, below self); chains stabilize."""
        a, b = self._align(other)
        if a.is_bottom():
            return a
        if b.is_bottom():
            return b
        return a._narrow(b)


def _sorted_thresholds(thresholds) -> tuple:
    out = set()
    for t in thresholds:
        if isinstance(t, bool) or not isinstance(t, int):
            raise TypeError(f"widening thresholds must be ints, got {t!r}")
        out.add(t)
    return tuple(sorted(out))


def widen_lo(old, new, thresholds: tuple):
    """Widen a lower bound (None = -inf): keep it if stable, else drop to the next threshold below."""
    if old is None or (new is not None and new >= old):
        return old
    if new is None:
        return None
    below = [t for t in thresholds if t <= new]
    return below[-1] if below else None


def widen_hi(old, new, thresholds: tuple):
    """Widen an upper bound (None = +inf): keep it if stable, else jump to the next threshold above."""
    if old is None or (new is not None and new <= old):
        return old
    if new is None:
        return None
    above = [t for t in thresholds if t >= new]
    return above[0] if above else None

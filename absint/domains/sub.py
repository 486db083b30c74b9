"""Sub: the strict upper bound domain, x < y facts between named variables, over a BitMatrix."""
from __future__ import annotations

from typing import Iterable

from absint.domains.base import Lattice
from absint.native import BitMatrix, transitive_closure


class Sub(Lattice):
    """An immutable set of facts x < y. Bottom is a contradiction (a cycle x < ... < x).

    Invariant: `_S` is never mutated once held; `_closed` says whether it is transitively closed.
    """

    __slots__ = ("_vars", "_index", "_S", "_closed", "_cache")

    @classmethod
    def _make(cls, names, S, closed):
        s = object.__new__(cls)    # immutable: only _make and the closure cache set the slots
        s._vars = names
        s._index = {v: i for i, v in enumerate(names)}
        s._S = S                   # None = bottom
        s._closed = closed or S is None
        s._cache = None
        return s

    @classmethod
    def top(cls, vars_: Iterable[str] = ()) -> "Sub":
        names = tuple(vars_)
        if len(set(names)) != len(names) or not all(isinstance(v, str) for v in names):
            raise ValueError(f"variable names must be distinct strings: {names!r}")
        return cls._make(names, BitMatrix(len(names)), True)

    @classmethod
    def bottom(cls, vars_: Iterable[str] = ()) -> "Sub":
        return cls._make(tuple(vars_), None, True)

    @property
    def vars(self):
        return self._vars

    def _closed_S(self):
        if self._closed:
            return self._S
        if self._cache is None:
            S = self._S.copy()
            self._cache = (None if transitive_closure(S) else S,)
        return self._cache[0]

    def _idx(self, name):
        try:
            return self._index[name]
        except KeyError:
            raise ValueError(f"unknown variable {name!r}") from None

    def _align(self, other):
        if not isinstance(other, Sub):
            raise TypeError(f"cannot combine Sub with {type(other).__name__}")
        if other._vars != self._vars:
            raise ValueError("Sub values must share their variables")
        return self, other

    def _bottom_like(self):
        return Sub._make(self._vars, None, True)

    def is_bottom(self):
        return self._closed_S() is None

    def is_top(self):
        S = self._closed_S()
        return S is not None and S.count() == 0

    def _leq(self, other):
        return other._S.is_subset(self._closed_S())

    def _join(self, other):
        return Sub._make(self._vars, self._closed_S().intersect(other._closed_S()), True)

    def _meet(self, other):
        return Sub._make(self._vars, self._S.union(other._S), False)

    def _widen(self, other, thresholds):
        return Sub._make(self._vars, self._S.intersect(other._closed_S()), False)

    def _narrow(self, other):
        return self._meet(other)   # finite height: meets stabilize

    def with_lt(self, x, y) -> "Sub":
        if self._S is None:
            return self
        S = self._S.copy()
        S.set(self._idx(x), self._idx(y))
        return Sub._make(self._vars, S, False)

    def lt(self, x, y) -> bool:
        S = self._closed_S()
        return S is None or S.get(self._idx(x), self._idx(y))

    def pairs(self):
        """Every entailed x < y (None for bottom)."""
        S = self._closed_S()
        if S is None:
            return None
        s = S.to_numpy()
        return {(self._vars[i], self._vars[j]) for i in range(len(self._vars))
                for j in range(len(self._vars)) if s[i, j]}

    def __repr__(self):
        p = self.pairs()
        return "<Sub _|_>" if p is None else f"<Sub {sorted(p)}>"

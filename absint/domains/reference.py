"""The obvious Pentagon: dicts of intervals and sets, closure by naive iteration to the fixpoint.

Used by the tests (native Pentagon == reference) and by benchmarks/pentagon. Semantics as
absint.domains.pentagon: intervals with None for infinite bounds, S[x] = the set of y with x < y,
L[x] = the set of y != x with x <= y, and equalities as a partition (eq[x] = the class of x, a
frozenset).
"""
from __future__ import annotations

from typing import Iterable


def _max_lo(a, b):
    return b if a is None else a if b is None else max(a, b)


def _min_hi(a, b):
    return b if a is None else a if b is None else min(a, b)


class RefPentagon:
    """Immutable. `itv[x] = (lo, hi)`, `S[x]` = set of y with x < y, `L[x]` = set of y != x with
    x <= y, `eq[x]` = x's alias class."""

    __slots__ = ("vars", "itv", "S", "L", "eq", "bottom")

    def __init__(self, vars_, itv=None, S=None, eq=None, bottom=False, L=None):
        self.vars = tuple(vars_)
        self.itv = {v: (itv or {}).get(v, (None, None)) for v in self.vars}
        self.S = {v: set((S or {}).get(v, ())) for v in self.vars}
        self.L = {v: set((L or {}).get(v, ())) - {v} for v in self.vars}
        self.eq = {v: frozenset((eq or {}).get(v, {v})) for v in self.vars}
        self.bottom = bottom

    @classmethod
    def from_constraints(cls, vars_, intervals=(), lts: Iterable = (), eqs: Iterable = (), les: Iterable = ()):
        p = cls(vars_)
        for v, (lo, hi) in dict(intervals).items():
            p.itv[v] = (_max_lo(p.itv[v][0], lo), _min_hi(p.itv[v][1], hi))
        for x, y in lts:
            p.S[x].add(y)
        for x, y in les:
            if x != y:
                p.L[x].add(y)
        for x, y in eqs:
            merged = p.eq[x] | p.eq[y]
            for v in merged:
                p.eq[v] = merged
        return p

    def closed(self) -> "RefPentagon":
        """The fixpoint of: equal variables share everything and are <= each other; a strict fact is
        a non-strict one; both relations compose (< then <= and <= then < give <); x < y and x <= y
        tighten the intervals (by 1 and by 0); hi(x) < lo(y) gives x < y and hi(x) <= lo(y) gives
        x <= y. A strict cycle or an empty interval is bottom. Then every cycle of <= whose bounds are
        not one value joins one alias class (the native closure's convention)."""
        if self.bottom:
            return self
        itv = dict(self.itv)
        S = {v: set(s) for v, s in self.S.items()}
        L = {v: set(s) for v, s in self.L.items()}
        eq = dict(self.eq)
        vs = self.vars
        changed = True
        while changed:
            changed = False
            for cls in set(eq.values()):
                lo = hi = None
                first = True
                for v in cls:
                    lo = itv[v][0] if first else _max_lo(lo, itv[v][0])
                    hi = itv[v][1] if first else _min_hi(hi, itv[v][1])
                    first = False
                for R in (S, L):
                    up = set().union(*(R[v] for v in cls))
                    down = {u for u in vs if R[u] & cls}
                    for v in cls:
                        if not up <= R[v]:
                            R[v] |= up
                            changed = True
                        for u in down:
                            if v not in R[u]:
                                R[u].add(v)
                                changed = True
                for v in cls:
                    if itv[v] != (lo, hi):
                        itv[v] = (lo, hi)
                        changed = True
                    others = cls - {v}
                    if not others <= L[v]:
                        L[v] |= others
                        changed = True
            for x in vs:
                if not S[x] <= L[x] | {x}:
                    L[x] |= S[x] - {x}
                    changed = True
            for k in vs:                       # both relations through k
                for i in vs:
                    if k in S[i] or k in L[i]:
                        strict_ik = k in S[i]
                        new_s = (L[k] | S[k] | {k} if strict_ik else S[k])
                        if not new_s <= S[i]:
                            S[i] |= new_s
                            changed = True
                        new_l = (L[k] | S[k] | {k}) - {i}
                        if not new_l <= L[i]:
                            L[i] |= new_l
                            changed = True
            if any(v in S[v] for v in vs):
                return RefPentagon(vs, bottom=True)
            for x in vs:
                for y in S[x] | L[x]:
                    w = 1 if y in S[x] else 0
                    (lx, hx), (ly, hy) = itv[x], itv[y]
                    nly = ly if lx is None else _max_lo(ly, lx + w)
                    nhx = hx if hy is None else _min_hi(hx, hy - w)
                    if nly != ly or nhx != hx:
                        itv[y] = (nly, itv[y][1])
                        itv[x] = (itv[x][0], nhx)
                        changed = True
            if any(lo is not None and hi is not None and lo > hi for lo, hi in itv.values()):
                return RefPentagon(vs, bottom=True)
            for x in vs:
                for y in vs:
                    hx, ly = itv[x][1], itv[y][0]
                    if hx is None or ly is None:
                        continue
                    if hx < ly and y not in S[x]:
                        S[x].add(y)
                        changed = True
                    if hx <= ly and x != y and y not in L[x]:
                        L[x].add(y)
                        changed = True
        for x in vs:                           # cycles of <= the bounds do not explain
            lo, hi = itv[x]
            if lo is not None and lo == hi:
                continue
            cycle = frozenset({x} | {y for y in L[x] if x in L[y]})
            merged = frozenset().union(*(eq[y] for y in cycle))
            for y in merged:
                eq[y] = merged
        return RefPentagon(vs, itv, S, eq, L=L)

    def is_bottom(self) -> bool:
        return self.closed().bottom

    def _entails_eq(self, x, y) -> bool:
        lo, hi = self.itv[x]
        return y in self.eq[x] or (lo is not None and lo == hi and self.itv[y] == (lo, hi))

    def join(self, other: "RefPentagon") -> "RefPentagon":
        a, b = self.closed(), other.closed()
        if a.bottom:
            return b
        if b.bottom:
            return a
        itv = {}
        for v in self.vars:
            (la, ha), (lb, hb) = a.itv[v], b.itv[v]
            itv[v] = (None if la is None or lb is None else min(la, lb),
                      None if ha is None or hb is None else max(ha, hb))
        S = {v: a.S[v] & b.S[v] for v in self.vars}
        L = {v: a.L[v] & b.L[v] for v in self.vars}
        eq = {v: frozenset(u for u in self.vars if a._entails_eq(v, u) and b._entails_eq(v, u))
              for v in self.vars}
        return RefPentagon(self.vars, itv, S, eq, L=L)

    def meet(self, other: "RefPentagon") -> "RefPentagon":
        if self.bottom or other.bottom:
            return RefPentagon(self.vars, bottom=True)
        itv = {v: (_max_lo(self.itv[v][0], other.itv[v][0]), _min_hi(self.itv[v][1], other.itv[v][1]))
               for v in self.vars}
        pairs = [(v, u) for v in self.vars for u in other.eq[v]]
        return RefPentagon.from_constraints(
            self.vars, itv, [(x, y) for x in self.vars for y in self.S[x] | other.S[x]],
            pairs + [(v, u) for v in self.vars for u in self.eq[v]],
            [(x, y) for x in self.vars for y in self.L[x] | other.L[x]])

    def leq(self, other: "RefPentagon") -> bool:
        a = self.closed()
        if a.bottom:
            return True
        if other.closed().bottom:
            return False
        for v in self.vars:
            (la, ha), (lb, hb) = a.itv[v], other.itv[v]
            if lb is not None and (la is None or la < lb):
                return False
            if hb is not None and (ha is None or ha > hb):
                return False
            if not other.S[v] <= a.S[v] or not other.L[v] <= a.L[v]:
                return False
            if not all(a._entails_eq(v, u) for u in other.eq[v]):
                return False
        return True

    def widen(self, other: "RefPentagon", thresholds=()) -> "RefPentagon":
        if self.is_bottom():
            return other
        b = other.closed()
        if b.bottom:
            return self
        ts = sorted(set(thresholds))
        itv = {}
        for v in self.vars:
            (la, ha), (lb, hb) = self.itv[v], b.itv[v]
            lo = la if la is None or (lb is not None and lb >= la) else (
                None if lb is None else max([t for t in ts if t <= lb], default=None))
            hi = ha if ha is None or (hb is not None and hb <= ha) else (
                None if hb is None else min([t for t in ts if t >= hb], default=None))
            itv[v] = (lo, hi)
        S = {v: self.S[v] & b.S[v] for v in self.vars}
        # self's non-strict facts are its L and its S (a strict fact is one too)
        L = {v: (self.L[v] | self.S[v]) & b.L[v] for v in self.vars}
        eq = {v: self.eq[v] & b.eq[v] for v in self.vars}
        return RefPentagon(self.vars, itv, S, eq, L=L)

    def facts(self):
        """Same shape as Pentagon.facts(): (intervals, strict pairs, alias classes, non-strict pairs)
        or None."""
        c = self.closed()
        if c.bottom:
            return None
        lts = {(x, y) for x in self.vars for y in c.S[x]}
        les = {(x, y) for x in self.vars for y in c.L[x]}
        eqs = {cls for cls in c.eq.values() if len(cls) > 1}
        return dict(c.itv), lts, eqs, les

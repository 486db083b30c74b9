"""Integer sets as unions of basic sets, with coalescing.

    S = Set(1)
    S.add_basic([(False, (1,), 0), (False, (-1,), 4)])     # 0 <= x <= 4
    S.add_basic([(False, (1,), -5), (False, (-1,), 9)])    # 5 <= x <= 9
    C = S.coalesce()                                       # one basic set: 0 <= x <= 9
    len(C.basics) == 1 and C.contains([7])

A basic set is a tuple of inequalities (coeffs, const) meaning coeffs.x + const >= 0 over integer x (an
equality is two inequalities); each is tightened when added (divided by the gcd of its coefficients,
the constant floored), and duplicates are dropped. Every question goes to the exact simplex
(absint.poly.System), each constraint's questions about another basic set in one native call
(System.empty_with).

Coalescing follows the classification of constraint pairs of Verdoolaege's "Integer set coalescing"
(IMPACT 2015), as isl does, but with every merge checked exactly rather than read off the cases:
for two basic sets A and B, each constraint of A is *valid* for B (B has no integer point where it
fails) or not, and the same for B's constraints against A. Then
  - redundant: every constraint of A is valid for B: B is inside A and is dropped (or the reverse);
  - fuse (the "adjacent" and "cut" cases without wrapping): F = the valid constraints of both is a
    superset of A | B, and it is the union exactly when no integer point of F fails both a dropped
    constraint c of A and a dropped constraint d of B (F & c < 0 & d < 0 empty for every such pair);
  - extension: when only one constraint c of A fails on B, A with c relaxed to cover B (c + k >= 0,
    k the most B violates c by) is the union when the part it adds (c < 0) lies in B.
Wrapping (new constraints that are not among A's and B's) is not done: a union that needs it keeps
its disjuncts. Every result has the same integer points as the input.
"""
from __future__ import annotations

import math
from typing import Iterable

import numpy as np

from absint.native import simplex as native
from absint.poly.system import DEFAULT_NODE_BUDGET, System, UndecidedError, _int, _int_list

Ineq = tuple  # (coeffs tuple, const): coeffs . x + const >= 0


def _tight(coeffs, const) -> Ineq:
    g = math.gcd(*coeffs) if coeffs else 0
    if g > 1:
        return tuple(a // g for a in coeffs), const // g
    return tuple(coeffs), const


def _neg(c: Ineq) -> Ineq:
    """The integer complement of c >= 0: c <= -1, as -c - 1 >= 0."""
    return tuple(-a for a in c[0]), -c[1] - 1


class Set:
    """A union of basic sets over nvars integer variables."""

    def __init__(self, nvars: int, basics: Iterable = ()):
        nvars = _int("Set", nvars)
        if nvars < 0:
            raise ValueError(f"Set: nvars must be >= 0, got {nvars}")
        self.nvars = nvars
        self._basics: list | None = []    # each basic set as a tuple of (coeffs, const)
        self._packed = None               # or (rows per basic set, (m, nvars + 2) int64 rows): the
        self._views = None                # native form; whichever is None is derived from the other
        for b in basics:                  # (_views: (the packed form, its native views) for coalesce)
            self.add_basic(b)

    @property
    def basics(self) -> list:
        """The basic sets, each a tuple of inequalities (coeffs, const)."""
        if self._basics is None:
            counts, rows = self._packed
            rows = rows.tolist()
            out, g = [], 0
            for n in counts:
                out.append(tuple((tuple(r[2:]), r[1]) for r in rows[g:g + n]))
                g += n
            self._basics = out
        return self._basics

    @basics.setter
    def basics(self, value) -> None:
        self._basics = list(value)
        self._packed = None

    def _pack(self):
        """(rows per basic set, int64 rows) for the native code; OverflowError beyond int64."""
        if self._packed is None:
            b = self._basics
            flat = np.array([(0, c[1], *c[0]) for x in b for c in x], dtype=np.int64).reshape(-1, self.nvars + 2)
            self._packed = ([len(x) for x in b], flat)
        return self._packed

    # -- building ------------------------------------------------------------------------------
    def add_basic(self, constraints) -> None:
        """Adds one basic set: constraints as (is_eq, coeffs, const), the conjunction of
        coeffs.x + const >= 0 (== 0 when is_eq). An integer-empty basic set is not kept."""
        out, seen = [], set()
        for is_eq, coeffs, const in constraints:
            coeffs = tuple(_int_list("add_basic", coeffs, self.nvars))
            const = _int("add_basic", const)
            for c in ([(coeffs, const), (tuple(-a for a in coeffs), -const)] if is_eq else [(coeffs, const)]):
                c = _tight(*c)
                if not any(c[0]):
                    if c[1] < 0:
                        return          # 0 >= 1: empty
                    continue            # 0 >= 0: nothing
                if c not in seen:
                    seen.add(c)
                    out.append(c)
        if not self._system(out).is_empty():
            self.basics.append(tuple(out))
            self._packed = None

    def union(self, other: "Set") -> "Set":
        if not isinstance(other, Set) or other.nvars != self.nvars:
            raise ValueError("union: sets over different numbers of variables")
        out = Set(self.nvars)
        out.basics = list(self.basics) + list(other.basics)
        return out

    def _system(self, ineqs) -> System:
        s = System(self.nvars)
        if ineqs:
            s.add_rows([c[0] for c in ineqs], [c[1] for c in ineqs])
        return s

    # -- questions -----------------------------------------------------------------------------
    def is_empty(self) -> bool:
        return len(self) == 0

    def contains(self, point) -> bool:
        point = _int_list("contains", point, self.nvars)
        return any(all(sum(a * x for a, x in zip(c[0], point)) + c[1] >= 0 for c in b) for b in self.basics)

    def constraints(self) -> list[list]:
        """Each basic set as (is_eq, coeffs, const) constraints (all inequalities)."""
        return [[(False, c[0], c[1]) for c in b] for b in self.basics]

    def __len__(self) -> int:
        return len(self._basics) if self._basics is not None else len(self._packed[0])

    def __repr__(self):
        return f"Set(nvars={self.nvars}, basic sets={len(self.basics)})"

    # -- coalescing ----------------------------------------------------------------------------
    def coalesce(self) -> "Set":
        """The same integer points in as few basic sets as the pairwise rules above reach: in one native
        call (absint_spx_coalesce, the same rules); values beyond int64 or more variables than the
        native tableau holds take the Python path (coalesce_python)."""
        try:
            if self.nvars > native.MAX_VARS:
                raise native.NativeOverflow()
            packed = self._pack()
            counts, flat = packed
            if len(counts) < 2:  # nothing to merge: the same rows (arrays are never written in place)
                return self._from_packed(packed)
            views = self._views
            if views is None or views[0] is not packed:  # the native views of this packed form, once
                views = self._views = (packed, native.coalesce_views(counts, flat))
            packed = native.coalesce(self.nvars, counts, flat, kernel=native.default_kernel(),
                                     node_budget=DEFAULT_NODE_BUDGET, views=views[1])
        except (native.NativeOverflow, OverflowError):
            return self.coalesce_python()
        return self._from_packed(packed)

    def _from_packed(self, packed) -> "Set":
        out = Set.__new__(Set)
        out.nvars, out._basics, out._packed, out._views = self.nvars, None, packed, None
        return out

    def _with(self, basics) -> "Set":
        out = Set(self.nvars)
        out.basics = basics
        return out

    def coalesce_python(self) -> "Set":
        """coalesce over Python ints (the native code's twin; any size of values and variables)."""
        basics = list(self.basics)
        while len(basics) > 1:
            V = self._validity(basics)   # V[i][j][r]: row r of basic i holds on basic j
            n = len(basics)
            inside = next(((i, j) for j in range(n) for i in range(n) if i != j and all(V[i][j])), None)
            if inside is not None:       # redundant: basic j lies inside basic i
                del basics[inside[1]]
                continue
            for i in range(n):
                r = None
                for j in range(i + 1, n):
                    r = self._merge(basics[i], basics[j], V[i][j], V[j][i])
                    if r is not None:
                        basics[i] = r
                        del basics[j]
                        break
                if r is not None:
                    break
            else:
                break
        return self._with(basics)

    def _validity(self, basics):
        """V[i][j] = [row r of basics[i] holds on every integer point of basics[j]] (one native call;
        rows beyond int64 or too many variables: one question at a time in the Python tier)."""
        n = len(basics)
        try:
            if self.nvars > native.MAX_VARS:
                raise native.NativeOverflow()
            flat = np.array([(0, c[1], *c[0]) for b in basics for c in b], dtype=np.int64)
            out = native.valid_all(self.nvars, [len(b) for b in basics], flat,
                                   kernel=native.default_kernel(), node_budget=DEFAULT_NODE_BUDGET)
        except (native.NativeOverflow, OverflowError):
            return [[[True] * len(basics[i]) if i == j else self._valid(basics[i], basics[j])
                     for j in range(n)] for i in range(n)]
        V, g = [], 0
        for i in range(n):
            row = [[] for _ in range(n)]
            for _ in basics[i]:
                for j in range(n):
                    row[j].append(out[g * n + j] == 1)   # undecided counts as not valid (safe)
                g += 1
            V.append(row)
        return V

    def _valid(self, cons, other) -> list[bool]:
        """For each constraint of cons: does it hold on every integer point of the basic set other?"""
        if not cons:
            return []
        try:
            return self._system(other).empty_with([[(False, *_neg(c))] for c in cons])
        except UndecidedError:
            return [False] * len(cons)

    def _merge(self, A, B, va, vb):
        """One basic set with the integer points of A | B, or None when the rules find none."""
        try:
            r = self._fuse(A, B, va, vb)
            if r is None and va.count(False) == 1:
                r = self._extend(A, B, va.index(False))
            if r is None and vb.count(False) == 1:
                r = self._extend(B, A, vb.index(False))
            return r
        except UndecidedError:
            return None                                    # a search gave up: keep both

    def _fuse(self, A, B, va, vb):
        F = [c for c, v in zip(A, va) if v] + [d for d, v in zip(B, vb) if v and d not in A]
        dropped_a = [c for c, v in zip(A, va) if not v]
        dropped_b = [d for d, v in zip(B, vb) if not v]
        questions = [[(False, *_neg(c)), (False, *_neg(d))] for c in dropped_a for d in dropped_b]
        if all(self._system(F).empty_with(questions)):
            return tuple(F)
        return None

    def _extend(self, A, B, k):
        """A with its constraint k relaxed as far as B reaches, if the added part lies in B."""
        coeffs, const = A[k]
        sb = self._system(B)
        low = sb.minimize(coeffs, const)                   # min of c over B (rational)
        if low is None:
            return None
        relax = -math.ceil(low)  # c takes integer values on integer points: c >= ceil(low) on B
        if relax <= 0:
            return None
        wider = A[:k] + ((coeffs, const + relax),) + A[k + 1:]
        # B inside the wider set: the other constraints of A are valid for B (k was the only one
        # that is not), and c + relax >= 0 holds on B by the choice of relax. The added part
        # wider & c <= -1 must lie in B: no point of it fails a constraint of B.
        added = self._system(list(wider) + [_neg(A[k])])
        if all(added.empty_with([[(False, *_neg(d))] for d in B])):
            return wider
        return None

"""Integer sets as systems of affine constraints, answered by the transprecision simplex.

    S = System(2)
    S.add_ineq([1, 0], 0)            # x >= 0
    S.add_ineq([-1, -1], 9)          # x + y <= 9
    S.add_eq([2, -2], 1)             # 2x - 2y + 1 == 0
    S.is_empty(integer=False)        # False: x = y - 1/2 has rational points
    S.is_empty()                     # True: 2x - 2y is even

Representation: the constraints as given (Python ints, any size), plus a native tableau kept in step
lazily (constraints are sent in one call at the next question). Integer questions first apply the
gcd test to equalities and tighten inequalities (a.x + c >= 0 with g = gcd(a) becomes
(a/g).x + floor(c/g) >= 0), then branch and bound. Whatever leaves int64 (or has more than 62
variables) is answered by the same algorithm over Python ints (absint.poly.bigsimplex).

Termination of branch and bound: on a bounded system it always ends; on an unbounded one it may not,
so it runs under a node budget and raises UndecidedError when the budget is spent, never guessing.
"""
from __future__ import annotations

import math
import operator
from fractions import Fraction

from absint.native import simplex as native
from absint.poly.bigsimplex import BigTableau

DEFAULT_NODE_BUDGET = 20_000


class UndecidedError(RuntimeError):
    """Branch and bound spent its node budget (possible only on unbounded systems)."""


class EmptySystemError(ValueError):
    """A question that needs a point (minimize) was asked of an empty system."""


class Snapshot:
    """A point System.rollback can return to. Valid until a rollback to an earlier snapshot."""
    __slots__ = ("owner", "ncons", "token", "gen")

    def __init__(self, owner, ncons, token, gen):
        self.owner, self.ncons, self.token, self.gen = owner, ncons, token, gen

    def __repr__(self):
        return f"Snapshot(constraints={self.ncons})"


def _int_list(name, values, n):
    try:
        out = list(map(operator.index, values))
    except TypeError:
        raise TypeError(f"{name}: coefficients must be integers") from None
    if len(out) != n:
        raise ValueError(f"{name}: expected {n} coefficients, got {len(out)}")
    return out


def _int(name, value):
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"{name}: the constant must be an integer, got {type(value).__name__}") from None


def tighten(is_eq: bool, coeffs, const):
    """Integer tightening: (coeffs, const) divided by the gcd of coeffs, or None if no integer point
    satisfies this one constraint (an equality whose gcd does not divide const, or 0 >= 1)."""
    g = math.gcd(*coeffs) if coeffs else 0
    if g == 0:
        return None if (const != 0 if is_eq else const < 0) else (coeffs, const)
    if g == 1:
        return coeffs, const
    if is_eq:
        if const % g:
            return None
        return [a // g for a in coeffs], const // g
    return [a // g for a in coeffs], const // g  # floor division: the tightened constant


class System:
    """A conjunction of affine constraints over nvars integer variables x_0 .. x_{nvars-1}."""

    def __init__(self, nvars: int, *, kernel: str | None = None,
                 node_budget: int = DEFAULT_NODE_BUDGET):
        nvars = _int("System", nvars)
        if nvars < 0:
            raise ValueError(f"System: nvars must be >= 0, got {nvars}")
        if kernel is not None and kernel != "big":
            native.check_kernel(kernel)
        if node_budget < 0:
            raise ValueError("System: node_budget must be >= 0")
        self.nvars = nvars
        self.kernel = kernel or native.default_kernel()
        self.node_budget = node_budget
        self._cons: list[tuple[bool, tuple, int]] = []
        self._untight: list[int] = [0]    # prefix counts: constraints that tightening changes
        self._intfail: list[int] = [0]    # prefix counts: constraints with no integer point
        self._big = self.kernel == "big" or nvars > native.MAX_VARS
        self._nat = None                  # NativeTableau holding self._cons[:self._synced]
        self._synced = 0
        self._gen = 0                     # bumped whenever the native tableau is replaced
        self._snaps: list[Snapshot] = []
        self._cache: dict = {}            # (kind, len(cons)) -> BigTableau, for the Python tier

    # -- building ------------------------------------------------------------------------------
    def _add(self, is_eq, coeffs, const, name):
        coeffs = _int_list(name, coeffs, self.nvars)
        const = _int(name, const)
        g = math.gcd(*coeffs)
        # integer-only facts, kept as prefix counts so rollback is a truncation:
        untight = not is_eq and g > 1 and const % g != 0   # tightening shrinks the rational set
        no_int = (const != 0 if is_eq else const < 0) if g == 0 else (is_eq and const % g != 0)
        self._cons.append((is_eq, tuple(coeffs), const))
        self._untight.append(self._untight[-1] + untight)
        self._intfail.append(self._intfail[-1] + no_int)
        if self._cache:
            self._cache.clear()

    def add_ineq(self, coeffs, const) -> None:
        """sum(coeffs[k] * x_k) + const >= 0."""
        self._add(False, coeffs, const, "add_ineq")

    def add_eq(self, coeffs, const) -> None:
        """sum(coeffs[k] * x_k) + const == 0."""
        self._add(True, coeffs, const, "add_eq")

    @property
    def constraints(self):
        """[(is_eq, coeffs, const)] in the order added."""
        return list(self._cons)

    def snapshot(self) -> Snapshot:
        nat = self._sync()
        snap = Snapshot(self, len(self._cons), nat.snapshot() if nat else None, self._gen)
        self._snaps.append(snap)
        return snap

    def rollback(self, snap: Snapshot) -> None:
        if not isinstance(snap, Snapshot) or snap.owner is not self:
            raise ValueError("rollback: not a snapshot of this system")
        for i in range(len(self._snaps) - 1, -1, -1):
            if self._snaps[i] is snap:
                del self._snaps[i + 1:]
                break
        else:
            raise ValueError("rollback: stale snapshot (an earlier one was rolled back to)")
        n = snap.ncons
        del self._cons[n:], self._untight[n + 1:], self._intfail[n + 1:]
        self._cache.clear()
        if self._nat is not None:
            if snap.gen == self._gen and snap.token is not None and self._synced >= n:
                try:
                    self._nat.rollback(snap.token)
                    self._synced = n
                except native.NativeOverflow:
                    self._drop_native()
            else:
                self._drop_native()

    # -- native / Python tiers -----------------------------------------------------------------
    def _drop_native(self):
        self._nat = None
        self._synced = 0
        self._gen += 1

    def _go_big(self):
        self._drop_native()
        self._big = True

    def _sync(self):
        """The native tableau with every constraint, or None when the Python tier must answer."""
        if self._big:
            return None
        try:
            if self._nat is None:
                self._nat = native.NativeTableau(self.nvars, self.kernel)
                self._synced = 0
            if self._synced < len(self._cons):
                self._nat.add_rows(self._cons[self._synced:])
                self._synced = len(self._cons)
            return self._nat
        except native.NativeOverflow:
            self._go_big()
            return None

    def _big_tableau(self, integer: bool) -> BigTableau:
        key = (integer, len(self._cons))
        t = self._cache.get(key)
        if t is None:
            t = BigTableau(self.nvars)
            for is_eq, coeffs, const in self._cons:
                if integer:
                    tt = tighten(is_eq, list(coeffs), const)
                    coeffs, const = tt if tt else ([0] * self.nvars, -1)
                (t.add_eq if is_eq else t.add_ineq)(coeffs, const)
            self._cache[key] = t
        return t

    # -- questions -----------------------------------------------------------------------------
    def is_empty(self, integer: bool = True) -> bool:
        """Integer emptiness (default), or rational emptiness with integer=False."""
        if not integer:
            nat = self._sync()
            if nat is not None:
                try:
                    return nat.is_empty()
                except native.NativeOverflow:
                    self._go_big()
            return self._big_tableau(False).empty
        return self._integer_point()[0]

    def sample(self) -> list[int] | None:
        """An integer point of the system, or None if it has none."""
        return self._integer_point()[1]

    def _integer_point(self):
        if self._intfail[-1]:
            return True, None
        nat = self._sync()
        if nat is not None:
            try:
                if nat.is_empty():
                    return True, None
                tab = nat
                if self._untight[-1]:
                    tab = native.NativeTableau(self.nvars, self.kernel)
                    tab.add_rows(self._cons, tighten=True)
                rc, point = tab.integer_point(self.node_budget)
                if rc == native.UNDECIDED:
                    raise self._undecided()
                return rc == native.EMPTY, point
            except native.NativeOverflow:
                self._go_big()
        t = self._big_tableau(True)
        kind, point = t.integer_point([self.node_budget])
        if kind == "undecided":
            raise self._undecided()
        return kind == "empty", point

    def _undecided(self):
        return UndecidedError(f"integer emptiness undecided after {self.node_budget} branch-and-bound "
                              f"nodes (the system is unbounded); raise node_budget or add bounds")

    def minimize(self, coeffs, const=0) -> Fraction | None:
        """min over the rational points of sum(coeffs * x) + const; None if unbounded below.
        Raises EmptySystemError if the system has no rational point."""
        coeffs = _int_list("minimize", coeffs, self.nvars)
        const = _int("minimize", const)
        nat = self._sync()
        if nat is not None:
            try:
                if nat.is_empty():
                    raise EmptySystemError("minimize: the system is empty")
                return nat.minimize(coeffs, const)
            except native.NativeOverflow:
                self._go_big()
        t = self._big_tableau(False)
        if t.empty:
            raise EmptySystemError("minimize: the system is empty")
        return t.minimize(coeffs, const)

    def maximize(self, coeffs, const=0) -> Fraction | None:
        m = self.minimize([-a for a in coeffs], -const)
        return None if m is None else -m

    @property
    def tier(self) -> str:
        """The precision the system's tableau currently holds: i16, f24, i64 or big."""
        nat = self._sync()
        return nat.tier if nat is not None else "big"

    def stats(self) -> dict:
        nat = self._sync()
        return nat.stats() if nat is not None else {"tier": "big"}

    def __repr__(self):
        return f"System(nvars={self.nvars}, constraints={len(self._cons)}, kernel={self.kernel!r})"


def is_empty_many(systems, integer: bool = True, *, kernel: str | None = None) -> list[bool]:
    """Emptiness of many systems in one native call (the batch form). Systems the native tiers cannot
    hold, or that overflow int64, are answered one by one in Python ints."""
    systems = list(systems)
    if not all(isinstance(s, System) for s in systems):
        raise TypeError("is_empty_many: expected System objects")
    kernel = kernel or native.default_kernel()
    if kernel == "big":
        return [s.is_empty(integer) for s in systems]
    native.check_kernel(kernel)
    budget = min((s.node_budget for s in systems), default=DEFAULT_NODE_BUDGET)
    batch, where = [], []
    for i, s in enumerate(systems):
        if s.nvars <= native.MAX_VARS and all(native.fits_int64(c) and -native.INT64_MAX <= k <= native.INT64_MAX
                                               for _, c, k in s._cons):
            batch.append((s.nvars, s._cons))
            where.append(i)
    out: list = [None] * len(systems)
    if batch:
        for i, r in zip(where, native.batch_empty(batch, integer=integer, kernel=kernel, node_budget=budget)):
            if r == native.UNDECIDED:
                raise systems[i]._undecided()
            if r in (0, 1):
                out[i] = bool(r)
    return [s.is_empty(integer) if r is None else r for s, r in zip(systems, out)]

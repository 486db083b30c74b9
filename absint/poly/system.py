"""Integer sets as systems of affine constraints, answered by the transprecision simplex.

    S = System(2)
    S.add_ineq([1, 0], 0)            # x >= 0
    S.add_ineq([-1, -1], 9)          # x + y <= 9
    S.add_eq([2, -2], 1)             # 2x - 2y + 1 == 0
    S.is_empty(integer=False)        # False: x = y - 1/2 has rational points
    S.is_empty()                     # True: 2x - 2y is even

Representation: the constraints as given (Python ints, any size), the same rows flattened into one
int64 buffer (a bytearray of kind, const, coeffs per row, packed by struct as they are added; a row
outside int64 is kept as zeros and flagged WIDE),
and native tableaux kept in step lazily: every new row goes over in one cffi call, straight from that
array, at the next question. `_nat` holds the rows as given; `_nati`, built only when tightening
changes some row, holds the tightened rows for integer questions (dropped on rollback). Integer questions first apply the
gcd test to equalities and tighten inequalities (a.x + c >= 0 with g = gcd(a) becomes
(a/g).x + floor(c/g) >= 0), then branch and bound. Whatever leaves int64 (or has more than 62
variables) is answered by the same algorithm over Python ints (absint.poly.bigsimplex).

Integer questions are complete on bounded and unbounded systems: plain branch and bound first (a few
nodes decide most systems), then the recession-cone split (absint.poly.bigsimplex, integer_point_complete,
and its native twin): a unimodular change of variables puts the directions in which the system is bounded
first, branch and bound runs on those only (a search that ends), and the unbounded rest is rounded
exactly. The node budget only guards each search; UndecidedError means it was spent, never a guess.
"""
from __future__ import annotations

import math
import operator
import struct
from fractions import Fraction

import numpy as np

from absint.native import simplex as native
from absint.poly.bigsimplex import BigTableau, integer_point_complete

DEFAULT_NODE_BUDGET = 20_000
UNTIGHT, INTFAIL, WIDE = 1, 2, 4  # per-constraint flags (System._flags)
_ROW_STRUCTS: dict = {}  # nvars -> struct.Struct of one packed row (native int64 order)
_I64, _BOOL, _U8 = np.dtype(np.int64), np.dtype(np.bool_), np.dtype(np.uint8)


def _row_struct(nvars):
    st = _ROW_STRUCTS.get(nvars)
    if st is None:
        st = _ROW_STRUCTS[nvars] = struct.Struct(f"={nvars + 2}q")
    return st


class UndecidedError(RuntimeError):
    """A search spent its node budget (a guard: the searches end by themselves)."""


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


def _fits_i64(a) -> bool:
    """Every value of the integer array a lies in [-(2^63 - 1), 2^63 - 1] (INT64_MIN is refused:
    negating it overflows)."""
    if a.size == 0:
        return True
    if a.dtype.kind == "u":
        return int(a.max()) <= 2**63 - 1
    return int(a.min()) >= -(2**63 - 1) and int(a.max()) <= 2**63 - 1


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
        self._cons: list = []             # (is_eq, coeffs, const), or None: still only in _flat
        self._lazy = False                # some entry of _cons is None (added by add_rows)
        self._flags = bytearray()         # per constraint: UNTIGHT | INTFAIL | WIDE bits
        self._anyflags = 0                # OR of self._flags (recomputed on rollback)
        self._flat = bytearray()          # row i at int64 [i * (nvars + 2), (i + 1) * (nvars + 2))
        self._row = _row_struct(nvars)
        self._big = self.kernel == "big" or nvars > native.MAX_VARS
        self._nat = None                  # NativeTableau holding self._cons[:self._synced]
        self._synced = 0
        self._nati = None                 # NativeTableau of the tightened self._cons[:self._syncedi]
        self._syncedi = 0
        self._gen = 0                     # bumped whenever the native tableau is replaced
        self._snaps: list[Snapshot] = []
        self._cache: dict = {}            # (kind, len(cons)) -> BigTableau, for the Python tier
        self._pend = None                 # (m, A, c, eq bytes) of a first add_rows not yet packed;
                                          # packed (_flush) by whatever reads or changes the rows first
                                          # (_sync, _sync_tight, _all_cons, _integer_point, ...)

    # -- building ------------------------------------------------------------------------------
    def _flush(self):
        """Packs the arrays of a first add_rows kept as they were (see add_rows) into the buffer."""
        m, A, c, e = self._pend
        self._pend = None
        self._pack(m, np.frombuffer(A, dtype=np.int64).reshape(m, self.nvars),
                   np.frombuffer(c, dtype=np.int64), None if e is None else np.frombuffer(e, dtype=np.uint8))

    def _pack(self, m, coeffs, consts, eq):
        """Appends m rows from contiguous int64 arrays (eq: uint8 flags or None) to the buffer."""
        out = bytearray(m * self._row.size)
        flags = bytearray(m)
        self._anyflags |= native.pack_rows(coeffs, consts, eq, out, flags)
        self._flat += out
        self._flags += flags
        self._cons.extend([None] * m)
        self._lazy = True
        if self._cache:
            self._cache.clear()

    def _add(self, is_eq, coeffs, const, name):
        if self._pend is not None:
            self._flush()
        # Fast path: struct checks count, integer type and int64 range in C; unpacking gives back
        # plain Python ints (numpy integers never reach the arithmetic).
        wide = 0
        try:
            packed = self._row.pack(is_eq, const, *coeffs)
            row = self._row.unpack(packed)
            const, coeffs = row[1], row[2:]
        except (struct.error, TypeError):
            coeffs = tuple(_int_list(name, coeffs, self.nvars))
            const = _int(name, const)
            packed = bytes(self._row.size)   # outside int64: only the Python tier can hold it
            wide = WIDE
        g = math.gcd(*coeffs)
        # integer-only facts: tightening shrinks the rational set / no integer point at all
        if g == 0:
            flag = INTFAIL if (const != 0 if is_eq else const < 0) else 0
        elif g == 1:
            flag = 0
        else:
            flag = (INTFAIL if is_eq else UNTIGHT) if const % g else 0
        flag |= wide
        self._flat += packed
        self._flags.append(flag)
        self._anyflags |= flag
        self._cons.append((is_eq, coeffs, const))
        if self._cache:
            self._cache.clear()

    def add_ineq(self, coeffs, const) -> None:
        """sum(coeffs[k] * x_k) + const >= 0."""
        self._add(False, coeffs, const, "add_ineq")

    def add_eq(self, coeffs, const) -> None:
        """sum(coeffs[k] * x_k) + const == 0."""
        self._add(True, coeffs, const, "add_eq")

    def add_rows(self, coeffs, consts, eq=None) -> None:
        """Adds m constraints in one call: coeffs an (m, nvars) integer array (numpy or nested lists),
        consts m integers, eq None (all >= 0) or m booleans (True: == 0). int64 rows go into the packed
        buffer with their integer flags computed by numpy, without per-value Python work; other
        values (beyond int64) go one by one."""
        # (dtype identity: numpy's native int64, bool and uint8 dtypes are single objects; any other
        # spelling of them, e.g. a byte-swapped int64, takes the general path below)
        if type(coeffs) is np.ndarray and coeffs.dtype is _I64 and coeffs.ndim == 2 and \
                type(consts) is np.ndarray and consts.dtype is _I64 and consts.ndim == 1 and \
                coeffs.shape == (consts.shape[0], self.nvars) and self.nvars <= native.MAX_VARS and \
                (eq is None or (type(eq) is np.ndarray and (eq.dtype is _BOOL or eq.dtype is _U8) and
                                eq.shape == consts.shape)):
            # Fast path, the arrays as they are: packing and flags in one native call.
            m = consts.shape[0]
            if m == 0:
                return
            if not self._cons and self._pend is None:
                # The first rows of a System: kept as bytes (a copy: the caller may reuse its arrays)
                # and packed only when something else than one is_empty needs them; is_empty
                # sends them to the native side as they are (native.empty_arrays).
                self._pend = (m, coeffs.tobytes(), consts.tobytes(), None if eq is None else eq.tobytes())
                return
            if self._pend is not None:
                self._flush()
            self._pack(m, np.ascontiguousarray(coeffs), np.ascontiguousarray(consts),
                       None if eq is None else np.ascontiguousarray(eq).view(np.uint8))
            return
        if self._pend is not None:
            self._flush()
        A = np.asarray(coeffs)
        c = np.asarray(consts)
        if c.ndim != 1:
            raise ValueError("add_rows: consts must be one-dimensional")
        m = c.shape[0]
        if m == 0 and A.size == 0:
            return
        if A.ndim != 2 or A.shape != (m, self.nvars):
            raise ValueError(f"add_rows: coeffs must have shape ({m}, {self.nvars}), got {A.shape}")
        e = False if eq is None else np.asarray(eq)
        if eq is not None and (e.shape != (m,) or e.dtype.kind not in "bi"):
            raise ValueError(f"add_rows: eq must be {m} booleans")
        if A.dtype.kind not in "iu" or c.dtype.kind not in "iu" or self.nvars > native.MAX_VARS or \
                (A.dtype == np.uint64 and A.size and A.max() > 2**63 - 1) or \
                (c.dtype == np.uint64 and c.max() > 2**63 - 1):
            if A.dtype.kind not in "iuO" or c.dtype.kind not in "iuO":
                raise TypeError("add_rows: coefficients and constants must be integers")
            eqs = [False] * m if eq is None else [bool(x) for x in e.tolist()]
            for row, k, is_eq in zip(A.tolist(), c.tolist(), eqs):  # beyond int64: one by one
                self._add(is_eq, row, k, "add_rows")
            return
        # (INT64_MIN may go in: the native side refuses it and the Python tier answers)
        flat = np.empty((m, self.nvars + 2), dtype=np.int64)
        flat[:, 0] = e != 0
        flat[:, 1] = c
        flat[:, 2:] = A
        flags = bytearray(m)
        self._anyflags |= native.row_flags(flat, m, self.nvars, flags)
        self._flat += flat.data
        self._flags += flags
        self._cons.extend([None] * m)
        self._lazy = True
        if self._cache:
            self._cache.clear()

    def _all_cons(self) -> list:
        """self._cons with every row added by add_rows unpacked from the buffer."""
        if self._pend is not None:
            self._flush()
        if self._lazy:
            w = self._row.size
            for i, con in enumerate(self._cons):
                if con is None:
                    row = self._row.unpack_from(self._flat, i * w)
                    self._cons[i] = (bool(row[0]), row[2:], row[1])
            self._lazy = False
        return self._cons

    @property
    def constraints(self):
        """[(is_eq, coeffs, const)] in the order added."""
        return list(self._all_cons())

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
        if self._pend is not None:
            self._flush()
        n = snap.ncons
        del self._cons[n:], self._flags[n:]
        self._anyflags = 0
        for f in set(self._flags):
            self._anyflags |= f
        del self._flat[n * self._row.size:]
        self._cache.clear()
        if self._syncedi > n:
            self._nati, self._syncedi = None, 0
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
        self._nati, self._syncedi = None, 0
        self._gen += 1

    def _go_big(self):
        self._drop_native()
        self._big = True

    def _sync(self):
        """The native tableau with every constraint, or None when the Python tier must answer."""
        if self._pend is not None:
            self._flush()
        if self._big:
            return None
        n = len(self._cons)
        try:
            if self._anyflags & WIDE:
                raise native.NativeOverflow()
            if self._nat is None:
                self._nat = native.NativeTableau(self.nvars, self.kernel)
                self._synced = 0
            if self._synced < n:
                self._nat.add_flat(self._flat, self._synced, n - self._synced)
                self._synced = n
            return self._nat
        except native.NativeOverflow:
            self._go_big()
            return None

    def _sync_tight(self):
        """The native tableau of the tightened constraints (integer questions), or None."""
        if self._pend is not None:
            self._flush()
        if self._big:
            return None
        n = len(self._cons)
        try:
            if self._anyflags & WIDE:
                raise native.NativeOverflow()
            if self._nati is None:
                self._nati = native.NativeTableau(self.nvars, self.kernel)
                self._syncedi = 0
            if self._syncedi < n:
                self._nati.add_flat(self._flat, self._syncedi, n - self._syncedi, tighten=True)
                self._syncedi = n
            return self._nati
        except native.NativeOverflow:
            self._go_big()
            return None

    def _big_tableau(self, integer: bool) -> BigTableau:
        if self._pend is not None:
            self._flush()
        key = (integer, len(self._cons))
        t = self._cache.get(key)
        if t is None:
            t = BigTableau(self.nvars)
            for is_eq, coeffs, const in self._all_cons():
                if integer:
                    tt = tighten(is_eq, list(coeffs), const)
                    coeffs, const = tt if tt else ([0] * self.nvars, -1)
                (t.add_eq if is_eq else t.add_ineq)(coeffs, const)
            self._cache[key] = t
        return t

    # -- questions -----------------------------------------------------------------------------
    def is_empty(self, integer: bool = True) -> bool:
        """Integer emptiness (default), or rational emptiness with integer=False."""
        p = self._pend
        if p is not None:
            if not self._big:  # the System is only these arrays: one native call packs and answers
                r = native.empty_arrays(self.nvars, *p, integer=integer, kernel=self.kernel,
                                        node_budget=self.node_budget)
                if r == native.UNDECIDED:
                    raise self._undecided()
                if r != native.OVERFLOWED:
                    return r == 1
            self._flush()
        if integer and self._anyflags & INTFAIL:
            return True
        once = self._empty_once(integer)
        if once is not None:
            return once
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

    def _empty_once(self, integer: bool):
        """A System with no native tableau yet asks its question in one native call (rows, tightening,
        the search) on a spare tableau; None when that call cannot answer (the usual path does)."""
        if self._big or self._nat is not None or self._nati is not None or self._anyflags & WIDE:
            return None
        r = native.empty_rows(self.nvars, self._flat, len(self._cons), integer=integer, kernel=self.kernel,
                              node_budget=self.node_budget)
        if r == native.UNDECIDED:
            raise self._undecided()
        return None if r == native.OVERFLOWED else r == 1

    def _integer_point(self):
        if self._pend is not None:
            self._flush()
        if self._anyflags & INTFAIL:
            return True, None
        # tightening keeps every integer point, so the tightened tableau answers alone
        tab = self._sync_tight() if self._anyflags & UNTIGHT else self._sync()
        if tab is not None:
            try:
                if tab.is_empty():
                    return True, None
                rc, point = tab.integer_point(self.node_budget)
                if rc == native.UNDECIDED:
                    raise self._undecided()
                return rc == native.EMPTY, point
            except native.NativeOverflow:
                self._go_big()
        kind, point = integer_point_complete(self.nvars, self._all_cons(), [self.node_budget])
        if kind == "undecided":
            raise self._undecided()
        return kind == "empty", point

    def _undecided(self):
        return UndecidedError(f"integer emptiness undecided after {self.node_budget} branch-and-bound "
                              f"nodes per search; raise node_budget")

    def empty_with(self, questions, integer: bool = True) -> list[bool]:
        """Emptiness of the system together with each question's extra constraints (a question is a
        list of (is_eq, coeffs, const)), each asked on its own: [S and q is empty for q in questions].
        One native call for all of them; the system is unchanged afterwards."""
        if self._pend is not None:
            self._flush()
        qs = [list(q) for q in questions]
        st = self._row
        buf, counts = bytearray(), []
        try:
            for q in qs:
                for is_eq, coeffs, const in q:
                    buf += st.pack(1 if is_eq else 0, const, *coeffs)
                counts.append(len(q))
        except (struct.error, TypeError, ValueError):
            return self._empty_with_slow(qs, integer)
        if integer and self._anyflags & INTFAIL:
            return [True] * len(qs)
        tab = (self._sync_tight() if self._anyflags & UNTIGHT else self._sync()) if integer else self._sync()
        if tab is not None:
            try:
                out = tab.empty_with(buf, counts, integer, self.node_budget)
            except native.NativeOverflow:
                self._drop_native()  # the tableau is poisoned; the Python path below answers
            else:
                if native.UNDECIDED in out:
                    raise self._undecided()
                return [r == 1 for r in out]
        return self._empty_with_slow(qs, integer)

    def _empty_with_slow(self, qs, integer):
        snap = self.snapshot()
        out = []
        try:
            for q in qs:
                for is_eq, coeffs, const in q:
                    self._add(bool(is_eq), coeffs, const, "empty_with")
                out.append(self.is_empty(integer))
                self.rollback(snap)
        finally:
            self.rollback(snap)
            self._snaps.pop()
        return out

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
        n = len(self._cons) + (self._pend[0] if self._pend is not None else 0)
        return f"System(nvars={self.nvars}, constraints={n}, kernel={self.kernel!r})"


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
                                               for _, c, k in s._all_cons()):
            batch.append((s.nvars, s._all_cons()))
            where.append(i)
    out: list = [None] * len(systems)
    if batch:
        for i, r in zip(where, native.batch_empty(batch, integer=integer, kernel=kernel, node_budget=budget)):
            if r == native.UNDECIDED:
                raise systems[i]._undecided()
            if r in (0, 1):
                out[i] = bool(r)
    return [s.is_empty(integer) if r is None else r for s, r in zip(systems, out)]

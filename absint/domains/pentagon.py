"""The Pentagon domain (Logozzo and Faehndrich, SAC 2008): an interval per variable, strict upper
bounds x < y and non-strict ones x <= y between variables, and an alias layer of known equalities
x == y.

Representation (class _State, never mutated once a Pentagon holds it):
  - lo, hi: bound arrays (absint.domains._bounds: int64 with +/-inf sentinels, or exact Python ints
    in object arrays once a bound leaves +/-2**62);
  - S: a BitMatrix (absint.native), bit (i, j) meaning x_i < x_j;
  - L: a BitMatrix, bit (i, j) meaning x_i <= x_j. Always (raw states too) S is within L (a strict
    fact is a non-strict one: every operation that adds an S bit adds the L bit), and L's diagonal
    is clear (x <= x says nothing);
  - cls: int array, cls[i] = the smallest index of the alias class of x_i (x_i == x_cls[i]).
In a *closed* state (the fixpoint of the closure below): the members of an alias class have identical
bounds, S rows and columns, and L rows and columns outside the class, and L holds every pair of
distinct members; S and L are transitively closed and compose (x < y <= z and x <= y < z give x < z),
S is acyclic; every bound is the exact minimum or maximum over gamma; S holds every strict order and
L every non-strict order gamma entails; x <= y and y <= x (x != y) hold only for members of one
alias class or for equal constants (equal constants are not merged into classes, as before L). The
closed state is the best pentagon of its concretization, so entailment checks on it are exact.

Closure (_close, one native call: absint.native.pentagon.close_le): merge the alias classes (meet
bounds, OR rows and columns of S and L, members <= each other), close S and L together (< then <= is
<, <= then <= is <=; a cycle of S is bottom), tighten the bounds along the longest paths (+1 along
S, +0 along L), add x < y wherever hi(x) < lo(y) and x <= y wherever hi(x) <= lo(y); then the cycles
of L the bounds do not explain (x <= y <= x, not one constant) become alias classes. One round
suffices and needs no second closure: the edges the interval rule adds are consistent with the
tightened bounds, and any path through them is one edge of the rule already. See docs/pentagon.md.

Values are immutable. A value computes its closure lazily, once (a private cache), since the engine
applies several constraints in a row and needs the closure only when it asks or loses information.
"""
from __future__ import annotations

from typing import Iterable, Mapping, Optional

import numpy as np

from absint.domains import _bounds as B
from absint.domains.base import Lattice, widen_hi, widen_lo
from absint.domains.linear import Linear
from absint.native import BitMatrix
from absint.native.pentagon import assign_shift as native_assign_shift
from absint.native.pentagon import close_le as native_close_le
from absint.native.pentagon import submatrix as native_submatrix

OPS = ("<", "<=", "==", "!=", ">", ">=")
_UNSET = object()
_OBJECT = np.dtype(object)
_U64 = [np.uint64(k) for k in range(64)]     # shift counts, made once
_ONE = np.uint64(1)
_BITS = [np.uint64(1 << k) for k in range(64)]


class _State:
    """Mutable while an operation builds it; frozen once a Pentagon holds it (see module doc)."""

    __slots__ = ("lo", "hi", "S", "L", "cls", "_aliased", "singletons", "_words", "_lwords", "inf")

    def __init__(self, lo, hi, S, L, cls, aliased=None, singletons=None):
        self.lo, self.hi, self.S, self.L, self.cls = lo, hi, S, L, cls
        self.inf = B.WIDE_INF if lo.dtype == _OBJECT else B.INT_INF   # the sentinel of lo/hi's mode
        self._aliased = aliased
        self.singletons = singletons   # number of variables with lo == hi, when known (closed)
        self._words = None             # S.words(), a view made on first use
        self._lwords = None            # L.words(), likewise

    @property
    def words(self) -> np.ndarray:
        """S.words(), a view made once (S is never replaced, only changed in place)."""
        w = self._words
        if w is None:
            w = self._words = self.S.words()
        return w

    @property
    def lwords(self) -> np.ndarray:
        """L.words(), a view made once."""
        w = self._lwords
        if w is None:
            w = self._lwords = self.L.words()
        return w

    def bit(self, i, j) -> bool:
        """Is x_i < x_j recorded?"""
        return bool(self.words[i, j >> 6] >> _U64[j & 63] & _ONE)

    def lbit(self, i, j) -> bool:
        """Is x_i <= x_j recorded?"""
        return bool(self.lwords[i, j >> 6] >> _U64[j & 63] & _ONE)

    @property
    def aliased(self) -> bool:
        """Some alias class has two members (may stay True after they part: then merely slower)."""
        if self._aliased is None:
            self._aliased = bool(np.any(self.cls != np.arange(len(self.cls))))
        return self._aliased

    def __reduce__(self):
        # (the words views are remade on first use; `inf` follows from lo's dtype)
        return (_State, (self.lo, self.hi, self.S, self.L, self.cls, self._aliased, self.singletons))

    @staticmethod
    def top(n: int) -> "_State":
        lo, hi = B.new_bounds(n)
        return _State(lo, hi, BitMatrix(n), BitMatrix(n), np.arange(n, dtype=np.intp), False)

    @property
    def n(self) -> int:
        return len(self.lo)

    def copy(self) -> "_State":
        return _State(self.lo.copy(), self.hi.copy(), self.S.copy(), self.L.copy(), self.cls.copy(),
                      self._aliased)

    # bounds ----------------------------------------------------------------------------------------
    def get_lo(self, i):
        """lo(x_i) as an int, None for -inf."""
        v = int(self.lo[i])
        inf = self.inf
        return None if v >= inf or v <= -inf else v

    def get_hi(self, i):
        v = int(self.hi[i])
        inf = self.inf
        return None if v >= inf or v <= -inf else v

    def narrow(self):
        """Back to int64 bounds if every finite bound fits again (exact)."""
        self.lo, self.hi = B.narrow(self.lo, self.hi)
        self.inf = B.inf_of(self.lo)

    def _fit(self, v):
        if v is not None and self.inf == B.INT_INF and not -B.INT_LIMIT <= v <= B.INT_LIMIT:
            self.lo, self.hi = B.to_wide(self.lo), B.to_wide(self.hi)
            self.inf = B.WIDE_INF

    def meet_lo(self, i, v):
        """lo(x_i) := max(lo(x_i), v); v None means no bound."""
        if v is None:
            return
        self._fit(v)
        enc = B.encode_lo(v, self.inf)
        if enc > self.lo[i]:
            self.lo[i] = enc

    def meet_hi(self, i, v):
        if v is None:
            return
        self._fit(v)
        enc = B.encode_hi(v, self.inf)
        if enc < self.hi[i]:
            self.hi[i] = enc

    def set_interval(self, i, lo, hi):
        self.lo[i] = -self.inf
        self.hi[i] = self.inf
        self.meet_lo(i, lo)
        self.meet_hi(i, hi)

    # relations and aliases -------------------------------------------------------------------------
    def detach(self, i):
        """Take x_i out of its alias class (the others keep theirs, with a new smallest member)."""
        if not self.aliased:
            return
        r = self.cls[i]
        if r != i:          # a member, not the representative: the others keep theirs (r)
            self.cls[i] = i
            return
        others = np.flatnonzero(self.cls == r)
        others = others[others != i]
        if len(others):
            self.cls[others] = others[0]
        self.cls[i] = i

    def forget(self, i):
        """Drop every fact about x_i. On a closed state the result is closed."""
        self.detach(i)
        self.lo[i] = -self.inf
        self.hi[i] = self.inf
        bit = ~_BITS[i & 63]
        for w in (self.words, self.lwords):
            w[i, :] = 0
            w[:, i >> 6] &= bit

    def forget_many(self, indices):
        """forget() of each of `indices` at once: their rows cleared, and every column in one
        pass over the words (a call's havoc forgets dozens of variables of a large state)."""
        idx = np.unique(np.asarray(indices, dtype=np.intp))
        if not len(idx):
            return
        if len(idx) <= FORGET_ONE_BY_ONE:
            # (the batch's isin and ufunc.at cost more than a few single forgets: most havocs
            # are of one variable, an assignment's target)
            for i in idx.tolist():
                self.forget(i)
            return
        if self.aliased:
            # as detach() of each in turn: each leaves its class, whose remaining members are
            # represented by their smallest
            cls = self.cls
            gone = np.zeros(len(cls), dtype=bool)
            gone[idx] = True
            rest = np.flatnonzero(np.isin(cls, cls[idx]) & ~gone)
            if len(rest):
                first = np.full(len(cls), len(cls), dtype=cls.dtype)
                np.minimum.at(first, cls[rest], rest)
                cls[rest] = first[cls[rest]]
            cls[idx] = idx
        self.lo[idx] = -self.inf
        self.hi[idx] = self.inf
        keep = np.full(self.words.shape[1], np.uint64(0xFFFFFFFFFFFFFFFF), dtype=np.uint64)
        np.bitwise_and.at(keep, idx >> 6, ~(np.uint64(1) << (idx & 63).astype(np.uint64)))
        for w in (self.words, self.lwords):
            w[idx, :] = 0
            w &= keep

    def merge(self, i, j):
        a, b = self.cls[i], self.cls[j]
        if a != b:
            self.cls[(self.cls == a) | (self.cls == b)] = min(a, b)
            self._aliased = True

    def set_lt(self, i, j):
        """x_i < x_j (and so x_i <= x_j: S stays within L)."""
        self.S.set_bit(i, j)
        self.L.set_bit(i, j)

    def set_le(self, i, j):
        """x_i <= x_j (nothing for i == j: L's diagonal stays clear)."""
        if i != j:
            self.L.set_bit(i, j)

    def col_mask(self, j, strict=True) -> np.ndarray:
        """Bool vector: which x_i have x_i < x_j (strict=False: x_i <= x_j) recorded."""
        return _col(self.words if strict else self.lwords, j)

    def row_mask(self, i, strict=True) -> np.ndarray:
        return _row(self.words if strict else self.lwords, i, len(self.lo))

    def set_col(self, j, mask, also_le=True):
        """x_i < x_j for every i in mask (OR into column j of S, and of L unless the caller writes L
        itself: S stays within L)."""
        self.words[mask, j >> 6] |= _BITS[j & 63]
        if also_le:
            self.set_lcol(j, mask)

    def set_lcol(self, j, mask):
        """x_i <= x_j for every i in mask."""
        self.lwords[mask, j >> 6] |= _BITS[j & 63]

    def set_row(self, i, mask, also_le=True):
        """x_i < x_j for every j in mask (OR into row i of S, and of L unless the caller writes L)."""
        packed = np.packbits(mask, bitorder="little")
        row = self.words[i].view(np.uint8)
        row[:len(packed)] |= packed
        if also_le:
            row = self.lwords[i].view(np.uint8)
            row[:len(packed)] |= packed

    def set_lrow(self, i, mask):
        """x_i <= x_j for every j in mask."""
        packed = np.packbits(mask, bitorder="little")
        row = self.lwords[i].view(np.uint8)
        row[:len(packed)] |= packed


FORGET_ONE_BY_ONE = 4   # forget_many of at most this many variables forgets them one by one


def _after(words: np.ndarray, mask: np.ndarray, n: int) -> np.ndarray:
    """Bool vector: the variables some member of mask has a bit to (the OR of their rows)."""
    if not mask.any():
        return np.zeros(n, dtype=bool)
    row = np.bitwise_or.reduce(words[mask], axis=0)
    return np.unpackbits(row.view(np.uint8), count=n, bitorder="little").astype(bool)


def _before(words: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Bool vector: the variables with a bit to some member of mask."""
    packed = np.zeros(words.shape[1] * 8, dtype=np.uint8)
    bits = np.packbits(mask, bitorder="little")
    packed[:len(bits)] = bits
    return np.any(words & packed.view(np.uint64), axis=1)


def _fits(v) -> bool:
    """Is v (None: infinite) a bound int64 storage holds?"""
    return v is None or -B.INT_LIMIT <= v <= B.INT_LIMIT


def _col(words: np.ndarray, j) -> np.ndarray:
    return (words[:, j >> 6] & _BITS[j & 63]).astype(bool)


def _row(words: np.ndarray, i, n) -> np.ndarray:
    return np.unpackbits(words[i].view(np.uint8), count=n, bitorder="little").astype(bool)


def _close(st: _State) -> bool:
    """Close st in place (see module doc). False if st is bottom (st is then garbage)."""
    out = native_close_le(st.S, st.L, st.lo, st.hi, st.cls if st.aliased else None)
    if out is None:
        return False
    st.singletons, merged = out
    if merged is not None:         # cycles of L the bounds do not explain: new alias classes
        st.cls = merged
        st._aliased = True
    if st.inf == B.WIDE_INF:    # the tightening may have brought every bound back into int range
        st.narrow()
    return True


def _canon(*labels: np.ndarray) -> np.ndarray:
    """Alias labels -> cls form (smallest member index). Variables k and j are in one class iff they
    agree in every label array (e.g. two partitions give their intersection). Labels are ints >= 0."""
    n = len(labels[0])
    if not n:
        return np.zeros(0, dtype=np.intp)
    key = labels[0].astype(np.int64)
    for lab in labels[1:]:
        key = key * (int(lab.max()) + 1) + lab
    top = int(key.max())
    if top < 4 * n + 1024 and int(key.min()) >= 0:
        # the smallest position of each key, by a minimum scatter (np.unique sorts: slower on the
        # short label arrays of the engine's states); the same result
        first = np.full(top + 1, n, dtype=np.intp)
        np.minimum.at(first, key, np.arange(n, dtype=np.intp))
        return first[key]
    _, first, inverse = np.unique(key, return_index=True, return_inverse=True)   # first occurrences
    return first[inverse.reshape(-1)].astype(np.intp)


def _check_name(name) -> str:
    if not isinstance(name, str) or not name:
        raise ValueError(f"variable names must be non-empty strings, got {name!r}")
    return name


def _check_bound(v, what):
    if v is None:
        return None
    if isinstance(v, np.integer):
        return int(v)
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError(f"{what} must be an int or None, got {v!r}")
    return v


def _pentagon_from(names: tuple, st, closed: bool, cache="unset") -> "Pentagon":
    p = Pentagon._make(names, {v: i for i, v in enumerate(names)}, st, closed)
    if not (isinstance(cache, str) and cache == "unset"):
        p._cache = cache
    return p


class Pentagon(Lattice):
    """An immutable Pentagon state over named variables (see the module doc and README `pentagon`).

    A missing variable is unconstrained: binary operations first extend both operands to the union of
    their variables; transfer functions add the variables they name; queries treat unknown variables
    as unconstrained. Queries on bottom hold vacuously (entails/lt/le/eq are True); interval() and
    bounds() of bottom return (None, None) -- check is_bottom() first.
    """

    __slots__ = ("_vars", "_index", "_st", "_closed", "_cache", "_pre")

    def __init__(self):
        raise TypeError("use Pentagon.top(vars) or Pentagon.bottom(vars)")

    @classmethod
    def _make(cls, names: tuple, index: dict, st: _State | None, closed: bool) -> "Pentagon":
        # immutable by construction: only _make (and the closure cache) set these private slots, and
        # __slots__ refuses any other attribute
        p = object.__new__(cls)
        p._vars = names
        p._index = index
        p._st = st
        p._closed = closed or st is None
        p._cache = _UNSET
        p._pre = None      # the closure, made in advance (cheaply): taken when it is asked for
        return p

    @staticmethod
    def _names(vars_) -> tuple:
        if isinstance(vars_, str):
            raise ValueError("vars must be a collection of names, not one string")
        names = tuple(_check_name(v) for v in vars_)
        if len(set(names)) != len(names):
            raise ValueError(f"duplicate variable names in {names!r}")
        return names

    @classmethod
    def top(cls, vars_: Iterable[str] = ()) -> "Pentagon":
        names = cls._names(vars_)
        return cls._make(names, {v: i for i, v in enumerate(names)}, _State.top(len(names)), True)

    @classmethod
    def bottom(cls, vars_: Iterable[str] = ()) -> "Pentagon":
        names = cls._names(vars_)
        return cls._make(names, {v: i for i, v in enumerate(names)}, None, True)

    @classmethod
    def from_constraints(cls, vars_, intervals: Mapping[str, tuple] = (), lts: Iterable[tuple] = (),
                         eqs: Iterable[tuple] = (), les: Iterable[tuple] = ()) -> "Pentagon":
        """A state from intervals {x: (lo, hi)}, strict facts [(x, y)] meaning x < y, equalities
        [(x, y)] and non-strict facts [(x, y)] meaning x <= y; not closed yet (closure happens on
        first use)."""
        p = cls.top(vars_)
        st = p._st.copy()
        for name, (lo, hi) in dict(intervals).items():
            st.meet_lo(p._idx(name), _check_bound(lo, "lower bound"))
            st.meet_hi(p._idx(name), _check_bound(hi, "upper bound"))
        for x, y in lts:
            st.set_lt(p._idx(x), p._idx(y))
        for x, y in les:
            st.set_le(p._idx(x), p._idx(y))
        for x, y in eqs:
            st.merge(p._idx(x), p._idx(y))
        return p._with(st, closed=False)

    # plumbing --------------------------------------------------------------------------------------
    @property
    def vars(self) -> tuple:
        return self._vars

    def _idx(self, name) -> int:
        try:
            return self._index[name]
        except (KeyError, TypeError):
            raise ValueError(f"unknown variable {name!r} (variables: {', '.join(self._vars)})") from None

    def __reduce__(self):
        """Pickled as its variables, raw state and closure (when made): an unpickled Pentagon
        behaves as the original in every later operation (the raw state is what widening sees)."""
        cache = self._cache
        return (_pentagon_from, (self._vars, self._st, self._closed,
                                 "unset" if cache is _UNSET else cache))

    def _with(self, st: _State | None, closed: bool) -> "Pentagon":
        if st is not None and st.inf == B.WIDE_INF:
            st.narrow()    # built in place (e.g. a havoc): leave wide storage if it is not needed
        return Pentagon._make(self._vars, self._index, st, closed)

    def _with_work(self, st: _State, work: _State) -> "Pentagon":
        """The result of an operation that changed `work`, a copy of self's closed state `st`.
        Where nothing changed, `st` serves as the raw state (it equals the copy) and as its
        closure, made in advance: the closure of an unchanged copy of a closed state is that
        state again (the closure is idempotent)."""
        if (work.inf == st.inf and np.array_equal(work.lo, st.lo) and np.array_equal(work.hi, st.hi)
                and np.array_equal(work.cls, st.cls) and work.S.equals(st.S) and work.L.equals(st.L)):
            return self._unchanged(st)
        return self._with(work, closed=False)

    def _unchanged(self, st: _State) -> "Pentagon":
        """A raw Pentagon over self's variables whose state is `st`, closed, as an operation that
        changed nothing would make it from a copy of st: its closure is st itself."""
        p = Pentagon._make(self._vars, self._index, st, False)
        p._pre = st
        return p

    def _closed_state(self) -> _State | None:
        """The closed state, or None for bottom (computed once)."""
        if self._closed:
            return self._st
        if self._cache is _UNSET:
            if self._pre is not None:
                # (known only once asked for: _best_state reads the raw state until then)
                self._cache = self._pre
                return self._cache
            raw = self._st     # cls is shared: the closure replaces it (new classes), never changes it
            st = _State(raw.lo.copy(), raw.hi.copy(), raw.S.copy(), raw.L.copy(), raw.cls, raw._aliased)
            self._cache = st if _close(st) else None
        return self._cache

    def _best_state(self) -> _State | None:
        """The closed state if already known, else the raw one (same concretization)."""
        if not self._closed and self._cache is not _UNSET:
            return self._cache
        return self._st

    def closed(self) -> "Pentagon":
        """The same state in closed form."""
        st = self._closed_state()
        return self._with(st, closed=True)

    def _ensure(self, names: Iterable[str]) -> "Pentagon":
        missing = [n for n in dict.fromkeys(names) if n not in self._index]
        return self.add_vars(missing) if missing else self

    def _bottom_like(self):
        return self._with(None, closed=True)

    def _extend_to(self, names: tuple) -> "Pentagon":
        """self over `names`, a superset of self.vars in any order (new variables unconstrained)."""
        if names == self._vars:
            return self
        n = len(self._vars)
        if names[:n] == self._vars:     # appended at the end (add_vars, the common alignment)
            index = dict(self._index)
            index.update((v, k) for k, v in enumerate(names[n:], n))
            extend = lambda st: _append(st, len(names) - n)   # noqa: E731
        else:
            index = dict(zip(names, range(len(names))))
            src = [self._index.get(v) for v in names]
            extend = lambda st: _reindex(st, src)   # noqa: E731
        if self._st is None:
            return Pentagon._make(names, index, None, True)
        # the raw state is extended (widen must see it unclosed), and the cached closure with it
        p = Pentagon._make(names, index, extend(self._st), self._closed)
        if not self._closed and self._cache is not _UNSET:
            p._cache = None if self._cache is None else extend(self._cache)
        return p

    def _align(self, other):
        if not isinstance(other, Pentagon):
            raise TypeError(f"cannot combine Pentagon with {type(other).__name__}")
        if other._vars == self._vars:
            return self, other
        names = self._vars + tuple(v for v in other._vars if v not in self._index)
        return self._extend_to(names), other._extend_to(names)

    # lattice ---------------------------------------------------------------------------------------
    def is_bottom(self) -> bool:
        return self._closed_state() is None

    def is_top(self) -> bool:
        st = self._closed_state()
        if st is None:
            return False
        inf = st.inf
        return (bool(np.all(st.lo == -inf)) and bool(np.all(st.hi == inf)) and st.L.count() == 0
                and bool(np.all(st.cls == np.arange(st.n))))

    def _leq(self, other: "Pentagon") -> bool:
        a = self._closed_state()
        b = other._best_state()
        alo, ahi, blo, bhi = B.same_mode(a.lo, a.hi, b.lo, b.hi)
        if np.any(alo < blo) or np.any(ahi > bhi):
            return False
        if not b.S.is_subset(a.S) or not b.L.is_subset(a.L):
            return False
        for i in np.flatnonzero(b.cls != np.arange(b.n)):
            if not _entails_eq(a, i, b.cls[i]):
                return False
        return True

    def _join(self, other: "Pentagon") -> "Pentagon":
        a, b = self._closed_state(), other._closed_state()
        alo, ahi, blo, bhi = B.same_mode(a.lo, a.hi, b.lo, b.hi)
        cls = _join_aliases(a, b)
        st = _State(np.minimum(alo, blo), np.maximum(ahi, bhi), a.S.intersect(b.S), a.L.intersect(b.L),
                    cls, cls is not _identity(a.n))
        return self._with(st, closed=True)

    def _meet(self, other: "Pentagon") -> "Pentagon":
        a, b = self._best_state(), other._best_state()
        alo, ahi, blo, bhi = B.same_mode(a.lo, a.hi, b.lo, b.hi)
        st = _State(np.maximum(alo, blo), np.minimum(ahi, bhi), a.S.union(b.S), a.L.union(b.L),
                    _meet_aliases(a, b))
        return self._with(st, closed=False)

    def _widen(self, other: "Pentagon", thresholds: tuple) -> "Pentagon":
        # self is not closed here (closing the previous iterate would break termination); the new
        # iterate is, for precision.
        a, b = self._st, other._closed_state()
        alo, ahi, blo, bhi = B.same_mode(a.lo, a.hi, b.lo, b.hi)
        inf = B.inf_of(alo)
        lo_moved, hi_moved = np.flatnonzero(blo < alo).tolist(), np.flatnonzero(bhi > ahi).tolist()
        new_lo = [widen_lo(B.decode(alo[i], inf), B.decode(blo[i], inf), thresholds) for i in lo_moved]
        new_hi = [widen_hi(B.decode(ahi[i], inf), B.decode(bhi[i], inf), thresholds) for i in hi_moved]
        if inf == B.INT_INF and not all(v is None or B.fits_int(v) for v in new_lo + new_hi):
            alo, ahi, inf = B.to_wide(alo), B.to_wide(ahi), B.WIDE_INF   # a threshold beyond 2**62
        lo, hi = alo.copy(), ahi.copy()
        for i, v in zip(lo_moved, new_lo):
            lo[i] = B.encode_lo(v, inf)
        for i, v in zip(hi_moved, new_hi):
            hi[i] = B.encode_hi(v, inf)
        cls = a.cls if np.array_equal(a.cls, b.cls) else _canon(a.cls, b.cls)
        return self._with(_State(lo, hi, a.S.intersect(b.S), a.L.intersect(b.L), cls), closed=False)

    def _narrow(self, other: "Pentagon") -> "Pentagon":
        # Only infinite bounds of self are refined, S, L and the aliases only grow: chains stabilize.
        a, b = self._st, other._best_state()
        alo, ahi, blo, bhi = B.same_mode(a.lo, a.hi, b.lo, b.hi)
        inf = B.inf_of(alo)
        lo = np.where(alo == -inf, blo, alo)
        hi = np.where(ahi == inf, bhi, ahi)
        return self._with(_State(lo, hi, a.S.union(b.S), a.L.union(b.L), _meet_aliases(a, b)), closed=False)

    def __eq__(self, other):
        return isinstance(other, Pentagon) and self.equals(other)

    __hash__ = None

    # variables -------------------------------------------------------------------------------------
    def add_vars(self, names: Iterable[str]) -> "Pentagon":
        """Add unconstrained variables (names already present are left as they are)."""
        if isinstance(names, str):
            names = [names]
        new = tuple(_check_name(v) for v in dict.fromkeys(names) if v not in self._index)
        if not new:
            return self
        return self._extend_to(self._vars + new)

    def remove_vars(self, names: Iterable[str]) -> "Pentagon":
        """Project the variables away (facts between the others that went through them stay)."""
        if isinstance(names, str):
            names = [names]
        drop = {v for v in names if v in self._index}
        if not drop:
            return self
        gone = sorted(self._index[v] for v in drop)
        keep = self._vars[:gone[0]]            # slices between the dropped positions (C speed)
        for a, b in zip(gone, gone[1:] + [len(self._vars)]):
            keep += self._vars[a + 1:b]
        index = dict(zip(keep, range(len(keep))))
        st = self._closed_state()
        if st is None:
            return Pentagon._make(keep, index, None, True)
        mask = np.ones(st.n, dtype=bool)
        mask[gone] = False
        st = _select(st, np.flatnonzero(mask))
        if st.inf == B.WIDE_INF:
            st.narrow()            # the big bounds may have gone with the dropped variables
        return Pentagon._make(keep, index, st, True)

    def rename(self, mapping: Mapping[str, str]) -> "Pentagon":
        """Rename variables (old -> new); names not in the state are ignored."""
        mapping = {old: _check_name(new) for old, new in dict(mapping).items() if old in self._index}
        names = tuple(mapping.get(v, v) for v in self._vars)
        if len(set(names)) != len(names):
            raise ValueError(f"rename {mapping!r} would merge variables")
        index = {v: i for i, v in enumerate(names)}
        p = Pentagon._make(names, index, self._st, self._closed)
        p._cache = self._cache
        p._pre = self._pre
        return p

    # constraints (meets) ---------------------------------------------------------------------------
    def with_interval(self, x: str, lo=None, hi=None) -> "Pentagon":
        """Meet with lo <= x <= hi (None = unbounded)."""
        return self.with_intervals({x: (lo, hi)})

    def with_intervals(self, bounds: Mapping[str, tuple]) -> "Pentagon":
        """Meet with lo <= x <= hi for each x: (lo, hi) of `bounds` (variables added as needed):
        one copy of the state for all of them."""
        checked = {x: (_check_bound(lo, "lower bound"), _check_bound(hi, "upper bound"))
                   for x, (lo, hi) in bounds.items()}
        if not checked:
            return self
        p = self._ensure(list(checked))
        st = p._best_state()
        if st is None:
            return p
        st = st.copy()
        for x, (lo, hi) in checked.items():
            st.meet_lo(p._idx(x), lo)
            st.meet_hi(p._idx(x), hi)
        return p._with(st, closed=False)

    def with_lt(self, x: str, y: str) -> "Pentagon":
        """Meet with x < y."""
        p = self._ensure([x, y])
        st = p._best_state()
        if st is None:
            return p
        st = st.copy()
        st.set_lt(p._idx(x), p._idx(y))
        return p._with(st, closed=False)

    def with_le(self, x: str, y: str) -> "Pentagon":
        """Meet with x <= y."""
        p = self._ensure([x, y])
        st = p._best_state()
        if st is None or x == y:
            return p
        st = st.copy()
        st.set_le(p._idx(x), p._idx(y))
        return p._with(st, closed=False)

    def with_eq(self, x: str, y: str) -> "Pentagon":
        """Meet with x == y (the alias layer)."""
        p = self._ensure([x, y])
        st = p._best_state()
        if st is None:
            return p
        st = st.copy()
        st.merge(p._idx(x), p._idx(y))
        return p._with(st, closed=False)

    # queries ---------------------------------------------------------------------------------------
    def interval(self, x: str) -> tuple:
        """(lo, hi) of x after closure, None for an infinite bound."""
        st = self._closed_state()
        if st is None or x not in self._index:
            return (None, None)
        i = self._index[x]
        return (st.get_lo(i), st.get_hi(i))

    def bounds(self, e) -> tuple:
        """Tightest (lo, hi) of an int, variable or Linear that the state implies (None = infinite);
        differences of variables use the strict facts and the aliases."""
        terms = {}
        const = _add_terms(terms, e, 1)
        st = self._closed_state()
        if st is None:
            return (None, None)
        return self._bounds_terms(st, terms, const)

    def _bounds_terms(self, st: _State, terms: dict, const: int) -> tuple:
        coeffs = _rep_coeffs(self, st, terms)
        if coeffs is None:
            return (None, None)
        return _bounds(st, coeffs, const)

    def entails(self, lhs, op: str, rhs) -> bool:
        """Does every state of self satisfy `lhs op rhs`? (lhs, rhs: int, variable or Linear)"""
        if op not in OPS:
            raise ValueError(f"unknown comparison {op!r}; expected one of {' '.join(OPS)}")
        terms = {}
        const = _add_terms(terms, lhs, 1) + _add_terms(terms, rhs, -1)
        st = self._closed_state()
        if st is None:
            return True
        lo, hi = self._bounds_terms(st, terms, const)
        if op == "<":
            return hi is not None and hi <= -1
        if op == "<=":
            return hi is not None and hi <= 0
        if op == ">":
            return lo is not None and lo >= 1
        if op == ">=":
            return lo is not None and lo >= 0
        if op == "==":
            return lo == 0 and hi == 0
        return (lo is not None and lo >= 1) or (hi is not None and hi <= -1)

    def lt(self, x: str, y: str) -> bool:
        """Is x < y entailed (also through the aliases and the bounds)?"""
        return self.entails(x, "<", y)

    proves_lt = lt

    def le(self, x: str, y: str) -> bool:
        """Is x <= y entailed (also through the aliases and the bounds)?"""
        return self.entails(x, "<=", y)

    def eq(self, x: str, y: str) -> bool:
        return self.entails(x, "==", y)

    def aliases(self, x: str) -> tuple:
        """The other variables of x's alias class (x == y entailed, not by one constant bound)."""
        st = self._closed_state()
        if st is None or x not in self._index or not st.aliased:
            return ()
        i = self._index[x]
        members = np.flatnonzero(st.cls == st.cls[i])
        return tuple(self._vars[k] for k in members.tolist() if k != i)

    # transfer functions ----------------------------------------------------------------------------
    def havoc(self, x: str) -> "Pentagon":
        return self.havoc_many([x])

    def havoc_many(self, names: Iterable[str]) -> "Pentagon":
        """Forget everything about the variables (they may hold any value)."""
        if isinstance(names, str):
            names = [names]
        names = list(names)
        p = self._ensure(names)
        st = p._closed_state()
        if st is None:
            return p._bottom_like()
        st = st.copy()
        st.forget_many([p._idx(x) for x in names])
        return p._with(st, closed=True)

    def assign_interval(self, x: str, lo=None, hi=None) -> "Pentagon":
        """x := any value in [lo, hi] (None = unbounded): results of non-linear or unknown operations."""
        lo, hi = _check_bound(lo, "lower bound"), _check_bound(hi, "upper bound")
        p = self.havoc(x)
        if lo is not None and hi is not None and lo > hi:
            return p._bottom_like()
        q = p.with_interval(x, lo, hi)
        if q is not p and p._closed and p._st is not None and not q._closed and q._cache is _UNSET \
                and q._pre is None:
            # p is closed and x unconstrained and unrelated in it: the closure of q is q's state
            # with x's interval-implied bits (as in _assign_general for an x related to nothing;
            # docs/pentagon.md). Made here in O(n), used when the closure is asked for: q keeps
            # its raw state (widening reads it, and so do operations on the best known state).
            raw = q._st
            st = _State(raw.lo.copy(), raw.hi.copy(), raw.S.copy(), raw.L.copy(), raw.cls, raw._aliased)
            _add_interval_bits(st, q._index[x])
            if st.inf == B.WIDE_INF:
                st.narrow()
            q._pre = st
        return q

    def assign(self, x: str, e) -> "Pentagon":
        """x := e for an int, a variable or a Linear (evaluated in the state before the assignment).
        For each variable v of coefficient 1 and the rest r = e - v within [rlo, rhi], on integers:
        r >= 1 puts whatever is <= v below x (strictly), r >= 0 whatever is < v (strictly) and <= v,
        r >= -1 whatever is < v (non-strictly, z < v being z <= v - 1); symmetrically above x with
        r <= -1, 0, 1; r == 0 makes x an alias of v."""
        terms = {}
        const = _add_terms(terms, e, 1)
        p = self._ensure([x, *terms])
        old = p._closed_state()
        if old is None:
            return p._bottom_like()
        xi = p._idx(x)
        coeffs = _rep_coeffs(p, old, terms)
        lo, hi = _bounds(old, coeffs, const)
        if len(coeffs) == 1 and old.inf == B.INT_INF and _fits(lo) and _fits(hi):
            (v, k), = coeffs.items()
            if k == 1:                            # x := v + c: one native call (the common case)
                return p._assign_shift(old, xi, v, const, lo, hi)
        return p._assign_general(old, xi, coeffs, const, lo, hi)

    def _assign_general(self, old: _State, xi: int, coeffs: dict, const: int, lo, hi) -> "Pentagon":
        """x := sum(coeffs) + const on closed `old`, x's new interval [lo, hi] (see assign)."""
        p = self
        # bool vectors (None = none yet): variables known < new x, <= new x, > new x, >= new x
        below_s = below_l = above_s = above_l = None
        alias = None                          # a variable known == new x
        for v, k in coeffs.items():
            if k != 1:
                continue
            if len(coeffs) == 1:
                rlo = rhi = const                   # new x = v + const
            else:
                rest = {i: c for i, c in coeffs.items() if i != v}
                rlo, rhi = _bounds(old, rest, const)    # new x = v + rest
            # integers: z < v means z <= v - 1, so z < v gives z <= x as soon as x >= v - 1
            if rlo is not None and rlo >= -1:
                up = old.cls == old.cls[v]          # v's class (v included): each == v
                if rlo >= 1:                        # z <= v gives z < x
                    below_s = _or(below_s, old.col_mask(v, strict=False) | up)
                elif rlo == 0:                      # z < v gives z < x, z <= v gives z <= x
                    below_s = _or(below_s, old.col_mask(v))
                    below_l = _or(below_l, old.col_mask(v, strict=False) | up)
                else:                               # z < v gives z <= x; z' < z < v gives z' < x
                    below_l = _or(below_l, old.col_mask(v))
                    below_s = _or(below_s, _before(old.words, below_l))
            if rhi is not None and rhi <= 1:
                up = old.cls == old.cls[v]
                if rhi <= -1:
                    above_s = _or(above_s, old.row_mask(v, strict=False) | up)
                elif rhi == 0:
                    above_s = _or(above_s, old.row_mask(v))
                    above_l = _or(above_l, old.row_mask(v, strict=False) | up)
                else:                               # v < w gives x <= w; v < w < u gives x < u
                    above_l = _or(above_l, old.row_mask(v))
                    above_s = _or(above_s, _after(old.words, above_l, old.n))
            if rlo == 0 and rhi == 0:
                alias = v
        if alias is not None and old.cls[alias] == old.cls[xi]:   # x := x, or x := y with x == y
            return p
        st = old.copy()
        st.forget(xi)
        st.set_interval(xi, lo, hi)
        # each matrix written once: S with the strict masks, L with the strict and non-strict ones
        for strict, loose, write_s, write_l in ((below_s, below_l, st.set_col, st.set_lcol),
                                                (above_s, above_l, st.set_row, st.set_lrow)):
            if strict is not None:
                strict[xi] = False
                if strict.any():
                    write_s(xi, strict, False)
                loose = strict if loose is None else loose | strict
            if loose is not None:
                loose[xi] = False
                if loose.any():
                    write_l(xi, loose)
        if alias is not None:
            st.merge(xi, alias)
        related = not (below_s is None and below_l is None and above_s is None and above_l is None and alias is None)
        if (len(coeffs) == 1 and 1 in coeffs.values()) or not related:
            # x := v + c, or x related to nothing: on a closed state the result is closed once x gets
            # its interval-implied bits (the old facts are closed; the masks are v's closed rows or
            # columns plus v's class, consistent with x's exact interval [lo(v) + c, hi(v) + c]; every
            # other path through x is implied by the tightened bounds). See docs/pentagon.md.
            _add_interval_bits(st, xi)
            return p._with(st, closed=True)
        return p._with(st, closed=False)

    def _assign_shift(self, old: _State, xi: int, v: int, c: int, lo, hi) -> "Pentagon":
        """x := v + c on closed int64 `old` (x's new interval [lo, hi] = v's shifted by c): the
        relations by absint_pentagon_assign_shift, which reads v's rows before changing x's (the
        same rules as the general path below, whose result it equals; closed, see docs/pentagon.md);
        the alias layer here (c == 0 makes x an alias of v)."""
        if c == 0 and old.cls[v] == old.cls[xi]:       # x := x, or x := y with x == y
            return self
        st = old.copy()
        st.detach(xi)
        st.set_interval(xi, lo, hi)
        native_assign_shift(st.S, st.L, st.lo, st.hi, old.cls if old.aliased else None, xi, v, c)
        if c == 0:
            st.merge(xi, v)
        return self._with(st, closed=True)

    def assume(self, lhs, op: str, rhs) -> "Pentagon":
        """Meet with the guard `lhs op rhs` (op in < <= == != > >=), approximated soundly: bounds of
        each variable from the rest of the form, x < y and x <= y from differences, x == y into the
        aliases; x != y turns a known x <= y into x < y."""
        if op not in OPS:
            raise ValueError(f"unknown comparison {op!r}; expected one of {' '.join(OPS)}")
        terms = {}
        const = _add_terms(terms, lhs, 1) + _add_terms(terms, rhs, -1)
        p = self._ensure(name for name, k in terms.items() if k)
        st = p._closed_state()
        if st is None:
            return p._bottom_like()
        d = _rep_coeffs(p, st, terms)     # d + const op 0, over alias representatives
        if op == "!=":
            return p._assume_ne(st, d, const)
        neg = {i: -k for i, k in d.items()}
        forms = {"<": [(d, const + 1)], "<=": [(d, const)], ">": [(neg, 1 - const)],
                 ">=": [(neg, -const)], "==": [(d, const), (neg, -const)]}[op]
        work = st.copy()
        for _ in range(2):   # a second round lets bounds learned from one form tighten the other
            for coeffs, c in forms:
                if not _apply_le0(work, coeffs, c):
                    return p._bottom_like()
        if op == "==" and const == 0 and len(d) == 2 and sorted(d.values()) == [-1, 1]:
            u, v = d
            work.merge(u, v)
        return p._with_work(st, work)

    def assume_all(self, constraints) -> "Pentagon":
        """Meet with every guard of `constraints` ((lhs, op, rhs) with op in < <= == > >=) at
        once: the same inferences as assuming them one by one, from one closed state, closed
        again lazily once (binding a summary at a call site meets dozens of equalities)."""
        constraints = list(constraints)
        names = set()
        prepared = []
        for lhs, op, rhs in constraints:
            if op not in OPS or op == "!=":
                raise ValueError(f"assume_all: unsupported comparison {op!r}")
            terms = {}
            const = _add_terms(terms, lhs, 1) + _add_terms(terms, rhs, -1)
            names.update(name for name, k in terms.items() if k)
            prepared.append((terms, op, const))
        p = self._ensure(names)
        st = p._closed_state()
        if st is None:
            return p._bottom_like()
        forms, merges = [], []
        for terms, op, const in prepared:
            d = _rep_coeffs(p, st, terms)
            neg = {i: -k for i, k in d.items()}
            forms += {"<": [(d, const + 1)], "<=": [(d, const)], ">": [(neg, 1 - const)],
                      ">=": [(neg, -const)], "==": [(d, const), (neg, -const)]}[op]
            if op == "==" and const == 0 and len(d) == 2 and sorted(d.values()) == [-1, 1]:
                merges.append(tuple(d))
        work = st.copy()
        for _ in range(2):   # as in assume: bounds learned from one form tighten the others
            for coeffs, c in forms:
                if not _apply_le0(work, coeffs, c):
                    return p._bottom_like()
        for u, v in merges:
            work.merge(u, v)
        return p._with_work(st, work)

    def _assume_ne(self, st: _State, d: dict, const: int) -> "Pentagon":
        lo, hi = _bounds(st, d, const)
        if lo == 0 and hi == 0:
            return self._bottom_like()
        if len(d) == 2 and sorted(d.values()) == [-1, 1]:
            return self._assume_ne_pair(st, d, const, lo, hi)
        if len(d) != 1:
            return self           # nothing a pentagon can say
        (i, k), = d.items()
        if const % k:
            return self           # k*v + c == 0 has no integer solution anyway
        value = -const // k
        if st.get_lo(i) != value and st.get_hi(i) != value:
            return self._unchanged(st)   # nothing changes (see _with_work)
        work = st.copy()
        if work.get_lo(i) == value:
            work.meet_lo(i, value + 1)
        if work.get_hi(i) == value:
            work.meet_hi(i, value - 1)
        return self._with(work, closed=False)

    def _assume_ne_pair(self, st: _State, d: dict, const: int, lo, hi) -> "Pentagon":
        """f = u - v + const != 0 where f is within [lo, hi] (closed st): an end of that range at 0
        moves in by one, which says u < v or u <= v (or the reverse) when the difference's new bound
        is -1 or 0 (so u <= v and u != v give u < v)."""
        u = next(i for i, k in d.items() if k == 1)
        v = next(i for i, k in d.items() if k == -1)
        if hi == 0:
            a, b, top = u, v, -1 - const          # u - v <= -1 - const
        elif lo == 0:
            a, b, top = v, u, const - 1           # v - u <= const - 1
        else:
            return self
        if top > 0:
            return self
        work = st.copy()
        if top <= -1:
            work.set_lt(a, b)
        else:
            work.set_le(a, b)
        return self._with(work, closed=False)

    # display ---------------------------------------------------------------------------------------
    def facts(self):
        """The closed state as plain data: (intervals {x: (lo, hi)}, strict facts {(x, y)}, alias
        classes {frozenset}, non-strict facts {(x, y)}) -- or None for bottom. The strict facts are
        every entailed x < y, the non-strict ones every entailed x <= y (x, y distinct: those of a
        strict fact, of an alias class and of equal constants included)."""
        st = self._closed_state()
        if st is None:
            return None
        names = self._vars
        intervals = {v: (st.get_lo(i), st.get_hi(i)) for i, v in enumerate(names)}
        lts = {(names[i], names[j]) for i, j in zip(*np.nonzero(st.S.to_numpy()))}
        les = {(names[i], names[j]) for i, j in zip(*np.nonzero(st.L.to_numpy()))}
        classes = {}
        for i, r in enumerate(st.cls):
            classes.setdefault(int(r), set()).add(names[i])
        eqs = {frozenset(c) for c in classes.values() if len(c) > 1}
        return intervals, lts, eqs, les

    def pair_facts(self, names) -> Optional[tuple]:
        """What the state entails among `names` (variables it has), as lt, le and eq would say
        it pair by pair, from one closure: (intervals {x: (lo, hi)}, strict facts {(x, y)},
        alias classes [frozenset({x, y})], non-strict facts {(x, y)} that are neither strict in
        either direction nor equalities) -- or None for bottom. The bounds of x - y are
        _bounds's for two terms: the recorded x < y / x <= y between their representatives,
        else the intervals."""
        st = self._closed_state()
        if st is None:
            return None
        index = [self._index[v] for v in names]
        reps = [int(st.cls[i]) for i in index]
        los = [st.get_lo(r) for r in reps]
        his = [st.get_hi(r) for r in reps]
        intervals = {v: (st.get_lo(i), st.get_hi(i)) for v, i in zip(names, index)}

        def least(a, b):
            """A lower bound of x_a - x_b (positions in names, distinct representatives)."""
            ra, rb = reps[a], reps[b]
            if st.lbit(rb, ra):
                strict = 1 if st.bit(rb, ra) else 0
                if los[a] is None or his[b] is None:
                    return strict
                return max(los[a] - his[b], strict)
            if los[a] is None or his[b] is None:
                return None
            return los[a] - his[b]

        n = len(names)
        hi_diff = {}          # (a, b) -> an upper bound of x_a - x_b, None for +inf
        for a in range(n):
            for b in range(n):
                if a == b:
                    continue
                if reps[a] == reps[b]:
                    hi_diff[a, b] = 0
                else:
                    low = least(b, a)
                    hi_diff[a, b] = None if low is None else -low
        lts, eqs, les = set(), [], set()
        for (a, b), h in hi_diff.items():
            if h is not None and h <= -1:
                lts.add((names[a], names[b]))
        for a in range(n):
            for b in range(a + 1, n):
                if hi_diff[a, b] == 0 and hi_diff[b, a] == 0:   # (one class: both 0)
                    eqs.append(frozenset((names[a], names[b])))
        equal = set(eqs)
        for (a, b), h in hi_diff.items():
            x, y = names[a], names[b]
            if h is not None and h <= 0 and (x, y) not in lts and (y, x) not in lts and \
                    frozenset((x, y)) not in equal:
                les.add((x, y))
        return intervals, lts, eqs, les

    def __repr__(self):
        return f"<Pentagon {self}>"

    def __str__(self):
        """Intervals, alias classes, x < y, and x <= y where neither x < y nor x == y holds."""
        f = self.facts()
        if f is None:
            return "_|_"
        intervals, lts, eqs, les = f
        parts = []
        for v, (lo, hi) in intervals.items():
            if lo is None and hi is None:
                continue
            if lo == hi:
                parts.append(f"{v} = {lo}")
            else:
                parts.append(f"{v} in [{'-oo' if lo is None else lo}, {'+oo' if hi is None else hi}]")
        for c in sorted(sorted(c) for c in eqs):
            parts.append(" == ".join(c))
        for x, y in sorted(lts):
            parts.append(f"{x} < {y}")
        for x, y in sorted(les - lts):
            if (y, x) not in les:
                parts.append(f"{x} <= {y}")
        return "{" + ", ".join(parts) + "}"


# helpers on states ---------------------------------------------------------------------------------
def _append(st: _State, k: int) -> _State:
    """st with k fresh unconstrained variables appended: no permutation, classes unchanged; a closed
    st stays closed (the new variables have no facts)."""
    n = st.n
    m = n + k
    lo_f, hi_f = B.new_bounds(k, B.is_wide(st.lo))
    cls = np.concatenate([st.cls, np.arange(n, m, dtype=np.intp)])
    return _State(np.concatenate([st.lo, lo_f]), np.concatenate([st.hi, hi_f]), st.S.resized(m),
                  st.L.resized(m), cls, st._aliased, st.singletons)


def _reindex(st: _State, src: list) -> _State:
    """A new state whose variable k is st's variable src[k], or a fresh unconstrained one for None."""
    n = st.n
    fresh = [k for k, s in enumerate(src) if s is None]
    if len(fresh) + n == len(src) and all(s == k for k, s in enumerate(src[:n])):
        return _append(st, len(fresh))
    base_S = st.S.resized(n + len(fresh)) if fresh else st.S
    base_L = st.L.resized(n + len(fresh)) if fresh else st.L
    # fresh variables are numbered n, n+1, ... in base_S (and in the extended bound arrays)
    idx = np.array([-1 if s is None else s for s in src], dtype=np.intp)
    if fresh:
        idx[fresh] = np.arange(n, n + len(fresh), dtype=np.intp)
        lo_f, hi_f = B.new_bounds(len(fresh), B.is_wide(st.lo))
        lo = np.concatenate([st.lo, lo_f])[idx]
        hi = np.concatenate([st.hi, hi_f])[idx]
        cls_ext = np.concatenate([st.cls, np.arange(n, n + len(fresh), dtype=np.intp)])
    else:
        return _select(st, idx)
    S, L = native_submatrix(base_S, idx), native_submatrix(base_L, idx)
    if not st.aliased:
        return _State(lo, hi, S, L, np.arange(len(src), dtype=np.intp), False)
    return _State(lo, hi, S, L, _canon(cls_ext[idx]))


def _select(st: _State, idx: np.ndarray) -> _State:
    """A new state whose variable k is st's variable idx[k] (an index array, no repeats)."""
    lo, hi = st.lo[idx], st.hi[idx]
    S, L = native_submatrix(st.S, idx), native_submatrix(st.L, idx)
    if not st.aliased:
        return _State(lo, hi, S, L, np.arange(len(idx), dtype=np.intp), False)
    if np.all(idx[1:] > idx[:-1]):
        # variables dropped, order kept: a class whose representative stays keeps it (renumbered)
        pos = np.full(st.n, -1, dtype=np.intp)
        pos[idx] = np.arange(len(idx), dtype=np.intp)
        cls = pos[st.cls[idx]]
        if np.all(cls >= 0):
            return _State(lo, hi, S, L, cls)
    return _State(lo, hi, S, L, _canon(st.cls[idx]))


def _add_interval_bits(st: _State, i: int) -> None:
    """x_i < x_j wherever hi(x_i) < lo(x_j), x_i <= x_j wherever hi(x_i) <= lo(x_j), and the same
    with x_j before x_i (in place; never x_i <= x_i)."""
    lo_i, hi_i, inf = st.lo[i], st.hi[i], st.inf
    if hi_i < inf:
        mask = st.lo >= hi_i
        mask[i] = False
        if mask.any():
            st.set_lrow(i, mask)
            mask &= st.lo > hi_i
            if mask.any():
                st.set_row(i, mask, False)
    if lo_i > -inf:
        mask = st.hi <= lo_i
        mask[i] = False
        if mask.any():
            st.set_lcol(i, mask)
            mask &= st.hi < lo_i
            if mask.any():
                st.set_col(i, mask, False)


def _or(acc, mask: np.ndarray) -> np.ndarray:
    """acc | mask, acc None meaning all False (mask is a fresh array, taken over)."""
    if acc is None:
        return mask
    acc |= mask
    return acc


def _entails_eq(st: _State, i, j) -> bool:
    """On a closed state: is x_i == x_j entailed (same alias class or equal constants)?"""
    if st.cls[i] == st.cls[j]:
        return True
    lo_i, hi_i, lo_j, hi_j = st.get_lo(i), st.get_hi(i), st.get_lo(j), st.get_hi(j)
    return lo_i is not None and lo_i == hi_i == lo_j == hi_j


def _aliased(st: _State) -> np.ndarray:
    """Bool vector: which variables share their alias class with another one."""
    return np.bincount(st.cls, minlength=st.n)[st.cls] > 1


_IDENTITY: dict = {}


def _singletons(st: _State) -> int:
    """How many variables of st have lo == hi (computed once per state)."""
    if st.singletons is None:
        st.singletons = int(np.count_nonzero(st.lo == st.hi))
    return st.singletons


def _identity(n: int) -> np.ndarray:
    """The shared cls array of n unaliased variables (never mutated: states copy before changes)."""
    ident = _IDENTITY.get(n)
    if ident is None:
        ident = _IDENTITY[n] = np.arange(n, dtype=np.intp)
        ident.flags.writeable = False
    return ident


def _join_aliases(a: _State, b: _State) -> np.ndarray:
    """Classes of x == y facts entailed by both closed states."""
    n = a.n
    if not (a.aliased or b.aliased) and (_singletons(a) < 2 or _singletons(b) < 2):
        return _identity(n)
    cand_a = (a.lo == a.hi) | _aliased(a) if a.aliased else a.lo == a.hi
    cand_b = (b.lo == b.hi) | _aliased(b) if b.aliased else b.lo == b.hi
    idx = np.flatnonzero(cand_a & cand_b)
    if len(idx) < 2:
        return _identity(n)
    # group the candidates by (constant or class in a, constant or class in b); each group's
    # smallest member represents it
    cls = np.arange(n, dtype=np.intp)
    if len(idx) > 24 and a.lo.dtype != _OBJECT and b.lo.dtype != _OBJECT:
        # many candidates (constants, mostly): a stable sort on the four keys groups them
        la, lb = a.lo[idx], b.lo[idx]
        ca, cb = la == a.hi[idx], lb == b.hi[idx]
        ka, kb = np.where(ca, la, a.cls[idx]), np.where(cb, lb, b.cls[idx])
        order = np.lexsort((kb, cb, ka, ca))
        ca, ka, cb, kb = ca[order], ka[order], cb[order], kb[order]
        start = np.empty(len(idx), dtype=bool)
        start[0] = True
        start[1:] = (ca[1:] != ca[:-1]) | (ka[1:] != ka[:-1]) | (cb[1:] != cb[:-1]) | (kb[1:] != kb[:-1])
        members = idx[order]
        cls[members] = members[start][np.cumsum(start) - 1]
        return cls
    # few: plain Python on a few lists. Each side's key an int: 2 * value for a constant,
    # 2 * class + 1 otherwise (the keys of _eq_keys, mapped one-to-one: equal iff entailed equal)
    first = {}
    reps = [first.setdefault((2 * x if x == y else 2 * r + 1, 2 * u if u == v else 2 * q + 1), i)
            for i, x, y, r, u, v, q in zip(idx.tolist(), a.lo[idx].tolist(), a.hi[idx].tolist(),
                                           a.cls[idx].tolist(), b.lo[idx].tolist(), b.hi[idx].tolist(),
                                           b.cls[idx].tolist())]
    cls[idx] = reps
    return cls


def _eq_keys(st: _State, idx: np.ndarray) -> list:
    """For the variables idx of closed st: equal keys iff entailed equal. A constant's key is (value,),
    any other variable's its class representative."""
    return [(lo,) if lo == hi else r
            for lo, hi, r in zip(st.lo[idx].tolist(), st.hi[idx].tolist(), st.cls[idx].tolist())]


def _meet_aliases(a: _State, b: _State) -> np.ndarray:
    """The finest partition coarser than both (the union of the two equality sets)."""
    cls = a.cls.copy()
    for i in np.flatnonzero(b.cls != np.arange(b.n)):
        x, y = cls[i], cls[b.cls[i]]
        if x != y:
            cls[(cls == x) | (cls == y)] = min(x, y)
    return cls


def _add_terms(terms: dict, e, sign: int) -> int:
    """Add sign * e (an int, a variable name or a Linear) into terms {name: coefficient}; return the
    constant part. The fast path of queries: no Linear objects are built."""
    if type(e) is str:
        terms[e] = terms.get(e, 0) + sign
        return 0
    if isinstance(e, Linear):
        for name, k in e._coeffs.items():
            terms[name] = terms.get(name, 0) + sign * k
        return sign * e._const
    if isinstance(e, (int, np.integer)) and not isinstance(e, bool):
        return sign * int(e)
    raise ValueError(f"expected int, str or Linear, got {type(e).__name__}: {e!r}")


def _rep_coeffs(p: Pentagon, st: _State, e):
    """The coefficients of e (a Linear or a {name: k} dict) keyed by alias representative index
    (equal variables combined), or None if e mentions a variable p does not have (then e is
    unbounded)."""
    out = {}
    for name, k in (e._coeffs if isinstance(e, Linear) else e).items():
        if not k:
            continue
        i = p._index.get(name)
        if i is None:
            return None
        r = int(st.cls[i])
        out[r] = out.get(r, 0) + k
    return {i: k for i, k in out.items() if k}


def _bounds(st: _State, coeffs: dict, const: int) -> tuple:
    """(lo, hi) of sum(k * x_i) + const on closed st, keys being alias representatives."""
    if len(coeffs) == 1:                  # the common case, without the pair search of _lower
        (i, k), = coeffs.items()
        lo, hi = st.get_lo(i), st.get_hi(i)
        if k < 0:
            lo, hi = hi, lo
        return (None if lo is None else k * lo + const, None if hi is None else k * hi + const)
    lo = _lower(st, coeffs, const)
    neg = _lower(st, {i: -k for i, k in coeffs.items()}, -const)
    return (lo, None if neg is None else -neg)


def _lower(st: _State, coeffs: dict, const: int):
    """A lower bound of sum(k * x_i) + const on closed st (None = -inf). Pairs k*(u - v) with v < u
    known contribute k * max(lo(u) - hi(v), 1), with v <= u known k * max(lo(u) - hi(v), 0); the
    remaining terms use the intervals."""
    if len(coeffs) <= 1:                  # (the common case: no pair, no dicts)
        if not coeffs:
            return const
        (i, k), = coeffs.items()
        if k > 0:
            lo = st.get_lo(i)
            return None if lo is None else const + k * lo
        if k < 0:
            hi = st.get_hi(i)
            return None if hi is None else const - (-k) * hi
        return const
    pos = {i: k for i, k in coeffs.items() if k > 0}
    neg = {i: -k for i, k in coeffs.items() if k < 0}
    total = const
    if pos and neg:
        for u in list(pos):
            for v in list(neg):
                if not pos.get(u) or not neg.get(v) or not st.lbit(v, u):
                    continue
                t = min(pos[u], neg[v])
                lo_u, hi_v = st.get_lo(u), st.get_hi(v)
                least = 1 if st.bit(v, u) else 0
                diff = least if lo_u is None or hi_v is None else max(lo_u - hi_v, least)
                total += t * diff
                pos[u] -= t
                neg[v] -= t
    for i, k in pos.items():
        if k:
            lo = st.get_lo(i)
            if lo is None:
                return None
            total += k * lo
    for i, k in neg.items():
        if k:
            hi = st.get_hi(i)
            if hi is None:
                return None
            total -= k * hi
    return total


def _ceil_div(a: int, b: int) -> int:
    return -((-a) // b)


def _apply_le0(st: _State, coeffs: dict, c: int) -> bool:
    """Meet st in place with sum(k * x_i) + c <= 0 (keys: variable indices), soundly approximated.
    False if that is unsatisfiable."""
    if not coeffs:
        return c <= 0
    if len(coeffs) == 1:                  # k*x + c <= 0 alone: x's bound, no pair
        (i, k), = coeffs.items()
        if k > 0:
            st.meet_hi(i, -c // k)
        else:
            st.meet_lo(i, _ceil_div(c, -k))
        return not st.lo[i] > st.hi[i]
    if len(coeffs) == 2:
        (a, ka), (b, kb) = coeffs.items()
        if ka == -kb and (ka == 1 or ka == -1):
            return _apply_difference(st, a if ka == 1 else b, b if ka == 1 else a, c)
    return _apply_general(st, coeffs, c)


def _apply_general(st: _State, coeffs: dict, c: int) -> bool:
    """_apply_le0 of a form over two variables or more."""
    # every variable: k*x <= -c - lower(rest)   (lower() also uses the strict facts within rest)
    for i, k in coeffs.items():
        rest = {j: kj for j, kj in coeffs.items() if j != i}
        low = _lower(st, rest, c)
        if low is None:
            continue
        if k > 0:
            st.meet_hi(i, -low // k)
        else:
            st.meet_lo(i, _ceil_div(low, -k))
        if st.lo[i] > st.hi[i]:
            return False
    # pairs u - v (equal magnitudes): u - v <= floor((-c - lower(rest)) / k). At most -1 gives
    # u < v, exactly 0 gives u <= v.
    for u, ku in coeffs.items():
        if ku <= 0:
            continue
        for v, kv in coeffs.items():
            if kv != -ku:
                continue
            rest = {j: kj for j, kj in coeffs.items() if j not in (u, v)}
            low = _lower(st, rest, c)
            if low is None:
                continue
            bound = -low // ku
            if bound <= -1:
                st.set_lt(u, v)
            elif bound == 0:
                st.set_le(u, v)
    return True


def _apply_difference(st: _State, u: int, v: int, c: int) -> bool:
    """_apply_le0 of u - v + c <= 0, the form of every binding `x == y + c` (most of the forms
    a call's summary meets): the same bounds and relation as the general loops, without them.
    Each bound comes from the other variable's opposite bound, which it does not change."""
    hv = st.get_hi(v)
    if hv is not None:
        st.meet_hi(u, hv - c)
        if st.lo[u] > st.hi[u]:
            return False
    lu = st.get_lo(u)
    if lu is not None:
        st.meet_lo(v, lu + c)
        if st.lo[v] > st.hi[v]:
            return False
    if c >= 1:
        st.set_lt(u, v)
    elif c == 0:
        st.set_le(u, v)
    return True

"""The batch paths of System: add_rows (rows from arrays in one call) and empty_with (many questions on
one tableau in one native call) answer exactly as the one-constraint-at-a-time path does."""
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import spx_reference as ref
from absint.native import simplex as native
from absint.poly import System

KERNELS = native.available_kernels() + ["big"]


@st.composite
def systems(draw):
    n = draw(st.integers(0, 4))
    m = draw(st.integers(0, 6))
    cons = [(draw(st.integers(0, 3)) == 0, tuple(draw(st.lists(st.integers(-6, 6), min_size=n, max_size=n))),
             draw(st.integers(-8, 8))) for _ in range(m)]
    return n, cons + ref.box(n, draw(st.integers(1, 4)))


def one_by_one(n, cons, kernel):
    s = System(n, kernel=kernel)
    for is_eq, coeffs, const in cons:
        (s.add_eq if is_eq else s.add_ineq)(coeffs, const)
    return s


def from_arrays(n, cons, kernel, split=1):
    s = System(n, kernel=kernel)
    parts = [cons[:split], cons[split:]]  # two calls: rows also go in after earlier ones
    for part in parts:
        A = np.array([c for _, c, _ in part], dtype=np.int64).reshape(len(part), n)
        eq = [e for e, _, _ in part]
        if split % 2:  # int64 arrays and a bool array: the native packing path; else the numpy one
            eq = np.array(eq, dtype=bool) if any(eq) else None
        s.add_rows(A, np.array([k for _, _, k in part], dtype=np.int64), eq=eq)
    return s


@given(systems(), st.integers(0, 3))
def test_add_rows_equals_add_one_by_one(system, split):
    n, cons = system
    want_int = ref.isl_empty(n, cons)
    for kernel in KERNELS:
        a, b = one_by_one(n, cons, kernel), from_arrays(n, cons, kernel, split)
        assert b.constraints == a.constraints
        assert b.is_empty(integer=False) == a.is_empty(integer=False)
        assert b.is_empty() == a.is_empty() == want_int
        assert b.sample() == a.sample()
        if not a.is_empty(integer=False):
            obj = [1] * n
            assert b.minimize(obj) == a.minimize(obj)


@given(systems(), st.lists(st.tuples(st.booleans(), st.lists(st.integers(-5, 5), min_size=4, max_size=4),
                                     st.integers(-6, 6)), max_size=3), st.booleans())
def test_empty_with_equals_snapshot_questions(system, extra, integer):
    n, cons = system
    questions = [[], [(e, tuple(c[:n]), k) for e, c, k in extra]] + [[(e, tuple(c[:n]), k)] for e, c, k in extra]
    for kernel in KERNELS:
        s = one_by_one(n, cons, kernel)
        got = s.empty_with(questions, integer=integer)
        want = []
        for q in questions:
            snap = s.snapshot()
            for e, c, k in q:
                (s.add_eq if e else s.add_ineq)(c, k)
            want.append(s.is_empty(integer))
            s.rollback(snap)
        assert got == want, kernel
        for q, g in zip(questions, got):
            full = cons + q
            assert g == (ref.isl_empty(n, full) if integer else ref.rational_empty(n, full))
        assert s.constraints == [(bool(e), tuple(c), k) for e, c, k in cons]  # unchanged


@given(systems(), st.booleans(), st.lists(st.integers(-4, 4), min_size=4, max_size=4), st.integers(-5, 5))
def test_first_add_rows_answers_in_one_call_then_behaves_as_added(system, integer, extra, k):
    """A System whose only rows came from one add_rows call keeps them as bytes and asks is_empty in
    one native call (native.empty_arrays); anything else packs them first. Either way the answers are
    the one-by-one ones, and changing the caller's arrays afterwards changes nothing."""
    n, cons = system
    A = np.array([c for _, c, _ in cons], dtype=np.int64).reshape(len(cons), n)
    c = np.array([k for _, _, k in cons], dtype=np.int64)
    eq = np.array([e for e, _, _ in cons], dtype=bool)
    for kernel in native.available_kernels():
        a = one_by_one(n, cons, kernel)
        b = System(n, kernel=kernel)
        b.add_rows(A.copy(), c.copy(), eq.copy() if eq.any() else None)
        mine = (A.copy(), c.copy())
        b2 = System(n, kernel=kernel)
        b2.add_rows(*mine, eq if eq.any() else None)
        mine[0][:] = 7  # the caller reuses its arrays: b2 keeps what it was given
        mine[1][:] = -100
        want = a.is_empty(integer)
        assert b.is_empty(integer) == b2.is_empty(integer) == want
        assert b.is_empty(not integer) == a.is_empty(not integer)
        assert b2.constraints == a.constraints
        snap = b.snapshot()  # packs the rows
        b.add_ineq(extra[:n], k)
        a.add_ineq(extra[:n], k)
        assert b.is_empty() == a.is_empty() and b.sample() == a.sample()
        b.rollback(snap)
        assert b.constraints == [(bool(e), tuple(v), kk) for e, v, kk in cons]
        assert b.is_empty(integer) == want


def test_empty_arrays_checks_sizes():
    kernel = native.default_kernel()
    A, c = np.array([[1], [-1]], dtype=np.int64), np.array([0, -1], dtype=np.int64)  # x >= 0, x <= -1
    assert native.empty_arrays(1, 2, A.tobytes(), c.tobytes(), None, integer=True, kernel=kernel,
                               node_budget=10) == 1
    assert native.empty_arrays(1, 2, A.tobytes(), c.tobytes(), bytes([1, 0]), integer=False, kernel=kernel,
                               node_budget=10) == 1  # x == 0 and x <= -1
    assert native.empty_arrays(1, 1, A[:1].tobytes(), c[:1].tobytes(), None, integer=True, kernel=kernel,
                               node_budget=10) == 0
    with pytest.raises(ValueError, match="do not hold"):
        native.empty_arrays(1, 3, A.tobytes(), c.tobytes(), None, integer=True, kernel=kernel, node_budget=10)
    with pytest.raises(ValueError, match="do not hold"):
        native.empty_arrays(1, 2, A.tobytes(), c.tobytes(), b"\x01", integer=True, kernel=kernel, node_budget=10)


def test_add_rows_wide_values_and_errors():
    s = System(2)
    s.add_rows(np.array([[2**70, 1], [-1, 0]], dtype=object), [0, 5])  # beyond int64: one by one
    assert s.tier == "big" and not s.is_empty()
    s = System(2)
    s.add_rows(np.array([[1, 0], [-1, 0]], dtype=np.int64), np.array([-(2**63 - 1), 2**63 - 1]))
    assert not s.is_empty(integer=False)
    with pytest.raises(ValueError, match="shape"):
        System(2).add_rows(np.zeros((2, 3), dtype=np.int64), [0, 0])
    with pytest.raises(ValueError, match="one-dimensional"):
        System(2).add_rows(np.zeros((2, 2), dtype=np.int64), [[0, 0]])
    with pytest.raises(ValueError, match="eq"):
        System(2).add_rows(np.zeros((2, 2), dtype=np.int64), [0, 0], eq=[True])
    with pytest.raises(TypeError, match="integers"):
        System(2).add_rows(np.zeros((1, 2)), [0])
    n = native.MAX_VARS + 3                 # more variables than the native tableau holds
    s = System(n)
    s.add_rows(np.eye(n, dtype=np.int64), np.zeros(n, dtype=np.int64))
    s.add_rows(-np.ones((1, n), dtype=np.int64), [0])
    assert s.tier == "big" and s.sample() == [0] * n
    s = System(2)
    s.add_rows(np.array([[1, 0]], dtype=np.uint64), np.array([2**63], dtype=np.uint64))  # > int64
    assert s.constraints == [(False, (1, 0), 2**63)] and not s.is_empty()
    s = System(2)
    s.add_rows(np.array([[2, 0], [0, 0]]), [1, 0], eq=[True, False])  # 2x + 1 == 0: integer empty
    assert s.is_empty() and not s.is_empty(integer=False)
    s = System(2)
    s.add_rows(np.zeros((0, 2), dtype=np.int64), [])
    assert s.constraints == [] and not s.is_empty()


def test_empty_with_overflow_and_bad_questions():
    # questions whose rows overflow int64 inside the tableau: the native tableau is dropped and the
    # Python tier answers, the system still whole afterwards
    s = System(2)
    s.add_ineq([1, 0], 0)
    s.add_ineq([0, 1], 0)
    big = 2**62
    q = [(False, (big, big - 1), -big), (False, (-(big - 3), big), 7), (False, (-1, -1), 2**40)]
    got = s.empty_with([q, [(False, (-1, 0), -1)], []])
    assert got == [ref.isl_empty(2, s.constraints + q), True, False]
    assert not s.is_empty() and len(s.constraints) == 2
    with pytest.raises(ValueError, match="expected 2 coefficients"):
        s.empty_with([[(False, (1, 2, 3), 0)]])
    assert len(s.constraints) == 2


@given(systems(), st.booleans())
def test_one_call_emptiness_equals_the_tableau(system, integer):
    """A System without a tableau asks is_empty in one native call (native.empty_rows); a System
    that has one (after a snapshot) asks the tableau: the same answers, and isl's."""
    n, cons = system
    want = ref.isl_empty(n, cons) if integer else ref.rational_empty(n, cons)
    for kernel in native.available_kernels():
        s = from_arrays(n, cons, kernel, 1)
        assert s._nat is None and s._nati is None
        assert s.is_empty(integer) == want, kernel
        assert s._nat is None and s._nati is None  # the one-call path answered
        s.snapshot()
        assert s.is_empty(integer) == want, kernel


def test_one_call_emptiness_bounded_and_unbounded_systems():
    """The benchmark's 19x30 systems: bounds on fresh variables go in without rows or pivots
    (push_bound), the rest as usual; one call, the tableau and the batch agree."""
    import random

    from benchmarks.simplex.bench import random_systems
    rng = random.Random(14)
    for bounded in (True, False):
        for n, cons in random_systems(rng, 12, bounded):
            A = np.array([c for _, c, _ in cons], dtype=np.int64)
            k = np.array([c for _, _, c in cons], dtype=np.int64)
            once = System(n)
            once.add_rows(A, k)
            tab = System(n)
            tab.add_rows(A, k)
            tab.snapshot()
            assert once.is_empty() == tab.is_empty() == (tab.sample() is None)
            assert once.is_empty(False) == tab.is_empty(False)


def test_empty_rows_checks_sizes():
    kernel = native.default_kernel()
    flat = np.zeros(2 * 3, dtype=np.int64).tobytes()
    assert native.empty_rows(1, flat, 2, integer=True, kernel=kernel, node_budget=10) == 0
    with pytest.raises(ValueError, match="do not hold"):
        native.empty_rows(1, flat, 3, integer=True, kernel=kernel, node_budget=10)
    with pytest.raises(ValueError, match="do not hold"):
        native.empty_rows(native.MAX_VARS + 1, b"", 0, integer=True, kernel=kernel, node_budget=10)
    with pytest.raises(ValueError):
        native.empty_rows(1, flat, 2, integer=True, kernel="no-such-kernel", node_budget=10)

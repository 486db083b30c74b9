"""Complete integer emptiness: unbounded (and bounded) systems against islpy, on every kernel and the
Python tier, never undecided. The unbounded case is the recession-cone split (absint.poly.bigsimplex,
integer_point_complete, and its native twin complete_point in simd/src/simplex.c)."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import spx_reference as ref
from absint.native import simplex as native
from absint.poly import System, is_empty_many
from absint.poly.bigsimplex import implicit_equalities, integer_point_complete, unimodular_split
from benchmarks.simplex.bench import random_systems

KERNELS = native.available_kernels() + ["big"]


def build(n, cons, kernel, budget=20_000):
    s = System(n, kernel=kernel, node_budget=budget)
    for is_eq, coeffs, const in cons:
        (s.add_eq if is_eq else s.add_ineq)(coeffs, const)
    return s


@st.composite
def systems(draw, bounded):
    """Small systems: random rows (a few equalities), often a thin strip k <= a.x <= k + s whose
    integer points lie far out or nowhere (where plain branch and bound wanders), a box if bounded."""
    n = draw(st.integers(1, 5))
    coef = st.integers(-9, 9)
    cons = [(draw(st.booleans()) and draw(st.booleans()) and draw(st.booleans()),
             tuple(draw(st.lists(coef, min_size=n, max_size=n))), draw(st.integers(-8, 8)))
            for _ in range(draw(st.integers(0, 5)))]
    if n > 1 and draw(st.booleans()):
        a = tuple(draw(st.lists(st.integers(-13, 13), min_size=n, max_size=n)))
        k = draw(st.integers(-6, 6))
        cons += [(False, a, -k), (False, tuple(-x for x in a), k + draw(st.integers(0, 1)))]
    if bounded:
        cons += ref.box(n, draw(st.integers(2, 30)))
    return n, cons


def check(n, cons, kernels=KERNELS):
    want = ref.isl_empty(n, cons)
    for kernel in kernels:
        s = build(n, cons, kernel)
        point = s.sample()  # raises UndecidedError (failing the test) if the search gave up
        assert (point is None) == want, (kernel, n, cons, point)
        if point is not None:
            assert ref.satisfies(cons, point), (kernel, cons, point)
        assert s.is_empty() == want
    return want


@settings(max_examples=150)
@given(systems(bounded=False))
def test_unbounded_agrees_with_isl(system):
    check(*system)


@settings(max_examples=60)
@given(systems(bounded=True))
def test_bounded_agrees_with_isl(system):
    check(*system)


def test_prover_shaped_19x30_systems():
    """The benchmark's random 19x30 systems (sparse rows), unbounded and bounded: one batch call per
    kernel and the System path of the default kernel, against islpy; nothing undecided."""
    rng = random.Random(14)
    for bounded in (False, True):
        suite = random_systems(rng, 16, bounded)
        want = [ref.isl_empty(n, rows) for n, rows in suite]
        built = [build(n, rows, native.default_kernel()) for n, rows in suite]
        for kernel in native.available_kernels():
            assert is_empty_many(built, kernel=kernel) == want, kernel
        for s, w in zip(built, want):
            p = s.sample()
            assert (p is None) == w and (p is None or ref.satisfies(s.constraints, p))


def test_strip_needs_the_split():
    # 5x - 7y in [0, 1] and x - y >= 100: the first integer points lie far from the rational optimum.
    cons = [(False, (5, -7), 0), (False, (-5, 7), 1), (False, (1, -1), -100)]
    for kernel in KERNELS:
        s = build(2, cons, kernel, budget=50)
        p = s.sample()
        assert p is not None and ref.satisfies(cons, p)
        assert s.stats().get("nodes", 65) > 0
    # the same strip shifted between the lattice lines: 5x - 7y = 1/2 has no integer point, nor
    # does 10x - 14y in [1, 1]: empty, and an unbounded one
    cons = [(False, (10, -14), -1), (False, (-10, 14), 1), (False, (1, -1), -100)]
    for kernel in KERNELS:
        assert build(2, cons, kernel, budget=50).is_empty()


def test_integer_empty_line_without_gcd_certificate():
    # x = 2u and x = 2v + 1: a line of rational points, no integer one, and no single row's gcd
    # shows it. Plain branch and bound walks along the line forever; the split decides at once.
    cons = [(True, (1, -2, 0), 0), (True, (1, 0, -2), -1)]
    for kernel in KERNELS:
        s = build(3, cons, kernel, budget=200)
        assert not s.is_empty(integer=False) and s.is_empty()
    cons[1] = (True, (1, 0, -2), -2)  # x = 2v + 2: the even x, found
    for kernel in KERNELS:
        p = build(3, cons, kernel, budget=200).sample()
        assert p is not None and ref.satisfies(cons, p)


@given(st.lists(st.lists(st.integers(-20, 20), min_size=4, max_size=4), min_size=0, max_size=4))
def test_unimodular_split(M):
    n = 4
    U, r = unimodular_split(n, M)
    assert abs(_det(U)) == 1
    assert r == _rank(M)
    for row in M:
        assert all(sum(row[i] * U[i][k] for i in range(n)) == 0 for k in range(r, n))


@given(st.lists(st.lists(st.integers(-3, 3), min_size=3, max_size=3), min_size=1, max_size=6))
def test_implicit_equalities_of_a_cone(A):
    """Row i is an implicit equality of {y : A y >= 0} iff max a_i.y over the cone within a box is 0."""
    got = implicit_equalities(3, [(a, 0) for a in A])
    for a, imp in zip(A, got):
        s = System(3, kernel="big")
        for b in A:
            s.add_ineq(b, 0)
        for k in range(3):
            e = [0] * 3
            e[k] = 1
            s.add_ineq(e, 1)
            s.add_ineq([-x for x in e], 1)
        assert (s.maximize(a) == 0) == imp, (A, a)


def test_complete_search_python_twin_direct():
    cons = [(False, (5, -7), 0), (False, (-5, 7), 1), (False, (1, -1), -100)]
    kind, p = integer_point_complete(2, cons, [10])
    assert kind == "found" and ref.satisfies(cons, p)
    kind, p = integer_point_complete(3, [(True, (1, -2, 0), 0), (True, (1, 0, -2), -1)], [10])
    assert kind == "empty" and p is None


def _det(U):
    from fractions import Fraction
    A = [[Fraction(x) for x in row] for row in U]
    n, d = len(A), Fraction(1)
    for c in range(n):
        p = next((i for i in range(c, n) if A[i][c]), None)
        if p is None:
            return 0
        if p != c:
            A[c], A[p] = A[p], A[c]
            d = -d
        d *= A[c][c]
        for i in range(c + 1, n):
            f = A[i][c] / A[c][c]
            A[i] = [x - f * y for x, y in zip(A[i], A[c])]
    return d


def _rank(M):
    from fractions import Fraction
    A = [[Fraction(x) for x in row] for row in M]
    r = 0
    for c in range(len(A[0]) if A else 0):
        p = next((i for i in range(r, len(A)) if A[i][c]), None)
        if p is None:
            continue
        A[r], A[p] = A[p], A[r]
        for i in range(len(A)):
            if i != r and A[i][c]:
                f = A[i][c] / A[r][c]
                A[i] = [x - f * y for x, y in zip(A[i], A[r])]
        r += 1
    return r

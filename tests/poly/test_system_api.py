"""The System API contract, its errors, kernel selection, and systems that force every tier (int16,
float-int24, int64, Python ints up to 127-bit values)."""
import random
from fractions import Fraction

import pytest

import spx_reference as ref
from absint.native import simplex as native
from absint.poly import EmptySystemError, System, UndecidedError, is_empty_many

KERNELS = native.available_kernels() + ["big"]


def build(n, cons, kernel, **kw):
    s = System(n, kernel=kernel, **kw)
    for is_eq, coeffs, const in cons:
        (s.add_eq if is_eq else s.add_ineq)(coeffs, const)
    return s


@pytest.mark.parametrize("kernel", KERNELS)
def test_documented_example(kernel):
    s = System(2, kernel=kernel)
    s.add_ineq([1, 0], 0)        # x >= 0
    s.add_ineq([-1, -1], 9)      # x + y <= 9
    s.add_eq([2, -2], 1)         # 2x - 2y + 1 == 0
    assert s.is_empty(integer=False) is False
    assert s.is_empty() is True and s.sample() is None
    assert s.minimize([1, 1]) == Fraction(1, 2)   # x = 0, y = 1/2
    assert s.maximize([1, 0]) == Fraction(17, 4)  # x + y = 9 with y = x + 1/2


@pytest.mark.parametrize("kernel", KERNELS)
def test_minimize_sample_snapshot(kernel):
    s = System(2, kernel=kernel)
    s.add_ineq([1, 0], 0)
    s.add_ineq([0, 1], 0)
    assert s.minimize([1, 1]) == 0
    assert s.minimize([-1, 0]) is None            # unbounded below
    base = s.snapshot()
    s.add_ineq([-3, -3], 10)                      # 3x + 3y <= 10: still integer points
    assert s.minimize([-1, -1]) == Fraction(-10, 3)
    inner = s.snapshot()
    s.add_ineq([3, 3], -10)                       # 3x + 3y >= 10 too: rational line, no integer point
    assert not s.is_empty(integer=False) and s.is_empty()
    s.add_ineq([1, 1], -4)                        # x + y >= 4: empty over the rationals
    assert s.is_empty(integer=False)
    with pytest.raises(EmptySystemError):
        s.minimize([1, 0])
    s.rollback(inner)
    point = s.sample()
    assert point is not None and 3 * sum(point) <= 10 and min(point) >= 0
    s.rollback(base)
    assert s.minimize([-1, -1]) is None
    with pytest.raises(ValueError, match="stale"):
        s.rollback(inner)


def test_bad_arguments_are_clear_errors():
    with pytest.raises(ValueError, match="nvars"):
        System(-1)
    with pytest.raises(TypeError):
        System("3")
    with pytest.raises(ValueError, match="unknown simplex kernel"):
        System(2, kernel="gpu")
    s = System(2)
    with pytest.raises(ValueError, match="expected 2 coefficients"):
        s.add_ineq([1], 0)
    with pytest.raises(TypeError, match="integers"):
        s.add_ineq([1.5, 0], 0)
    with pytest.raises(TypeError, match="constant"):
        s.add_eq([1, 0], 0.5)
    with pytest.raises(ValueError, match="not a snapshot of this system"):
        s.rollback(System(2).snapshot())
    with pytest.raises(ValueError, match="expected 2"):
        s.minimize([1, 2, 3])
    assert s.constraints == []  # nothing half-added


def test_kernel_selection_follows_absint_simd(monkeypatch):
    monkeypatch.setenv("ABSINT_SIMD", "scalar")
    assert native.default_kernel() == "i64" and System(1).kernel == "i64"
    monkeypatch.setenv("ABSINT_SIMD", "reference")
    assert native.default_kernel() == "i64"
    monkeypatch.setenv("ABSINT_SIMD", "bogus")
    with pytest.raises(ValueError, match="ABSINT_SIMD"):
        native.default_kernel()
    for level, kernel in (("avx2", "i16-avx2"), ("avx512", "i16-avx512")):
        monkeypatch.setenv("ABSINT_SIMD", level)
        if native.can_run(kernel):
            assert native.default_kernel() == kernel
        else:
            with pytest.raises(ValueError, match="needs"):
                native.default_kernel()


def test_unbounded_integer_search_is_complete():
    # A strip between two parallel lines: unbounded, its integer points far from the rational
    # optimum, not caught by the gcd tests. Plain branch and bound gives up within this budget; the
    # recession-cone split decides (the budget guards each search, it is never hit here).
    cons = [(False, (5, -7), 0), (False, (-5, 7), 1), (False, (1, -1), -100)]
    for kernel in KERNELS:
        s = build(2, cons, kernel, node_budget=50)
        assert s.is_empty() == ref.isl_empty(2, cons) is False
        assert ref.satisfies(cons, s.sample())


def test_node_budget_still_guards():
    # A bounded search that needs more than one node, under a zero budget: undecided, never a guess.
    cons = [(True, (3, 2), -1), (False, (1, 0), 0), (False, (-1, 0), 1)]  # 3x + 2y = 1, 0 <= x <= 1
    for kernel in KERNELS:
        with pytest.raises(UndecidedError, match="node_budget"):
            build(2, cons, kernel, node_budget=0).is_empty()


def test_many_variables_use_the_python_tier():
    n = native.MAX_VARS + 8
    s = System(n)
    for k in range(n):
        e = [0] * n
        e[k] = 1
        s.add_ineq(e, -k)                          # x_k >= k
    s.add_ineq([-1] * n, n * (n - 1) // 2)         # sum x_k <= sum k: exactly one point
    assert s.tier == "big"
    assert s.sample() == list(range(n))
    s.add_ineq([-1] + [0] * (n - 1), -1)           # x_0 <= -1
    assert s.is_empty(integer=False)


def random_scaled(rng, bits):
    """A small random boxed system whose coefficients and constants have about `bits` bits."""
    n = rng.randint(2, 3)
    cons = []
    big = 2 ** bits
    for _ in range(rng.randint(2, 4)):
        coeffs = tuple(rng.randint(-big, big) for _ in range(n))
        cons.append((rng.random() < 0.2, coeffs, rng.randint(-big, big)))
    return n, cons + ref.box(n, 3)


def test_every_tier_up_to_127_bits():
    """Coefficients of 3..127 bits: every answer agrees with the references on every kernel, and the
    tableaux end in every tier (int16, float-int24, int64, Python ints)."""
    rng = random.Random(127)
    reached = set()
    for bits in (3, 8, 12, 20, 30, 62, 100, 127):
        for _ in range(12):
            n, cons = random_scaled(rng, bits)
            rat = ref.rational_empty(n, cons)
            integer = ref.isl_empty(n, cons)
            obj = [rng.randint(-5, 5) for _ in range(n)]
            want_min = None if rat else ref.rational_min(n, cons, obj, 0)
            for kernel in KERNELS:
                s = build(n, cons, kernel)
                assert s.is_empty(integer=False) == rat, (kernel, bits, cons)
                if not rat:
                    assert s.minimize(obj) == want_min, (kernel, bits, cons)
                assert s.is_empty() == integer, (kernel, bits, cons)
                point = s.sample()
                assert (point is None) == integer and (point is None or ref.satisfies(cons, point))
                reached.add(s.tier)
    assert reached >= {"i16", "f24", "i64", "big"}, reached


def test_batch_mixes_native_and_python_tiers():
    systems = []
    for k in (1, 2 ** 70):  # the second does not fit int64: answered in Python ints
        s = System(1)
        s.add_ineq([2 * k], -k)       # 2k x >= k  -> x >= 1/2
        s.add_ineq([-2 * k], k)       # x <= 1/2
        systems.append(s)
    assert is_empty_many(systems, integer=False) == [False, False]
    assert is_empty_many(systems, integer=True) == [True, True]
    with pytest.raises(TypeError):
        is_empty_many([object()])


def test_batch_arrays_validate():
    import numpy as np

    with pytest.raises(ValueError, match="rows holds"):
        native.batch_empty_arrays(np.array([1]), np.array([1]), np.zeros(2, np.int64), integer=True,
                                  kernel="i64", node_budget=10)
    with pytest.raises(ValueError, match="nvars must be"):
        native.batch_empty_arrays(np.array([99]), np.array([0]), np.zeros(0, np.int64), integer=True,
                                  kernel="i64", node_budget=10)
    out = native.batch_empty_arrays(np.array([1, 1]), np.array([1, 1]),
                                    np.array([1, 1, 2, 0, -1, 0], np.int64), integer=True,
                                    kernel="i64", node_budget=10)
    assert out.tolist() == [1, 1]


def test_native_tableau_checks_its_arguments():
    t = native.NativeTableau(2, "i64")
    with pytest.raises(ValueError, match="at most"):
        native.NativeTableau(native.MAX_VARS + 1, "i64")
    with pytest.raises(ValueError, match="row width"):
        t.add_rows([(False, (1,), 0)])
    with pytest.raises(ValueError, match="expected 2"):
        t.minimize([1], 0)
    with pytest.raises(ValueError, match="not a snapshot"):
        t.rollback(5)
    with pytest.raises(ValueError, match="node_budget"):
        t.integer_point(-1)
    with pytest.raises(native.NativeOverflow):
        t.add_rows([(False, (2**63, 0), 0)])

"""Every kernel of the simplex against the exact references (Fourier-Motzkin over Fractions, box
enumeration) and islpy, on generated systems: feasible, infeasible, integer-empty but rationally
feasible, unbounded, degenerate, with equalities. A hypothesis run (default profile) plus a seeded
sweep; together over 10,000 systems."""
import collections
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import spx_reference as ref
from absint.native import simplex as native
from absint.poly import EmptySystemError, System, is_empty_many

KERNELS = native.available_kernels() + ["big"]
KINDS = ["mixed", "degenerate", "equalities", "unbounded", "thin"]
SWEEP = 9_300  # + 60 + 60 hypothesis examples + 600 batch systems: over 10,000


def build(n, cons, kernel):
    s = System(n, kernel=kernel, node_budget=2000)
    for is_eq, coeffs, const in cons:
        (s.add_eq if is_eq else s.add_ineq)(coeffs, const)
    return s


def check(n, cons, b, rng):
    """Asserts every kernel agrees with the oracles; returns the categories the system falls in."""
    rat_empty = ref.rational_empty(n, cons)
    int_empty = ref.isl_empty(n, cons)
    if b is not None:
        assert (len(ref.integer_points_in_box(n, cons, b)) == 0) == int_empty, "islpy vs enumeration"
    objective = [rng.randint(-3, 3) for _ in range(n)]
    want_min = None if rat_empty else ref.rational_min(n, cons, objective, 2)
    samples = set()
    for kernel in KERNELS:
        s = build(n, cons, kernel)
        assert s.is_empty(integer=False) == rat_empty, (kernel, cons)
        if rat_empty:
            with pytest.raises(EmptySystemError):
                s.minimize(objective, 2)
        else:
            assert s.minimize(objective, 2) == want_min, (kernel, cons)
        empty, point = s.is_empty(), s.sample()  # complete: never UndecidedError, bounded or not
        assert empty == int_empty, (kernel, cons)
        assert (point is None) == empty
        if point is not None:
            assert ref.satisfies(cons, point), (kernel, cons, point)
        if kernel != "big":  # (big minimizes on a copy, so its basis, and sample, may differ)
            samples.add(None if point is None else tuple(point))
    assert len(samples) <= 1, f"native kernels disagree on the sample: {samples}"  # same pivots
    cats = {"rational-empty" if rat_empty else "integer-empty-only" if int_empty else "feasible"}
    if b is None:
        cats.add("unbounded-box")
    if not rat_empty and want_min is None:
        cats.add("unbounded-objective")
    if any(e for e, _, _ in cons):
        cats.add("equalities")
    return cats


@given(seed=st.integers(0, 2**32 - 1), kind=st.sampled_from(KINDS))
def test_agrees_with_references(seed, kind):
    rng = random.Random(seed)
    n, cons, b = ref.random_system(rng, kind)
    check(n, cons, b, rng)


@given(seed=st.integers(0, 2**32 - 1))
def test_snapshot_rollback_equals_fresh(seed):
    rng = random.Random(seed)
    n, base, _ = ref.random_system(rng, "mixed")
    _, extra, _ = ref.random_system(random.Random(seed + 1), "unbounded")
    extra = [(e, (tuple(c) + (0,) * n)[:n], k) for e, c, k in extra]
    for kernel in KERNELS:
        s = build(n, base, kernel)
        before = (s.is_empty(False), s.is_empty())
        snap = s.snapshot()
        for is_eq, coeffs, const in extra:
            (s.add_eq if is_eq else s.add_ineq)(coeffs, const)
        assert s.is_empty(False) == ref.rational_empty(n, base + extra)
        s.rollback(snap)
        assert (s.is_empty(False), s.is_empty()) == before
        point = s.sample()  # the basis may differ from before, so the sample may too
        assert point is None or ref.satisfies(base, point)
        s.rollback(snap)  # a snapshot stays valid for repeated rollbacks
        assert s.is_empty(False) == before[0]


def test_seeded_sweep():
    """SWEEP systems, spread over every kind; each category must actually occur."""
    rng = random.Random(20261122)
    seen = collections.Counter()
    for i in range(SWEEP):
        n, cons, b = ref.random_system(rng, KINDS[i % len(KINDS)])
        seen.update(check(n, cons, b, rng))
    for cat in ("rational-empty", "integer-empty-only", "feasible", "unbounded-box",
                "unbounded-objective", "equalities"):
        assert seen[cat] >= 50, (cat, seen)


@pytest.mark.parametrize("integer", [False, True])
def test_batch_agrees_with_single(integer):
    rng = random.Random(7)
    systems, want = [], []
    for i in range(300):
        n, cons, b = ref.random_system(rng, KINDS[i % 3])  # bounded kinds: always decided
        systems.append(build(n, cons, native.default_kernel()))
        want.append(ref.isl_empty(n, cons) if integer else ref.rational_empty(n, cons))
    for kernel in KERNELS:
        assert is_empty_many(systems, integer, kernel=kernel) == want

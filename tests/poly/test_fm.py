"""The exact projection (absint_spx_fm_empty, simd/src/simplex_fm.c): Fourier-Motzkin run only where it
is exact. Whenever it answers, the answer is islpy's (integer) and the exact rational reference's; when
it gives up (ABSINT_SPX_UNDECIDED) the tableau decides. The paths that use it (batch_empty, empty_with,
coalescing) are checked against islpy in their own tests; here the projection alone, on unbounded,
bounded, equality-heavy and non-unit systems, and its refusals."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import spx_reference as ref
from absint.native import simplex as native
from absint.native._lib import ffi, lib


def fm_empty(n, cons, integer=True):
    flat = np.array([v for e, c, k in cons for v in ((1 if e else 0), k, *c)] or [0], dtype=np.int64)
    return lib.absint_spx_fm_empty(n, len(cons), ffi.from_buffer("int64_t[]", flat), 1 if integer else 0)


@st.composite
def systems(draw, unit=True):
    n = draw(st.integers(0, 5))
    m = draw(st.integers(0, 9))
    coef = st.sampled_from([-1, 0, 0, 1]) if unit else st.integers(-4, 4)
    cons = [(draw(st.integers(0, 4)) == 0, tuple(draw(st.lists(coef, min_size=n, max_size=n))),
             draw(st.integers(-9, 9))) for _ in range(m)]
    if draw(st.booleans()):
        cons += ref.box(n, draw(st.integers(0, 4)))
    return n, cons


@settings(max_examples=400)
@given(systems(unit=True))
def test_unit_systems_agree_with_isl(system):
    n, cons = system
    got = fm_empty(n, cons)
    assert got in (0, 1, native.UNDECIDED)
    if got != native.UNDECIDED:
        assert bool(got) == ref.isl_empty(n, cons)


@settings(max_examples=400)
@given(systems(unit=False))
def test_general_systems_agree_or_give_up(system):
    n, cons = system
    got = fm_empty(n, cons)
    if got != native.UNDECIDED:
        assert bool(got) == ref.isl_empty(n, cons)
    rat = fm_empty(n, cons, integer=False)
    if n <= 8:  # over the rationals every elimination is exact: it gives up only on size or overflow
        if rat != native.UNDECIDED:
            assert bool(rat) == ref.rational_empty(n, cons)


def test_needs_an_inexact_elimination_gives_up():
    # 2x - 3y in [1, 1] has integer points; 2 <= 3y - 2x... : the pairs of x have coefficients 2 and 3
    cons = [(False, (2, -3), -1), (False, (-2, 3), 1), (False, (3, 2), -1), (False, (-3, -2), 20)]
    assert fm_empty(2, cons) == native.UNDECIDED
    assert fm_empty(2, cons, integer=False) in (0, 1)


def test_parity_is_exact_through_tightening():
    # 2x == 2y + 1: no integer point (the two tightened rows contradict), rational points exist
    cons = [(True, (2, -2), -1)]
    assert fm_empty(2, cons) == 1
    assert fm_empty(2, cons, integer=False) == 0


def test_loop_nest_queries_are_decided():
    import random

    from benchmarks.simplex.bench import loop_nest_queries

    for n, rows in loop_nest_queries(random.Random(7), 200):
        got = fm_empty(n, rows)
        assert got != native.UNDECIDED
        assert bool(got) == ref.isl_empty(n, rows)


def test_overflow_and_size_give_up():
    big = 2 ** 62
    cons = [(False, (big, 1), 0), (False, (-3, -big), 5), (False, (1, -1), 0), (False, (-1, 1), big)]
    assert fm_empty(2, cons) in (0, 1, native.UNDECIDED)
    if fm_empty(2, cons) != native.UNDECIDED:
        assert bool(fm_empty(2, cons)) == ref.isl_empty(2, cons)
    nine = [(False, tuple(1 if k == j else 0 for k in range(9)), 0) for j in range(9)]
    assert fm_empty(9, nine) == native.UNDECIDED  # more variables than the projection takes


def test_bad_arguments():
    flat = np.array([2, 0, 1], dtype=np.int64)
    assert lib.absint_spx_fm_empty(1, 1, ffi.from_buffer("int64_t[]", flat), 1) == lib.ABSINT_EINVAL
    assert lib.absint_spx_fm_empty(-1, 0, ffi.NULL, 1) == lib.ABSINT_EINVAL
    assert lib.absint_spx_fm_empty(1, 1, ffi.NULL, 1) == lib.ABSINT_EINVAL
    assert lib.absint_spx_fm_empty(1, 0, ffi.NULL, 2) == lib.ABSINT_EINVAL
    assert lib.absint_spx_fm_empty(0, 0, ffi.NULL, 1) == 0

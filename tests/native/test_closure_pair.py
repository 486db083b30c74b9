"""The pair form (x < y and x <= y closed together): every kernel the CPU runs gives the same s and l
as `reference`, which gives those of an independent numpy fixpoint; a strict cycle is reported by
every kernel (s is then unspecified, l still exact); API contract and errors."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import absint.native as native
from absint.native import BitMatrix, ClosureTuning, transitive_closure_pair
from absint.native.closure import time_closure_pair

KERNELS = native.kernels()


def pair_oracle(s: np.ndarray, le: np.ndarray):
    """(s, l) closed by squaring: l = transitive closure of le | s; s = pairs joined by a path with a
    strict edge (s | l.s | s.l | l.s.l over the closed l)."""
    l = (le | s).astype(np.int64)
    while True:
        nxt = ((l + l @ l) > 0).astype(np.int64)
        if np.array_equal(nxt, l):
            break
        l = nxt
    si = s.astype(np.int64)
    lr = l + np.eye(len(l), dtype=np.int64)          # reflexive: a path may start or end at the edge
    strict = (lr @ si @ lr) > 0
    return strict, l.astype(bool)


def random_pair(n, density, span, seed, cyclic=False):
    """Around a hidden valuation in [0, span): x <= y bits where value(x) <= value(y) (ties make
    cycles of l), x < y bits where value(x) < value(y), so s stays acyclic; cyclic adds one arbitrary
    strict bit (mostly a strict cycle then)."""
    rng = np.random.default_rng(seed)
    v = rng.integers(0, span, n)
    pick = rng.random((n, n)) < density
    half = rng.random((n, n)) < 0.5
    s = pick & half & (v[:, None] < v[None, :])
    le = pick & ~half & (v[:, None] <= v[None, :])
    if cyclic and n:
        s[rng.integers(n), rng.integers(n)] = True
    return s, le


def closed_pair(kernel, s, le, tuning=None):
    ms, ml = BitMatrix.from_numpy(s), BitMatrix.from_numpy(le)
    cycle = transitive_closure_pair(ms, ml, kernel, tuning)
    return ms, ml, cycle


def assert_pair_kernels_agree(s, le, tuning=None):
    rs, rl, rcycle = closed_pair("reference", s, le)
    for kernel in KERNELS[1:]:
        ms, ml, cycle = closed_pair(kernel, s, le, tuning)
        assert cycle == rcycle, kernel
        assert ml.equals(rl), f"{kernel}: l differs at n={len(s)}"
        if not rcycle:
            assert ms.equals(rs), f"{kernel}: s differs at n={len(s)}"
            assert ms.is_subset(ml)


@given(n=st.integers(0, 45), density=st.sampled_from([0.0, 0.05, 0.2, 0.6, 1.0]),
       span=st.sampled_from([2, 5, 1000]), seed=st.integers(0, 2**32 - 1), cyclic=st.booleans())
def test_reference_matches_the_oracle(n, density, span, seed, cyclic):
    s, le = random_pair(n, density, span, seed, cyclic)
    rs, rl, rcycle = closed_pair("reference", s, le)
    want_s, want_l = pair_oracle(s, le)
    assert rcycle == bool(np.diagonal(want_s).any())
    assert np.array_equal(rl.to_numpy(), want_l)
    if not rcycle:
        assert np.array_equal(rs.to_numpy(), want_s)


@given(n=st.one_of(st.integers(0, 140), st.sampled_from([63, 64, 65, 127, 128, 129])),
       density=st.sampled_from([0.0, 0.01, 0.05, 0.2, 0.6, 1.0]), span=st.sampled_from([3, 40, 10**6]),
       seed=st.integers(0, 2**32 - 1), cyclic=st.booleans())
def test_every_kernel_matches_reference_small(n, density, span, seed, cyclic):
    assert_pair_kernels_agree(*random_pair(n, density, span, seed, cyclic))


@settings(max_examples=10)
@given(n=st.one_of(st.integers(141, 600), st.sampled_from([511, 512, 513])),
       density=st.sampled_from([0.002, 0.01, 0.05, 0.3]), span=st.sampled_from([5, 10**6]),
       seed=st.integers(0, 2**32 - 1))
def test_every_kernel_matches_reference_large(n, density, span, seed):
    assert_pair_kernels_agree(*random_pair(n, density, span, seed))


@given(n=st.integers(1, 300), tile=st.sampled_from([64, 128, 192, 256, 1024]), width=st.integers(1, 8),
       dense=st.sampled_from([0, 4, 12, 40, 65]), density=st.sampled_from([0.01, 0.05, 0.2]),
       span=st.sampled_from([4, 10**6]), seed=st.integers(0, 2**32 - 1))
def test_tiled_kernels_are_correct_for_every_tuning(n, tile, width, dense, density, span, seed):
    assert_pair_kernels_agree(*random_pair(n, density, span, seed), ClosureTuning(tile, width, dense))


@settings(max_examples=8)
@given(n=st.integers(513, 1100), tile=st.sampled_from([64, 128]), width=st.integers(1, 3),
       dense=st.sampled_from([0, 8, 65]), span=st.sampled_from([20, 10**6]), seed=st.integers(0, 2**32 - 1))
def test_tiled_kernels_with_several_column_segments(n, tile, width, dense, span, seed):
    """Several column segments (compared with scalar, itself compared with reference above)."""
    s, le = random_pair(n, 3.0 / n, span, seed)
    ws, wl, wcycle = closed_pair("scalar", s, le)
    for kernel in KERNELS[2:]:
        ms, ml, cycle = closed_pair(kernel, s, le, ClosureTuning(tile, width, dense))
        assert cycle == wcycle and ml.equals(wl) and ms.equals(ws), kernel


def test_small_cases_by_hand():
    for kernel in KERNELS:
        s, le = BitMatrix(4), BitMatrix(4)
        le.set(0, 1)
        s.set(1, 2)
        le.set(2, 3)                            # x0 <= x1 < x2 <= x3
        assert transitive_closure_pair(s, le, kernel) is False
        assert s.row(0) == [2, 3] and s.row(1) == [2, 3] and s.row(2) == []
        assert le.row(0) == [1, 2, 3] and le.row(2) == [3]
        le.set(3, 0)                            # and x3 <= x0: a strict cycle
        assert transitive_closure_pair(s, le, kernel) is True
        e, f = BitMatrix(3), BitMatrix(3)
        f.set(0, 1)
        f.set(1, 0)                             # x0 <= x1 <= x0: an equality, no cycle of s
        assert transitive_closure_pair(e, f, kernel) is False
        assert f.get(0, 0) and f.get(1, 1) and not f.get(2, 2) and e.count() == 0
    assert transitive_closure_pair(BitMatrix(0), BitMatrix(0)) is False


def test_pair_api_errors():
    s = BitMatrix(4)
    for bad in ((s, s), (s, BitMatrix(5)), (s, None), ("s", BitMatrix(4))):
        with pytest.raises(ValueError):
            transitive_closure_pair(*bad)
    with pytest.raises(ValueError):
        transitive_closure_pair(s, BitMatrix(4), "avx1024")
    with pytest.raises(ValueError):
        transitive_closure_pair(s, BitMatrix(4), "scalar", tuning=(64, 1, 1))
    with pytest.raises(ValueError):
        time_closure_pair(s, BitMatrix(4), "scalar", reps=0)
    best, median = time_closure_pair(s, BitMatrix(4), "scalar", reps=3)
    assert 0 < best <= median

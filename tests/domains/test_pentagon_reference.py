"""The native-backed Pentagon agrees with the dict-of-sets reference, and the C interval kernels (with
and without the non-strict relation) with their Python twins, for every kernel this CPU runs."""
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from absint.native import BitMatrix, kernels, transitive_closure, transitive_closure_pair
from absint.native.pentagon import close, close_le, reduce, reduce_le, reduce_python
from pentagon_strategies import constraints, pentagon, reference

INF = 2**63 - 1


@given(constraints())
def test_closure_matches_reference(c):
    assert pentagon(c).facts() == reference(c).facts()


@given(constraints(), constraints())
def test_join_meet_leq_widen_match_reference(c1, c2):
    n = min(len(c1[0]), len(c2[0]))
    c1 = _restrict(c1, n)
    c2 = _restrict(c2, n)
    p, q, rp, rq = pentagon(c1), pentagon(c2), reference(c1), reference(c2)
    assert p.join(q).facts() == rp.join(rq).facts()
    assert p.meet(q).facts() == rp.meet(rq).facts()
    assert p.leq(q) == rp.leq(rq)
    assert q.leq(p) == rq.leq(rp)
    assert p.widen(q, (-1, 2)).facts() == rp.widen(rq, (-1, 2)).facts()
    assert p.widen(q).facts() == rp.widen(rq).facts()


def _restrict(c, n):
    vs, intervals, lts, eqs, les = c
    vs = vs[:n]
    keep = set(vs)
    return (vs, {v: intervals[v] for v in vs}, [p for p in lts if set(p) <= keep],
            [p for p in eqs if set(p) <= keep], [p for p in les if set(p) <= keep])


@st.composite
def closed_dag_and_bounds(draw):
    n = draw(st.integers(0, 70))
    order = draw(st.permutations(range(n)))
    density = draw(st.sampled_from([0.0, 0.05, 0.3, 1.0]))
    seed = draw(st.integers(0, 2**32 - 1))
    rng = np.random.default_rng(seed)
    s = np.zeros((n, n), dtype=bool)
    rank = {v: k for k, v in enumerate(order)}
    for i in range(n):
        for j in range(n):
            if rank[i] < rank[j] and rng.random() < density:
                s[i, j] = True
    m = BitMatrix.from_numpy(s)
    assert not transitive_closure(m)
    lo = rng.integers(-50, 50, n).astype(np.int64)
    hi = lo + rng.integers(0, 200, n)
    lo[rng.random(n) < 0.3] = -INF
    hi[rng.random(n) < 0.3] = INF
    big = rng.random(n) < 0.1
    lo[big & (lo > -INF)] = 2**62 - 3     # near the top of int mode: saturation must hold
    hi[big] = INF
    return m, lo, hi


@pytest.mark.parametrize("kernel", kernels())
@given(case=closed_dag_and_bounds())
def test_native_reduce_matches_python_twin(kernel, case):
    m, lo, hi = case
    m2, lo2, hi2 = m.copy(), lo.copy(), hi.copy()
    out_native = reduce(m, lo, hi, kernel=kernel)
    out_python = reduce_python(m2, lo2, hi2)
    assert out_native == out_python
    if not out_native[0]:
        assert np.array_equal(lo, lo2) and np.array_equal(hi, hi2)
        assert m.equals(m2)


@pytest.mark.parametrize("kernel", kernels())
@given(case=closed_dag_and_bounds(), labels=st.lists(st.integers(0, 5), max_size=70))
def test_native_close_matches_python_path(kernel, case, labels):
    # the object-array (wide) path runs the Python twins; both must find the same closure, with
    # alias classes drawn from random labels (representative = first variable with the label)
    m, lo, hi = case
    labels = (labels + list(range(6, 6 + m.n)))[:m.n]
    first = {}
    cls = np.array([first.setdefault(lab, i) for i, lab in enumerate(labels)], dtype=np.intp)
    m2, lo2, hi2 = m.copy(), lo.astype(object), hi.astype(object)
    lo2[lo2 == -INF] = -2**128
    lo2[lo2 == INF] = 2**128
    hi2[hi2 == INF] = 2**128
    hi2[hi2 == -INF] = -2**128
    single = close(m, lo, hi, cls, kernel=kernel)
    assert single == close(m2, lo2, hi2, cls, kernel=kernel)
    if single is not None:
        assert m.equals(m2)
        back = lambda a: [None if abs(int(v)) >= INF else int(v) for v in a]  # noqa: E731
        assert back(lo) == back(lo2) and back(hi) == back(hi2)


def test_reduce_rejects_bad_arguments():
    m = BitMatrix(3)
    with pytest.raises(ValueError):
        reduce(m, np.zeros(2, dtype=np.int64), np.zeros(3, dtype=np.int64))
    with pytest.raises(ValueError):
        reduce(m, np.zeros(3, dtype=np.float64), np.zeros(3, dtype=np.float64))
    with pytest.raises(ValueError):
        reduce("m", np.zeros(3, dtype=np.int64), np.zeros(3, dtype=np.int64))
    with pytest.raises(ValueError):
        reduce(m, np.zeros(6, dtype=np.int64)[::2], np.zeros(3, dtype=np.int64))


@st.composite
def closed_pair_and_bounds(draw):
    """A closed (S, L) pair around a hidden valuation with ties (so L has cycles, their members
    marked on L's diagonal as the closure leaves them), and random bounds as closed_dag_and_bounds."""
    n = draw(st.integers(0, 70))
    density = draw(st.sampled_from([0.0, 0.05, 0.3, 1.0]))
    span = draw(st.sampled_from([3, 20, 1000]))
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    v = rng.integers(0, span, n)
    pick = rng.random((n, n)) < density
    half = rng.random((n, n)) < 0.5
    s = BitMatrix.from_numpy(pick & half & (v[:, None] < v[None, :]))
    le = BitMatrix.from_numpy(pick & ~half & (v[:, None] <= v[None, :]))
    assert not transitive_closure_pair(s, le)
    lo = rng.integers(-50, 50, n).astype(np.int64)
    hi = lo + rng.integers(0, 200, n)
    lo[rng.random(n) < 0.3] = -INF
    hi[rng.random(n) < 0.3] = INF
    big = rng.random(n) < 0.1
    lo[big & (lo > -INF)] = 2**62 - 3
    hi[big] = INF
    return s, le, lo, hi


@pytest.mark.parametrize("kernel", kernels())
@given(case=closed_pair_and_bounds())
def test_native_reduce_le_matches_python_twin(kernel, case):
    s, le, lo, hi = case
    s2, le2, lo2, hi2 = s.copy(), le.copy(), lo.copy(), hi.copy()
    out_native = reduce_le(s, le, lo, hi, kernel=kernel)
    out_python = reduce_python(s2, lo2, hi2, le2)
    assert out_native == out_python
    if not out_native[0]:
        assert np.array_equal(lo, lo2) and np.array_equal(hi, hi2)
        assert s.equals(s2) and le.equals(le2)


@pytest.mark.parametrize("kernel", kernels())
@given(case=closed_pair_and_bounds(), labels=st.lists(st.integers(0, 5), max_size=70))
def test_native_close_le_matches_python_path(kernel, case, labels):
    s, le, lo, hi = case
    labels = (labels + list(range(6, 6 + s.n)))[:s.n]
    first = {}
    cls = np.array([first.setdefault(lab, i) for i, lab in enumerate(labels)], dtype=np.intp)
    s2, le2, lo2, hi2 = s.copy(), le.copy(), lo.astype(object), hi.astype(object)
    lo2[lo2 == -INF] = -2**128
    hi2[hi2 == INF] = 2**128
    lo2[lo2 == INF] = 2**128
    hi2[hi2 == -INF] = -2**128
    got = close_le(s, le, lo, hi, cls, kernel=kernel)
    want = close_le(s2, le2, lo2, hi2, cls, kernel=kernel)
    assert (got is None) == (want is None)
    if got is not None:
        assert got[0] == want[0] and (got[1] is None) == (want[1] is None)
        assert got[1] is None or np.array_equal(got[1], want[1])
        assert s.equals(s2) and le.equals(le2)
        back = lambda a: [None if abs(int(v)) >= INF else int(v) for v in a]  # noqa: E731
        assert back(lo) == back(lo2) and back(hi) == back(hi2)


def test_reduce_le_and_close_le_reject_bad_arguments():
    m = BitMatrix(3)
    lo, hi = np.zeros(3, dtype=np.int64), np.zeros(3, dtype=np.int64)
    for le in (m, BitMatrix(4), None):
        with pytest.raises(ValueError):
            reduce_le(m, le, lo, hi)
        with pytest.raises(ValueError):
            close_le(m, le, lo.copy(), hi.copy())
    with pytest.raises(ValueError):
        close_le(m, BitMatrix(3), lo, hi, cls=np.array([0, 0]))

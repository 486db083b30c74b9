"""The native Pentagon closure (int64 bounds, C) equals its Python twin (the wide path: exact ints in
object arrays) on random states with random alias classes, including sizes above one 64-bit word;
with the non-strict relation too (close_le), whose result keeps the closed-state invariants. Wide
bounds go to the native closure packed into int64 (their gaps shortened, _pack_wide): that equals
the Python twin on states whose values lie far apart and close together."""
import numpy as np
from hypothesis import given, settings, strategies as st

from absint.native import BitMatrix
from absint.native.pentagon import _close_le_python, close, close_le

INF, WIDE = 2**63 - 1, 2**128


def random_case(n, seed):
    rng = np.random.default_rng(seed)
    witness = rng.integers(-50, 50, n)
    # alias classes: some variables copy the witness value of a class representative (so the state
    # stays satisfiable); labels = the representative
    labels = np.arange(n)
    if rng.random() < 0.8:
        reps = rng.choice(n, size=max(1, n // 8), replace=False)
        for i in np.flatnonzero(rng.random(n) < 0.4):
            r = int(reps[rng.integers(len(reps))])
            if labels[r] == r and i not in reps:
                labels[i] = r
                witness[i] = witness[r]
    lo = (witness - rng.integers(0, 20, n)).astype(np.int64)
    hi = (witness + rng.integers(0, 20, n)).astype(np.int64)
    lo[rng.random(n) < 0.3] = -INF
    hi[rng.random(n) < 0.3] = INF
    s = (witness[:, None] < witness[None, :]) & (rng.random((n, n)) < 3.0 / n)
    if rng.random() < 0.3:                     # sometimes unsatisfiable: a random extra bit
        s[rng.integers(n), rng.integers(n)] = True
    cls = np.array([int(np.flatnonzero(labels == labels[i])[0]) for i in range(n)], dtype=np.intp)
    return lo, hi, s, cls


def to_wide(a):
    out = np.array([int(v) for v in a], dtype=object)
    out[a == INF] = WIDE
    out[a == -INF] = -WIDE
    return out


@given(st.integers(1, 140), st.integers(0, 2**32 - 1))
def test_native_close_equals_the_python_twin(n, seed):
    lo, hi, s, cls = random_case(n, seed)
    m_c, m_py = BitMatrix.from_numpy(s), BitMatrix.from_numpy(s)
    lo_c, hi_c, lo_py, hi_py = lo.copy(), hi.copy(), to_wide(lo), to_wide(hi)
    got_c = close(m_c, lo_c, hi_c, cls)
    got_py = close(m_py, lo_py, hi_py, cls)
    assert (got_c is None) == (got_py is None)
    if got_c is None:
        return
    assert got_c == got_py
    assert np.array_equal(m_c.to_numpy(), m_py.to_numpy())
    assert np.array_equal(to_wide(lo_c), lo_py) and np.array_equal(to_wide(hi_c), hi_py)
    s_closed = m_c.to_numpy()
    for i in range(n):                          # class members share bounds, rows and columns
        r = cls[i]
        assert lo_c[i] == lo_c[r] and hi_c[i] == hi_c[r]
        assert np.array_equal(s_closed[i], s_closed[r]) and np.array_equal(s_closed[:, i], s_closed[:, r])


def random_case_le(n, seed):
    """random_case plus x <= y bits where the witness orders x before y or ties them (ties between
    variables of different classes make cycles of L: new classes, or equal constants)."""
    lo, hi, s, cls = random_case(n, seed)
    rng = np.random.default_rng(seed + 1)
    witness = rng.integers(-50, 50, n)
    witness = np.array([witness[c] for c in cls])   # members of a class share the witness value
    pick = rng.random((n, n)) < 3.0 / n
    le = pick & (witness[:, None] <= witness[None, :])
    s = s & (witness[:, None] < witness[None, :]) | (s & (rng.random((n, n)) < 0.05))
    lo = np.minimum(lo, witness).astype(np.int64)
    hi = np.maximum(hi, witness).astype(np.int64)
    if rng.random() < 0.3:
        k = rng.integers(n)
        lo[k] = hi[k] = witness[k]              # constants: cycles of L among them stay apart
    return lo, hi, s, le, cls


def same_close_le(got, want, matrices, want_matrices) -> bool:
    """Assert two close_le results agree (bottom, singletons, new classes, both matrices);
    False when both are bottom (nothing more to compare)."""
    assert (got is None) == (want is None)
    if got is None:
        return False
    assert got[0] == want[0]
    assert (got[1] is None) == (want[1] is None)
    if got[1] is not None:
        assert np.array_equal(got[1], want[1])
    assert all(m.equals(w) for m, w in zip(matrices, want_matrices))
    return True


@given(st.integers(1, 140), st.integers(0, 2**32 - 1))
def test_native_close_le_equals_the_python_twin(n, seed):
    lo, hi, s, le, cls = random_case_le(n, seed)
    ms_c, ml_c = BitMatrix.from_numpy(s), BitMatrix.from_numpy(le)
    ms_py, ml_py = BitMatrix.from_numpy(s), BitMatrix.from_numpy(le)
    lo_c, hi_c, lo_py, hi_py = lo.copy(), hi.copy(), to_wide(lo), to_wide(hi)
    got_c = close_le(ms_c, ml_c, lo_c, hi_c, cls)
    got_py = _close_le_python(ms_py, ml_py, lo_py, hi_py, cls, None)
    if not same_close_le(got_c, got_py, (ms_c, ml_c), (ms_py, ml_py)):
        return
    out = cls if got_c[1] is None else got_c[1]
    assert np.array_equal(to_wide(lo_c), lo_py) and np.array_equal(to_wide(hi_c), hi_py)
    S, L = ms_c.to_numpy(), ml_c.to_numpy()
    assert not np.diagonal(L).any() and not (S & ~L).any()     # diagonal clear, S within L
    for i in range(n):
        r = out[i]
        assert out[r] == r and out[i] <= i
        # class members share bounds, rows and columns (L: outside the class, where every member
        # is <= every other)
        assert lo_c[i] == lo_c[r] and hi_c[i] == hi_c[r]
        assert np.array_equal(S[i], S[r]) and np.array_equal(S[:, i], S[:, r])
        members = out == r
        assert np.array_equal(L[i] & ~members, L[r] & ~members)
        assert np.array_equal(L[:, i] & ~members, L[:, r] & ~members)
        assert (L[i] | np.eye(n, dtype=bool)[i])[members].all()
    # a cycle of L between two variables: same class, or equal constants
    both = L & L.T
    for i, j in zip(*np.nonzero(both)):
        assert out[i] == out[j] or (lo_c[i] == hi_c[i] == lo_c[j] == hi_c[j])


def spread(a, n, seed):
    """A monotone map of a random case's values (and its sentinels to the wide ones): the values
    fall in clusters, the clusters apart by gaps around the packing's limit 2n + 2 or far beyond
    it (up to past 2**64, where a size_t's values lie)."""
    rng = np.random.default_rng(seed + 2)
    cuts = sorted(rng.choice(np.arange(-70, 71), size=int(rng.integers(0, 6)), replace=False).tolist())
    jumps = [int(rng.choice([1, 2 * n + 1, 2 * n + 2, 2 * n + 3, 2**40, 2**64, 2**100]))
             for _ in cuts]
    out = np.empty(len(a), dtype=object)
    for i, v in enumerate(a.tolist()):
        if v >= INF:
            out[i] = WIDE
        elif v <= -INF:
            out[i] = -WIDE
        else:
            out[i] = int(v) + sum(j for c, j in zip(cuts, jumps) if v >= c)
    return out


@settings(max_examples=300)
@given(st.integers(1, 140), st.integers(0, 2**32 - 1))
def test_wide_bounds_packed_for_the_native_closure_equal_the_python_twin(n, seed):
    lo, hi, s, le, cls = random_case_le(n, seed)
    lo, hi = spread(lo, n, seed), spread(hi, n, seed)
    ms_p, ml_p = BitMatrix.from_numpy(s), BitMatrix.from_numpy(le)
    ms_py, ml_py = BitMatrix.from_numpy(s), BitMatrix.from_numpy(le)
    lo_p, hi_p, lo_py, hi_py = lo.copy(), hi.copy(), lo.copy(), hi.copy()
    got_p = close_le(ms_p, ml_p, lo_p, hi_p, cls)
    got_py = _close_le_python(ms_py, ml_py, lo_py, hi_py, cls, None)
    if not same_close_le(got_p, got_py, (ms_p, ml_p), (ms_py, ml_py)):
        return
    assert lo_p.tolist() == lo_py.tolist() and hi_p.tolist() == hi_py.tolist()

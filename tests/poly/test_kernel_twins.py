"""Every SIMD column kernel the machine can run against its scalar twin on hypothesis-generated
tableaux: identical columns, magnitude bounds and overflow decisions; and the twin against exact
values. Magnitudes sit at every boundary (int16 32767, float 2^24, int64 2^24 - 1 / 2^31 / 2^63), the
rows' bounds are exact or loose (which moves the one-per-call decision between the unchecked and the
exact path), and shapes cover 1-64 columns, 16-64 rows."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from absint.native import simplex as native

SIMD = {"i16": ["i16-avx2", "i16-avx512"], "f24": ["f24-avx2", "f24-avx512"], "i64": ["i64-avx2", "i64-avx512"]}
TOP = {"i16": 32767, "f24": 2**24 - 1, "i64": 2**63 - 1}
MAGS = {"i16": [1, 3, 12, 181, 4000, 32767],
        "f24": [1, 30, 2047, 2048, 4096, 100_000, 2**24 - 1],
        "i64": [3, 2**24 - 1, 2**24, 2**31 - 1, 2**31, 2**32, 3037000499, 2**62, 2**63 - 1]}


def _draw(rng, m, size):
    """Uniform in [-m, m] (Python ints: no int64 edge trouble), often the bound itself, sparse."""
    v = np.array([rng.integers(-m, m, endpoint=True) if m < 2**62 else int(rng.integers(0, 2**62)) * 2
                  * (1 if rng.random() < .5 else -1) for _ in range(int(np.prod(size)))], dtype=object)
    v = v.reshape(size)
    edge = rng.random(size) < 0.15
    v[edge] = np.where(rng.random(int(edge.sum())) < 0.5, m, -m)
    v[np.abs(v) > m] = m
    return v * (rng.random(size) < 0.75)


def _case(tier, seed, mag, mmag, ncol, blocks, loose):
    rng = np.random.default_rng(seed)
    nl = 16 * blocks
    cols = _draw(rng, mag, (ncol, nl))
    p = _draw(rng, mmag, (ncol,))
    am = _draw(rng, mmag, (nl,))
    dm = np.abs(_draw(rng, mmag, (nl,)))
    dm[rng.random(nl) < 0.2] = 1  # untouched rows
    dm[int(rng.integers(0, nl))] = 0  # the pivot row
    mag_exact = np.max(np.abs(cols), axis=0)
    mag_in = mag_exact.copy()
    pmax = max(abs(int(v)) for v in p)
    if loose:
        for i in range(nl):
            if rng.random() < 0.5:
                mag_in[i] = int(rng.integers(int(mag_exact[i]), TOP[tier], endpoint=True))
        if rng.random() < 0.5:
            pmax = int(rng.integers(pmax, TOP[tier], endpoint=True))
    return cols, p, dm, am, mag_in, pmax


def _check_exact(tier, cols, p, dm, am, res):
    over, out, mag_out = res
    want = [[int(dm[i]) * int(cols[k, i]) + int(am[i]) * int(p[k]) for i in range(cols.shape[1])]
            for k in range(cols.shape[0])]
    beyond = any(abs(w) > TOP[tier] for row in want for w in row)
    if tier in ("i16", "i64"):
        assert over == beyond
    if not over and not beyond:
        assert [[int(v) for v in row] for row in out] == want
        for i in range(cols.shape[1]):
            assert int(mag_out[i]) >= max(abs(row[i]) for row in want)


@pytest.mark.parametrize("tier", ["i16", "f24", "i64"])
@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), mi=st.integers(0, 8), mmi=st.integers(0, 8),
       ncol=st.integers(1, 64), blocks=st.integers(1, 4), loose=st.booleans())
def test_column_kernels_match_scalar_twin(tier, seed, mi, mmi, ncol, blocks, loose):
    mags = MAGS[tier]
    cols, p, dm, am, mag_in, pmax = _case(tier, seed, mags[mi % len(mags)], mags[mmi % len(mags)], ncol, blocks,
                                          loose)
    twin = native.column_update(tier, cols, p, dm, am, mag_in, pmax)
    _check_exact(tier, cols, p, dm, am, twin)
    ran = 0
    for kernel in SIMD[tier]:
        if not native.can_run(kernel):
            continue
        ran += 1
        got = native.column_update(kernel, cols, p, dm, am, mag_in, pmax)
        assert got[0] == twin[0]
        assert np.array_equal(got[1].view(np.uint8), twin[1].view(np.uint8))  # bit for bit (floats too)
        assert np.array_equal(got[2].view(np.uint8), twin[2].view(np.uint8))
    if native.can_run(SIMD[tier][0]):
        assert ran


def test_fast_path_bound_is_the_magnitude():
    """Small rows: no entry is checked and each row's new bound is |dm| mag + |am| max|p|."""
    cols = np.array([[1, -2] * 8, [3, 0] * 8])
    p, dm, am = [2, -5], [3] * 16, [1, -1] * 8
    over, out, mag = native.column_update("i16", cols, p, dm, am)
    assert not over
    assert out[0].tolist() == [3 * 1 + 2, 3 * -2 - 2] * 8
    assert mag.tolist() == [3 * 3 + 5, 3 * 2 + 5] * 8  # row bounds 3 and 2


def test_int16_overflow_is_reported_and_saturated():
    cols = np.zeros((1, 16), dtype=np.int64)
    cols[0, 3] = 20000
    over, out, mag = native.column_update("i16", cols, [0], [2] * 16, [0] * 16)
    assert over and out[0, 3] == 32767 and mag[3] == 32767


def test_kernel_arguments_are_checked():
    with pytest.raises(ValueError, match="nlanes"):
        native.column_update("i16", np.zeros((1, 8)), [0], [1] * 8, [0] * 8)
    with pytest.raises(ValueError, match="ncol"):
        native.column_update("i16", np.zeros((65, 16)), [0] * 65, [1] * 16, [0] * 16)
    with pytest.raises(ValueError, match="nlanes long"):
        native.column_update("f24", np.zeros((1, 16)), [0], [1] * 15, [0] * 16)
    with pytest.raises(ValueError, match="range"):
        native.column_update("i16", np.full((1, 16), 40000), [0], [1] * 16, [0] * 16)
    with pytest.raises(ValueError, match="bound"):
        native.column_update("i16", np.full((1, 16), 5), [0], [1] * 16, [0] * 16, mag=[4] * 16)
    with pytest.raises(ValueError, match="pmax"):
        native.column_update("i16", np.full((1, 16), 5), [3], [1] * 16, [0] * 16, pmax=2)
    with pytest.raises(ValueError, match="unknown kernel"):
        native.column_update("i32", np.zeros((1, 16)), [0], [1] * 16, [0] * 16)


SIEVE_SIMD = {"i16": ["i16-avx2", "i16-avx512"], "f24": ["f24-avx2", "f24-avx512"]}
FACTORS = [1, 2, 3, 4, 6, 8, 9, 11, 13, 16, 17, 25, 27, 49, 64, 121, 169, 243, 1024]


@pytest.mark.parametrize("tier", ["i16", "f24"])
@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), ncol=st.integers(1, 64), blocks=st.integers(1, 4),
       base=st.sampled_from([1, 9, 200]))
def test_sieve_matches_scalar_twin_and_divides_out_small_primes(tier, seed, ncol, blocks, base):
    rng = np.random.default_rng(seed)
    nl = 16 * blocks
    g = rng.choice(FACTORS, size=nl) * rng.choice(FACTORS[:6], size=nl)
    cols = rng.integers(-base, base, size=(ncol, nl), endpoint=True) * (rng.random((ncol, nl)) < 0.7) * g
    cols[0] = rng.integers(1, base, size=nl, endpoint=True) * g * (rng.random(nl) < 0.9)  # some rows have no first entry
    cols = np.clip(cols, -TOP[tier], TOP[tier])
    out, mag = native.sieve(tier, cols)
    for i in range(nl):
        row, got = [int(v) for v in cols[:, i]], [int(v) for v in out[:, i]]
        assert int(mag[i]) == max(abs(v) for v in got)
        if row[0] == 0:
            assert got == row
            continue
        q = row[0] // got[0]  # the row over its small-prime content: the same constraint
        assert q >= 1 and [v * q for v in got] == row
        assert all(any(v % p for v in got) for p in (2, 3, 5, 7, 11, 13))  # none left
        assert all(f in (2, 3, 5, 7, 11, 13) for f in _factors(q))
    for kernel in SIEVE_SIMD[tier]:
        if native.can_run(kernel):
            o2, m2 = native.sieve(kernel, cols)
            assert np.array_equal(o2.view(np.uint8), out.view(np.uint8))
            assert np.array_equal(m2.view(np.uint8), mag.view(np.uint8))


def _factors(n):
    out, p = [], 2
    while n > 1 and p * p <= n:
        while n % p == 0:
            out.append(p)
            n //= p
        p += 1
    return out + ([n] if n > 1 else [])

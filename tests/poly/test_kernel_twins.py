"""Every SIMD row kernel against its scalar twin on random rows (hypothesis): identical rows, nonzero
masks, normalization flags and overflow decisions; and the exact values when nothing overflowed."""
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from absint.native import simplex as native


@pytest.mark.parametrize("kind", ["i16", "i16-avx2"])
@given(seed=st.integers(0, 2**32 - 1), mag=st.sampled_from([3, 127, 181, 32767]),
       stride=st.sampled_from([32, 64]), k=st.integers(0, 9))
def test_i16_simd_matches_scalar(kind, seed, mag, stride, k):
    if not native.can_run("i16-avx512" if kind == "i16" else "i16-avx2"):
        pytest.skip("CPU cannot run this int16 kernel")
    rng = np.random.default_rng(seed)
    rows = rng.integers(-mag, mag + 1, size=(k, stride)) * (rng.random((k, stride)) < 0.7)
    p = rng.integers(-mag, mag + 1, size=stride)
    D, pc = int(rng.integers(1, mag + 1)), int(rng.integers(2, stride))
    a = native.row_update(kind, False, rows, p, D, pc)
    b = native.row_update(kind, True, rows, p, D, pc)
    assert a[0] == b[0] and a[2] == b[2] and a[3] == b[3] and (a[1] == b[1]).all()
    if not a[0]:
        assert (a[1] == b[1]).all()
        want = D * rows.astype(np.int64) + rows[:, pc:pc + 1].astype(np.int64) * p
        assert (a[1] == want).all()


@pytest.mark.parametrize("kind", ["f24", "f24-avx512"])
@given(seed=st.integers(0, 2**32 - 1), mag=st.sampled_from([3, 2047, 4096, 2**24 - 1]),
       stride=st.sampled_from([8, 16, 24, 32, 48, 56, 64]), k=st.integers(0, 9))
def test_f24_simd_matches_scalar(kind, seed, mag, stride, k):
    if not native.can_run("f24-avx2" if kind == "f24" else kind):
        pytest.skip("CPU cannot run this float kernel")
    rng = np.random.default_rng(seed)
    rows = rng.integers(-mag, mag + 1, size=(k, stride)) * (rng.random((k, stride)) < 0.7)
    p = rng.integers(-mag, mag + 1, size=stride)
    D, pc = int(rng.integers(1, mag + 1)), int(rng.integers(2, stride))
    a = native.row_update(kind, False, rows, p, D, pc)
    b = native.row_update(kind, True, rows, p, D, pc)
    assert a[0] == b[0] and a[2] == b[2] and a[3] == b[3]
    assert (a[1] == b[1]).all()
    want = D * rows.astype(np.int64) + rows[:, pc:pc + 1].astype(np.int64) * p
    if (np.abs(want) < 2**24).all() and (np.abs(D * rows) < 2**24).all() and (np.abs(rows[:, pc:pc + 1] * p) < 2**24).all():
        assert not a[0] and (a[1].astype(np.int64) == want).all()  # exact, nothing flagged


def test_kernel_arguments_are_checked():
    with pytest.raises(ValueError, match="stride"):
        native.row_update("i16", False, np.zeros((1, 16)), np.zeros(16), 1, 2)
    with pytest.raises(ValueError, match="pc or D"):
        native.row_update("i16", False, np.zeros((1, 32)), np.zeros(32), 0, 2)
    with pytest.raises(ValueError, match="pc or D"):
        native.row_update("f24", False, np.zeros((1, 16)), np.zeros(16), 1, 16)


# magnitudes around every boundary of the int64 kernels: the 32-bit fast path (2^31), the lazy
# normalization threshold (2^24 - 1), and overflow (products and sums near 2^63)
I64_MAGS = [3, 2**24 - 1, 2**24, 2**31 - 1, 2**31, 2**31 + 1, 2**32, 3037000499, 2**62, 2**63 - 1]


@pytest.mark.parametrize("kind", ["i64-avx2", "i64-avx512"])
@given(seed=st.integers(0, 2**32 - 1), mag=st.sampled_from(I64_MAGS), pmag=st.sampled_from(I64_MAGS),
       stride=st.sampled_from([8, 16, 24, 64]), k=st.integers(0, 9))
def test_i64_simd_matches_scalar_and_exact(kind, seed, mag, pmag, stride, k):
    if not native.can_run(kind):
        pytest.skip(f"CPU cannot run {kind}")
    rng = np.random.default_rng(seed)

    def draw(m, size):  # uniform in [-m, m], often the bound itself, sparse
        v = rng.integers(-m, m, size=size, endpoint=True, dtype=np.int64)
        edge = rng.random(size) < 0.2
        v[edge] = np.where(rng.random(int(edge.sum())) < 0.5, m, -m)
        return v * (rng.random(size) < 0.7)

    rows, p = draw(mag, (k, stride)), draw(pmag, stride)
    pc = int(rng.integers(2, stride))
    D = int(rng.integers(1, min(mag, pmag), endpoint=True)) if rng.random() < 0.8 else min(mag, pmag)
    a = native.row_update(kind, False, rows, p, D, pc)
    b = native.row_update(kind, True, rows, p, D, pc)
    assert a[0] == b[0] and a[2] == b[2] and a[3] == b[3] and (a[1] == b[1]).all()
    want = [[D * int(x) + int(r[pc]) * int(y) for x, y in zip(r, p)] for r in rows]
    over = any(not -(2**63 - 1) <= w <= 2**63 - 1 for r in want for w in r)
    assert a[0] == over
    if not over:
        assert a[1].tolist() == want
        assert a[2] == [sum(1 << j for j, w in enumerate(r) if w) for r in want]
        assert a[3] == [int(max(map(abs, r), default=0) > 2**24 - 1) for r in want]

"""Every SIMD row kernel against its scalar twin on random rows (hypothesis): identical rows, nonzero
masks, normalization flags and overflow decisions; and the exact values when nothing overflowed."""
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from absint.native import simplex as native


@pytest.mark.skipif(not native.can_run("i16-avx512"), reason="CPU lacks AVX-512BW")
@given(seed=st.integers(0, 2**32 - 1), mag=st.sampled_from([3, 127, 181, 32767]),
       stride=st.sampled_from([32, 64]), k=st.integers(0, 9))
def test_i16_avx512_matches_scalar(seed, mag, stride, k):
    rng = np.random.default_rng(seed)
    rows = rng.integers(-mag, mag + 1, size=(k, stride)) * (rng.random((k, stride)) < 0.7)
    p = rng.integers(-mag, mag + 1, size=stride)
    D, pc = int(rng.integers(1, mag + 1)), int(rng.integers(2, stride))
    a = native.row_update("i16", False, rows, p, D, pc)
    b = native.row_update("i16", True, rows, p, D, pc)
    assert a[0] == b[0] and a[2] == b[2] and a[3] == b[3]
    if not a[0]:
        assert (a[1] == b[1]).all()
        want = D * rows.astype(np.int64) + rows[:, pc:pc + 1].astype(np.int64) * p
        assert (a[1] == want).all()


@pytest.mark.skipif(not native.can_run("f24-avx2"), reason="CPU lacks AVX2")
@given(seed=st.integers(0, 2**32 - 1), mag=st.sampled_from([3, 2047, 4096, 2**24 - 1]),
       stride=st.sampled_from([16, 32, 48, 64]), k=st.integers(0, 9))
def test_f24_avx2_matches_scalar(seed, mag, stride, k):
    rng = np.random.default_rng(seed)
    rows = rng.integers(-mag, mag + 1, size=(k, stride)) * (rng.random((k, stride)) < 0.7)
    p = rng.integers(-mag, mag + 1, size=stride)
    D, pc = int(rng.integers(1, mag + 1)), int(rng.integers(2, stride))
    a = native.row_update("f24", False, rows, p, D, pc)
    b = native.row_update("f24", True, rows, p, D, pc)
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

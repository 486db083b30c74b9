"""absint.native.pentagon.submatrix (the re-indexing of add/remove/align) equals BitMatrix.submatrix."""
import numpy as np
import pytest
from hypothesis import given, strategies as st

from absint.native import BitMatrix
from absint.native.pentagon import submatrix


@given(st.integers(1, 70), st.data())
def test_submatrix_equals_the_python_one(n, data):
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1)))
    m = BitMatrix.from_numpy(rng.random((n, n)) < 0.3)
    idx = data.draw(st.lists(st.integers(0, n - 1), max_size=80))
    got = submatrix(m, np.array(idx, dtype=np.intp))
    assert np.array_equal(got.to_numpy(), m.submatrix(idx).to_numpy())


def test_submatrix_rejects_bad_indices():
    m = BitMatrix(4)
    for bad in (np.array([4]), np.array([-1]), np.array([[0]]), np.array([0.5])):
        with pytest.raises(ValueError):
            submatrix(m, bad)
    with pytest.raises(ValueError):
        submatrix("not a matrix", np.array([0]))
    assert submatrix(m, np.array([], dtype=np.intp)).n == 0

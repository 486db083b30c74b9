"""Closure kernels: every kernel the CPU runs is bit-identical to `reference`; API contract and errors."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import absint.native as native
from absint.native import BitMatrix, ClosureTuning, transitive_closure, transitive_closure_batch

KERNELS = native.kernels()
DENSITIES = [0.0, 0.002, 0.01, 0.05, 0.2, 0.6, 1.0]


def oracle(a: np.ndarray) -> np.ndarray:
    """Transitive closure by repeated squaring, independent of every native kernel."""
    r = a.astype(np.int64)
    while True:
        nxt = ((r + r @ r) > 0).astype(np.int64)
        if np.array_equal(nxt, r):
            return r.astype(bool)
        r = nxt


def random_matrix(n, density, seed, kind="random"):
    rng = np.random.default_rng(seed)
    a = rng.random((n, n)) < density
    if kind == "dag":  # a strict order: upper triangle of a random permutation, never a cycle
        perm = rng.permutation(n)
        a = np.triu(a, 1)[np.ix_(perm, perm)]
    elif kind == "cycle":  # a long cycle through part of the variables, plus noise
        if n:
            ring = rng.permutation(n)[: max(1, n // 2)]
            a[ring, np.roll(ring, -1)] = True
    return a


def closed_by(kernel, a, tuning=None):
    m = BitMatrix.from_numpy(a)
    cycle = transitive_closure(m, kernel, tuning)
    return m, cycle


def assert_all_kernels_agree(a, tuning=None):
    ref, ref_cycle = closed_by("reference", a)
    expected = ref.to_numpy()
    assert ref_cycle == bool(np.diagonal(expected).any())
    for kernel in KERNELS[1:]:
        m, cycle = closed_by(kernel, a, tuning)
        assert cycle == ref_cycle, kernel
        if not m.equals(ref):
            got = m.to_numpy()
            bad = np.argwhere(got != expected)[:5].tolist()
            pytest.fail(f"{kernel} differs from reference at n={a.shape[0]} (first cells {bad})")
        # padding stays zero: the packed words hold no bits beyond column n
        assert m.count() == int(expected.sum())


def test_reference_matches_oracle_and_scalar_is_available():
    assert KERNELS[:3] == ["reference", "scalar", "tiled"]
    for n, density, kind in [(1, 1.0, "random"), (7, 0.3, "random"), (40, 0.05, "dag"), (90, 0.02, "cycle"),
                             (130, 0.01, "random"), (65, 0.04, "random")]:
        a = random_matrix(n, density, n, kind)
        m, cycle = closed_by("reference", a)
        want = oracle(a)
        assert np.array_equal(m.to_numpy(), want)
        assert cycle == bool(np.diagonal(want).any())


@given(n=st.one_of(st.integers(0, 140), st.sampled_from([1, 63, 64, 65, 127, 128, 129])),
       density=st.sampled_from(DENSITIES), kind=st.sampled_from(["random", "dag", "cycle"]),
       seed=st.integers(0, 2**32 - 1))
def test_every_kernel_matches_reference_small(n, density, kind, seed):
    assert_all_kernels_agree(random_matrix(n, density, seed, kind))


@settings(max_examples=10)
@given(n=st.one_of(st.integers(141, 600), st.sampled_from([511, 512, 513])),
       density=st.sampled_from([0.001, 0.005, 0.02, 0.3]), kind=st.sampled_from(["random", "dag", "cycle"]),
       seed=st.integers(0, 2**32 - 1))
def test_every_kernel_matches_reference_large(n, density, kind, seed):
    assert_all_kernels_agree(random_matrix(n, density, seed, kind))


@pytest.mark.parametrize("kind,density", [("dag", 0.004), ("random", 0.0008)])
def test_every_kernel_matches_reference_n1025(kind, density):
    assert_all_kernels_agree(random_matrix(1025, density, 1025, kind))


@given(n=st.integers(1, 400), tile=st.sampled_from([64, 128, 192, 256, 512, 1024]),
       width=st.integers(1, 8), dense=st.sampled_from([0, 8, 32, 56, 65]),
       density=st.sampled_from([0.003, 0.02, 0.1]), seed=st.integers(0, 2**32 - 1))
def test_tiled_kernels_are_correct_for_every_tuning(n, tile, width, dense, density, seed):
    assert_all_kernels_agree(random_matrix(n, density, seed, "random"), ClosureTuning(tile, width, dense))


@settings(max_examples=12)
@given(n=st.integers(513, 1300), tile=st.sampled_from([64, 128, 192]), width=st.integers(1, 3),
       dense=st.sampled_from([0, 12, 65]), kind=st.sampled_from(["random", "dag", "cycle"]),
       seed=st.integers(0, 2**32 - 1))
def test_tiled_kernels_with_several_column_segments(n, tile, width, dense, kind, seed):
    """stride > 8 * width: the column-segment loop runs more than once (compared with scalar, which the
    tests above compare with reference, to keep this fast)."""
    a = random_matrix(n, 2.0 / n, seed, kind)
    want, want_cycle = closed_by("scalar", a)
    for kernel in KERNELS[2:]:
        m, cycle = closed_by(kernel, a, ClosureTuning(tile, width, dense))
        assert cycle == want_cycle and m.equals(want), kernel


def test_cycle_detection():
    for kernel in KERNELS:
        m = BitMatrix(5)
        for i, j in [(0, 1), (1, 2), (2, 3)]:
            m.set(i, j)
        assert transitive_closure(m, kernel) is False
        assert m.row(0) == [1, 2, 3] and m.col(3) == [0, 1, 2]
        m.set(3, 1)  # 1 < 2 < 3 < 1
        assert transitive_closure(m, kernel) is True
        assert [i for i in range(5) if m.get(i, i)] == [1, 2, 3]
        self_loop = BitMatrix(70)
        self_loop.set(69, 69)
        assert transitive_closure(self_loop, kernel) is True
    assert transitive_closure(BitMatrix(0)) is False


def test_batch_matches_single_calls():
    mats = [random_matrix(n, d, n, kind) for n, d, kind in
            [(0, 0.1, "random"), (16, 0.1, "random"), (16, 0.2, "cycle"), (65, 0.03, "dag"), (200, 0.01, "cycle")]]
    for kernel in KERNELS:
        batch = [BitMatrix.from_numpy(a) for a in mats]
        cycles = transitive_closure_batch(batch, kernel)
        for a, m, cycle in zip(mats, batch, cycles):
            single, single_cycle = closed_by("reference", a)
            assert m.equals(single) and cycle == single_cycle
    assert transitive_closure_batch([]) == []


def test_bitmatrix_roundtrip_and_bits():
    a = random_matrix(70, 0.1, 3)
    m = BitMatrix.from_numpy(a)
    assert m.n == 70 and np.array_equal(m.to_numpy(), a)
    assert m.get(5, 6) == bool(a[5, 6])
    m.set(5, 6, True)
    assert m.get(5, 6)
    m.set(5, 6, False)
    assert not m.get(5, 6)
    m.set(69, 69)
    assert m.any_diagonal()
    c = m.copy()
    c.set(0, 0, False)
    c.set(69, 69, False)
    assert m.get(69, 69) and not c.get(69, 69)
    assert BitMatrix(0).to_numpy().shape == (0, 0)
    assert m.to_bytes() != c.to_bytes() and m.to_bytes() == m.copy().to_bytes()


def test_bitmatrix_copy_and_resize_of_every_size():
    """copy() is one native call (absint_bm_clone); resized() allocates without __init__'s checks."""
    for n in (0, 1, 63, 64, 65, 130, 511, 512, 513):
        a = random_matrix(n, 0.3, n) if n else np.zeros((0, 0), dtype=bool)
        m = BitMatrix.from_numpy(a)
        c = m.copy()
        assert c.n == n and c.to_bytes() == m.to_bytes() and c._ptr != m._ptr
        if n:
            c.set(n - 1, 0, not c.get(n - 1, 0))
            assert np.array_equal(m.to_numpy(), a)
        for k in (0, n // 2, n + 3):
            r = m.resized(k)
            want = np.zeros((k, k), dtype=bool)
            j = min(n, k)
            want[:j, :j] = a[:j, :j]
            assert r.n == k and np.array_equal(r.to_numpy(), want)


def test_bitmatrix_set_algebra_matches_numpy():
    a, b = random_matrix(130, 0.3, 1), random_matrix(130, 0.3, 2)
    ma, mb = BitMatrix.from_numpy(a), BitMatrix.from_numpy(b)
    assert np.array_equal((ma & mb).to_numpy(), a & b)
    assert np.array_equal((ma | mb).to_numpy(), a | b)
    assert np.array_equal(ma.intersect(mb).to_numpy(), a & b)
    assert ma.is_subset(ma | mb) and (ma & mb) <= mb and not ma.is_subset(mb)
    assert ma == BitMatrix.from_numpy(a) and ma != mb and not ma.equals(BitMatrix(3))
    x = ma.copy().iand(mb)
    assert np.array_equal(x.to_numpy(), a & b)
    x.ior(ma)
    assert np.array_equal(x.to_numpy(), a)
    assert ma.count() == int(a.sum())
    assert ma.row(7) == np.flatnonzero(a[7]).tolist() and ma.col(100) == np.flatnonzero(a[:, 100]).tolist()
    idx = [129, 3, 64, 3, 0]
    assert np.array_equal(ma.submatrix(idx).to_numpy(), a[np.ix_(idx, idx)])
    assert ma.submatrix([]).n == 0
    for size in (0, 1, 64, 65, 129, 200):
        want = np.zeros((size, size), dtype=bool)
        keep = min(size, 130)
        want[:keep, :keep] = a[:keep, :keep]
        assert np.array_equal(ma.resized(size).to_numpy(), want)
    f = ma.copy()
    f.forget(65)
    want = a.copy()
    want[65, :] = False
    want[:, 65] = False
    assert np.array_equal(f.to_numpy(), want)


@pytest.mark.parametrize("bad", [-1, 1.5, "3", True, None, native.closure.MAX_N + 1])
def test_bad_sizes_raise_valueerror(bad):
    with pytest.raises(ValueError):
        BitMatrix(bad)


@pytest.mark.parametrize("bad", [[[True]], np.zeros((2, 3), bool), np.zeros((2, 2), np.int8),
                                 np.zeros((2, 2, 2), bool), np.zeros(4, bool), "x"])
def test_from_numpy_rejects_bad_arrays(bad):
    with pytest.raises(ValueError):
        BitMatrix.from_numpy(bad)


def test_api_error_paths():
    m = BitMatrix(4)
    for i, j in [(4, 0), (0, 4), (-1, 0), (0, 1.0), (True, 0)]:
        with pytest.raises(ValueError):
            m.get(i, j)
        with pytest.raises(ValueError):
            m.set(i, j)
    with pytest.raises(ValueError):
        BitMatrix(0).row(0)
    for bad in (np.zeros((4, 4), bool), None, "m"):
        with pytest.raises(ValueError):
            transitive_closure(bad)
    for bad in ("avx1024", "", 3, None.__class__):
        with pytest.raises(ValueError):
            transitive_closure(m, bad)
    with pytest.raises(ValueError):
        transitive_closure(m, "scalar", tuning=(64, 1, 1))
    with pytest.raises(ValueError):
        transitive_closure_batch([m, "not a matrix"])
    with pytest.raises(ValueError):
        m.iand(BitMatrix(5))
    with pytest.raises(ValueError):
        m.is_subset(np.zeros((4, 4), bool))
    with pytest.raises(ValueError):
        m.submatrix([0, 4])
    for kwargs in ({"tile": 96}, {"tile": 2048}, {"width": 0}, {"width": 9}, {"dense": 66}, {"tile": 64.0}):
        with pytest.raises(ValueError):
            ClosureTuning(**kwargs)


def test_absint_simd_forces_the_kernel(monkeypatch):
    for kernel in KERNELS:
        monkeypatch.setenv("ABSINT_SIMD", kernel.upper())
        assert native.default_kernel() == kernel
    monkeypatch.setenv("ABSINT_SIMD", "neon")
    with pytest.raises(ValueError, match="not a closure kernel"):
        native.default_kernel()
    with pytest.raises(ValueError):
        transitive_closure(BitMatrix(2))
    monkeypatch.delenv("ABSINT_SIMD")
    assert native.default_kernel() == KERNELS[-1]


@pytest.mark.parametrize("kernel", [k for k in native.KERNEL_NAMES if k not in KERNELS] or ["none"])
def test_asking_for_a_kernel_the_cpu_cannot_run_is_an_error(kernel, monkeypatch):
    if kernel == "none":
        pytest.skip("this CPU runs every closure kernel")
    monkeypatch.setenv("ABSINT_SIMD", kernel)
    with pytest.raises(ValueError, match="cannot run"):
        native.default_kernel()
    with pytest.raises(ValueError, match="cannot run"):
        transitive_closure(BitMatrix(3), kernel)


class _CpuWithout:
    """The native lib as seen by a CPU that cannot run some kernels (an AVX2-only or scalar-only CI
    machine), so the Python-side checks are exercised on any host."""

    def __init__(self, real, missing):
        self._real, self._missing = real, {native.KERNEL_NAMES.index(k) for k in missing}

    def __getattr__(self, name):
        return getattr(self._real, name)

    def absint_closure_available(self, kernel):
        return 0 if kernel in self._missing else self._real.absint_closure_available(kernel)

    def absint_closure_best_kernel(self):
        return max(k for k in range(len(native.KERNEL_NAMES)) if self.absint_closure_available(k))


@pytest.mark.parametrize("missing,best", [(["avx512"], "avx2"), (["avx2", "avx512"], "tiled")])
def test_machines_without_simd_kernels(missing, best, monkeypatch):
    closure = native.closure
    monkeypatch.setattr(closure, "lib", _CpuWithout(closure.lib, missing))
    monkeypatch.delenv("ABSINT_SIMD", raising=False)
    closure._default_for.cache_clear()
    closure._resolved.cache_clear()
    try:
        assert native.kernels() == [k for k in native.KERNEL_NAMES if k not in missing]
        assert native.default_kernel() == best
        m = BitMatrix(3)
        m.set(0, 1)
        m.set(1, 2)
        assert transitive_closure(m) is False and m.get(0, 2)
        for kernel in missing:
            with pytest.raises(ValueError, match="cannot run"):
                transitive_closure(m, kernel)
            monkeypatch.setenv("ABSINT_SIMD", kernel)
            with pytest.raises(ValueError, match="cannot run"):
                native.default_kernel()
            monkeypatch.delenv("ABSINT_SIMD")
    finally:
        closure._default_for.cache_clear()
        closure._resolved.cache_clear()

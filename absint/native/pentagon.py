"""The Pentagon closure in native code (simd/src/pentagon*.c), with pure-Python twins.

Bounds are arrays in the storage of absint.domains._bounds: int64 with sentinels +/-(2**63 - 1), or
object arrays of exact Python ints with sentinels +/-2**128. int64 states go to C; object ("wide")
states to the Python twins, which implement the same algorithms.

- `close(m, lo, hi, cls)`: the whole closure in one call: alias classes merged, m transitively closed
  by the closure core's kernel, bounds tightened along the longest paths, x < y added wherever
  hi(x) < lo(y), m closed again. Returns None for bottom, else the number of constant variables.
- `reduce(m, lo, hi)`: the interval steps alone, on an m that is already closed and acyclic (scalar,
  AVX2 and AVX-512 twins of the passes, chosen with the closure kernel); tested against
  `reduce_python`.
Every argument is checked here (ValueError) before C sees it; C checks again (ABSINT_EINVAL).
"""
from __future__ import annotations

import numpy as np

from absint.native._lib import ffi, lib
from absint.native.closure import BitMatrix, _check, _resolve, transitive_closure

# kernel argument -> (kernel id, C tuning struct), resolved once per process (ABSINT_SIMD is read at
# first use): resolving costs more than closing a 32-variable state, and the engine closes states at
# every program point. forget_kernel_choice() makes the next call read ABSINT_SIMD again.
_KERNEL_ARGS: dict = {}


def _kernel_args(kernel):
    args = _KERNEL_ARGS.get(kernel)
    if args is None:
        args = _KERNEL_ARGS[kernel] = _resolve(kernel, None)
    return args


def forget_kernel_choice() -> None:
    _KERNEL_ARGS.clear()


_INT64 = np.dtype(np.int64)
_OBJECT = np.dtype(object)


def _validate(m, lo, hi) -> bool:
    """Check the arguments before native code sees them; True for int64 bounds (native path).
    Writeability is checked by ffi.from_buffer(..., require_writable=True) where C writes."""
    if not isinstance(m, BitMatrix):
        raise ValueError(f"expected a BitMatrix, got {type(m).__name__}")
    shape = (m.n,)
    if not (isinstance(lo, np.ndarray) and isinstance(hi, np.ndarray) and lo.shape == shape
            and hi.shape == shape):
        raise ValueError(f"lo and hi must be 1-D numpy arrays of length {m.n}")
    if lo.dtype == _INT64 and hi.dtype == _INT64:
        if lo.strides != (8,) and m.n > 1 or hi.strides != (8,) and m.n > 1:
            raise ValueError("lo and hi must be contiguous arrays")
        return True
    if lo.dtype == _OBJECT and hi.dtype == _OBJECT:
        return False
    raise ValueError(f"lo and hi must both be int64 or both object arrays, got {lo.dtype}, {hi.dtype}")


def _out(arr):
    """A C pointer to a bound array native code writes."""
    try:
        return ffi.from_buffer("int64_t[]", arr, require_writable=True)
    except TypeError:
        raise ValueError("lo and hi must be writeable arrays") from None


def reduce(m: BitMatrix, lo: np.ndarray, hi: np.ndarray, kernel: str | None = None) -> tuple[bool, int]:
    """In place: tighten lo/hi along m, then add interval-implied bits to m. Returns (empty, added):
    empty means some interval is empty (bottom; m unchanged), added counts the new bits of m.
    kernel: a closure kernel name; avx512 / avx2 use the vector twins of the interval passes."""
    if not _validate(m, lo, hi):
        return reduce_python(m, lo, hi)
    kid, _ = _kernel_args(kernel)
    empty = ffi.new("int *")
    added = ffi.new("long long *")
    _check(lib.absint_pentagon_reduce(kid, m._ptr, m.n, _out(lo), _out(hi), empty, added))
    return bool(empty[0]), int(added[0])


def close(m: BitMatrix, lo: np.ndarray, hi: np.ndarray, cls: np.ndarray | None = None,
          kernel: str | None = None) -> int | None:
    """The Pentagon closure of (lo, hi, m) in place, in one native call for int64 bounds. cls: alias
    classes (cls[i] = the representative of x_i, its own representative) or None; members get the
    class's combined bounds, row and column first. Returns None if the state is bottom (an empty
    interval or a cycle; the arguments are then garbage), else the number of variables with
    lo == hi. kernel names the transitive-closure kernel (default: absint.native.default_kernel())."""
    if cls is not None and (not isinstance(cls, np.ndarray) or cls.shape != (m.n,) or cls.dtype.kind != "i"):
        raise ValueError(f"cls must be an integer array of length {m.n}")
    if not _validate(m, lo, hi):
        if cls is not None:
            if m.n and (cls.min() < 0 or cls.max() >= m.n or np.any(cls[cls] != cls)):
                raise ValueError("cls must map every variable to a representative that maps to itself")
            unify_python(m, lo, hi, cls)
        if np.any(lo > hi) or transitive_closure(m, kernel):
            return None
        empty, added = reduce_python(m, lo, hi)
        if empty:
            return None
        if added:
            transitive_closure(m, kernel)
        return int(np.count_nonzero(lo == hi))
    kid, c_tuning = _KERNEL_ARGS.get(kernel) or _kernel_args(kernel)
    result = ffi.new("long long *")
    if cls is None:
        c_cls = ffi.NULL
    else:
        c_cls = ffi.from_buffer("int64_t[]", cls if cls.dtype == _INT64 and cls.flags.c_contiguous
                                else np.ascontiguousarray(cls, dtype=np.int64))
    try:
        c_lo = ffi.from_buffer("int64_t[]", lo, require_writable=True)
        c_hi = ffi.from_buffer("int64_t[]", hi, require_writable=True)
    except TypeError:
        raise ValueError("lo and hi must be writeable arrays") from None
    status = lib.absint_pentagon_close(kid, c_tuning, m._ptr, m._n, c_lo, c_hi, c_cls, result)
    if status:
        _check(status)
    return None if result[0] < 0 else result[0]


def submatrix(m: BitMatrix, idx: np.ndarray) -> BitMatrix:
    """A new len(idx)-square matrix with entry (r, c) = m[idx[r], idx[c]]: BitMatrix.submatrix for
    an index array, checked with numpy at once, copied in runs of consecutive columns (C)."""
    if not isinstance(m, BitMatrix):
        raise ValueError(f"expected a BitMatrix, got {type(m).__name__}")
    idx = np.asarray(idx)
    if idx.ndim != 1 or (len(idx) and idx.dtype.kind not in "iu"):
        raise ValueError(f"submatrix indices must be a 1-D integer array, got {idx.dtype} of shape {idx.shape}")
    idx = idx.astype(np.uintp)          # a copy; negative indices wrap around to huge ones
    if len(idx) and idx.max() >= m.n:
        raise ValueError(f"submatrix indices must be in 0..{m.n - 1}")
    out = BitMatrix(len(idx))
    if len(idx):
        _check(lib.absint_pentagon_submatrix(m._ptr, m.n, ffi.from_buffer("size_t[]", idx), len(idx), out._ptr))
    return out


def unify_python(m: BitMatrix, lo: np.ndarray, hi: np.ndarray, cls: np.ndarray) -> None:
    """Python twin of the C alias step: every class member gets the class's meet of bounds and the OR
    of its rows and columns (in place)."""
    s = m.to_numpy()
    for r in np.flatnonzero(np.bincount(cls, minlength=m.n) >= 2):
        members = np.flatnonzero(cls == r)
        lo[members] = lo[members].max()
        hi[members] = hi[members].min()
        s[members] = s[members].any(axis=0)
        s[:, members] = s[:, members].any(axis=1)[:, None]
    m.words()[:] = BitMatrix.from_numpy(s).words()


def reduce_python(m: BitMatrix, lo: np.ndarray, hi: np.ndarray) -> tuple[bool, int]:
    """The Python twin of the C kernel (any dtype; sentinels are the dtype's, see module doc). The
    passes run on plain Python ints (exact for wide bounds); the interval bits are found on ranks."""
    _validate(m, lo, hi)
    n = m.n
    inf = 2**128 if lo.dtype == object else 2**63 - 1
    s = m.to_numpy()
    succ = [np.flatnonzero(row).tolist() for row in s]
    outdeg = s.sum(axis=1).tolist()
    order = sorted(range(n), key=lambda x: -outdeg[x])
    L, H = lo.tolist(), hi.tolist()
    for x in order:
        if L[x] <= -inf:
            continue
        v = min(L[x] + 1, inf - 1)
        for y in succ[x]:
            if L[y] < v:
                L[y] = v
    for x in reversed(order):
        best = H[x]
        for y in succ[x]:
            if H[y] < inf:
                best = min(best, max(H[y] - 1, -inf + 1))
        H[x] = best
    lo[:] = L
    hi[:] = H
    if any(a > b for a, b in zip(L, H)):
        return True, 0
    # x < y wherever hi(x) < lo(y), hi(x) finite: compare ranks (int64) instead of the exact values
    rank = {v: k for k, v in enumerate(sorted(set(L) | set(H)))}
    lo_rank = np.array([rank[v] for v in L], dtype=np.int64)
    hi_rank = np.array([rank[v] if v < inf else -1 for v in H], dtype=np.int64)
    new = (lo_rank[None, :] > hi_rank[:, None]) & (hi_rank >= 0)[:, None] & ~s
    added = int(np.count_nonzero(new))
    if added:
        m.words()[:] |= BitMatrix.from_numpy(new).words()
    return False, added

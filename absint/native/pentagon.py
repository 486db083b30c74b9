"""The Pentagon closure in native code (simd/src/pentagon*.c), with pure-Python twins.

Bounds are arrays in the storage of absint.domains._bounds: int64 with sentinels +/-(2**63 - 1), or
object arrays of exact Python ints with sentinels +/-2**128. int64 states go to C; object ("wide")
states to the Python twins, which implement the same algorithms.

- `close(m, lo, hi, cls)`: the whole closure in one call: alias classes merged, m transitively closed
  by the closure core's kernel, bounds tightened along the longest paths, x < y added wherever
  hi(x) < lo(y) (no second closure: with the closed relation and the tightened bounds those bits are
  closed already). Returns None for bottom, else the number of constant variables.
- `reduce(m, lo, hi)`: the interval steps alone, on an m that is already closed and acyclic (scalar,
  AVX2 and AVX-512 twins of the passes, chosen with the closure kernel); tested against
  `reduce_python`.
- `close_le(s, le, lo, hi, cls)`, `reduce_le(s, le, lo, hi)`: the same with a non-strict relation le
  (x <= y) beside s (x < y), closed together (absint.native.closure.transitive_closure_pair); close_le
  also turns the cycles of le that the bounds do not explain into alias classes (see its doc).
Every argument is checked here (ValueError) before C sees it; C checks again (ABSINT_EINVAL).
"""
from __future__ import annotations

import bisect

import numpy as np

from absint.native._lib import ffi, lib
from absint.native.closure import BitMatrix, _check, _resolve, transitive_closure, transitive_closure_pair

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
# made once: ffi.from_buffer with a ctype object (not a string) and without require_writable (the
# hot wrappers check flags.writeable themselves) costs a third of the plain call
_I64_ARR = ffi.typeof("int64_t[]")
_LL_P = ffi.typeof("long long *")
_INT_P = ffi.typeof("int *")
_from_buffer = ffi.from_buffer
_new = ffi.new


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
        empty, _ = reduce_python(m, lo, hi)
        if empty:
            return None
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


def _check_pair(s, le):
    if not isinstance(le, BitMatrix) or le.n != s.n:
        raise ValueError(f"le must be a BitMatrix of size {s.n}")
    if le is s:
        raise ValueError("s and le must be distinct matrices")


def _check_cls(cls, n):
    if cls is not None and (not isinstance(cls, np.ndarray) or cls.shape != (n,) or cls.dtype.kind != "i"):
        raise ValueError(f"cls must be an integer array of length {n}")


def reduce_le(s: BitMatrix, le: BitMatrix, lo: np.ndarray, hi: np.ndarray,
              kernel: str | None = None) -> tuple[bool, int]:
    """reduce() with a non-strict relation too: s and le closed together (s within le), s acyclic,
    le's diagonal marking its cycles. Tightens lo/hi along both (x < y: +1, x <= y: +0), then adds
    x < y wherever hi(x) < lo(y) and x <= y wherever hi(x) <= lo(y), x != y. Returns (empty, added),
    added counting the new bits of both."""
    wide = not _validate(s, lo, hi)
    _check_pair(s, le)
    if wide:
        return reduce_python(s, lo, hi, le)
    kid, _ = _kernel_args(kernel)
    empty = ffi.new("int *")
    added = ffi.new("long long *")
    _check(lib.absint_pentagon_reduce_le(kid, s._ptr, le._ptr, s.n, _out(lo), _out(hi), empty, added))
    return bool(empty[0]), int(added[0])


def close_le(s: BitMatrix, le: BitMatrix, lo: np.ndarray, hi: np.ndarray, cls: np.ndarray | None = None,
             kernel: str | None = None):
    """close() with a non-strict relation le (x_i <= x_j) beside s (x_i < x_j), in place. Class members
    also get le's rows and columns and le bits between each other; s and le are closed together (a
    strict cycle is bottom), the bounds tightened along both, x < y added wherever hi(x) < lo(y) and
    x <= y wherever hi(x) <= lo(y) (closed already, no second closure). Then every cycle of le whose
    bounds are not one value (an equality the bounds do not show) joins one alias class, and le's
    diagonal is cleared. Returns None for bottom, else (singletons, classes): classes is None when the
    alias classes are cls's (or none), else the new cls array (smallest member represents)."""
    _check_cls(cls, s.n)
    wide = not _validate(s, lo, hi)
    _check_pair(s, le)
    if wide:
        packed = _pack_wide(lo, hi, s.n)
        if packed is None:
            return _close_le_python(s, le, lo, hi, cls, kernel)
        lo64, hi64, keys, values = packed
        out = close_le(s, le, lo64, hi64, cls, kernel)
        if out is not None:
            lo[:] = _unpack_wide(lo64, keys, values)
            hi[:] = _unpack_wide(hi64, keys, values)
        return out
    kid, c_tuning = _KERNEL_ARGS.get(kernel) or _kernel_args(kernel)
    result = _new(_LL_P)
    merged = _new(_INT_P)
    out = np.empty(s._n, dtype=_INT64)
    c_cls = ffi.NULL if cls is None else _from_buffer(
        _I64_ARR, cls if cls.dtype == _INT64 and cls.flags.c_contiguous else np.ascontiguousarray(cls, dtype=np.int64))
    if not (lo.flags.writeable and hi.flags.writeable):
        raise ValueError("lo and hi must be writeable arrays")
    status = lib.absint_pentagon_close_le(kid, c_tuning, s._ptr, le._ptr, s._n, _from_buffer(_I64_ARR, lo),
                                          _from_buffer(_I64_ARR, hi), c_cls, _from_buffer(_I64_ARR, out),
                                          merged, result)
    if status:
        _check(status)
    if result[0] < 0:
        return None
    return result[0], (out.astype(np.intp) if merged[0] else None)


# the sentinels and limit of absint.domains._bounds (int64 and wide storage)
_INT_INF, _INT_LIMIT, _WIDE_INF = 2**63 - 1, 2**62, 2**128


def _pack_wide(lo: np.ndarray, hi: np.ndarray, n: int):
    """Wide (object) bounds as int64 ones the native closure can take, or None when they do not
    fit. The closure only takes maxima and minima of bounds, adds 0 or 1 per edge along paths
    (at most n edges: every bound it derives is v + d for a given bound v and |d| <= n) and
    compares. So the finite values are mapped in order, each gap between neighbours kept exactly
    up to GAP = 2n + 2 and shortened to GAP beyond: two derived values closer than GAP come from
    values with their exact difference, farther ones keep their order, and each derived value is
    within n of exactly one value's image up to that exactness, which _unpack_wide inverts. (The
    exact u64 bounds of a `(size_t)-1` guard made every state of a chain wide, and the pure Python
    closure of them most of an analysis's time: jansson's hashtable.)
    Returns (lo64, hi64, keys, values): keys the images, ascending, of the sorted `values`."""
    inf = _WIDE_INF
    finite = sorted({int(v) for v in lo.tolist() if v > -inf} | {int(v) for v in hi.tolist() if v < inf})
    gap = 2 * n + 2
    keys, at, prev = [], 0, None
    for v in finite:
        if prev is not None:
            at += min(v - prev, gap)
        keys.append(at)
        prev = v
    if at > _INT_LIMIT // 2:
        return None
    image = dict(zip(finite, keys))
    lo64 = np.array([image[v] if v > -inf else -_INT_INF for v in lo.tolist()], dtype=_INT64)
    hi64 = np.array([image[v] if v < inf else _INT_INF for v in hi.tolist()], dtype=_INT64)
    return lo64, hi64, keys, finite


def _unpack_wide(x64: np.ndarray, keys: list, values: list) -> list:
    """The exact bounds of int64 ones made from _pack_wide's images (see there)."""
    out = []
    for x in x64.tolist():
        if x >= _INT_INF:
            out.append(_WIDE_INF)
            continue
        if x <= -_INT_INF:
            out.append(-_WIDE_INF)
            continue
        k = bisect.bisect_right(keys, x) - 1
        if k < 0 or (k + 1 < len(keys) and keys[k + 1] - x < x - keys[k]):
            k += 1          # the image above is the nearer one: x = its value's image - d
        out.append(values[k] + (x - keys[k]))
    return out


def _close_le_python(s, le, lo, hi, cls, kernel):
    """close_le for wide (object) bounds: the same steps, the passes in Python."""
    if cls is not None:
        if s.n and (cls.min() < 0 or cls.max() >= s.n or np.any(cls[cls] != cls)):
            raise ValueError("cls must map every variable to a representative that maps to itself")
        unify_python(s, lo, hi, cls, le)
    if np.any(lo > hi) or transitive_closure_pair(s, le, kernel):
        return None
    empty, _ = reduce_python(s, lo, hi, le)
    if empty:
        return None
    return int(np.count_nonzero(lo == hi)), merge_cycles_python(le, lo, hi, cls)


def merge_cycles_python(le: BitMatrix, lo, hi, cls) -> np.ndarray | None:
    """The Python twin of close_le's last step: members of a cycle of le (its diagonal) whose bounds
    are not one value join the class of the cycle's smallest member; le's diagonal is cleared.
    Returns the new classes, or None if they are cls's (the identity for None)."""
    n = le.n
    a = le.to_numpy()
    out = np.arange(n, dtype=np.intp) if cls is None else cls.astype(np.intp)
    merged = False
    for x in np.flatnonzero(np.diagonal(a)):
        if lo[x] == hi[x]:
            continue
        members = np.flatnonzero(a[x] & a[:, x])
        rep = int(members[0]) if len(members) else int(x)
        if out[x] != rep:
            out[x] = rep
            merged = True
    np.fill_diagonal(a, False)
    le.words()[:] = BitMatrix.from_numpy(a).words()
    return out if merged else None


def assign_shift(s: BitMatrix, le: BitMatrix, lo: np.ndarray, hi: np.ndarray, cls: np.ndarray | None,
                 x: int, v: int, c: int) -> None:
    """x := v + c on a closed state, in place (absint_pentagon_assign_shift): x's rows and columns of
    s and le rebuilt from v's (read first, so x == v works), c clamped to [-2, 2], and x's
    interval-implied bits from lo[x], hi[x] (which must already hold x's new interval). int64 bounds
    only. cls: alias classes or None. The alias layer is the caller's."""
    if not _validate(s, lo, hi):
        raise ValueError("assign_shift needs int64 bounds")
    _check_pair(s, le)
    _check_cls(cls, s.n)
    n = s.n
    for what, i in (("x", x), ("v", v)):
        if isinstance(i, bool) or not isinstance(i, (int, np.integer)) or not 0 <= i < n:
            raise ValueError(f"{what}={i!r} is not a variable index below {n}")
    c_cls = ffi.NULL if cls is None else _from_buffer(
        _I64_ARR, cls if cls.dtype == _INT64 and cls.flags.c_contiguous else np.ascontiguousarray(cls, dtype=np.int64))
    _check(lib.absint_pentagon_assign_shift(s._ptr, le._ptr, n, _from_buffer(_I64_ARR, lo),
                                            _from_buffer(_I64_ARR, hi), c_cls, int(x), int(v),
                                            max(-2, min(2, int(c)))))


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


def unify_python(m: BitMatrix, lo: np.ndarray, hi: np.ndarray, cls: np.ndarray, le: BitMatrix | None = None) -> None:
    """Python twin of the C alias step: every class member gets the class's meet of bounds and the OR
    of its rows and columns (of le too, where every member is also <= every member), in place."""
    s = m.to_numpy()
    l = le.to_numpy() if le is not None else None
    for r in np.flatnonzero(np.bincount(cls, minlength=m.n) >= 2):
        members = np.flatnonzero(cls == r)
        lo[members] = lo[members].max()
        hi[members] = hi[members].min()
        for a in (s, l):
            if a is None:
                continue
            a[members] = a[members].any(axis=0)
            a[:, members] = a[:, members].any(axis=1)[:, None]
        if l is not None:
            l[np.ix_(members, members)] = True
    m.words()[:] = BitMatrix.from_numpy(s).words()
    if le is not None:
        le.words()[:] = BitMatrix.from_numpy(l).words()


def reduce_python(m: BitMatrix, lo: np.ndarray, hi: np.ndarray, le: BitMatrix | None = None) -> tuple[bool, int]:
    """The Python twin of the C kernel (any dtype; sentinels are the dtype's, see module doc). The
    passes run on plain Python ints (exact for wide bounds); the interval bits are found on ranks.
    le: None, or the non-strict relation (as reduce_le)."""
    _validate(m, lo, hi)
    n = m.n
    inf = 2**128 if lo.dtype == object else 2**63 - 1
    s = m.to_numpy()
    l = le.to_numpy() if le is not None else s
    succ = [np.flatnonzero(row).tolist() for row in l]
    strict = [set(np.flatnonzero(row).tolist()) for row in s]
    # the order of the C kernel's counting sort: row + the variable itself (with le), largest first
    deg = (l.sum(axis=1) + (0 if le is None else ~np.diagonal(l))).tolist()
    order = sorted(range(n), key=lambda x: -deg[x])
    L, H = lo.tolist(), hi.tolist()
    for x in order:
        if L[x] <= -inf:
            continue
        v1, v0 = min(L[x] + 1, inf - 1), L[x]
        for y in succ[x]:
            v = v1 if y in strict[x] else v0
            if L[y] < v:
                L[y] = v
    for x in reversed(order):
        best = H[x]
        for y in succ[x]:
            if H[y] < inf:
                best = min(best, max(H[y] - 1, -inf + 1) if y in strict[x] else H[y])
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
    if le is not None:
        new_le = (lo_rank[None, :] >= hi_rank[:, None]) & (hi_rank >= 0)[:, None] & ~l
        np.fill_diagonal(new_le, False)
        added_le = int(np.count_nonzero(new_le))
        if added_le:
            le.words()[:] |= BitMatrix.from_numpy(new_le).words()
        added += added_le
    return False, added

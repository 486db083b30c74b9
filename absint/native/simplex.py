"""Python face of the native transprecision simplex (simd/src/simplex*.c).

Kernels name the tier a tableau starts at and whether its SIMD kernel is used; a tableau widens on
overflow along int16 -> float-int24 -> int64 by itself, and reports an int64 overflow as
`NativeOverflow` so the caller can redo the query with Python ints (absint.poly.bigsimplex).
"""
from __future__ import annotations

import os
import threading
from fractions import Fraction

from absint.native import cpu
from absint.native._lib import ffi, lib

# kernel name -> (start tier, use SIMD)
KERNELS = {
    "i16-avx512": (lib.ABSINT_SPX_I16, 1),
    "i16-scalar": (lib.ABSINT_SPX_I16, 0),
    "i16-avx2": (lib.ABSINT_SPX_I16, 2),
    "f24-avx2": (lib.ABSINT_SPX_F24, 1),
    "f24-avx512": (lib.ABSINT_SPX_F24, 3),
    "f24-scalar": (lib.ABSINT_SPX_F24, 0),
    "i64": (lib.ABSINT_SPX_I64, 0),
    "i64-avx2": (lib.ABSINT_SPX_I64, 2),
    "i64-avx512": (lib.ABSINT_SPX_I64, 1),
}
TIER_NAMES = {lib.ABSINT_SPX_I16: "i16", lib.ABSINT_SPX_F24: "f24", lib.ABSINT_SPX_I64: "i64"}
MAX_VARS = lib.ABSINT_SPX_MAX_VARS
INT64_MAX = 2**63 - 1
# The kernel each ABSINT_SIMD level selects (values shared with the closure kernels). With the
# column-major tableau the int16 tier is the faster start on AVX2 too (i16-avx2: AVX2 at every tier).
LEVEL_KERNEL = {"avx512": "i16-avx512", "avx2": "i16-avx2", "scalar": "i64", "tiled": "i64",
                "reference": "i64"}
_NEEDS = {"i16-avx512": "avx512", "i16-avx2": "avx2", "f24-avx512": "avx512", "f24-avx2": "avx2", "i64-avx2": "avx2", "i64-avx512": "avx512"}
_LEVEL_RANK = {"scalar": 0, "avx2": 1, "avx512": 2}

EMPTY, FOUND, UNDECIDED, OVERFLOWED = (lib.ABSINT_SPX_EMPTY, lib.ABSINT_SPX_FOUND,
                                       lib.ABSINT_SPX_UNDECIDED, lib.ABSINT_SPX_OVERFLOWED)


class NativeOverflow(Exception):
    """A value left int64: the query must be redone in arbitrary precision."""


_CAN_RUN: dict = {}  # kernel -> bool (the CPU does not change under us)


def can_run(kernel: str) -> bool:
    ok = _CAN_RUN.get(kernel)
    if ok is None:
        need = _NEEDS.get(kernel)
        ok = _CAN_RUN[kernel] = need is None or _LEVEL_RANK[cpu.max_level()] >= _LEVEL_RANK[need]
    return ok


def available_kernels() -> list[str]:
    """Every native kernel this machine can run (tests run them all)."""
    return [k for k in KERNELS if can_run(k)]


_DEFAULT_MEMO: dict = {}  # raw ABSINT_SIMD value -> kernel (successful answers only)


try:  # os.environ.get costs a KeyError when the variable is unset; its own dict does not
    _ENV_DATA, _ENV_KEY = os.environ._data, os.environ.encodekey("ABSINT_SIMD")
except AttributeError:  # not CPython's os._Environ
    _ENV_DATA = _ENV_KEY = None


def default_kernel() -> str:
    """The kernel ABSINT_SIMD asks for, else the widest SIMD one the CPU runs."""
    raw = _ENV_DATA.get(_ENV_KEY) if _ENV_DATA is not None else os.environ.get("ABSINT_SIMD")
    kernel = _DEFAULT_MEMO.get(raw)
    if kernel is None:
        kernel = _DEFAULT_MEMO[raw] = _default_kernel()
    return kernel


def _default_kernel() -> str:
    level = cpu.requested()
    if level is None:
        return LEVEL_KERNEL[cpu.max_level()]
    if level not in LEVEL_KERNEL:
        raise ValueError(f"ABSINT_SIMD={level!r} is not one of {', '.join(sorted(LEVEL_KERNEL))}")
    kernel = LEVEL_KERNEL[level]
    if not can_run(kernel):
        raise ValueError(f"ABSINT_SIMD={level} needs {_NEEDS[kernel]}, but this CPU only runs "
                         f"{cpu.max_level()}")
    return kernel


def check_kernel(kernel: str) -> None:
    if _CAN_RUN.get(kernel) and kernel in KERNELS:
        return
    if kernel not in KERNELS:
        raise ValueError(f"unknown simplex kernel {kernel!r}; expected one of {', '.join(KERNELS)}")
    if not can_run(kernel):
        raise ValueError(f"simplex kernel {kernel} needs {_NEEDS[kernel]}, which this CPU lacks")


def fits_int64(values) -> bool:
    return all(-INT64_MAX <= v <= INT64_MAX for v in values)


def _check(rc: int) -> int:
    if rc == lib.ABSINT_EOVERFLOW:
        raise NativeOverflow()
    if rc < 0:
        raise RuntimeError(f"native simplex failed with status {rc}")
    return rc


def valid_all(nvars: int, nrows, flat, *, kernel: str, node_budget: int):
    """Validity matrix of coalescing (absint_spx_valid_all): nrows per basic set, flat the packed
    int64 rows of all sets. Returns a bytes object of len(rows) * nsets values (1, 0, UNDECIDED)."""
    check_kernel(kernel)
    nsets, total = len(nrows), sum(nrows)
    nbytes = memoryview(flat).nbytes
    if not 0 <= nvars <= MAX_VARS or any(r < 0 for r in nrows) or nbytes != total * (nvars + 2) * 8:
        raise ValueError("valid_all: sizes do not match")
    out = bytearray(max(total * nsets, 1))
    tier, simd = KERNELS[kernel]
    cnt = ffi.new("int32_t[]", list(nrows) or [0])
    with ffi.from_buffer("int64_t[]", flat if nbytes else bytearray(8)) as buf:
        _check(lib.absint_spx_valid_all(nsets, nvars, cnt, buf, tier, simd, node_budget,
                                        ffi.from_buffer("int8_t[]", out)))
    return bytes(out[:total * nsets])


def coalesce_views(nrows, flat):
    """The native views of a packed union (counts as int32, the rows' buffer), made once per packed form
    and handed to coalesce(views=...). flat must stay unchanged while they are used."""
    import numpy as np

    if type(flat) is not np.ndarray or flat.dtype != np.int64 or not flat.flags.c_contiguous:
        flat = np.ascontiguousarray(flat, dtype=np.int64)
    return (len(nrows), ffi.new("int32_t[]", nrows) if nrows else ffi.NULL,
            ffi.from_buffer("int64_t[]", flat if flat.size else _ONE_ZERO), flat.size, flat)


def coalesce(nvars: int, nrows, flat, *, kernel: str, node_budget: int, views=None):
    """absint_spx_coalesce: nrows per basic set, flat the packed int64 rows (kind 0) of all sets (or
    their coalesce_views). Returns (rows per result basic set, the result rows as an (m, nvars + 2) int64
    array). The native code checks every size (nvars, the counts, that flat holds what they need)."""
    pair = _PAIRS.get(kernel)
    if pair is None:
        check_kernel(kernel)
        pair = _PAIRS[kernel] = KERNELS[kernel]
    nsets, cnt, buf, nvalues, _ = views if views is not None else coalesce_views(nrows, flat)
    sc = getattr(_SCRATCH, "coal", None)  # this thread's result buffers, grown on demand
    if sc is None or sc[4] < nvalues or sc[5] < nsets + 1:
        import numpy as np

        cap_v, cap_s = max(nvalues, 1024, 2 * sc[4] if sc else 0), max(nsets + 1, 64, 2 * sc[5] if sc else 0)
        out, res = np.empty(cap_v, dtype=np.int64), ffi.new("int32_t[]", cap_s)
        sc = _SCRATCH.coal = (out, ffi.from_buffer("int64_t[]", out), res, res + 1, cap_v, cap_s)
    out, obuf, res, res1, cap_v, _ = sc  # res[0]: basic sets out, then their row counts
    rc = lib.absint_spx_coalesce(nsets, nvars, cnt, buf, nvalues, pair[0], pair[1], node_budget, res, res1,
                                 obuf, cap_v)
    if rc:
        if rc == lib.ABSINT_EINVAL:
            raise ValueError("coalesce: sizes do not match")
        _check(rc)
    counts = ffi.unpack(res1, res[0])
    return counts, out[:sum(counts) * (nvars + 2)].reshape(-1, nvars + 2).copy()


_PAIRS: dict = {}  # kernel name -> (start tier, simd) once checked
_SCRATCH = threading.local()


def row_flags(flat, n: int, nvars: int, out: bytearray) -> int:
    """Integer flags of n packed int64 rows (see absint_spx_row_flags) into out; returns their OR."""
    if not 0 <= nvars <= MAX_VARS or n < 0 or len(out) != n or flat.nbytes != n * (nvars + 2) * 8:
        raise ValueError("row_flags: sizes do not match")
    if n == 0:
        return 0
    rc = lib.absint_spx_row_flags(n, nvars, ffi.from_buffer("int64_t[]", flat), ffi.from_buffer("uint8_t[]", out))
    if rc < 0:
        raise ValueError(f"row_flags: rejected ({rc})")
    return rc


def pack_rows(A, c, eq, out: bytearray, flags: bytearray) -> int:
    """absint_spx_pack_rows: A an (m, nvars) C-contiguous int64 array, c m int64, eq None or m bytes
    (numpy bool/uint8); out receives m packed rows ((nvars + 2) * 8 bytes each), flags m bytes.
    Returns the OR of the flags."""
    m, nvars = A.shape
    if not 0 <= nvars <= MAX_VARS or c.shape != (m,) or len(flags) != m or len(out) != m * (nvars + 2) * 8 or \
            (eq is not None and eq.shape != (m,)):
        raise ValueError("pack_rows: sizes do not match")
    if m == 0:
        return 0
    rc = lib.absint_spx_pack_rows(m, nvars, ffi.from_buffer("int64_t[]", A) if A.size else ffi.NULL,
                                  ffi.from_buffer("int64_t[]", c),
                                  ffi.NULL if eq is None else ffi.from_buffer("uint8_t[]", eq),
                                  ffi.from_buffer("int64_t[]", out), ffi.from_buffer("uint8_t[]", flags))
    if rc < 0:
        raise ValueError(f"pack_rows: rejected ({rc})")
    return rc


# Spare native tableaux per (tier, simd), reset on reuse: a query's System then costs no malloc/free.
_POOL: dict = {}
_POOL_MAX = 8


def _releaser(key):
    spares = _POOL.setdefault(key, [])

    def release(ptr):
        if len(spares) < _POOL_MAX:
            spares.append(ptr)
        else:
            lib.absint_spx_free(ptr)
    return release


_RELEASE = {key: _releaser(key) for key in KERNELS.values()}


class NativeTableau:
    """One native tableau. Rows are (is_eq, coeffs, const) with int64-sized ints, len(coeffs) == nvars."""

    def __init__(self, nvars: int, kernel: str):
        check_kernel(kernel)
        if not 0 <= nvars <= MAX_VARS:
            raise ValueError(f"the native simplex handles at most {MAX_VARS} variables, got {nvars}")
        key = KERNELS[kernel]
        spares = _POOL[key]
        ptr = None
        if spares:
            ptr = spares.pop()
            if lib.absint_spx_reset(ptr, nvars) != lib.ABSINT_OK:
                lib.absint_spx_free(ptr)
                ptr = None
        if ptr is None:
            ptr = lib.absint_spx_new(nvars, *key)
            if ptr == ffi.NULL:
                raise MemoryError("absint_spx_new failed")
        self._t = ffi.gc(ptr, _RELEASE[key])
        self.nvars = nvars
        self._out = None  # the integer point's buffer, made by the first integer_point

    def add_rows(self, rows, tighten: bool = False) -> None:
        flat = []
        width = self.nvars + 2
        for is_eq, coeffs, const in rows:
            flat.append(1 if is_eq else 0)
            flat.append(const)
            flat.extend(coeffs)
        if len(flat) != width * len(rows):
            raise ValueError("row width does not match the tableau")
        try:
            buf = ffi.new("int64_t[]", flat) if flat else ffi.NULL
        except OverflowError:  # a value outside int64 (INT64_MIN itself is refused by the C side)
            raise NativeOverflow() from None
        _check(lib.absint_spx_add_rows(self._t, len(rows), buf, 1 if tighten else 0))

    def add_flat(self, flat, first: int, n: int, tighten: bool = False) -> None:
        """Adds rows first .. first+n-1 of flat, a bytearray of native int64 rows laid out as in
        absint_spx_add_rows (kind, const, coeffs): one cffi call, no copy."""
        width = self.nvars + 2
        if first < 0 or n < 0 or (first + n) * width * 8 > len(flat):
            raise ValueError("add_flat: rows out of range")
        if n == 0:
            return
        with ffi.from_buffer("int64_t[]", flat) as buf:  # released at once: flat may grow later
            rc = lib.absint_spx_add_rows(self._t, n, buf + first * width, 1 if tighten else 0)
        _check(rc)

    def is_empty(self) -> bool:
        return bool(_check(lib.absint_spx_is_empty(self._t)))

    def empty_with(self, flat, counts, integer: bool, node_budget: int) -> list[int]:
        """Question q adds counts[q] rows of flat (native int64 rows as in add_flat) on top of the
        tableau, asks emptiness, rolls back: one cffi call. Per question 1 empty, 0 not, UNDECIDED."""
        width = self.nvars + 2
        if any(c < 0 for c in counts) or sum(counts) * width * 8 != len(flat):
            raise ValueError("empty_with: the row counts do not match the rows")
        if node_budget < 0:
            raise ValueError("empty_with: node_budget must be >= 0")
        nq = len(counts)
        out = ffi.new("int8_t[]", max(nq, 1))
        cnt = ffi.new("int32_t[]", list(counts) or [0])
        if len(flat):
            with ffi.from_buffer("int64_t[]", flat) as buf:
                rc = lib.absint_spx_empty_with(self._t, nq, cnt, buf, 1 if integer else 0, node_budget, out)
        else:
            rc = lib.absint_spx_empty_with(self._t, nq, cnt, ffi.NULL, 1 if integer else 0, node_budget, out)
        _check(rc)
        return list(ffi.unpack(out, nq))

    def snapshot(self) -> int:
        return _check(lib.absint_spx_snapshot(self._t))

    def rollback(self, snap: int) -> None:
        rc = lib.absint_spx_rollback(self._t, snap)
        if rc == lib.ABSINT_EINVAL:
            raise ValueError(f"rollback: {snap} is not a snapshot of this tableau")
        _check(rc)

    def minimize(self, coeffs, const) -> Fraction | None:
        coeffs = list(coeffs)
        if len(coeffs) != self.nvars:
            raise ValueError(f"minimize: expected {self.nvars} coefficients, got {len(coeffs)}")
        if not fits_int64(coeffs + [const]):
            raise NativeOverflow()
        num, den = ffi.new("int64_t *"), ffi.new("int64_t *")
        rc = _check(lib.absint_spx_minimize(self._t, ffi.new("int64_t[]", coeffs or [0]), const, num, den))
        return Fraction(num[0], den[0]) if rc == 1 else None

    def sample_rational(self) -> list[Fraction]:
        num = ffi.new("int64_t[]", max(self.nvars, 1))
        den = ffi.new("int64_t[]", max(self.nvars, 1))
        _check(lib.absint_spx_sample_rational(self._t, num, den))
        return [Fraction(num[k], den[k]) for k in range(self.nvars)]

    def integer_point(self, node_budget: int):
        """(EMPTY | FOUND | UNDECIDED, point or None)."""
        if node_budget < 0:
            raise ValueError("integer_point: node_budget must be >= 0")
        if self._out is None:
            self._out = ffi.new("int64_t[]", max(self.nvars, 1))
        rc = _check(lib.absint_spx_integer_point(self._t, node_budget, self._out))
        return rc, (ffi.unpack(self._out, self.nvars) if rc == FOUND else None)

    @property
    def tier(self) -> str:
        return TIER_NAMES[lib.absint_spx_tier(self._t)]

    def stats(self) -> dict:
        piv = ffi.new("uint64_t[3]")
        wid, nodes = ffi.new("uint64_t *"), ffi.new("uint64_t *")
        lib.absint_spx_stats(self._t, piv, wid, nodes)
        return {"pivots": {TIER_NAMES[i]: piv[i] for i in range(3)}, "widenings": wid[0],
                "nodes": nodes[0]}


def batch_empty(systems, *, integer: bool, kernel: str, node_budget: int) -> list[int]:
    """systems: [(nvars, rows)] with rows as in NativeTableau.add_rows, all int64-sized and nvars <=
    MAX_VARS. Returns per system 1 empty, 0 not empty, UNDECIDED or OVERFLOWED."""
    check_kernel(kernel)
    tier, simd = KERNELS[kernel]
    nvars, nrows, flat = [], [], []
    for nv, rows in systems:
        nvars.append(nv)
        nrows.append(len(rows))
        for is_eq, coeffs, const in rows:
            flat.append(1 if is_eq else 0)
            flat.append(const)
            flat.extend(coeffs)
    out = ffi.new("int8_t[]", max(len(systems), 1))
    rc = lib.absint_spx_batch_empty(len(systems), ffi.new("int32_t[]", nvars or [0]),
                                    ffi.new("int32_t[]", nrows or [0]), ffi.new("int64_t[]", flat or [0]),
                                    len(flat), 1 if integer else 0, tier, simd, node_budget, out)
    _check(rc)
    return [out[i] for i in range(len(systems))]


_ONE_ZERO = bytearray(8)  # a valid buffer for an empty rows array


def batch_empty_arrays(nvars, nrows, rows, *, integer: bool, kernel: str, node_budget: int):
    """The batch form without per-value Python work: nvars, nrows int32 arrays (one entry per system),
    rows an int64 array of sum(nrows[s] * (nvars[s] + 2)) values laid out as in absint_spx_add_rows.
    Returns an int8 array (1 empty, 0 not empty, UNDECIDED, OVERFLOWED)."""
    import numpy as np

    check_kernel(kernel)
    nvars = np.ascontiguousarray(nvars, dtype=np.int32)
    nrows = np.ascontiguousarray(nrows, dtype=np.int32)
    rows = np.ascontiguousarray(rows, dtype=np.int64)
    if nvars.ndim != 1 or nvars.shape != nrows.shape:
        raise ValueError("batch: nvars and nrows must be 1-d arrays of the same length")
    n = len(nvars)
    out = np.empty(max(n, 1), dtype=np.int8)
    tier, simd = KERNELS[kernel]
    # The native code checks every size (nvars, nrows, and that rows holds exactly what they need).
    rc = lib.absint_spx_batch_empty(n, ffi.from_buffer("int32_t[]", nvars), ffi.from_buffer("int32_t[]", nrows),
                                    ffi.from_buffer("int64_t[]", rows if rows.size else _ONE_ZERO), rows.size,
                                    1 if integer else 0, tier, simd, node_budget, ffi.from_buffer("int8_t[]", out))
    if rc == lib.ABSINT_EINVAL:  # say which size is wrong
        if (nvars < 0).any() or (nvars > MAX_VARS).any() or (nrows < 0).any():
            raise ValueError(f"batch: nvars must be in [0, {MAX_VARS}] and nrows >= 0")
        need = int((nrows.astype(np.int64) * (nvars.astype(np.int64) + 2)).sum())
        raise ValueError(f"batch: rows holds {rows.size} values, the sizes need {need}")
    _check(rc)
    return out[:n]


def empty_arrays(nvars: int, m: int, A: bytes, c: bytes, eq, *, integer: bool, kernel: str, node_budget: int) -> int:
    """Emptiness of one system given as arrays, in one native call (absint_spx_empty_arrays): A the
    m x nvars int64 coefficients, c the m int64 constants, eq None or m bytes (nonzero: equality), each
    as bytes in native order (ndarray.tobytes()); packed and tightened (when integer) in C, on a spare
    tableau of the pool. Returns 1 empty, 0 not, UNDECIDED or OVERFLOWED."""
    if len(A) != m * nvars * 8 or len(c) != m * 8 or (eq is not None and len(eq) != m):
        raise ValueError(f"empty_arrays: the buffers do not hold {m} rows of {nvars} variables")
    key = KERNELS.get(kernel)
    if key is None:
        check_kernel(kernel)  # raises with the reason
    spares = _POOL[key]
    if spares:
        ptr = spares.pop()
    else:
        ptr = lib.absint_spx_new(0, *key)
        if ptr == ffi.NULL:
            raise MemoryError("absint_spx_new failed")
    try:  # (this call is most of a System query from arrays: the pool's release written out)
        rc = _EMPTY_ARRAYS(ptr, nvars, m, A, c, _NULL if eq is None else eq, 1 if integer else 0, node_budget)
    finally:
        if len(spares) < _POOL_MAX:
            spares.append(ptr)
        else:
            lib.absint_spx_free(ptr)
    if rc < 0:
        if rc == lib.ABSINT_EINVAL:
            raise ValueError(f"empty_arrays: nvars outside [0, {MAX_VARS}], m < 0 or node_budget < 0")
        _check(rc)
    return rc


_EMPTY_ARRAYS, _NULL = lib.absint_spx_empty_arrays, ffi.NULL


def empty_rows(nvars: int, flat, n: int, *, integer: bool, kernel: str, node_budget: int) -> int:
    """Emptiness of one system in one native call (absint_spx_empty_rows): flat holds n packed rows
    (a bytes-like object of native int64 rows as in add_flat), tightened in C when integer. The
    tableau is a spare one of the pool (reset by the call, returned after). Returns 1 empty, 0 not,
    UNDECIDED or OVERFLOWED."""
    key = KERNELS.get(kernel)
    if key is None:
        check_kernel(kernel)  # raises with the reason
    spares = _POOL[key]
    ptr = spares.pop() if spares else lib.absint_spx_new(0, *key)
    if ptr == ffi.NULL:
        raise MemoryError("absint_spx_new failed")
    try:
        # The native code checks the sizes: nvars, n, and that flat holds exactly n rows.
        with ffi.from_buffer("int64_t[]", flat) as buf:
            rc = lib.absint_spx_empty_rows(ptr, nvars, n, buf, len(flat) // 8, 1 if integer else 0, node_budget)
    finally:
        _RELEASE[key](ptr)
    if rc == lib.ABSINT_EINVAL:
        raise ValueError(f"empty_rows: {len(flat)} bytes do not hold {n} rows of {nvars} variables "
                         f"(or nvars outside [0, {MAX_VARS}], or node_budget < 0)")
    return _check(rc)


BENCH_KERNELS = {"obvious-i64": 0, "i64": 1, "i16-scalar": 2, "i16-avx512": 3, "f24-scalar": 4,
                 "f24-avx2": 5, "i64-avx2": 6, "i64-avx512": 7, "i16-avx2": 8, "f24-avx512": 9}


def bench_pivot(kernel: str, rows: int, nvars: int, reps: int, seed: int = 1,
                update_only: bool = False) -> tuple[float, str]:
    """(ns per pivot, tier the tableau ended at) for one kernel; see absint_spx_bench_pivot."""
    ns, tier = ffi.new("double *"), ffi.new("int *")
    _check(lib.absint_spx_bench_pivot(BENCH_KERNELS[kernel], rows, nvars, reps, seed,
                                      1 if update_only else 0, ns, tier))
    return ns[0], TIER_NAMES[tier[0]]


# column kernels by tier: (C type, numpy dtype, scalar twin, {SIMD kernel name: function})
_TWINS = {"i16": ("int16_t", "int16", lib.absint_spx_col_i16_scalar,
                  {"i16-avx2": lib.absint_spx_col_i16_avx2, "i16-avx512": lib.absint_spx_col_i16_avx512}),
          "f24": ("float", "float32", lib.absint_spx_col_f24_scalar,
                  {"f24-avx2": lib.absint_spx_col_f24_avx2, "f24-avx512": lib.absint_spx_col_f24_avx512}),
          "i64": ("int64_t", "int64", lib.absint_spx_col_i64_scalar,
                  {"i64-avx2": lib.absint_spx_col_i64_avx2, "i64-avx512": lib.absint_spx_col_i64_avx512})}
_TIER_MAX = {"i16": 32767, "f24": 2**24 - 1, "i64": 2**63 - 1}


def column_update(kernel: str, cols, p, dm, am, mag=None, pmax=None):
    """Runs one column kernel directly (for the twin tests). kernel: "i16", "f24", "i64" (the scalar
    twin) or a SIMD kernel name ("i16-avx512", ...). cols is an (ncol, nlanes) array of the tier's
    values (column k of the tableau is cols[k], row i its lane i), p ncol long, dm and am nlanes long;
    mag and pmax, the bounds the kernel trusts (on the rows' magnitudes and on |p|), are computed
    exactly when not given (looser ones must still bound: checked here). Returns (overflow, out
    columns, magnitudes) as in absint_simplex.h."""
    import numpy as np

    tier, (ctype, dtype, scalar, vector), cols = _column_kernel("column_update", _TWINS, kernel, cols)
    ncol, nl = cols.shape
    top = _TIER_MAX[tier]
    exact = [np.asarray(v).astype(object) for v in (cols, p, dm, am)]
    if np.asarray(p).shape != (ncol,) or np.asarray(dm).shape != (nl,) or np.asarray(am).shape != (nl,):
        raise ValueError("column_update: p must be ncol long, dm and am nlanes long")
    if any(abs(int(v)) > top for a in exact for v in a.ravel()):
        raise ValueError(f"column_update: a value outside the {tier} tier's range")
    want = np.max(np.abs(exact[0]), axis=0)
    if mag is None:
        mag = want
    elif np.asarray(mag).shape != (nl,) or any(int(m) < int(w) or int(m) > top for m, w in zip(mag, want)):
        raise ValueError("column_update: mag must bound every row's magnitudes, within the tier")
    pwant = max(abs(int(v)) for v in exact[1])
    if pmax is None:
        pmax = pwant
    elif not pwant <= int(pmax) <= top:
        raise ValueError("column_update: pmax must bound every |p|, within the tier")
    arr = [np.ascontiguousarray(np.asarray(v, dtype=object).astype(dtype)) for v in (cols, p, dm, am, mag)]
    out = np.zeros_like(arr[0])
    mag_out = np.zeros(nl, dtype=dtype)
    ptr = [ffi.cast(f"{ctype} *", ffi.from_buffer(a)) for a in arr + [out, mag_out]]
    fn = scalar if kernel == tier else vector[kernel]
    rc = fn(ncol, nl, nl, ptr[5], ptr[0], ptr[1], float(pmax) if tier == "f24" else int(pmax), ptr[2], ptr[3],
            ptr[4], ptr[6])
    if rc < 0:
        raise ValueError(f"column_update: the kernel rejected its arguments ({rc})")
    return bool(rc), out, mag_out



def _column_kernel(what: str, table: dict, kernel: str, cols):
    """(tier, table entry, cols as an array) for a direct run of a column kernel of `table`
    (kernel: the tier's name for its scalar twin, or a SIMD name), after checking that the kernel
    exists, runs on this CPU, and that cols is (ncol, nlanes) as the kernels take it."""
    import numpy as np

    tier = kernel.split("-")[0]
    if tier not in table or (kernel != tier and kernel not in table[tier][3]):
        raise ValueError(f"{what}: unknown kernel {kernel!r}")
    if kernel != tier and not can_run(kernel):
        raise ValueError(f"{what}: this CPU cannot run {kernel}")
    cols = np.asarray(cols)
    if cols.ndim != 2 or not 1 <= cols.shape[0] <= 64 or cols.shape[1] < 16 or cols.shape[1] % 16:
        raise ValueError(f"{what}: cols must be (ncol, nlanes) with 1 <= ncol <= 64 and nlanes a "
                         "positive multiple of 16")
    return tier, table[tier], cols

_SIEVES = {"i16": ("int16_t", "int16", lib.absint_spx_sieve_i16_scalar,
                   {"i16-avx2": lib.absint_spx_sieve_i16_avx2, "i16-avx512": lib.absint_spx_sieve_i16_avx512}),
           "f24": ("float", "float32", lib.absint_spx_sieve_f24_scalar,
                   {"f24-avx2": lib.absint_spx_sieve_f24_avx2, "f24-avx512": lib.absint_spx_sieve_f24_avx512})}


def sieve(kernel: str, cols):
    """Runs one small-prime sieve directly (for the twin tests): kernel "i16", "f24" (the scalar twin)
    or a SIMD name; cols an (ncol, nlanes) array of the tier's integers (row i is lane i). Returns
    (columns with every row whose first entry is nonzero divided by its factors 2..13, magnitudes)."""
    import numpy as np

    tier, (ctype, dtype, scalar, vector), cols = _column_kernel("sieve", _SIEVES, kernel, cols)
    if any(abs(int(v)) > _TIER_MAX[tier] for v in cols.ravel()):
        raise ValueError(f"sieve: a value outside the {tier} tier's range")
    out = np.ascontiguousarray(cols.astype(np.int64).astype(dtype))
    mag = np.zeros(cols.shape[1], dtype=dtype)
    fn = scalar if kernel == tier else vector[kernel]
    rc = fn(cols.shape[0], cols.shape[1], cols.shape[1], ffi.cast(f"{ctype} *", ffi.from_buffer(out)),
            ffi.cast(f"{ctype} *", ffi.from_buffer(mag)))
    if rc < 0:
        raise ValueError(f"sieve: the kernel rejected its arguments ({rc})")
    return out, mag

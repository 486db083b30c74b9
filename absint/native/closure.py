"""Bit matrices of a strict order (x_i < x_j) and their native transitive closure.

`BitMatrix` owns a 64-byte aligned native buffer (see simd/include/absint_closure.h for the layout:
uint64 words, rows padded to a multiple of 64 bytes, padding bits always zero). The buffer is
allocated by C (absint_bm_alloc) and freed exactly once by the garbage collector (ffi.gc).

Every argument is validated here, before native code runs; bad input raises ValueError (or TypeError
for a wrong Python type), never crashes the process. The C side checks again and returns a status.
"""
from __future__ import annotations

import dataclasses
import functools
import json
import operator
import os
from typing import Iterable, Sequence

import numpy as np

from absint.native import cpu
from absint.native._lib import ffi, lib

# Closure kernels, in the order of the C enum (ids are the list index).
KERNEL_NAMES = ("reference", "scalar", "tiled", "avx2", "avx512")
_KERNEL_IDS = {name: i for i, name in enumerate(KERNEL_NAMES)}
MAX_N = lib.ABSINT_BM_MAX_N
TUNING_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "closure_tuning.json")


def kernels() -> list[str]:
    """The closure kernels this CPU and OS can run, slowest (reference) first."""
    return [name for name in KERNEL_NAMES if lib.absint_closure_available(_KERNEL_IDS[name])]


def default_kernel() -> str:
    """The kernel used when none is given: ABSINT_SIMD if set, else the widest the CPU runs.

    Raises ValueError if ABSINT_SIMD names an unknown kernel or one this CPU cannot run."""
    return _default_for(cpu.requested())


@functools.lru_cache(maxsize=None)
def _default_for(wanted: str | None) -> str:
    if wanted is None:
        return KERNEL_NAMES[lib.absint_closure_best_kernel()]
    return _check_kernel(wanted, source="ABSINT_SIMD")  # errors are not cached by lru_cache


def _check_kernel(name, source="kernel") -> str:
    if not isinstance(name, str) or name not in _KERNEL_IDS:
        raise ValueError(f"{source}={name!r} is not a closure kernel; expected one of {', '.join(KERNEL_NAMES)}")
    if not lib.absint_closure_available(_KERNEL_IDS[name]):
        raise ValueError(f"{source}={name!r}: this CPU cannot run it (available: {', '.join(kernels())})")
    return name


@dataclasses.dataclass(frozen=True)
class ClosureTuning:
    """Knobs of the tiled kernels (reference and scalar ignore them).

    tile: k-tile size in bits (multiple of 64, 64..1024); width: column segment in 512-bit units
    (register blocking, 1..8); dense: a 64-bit word of k-bits with at least this many set bits takes
    the branch-free update, fewer take the skip-zero-bits loop (0..65; 65 = always skip)."""
    tile: int = 64
    width: int = 2
    dense: int = 12

    def __post_init__(self):
        for field in ("tile", "width", "dense"):
            if type(getattr(self, field)) is not int:
                raise ValueError(f"ClosureTuning.{field} must be an int")
        if not (64 <= self.tile <= 1024 and self.tile % 64 == 0):
            raise ValueError(f"ClosureTuning.tile={self.tile}: need a multiple of 64 in 64..1024")
        if not 1 <= self.width <= 8:
            raise ValueError(f"ClosureTuning.width={self.width}: need 1..8")
        if not 0 <= self.dense <= 65:
            raise ValueError(f"ClosureTuning.dense={self.dense}: need 0..65")


@functools.lru_cache(maxsize=None)
def load_tuning(path: str = TUNING_FILE) -> dict:
    """Per-kernel ClosureTuning from the tuning file written by `python -m benchmarks.closure --tune`.

    A missing or malformed file, or a kernel without an entry, falls back to the C defaults."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        return {name: ClosureTuning(**params) for name, params in data.get("kernels", {}).items()
                if name in _KERNEL_IDS}
    except (OSError, ValueError, TypeError, AttributeError):
        return {}


def tuning_for(kernel: str) -> ClosureTuning:
    """The tuning the runtime uses for `kernel`: the tuning file's entry, else the C default."""
    tuned = load_tuning()
    if kernel in tuned:
        return tuned[kernel]
    out = ffi.new("absint_closure_tuning *")
    lib.absint_closure_default_tuning(_KERNEL_IDS[kernel], out)
    return ClosureTuning(out.tile, out.width, out.dense)


def _index(value, limit: int, what: str) -> int:
    if isinstance(value, bool):
        raise ValueError(f"{what} must be an integer, not bool")
    try:
        i = operator.index(value)
    except TypeError:
        raise ValueError(f"{what} must be an integer, got {type(value).__name__}") from None
    if not 0 <= i < limit:
        raise ValueError(f"{what}={i} out of range 0..{limit - 1}" if limit else f"{what}={i}: the matrix is empty")
    return i


def _bitmatrix_from_bytes(n: int, data: bytes) -> "BitMatrix":
    m = BitMatrix(n)
    if n:
        ffi.memmove(m._ptr, data, len(data))
    return m


_new_object = object.__new__
_gc = ffi.gc
_bm_free = lib.absint_bm_free
_bm_clone = lib.absint_bm_clone
_bm_alloc = lib.absint_bm_alloc


class BitMatrix:
    """An n x n Boolean matrix, bit (i, j) set meaning x_i < x_j. Mutable; `copy()` is one memcpy.

    Representation invariant (shared with C): row i is `stride` uint64 words at word offset
    i * stride of a 64-byte aligned buffer, stride a multiple of 8, padding bits always zero.
    Not hashable (mutable); use `to_bytes()` as a key."""

    __slots__ = ("_n", "_stride", "_ptr", "_nbytes")

    def __init__(self, n: int):
        if type(n) is not int:
            if isinstance(n, bool) or not isinstance(n, (int, np.integer)):
                raise ValueError(f"BitMatrix size must be an integer, got {type(n).__name__}")
            n = int(n)
        if not 0 <= n <= MAX_N:
            raise ValueError(f"BitMatrix size {n} out of range 0..{MAX_N}")
        ptr = lib.absint_bm_alloc(n)
        if ptr == ffi.NULL:
            raise MemoryError(f"cannot allocate a {n} x {n} bit matrix")
        self._n = n
        self._stride = ((n + 63) // 64 + 7) & ~7  # == absint_bm_stride(n), asserted by the tests
        self._nbytes = n * self._stride * 8
        self._ptr = ffi.gc(ptr, lib.absint_bm_free, size=self._nbytes or 64)

    @classmethod
    def _adopt(cls, n: int, ptr) -> "BitMatrix":
        """A BitMatrix owning ptr, a fresh n x n buffer from absint_bm_alloc or absint_bm_clone
        (n already checked): __init__ without its checks, for the hot paths (copy, resized)."""
        if ptr == ffi.NULL:
            raise MemoryError(f"cannot allocate a {n} x {n} bit matrix")
        m = _new_object(cls)
        m._n = n
        stride = m._stride = ((n + 63) // 64 + 7) & ~7
        nbytes = m._nbytes = n * stride * 8
        m._ptr = _gc(ptr, _bm_free, size=nbytes or 64)
        return m

    # ---- construction and conversion ----
    @property
    def n(self) -> int:
        return self._n

    @classmethod
    def from_numpy(cls, a) -> "BitMatrix":
        """A BitMatrix equal to `a`, a square 2-D numpy array of dtype bool."""
        if not isinstance(a, np.ndarray):
            raise ValueError(f"from_numpy needs a numpy array, got {type(a).__name__}")
        if a.dtype != np.bool_:
            raise ValueError(f"from_numpy needs a bool array, got dtype {a.dtype}")
        if a.ndim != 2 or a.shape[0] != a.shape[1]:
            raise ValueError(f"from_numpy needs a square 2-D array, got shape {a.shape}")
        m = cls(a.shape[0])
        if m._n:
            packed = np.packbits(a, axis=1, bitorder="little")  # pads the last byte with zeros
            m._bytes()[:, :packed.shape[1]] = packed
        return m

    def to_numpy(self) -> np.ndarray:
        """The matrix as a new n x n numpy bool array."""
        if not self._n:
            return np.zeros((0, 0), dtype=bool)
        return np.unpackbits(self._bytes(), axis=1, count=self._n, bitorder="little").astype(bool)

    def words(self) -> np.ndarray:
        """A read-write numpy view (n x stride uint64) of the native buffer. Keep padding bits zero."""
        if not self._n:
            return np.zeros((0, 0), dtype=np.uint64)
        return np.frombuffer(ffi.buffer(self._ptr, self._nbytes), dtype=np.uint64).reshape(self._n, self._stride)

    def _bytes(self) -> np.ndarray:
        return self.words().view(np.uint8)

    def to_bytes(self) -> bytes:
        """The packed contents (a hashable key: equal matrices give equal bytes)."""
        return bytes(ffi.buffer(self._ptr, self._nbytes)) + self._n.to_bytes(4, "little")

    def copy(self) -> "BitMatrix":
        """An independent copy (one native call: allocation and memcpy)."""
        n = self._n
        return BitMatrix._adopt(n, _bm_clone(self._ptr, n))

    __copy__ = copy

    def __reduce__(self):
        """Pickled as its size and packed words (the native buffer does not travel)."""
        return (_bitmatrix_from_bytes, (self._n, bytes(ffi.buffer(self._ptr, self._nbytes))))

    # ---- single bits, rows and columns ----
    def get(self, i: int, j: int) -> bool:
        """Bit (i, j): whether x_i < x_j is recorded."""
        i = _index(i, self._n, "row")
        j = _index(j, self._n, "column")
        return bool((self._ptr[i * self._stride + (j >> 6)] >> (j & 63)) & 1)

    def set(self, i: int, j: int, value: bool = True) -> None:
        """Sets bit (i, j) to bool(value)."""
        i = _index(i, self._n, "row")
        j = _index(j, self._n, "column")
        w = i * self._stride + (j >> 6)
        bit = 1 << (j & 63)
        self._ptr[w] = (self._ptr[w] | bit) if value else (self._ptr[w] & ~bit & 0xFFFFFFFFFFFFFFFF)

    def set_bit(self, i: int, j: int) -> None:
        """Sets bit (i, j), for indices the caller owns (a Pentagon state's: 0 <= i, j < n, ints),
        without set()'s checks: the domain's transfer functions set millions of them."""
        j = int(j)        # (a numpy index would make 1 << 63 a negative int64)
        w = int(i) * self._stride + (j >> 6)
        self._ptr[w] |= 1 << (j & 63)

    def row(self, i: int) -> list[int]:
        """The j with bit (i, j) set, ascending (the variables known greater than x_i)."""
        i = _index(i, self._n, "row")
        bits = np.unpackbits(self._bytes()[i], count=self._n, bitorder="little")
        return np.flatnonzero(bits).tolist()

    def col(self, j: int) -> list[int]:
        """The i with bit (i, j) set, ascending (the variables known smaller than x_j)."""
        j = _index(j, self._n, "column")
        column = (self.words()[:, j >> 6] >> np.uint64(j & 63)) & np.uint64(1)
        return np.flatnonzero(column).tolist()

    def forget(self, i: int) -> None:
        """Clears row i and column i in place (drops every relation of x_i, e.g. on havoc)."""
        i = _index(i, self._n, "variable")
        w = self.words()
        w[i, :] = 0
        w[:, i >> 6] &= ~np.uint64(1 << (i & 63))

    # ---- whole-matrix operations (native) ----
    def _same(self, other, op: str) -> "BitMatrix":
        if not isinstance(other, BitMatrix):
            raise ValueError(f"{op} needs a BitMatrix, got {type(other).__name__}")
        if other._n != self._n:
            raise ValueError(f"{op}: sizes differ ({self._n} vs {other._n})")
        return other

    def iand(self, other: "BitMatrix") -> "BitMatrix":
        """In place self &= other (join of two strict orders keeps the common facts). Returns self."""
        _check(lib.absint_bm_and(self._ptr, self._same(other, "iand")._ptr, self._n))
        return self

    def ior(self, other: "BitMatrix") -> "BitMatrix":
        """In place self |= other (meet: all facts of both; close it afterwards). Returns self."""
        _check(lib.absint_bm_or(self._ptr, self._same(other, "ior")._ptr, self._n))
        return self

    def intersect(self, other: "BitMatrix") -> "BitMatrix":
        """A new matrix self & other."""
        self._same(other, "intersect")
        m = self.copy()
        _check(lib.absint_bm_and(m._ptr, other._ptr, self._n))
        return m

    def union(self, other: "BitMatrix") -> "BitMatrix":
        """A new matrix self | other."""
        self._same(other, "union")
        m = self.copy()
        _check(lib.absint_bm_or(m._ptr, other._ptr, self._n))
        return m

    and_ = intersect
    or_ = union
    __and__ = intersect
    __or__ = union

    def equals(self, other: "BitMatrix") -> bool:
        """Same size and same bits."""
        if not isinstance(other, BitMatrix):
            raise ValueError(f"equals needs a BitMatrix, got {type(other).__name__}")
        if other._n != self._n:
            return False
        return _check(lib.absint_bm_equal(self._ptr, other._ptr, self._n)) == 1

    def __eq__(self, other):
        if not isinstance(other, BitMatrix):
            return NotImplemented
        return self.equals(other)

    __hash__ = None  # mutable

    def is_subset(self, other: "BitMatrix") -> bool:
        """Every bit of self is set in other (self has no fact other lacks)."""
        return _check(lib.absint_bm_subset(self._ptr, self._same(other, "is_subset")._ptr, self._n)) == 1

    __le__ = is_subset

    def any_diagonal(self) -> bool:
        """Some bit (i, i) is set: x_i < x_i, a contradiction (bottom) once closed."""
        return _check(lib.absint_bm_any_diagonal(self._ptr, self._n)) == 1

    def count(self) -> int:
        """Number of set bits."""
        return _check(lib.absint_bm_count(self._ptr, self._n))

    def submatrix(self, indices: Sequence[int]) -> "BitMatrix":
        """A new len(indices)-square matrix with entry (r, c) = self[indices[r]][indices[c]].

        Drops variables (keep the others' indices) or reorders them; repeats are allowed."""
        idx = [_index(v, self._n, "index") for v in indices]
        m = BitMatrix(len(idx))
        c_idx = ffi.new("size_t[]", idx) if idx else ffi.NULL
        _check(lib.absint_bm_submatrix(self._ptr, self._n, c_idx, len(idx), m._ptr))
        return m

    def resized(self, m: int) -> "BitMatrix":
        """A new m x m matrix: the top-left min(n, m) block of self, new rows/columns empty."""
        out = BitMatrix._adopt(m, _bm_alloc(m)) if type(m) is int and 0 <= m <= MAX_N else BitMatrix(m)
        _check(lib.absint_bm_resize(self._ptr, self._n, out._ptr, out._n))
        return out

    def __repr__(self):
        return f"BitMatrix(n={self._n}, bits={self.count()})"


def _check(status: int) -> int:
    if status == lib.ABSINT_EINVAL:
        raise ValueError("native closure call rejected its arguments")
    if status == lib.ABSINT_ENOMEM:
        raise MemoryError("native closure kernel ran out of memory")
    if status == lib.ABSINT_EUNSUPPORTED:
        raise ValueError("this CPU cannot run the requested closure kernel")
    return status


def _resolve(kernel, tuning):
    """(kernel id, C tuning struct) for a user's kernel/tuning arguments; validated, then cached."""
    name = default_kernel() if kernel is None else kernel
    try:
        return _resolved(name, tuning)
    except TypeError:  # unhashable argument
        raise ValueError(f"bad kernel {kernel!r} or tuning {tuning!r}") from None


@functools.lru_cache(maxsize=256)
def _resolved(name, tuning):
    name = _check_kernel(name)
    if tuning is None:
        tuning = tuning_for(name)
    elif not isinstance(tuning, ClosureTuning):
        raise ValueError(f"tuning must be a ClosureTuning, got {type(tuning).__name__}")
    c_tuning = ffi.new("absint_closure_tuning *", (tuning.tile, tuning.width, tuning.dense))
    return _KERNEL_IDS[name], c_tuning


def transitive_closure(m: BitMatrix, kernel: str | None = None, tuning: ClosureTuning | None = None) -> bool:
    """Closes m in place (m[i][j] |= m[i][k] & m[k][j] to the fixpoint); True iff a cycle exists
    (some x_i < x_i), which makes a Pentagon bottom. kernel: one of kernels(), default default_kernel()."""
    if not isinstance(m, BitMatrix):
        raise ValueError(f"transitive_closure needs a BitMatrix, got {type(m).__name__}")
    kid, c_tuning = _resolve(kernel, tuning)
    cycle = ffi.new("int *")
    _check(lib.absint_closure(kid, c_tuning, m._ptr, m._n, cycle))
    return bool(cycle[0])


def transitive_closure_pair(s: BitMatrix, le: BitMatrix, kernel: str | None = None,
                            tuning: ClosureTuning | None = None) -> bool:
    """Closes a strict relation s (x_i < x_j) and a non-strict one le (x_i <= x_j) together, in place:
    le |= s, then le becomes the transitive closure of le, s every pair joined by a path with at least
    one strict edge. True iff s has a cycle (some x_i < x_i: a Pentagon bottom; s is then only known
    to hold one). le's diagonal marks the variables on a cycle of le (equal to another variable)."""
    for m in (s, le):
        if not isinstance(m, BitMatrix):
            raise ValueError(f"transitive_closure_pair needs BitMatrix arguments, got {type(m).__name__}")
    if s._n != le._n:
        raise ValueError(f"transitive_closure_pair: sizes differ ({s._n} vs {le._n})")
    if s is le:
        raise ValueError("transitive_closure_pair: s and le must be distinct matrices")
    kid, c_tuning = _resolve(kernel, tuning)
    cycle = ffi.new("int *")
    _check(lib.absint_closure_pair(kid, c_tuning, s._ptr, le._ptr, s._n, cycle))
    return bool(cycle[0])


def transitive_closure_batch(matrices: Iterable[BitMatrix], kernel: str | None = None,
                             tuning: ClosureTuning | None = None) -> list[bool]:
    """Closes every matrix in place in ONE native call (sizes may differ); returns the cycle flags.

    Worth it for many small matrices: a native call costs more than a 16 x 16 closure."""
    mats = list(matrices)
    for m in mats:
        if not isinstance(m, BitMatrix):
            raise ValueError(f"transitive_closure_batch needs BitMatrix items, got {type(m).__name__}")
    kid, c_tuning = _resolve(kernel, tuning)
    if not mats:
        return []
    ptrs = ffi.new("uint64_t *[]", [m._ptr for m in mats])
    ns = ffi.new("size_t[]", [m._n for m in mats])
    cycles = ffi.new("int[]", len(mats))
    _check(lib.absint_closure_batch(kid, c_tuning, ptrs, ns, len(mats), cycles))
    return [bool(c) for c in cycles]


# ---- benchmark support (measured in C, so tiny closures are not dominated by the cffi call) ----

def measure_clocks() -> tuple[float, float]:
    """(core GHz, TSC GHz), measured in-process: the core clock by timing a chain of dependent 1-cycle
    adds against CLOCK_MONOTONIC, the TSC rate by rdtsc against CLOCK_MONOTONIC (~25 ms in all)."""
    return lib.absint_clock_core_ghz(), lib.absint_clock_tsc_ghz()


def time_closure_pair(s: BitMatrix, le: BitMatrix, kernel: str, tuning: ClosureTuning | None = None,
                      reps: int = 5) -> tuple[float, float]:
    """time_closure for transitive_closure_pair (fresh copies of s and le per run)."""
    for m in (s, le):
        if not isinstance(m, BitMatrix):
            raise ValueError(f"time_closure_pair needs BitMatrix arguments, got {type(m).__name__}")
    if s._n != le._n:
        raise ValueError(f"time_closure_pair: sizes differ ({s._n} vs {le._n})")
    if isinstance(reps, bool) or not isinstance(reps, int) or not 1 <= reps <= 100000:
        raise ValueError(f"reps={reps!r}: need an int in 1..100000")
    kid, c_tuning = _resolve(kernel, tuning)
    best, median = ffi.new("double *"), ffi.new("double *")
    _check(lib.absint_closure_pair_time(kid, c_tuning, s._ptr, le._ptr, s._n, reps, best, median))
    return best[0], median[0]


def time_closure(m: BitMatrix, kernel: str, tuning: ClosureTuning | None = None, reps: int = 5) -> tuple[float, float]:
    """Closes `reps` fresh copies of m in C (m itself is left unchanged) and returns the fastest and
    the median run in TSC ticks (divide by the TSC GHz for ns)."""
    if not isinstance(m, BitMatrix):
        raise ValueError(f"time_closure needs a BitMatrix, got {type(m).__name__}")
    if isinstance(reps, bool) or not isinstance(reps, int) or not 1 <= reps <= 100000:
        raise ValueError(f"reps={reps!r}: need an int in 1..100000")
    kid, c_tuning = _resolve(kernel, tuning)
    best, median = ffi.new("double *"), ffi.new("double *")
    _check(lib.absint_closure_time(kid, c_tuning, m._ptr, m._n, reps, best, median))
    return best[0], median[0]

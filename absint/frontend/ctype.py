"""C types of the front end and their layout per data model (lp64, ilp32).

These are the types of C source (struct tags, arrays, function types); the IR only sees the scalar
types they map to (absint.ir.nodes.IntT / FloatT / PtrT), via Machine.ir_type.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from absint.ir.nodes import FloatT, IntT, PtrT, Var


class CType:
    """Base class. Subclasses are frozen dataclasses except CStruct (completed after its declaration)."""


@dataclass(frozen=True)
class CVoid(CType):
    def __str__(self) -> str:
        return "void"


@dataclass(frozen=True)
class CInt(CType):
    """An integer type. rank orders conversions: _Bool 0, char 1, short 2, int 3, long 4, long long 5.
    is_bool: converting to it tests != 0. is_char: char/signed char/unsigned char (strings)."""
    name: str
    size: int
    signed: bool
    rank: int
    is_bool: bool = False
    is_char: bool = False

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class CFloat(CType):
    name: str        # "float" | "double" | "long double"
    size: int
    bits: int        # 32, 64, 80

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class CPtr(CType):
    target: CType

    def __str__(self) -> str:
        return f"{self.target}*"


@dataclass(frozen=True)
class CArray(CType):
    """count None: incomplete (int a[]) unless vla_count is set (a VLA whose element count is that Var)."""
    elem: CType
    count: Optional[int]
    vla_count: Optional[Var] = None

    def __str__(self) -> str:
        n = self.count if self.count is not None else (self.vla_count.name if self.vla_count else "")
        return f"{self.elem}[{n}]"


@dataclass(frozen=True)
class CFunc(CType):
    ret: CType
    params: tuple          # CTypes (arrays/functions already adjusted to pointers)
    variadic: bool = False
    prototyped: bool = True

    def __str__(self) -> str:
        return f"{self.ret}({', '.join(map(str, self.params))}{', ...' if self.variadic else ''})"


@dataclass
class Field:
    name: Optional[str]
    type: CType
    offset: int
    bit_width: Optional[int] = None   # bit-fields only
    bit_offset: int = 0               # bit position inside the storage unit at `offset`


@dataclass(eq=False)
class CStruct(CType):
    """A struct or union (identity = the object: two declarations of one tag share it). Complete once
    `fields` is set; size/align include trailing padding."""
    tag: str
    is_union: bool
    fields: Optional[list] = None
    size: int = 0
    align: int = 1

    @property
    def complete(self) -> bool:
        return self.fields is not None

    def field(self, name: str) -> Optional[Field]:
        """The named member, looking through anonymous struct/union members (offset adjusted)."""
        for f in self.fields or ():
            if f.name == name:
                return f
            if f.name is None and isinstance(f.type, CStruct):
                inner = f.type.field(name)
                if inner is not None:
                    return Field(inner.name, inner.type, f.offset + inner.offset, inner.bit_width,
                                 inner.bit_offset)
        return None

    def __hash__(self) -> int:
        return id(self)

    def __str__(self) -> str:
        return f"{'union' if self.is_union else 'struct'} {self.tag}"


def is_integer(t: CType) -> bool:
    return isinstance(t, CInt)


def is_arith(t: CType) -> bool:
    return isinstance(t, (CInt, CFloat))


def is_scalar(t: CType) -> bool:
    return isinstance(t, (CInt, CFloat, CPtr))


def is_char_elem(t: CType) -> bool:
    return isinstance(t, CInt) and (t.is_char or t.name in ("wchar_t",))


# ---------------------------------------------------------------- data models

@dataclass(frozen=True)
class Machine:
    """Sizes and alignments of one data model. ilp32 is i386 Linux: 8-byte scalars are 4-aligned
    inside structs, long double is 12 bytes."""
    name: str
    ptr_size: int
    long_size: int
    long_long_align: int
    double_align: int
    long_double_size: int
    long_double_align: int

    # integer types
    def int_type(self, name: str) -> CInt:
        return _int_types(self)[name]

    @property
    def size_t(self) -> CInt:
        return self.int_type("unsigned long") if self.long_size == self.ptr_size else self.int_type("unsigned int")

    @property
    def ptrdiff_t(self) -> CInt:
        return self.int_type("long") if self.long_size == self.ptr_size else self.int_type("int")

    @property
    def wchar_t(self) -> CInt:
        """wchar_t: a 32-bit signed int on Linux in both models, kept apart from int by name so
        that wide character arrays are recognized as strings."""
        return CInt("wchar_t", 4, True, 3)

    def sizeof(self, t: CType) -> Optional[int]:
        """Bytes, or None when unknown at compile time (VLA, incomplete, function)."""
        if isinstance(t, CInt):
            return t.size
        if isinstance(t, CFloat):
            return t.size
        if isinstance(t, CPtr):
            return self.ptr_size
        if isinstance(t, CArray):
            if t.count is None:
                return None
            e = self.sizeof(t.elem)
            return None if e is None else e * t.count
        if isinstance(t, CStruct):
            return t.size if t.complete else None
        if isinstance(t, CVoid):
            return 1   # GNU: sizeof(void) == 1, so void* arithmetic steps by bytes
        return None

    def alignof(self, t: CType) -> int:
        """Alignment inside a struct."""
        if isinstance(t, CInt):
            return min(t.size, self.long_long_align) if t.size == 8 else t.size
        if isinstance(t, CFloat):
            if t.bits == 64:
                return self.double_align
            if t.bits == 80:
                return self.long_double_align
            return max(1, t.bits // 8)   # (a complex one aligns as its real part)
        if isinstance(t, CPtr):
            return self.ptr_size
        if isinstance(t, CArray):
            return self.alignof(t.elem)
        if isinstance(t, CStruct):
            return t.align
        return 1

    def ir_type(self, t: CType):
        """The IR scalar type of a C value of type t (arrays and functions as decayed pointers)."""
        if isinstance(t, CInt):
            return IntT(t.size * 8, t.signed)
        if isinstance(t, CFloat):
            return FloatT(t.bits)
        if isinstance(t, CPtr):
            return PtrT(self._target_size(t.target), self.ptr_size * 8, is_char_elem(t.target))
        if isinstance(t, CArray):
            return PtrT(self._target_size(t.elem), self.ptr_size * 8, is_char_elem(t.elem))
        if isinstance(t, CFunc):
            return PtrT(None, self.ptr_size * 8)
        raise TypeError(f"no IR scalar type for {t}")

    def _target_size(self, t: CType) -> Optional[int]:
        if isinstance(t, (CVoid, CFunc)):
            return None
        return self.sizeof(t)

    def layout(self, s: CStruct, members: list, pack: Optional[int] = None,
               packed_members: frozenset = frozenset(), aligned_members: Optional[dict] = None,
               struct_align: int = 1) -> None:
        """Assign offsets to members [(name, type, bit_width or None)] and complete s (gcc rules).
        pack: `#pragma pack(n)` / `__attribute__((packed))` (1): members align to at most pack;
        packed_members: the indices of members packed on their own (`int i __attribute__((packed))`);
        aligned_members: index -> the alignment a member asks for (`aligned(N)`, `_Alignas`), which
        only raises its own (and pack does not lower it); struct_align: the struct's own `aligned(N)`."""
        fields, offset, align, size = [], 0, struct_align, 0
        bit_pos = 0  # for bit-fields: absolute bit position of the next free bit
        whole_pack = pack
        aligned_members = aligned_members or {}
        for k, (name, t, width) in enumerate(members):
            pack = 1 if k in packed_members else whole_pack
            a = self.alignof(t) if pack is None else min(self.alignof(t), pack)
            a = max(a, aligned_members.get(k, 1))
            sz = self.sizeof(t)
            if sz is None:   # flexible array member: no size
                sz = 0
            if width is not None:
                unit = sz * 8
                if width == 0:   # zero-width: align the next field to the unit
                    bit_pos = -(-bit_pos // unit) * unit if unit else bit_pos
                    continue
                if s.is_union:
                    fields.append(Field(name, t, 0, width, 0))
                    size = max(size, sz)
                elif pack == 1:
                    # packed: bit-fields follow each other bit by bit, storage unit at any byte
                    start = bit_pos // 8
                    fields.append(Field(name, t, start, width, bit_pos - 8 * start))
                    bit_pos += width
                    offset = -(-bit_pos // 8)
                    if bit_pos - 8 * start > unit:   # the field straddles its unit: not modelled
                        fields[-1] = Field(name, t, start, width, bit_pos - width - 8 * start)
                else:
                    start_unit = (bit_pos // unit) * unit
                    if bit_pos + width > start_unit + unit:   # does not fit: next unit
                        start_unit += unit
                        bit_pos = start_unit
                    fields.append(Field(name, t, start_unit // 8, width, bit_pos - start_unit))
                    bit_pos += width
                    offset = -(-bit_pos // 8)
                align = max(align, a)
                continue
            if s.is_union:
                fields.append(Field(name, t, 0))
                size = max(size, sz)
            else:
                offset = max(offset, -(-bit_pos // 8))
                offset = -(-offset // a) * a
                fields.append(Field(name, t, offset))
                offset += sz
                bit_pos = offset * 8
            align = max(align, a)
        total = size if s.is_union else max(offset, -(-bit_pos // 8))
        s.size = -(-total // align) * align
        s.align = align
        s.fields = fields


def _int_types(m: Machine) -> dict:
    cached = _INT_CACHE.get(m.name)
    if cached is not None:
        return cached
    L = m.long_size
    table = {
        "_Bool": CInt("_Bool", 1, False, 0, is_bool=True),
        "char": CInt("char", 1, True, 1, is_char=True),
        "signed char": CInt("signed char", 1, True, 1, is_char=True),
        "unsigned char": CInt("unsigned char", 1, False, 1, is_char=True),
        "short": CInt("short", 2, True, 2),
        "unsigned short": CInt("unsigned short", 2, False, 2),
        "int": CInt("int", 4, True, 3),
        "unsigned int": CInt("unsigned int", 4, False, 3),
        "long": CInt("long", L, True, 4),
        "unsigned long": CInt("unsigned long", L, False, 4),
        "long long": CInt("long long", 8, True, 5),
        "unsigned long long": CInt("unsigned long long", 8, False, 5),
        "__int128": CInt("__int128", 16, True, 6),
        "unsigned __int128": CInt("unsigned __int128", 16, False, 6),
    }
    _INT_CACHE[m.name] = table
    return table


_INT_CACHE: dict = {}

LP64 = Machine("lp64", ptr_size=8, long_size=8, long_long_align=8, double_align=8,
               long_double_size=16, long_double_align=16)
ILP32 = Machine("ilp32", ptr_size=4, long_size=4, long_long_align=4, double_align=4,
                long_double_size=12, long_double_align=4)
MACHINES = {"lp64": LP64, "ilp32": ILP32}


def float_type(m: Machine, name: str) -> CFloat:
    if name == "float":
        return CFloat("float", 4, 32)
    if name == "double":
        return CFloat("double", 8, 64)
    return CFloat("long double", m.long_double_size, 80)


VECTOR_TAG = "__absint_vector_"     # the struct a GNU vector type becomes (preprocess.vector_typedefs)
VECTOR_LANES = "__absint_lanes"     # its one member: the lanes, an array


def is_vector(t) -> bool:
    """Is t a GNU vector type (`__m128i`, `typedef int v4si __attribute__((vector_size(16)))`)?"""
    return isinstance(t, CStruct) and t.tag.startswith(VECTOR_TAG)

"""The analyzer's IR: a control-flow graph per function over simple three-address statements.

This module is the contract between the front end (which produces it) and the engine (which
interprets it). It knows nothing of C syntax. Every node is a frozen dataclass.

Invariants (checked by absint.ir.verify):
- Operands are Var or Const (no nested expressions). Expressions appear only on the right of Assign.
- Every Var used in a function is a parameter, a local, a temporary, or a global scalar of Program.
  Variable names are unique inside a function; globals are named with a leading '@' ("@count").
- Types are explicit: the front end inserts Cast wherever C converts, so a BinOp's operands already
  have the type of the operation (after the usual arithmetic conversions) and the result has the type
  of its destination. Integer arithmetic wraps per the destination IntT (unsigned: modulo 2**bits;
  signed overflow is undefined in C, the engine may treat it as any value).
- A CFG node is a straight-line list of statements; branches are edges. A guard is an Assume that is
  the first statement of a successor node: the node reached when `cond` is true starts with
  Assume(cond, True), the other with Assume(cond, False).
- Memory objects (arrays, structs, address-taken scalars, string literals, VLAs) are MemBlocks, named
  uniquely in the program ("buf", "f.buf" for a local of f, "str.3" for a string literal). Scalars that
  are never address-taken are Vars and never live in memory.
- Every memory access the program makes is a Load/Store carrying a CheckSite, and every memory range a
  library call touches is a CheckSite of the Call (kind "call"). CheckSite ids are unique in a Program.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Union


# ---------------------------------------------------------------- coordinates and types

@dataclass(frozen=True)
class Coord:
    """A source position as the user sees it (after #line directives): 1-based line and column."""
    file: str
    line: int
    column: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


@dataclass(frozen=True)
class IntT:
    """An integer type of the data model: char, short, int, long, long long, _Bool, enums, size_t..."""
    bits: int
    signed: bool

    @property
    def min(self) -> int:
        return -(1 << (self.bits - 1)) if self.signed else 0

    @property
    def max(self) -> int:
        return (1 << (self.bits - 1)) - 1 if self.signed else (1 << self.bits) - 1

    def __str__(self) -> str:
        return f"{'i' if self.signed else 'u'}{self.bits}"


@dataclass(frozen=True)
class FloatT:
    bits: int  # 32 float, 64 double, 80/128 long double

    def __str__(self) -> str:
        return f"f{self.bits}"


@dataclass(frozen=True)
class PtrT:
    """A pointer. `target_size` is sizeof(*p) in bytes (None for void*, function or incomplete
    pointees); pointer arithmetic in the IR is explicit (PtrAdd carries its scale), so this is only
    informative, e.g. for messages. `chars`: the pointee is a character type (char, wchar_t), so
    the memory it designates may hold a string (informative as well: not part of the type's
    identity, so that `wchar_t *` and `int *` stay one IR type)."""
    target_size: Optional[int] = None
    bits: int = 64
    chars: bool = field(default=False, compare=False)

    def __str__(self) -> str:
        return "ptr" if self.target_size is None else f"ptr<{self.target_size}>"


Type = Union[IntT, FloatT, PtrT]


# ---------------------------------------------------------------- operands

@dataclass(frozen=True)
class Var:
    name: str
    type: Type

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class Const:
    """An integer or floating constant (value is int for IntT/PtrT, float for FloatT). A null pointer
    is Const(0, PtrT(...))."""
    value: Union[int, float]
    type: Type

    def __str__(self) -> str:
        return repr(self.value)


Operand = Union[Var, Const]


# ---------------------------------------------------------------- expressions (right of Assign)

ARITH_OPS = ("+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^")
REL_OPS = ("==", "!=", "<", "<=", ">", ">=")  # result is int 0/1


@dataclass(frozen=True)
class BinOp:
    op: str  # one of ARITH_OPS or REL_OPS; "/" and "%" truncate toward zero as in C
    left: Operand
    right: Operand


@dataclass(frozen=True)
class UnOp:
    op: str  # "-", "~", "!"
    operand: Operand


@dataclass(frozen=True)
class Cast:
    """Conversion to `to`: integer truncation/extension with C's modular rules for unsigned targets,
    float <-> int, pointer <-> integer."""
    operand: Operand
    to: Type


@dataclass(frozen=True)
class AddrOf:
    """The address of the first byte of memory block `block` (or of function `block` when `function`)."""
    block: str
    function: bool = False


@dataclass(frozen=True)
class PtrAdd:
    """base + index * scale bytes (pointer arithmetic, subscripts, member offsets). index is signed."""
    base: Operand
    index: Operand
    scale: int


@dataclass(frozen=True)
class PtrDiff:
    """(left - right) / scale, both pointers into the same block."""
    left: Operand
    right: Operand
    scale: int


@dataclass(frozen=True)
class Nondet:
    """Any value of `type`: inputs (rand, scanf, argc...) and values the front end cannot model."""
    type: Type
    reason: str = ""


Expr = Union[Operand, BinOp, UnOp, Cast, AddrOf, PtrAdd, PtrDiff, Nondet]


# ---------------------------------------------------------------- check sites

@dataclass(frozen=True)
class CheckSite:
    """One access to check. Exactly one verdict is reported per CheckSite.

    kind "index":   a subscript of an object of array type with a known extent (a declared array, a
                    struct field, an inner dimension): 0 <= index < extent, in elements. For `a[i][j]`
                    each subscript is its own CheckSite. No "pointer" site is added for an access whose
                    base is a declared object (`buf[i]`, `s.a[i]`, `m[i][j]`): its index sites decide.
    kind "pointer": a dereference *p, p[i] or p->f through a pointer: the bytes
                    [addr, addr + length) must lie inside the block addr points to.
    kind "call":    a range a library function touches through argument `arg` (pointer `pointer`);
                    the library model in absint.memory computes its length from the abstract state
                    (e.g. strlen(src) + 1 for strcpy). `role` names it in messages ("destination").
    """
    id: int
    coord: Coord
    function: str
    access: str                      # "read" | "write"
    kind: str                        # "index" | "pointer" | "call"
    array: str                       # what the user calls the object: "buf", "s.name", "p", "argv"
    index: Optional[Operand] = None  # "index": subscript value (elements)
    extent: Optional[Operand] = None  # "index": number of elements (Const, or Var for a VLA)
                                      # "call": when set, the argument designates an array object
                                      # of extent bytes (a struct field `s.name`, an array `buf`):
                                      # the range must also stay inside that subobject
    index_text: str = ""             # source text of the subscript ("i + 1"), for messages
    pointer: Optional[Operand] = None  # "pointer"/"call": the address accessed
    length: Optional[Operand] = None   # "pointer": bytes accessed (Const); "call": None (model decides)
    elem_size: int = 1               # bytes per element (sizeof the element type)
    callee: str = ""                 # "call": library function name ("memcpy"); "index": set for
                                     # a library function's argument that must lie in
                                     # [base, base + extent), checked as the index argument - base
    base: int = 0                    # "index" of an argument range: the least valid argument
    arg: int = -1                    # "call": argument position, 0-based
    role: str = ""                   # "call": "destination" | "source" | "string" | "buffer"
    unsupported: bool = False        # touched by a construct the front end could not model


# ---------------------------------------------------------------- statements

@dataclass(frozen=True)
class Assign:
    dst: Var
    expr: Expr
    coord: Optional[Coord] = None


@dataclass(frozen=True)
class Load:
    """dst := *(addr) reading `size` bytes (size of dst's type)."""
    dst: Var
    addr: Operand
    size: int
    coord: Optional[Coord] = None
    sites: tuple = ()  # CheckSites of this access: "index" per subscript of an array-typed object,
                       # "pointer" when it goes through a pointer (p[i], *p, p->f)


@dataclass(frozen=True)
class Store:
    """*(addr) := value writing `size` bytes."""
    addr: Operand
    value: Operand
    size: int
    coord: Optional[Coord] = None
    sites: tuple = ()


@dataclass(frozen=True)
class Assume:
    """Continue only if `cond` (an Operand, or a BinOp with a REL_OP) is nonzero (positive=True) or
    zero (positive=False)."""
    cond: Union[Operand, BinOp]
    positive: bool = True
    coord: Optional[Coord] = None


@dataclass(frozen=True)
class Call:
    """dst := callee(args). `callee` is a function name, or an Operand (pointer) for an indirect call.
    Library calls keep their name; absint.memory models them. `sites` are the memory ranges the call
    touches (known library functions only). `via`: for an indirect call, the name of the field or
    variable the function pointer was read from (`calloc` in `mem->calloc(1, n)`), else "".
    `layout`: for the memcpy of a struct assignment, its scalar members as (byte offset, IR type),
    by offset (members of unions, arrays and bit-fields left out): a copy out of memory the
    analysis has not read yet (a parameter's struct) reads them one by one, as the fields
    would be read."""
    dst: Optional[Var]
    callee: Union[str, Operand]
    args: tuple
    coord: Optional[Coord] = None
    sites: tuple = ()
    via: str = ""
    layout: tuple = ()


@dataclass(frozen=True)
class Return:
    value: Optional[Operand] = None
    coord: Optional[Coord] = None


@dataclass(frozen=True)
class Havoc:
    """Sound over-approximation of something the front end cannot model: every Var in `vars` becomes
    any value; if `memory`, every memory block reachable from `pointers` (or all memory when
    `pointers` is empty) becomes unknown. `reason` is shown with the `unsupported` diagnostic."""
    vars: tuple = ()
    memory: bool = False
    pointers: tuple = ()
    reason: str = ""
    coord: Optional[Coord] = None


@dataclass(frozen=True)
class DeclBlock:
    """A memory block comes into existence here (stack array, VLA, address-taken local) with `size`
    bytes (Const, or a Var for a VLA: size = count * elem_size). Its contents are uninitialized unless
    initializing stores follow. Re-executing it (a loop) makes a fresh instance."""
    block: str
    size: Operand
    coord: Optional[Coord] = None
    count: Optional[Operand] = None  # number of elements, for VLAs and arrays (size = count*elem_size)
    elem_size: int = 1


Stmt = Union[Assign, Load, Store, Assume, Call, Return, Havoc, DeclBlock]


# ---------------------------------------------------------------- program structure

@dataclass(frozen=True)
class MemBlock:
    """A memory object. kind: "global", "local" (stack, incl. VLA), "string" (literal, read-only),
    "param" (an address-taken parameter copied to memory). size is in bytes: an int when static, None
    for a VLA (its DeclBlock gives the size). `elem_size` is the element size of an array block (1 for
    char arrays and non-arrays), `count` its element count when static. `init` is the literal's bytes
    for strings (with the terminating NUL) and otherwise None (initializers are Stores)."""
    name: str
    kind: str
    size: Optional[int]
    elem_size: int = 1
    count: Optional[int] = None
    readonly: bool = False
    coord: Optional[Coord] = None
    display: str = ""               # the C name ("buf"); name is unique, display is what users read
    is_char: bool = False           # char/wchar_t array: has a string-length ghost
    init: Optional[bytes] = None
    zero_init: bool = False         # static storage ("global" blocks, static locals): every byte is 0
                                    # before Program.init runs (C zero-fills static storage). Local
                                    # aggregates with a partial initializer get instead a Call to
                                    # "memset"(block, 0, size) with no sites right after the DeclBlock.


@dataclass(frozen=True)
class Edge:
    src: int
    dst: int


@dataclass(frozen=True)
class Node:
    id: int
    stmts: tuple = ()


@dataclass(frozen=True)
class CFG:
    """entry has no predecessors; exit holds nothing after the Returns (every Return's node has an edge
    to exit). nodes is keyed by id; edges are listed in a deterministic order."""
    entry: int
    exit: int
    nodes: dict = field(default_factory=dict)   # id -> Node
    edges: tuple = ()

    def successors(self, nid: int) -> list:
        return [e.dst for e in self.edges if e.src == nid]

    def predecessors(self, nid: int) -> list:
        return [e.src for e in self.edges if e.dst == nid]

    def adjacency(self) -> tuple:
        """(successors, predecessors): node -> list in edge order, for every node. One pass over
        the edges, for code that visits every node (successors() per node is quadratic in a
        large function). Not cached: the CFG's pickle is its content hash."""
        succ = {n: [] for n in self.nodes}
        pred = {n: [] for n in self.nodes}
        for e in self.edges:
            succ.setdefault(e.src, []).append(e.dst)
            pred.setdefault(e.dst, []).append(e.src)
        return succ, pred


@dataclass(frozen=True)
class Function:
    name: str
    params: tuple                   # Vars, in order
    ret: Optional[Type]             # None for void
    locals: tuple                   # Vars (declared scalars and temporaries)
    blocks: tuple                   # MemBlocks local to this function
    cfg: CFG
    coord: Optional[Coord] = None
    variadic: bool = False
    static: bool = False            # internal linkage: callable only from its translation unit
    # what the user calls the scalar members of a pointer (or struct) parameter's struct:
    # ((param Var name, ((byte offset, size, "p->len"), ...)), ...), for contracts
    members: tuple = ()
    system: bool = False            # defined in a system header (absint's or the host's): the
    #                                 C library's or the compiler's, never the program's API


@dataclass(frozen=True)
class Diagnostic:
    level: str                      # "unsupported" | "note" | "error"
    coord: Coord
    message: str


@dataclass(frozen=True)
class Program:
    """A whole program: the files of one invocation. `init` runs once before the entry function
    (global initializers, as Stores and Assigns). Objects declared `extern` but defined in no
    analysed file have unknown contents: their MemBlock has zero_init False, and a global scalar
    '@g' gets `Assign(@g, Nondet(type, "extern"))` at the start of `init` (a global scalar with no
    Assign in `init` is one the program defines without an initializer: 0). `declared` lists functions declared without a body
    (library or external), name -> (ret type or None, param types tuple, variadic)."""
    functions: dict                 # name -> Function
    globals: tuple                  # Vars (global scalars, names start with '@')
    blocks: tuple                   # MemBlocks: globals and string literals
    init: tuple = ()                # Stmts
    declared: dict = field(default_factory=dict)
    diagnostics: tuple = ()
    files: tuple = ()               # the input files as the user named them
    machine: str = "lp64"
    init_locals: tuple = ()         # Vars: the temporaries Program.init uses (addresses, values)
    readonly_globals: frozenset = frozenset()   # names of global scalars that are const objects
                                                # defined with an initializer: never change
    unwritten_globals: frozenset = frozenset()  # names of global scalars of either linkage that
                                                # no statement writes: constant in a closed program


def var_names(x):
    """Names of the Vars anywhere inside an IR value (statements, operands, tuples)."""
    if isinstance(x, Var):
        yield x.name
    elif isinstance(x, (tuple, list)):
        for y in x:
            yield from var_names(y)
    elif hasattr(x, "__dataclass_fields__"):
        for f in x.__dataclass_fields__:
            yield from var_names(getattr(x, f))

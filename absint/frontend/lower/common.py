"""What the parts of the lowering share: the symbols, objects and values an expression lowers to
(Sym, LValue, Value), C's conversion rules (promote, usual), and small readers of the AST.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from pycparser import c_ast, c_generator

from absint.frontend.ctype import CArray, CFloat, CFunc, CInt, CPtr, CStruct, CType, Machine
from absint.ir import libspec
from absint.ir.nodes import Coord, Var


NORETURN = libspec.NORETURN   # calls that end the path (the library table's noreturn rows)
# Nondet.reason of the Program.init Assign that gives an extern-only global scalar its unknown value
EXTERN_REASON = "extern"
ERRNO_VAR = "@__absint_errno"   # <errno.h>'s errno (see load())
# GCC's bit-counting and byte-swapping builtins -> C result type
BIT_BUILTINS = {f"__builtin_{op}{sfx}": "int" for op in ("popcount", "clz", "ctz", "ffs", "parity",
                                                          "clrsb") for sfx in ("", "l", "ll")}
BIT_BUILTINS.update({"__builtin_bswap16": "unsigned short", "__builtin_bswap32": "unsigned int",
                     "__builtin_bswap64": "unsigned long long"})
# __builtin_X that are the library function X (besides libspec's): the engine's models apply
BUILTIN_LIBRARY = {"abort", "exit", "putchar", "abs", "labs", "llabs", "fabs", "sqrt", "floor", "ceil"}
# library functions that register a callback of the program: name -> (position of the function
# argument, positions of the arguments the callback receives)
CALLBACK_REGISTRARS = {"signal": (1, (0,)), "bsd_signal": (1, (0,)), "sysv_signal": (1, (0,)),
                       "atexit": (0, ()), "pthread_create": (2, (3,)), "thrd_create": (1, (2,))}
SETJMP = {"setjmp", "_setjmp", "sigsetjmp", "__sigsetjmp"}
LONGJMP = {"longjmp", "_longjmp", "siglongjmp"}

_gen = c_generator.CGenerator()


def source_text(node) -> str:
    """The expression as C text on one line (messages are one line: a statement expression in a
    subscript would otherwise print as a block)."""
    try:
        return " ".join(_gen.visit(node).split())
    except Exception:  # noqa: BLE001 - text is only for messages
        return "?"


def temporary_display(decl) -> str:
    """How messages name a local: itself, or for a temporary of absint's own headers
    (`__typeof__(obj) __absint_obj = (obj)` in <stdatomic.h>) the expression it holds."""
    if decl.name.startswith("__absint_") and isinstance(decl.init, c_ast.Node) and \
            not isinstance(decl.init, c_ast.InitList):
        return pointer_name(decl.init)
    return decl.name


# ---------------------------------------------------------------- symbols and lvalues

@dataclass
class Sym:
    """An identifier of the ordinary name space.
    kind: "var" (scalar in Var `var`), "mem" (object in memory at `block`, or at the address held by
    `addr_var` for struct parameters passed by reference), "func", "enum" (constant `value`),
    "typedef"."""
    kind: str
    type: CType
    var: Optional[Var] = None
    block: Optional[str] = None
    addr_var: Optional[Var] = None
    display: str = ""
    value: int = 0
    name: str = ""          # linkage name of functions and globals
    defined: bool = False   # objects of static storage: defined in the program (not only extern)
    used: bool = False      # referenced by some expression
    coord: Optional[Coord] = None   # objects of static storage: their first declaration


@dataclass
class PendingIndex:
    """An index check of a subscript, waiting for the access (read/write) that completes it."""
    index: object
    extent: object
    index_text: str
    elem_size: int
    array: str
    coord: Coord


@dataclass
class LValue:
    """An object. kind "var": the scalar Var `var`. kind "mem": memory at operand `addr`; `indexes`
    are the subscripts of array-typed objects on the way, `via_pointer` says the base was reached
    through a pointer (the access also gets a "pointer" site), `name` is what the user calls it."""
    kind: str
    type: CType
    var: Optional[Var] = None
    addr: object = None
    indexes: tuple = ()
    via_pointer: bool = False
    name: str = ""
    bitfield: Optional[tuple] = None   # (bit offset in the unit, width) of a bit-field


@dataclass
class Value:
    op: object            # Operand, or None for void
    type: CType


class _NotConst(Exception):
    pass


_BUILTIN_TYPE_WORDS = {"void", "char", "short", "int", "long", "float", "double", "signed",
                       "unsigned", "_Bool", "_Complex", "__int128", "__complex__"}


def adjust_param(t: CType) -> CType:
    if isinstance(t, CArray):
        return CPtr(t.elem)
    if isinstance(t, CFunc):
        return CPtr(t)
    return t


def inner_elem(t: CType) -> CType:
    while isinstance(t, CArray):
        t = t.elem
    return t


def block_shape(m: Machine, t: CType) -> tuple:
    """(elem_size, count) of a MemBlock holding an object of type t: arrays by their outermost
    dimension's element, other objects as count None with elem_size 1."""
    if isinstance(t, CArray):
        es = m.sizeof(t.elem)
        return (es if es else 1), t.count
    return 1, None


def promote(m: Machine, t: CType) -> CType:
    """Integer promotions (C11 6.3.1.1)."""
    if isinstance(t, CInt) and t.rank < 3:
        return m.int_type("int")
    return t


def usual(m: Machine, a: CType, b: CType) -> CType:
    """Usual arithmetic conversions (C11 6.3.1.8)."""
    if isinstance(a, CFloat) or isinstance(b, CFloat):
        fa = a.bits if isinstance(a, CFloat) else 0
        fb = b.bits if isinstance(b, CFloat) else 0
        return a if fa >= fb else b
    a, b = promote(m, a), promote(m, b)
    if not isinstance(a, CInt) or not isinstance(b, CInt):
        return a if isinstance(a, CInt) else m.int_type("int")
    if a == b:
        return a
    if a.signed == b.signed:
        return a if a.rank >= b.rank else b
    u, s = (a, b) if not a.signed else (b, a)
    if u.rank >= s.rank:
        return u
    if s.size > u.size:
        return s
    return m.int_type("unsigned " + s.name)


# ---------------------------------------------------------------- functions


_EXPR_NODES = {"Assignment", "BinaryOp", "UnaryOp", "FuncCall", "ID", "Constant", "Cast",
               "TernaryOp", "ArrayRef", "StructRef", "ExprList", "CompoundLiteral", "StmtExpr"}


def _squash(text: str) -> str:
    return "".join(ch for ch in text if ch not in " \t()")


def has_vla_dim(u, node) -> bool:
    """Whether a declarator has an array dimension that is not a constant expression."""
    while node is not None and not isinstance(node, (c_ast.IdentifierType, c_ast.Struct,
                                                        c_ast.Union, c_ast.Enum)):
        if isinstance(node, c_ast.ArrayDecl) and node.dim is not None and u.try_const_int(node.dim) is None:
            return True
        if isinstance(node, c_ast.FuncDecl):
            return False
        node = getattr(node, "type", None)
    return False


def walk(node):
    """Every node of a subtree, preorder (iterative: ASTs can be deep)."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(child for _name, child in reversed(n.children()))


def address_taken(node) -> set:
    """Identifiers whose address is taken (&x) in a subtree: such scalars live in memory. Over a
    function body, its locals and parameters that need a block (a local's address can only be
    taken in its own function); over a whole unit, the globals that do (a superset: `&x` of a
    local x that shadows a global counts for the global too)."""
    names = set()
    for n in walk(node):
        if isinstance(n, c_ast.UnaryOp) and n.op == "&":
            e = n.expr
            while isinstance(e, (c_ast.StructRef, c_ast.ArrayRef)) and not (
                    isinstance(e, c_ast.StructRef) and e.type == "->"):
                e = e.name
            if isinstance(e, c_ast.ID):
                names.add(e.name)
    return names


MAX_LAYOUT = 32     # scalar members a struct copy lists (Call.layout); a larger struct lists none


def scalar_members(m: Machine, t: CStruct, base: int = 0) -> Optional[list]:
    """(byte offset, IR type) of the scalar members of struct t, nested structs flattened, by
    offset; members of unions (a union's own: none), arrays and bit-fields are left out. None
    past MAX_LAYOUT."""
    if t.is_union:
        return []
    out = []
    for f in t.fields or ():
        if f.bit_width is not None:
            continue
        ft = f.type
        if isinstance(ft, CStruct):
            inner = scalar_members(m, ft, base + f.offset)
            if inner is None:
                return None
            out += inner
        elif isinstance(ft, (CInt, CFloat, CPtr)):
            out.append((base + f.offset, m.ir_type(ft)))
        if len(out) > MAX_LAYOUT:
            return None
    return sorted(out, key=lambda leaf: leaf[0])


MAX_MEMBER_NAMES = 64   # named members a struct parameter lists (Function.members)


def member_names(m: Machine, t: CStruct, path: str, base: int = 0) -> list:
    """(byte offset, size, C expression) of the named scalar members of struct t, reached by
    `path` ("p->", "s."), nested structs flattened ("p->pos.x"): how a user names the cells of a
    parameter's struct in a contract. Unions, arrays and bit-fields are left out; at most
    MAX_MEMBER_NAMES."""
    if t.is_union or not t.complete:
        return []
    out = []
    for f in t.fields:
        if f.bit_width is not None or f.name is None and not isinstance(f.type, CStruct):
            continue
        name = path + f.name if f.name is not None else path
        if isinstance(f.type, CStruct):
            out += member_names(m, f.type, name + "." if f.name is not None else name,
                                base + f.offset)
        elif isinstance(f.type, (CInt, CFloat, CPtr)):
            out.append((base + f.offset, m.sizeof(f.type), name))
        if len(out) > MAX_MEMBER_NAMES:
            return out[:MAX_MEMBER_NAMES]
    return out


def array_name(node) -> str:
    """What the user calls an array object: subscripts of inner dimensions are dropped (m[i][j] -> m)."""
    while isinstance(node, c_ast.ArrayRef):
        node = node.name
    return source_text(node)


def pointer_name(node) -> str:
    """The pointer the user dereferences: *(p + i) -> p, (char *)q -> q."""
    while True:
        if isinstance(node, c_ast.Cast):
            node = node.expr
        elif isinstance(node, c_ast.BinaryOp) and node.op in ("+", "-"):
            if isinstance(node.left, c_ast.Constant):
                node = node.right
            else:
                node = node.left
        elif isinstance(node, c_ast.UnaryOp) and node.op in ("p++", "p--", "++", "--"):
            node = node.expr
        elif isinstance(node, c_ast.UnaryOp) and node.op == "&" and \
                isinstance(node.expr, (c_ast.ID, c_ast.StructRef, c_ast.ArrayRef)):
            node = node.expr   # &service -> service, &buf[2] -> buf[2]
        else:
            break
    if isinstance(node, c_ast.ID):
        return node.name
    if isinstance(node, c_ast.FuncCall):
        return source_text(node.name) + "()"
    return source_text(node)

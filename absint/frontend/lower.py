"""Lowering pycparser ASTs to the IR (absint.ir.nodes).

One ProgramLowerer takes every translation unit of an invocation; one FunctionLowerer lowers each
function body into a CFG of three-address statements. Expressions are evaluated to either an LValue
(an object: a Var, or memory at an address) or a Value (an operand and its C type); reading an LValue
emits the Load with the CheckSites of the access.
"""
from __future__ import annotations


import re
from dataclasses import dataclass, field, replace
from typing import Optional

from pycparser import c_ast, c_generator

from absint.frontend import cvalues
from absint.frontend.ctype import (CArray, CFloat, CFunc, CInt, CPtr, CStruct, CType, CVoid,
                                   Machine, float_type, is_arith, is_char_elem, is_integer,
                                   is_scalar)
from absint.frontend.errors import FrontendError
from absint.frontend.flags import (FlagDef, FlagTest, available_links, condition_reads,
                                   expect_argument, has_side_effects, is_truth_value)
from absint.frontend.preprocess import PACKED_ENUM_MARKER, PACKED_MARKER
from absint.ir import libspec
from absint.ir.builder import CFGBuilder
from absint.ir.nodes import (AddrOf, Assign, BinOp, Call, Cast, CheckSite, Const, Coord, DeclBlock,
                             Diagnostic, FloatT, Function, Havoc, IntT, Load, MemBlock, Nondet,
                             Program, PtrAdd, PtrDiff, PtrT, Return, Store, UnOp, Var)

NORETURN = {"abort", "exit", "_exit", "_Exit", "__assert_fail", "__absint_assert_fail",
            "__VERIFIER_error", "reach_error", "__builtin_unreachable", "__builtin_trap",
            "pthread_exit", "quick_exit", "err", "errx"}
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


class ProgramLowerer:
    """Collects the Program while translation units are added one by one."""

    def __init__(self, machine: Machine, machine_name: str, files: tuple):
        self.m = machine
        self.machine_name = machine_name
        self.files = files
        self.site_count = 0
        self.string_count = 0
        self.blocks: dict = {}            # name -> MemBlock (globals and strings); set_block
        self.journal: Optional[list] = None   # (name, previous MemBlock or None) while typing
        self.global_vars: dict = {}       # name -> Var
        self.externals: dict = {}         # linkage name -> Sym (functions and objects)
        self.functions: dict = {}         # name -> Function
        self.declared: dict = {}          # name -> (ret, params, variadic)
        self.init: list = []
        self.init_locals: list = []
        self.diagnostics: list = []
        self.addr_taken: set = set()      # identifiers whose address is taken somewhere
        self.volatile_vars: set = set()   # Var names of volatile scalars of static storage
        self.sigaction_handlers: set = set()   # (field, function name) (pipeline.sigaction_handlers)
        self.used: set = set()            # functions called or whose address is taken
        self.source_lines: dict = {}      # file -> its lines, for subscript texts

    def subscript_text(self, node) -> Optional[str]:
        """The subscript as the user wrote it (`SIZE - 1`, before macro expansion), read from the
        source line; None when it cannot be found. Columns come from the expanded text, so the
        bracket is the one whose content matches the expression, else the one at the column."""
        c = getattr(node, "coord", None)
        if c is None or not c.line or not c.column:
            return None
        lines = self.source_lines.get(c.file)
        if lines is None:
            try:
                with open(c.file, encoding="utf-8", errors="replace") as f:
                    lines = f.read().split("\n")
            except OSError:
                lines = []
            self.source_lines[c.file] = lines
        if not 0 < c.line <= len(lines):
            return None
        line = lines[c.line - 1]
        candidates = []   # (position of '[', text between the brackets)
        for i, ch in enumerate(line):
            if ch != "[":
                continue
            depth = 0
            for j in range(i + 1, len(line)):
                if line[j] in "([":
                    depth += 1
                elif line[j] in ")]":
                    if depth == 0:
                        if line[j] == "]":
                            candidates.append((i, line[i + 1:j].strip()))
                        break
                    depth -= 1
        want = _squash(source_text(node))
        for _i, text in candidates:
            if _squash(text) == want:
                return text
        k = c.column - 2
        if k >= len(line):   # the column is one of the macro-expanded text, past the source line
            return None
        while k >= 0 and line[k] in " \t(":
            k -= 1
        for i, text in candidates:
            if i == k:
                return text
        return None

    def next_site(self) -> int:
        self.site_count += 1
        return self.site_count

    def diag(self, level: str, coord: Coord, message: str) -> None:
        d = Diagnostic(level, coord, message)
        if d not in self.diagnostics:
            self.diagnostics.append(d)

    def set_block(self, name: str, block: MemBlock) -> None:
        """blocks[name] = block, undoable: FunctionLowerer.type_of evaluates an expression only for
        its type and takes back every block it made (a log of the changes, not a copy of all the
        program's blocks per call: that grew with the program, for each sizeof and ?:)."""
        if self.journal is not None:
            self.journal.append((name, self.blocks.get(name)))
        self.blocks[name] = block

    def undo_blocks(self, journal: list) -> None:
        for name, old in reversed(journal):
            if old is None:
                del self.blocks[name]
            else:
                self.blocks[name] = old

    def string_block(self, text: str, coord: Coord) -> tuple:
        """The MemBlock of a string literal and its C array type."""
        prefix, units = cvalues.string_literal(text)
        if prefix in ("L", "U"):
            elem, esize = self.m.wchar_t, 4
        elif prefix == "u":
            elem, esize = self.m.int_type("unsigned short"), 2
        else:
            elem, esize = self.m.int_type("char"), 1
        units = units + [0]
        data = b"".join((u & ((1 << (8 * esize)) - 1)).to_bytes(esize, "little") for u in units)
        self.string_count += 1
        name = f"str.{self.string_count}"
        shown = text if len(text) <= 40 else text[:37] + '..."'
        self.set_block(name, MemBlock(name, "string", len(data), esize, len(units), readonly=True,
                                      coord=coord, display=shown, is_char=True, init=data))
        return name, CArray(elem, len(units))

    def program(self) -> Program:
        size_t = self.m.ir_type(self.m.size_t)
        ptr = PtrT(None, self.m.ptr_size * 8)
        synthetic = {"memcpy": (ptr, (ptr, ptr, size_t), False),
                     "memset": (ptr, (ptr, IntT(32, True), size_t), False)}
        for name, sig in synthetic.items():   # calls the front end itself emits
            if name in self.used:
                self.declared.setdefault(name, sig)
        declared = {k: v for k, v in self.declared.items()
                    if k not in self.functions and k in self.used}
        dropped = set()
        extern_inits = []
        for sym in self.externals.values():
            # objects only declared (extern) elsewhere: dropped when unused; when used, their
            # contents are unknown (not zero) and no init assigns them
            if sym.kind == "var" and not sym.defined and not sym.used:
                v = self.global_vars.pop(sym.name, None)
                if v is not None:
                    dropped.add(v)
            elif sym.kind == "var" and not sym.defined:
                # defined in a file not analysed: any value of its type, not the engine's default 0
                extern_inits.append(Assign(sym.var, Nondet(sym.var.type, EXTERN_REASON), sym.coord))
            elif sym.kind == "mem" and sym.block in self.blocks:
                if not sym.defined and not sym.used:
                    del self.blocks[sym.block]
                elif not sym.defined:
                    self.blocks[sym.block] = replace(self.blocks[sym.block], zero_init=False)
        # a Havoc of all memory also covers every global scalar of the program (those declared
        # later in the file too: unknown code may write any global); dropped globals are gone
        everything = tuple(self.global_vars[k] for k in sorted(self.global_vars))
        self.functions = {k: fix_havocs(f, dropped, everything) for k, f in self.functions.items()}
        self.init = extern_inits + [fix_havoc(st, dropped, everything) for st in self.init]
        return Program(functions=dict(sorted(self.functions.items())),
                       globals=tuple(self.global_vars[k] for k in sorted(self.global_vars)),
                       blocks=tuple(self.blocks[k] for k in sorted(self.blocks)),
                       init=tuple(self.init), declared=dict(sorted(declared.items())),
                       diagnostics=tuple(self.diagnostics), files=tuple(self.files),
                       machine=self.machine_name, init_locals=tuple(self.init_locals))


# ---------------------------------------------------------------- translation unit

class UnitLowerer:
    """Scopes and declarations of one translation unit; function bodies go to FunctionLowerer."""

    def __init__(self, prog: ProgramLowerer, filename: str, renames: dict):
        self.p = prog
        self.m = prog.m
        self.filename = filename
        self.renames = renames          # static names clashing across units -> unique names
        self.scopes: list = [{}]        # ordinary identifiers
        self.tags: list = [{}]          # struct/union/enum tags
        self.anon = 0
        self.param_depth = 0              # > 0 while resolving parameter types (VLA dims allowed)
        self.pack: list = []              # #pragma pack stack (maximum member alignment)
        self.where = Coord(filename, 0, 0)  # the statement being lowered, for internal errors
        self.init_fn = FunctionLowerer(self, None, init_mode=True)

    # ---- coordinates and errors
    def coord(self, node) -> Coord:
        c = getattr(node, "coord", None)
        if c is None:
            return Coord(self.filename, 0, 0)
        return Coord(c.file or self.filename, c.line or 0, c.column or 0)

    def error(self, node, message: str):
        raise FrontendError(f"{self.coord(node)}: {message}")

    # ---- scopes
    def lookup(self, name: str) -> Optional[Sym]:
        for s in reversed(self.scopes):
            if name in s:
                return s[name]
        return None

    def lookup_tag(self, name: str):
        for s in reversed(self.tags):
            if name in s:
                return s[name]
        return None

    def push(self) -> None:
        self.scopes.append({})
        self.tags.append({})

    def pop(self) -> None:
        self.scopes.pop()
        self.tags.pop()

    # ---- types
    def base_type(self, node, fn) -> CType:
        """The type named by specifiers (IdentifierType, Struct, Union, Enum)."""
        if isinstance(node, c_ast.IdentifierType):
            return self.named_type(node.names, node)
        if isinstance(node, (c_ast.Struct, c_ast.Union)):
            return self.struct_type(node, isinstance(node, c_ast.Union), fn)
        if isinstance(node, c_ast.Enum):
            return self.enum_type(node, fn)
        if type(node).__name__ == "TypeOf":   # GNU/C23 typeof(type) or typeof(expression)
            if isinstance(node.expr, c_ast.Typename):
                return self.decl_type(node.expr, fn)
            # the expression is not evaluated (type_of lowers it in a sandbox), as in C
            return (fn if fn is not None else self.init_fn).type_of(node.expr)
        self.error(node, f"unsupported type specifier {type(node).__name__}")

    def named_type(self, names: list, node) -> CType:
        words = [w for w in names if w not in ("signed", "unsigned", "_Complex", "__complex__")]
        signed = "unsigned" not in names
        if len(names) == 1 and names[0] not in _BUILTIN_TYPE_WORDS:
            sym = self.lookup(names[0])
            if sym is None or sym.kind != "typedef":
                self.error(node, f"unknown type name '{names[0]}'")
            return sym.type
        if "_Complex" in names or "__complex__" in names:
            self.p.diag("unsupported", self.coord(node), "complex types are approximated by their real part")
        if "void" in words:
            return CVoid()
        if "_Bool" in words:
            return self.m.int_type("_Bool")
        if "float" in words:
            return float_type(self.m, "float")
        if "double" in words:
            return float_type(self.m, "long double" if "long" in words else "double")
        if "char" in words:
            if "signed" in names:
                return self.m.int_type("signed char")
            return self.m.int_type("char" if signed else "unsigned char")
        if "__int128" in words:
            return self.m.int_type("__int128" if signed else "unsigned __int128")
        longs = words.count("long")
        base = "short" if "short" in words else ("long long" if longs >= 2 else ("long" if longs else "int"))
        return self.m.int_type(base if signed else "unsigned " + base)

    def struct_type(self, node, is_union: bool, fn) -> CStruct:
        tag = node.name
        s = None
        if node.decls is None:          # reference
            if tag is not None:
                s = self.lookup_tag(tag)
            if s is None or not isinstance(s, CStruct):
                s = CStruct(tag or self.anon_tag(), is_union)
                self.tags[0 if False else -1][s.tag] = s
            return s
        if tag is not None:
            s = self.tags[-1].get(tag)
        if s is None or not isinstance(s, CStruct) or s.complete:
            s = CStruct(tag or self.anon_tag(), is_union)
            self.tags[-1][s.tag] = s
        members = []
        pack = self.pack[-1] if self.pack else None
        for d in node.decls:
            if isinstance(d, c_ast.StaticAssert):
                self.static_assert(d)
                continue
            if isinstance(d, c_ast.Pragma):
                continue
            if d.name == PACKED_MARKER:   # __attribute__((packed)) (see preprocess.strip_attributes)
                pack = 1
                continue
            t = self.decl_type(d.type, fn)
            width = self.const_int(d.bitsize) if d.bitsize is not None else None
            members.append((d.name, t, width))
        self.m.layout(s, members, pack)
        return s

    def anon_tag(self) -> str:
        self.anon += 1
        return f"<anonymous {self.anon}>"

    def enum_type(self, node, fn) -> CType:
        """Defines the enumerators; the enum's type is int, or for a packed enum (marked by
        preprocess.strip_attributes) the smallest integer type holding every value, as gcc."""
        if node.values is None:
            known = self.lookup_tag(node.name) if node.name else None
            return known if isinstance(known, CInt) else self.m.int_type("int")
        value = -1
        values, packed = [], False
        for e in node.values.enumerators:
            if e.name.startswith(PACKED_ENUM_MARKER):
                packed = True
                continue
            value = self.const_int(e.value) if e.value is not None else value + 1
            values.append(value)
            # int when it fits (C), else the first of these that holds it (gcc's extension)
            t = next((self.m.int_type(n) for n in ("int", "unsigned int", "long", "unsigned long",
                                                    "long long", "unsigned long long")
                      if _fits(value, self.m.int_type(n))), self.m.int_type("long long"))
            self.scopes[-1][e.name] = Sym("enum", t, value=cvalues.wrap(value, t.size * 8, t.signed),
                                          display=e.name)
        et = self.m.int_type("int")
        if packed and values:
            names = (("signed char", "short", "int", "long long") if min(values) < 0 else
                     ("unsigned char", "unsigned short", "unsigned int", "unsigned long long"))
            et = next((self.m.int_type(n) for n in names
                       if all(_fits(v, self.m.int_type(n)) for v in values)), et)
        if node.name:
            self.tags[-1][node.name] = et if packed else "enum"
        return et

    def decl_type(self, node, fn) -> CType:
        """The type of a declarator chain (TypeDecl, PtrDecl, ArrayDecl, FuncDecl, Typename)."""
        if isinstance(node, c_ast.Typename):
            return self.decl_type(node.type, fn)
        if isinstance(node, c_ast.TypeDecl):
            return self.base_type(node.type, fn)
        if isinstance(node, c_ast.PtrDecl):
            return CPtr(self.decl_type(node.type, fn))
        if isinstance(node, c_ast.ArrayDecl):
            elem = self.decl_type(node.type, fn)
            if node.dim is None:
                return CArray(elem, None)
            n = self.try_const_int(node.dim)
            if n is not None:
                if n < 0:
                    self.error(node, "array size is negative")
                return CArray(elem, n)
            if (fn is None or fn.init_mode) and self.param_depth:
                return CArray(elem, None)   # a parameter: decays; the body re-resolves it
            if fn is None or fn.init_mode:
                self.error(node, "variable length array at file scope")
            return CArray(elem, None, fn.vla_count(node.dim))
        if isinstance(node, c_ast.FuncDecl):
            ret = self.decl_type(node.type, fn)
            params, variadic, proto = [], False, node.args is not None
            self.param_depth += 1
            try:
                self._params(node, fn, params)
            finally:
                self.param_depth -= 1
            variadic = any(isinstance(p, c_ast.EllipsisParam) for p in node.args.params) if node.args else False
            proto = node.args is not None and not any(isinstance(p, c_ast.ID) for p in node.args.params)
            return CFunc(ret, tuple(params), variadic, proto)
        if isinstance(node, (c_ast.IdentifierType, c_ast.Struct, c_ast.Union, c_ast.Enum)) or \
                type(node).__name__ == "TypeOf":
            return self.base_type(node, fn)
        self.error(node, f"unsupported declarator {type(node).__name__}")

    def _params(self, node, fn, params) -> None:
        if True:
            if node.args is not None:
                for prm in node.args.params:
                    if isinstance(prm, c_ast.EllipsisParam):
                        continue
                    if isinstance(prm, c_ast.ID):
                        params.append(self.m.int_type("int"))
                        continue
                    t = self.decl_type(prm.type, None)
                    if isinstance(t, CVoid):
                        continue
                    params.append(adjust_param(t))

    # ---- constant expressions
    def try_const_int(self, node) -> Optional[int]:
        try:
            v = self.const_eval(node)
        except _NotConst:
            return None
        return int(v) if v is not None else None

    def const_int(self, node) -> int:
        v = self.try_const_int(node)
        if v is None:
            self.error(node, f"not an integer constant expression: {source_text(node)}")
        return v

    def const_eval(self, node):
        """Value of an integer (or floating) constant expression, raising _NotConst otherwise.
        Integer results are wrapped to the C type of the expression."""
        v, _t = self._const(node)
        return v

    def _const(self, node):
        m = self.m
        if isinstance(node, c_ast.Constant):
            if node.type in ("char", "wchar_t", "char16_t", "char32_t") or node.value.startswith(("'", "L'", "u'", "U'")):
                v, prefix = cvalues.char_constant(node.value)
                return v, (m.wchar_t if prefix else m.int_type("int"))
            if node.type in ("float", "double", "long double"):
                v, t = cvalues.float_constant(node.value, m)
                return v, t
            if node.type == "string":
                raise _NotConst()
            return cvalues.int_constant(node.value, m)
        if type(node).__name__ == "GenericSelection":
            return self._const(self.generic_choice(node))
        if isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID) and node.args \
                and node.name.name in ("__builtin_choose_expr", "__builtin_constant_p"):
            args = node.args.exprs
            if node.name.name == "__builtin_constant_p" and len(args) == 1:
                return int(self.try_const_int(args[0]) is not None), self.m.int_type("int")
            if node.name.name == "__builtin_choose_expr" and len(args) == 3:
                return self._const(args[1] if self._const(args[0])[0] else args[2])
        if isinstance(node, c_ast.ID):
            sym = self.lookup(node.name)
            if sym is not None and sym.kind == "enum":
                return sym.value, sym.type
            raise _NotConst()
        if isinstance(node, c_ast.UnaryOp):
            if node.op == "sizeof":
                t = self.type_of_operand(node.expr)
                size = m.sizeof(t)
                if size is None:
                    raise _NotConst()
                return size, m.size_t
            if node.op == "_Alignof":
                t = self.type_of_operand(node.expr)
                return m.alignof(t), m.size_t
            v, t = self._const(node.expr)
            if node.op == "-":
                return self._fit(-v, promote(m, t))
            if node.op == "+":
                return self._fit(v, promote(m, t))
            if node.op == "~":
                return self._fit(~int(v), promote(m, t))
            if node.op == "!":
                return int(not v), m.int_type("int")
            raise _NotConst()
        if isinstance(node, c_ast.BinaryOp):
            if node.op in ("&&", "||"):
                lv, _ = self._const(node.left)
                if node.op == "&&" and not lv:
                    return 0, m.int_type("int")
                if node.op == "||" and lv:
                    return 1, m.int_type("int")
                rv, _ = self._const(node.right)
                return int(bool(rv)), m.int_type("int")
            lv, lt = self._const(node.left)
            rv, rt = self._const(node.right)
            if node.op in ("<<", ">>"):
                t = promote(m, lt)
                if not isinstance(t, CInt) or rv < 0 or rv >= t.size * 8:
                    raise _NotConst()
                return self._fit(int(lv) << int(rv) if node.op == "<<" else int(lv) >> int(rv), t)
            t = usual(m, lt, rt)
            lv, rv = self._conv(lv, t), self._conv(rv, t)
            op = node.op
            if op in ("==", "!=", "<", "<=", ">", ">="):
                r = {"==": lv == rv, "!=": lv != rv, "<": lv < rv, "<=": lv <= rv, ">": lv > rv,
                     ">=": lv >= rv}[op]
                return int(r), m.int_type("int")
            if op in ("/", "%") and rv == 0:
                raise _NotConst()
            if isinstance(t, CFloat):
                r = {"+": lv + rv, "-": lv - rv, "*": lv * rv}.get(op)
                if op == "/":
                    r = lv / rv
                if r is None:
                    raise _NotConst()
                return r, t
            if op == "/":
                q = abs(lv) // abs(rv)
                r = q if (lv >= 0) == (rv >= 0) else -q
            elif op == "%":
                q = abs(lv) // abs(rv)
                q = q if (lv >= 0) == (rv >= 0) else -q
                r = lv - q * rv
            else:
                r = {"+": lv + rv, "-": lv - rv, "*": lv * rv, "&": lv & rv, "|": lv | rv,
                     "^": lv ^ rv}.get(op)
                if r is None:
                    raise _NotConst()
            return self._fit(r, t)
        if isinstance(node, c_ast.TernaryOp):
            c, _ = self._const(node.cond)
            return self._const(node.iftrue if c else node.iffalse)
        if isinstance(node, c_ast.Cast):
            t = self.decl_type(node.to_type, None)
            v, _ = self._const(node.expr)
            if isinstance(t, CInt):
                if t.is_bool:
                    return int(bool(v)), t
                return cvalues.wrap(int(v), t.size * 8, t.signed), t
            if isinstance(t, CFloat):
                return float(v), t
            raise _NotConst()
        if isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID) and node.name.name == "offsetof":
            t = self.decl_type(node.args.exprs[0], None)
            off, _ = self.member_offset(t, node.args.exprs[1])
            return off, m.size_t
        if isinstance(node, c_ast.ExprList) and len(node.exprs) == 1:
            return self._const(node.exprs[0])
        raise _NotConst()

    def _conv(self, v, t):
        if isinstance(t, CFloat):
            return float(v)
        return cvalues.wrap(int(v), t.size * 8, t.signed)

    def _fit(self, v, t):
        if isinstance(t, CFloat):
            return float(v), t
        return cvalues.wrap(int(v), t.size * 8, t.signed), t

    def member_offset(self, t: CType, designator) -> tuple:
        """(byte offset, type) of an offsetof designator (a.b[3].c) inside t."""
        if isinstance(designator, c_ast.ID):
            if not isinstance(t, CStruct) or not t.complete:
                raise _NotConst()
            f = t.field(designator.name)
            if f is None:
                raise _NotConst()
            return f.offset, f.type
        if isinstance(designator, c_ast.StructRef):
            off, inner = self.member_offset(t, designator.name)
            f = inner.field(designator.field.name) if isinstance(inner, CStruct) else None
            if f is None:
                raise _NotConst()
            return off + f.offset, f.type
        if isinstance(designator, c_ast.ArrayRef):
            off, inner = self.member_offset(t, designator.name)
            if not isinstance(inner, CArray):
                raise _NotConst()
            i = self.const_int(designator.subscript)
            return off + i * (self.m.sizeof(inner.elem) or 0), inner.elem
        raise _NotConst()

    def static_assert(self, node) -> None:
        """_Static_assert: a false one is an error, as for gcc (typically a program written for the
        other data model: `_Static_assert(sizeof(long) == 8, ...)` with --machine ilp32). One the
        front end cannot evaluate is ignored."""
        if self.try_const_int(node.cond) == 0:
            msg = node.message.value if node.message is not None else '""'
            self.error(node, f"static assertion failed: {msg}")

    def generic_choice(self, node):
        """The expression a C11 _Generic selects: the association whose type is that of the
        controlling expression (not evaluated; after array/function decay), else `default`."""
        t = self.type_of_operand(node.expr)
        if isinstance(t, CArray):
            t = CPtr(t.elem)
        elif isinstance(t, CFunc):
            t = CPtr(t)
        default = None
        for assoc in node.associations:
            if assoc.type is None:
                default = assoc.expr
            elif self.decl_type(assoc.type, getattr(self, "current_fn", None)) == t:
                return assoc.expr
        if default is None:
            self.error(node, f"_Generic: no association for type {t}")
        return default

    def type_of_operand(self, node) -> CType:
        """Type of a sizeof/_Alignof operand (a type name, or an expression that is not evaluated)."""
        if isinstance(node, c_ast.Typename):
            return self.decl_type(node, None)
        fn = self.current_fn if getattr(self, "current_fn", None) is not None else self.init_fn
        return fn.type_of(node)

    # ---- file-scope declarations
    def lower_unit(self, ast: c_ast.FileAST) -> None:
        self.current_fn = None
        for ext in ast.ext:
            self.where = self.coord(ext)
            if isinstance(ext, c_ast.FuncDef):
                self.function_def(ext)
            elif isinstance(ext, c_ast.Decl):
                self.file_decl(ext)
            elif isinstance(ext, c_ast.Typedef):
                self.typedef(ext, None)
            elif isinstance(ext, c_ast.Pragma):
                self.pragma(ext)
            elif isinstance(ext, c_ast.StaticAssert):
                self.static_assert(ext)
            else:
                self.p.diag("note", self.coord(ext), f"ignored {type(ext).__name__} at file scope")

    def pragma(self, node: c_ast.Pragma) -> None:
        """#pragma pack(n) / pack(push[, n]) / pack(pop) / pack(): the maximum member alignment."""
        m = re.match(r"^\s*pack\s*\((.*)\)\s*$", node.string or "")
        if not m:
            return
        args = [a.strip() for a in m.group(1).split(",") if a.strip()]
        nums = [int(a, 0) for a in args if re.match(r"^(0x)?[0-9a-fA-F]+$", a)]
        if args and args[0] == "push":
            self.pack.append(nums[0] if nums else (self.pack[-1] if self.pack else None))
        elif args and args[0] == "pop":
            if self.pack:
                self.pack.pop()
        elif nums:
            if self.pack:
                self.pack[-1] = nums[0]
            else:
                self.pack.append(nums[0])
        else:
            self.pack.clear()

    def typedef(self, node: c_ast.Typedef, fn) -> None:
        t = self.decl_type(node.type, fn)
        if node.name in ("wchar_t", "__absint_wchar_t") and isinstance(t, CInt) and t.size == 4:
            t = self.m.wchar_t
        self.scopes[-1][node.name] = Sym("typedef", t, display=node.name)

    def linkage_name(self, name: str, storage) -> str:
        if "static" in (storage or ()):
            return self.renames.get(name, name)
        return name

    def file_decl(self, d: c_ast.Decl) -> None:
        storage = d.storage or []
        if d.name is None:   # struct/enum declaration only
            self.decl_type(d.type, None)
            return
        t = self.decl_type(d.type, None)
        if isinstance(t, CFunc):
            self.declare_function(d.name, t, storage, d)
            return
        if d.init is not None and isinstance(t, CArray) and t.count is None:
            t = CArray(t.elem, self.init_fn.infer_count(t, d.init))
        sym = self.global_object(d.name, t, storage, d)
        if "extern" in storage and d.init is None:
            return
        if d.init is not None and sym.kind == "mem":
            self.grow_for_flexible_init(sym, t, d.init)
        sym.defined = True
        if d.init is not None:
            self.init_fn.initialize_static(sym, d.init, self.coord(d))
        elif sym.kind == "var" and not getattr(sym, "_zeroed", False):
            self.p.init.append(Assign(sym.var, Const(0.0 if isinstance(sym.type, CFloat) else 0,
                                                        sym.var.type), self.coord(d)))
            sym._zeroed = True

    def global_object(self, name: str, t: CType, storage, d, display=None, lname=None) -> Sym:
        """The Sym of a file-scope (or static local) object, creating its Var or MemBlock once."""
        lname = lname or self.linkage_name(name, storage)
        sym = self.p.externals.get(lname) if "static" not in storage and lname == name else None
        if sym is None and "static" in storage:
            sym = self.p.externals.get(("static", lname))
        if sym is not None and sym.kind in ("var", "mem"):
            if sym.kind == "mem" and isinstance(t, CArray) and isinstance(sym.type, CArray) \
                    and sym.type.count is None and t.count is not None:
                sym.type = t
                self.make_block(sym, lname, t, d, display or name)
            self.scopes[-1][name] = sym
            return sym
        is_block = not is_scalar(t) or name in self.p.addr_taken
        if is_block:
            sym = Sym("mem", t, block=lname, display=display or name, name=lname)
            self.make_block(sym, lname, t, d, display or name)
        else:
            v = Var("@" + lname, self.m.ir_type(t))
            self.p.global_vars[lname] = v
            sym = Sym("var", t, var=v, display=display or name, name=lname, coord=self.coord(d))
            if "volatile" in (getattr(d, "quals", None) or ()):
                self.p.volatile_vars.add(v.name)
        key = ("static", lname) if "static" in storage else lname
        self.p.externals[key] = sym
        self.scopes[-1][name] = sym
        return sym

    def grow_for_flexible_init(self, sym: Sym, t: CType, init) -> None:
        """GNU: a static struct whose flexible array member is initialized (`{ 3, "abc" }`) is as
        large as its initializer needs (gcc allocates offset + data bytes; sizeof stays the same)."""
        if not (isinstance(t, CStruct) and t.fields and isinstance(t.fields[-1].type, CArray)
                and t.fields[-1].type.count is None and isinstance(init, c_ast.InitList)):
            return
        end = 0
        for leaf in self.init_fn.init_leaves(t, init):
            off, lt, node = leaf[0], leaf[1], leaf[2]
            size = self.m.sizeof(lt)
            if size is None and isinstance(node, c_ast.Constant) and node.type == "string":
                elem = self.m.sizeof(lt.elem) if isinstance(lt, CArray) else 1
                size = (len(cvalues.string_literal(node.value)[1]) + 1) * (elem or 1)
            end = max(end, off + (size or 0))
        block = self.p.blocks.get(sym.block)
        if block is not None and block.size is not None and end > block.size:
            self.p.set_block(sym.block, replace(block, size=end))

    def make_block(self, sym: Sym, lname: str, t: CType, d, display: str) -> None:
        size = self.m.sizeof(t)
        elem, count = block_shape(self.m, t)
        self.p.set_block(lname, MemBlock(lname, "global", size, elem, count, readonly=False,
                                         coord=self.coord(d), display=display,
                                         is_char=isinstance(t, CArray) and is_char_elem(inner_elem(t)),
                                         zero_init=True))

    def declare_function(self, name: str, t: CFunc, storage, node) -> Sym:
        lname = self.linkage_name(name, storage)
        key = ("static", lname) if "static" in (storage or ()) else lname
        sym = self.p.externals.get(key)
        if sym is None or sym.kind != "func":
            sym = Sym("func", t, display=name, name=lname)
            self.p.externals[key] = sym
        elif t.prototyped and not sym.type.prototyped:
            sym.type = t
        self.scopes[-1][name] = sym
        if lname not in self.p.functions:
            # unprototyped (`int f();`): the arity is unknown, so it is declared variadic
            self.p.declared[lname] = (None if isinstance(t.ret, CVoid) else self.ir_value_type(t.ret),
                                      tuple(self.ir_value_type(p) for p in t.params),
                                      t.variadic or not t.prototyped)
        return sym

    def ir_value_type(self, t: CType):
        if isinstance(t, CStruct):
            return PtrT(self.m.sizeof(t), self.m.ptr_size * 8)
        return self.m.ir_type(t)

    def function_def(self, fd: c_ast.FuncDef) -> None:
        decl = fd.decl
        t = self.decl_type(decl.type, None)
        if not isinstance(t, CFunc):
            self.error(fd, "function definition without a function type")
        if fd.param_decls:     # K&R parameter declarations
            t = self.knr_type(fd, t)
        sym = self.declare_function(decl.name, t, decl.storage, decl)
        if sym.name in self.p.functions:
            self.p.diag("note", self.coord(fd), f"second definition of '{decl.name}' ignored")
            return
        fn = FunctionLowerer(self, sym.name)
        self.current_fn = fn
        try:
            lowered = fn.lower_function(fd, t)
            if self.p.externals.get(("static", sym.name)) is sym:
                lowered = replace(lowered, static=True)
            self.p.functions[sym.name] = lowered
        finally:
            self.current_fn = None
        self.p.declared.pop(sym.name, None)

    def knr_type(self, fd, t: CFunc) -> CFunc:
        types = {}
        for d in fd.param_decls:
            types[d.name] = adjust_param(self.decl_type(d.type, None))
        names = [p.name for p in fd.decl.type.args.params] if fd.decl.type.args else []
        params = tuple(types.get(n, self.m.int_type("int")) for n in names)
        return CFunc(t.ret, params, t.variadic, False)


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

@dataclass
class _Loop:
    brk: Optional[int]
    cont: Optional[int]


class FunctionLowerer:
    """Lowers one function body (or, in init_mode, the initializers of static storage)."""

    def __init__(self, unit: UnitLowerer, name: Optional[str], init_mode: bool = False):
        self.u = unit
        self.p = unit.p
        self.m = unit.m
        self.name = name or "<init>"
        self.init_mode = init_mode
        self.b = CFGBuilder()
        self.locals: list = [] if not init_mode else self.p.init_locals
        self.names: set = set()
        self.blocks: list = []
        self.params: list = []
        self.temp_count = 0
        self.labels: dict = {}
        self.loops: list = []
        self.switches: list = []
        self.ret: Optional[CType] = None
        self.sret: Optional[Var] = None
        self.sandbox = 0
        self.taint = False
        self.computed_gotos: list = []    # nodes ending in `goto *e`: edges to every label
        self._types: dict = {}            # id(node) -> (node, type): type_of memo
        self.flag_defs: list = []         # FlagDefs: conditions stored in local scalars
        self.flag_tests: list = []        # FlagTests: branches on such a scalar's truth
        self.flag_vars: set = set()       # Var names that some FlagDef stores a condition in
        self.relinking = False            # lowering a stored condition again at a test

    # ---- helpers
    def coord(self, node) -> Coord:
        return self.u.coord(node)

    def temp(self, t) -> Var:
        self.temp_count += 1
        prefix = "%i" if self.init_mode else "%"
        v = Var(f"{prefix}{self.temp_count}", t)
        self.locals.append(v)
        return v

    def unique(self, name: str) -> str:
        if name not in self.names:
            self.names.add(name)
            return name
        k = 1
        while f"{name}.{k}" in self.names:
            k += 1
        self.names.add(f"{name}.{k}")
        return f"{name}.{k}"

    def emit(self, stmt) -> None:
        if isinstance(stmt, Call) and isinstance(stmt.callee, str) and not self.sandbox:
            self.p.used.add(stmt.callee)
        if self.init_mode:
            self.p.init.append(stmt)
        else:
            self.b.emit(stmt)

    def assign(self, expr, t, coord) -> Var:
        v = self.temp(t)
        self.emit(Assign(v, expr, coord))
        return v

    def unsupported(self, node, what: str, result: Optional[CType] = None) -> Value:
        """Diagnostic + a Havoc of everything the construct may touch (all variables, all memory)."""
        c = self.coord(node)
        self.taint = True
        if not self.sandbox:
            self.p.diag("unsupported", c, what)
        vars_ = tuple(v for v in self.params + self.locals) + tuple(self.p.global_vars.values())
        self.emit(Havoc(vars_, True, (), what, c))
        if result is None or isinstance(result, CVoid):
            return Value(None, CVoid())
        if isinstance(result, CStruct):
            return Value(None, CVoid())
        rt = self.m.ir_type(result)
        return Value(self.assign(Nondet(rt, what), rt, c), result)

    def va_arg(self, node, t: CType, c: Coord) -> Value:
        """va_arg(ap, T) of a scalar T: any value of T (a pointer: to memory of unknown size), which
        is what the caller may have passed; it writes no object of the program (the va_list is
        opaque: no access goes through it). An aggregate T stays unsupported (a havoc)."""
        if isinstance(t, CStruct) or isinstance(t, CVoid) or isinstance(t, CArray):
            return self.unsupported(node, "va_arg (variadic argument access)", t)
        call = node.expr.expr
        for a in (call.args.exprs if call.args is not None else ()):
            self.effect(a)
        rt = self.m.ir_type(t)
        return Value(self.assign(Nondet(rt, "va_arg"), rt, c), t)

    # ---- whole function
    def lower_function(self, fd: c_ast.FuncDef, t: CFunc) -> Function:
        u = self.u
        u.push()
        c = self.coord(fd)
        self.ret = t.ret
        if isinstance(t.ret, CStruct):
            self.sret = Var("%sret", PtrT(self.m.sizeof(t.ret), self.m.ptr_size * 8))
            self.params.append(self.sret)
            self.names.add(self.sret.name)
        entry_stores = []
        pnodes = []
        ftype = fd.decl.type
        if ftype.args is not None:
            for prm in ftype.args.params:
                if isinstance(prm, c_ast.EllipsisParam):
                    continue
                if isinstance(prm, c_ast.ID):
                    pnodes.append((prm.name, prm))
                    continue
                if isinstance(prm, c_ast.Typename) or prm.name is None:
                    pt = u.decl_type(prm.type, None)
                    if isinstance(pt, CVoid):
                        continue
                    pnodes.append((None, prm))
                    continue
                pnodes.append((prm.name, prm))
        vla_params = []
        for i, (pname, prm) in enumerate(pnodes):
            pt = t.params[i] if i < len(t.params) else self.m.int_type("int")
            if pname is not None and not isinstance(prm, c_ast.ID) and has_vla_dim(u, prm.type):
                vla_params.append((pname, prm))
            if pname is None:
                self.params.append(Var(self.unique(f"%arg{i}"), self.m.ir_type(pt)))
                continue
            vname = self.unique(pname)
            if isinstance(pt, CStruct):
                # struct parameters arrive by reference to the caller's copy
                v = Var(vname, PtrT(self.m.sizeof(pt), self.m.ptr_size * 8))
                self.params.append(v)
                u.scopes[-1][pname] = Sym("mem", pt, addr_var=v, display=pname)
                continue
            v = Var(vname, self.m.ir_type(pt))
            self.params.append(v)
            if pname in self.p.addr_taken:
                bname = f"{self.name}.{vname}"
                size = self.m.sizeof(pt)
                self.blocks.append(MemBlock(bname, "param", size, 1, None, coord=self.coord(prm),
                                            display=pname))
                u.scopes[-1][pname] = Sym("mem", pt, block=bname, display=pname)
                entry_stores.append((bname, v, size, self.coord(prm)))
            else:
                u.scopes[-1][pname] = Sym("var", pt, var=v, display=pname)
        for pname, prm in vla_params:
            # pointer to a VLA row (int m[n][k]): its row size is computed at the entry
            sym = u.scopes[-1][pname]
            sym.type = adjust_param(u.decl_type(prm.type, self))
        for bname, v, size, pc in entry_stores:
            self.emit(DeclBlock(bname, Const(size, self.m.ir_type(self.m.size_t)), pc))
            a = self.assign(AddrOf(bname), PtrT(size, self.m.ptr_size * 8), pc)
            self.emit(Store(a, v, size, pc))
        self.compound(fd.body, new_scope=False)
        if self.b.current is not None:   # falling off the end
            end = Coord(c.file, fd.body.coord.line if fd.body.coord else c.line, 0)
            if fd.body.block_items is not None and fd.body.coord is not None:
                end = self.coord(fd.body)
            if self.name == "main" and isinstance(t.ret, CInt):
                self.emit(Return(Const(0, self.m.ir_type(t.ret)), end))
            elif isinstance(t.ret, CVoid) or self.sret is not None:
                self.emit(Return(None, end))
            else:   # value of a missing return is indeterminate
                rt = self.m.ir_type(t.ret)
                self.emit(Return(self.assign(Nondet(rt, "missing return"), rt, end), end))
            self.b.jump(self.b.exit)
        for name, (nid, defined) in self.labels.items():
            if not defined:
                raise FrontendError(f"{c}: label '{name}' used but not defined")
        for src in self.computed_gotos:   # a nondeterministic jump: every label, through guards
            for _name, (nid, _defined) in sorted(self.labels.items()):
                self.b.current = src
                self.b.guarded([(Const(1, IntT(32, True)), True)], nid, c)
            self.b.current = None
        self.link_flags()
        u.pop()
        ret = None if isinstance(t.ret, CVoid) or self.sret is not None else self.m.ir_type(t.ret)
        return Function(self.name, tuple(self.params), ret, tuple(self.locals), tuple(self.blocks),
                        self.b.finish(), c, t.variadic)

    # ---- statements
    def compound(self, node: c_ast.Compound, new_scope: bool = True) -> None:
        if new_scope:
            self.u.push()
        for item in node.block_items or ():
            self.stmt(item)
        if new_scope:
            self.u.pop()

    def stmt(self, node) -> None:
        # accesses after an unsupported construct in the same statement depend on it: their sites
        # are marked unsupported (see unsupported())
        self.taint = False
        if getattr(node, "coord", None) is not None:
            self.u.where = self.coord(node)
        method = getattr(self, "s_" + type(node).__name__, None)
        if method is not None:
            method(node)
        elif isinstance(node, c_ast.Node) and type(node).__name__ in _EXPR_NODES:
            self.effect(node)
        else:
            self.unsupported(node, f"unsupported statement {type(node).__name__}")

    def s_Compound(self, node):
        self.compound(node)

    def s_EmptyStatement(self, node):
        pass

    def s_Pragma(self, node):
        pass

    def s_StaticAssert(self, node):
        self.u.static_assert(node)

    def s_Typedef(self, node):
        self.u.typedef(node, self)

    def s_DeclList(self, node):
        for d in node.decls:
            self.stmt(d)

    def s_Decl(self, d: c_ast.Decl):
        u = self.u
        storage = d.storage or []
        if d.name is None:
            u.decl_type(d.type, self)
            return
        if "static" in storage or "extern" in storage:
            t = u.decl_type(d.type, None)
            if isinstance(t, CFunc):
                u.declare_function(d.name, t, storage if "static" in storage else [], d)
                return
            if "extern" in storage:
                sym = u.global_object(d.name, t, [], d)
                u.scopes[-1][d.name] = sym
                return
            if d.init is not None and isinstance(t, CArray) and t.count is None:
                t = CArray(t.elem, self.infer_count(t, d.init))
            lname = f"{self.name}.{self.unique(d.name)}"
            sym = u.global_object(d.name, t, ["static"], d, display=d.name, lname=lname)
            sym.defined = True
            if d.init is not None:
                u.init_fn.initialize_static(sym, d.init, self.coord(d))
            elif sym.kind == "var":
                self.p.init.append(Assign(sym.var, Const(0.0 if isinstance(t, CFloat) else 0,
                                                            sym.var.type), self.coord(d)))
            return
        t = u.decl_type(d.type, self)
        if isinstance(t, CFunc):
            u.declare_function(d.name, t, [], d)
            return
        c = self.coord(d)
        if d.init is not None and isinstance(t, CArray) and t.count is None and t.vla_count is None:
            t = CArray(t.elem, self.infer_count(t, d.init))
        vname = self.unique(d.name)
        if is_scalar(t) and d.name not in self.p.addr_taken:
            v = Var(vname, self.m.ir_type(t))
            self.locals.append(v)
            sym = Sym("var", t, var=v, display=d.name)
            if d.init is not None:   # the name is in scope inside its own initializer
                u.scopes[-1][d.name] = sym
                if isinstance(d.init, c_ast.InitList) and not d.init.exprs:
                    self.emit(Assign(v, self.fold_cast(Const(0, IntT(32, True)), v.type), c))
                else:
                    rhs = d.init.exprs[0] if isinstance(d.init, c_ast.InitList) else d.init
                    val = self.rvalue(rhs)
                    self.emit(Assign(v, self.convert_expr(val, t, c), c))
                    self.flag_assigned(sym, rhs)
            else:
                # indeterminate: any value, also when the declaration is executed again in a loop
                self.emit(Assign(v, Nondet(v.type, "uninitialized"), c))
            u.scopes[-1][d.name] = sym
            return
        bname = f"{self.name}.{vname}"
        elem, count = block_shape(self.m, t)
        size = self.m.sizeof(t)
        ischar = isinstance(t, CArray) and is_char_elem(inner_elem(t))
        st = self.m.ir_type(self.m.size_t)
        if size is None and isinstance(t, CArray) and t.vla_count is not None:
            size_op = self.dyn_sizeof(t, c)
            es = self.m.sizeof(t.elem)
            self.blocks.append(MemBlock(bname, "local", None, es or 1, None, coord=c, display=d.name,
                                        is_char=ischar))
            # the element count is known only when the element size is static (int a[n], not a[n][m])
            self.emit(DeclBlock(bname, size_op, c, t.vla_count if es else None, es or 1))
        else:
            if size is None:
                u.error(d, f"storage size of '{d.name}' isn't known")
            self.blocks.append(MemBlock(bname, "local", size, elem, count, coord=c, display=d.name,
                                        is_char=ischar))
            self.emit(DeclBlock(bname, Const(size, st), c,
                                Const(count, st) if count is not None else None, elem))
        sym = Sym("mem", t, block=bname, display=d.name)
        u.scopes[-1][d.name] = sym
        if d.init is not None:
            self.initialize_local(sym, t, d.init, c)

    def s_If(self, node):
        then_n, else_n, join = self.b.new_node(), self.b.new_node(), self.b.new_node()
        self.cond(node.cond, then_n, else_n)
        self.b.start(then_n)
        if node.iftrue is not None:
            self.stmt(node.iftrue)
        self.b.jump(join)
        self.b.start(else_n)
        if node.iffalse is not None:
            self.stmt(node.iffalse)
        self.b.jump(join)
        self.b.start(join)

    def s_While(self, node):
        head, body, done = self.b.new_node(), self.b.new_node(), self.b.new_node()
        self.b.jump(head)
        self.b.start(head)
        self.cond(node.cond, body, done)
        self.b.start(body)
        self.loops.append(_Loop(done, head))
        self.stmt(node.stmt) if node.stmt is not None else None
        self.loops.pop()
        self.b.jump(head)
        self.b.start(done)

    def s_DoWhile(self, node):
        body, test, done = self.b.new_node(), self.b.new_node(), self.b.new_node()
        self.b.jump(body)
        self.b.start(body)
        self.loops.append(_Loop(done, test))
        self.stmt(node.stmt) if node.stmt is not None else None
        self.loops.pop()
        self.b.jump(test)
        self.b.start(test)
        self.cond(node.cond, body, done)
        self.b.start(done)

    def s_For(self, node):
        self.u.push()
        if node.init is not None:
            if isinstance(node.init, c_ast.DeclList):
                self.s_DeclList(node.init)
            else:
                self.effect(node.init)
        head, body, step, done = (self.b.new_node() for _ in range(4))
        self.b.jump(head)
        self.b.start(head)
        if node.cond is not None:
            self.cond(node.cond, body, done)
        else:
            self.b.jump(body)
        self.b.start(body)
        self.loops.append(_Loop(done, step))
        if node.stmt is not None:
            self.stmt(node.stmt)
        self.loops.pop()
        self.b.jump(step)
        self.b.start(step)
        if node.next is not None:
            self.effect(node.next)
        self.b.jump(head)
        self.b.start(done)
        self.u.pop()

    def s_Break(self, node):
        target = next((l.brk for l in reversed(self.loops) if l.brk is not None), None)
        if target is None:
            self.u.error(node, "break statement not within loop or switch")
        self.b.jump(target)

    def s_Continue(self, node):
        target = next((l.cont for l in reversed(self.loops) if l.cont is not None), None)
        if target is None:
            self.u.error(node, "continue statement not within a loop")
        self.b.jump(target)

    def s_Switch(self, node):
        c = self.coord(node)
        v = self.rvalue(node.cond)
        t = promote(self.m, v.type)
        if not isinstance(t, CInt):
            self.u.error(node, "switch quantity not an integer")
        op = self.convert(v, t, c)
        dispatch = self.b.new_node()
        self.b.jump(dispatch)
        done = self.b.new_node()
        cases: list = []          # (value, node)
        default = [None]
        self.switches.append((t, cases, default))
        self.loops.append(_Loop(done, None))
        self.b.current = None
        self.stmt(node.stmt)
        self.loops.pop()
        self.switches.pop()
        self.b.jump(done)
        saved = self.b.current
        self.b.current = dispatch
        irt = self.m.ir_type(t)
        if any(isinstance(value, tuple) for value, _ in cases):
            self.range_dispatch(op, irt, cases, default[0] if default[0] is not None else done, c)
            self.b.current = saved
            self.b.start(done)
            return
        for value, target in cases:
            self.b.guarded([(BinOp("==", op, Const(value, irt)), True)], target, c)
        others = [(BinOp("==", op, Const(value, irt)), False) for value, _ in cases]
        if others:
            self.b.guarded(others, default[0] if default[0] is not None else done, c)
        else:
            self.b.edge(dispatch, default[0] if default[0] is not None else done)
        self.b.current = saved
        self.b.start(done)

    def range_dispatch(self, op, irt, cases, fallback: int, c: Coord) -> None:
        """Switch dispatch with GNU case ranges: a chain of tests, one case after the other (the
        complement of a range is a disjunction, which a single guard node cannot express)."""
        for value, target in cases:
            nxt = self.b.new_node()
            if isinstance(value, tuple):
                lo, hi = value
                upper = self.b.new_node()
                self.b.branch(BinOp(">=", op, Const(lo, irt)), upper, nxt, c)
                self.b.start(upper)
                self.b.branch(BinOp("<=", op, Const(hi, irt)), target, nxt, c)
            else:
                self.b.branch(BinOp("==", op, Const(value, irt)), target, nxt, c)
            self.b.start(nxt)
        self.b.jump(fallback)

    def s_Case(self, node):
        if not self.switches:
            self.u.error(node, "case label not within a switch statement")
        t, cases, _ = self.switches[-1]
        e = node.expr
        if isinstance(e, c_ast.FuncCall) and isinstance(e.name, c_ast.ID) and \
                e.name.name == "__absint_case_range":
            lo, hi = (cvalues.wrap(self.u.const_int(a), t.size * 8, t.signed) for a in e.args.exprs)
            value = (lo, hi)
        else:
            value = cvalues.wrap(self.u.const_int(e), t.size * 8, t.signed)
        n = self.b.new_node()
        self.b.start(n)
        cases.append((value, n))
        for s in node.stmts or ():
            self.stmt(s)

    def s_Default(self, node):
        if not self.switches:
            self.u.error(node, "default label not within a switch statement")
        n = self.b.new_node()
        self.b.start(n)
        self.switches[-1][2][0] = n
        for s in node.stmts or ():
            self.stmt(s)

    def label_node(self, name: str, define: bool) -> int:
        nid, defined = self.labels.get(name, (None, False))
        if nid is None:
            nid = self.b.new_node()
        self.labels[name] = (nid, defined or define)
        return nid

    def s_Label(self, node):
        n = self.label_node(node.name, True)
        self.b.start(n)
        if node.stmt is not None:
            self.stmt(node.stmt)

    def s_Goto(self, node):
        if not isinstance(node.name, str):
            self.unsupported(node, "computed goto")
            self.b.current = None
            return
        self.b.jump(self.label_node(node.name, False))

    def s_Return(self, node):
        c = self.coord(node)
        if node.expr is None:
            if self.ret is not None and not isinstance(self.ret, CVoid) and self.sret is None:
                rt = self.m.ir_type(self.ret)
                self.emit(Return(self.assign(Nondet(rt, "return without value"), rt, c), c))
            else:
                self.emit(Return(None, c))
        elif isinstance(self.ret, CStruct):
            v = self.eval(node.expr)
            self.copy_struct(self.sret, "return value", v, self.ret, c, dst_pointer=True)
            self.emit(Return(None, c))
        elif isinstance(self.ret, CVoid):
            self.effect(node.expr)
            self.emit(Return(None, c))
        else:
            v = self.rvalue(node.expr)
            self.emit(Return(self.convert(v, self.ret, c), c))
        self.b.jump(self.b.exit)

    # ---- conditions
    def cond(self, node, t_node: int, f_node: int) -> None:
        c = self.coord(node)
        k = self.u.try_const_int(node) if not self.has_side_effects(node) else None
        if k is not None:
            self.b.jump(t_node if k else f_node)
            return
        if isinstance(node, c_ast.BinaryOp) and node.op in ("&&", "||"):
            mid = self.b.new_node()
            if node.op == "&&":
                self.cond(node.left, mid, f_node)
            else:
                self.cond(node.left, t_node, mid)
            self.b.start(mid)
            self.cond(node.right, t_node, f_node)
            return
        if isinstance(node, c_ast.UnaryOp) and node.op == "!":
            self.cond(node.expr, f_node, t_node)
            return
        if isinstance(node, c_ast.ExprList):
            for e in node.exprs[:-1]:
                self.effect(e)
            self.cond(node.exprs[-1], t_node, f_node)
            return
        truth = self.truth_operand(node)
        if truth is not None:   # the same test written another way: its guards stay guards
            inner, negated = truth
            self.cond(inner, f_node if negated else t_node, t_node if negated else f_node)
            return
        sj = setjmp_test(node)
        if sj is not None and not self.sandbox and self.b.current is not None:
            call, zero_true = sj
            self.setjmp_branch(call, f_node if not zero_true else t_node,
                               t_node if not zero_true else f_node)
            return
        flag = self.flag_tested(node)
        src = self.b.current
        if isinstance(node, c_ast.BinaryOp) and node.op in ("==", "!=", "<", "<=", ">", ">="):
            left, right = self.rel_operands(node)
            guards = self.b.branch(BinOp(node.op, left, right), t_node, f_node, c)
        else:
            v = self.rvalue(node)
            if isinstance(v.type, CStruct) or v.op is None:
                self.u.error(node, "used a value that cannot be converted to a condition")
            guards = self.b.branch(v.op, t_node, f_node, c)
        if flag is not None and guards is not None and src is not None:
            var, set_first = flag
            sides = ((guards[0], t_node), (guards[1], f_node))
            self.flag_tests.append(FlagTest(var.name, src, *(sides if set_first else sides[::-1])))

    def truth_operand(self, node):
        """(e, negated) when the condition `node` is the truth of e, written another way:
        `__builtin_expect(e, k)`, `e != 0`, `e == 0` (negated), `e == 1` and `e != 1` (negated)
        for a comparison or logical e, a cast of such an e to an integer type, or any cast to _Bool.
        Lowering e itself keeps its comparisons as guards (the value form would test a 0/1
        temporary, which tells the domain nothing about e's operands)."""
        lookup = self.u.lookup
        inner = expect_argument(node, lookup)
        if inner is not None:
            return inner, False
        if isinstance(node, c_ast.BinaryOp) and node.op in ("==", "!="):
            for e, other in ((node.left, node.right), (node.right, node.left)):
                if not is_truth_value(e, lookup) or has_side_effects(other):
                    continue
                k = self.u.try_const_int(other)
                if k == 0:
                    return e, node.op == "=="
                if k == 1:
                    return e, node.op == "!="
            return None
        if isinstance(node, c_ast.Cast) and not has_side_effects(node.expr):
            t = self.type_of(node)
            if isinstance(t, CInt) and (t.is_bool or is_truth_value(node.expr, lookup)):
                return node.expr, False
        return None

    def flag_tested(self, node):
        """(Var, same truth) when the condition tests a local scalar for truth (`ok`, `ok != 0`:
        True; `ok == 0`: False): the test may be linked to the condition stored in it (flags.py)."""
        if self.sandbox or self.relinking or self.init_mode:
            return None
        same = True
        if isinstance(node, c_ast.BinaryOp) and node.op in ("==", "!="):
            for e, other in ((node.left, node.right), (node.right, node.left)):
                if isinstance(e, c_ast.ID) and isinstance(other, c_ast.Constant) \
                        and self.u.try_const_int(other) == 0:
                    node, same = e, node.op == "!="
                    break
        if not isinstance(node, c_ast.ID):
            return None
        sym = self.u.lookup(node.name)
        if sym is None or sym.kind != "var" or sym.var.name.startswith("@") \
                or not isinstance(sym.type, CInt) or sym.var.name not in self.flag_vars:
            return None
        return sym.var, same

    def flag_assigned(self, sym: Sym, rhs) -> None:
        """After `flag = rhs` was lowered into the current node: remember it as a FlagDef when rhs
        is a condition that can be evaluated again (flags.condition_reads)."""
        if self.sandbox or self.relinking or self.init_mode or self.b.current is None:
            return
        if not isinstance(sym.type, CInt) or sym.var.name.startswith("@"):
            return
        # a condition's value is 0 or 1 and survives any integer type; other values only _Bool
        if not (sym.type.is_bool or is_truth_value(rhs, self.u.lookup)):
            return
        found = condition_reads(rhs, self.u.lookup, self.u.try_const_int)
        if found is None or sym.var.name in found[0]:
            return
        reads, names = found
        key = (sym.var.name, _squash(source_text(rhs)), tuple((n, id(s)) for n, s in names))
        self.flag_vars.add(sym.var.name)
        self.flag_defs.append(FlagDef(key, sym.var.name, rhs, reads, names,
                                      (tuple(self.u.scopes), tuple(self.u.tags)), self.b.current,
                                      len(self.b.statements()[self.b.current])))

    def link_flags(self) -> None:
        """Each test of a flag where its condition holds on every path (flags.available_links)
        continues with that condition's guards: the flag's nonzero side with the condition true,
        its zero side with it false; the other outcomes lead to a node without successors."""
        if not self.flag_tests:
            return
        links = available_links(self.b.statements(), self.b.edges(), self.b.entry,
                                self.flag_defs, self.flag_tests)
        if not links:
            return
        saved = (self.u.scopes, self.u.tags, self.b.current)
        self.relinking = True
        try:
            for test, d in links:
                self.u.scopes, self.u.tags = list(d.scopes[0]), list(d.scopes[1])
                # a name declared later in one of those scopes may shadow one of the condition's
                if any(self.u.lookup(n) is not s for n, s in d.names):
                    continue
                dead = self.b.new_node()
                for (guard, target), holds in ((test.when_set, True), (test.when_clear, False)):
                    self.b.cut(guard)
                    self.b.current = guard
                    self.cond(d.cond, target if holds else dead, dead if holds else target)
                    self.b.current = None
        finally:
            self.relinking = False
            self.u.scopes, self.u.tags, self.b.current = saved

    def has_side_effects(self, node) -> bool:
        for n in walk(node):
            if isinstance(n, (c_ast.FuncCall, c_ast.Assignment)):
                return True
            if isinstance(n, c_ast.UnaryOp) and n.op in ("++", "--", "p++", "p--"):
                return True
        return False

    def rel_operands(self, node) -> tuple:
        c = self.coord(node)
        a, b = self.rvalue(node.left), self.rvalue(node.right)
        if isinstance(a.type, CPtr) or isinstance(b.type, CPtr):
            pt = a.type if isinstance(a.type, CPtr) else b.type
            return self.convert(a, pt, c), self.convert(b, pt, c)
        t = usual(self.m, a.type, b.type)
        return self.convert(a, t, c), self.convert(b, t, c)

    # ---- expressions: entry points
    def effect(self, node) -> None:
        """Evaluate for side effects only."""
        if isinstance(node, c_ast.ExprList):
            for e in node.exprs:
                self.effect(e)
            return
        v = self.eval(node, discard=True)
        if isinstance(v, LValue) and v.kind == "mem" and is_scalar(v.type) and not isinstance(node, c_ast.ID):
            self.load(v, self.coord(node))   # `*p;` still reads

    def rvalue(self, node) -> Value:
        return self.to_value(self.eval(node), self.coord(node))

    def to_value(self, v, c: Coord) -> Value:
        if isinstance(v, Value):
            return v
        if isinstance(v.type, CArray):     # array-to-pointer decay
            return Value(v.addr, CPtr(v.type.elem))
        if isinstance(v.type, CFunc):
            return Value(v.addr, CPtr(v.type))
        if isinstance(v.type, CStruct):
            return Value(v.addr, v.type)   # structs travel by address
        return self.load(v, c)

    def type_of(self, node) -> CType:
        """Static type of an expression, without emitting anything (sizeof operands). Memoized per
        node: nested ?: would otherwise type their branches again at every level."""
        key = id(node)
        hit = self._types.get(key)
        if hit is not None and hit[0] is node:
            return hit[1]
        t = self._type_of(node)
        self._types[key] = (node, t)
        return t

    def _type_of(self, node) -> CType:
        saved = (self.b, len(self.locals), self.temp_count, self.p.site_count,
                 len(self.p.diagnostics), self.p.journal, len(self.p.init), len(self.blocks),
                 self.taint)
        self.b = CFGBuilder()
        self.sandbox += 1
        journal = self.p.journal = []
        try:
            v = self.eval(node)
        finally:
            self.sandbox -= 1
            (self.b, nloc, self.temp_count, self.p.site_count, ndiag, self.p.journal, ninit, nblk,
             self.taint) = saved
            del self.locals[nloc:]
            del self.blocks[nblk:]
            del self.p.diagnostics[ndiag:]
            self.p.undo_blocks(journal)
            del self.p.init[ninit:]
        return v.type

    def eval(self, node, discard: bool = False):
        method = getattr(self, "e_" + type(node).__name__, None)
        if method is None:
            return self.unsupported(node, f"unsupported expression {type(node).__name__}",
                                    self.m.int_type("int"))
        if method.__code__.co_argcount == 3:
            return method(node, discard)
        return method(node)

    # ---- conversions
    def convert_expr(self, v: Value, to: CType, c: Coord):
        """An Expr (for the right of an Assign) of v converted to `to`."""
        if isinstance(to, CInt) and to.is_bool and not (isinstance(v.type, CInt) and v.type.is_bool):
            zero = Const(0.0 if isinstance(v.type, CFloat) else 0, self.op_type(v.op))
            if isinstance(v.op, Const):
                return Const(int(bool(v.op.value)), self.m.ir_type(to))
            return BinOp("!=", v.op, zero)
        target = self.m.ir_type(to)
        if isinstance(v.op, Const):
            return self.fold_cast(v.op, target)
        if self.op_type(v.op) == target:
            return v.op
        return Cast(v.op, target)

    def fold_cast(self, k: Const, target) -> Const:
        if isinstance(target, IntT):
            return Const(cvalues.wrap(int(k.value), target.bits, target.signed), target)
        if isinstance(target, FloatT):
            return Const(float(k.value), target)
        return Const(int(k.value), target)

    def convert(self, v: Value, to: CType, c: Coord):
        """v as an operand of type `to` (emitting a Cast when the IR type changes)."""
        if v.op is None:
            raise FrontendError(f"{c}: void value not ignored as it ought to be")
        if isinstance(to, (CArray, CFunc)):
            to = CPtr(to.elem if isinstance(to, CArray) else to)
        if isinstance(to, CStruct):
            return v.op
        e = self.convert_expr(v, to, c)
        if isinstance(e, (Var, Const)):
            return e
        return self.assign(e, self.m.ir_type(to), c)

    def op_type(self, op):
        return op.type

    # ---- primary expressions
    def e_Constant(self, node) -> Value:
        if node.type == "string":
            name, t = self.p.string_block(node.value, self.coord(node))
            a = self.assign(AddrOf(name), self.m.ir_type(t), self.coord(node))
            return LValue("mem", t, addr=a, name=self.p.blocks[name].display)
        v, t = self.u._const(node)
        return Value(Const(v, self.m.ir_type(t)), t)

    def e_ID(self, node):
        sym = self.u.lookup(node.name)
        c = self.coord(node)
        if sym is None:
            if node.name in ("__func__", "__FUNCTION__", "__PRETTY_FUNCTION__"):
                return self.e_Constant(c_ast.Constant("string", '"' + self.name + '"', node.coord))
            raise FrontendError(f"{c}: '{node.name}' undeclared")
        sym.used = True
        if sym.kind == "enum":
            return Value(Const(sym.value, self.m.ir_type(sym.type)), sym.type)
        if sym.kind == "var":
            return LValue("var", sym.type, var=sym.var, name=sym.display)
        if sym.kind == "func":
            if not self.sandbox:
                self.p.used.add(sym.name)
            a = self.assign(AddrOf(sym.name, function=True), PtrT(None, self.m.ptr_size * 8), c)
            return LValue("mem", sym.type, addr=a, name=sym.display)
        if sym.kind == "mem":
            if sym.addr_var is not None:
                return LValue("mem", sym.type, addr=sym.addr_var, via_pointer=True, name=sym.display)
            size = self.m.sizeof(sym.type)
            tgt = self.m.sizeof(sym.type.elem) if isinstance(sym.type, CArray) else size
            a = self.assign(AddrOf(sym.block), PtrT(tgt, self.m.ptr_size * 8), c)
            return LValue("mem", sym.type, addr=a, name=sym.display)
        raise FrontendError(f"{c}: '{node.name}' is a type, not a value")

    def e_ExprList(self, node):
        for e in node.exprs[:-1]:
            self.effect(e)
        return self.eval(node.exprs[-1])

    # ---- memory access
    def sites(self, lv: LValue, access: str, size: int, c: Coord) -> tuple:
        out = []
        for pi in lv.indexes:
            out.append(CheckSite(self.p.next_site(), pi.coord, self.name, access, "index", pi.array,
                                 index=pi.index, extent=pi.extent, index_text=pi.index_text,
                                 elem_size=pi.elem_size, unsupported=self.taint))
        if lv.via_pointer:
            out.append(CheckSite(self.p.next_site(), c, self.name, access, "pointer", lv.name,
                                 pointer=lv.addr, length=Const(size, self.m.ir_type(self.m.size_t)),
                                 elem_size=size, unsupported=self.taint))
        return tuple(out)

    def load(self, lv: LValue, c: Coord) -> Value:
        if lv.kind == "var":
            if lv.var.name == ERRNO_VAR:   # any library call may have set it since the last store
                return Value(self.assign(Nondet(lv.var.type, "errno"), lv.var.type, c), lv.type)
            if lv.var.name in self.p.volatile_vars:
                # a volatile object of static storage may change between any two reads (a signal
                # handler, another thread, the hardware): every read is any value of its type
                return Value(self.assign(Nondet(lv.var.type, "volatile"), lv.var.type, c), lv.type)
            return Value(lv.var, lv.type)
        size = self.m.sizeof(lv.type)
        if not is_scalar(lv.type) or size is None:
            raise FrontendError(f"{c}: cannot read an object of type {lv.type} as a value")
        t = self.m.ir_type(lv.type)
        if lv.bitfield:
            return Value(self.load_bitfield(lv, size, t, c), lv.type)
        dst = self.temp(t)
        self.emit(Load(dst, lv.addr, size, c, self.sites(lv, "read", size, c)))
        return Value(dst, lv.type)

    def load_bitfield(self, lv: LValue, size: int, t: IntT, c: Coord):
        """The field's bits of its storage unit: (unit >> off) & mask in unsigned arithmetic, then
        sign-extended for a signed field as f - 2 * (f & signbit) in a wider signed type."""
        off, width = lv.bitfield
        ut = IntT(size * 8, False)
        unit = self.temp(ut)
        self.emit(Load(unit, lv.addr, size, c, self.sites(lv, "read", size, c)))
        shifted = self.assign(BinOp(">>", unit, Const(off, ut)), ut, c) if off else unit
        field_bits = self.assign(BinOp("&", shifted, Const((1 << width) - 1, ut)), ut, c)
        if not t.signed or width == 1 and isinstance(lv.type, CInt) and lv.type.is_bool:
            return self.assign(Cast(field_bits, t), t, c) if ut != t else field_bits
        if size * 8 >= 64:
            return self.assign(Nondet(t, "signed 64-bit bit-field"), t, c)
        wide = IntT(64, True)
        f = self.assign(Cast(field_bits, wide), wide, c)
        sign = self.assign(BinOp("&", f, Const(1 << (width - 1), wide)), wide, c)
        twice = self.assign(BinOp("+", sign, sign), wide, c)
        value = self.assign(BinOp("-", f, twice), wide, c)
        return self.assign(Cast(value, t), t, c)

    def store_bitfield(self, lv: LValue, op, size: int, c: Coord) -> None:
        """Read-modify-write of the storage unit: (unit & ~(mask << off)) | ((v & mask) << off)."""
        off, width = lv.bitfield
        ut = IntT(size * 8, False)
        mask = (1 << width) - 1
        unit = self.temp(ut)
        self.emit(Load(unit, lv.addr, size, c, self.sites(lv, "read", size, c)))
        cleared = self.assign(BinOp("&", unit, Const(((1 << ut.bits) - 1) ^ (mask << off), ut)), ut, c)
        v = op if self.op_type(op) == ut else self.assign(Cast(op, ut), ut, c)
        bits = self.assign(BinOp("&", v, Const(mask, ut)), ut, c)
        if off:
            bits = self.assign(BinOp("<<", bits, Const(off, ut)), ut, c)
        new = self.assign(BinOp("|", cleared, bits), ut, c)
        self.emit(Store(lv.addr, new, size, c, self.sites(lv, "write", size, c)))

    def store(self, lv: LValue, op, c: Coord) -> None:
        if lv.kind == "var":
            self.emit(Assign(lv.var, op, c))
            return
        size = self.m.sizeof(lv.type)
        if lv.bitfield:
            self.store_bitfield(lv, op, size, c)
            return
        self.emit(Store(lv.addr, op, size, c, self.sites(lv, "write", size, c)))

    def ptr_add(self, base, index, elem: CType, c: Coord):
        """The address base + index elements of type elem (index: a signed operand)."""
        pt = PtrT(self.m.sizeof(elem) if not isinstance(elem, (CVoid, CFunc)) else None,
                  self.m.ptr_size * 8)
        size = self.m.sizeof(elem) if not isinstance(elem, CFunc) else 1
        if size is None:
            scale = self.dyn_sizeof(elem, c)
            pd = self.m.ir_type(self.m.ptrdiff_t)
            scale = self.convert(Value(scale, self.m.size_t), self.m.ptrdiff_t, c)
            off = self.assign(BinOp("*", index, scale), pd, c)
            return self.assign(PtrAdd(base, off, 1), pt, c)
        if isinstance(index, Const) and index.value == 0:
            return base if self.op_type(base) == pt else self.assign(Cast(base, pt), pt, c)
        return self.assign(PtrAdd(base, index, size), pt, c)

    def dyn_sizeof(self, t: CType, c: Coord):
        """sizeof t as an operand (size_t), computing VLA sizes at run time."""
        st = self.m.size_t
        size = self.m.sizeof(t)
        if size is not None:
            return Const(size, self.m.ir_type(st))
        if isinstance(t, CArray) and t.vla_count is not None:
            es = self.dyn_sizeof(t.elem, c)
            if isinstance(es, Const) and es.value == 1:
                return t.vla_count
            return self.assign(BinOp("*", t.vla_count, es), self.m.ir_type(st), c)
        raise FrontendError(f"{c}: invalid application of sizeof to incomplete type {t}")

    def vla_count(self, dim) -> Var:
        c = self.coord(dim)
        v = self.rvalue(dim)
        op = self.convert(v, self.m.size_t, c)
        if isinstance(op, Var) and op.name.startswith("%") and op is not v.op:
            return op   # a fresh temporary: already frozen at the declaration
        cnt = self.temp(self.m.ir_type(self.m.size_t))
        self.emit(Assign(cnt, op, c))
        return cnt

    def index_operand(self, node, pre: Optional[Value] = None) -> tuple:
        """(promoted index operand, the same as a signed ptrdiff operand) of a subscript (`pre`: its
        value when already evaluated)."""
        c = self.coord(node)
        v = pre if pre is not None else self.rvalue(node)
        if not isinstance(v.type, CInt):
            raise FrontendError(f"{c}: array subscript is not an integer")
        pv = self.convert(v, promote(self.m, v.type), c)
        return pv, self.convert(Value(pv, promote(self.m, v.type)), self.m.ptrdiff_t, c)

    def e_GenericSelection(self, node, discard=False):
        return self.eval(self.u.generic_choice(node), discard)

    def e_ArrayRef(self, node):
        c = self.coord(node)
        base_node, idx_node = node.name, node.subscript
        base = self.eval(base_node)
        pre = None
        if isinstance(base.type, CInt):   # i[a] is a[i]
            pre = self.to_value(base, c)
            base_node, idx_node = node.subscript, node.name
            base = self.eval(base_node)
        # a GNU zero-length array (`char data[0]`, the old flexible array member) has no extent of
        # its own: like `data[]`, it is indexed as a pointer into the enclosing block
        if isinstance(base, LValue) and isinstance(base.type, CArray) and \
                (base.type.count or base.type.vla_count is not None):
            idx, sidx = self.index_operand(idx_node, pre)
            arr = base.type
            extent = (Const(arr.count, self.m.ir_type(self.m.size_t)) if arr.count is not None
                      else arr.vla_count)
            text = (self.p.subscript_text(idx_node) if pre is None else None) or source_text(idx_node)
            pi = PendingIndex(idx, extent, text, self.m.sizeof(arr.elem) or 0,
                              array_name(base_node), c)
            addr = self.ptr_add(base.addr, sidx, arr.elem, c)
            return LValue("mem", arr.elem, addr=addr, indexes=base.indexes + (pi,),
                          via_pointer=base.via_pointer, name=base.name if base.via_pointer else pi.array)
        pv = self.to_value(base, c)
        if not isinstance(pv.type, CPtr):
            if isinstance(pv.type, (CInt, CFloat)) and (pre is None or isinstance(pre.type, CInt)):
                return self.vector_subscript(node, idx_node if pre is None else None,
                                             pv.type if pre is None else pre.type)
            raise FrontendError(f"{c}: subscripted value is neither array nor pointer")
        _idx, sidx = self.index_operand(idx_node, pre)
        addr = self.ptr_add(pv.op, sidx, pv.type.target, c)
        return LValue("mem", pv.type.target, addr=addr, via_pointer=True,
                      name=pointer_name(base_node), indexes=base.indexes if isinstance(base, LValue) and False else ())

    def vector_subscript(self, node, idx_node, elem: CType) -> LValue:
        """`v[i]` of a GNU vector (`__attribute__((vector_size(N)))`, as in the compilers' SIMD
        intrinsics headers): vector types are not modelled (their objects are taken to be one
        element, so the subscripted value is a scalar here). An unsupported construct: its value
        is any value of the element type, a write to it is lost (the havoc already made every
        variable unknown) and the function's later accesses are never safe."""
        if idx_node is not None:
            self.effect(idx_node)
        value = self.unsupported(node, "subscript of a vector value (vector types are not modelled)",
                                 elem)
        return LValue("var", elem, var=value.op)

    def e_StructRef(self, node):
        c = self.coord(node)
        fname = node.field.name
        if node.type == "->":
            pv = self.rvalue(node.name)
            if not isinstance(pv.type, CPtr) or not isinstance(pv.type.target, CStruct):
                raise FrontendError(f"{c}: invalid type argument of '->' ({pv.type})")
            st = pv.type.target
            base = LValue("mem", st, addr=pv.op, via_pointer=True, name=pointer_name(node.name))
        else:
            base = self.eval(node.name)
            if isinstance(base, Value) and isinstance(base.type, CStruct):   # f().x
                base = LValue("mem", base.type, addr=base.op, name=source_text(node.name))
            if not isinstance(base, LValue) or not isinstance(base.type, CStruct):
                raise FrontendError(f"{c}: request for member '{fname}' in something not a structure")
            st = base.type
        if not st.complete:
            raise FrontendError(f"{c}: dereferencing incomplete type {st}")
        f = st.field(fname)
        if f is None:
            raise FrontendError(f"{c}: {st} has no member named '{fname}'")
        addr = base.addr
        ft = f.type
        tsize = self.m.sizeof(ft.elem) if isinstance(ft, CArray) else self.m.sizeof(ft)
        pt = PtrT(tsize, self.m.ptr_size * 8)
        if f.offset:
            addr = self.assign(PtrAdd(addr, Const(f.offset, self.m.ir_type(self.m.ptrdiff_t)), 1), pt, c)
        if isinstance(base.addr, Var) and base.via_pointer and node.type == "->":
            name = base.name
        else:
            name = base.name
        member_name = source_text(node)
        return LValue("mem", ft, addr=addr, indexes=base.indexes, via_pointer=base.via_pointer,
                      name=name if base.via_pointer else member_name,
                      bitfield=(f.bit_offset, f.bit_width) if f.bit_width is not None else None)

    def deref(self, node, c: Coord):
        pv = self.rvalue(node.expr)
        if isinstance(pv.type, CPtr) and isinstance(pv.type.target, CFunc):
            return Value(pv.op, pv.type)          # *fp is fp
        if not isinstance(pv.type, CPtr):
            raise FrontendError(f"{c}: invalid type argument of unary '*' ({pv.type})")
        return LValue("mem", pv.type.target, addr=pv.op, via_pointer=True, name=pointer_name(node.expr))

    # ---- unary
    def e_UnaryOp(self, node, discard=False):
        c = self.coord(node)
        op = node.op
        if op == "*":
            if is_va_arg(node):
                t = self.u.decl_type(node.expr.to_type, self)
                t = t.target if isinstance(t, CPtr) else t
                return self.va_arg(node, t, c)
            return self.deref(node, c)
        if op == "&":
            if isinstance(node.expr, c_ast.UnaryOp) and node.expr.op == "*":
                pv = self.rvalue(node.expr.expr)
                return Value(pv.op, pv.type)
            lv = self.eval(node.expr)
            if isinstance(lv, Value) and isinstance(lv.type, CFunc):
                return Value(lv.op, CPtr(lv.type))
            if not isinstance(lv, LValue):
                raise FrontendError(f"{c}: lvalue required as unary '&' operand")
            if lv.kind == "var":
                return self.unsupported(node, "address of a register variable", CPtr(lv.type))
            if isinstance(lv.type, CFunc):
                return Value(lv.addr, CPtr(lv.type))
            return Value(lv.addr, CPtr(lv.type))
        if op in ("sizeof", "_Alignof"):
            st = self.m.size_t
            if op == "_Alignof":
                t = self.u.type_of_operand(node.expr) if isinstance(node.expr, c_ast.Typename) else self.type_of(node.expr)
                return Value(Const(self.m.alignof(t), self.m.ir_type(st)), st)
            if isinstance(node.expr, c_ast.Typename):
                t = self.u.decl_type(node.expr, self)
            else:
                t = self.type_of(node.expr)
            return Value(self.dyn_sizeof(t, c), st)
        if op in ("++", "--", "p++", "p--"):
            lv = self.eval(node.expr)
            if not isinstance(lv, LValue):
                raise FrontendError(f"{c}: lvalue required as {op.strip('p')} operand")
            old = self.load(lv, c)
            if lv.kind == "var" and op.startswith("p") and not discard:
                saved = self.assign(old.op, self.m.ir_type(old.type), c)
                old_v = Value(saved, old.type)
            else:
                old_v = old
            new = self.arith("+" if "+" in op else "-", old, Value(Const(1, IntT(32, True)),
                                                                     self.m.int_type("int")), c)
            new_op = self.convert(new, lv.type, c)
            self.store(lv, new_op, c)
            if op.startswith("p"):
                return old_v
            return Value(new_op, lv.type)
        v = self.rvalue(node.expr)
        if op == "!":
            if isinstance(v.op, Const):
                return Value(Const(int(not v.op.value), IntT(32, True)), self.m.int_type("int"))
            zero = Const(0.0 if isinstance(v.type, CFloat) else 0, self.op_type(v.op))
            return Value(self.assign(BinOp("==", v.op, zero), IntT(32, True), c), self.m.int_type("int"))
        t = promote(self.m, v.type)
        o = self.convert(v, t, c)
        if op == "+":
            return Value(o, t)
        if op in ("-", "~"):
            irt = self.m.ir_type(t)
            if isinstance(o, Const):
                val = -o.value if op == "-" else ~int(o.value)
                return Value(self.fold_cast(Const(val, irt), irt), t)
            return Value(self.assign(UnOp(op, o), irt, c), t)
        return self.unsupported(node, f"unsupported unary operator {op}", self.m.int_type("int"))

    # ---- binary
    def e_BinaryOp(self, node):
        c = self.coord(node)
        op = node.op
        if op in ("&&", "||"):
            if self.init_mode:
                return Value(Const(self.u.const_int(node), IntT(32, True)), self.m.int_type("int"))
            return self.bool_value(node, c)
        a = self.rvalue(node.left)
        b = self.rvalue(node.right)
        return self.arith(op, a, b, c)

    def bool_value(self, node, c) -> Value:
        it = self.m.int_type("int")
        r = self.temp(IntT(32, True))
        tn, fn_, join = self.b.new_node(), self.b.new_node(), self.b.new_node()
        self.cond(node, tn, fn_)
        self.b.start(tn)
        self.emit(Assign(r, Const(1, IntT(32, True)), c))
        self.b.jump(join)
        self.b.start(fn_)
        self.emit(Assign(r, Const(0, IntT(32, True)), c))
        self.b.jump(join)
        self.b.start(join)
        return Value(r, it)

    def arith(self, op: str, a: Value, b: Value, c: Coord) -> Value:
        m = self.m
        if op in ("==", "!=", "<", "<=", ">", ">="):
            if isinstance(a.type, CPtr) or isinstance(b.type, CPtr):
                pt = a.type if isinstance(a.type, CPtr) else b.type
                l, r = self.convert(a, pt, c), self.convert(b, pt, c)
            else:
                t = usual(m, a.type, b.type)
                l, r = self.convert(a, t, c), self.convert(b, t, c)
            if isinstance(l, Const) and isinstance(r, Const) and not isinstance(a.type, CPtr):
                res = {"==": l.value == r.value, "!=": l.value != r.value, "<": l.value < r.value,
                       "<=": l.value <= r.value, ">": l.value > r.value, ">=": l.value >= r.value}[op]
                return Value(Const(int(res), IntT(32, True)), m.int_type("int"))
            return Value(self.assign(BinOp(op, l, r), IntT(32, True), c), m.int_type("int"))
        if op in ("+", "-") and (isinstance(a.type, CPtr) or isinstance(b.type, CPtr)):
            if isinstance(a.type, CPtr) and isinstance(b.type, CPtr):
                if op != "-":
                    raise FrontendError(f"{c}: invalid operands to binary + (two pointers)")
                scale = m.sizeof(a.type.target) if not isinstance(a.type.target, (CVoid, CFunc)) else 1
                pd = m.ptrdiff_t
                return Value(self.assign(PtrDiff(a.op, b.op, scale or 1), m.ir_type(pd), c), pd)
            p, i = (a, b) if isinstance(a.type, CPtr) else (b, a)
            if not isinstance(i.type, CInt):
                raise FrontendError(f"{c}: invalid operands to binary {op}")
            idx = self.convert(Value(self.convert(i, promote(m, i.type), c), promote(m, i.type)),
                               m.ptrdiff_t, c)
            if op == "-":
                if isinstance(idx, Const):
                    idx = self.fold_cast(Const(-idx.value, idx.type), idx.type)
                else:
                    idx = self.assign(UnOp("-", idx), m.ir_type(m.ptrdiff_t), c)
            return Value(self.ptr_add(p.op, idx, p.type.target, c), p.type)
        if not is_arith(a.type) or not is_arith(b.type):
            raise FrontendError(f"{c}: invalid operands to binary {op} ({a.type} and {b.type})")
        if op in ("<<", ">>"):
            t = promote(m, a.type)
            l = self.convert(a, t, c)
            r = self.convert(Value(self.convert(b, promote(m, b.type), c), promote(m, b.type)), t, c)
        else:
            t = usual(m, a.type, b.type)
            l, r = self.convert(a, t, c), self.convert(b, t, c)
        irt = m.ir_type(t)
        if isinstance(l, Const) and isinstance(r, Const):
            folded = fold_binop(op, l.value, r.value, t)
            if folded is not None:
                return Value(Const(folded, irt), t)
        return Value(self.assign(BinOp(op, l, r), irt, c), t)

    def e_Assignment(self, node):
        c = self.coord(node)
        lv = self.eval(node.lvalue)
        if not isinstance(lv, LValue):
            raise FrontendError(f"{c}: lvalue required as left operand of assignment")
        if isinstance(lv.type, CStruct):
            if node.op != "=":
                raise FrontendError(f"{c}: invalid compound assignment to a structure")
            src = self.eval(node.rvalue)
            self.copy_struct(lv.addr, lv.name, src, lv.type, c, dst_lv=lv)
            return lv
        if isinstance(lv.type, CArray):
            raise FrontendError(f"{c}: assignment to expression with array type")
        if node.op == "=":
            v = self.rvalue(node.rvalue)
        else:
            rhs = self.rvalue(node.rvalue)
            cur = self.load(lv, c)
            v = self.arith(node.op[:-1], cur, rhs, c)
        op = self.convert(v, lv.type, c)
        self.store(lv, op, c)
        if node.op == "=" and lv.kind == "var" and isinstance(node.lvalue, c_ast.ID):
            sym = self.u.lookup(node.lvalue.name)
            if sym is not None and sym.kind == "var" and sym.var == lv.var:
                self.flag_assigned(sym, node.rvalue)
        return Value(op, lv.type)

    def copy_struct(self, dst_addr, dst_name, src, t: CStruct, c: Coord, dst_pointer=False, dst_lv=None):
        """Struct assignment as memcpy(dst, src, sizeof) with the two ranges as call sites."""
        if isinstance(src, LValue):
            src_addr = src.addr
            src_name = src.name
        else:
            src_addr = src.op
            src_name = "value"
        if src_addr is None:
            return
        size = Const(self.m.sizeof(t), self.m.ir_type(self.m.size_t))
        sites = (CheckSite(self.p.next_site(), c, self.name, "write", "call", dst_name,
                           pointer=dst_addr, elem_size=1, callee="memcpy", arg=0, role="destination",
                           unsupported=self.taint),
                 CheckSite(self.p.next_site(), c, self.name, "read", "call", src_name,
                           pointer=src_addr, elem_size=1, callee="memcpy", arg=1, role="source",
                           unsupported=self.taint))
        self.emit(Call(None, "memcpy", (dst_addr, src_addr, size), c, sites))

    def e_Cast(self, node):
        c = self.coord(node)
        t = self.u.decl_type(node.to_type, self)
        v = self.eval(node.expr)
        if isinstance(t, CVoid):
            if isinstance(v, LValue) and v.kind == "mem" and is_scalar(v.type):
                pass   # (void)*p does not read in practice; no access emitted
            return Value(None, CVoid())
        v = self.to_value(v, c)
        if isinstance(t, CStruct):
            return v
        if v.op is None:
            raise FrontendError(f"{c}: invalid cast of a void value")
        return Value(self.convert(v, t, c), t)

    def e_TernaryOp(self, node):
        c = self.coord(node)
        if self.init_mode:   # static initializers: the condition is a constant
            return self.eval(node.iftrue if self.u.const_int(node.cond) else node.iffalse)
        tn, fn_, join = self.b.new_node(), self.b.new_node(), self.b.new_node()
        tt, ft = self.type_of(node.iftrue), self.type_of(node.iffalse)
        tt = CPtr(tt.elem) if isinstance(tt, CArray) else (CPtr(tt) if isinstance(tt, CFunc) else tt)
        ft = CPtr(ft.elem) if isinstance(ft, CArray) else (CPtr(ft) if isinstance(ft, CFunc) else ft)
        if isinstance(tt, CVoid) or isinstance(ft, CVoid):
            rt = CVoid()
        elif isinstance(tt, CPtr):
            rt = tt
        elif isinstance(ft, CPtr):
            rt = ft
        elif isinstance(tt, CStruct):
            rt = tt
        else:
            rt = usual(self.m, tt, ft)
        r = None
        if isinstance(rt, CStruct):
            r = self.temp(PtrT(self.m.sizeof(rt), self.m.ptr_size * 8))
        elif not isinstance(rt, CVoid):
            r = self.temp(self.m.ir_type(rt))
        self.cond(node.cond, tn, fn_)
        for n_, e in ((tn, node.iftrue), (fn_, node.iffalse)):
            self.b.start(n_)
            if r is None:
                self.effect(e)
            else:
                v = self.rvalue(e)
                self.emit(Assign(r, v.op if isinstance(rt, CStruct) else self.convert_expr(v, rt, c), c))
            self.b.jump(join)
        self.b.start(join)
        if isinstance(rt, CStruct):
            return LValue("mem", rt, addr=r, name="?:")
        return Value(r, rt)

    def e_StmtExpr(self, node):
        """GNU ({ ...; e; }): the statements run in their own scope; the value is e's."""
        items = list(node.body.block_items or ())
        self.u.push()
        try:
            for item in items[:-1]:
                self.stmt(item)
            while items and isinstance(items[-1], c_ast.Label):
                # `({ ...; done: e; })` (with a __label__ jump target): the label, then e's value
                last = items[-1]
                self.stmt(c_ast.Label(last.name, c_ast.EmptyStatement(last.coord), last.coord))
                items = [last.stmt]
            if items and type(items[-1]).__name__ in _EXPR_NODES:
                return self.to_value(self.eval(items[-1]), self.coord(items[-1]))
            if items:
                self.stmt(items[-1])
            return Value(None, CVoid())
        finally:
            self.u.pop()

    def e_CompoundLiteral(self, node):
        c = self.coord(node)
        t = self.u.decl_type(node.type, self)
        if isinstance(t, CArray) and t.count is None:
            t = CArray(t.elem, self.infer_count(t, node.init))
        if self.init_mode:
            return self.unsupported(node, "compound literal in a static initializer", CPtr(CVoid()))
        self.temp_count += 1
        bname = f"{self.name}.<literal{self.temp_count}>"
        size = self.m.sizeof(t)
        elem, count = block_shape(self.m, t)
        self.blocks.append(MemBlock(bname, "local", size, elem, count, coord=c,
                                    display="compound literal"))
        st = self.m.ir_type(self.m.size_t)
        self.emit(DeclBlock(bname, Const(size, st), c, Const(count, st) if count is not None else None, elem))
        sym = Sym("mem", t, block=bname, display="compound literal")
        self.initialize_local(sym, t, node.init, c)
        a = self.assign(AddrOf(bname), PtrT(elem, self.m.ptr_size * 8), c)
        return LValue("mem", t, addr=a, name="compound literal")

    # ---- calls
    def e_FuncCall(self, node, discard=False):
        c = self.coord(node)
        callee = None
        ftype = None
        if isinstance(node.name, c_ast.ID):
            name = node.name.name
            if name == "offsetof":
                v = self.u.const_int(node)
                return Value(Const(v, self.m.ir_type(self.m.size_t)), self.m.size_t)
            sym = self.u.lookup(name)
            if sym is None or sym.kind == "func":
                callee = sym.name if sym is not None else name
                if sym is None:   # implicit declaration: int f() (arity unknown: variadic)
                    ftype = CFunc(self.m.int_type("int"), (), False, False)
                    if not self.sandbox:
                        self.p.declared.setdefault(name, (IntT(32, True), (), True))
                else:
                    ftype = sym.type
        args = node.args.exprs if node.args is not None else []
        if isinstance(callee, str) and callee.endswith("_chk"):
            fortified = fortified_call(callee, args)
            if fortified is not None:
                # _FORTIFY_SOURCE: the checked variant is the library function (the checks it adds
                # only abort where the plain call would overflow)
                callee, args = fortified
                known = self.u.lookup(callee) or self.u.lookup("__builtin_" + callee)
                if known is not None and known.kind == "func":
                    ftype = known.type
                    if not self.sandbox:
                        self.p.declared.setdefault(callee, (
                            None if isinstance(ftype.ret, CVoid) else self.u.ir_value_type(ftype.ret),
                            tuple(self.u.ir_value_type(t) for t in ftype.params),
                            ftype.variadic or not ftype.prototyped))
        if isinstance(callee, str):
            special = self.special_call(callee, node, args, c)
            if special is not None:
                return special
            if callee.startswith("__builtin_") and (callee[10:] in libspec.ACCESSES or
                                                    callee[10:] in libspec.ALLOCATORS or
                                                    callee[10:] in BUILTIN_LIBRARY) \
                    and callee != "__builtin_alloca":
                # __builtin_memcpy is memcpy (same signature), so library models apply
                builtin = callee
                callee = callee[10:]
                if not self.sandbox and builtin in self.p.declared:
                    self.p.declared.setdefault(callee, self.p.declared[builtin])
        if callee is None:   # through a pointer
            fv = self.rvalue(node.name)
            t = fv.type
            if isinstance(t, CPtr) and isinstance(t.target, CFunc):
                ftype = t.target
            elif isinstance(t, CFunc):
                ftype = t
            else:
                raise FrontendError(f"{c}: called object is not a function or function pointer")
            callee = fv.op
        ops = []
        sret = None
        if isinstance(ftype.ret, CStruct):
            size = self.m.sizeof(ftype.ret)
            self.temp_count += 1
            bname = f"{self.name}.<ret{self.temp_count}>"
            self.blocks.append(MemBlock(bname, "local", size, 1, None, coord=c, display="return value"))
            st = self.m.ir_type(self.m.size_t)
            self.emit(DeclBlock(bname, Const(size, st), c))
            sret = self.assign(AddrOf(bname), PtrT(size, self.m.ptr_size * 8), c)
            ops.append(sret)
        values = []
        for i, a in enumerate(args):
            v = self.rvalue(a)
            if i < len(ftype.params):
                pt = ftype.params[i]
                if isinstance(pt, CStruct):
                    ops.append(self.struct_arg(v, pt, c))
                else:
                    ops.append(self.convert(v, pt, c))
            else:   # default argument promotions
                if isinstance(v.type, CStruct):
                    ops.append(self.struct_arg(v, v.type, c))
                    values.append(v)
                    continue
                t = v.type
                if isinstance(t, CFloat) and t.bits == 32:
                    t = float_type(self.m, "double")
                t = promote(self.m, t)
                ops.append(self.convert(v, t, c))
            values.append(v)
        dst = None
        rt = ftype.ret
        if not isinstance(rt, (CVoid, CStruct)):
            dst = self.temp(self.m.ir_type(rt))
        sites = self.call_sites(callee, node, args, ops[1:] if sret is not None else ops, c) \
            if isinstance(callee, str) else ()
        self.emit(Call(dst, callee, tuple(ops), c, sites))
        if isinstance(callee, str) and callee in NORETURN:
            self.b.current = None
        if isinstance(callee, str) and callee in CALLBACK_REGISTRARS:
            fn_arg, arg_args = CALLBACK_REGISTRARS[callee]
            if len(args) > fn_arg and all(a < len(ops) for a in arg_args):
                self.handler_may_run(args[fn_arg], tuple(ops[a] for a in arg_args), c)
        if callee in ("qsort", "bsearch") and len(args) == (4 if callee == "qsort" else 5):
            # the comparator gets pointers to elements of the array (bsearch: the key first)
            b = 0 if callee == "qsort" else 1
            size = self.u.try_const_int(args[b + 2])
            if size is not None and size > 0:
                base, count = ops[b], ops[b + 1]

                def element():
                    st = IntT(self.m.ptr_size * 8, True)   # PtrAdd indexes are signed
                    k = self.assign(Nondet(st, "element index"), st, c)
                    n = self.assign(Cast(count, st), st, c)
                    ok = self.b.new_node()
                    self.b.guarded([(BinOp(">=", k, Const(0, st)), True), (BinOp("<", k, n), True)], ok, c)
                    self.b.current = ok
                    pt = PtrT(size, self.m.ptr_size * 8)
                    return self.assign(PtrAdd(base, k, size), pt, c)
                self.handler_may_run(args[b + 3], lambda: (ops[0] if b else element(), element()), c)
        if callee == "sigaction" and ops:
            # any function the program stores as a handler may be the one installed
            pt = PtrT(None, self.m.ptr_size * 8)
            for field, hname in sorted(self.p.sigaction_handlers):
                extra = () if field == "sa_handler" else tuple(
                    self.assign(Nondet(pt, what), pt, c) for what in ("siginfo", "ucontext"))
                self.handler_may_run(c_ast.ID(hname), (ops[0],) + extra, c)
        if isinstance(rt, CStruct):
            return LValue("mem", rt, addr=sret, name="return value")
        if dst is None:
            return Value(None, CVoid())
        return Value(dst, rt)

    def handler_may_run(self, handler, hargs: tuple, c: Coord) -> None:
        """A callback registered with a function h of the program (CALLBACK_REGISTRARS: `signal(sig,
        h)`, `atexit(h)`, `pthread_create(t, a, h, arg)`): h may run from here on, so the registration
        is followed by a branch that may call it once, with the arguments it would receive. Its body
        is then analysed and what it writes is seen by the code after; volatile globals (the
        sanctioned way to talk to a handler) are read as unknown anyway, which covers a later,
        asynchronous run."""
        while isinstance(handler, c_ast.Cast):
            handler = handler.expr
        if isinstance(handler, c_ast.UnaryOp) and handler.op == "&":
            handler = handler.expr
        sym = self.u.lookup(handler.name) if isinstance(handler, c_ast.ID) else None
        if sym is None or sym.kind != "func" or self.sandbox or self.b.current is None:
            return
        params = sym.type.params
        n_args = 2 if callable(hargs) else len(hargs)
        if sym.type.prototyped and len(params) != n_args:
            return   # not the expected callback shape: only the registration call remains
        self.p.used.add(sym.name)
        it = IntT(32, True)
        arrives = self.assign(Nondet(it, "the callback runs"), it, c)
        run, after = self.b.new_node(), self.b.new_node()
        self.b.branch(arrives, run, after, c)
        self.b.start(run)
        if callable(hargs):   # arguments built inside the branch (they may add guards)
            hargs = hargs()
        ops = []
        for op, pt in zip(hargs, params or [None] * len(hargs)):
            want = self.u.ir_value_type(pt) if pt is not None else op.type
            ops.append(op if op.type == want else self.assign(Cast(op, want), want, c))
        ret = None
        if not isinstance(sym.type.ret, (CVoid, CStruct)):
            ret = self.temp(self.m.ir_type(sym.type.ret))
        self.emit(Call(ret, sym.name, tuple(ops), c))
        self.b.start(after)

    def struct_arg(self, v: Value, t: CStruct, c: Coord):
        """A struct argument: copied into a fresh block whose address is passed."""
        size = self.m.sizeof(t)
        self.temp_count += 1
        bname = f"{self.name}.<arg{self.temp_count}>"
        self.blocks.append(MemBlock(bname, "local", size, 1, None, coord=c, display="argument"))
        st = self.m.ir_type(self.m.size_t)
        self.emit(DeclBlock(bname, Const(size, st), c))
        a = self.assign(AddrOf(bname), PtrT(size, self.m.ptr_size * 8), c)
        self.copy_struct(a, "argument", LValue("mem", t, addr=v.op, name="argument"), t, c)
        return a

    def special_call(self, name: str, node, args, c: Coord):
        if name in ("__builtin_expect", "__builtin_expect_with_probability"):
            v = self.rvalue(args[0])
            for a in args[1:]:
                self.effect(a)
            return v
        if name == "__builtin_choose_expr" and len(args) == 3:
            # the constant picks one operand, the other is not evaluated (its type may differ)
            pick = self.u.try_const_int(args[0])
            if pick is None:
                self.u.error(node, "__builtin_choose_expr: the condition is not an integer constant")
            return self.eval(args[1] if pick else args[2])
        if name in BIT_BUILTINS and len(args) == 1:
            # pure integer functions of their argument: any value of the result type (no call,
            # so nothing is havocked); the argument is evaluated for its side effects
            self.effect(args[0])
            rt = self.m.int_type(BIT_BUILTINS[name])
            return Value(self.assign(Nondet(self.m.ir_type(rt), name), self.m.ir_type(rt), c), rt)
        if name == "__builtin_constant_p" and len(args) == 1:
            # gcc may answer 0 for anything it does not fold; the argument is not evaluated
            known = self.u.try_const_int(args[0]) is not None
            return Value(Const(int(known), IntT(32, True)), self.m.int_type("int"))
        if name in ("__builtin_object_size", "__builtin_dynamic_object_size") and len(args) == 2:
            # "unknown" is always a valid answer: (size_t)-1 for types 0 and 1, 0 for 2 and 3; the
            # pointer argument is not evaluated
            kind = self.u.try_const_int(args[1])
            st = self.m.size_t
            unknown = 0 if kind in (2, 3) else self.m.ir_type(st).max
            return Value(Const(unknown, self.m.ir_type(st)), st)
        if name == "__absint_asm":
            return self.inline_asm(node, args, c)
        if name == "__absint_asm_goto":
            # may write anything and jump to any label, or fall through
            self.unsupported(node, "asm goto (may jump to any label)")
            if self.b.current is not None and not self.sandbox:
                src, cont = self.b.current, self.b.new_node()
                self.b.guarded([(Const(1, IntT(32, True)), True)], cont, c)
                self.computed_gotos.append(src)
                self.b.current = cont
            return Value(None, CVoid())
        if name == "__VERIFIER_assume" and len(args) == 1:
            # SV-COMP: executions where the condition is false do not exist -> guards, no call
            ok, dead = self.b.new_node(), self.b.new_node()
            self.cond(args[0], ok, dead)
            self.b.start(ok)
            return Value(None, CVoid())
        if name == "__absint_label_addr":
            # a code address: no object of the program is read or written; as a pointer it
            # designates memory of unknown size (an access through it is never safe)
            if not self.sandbox:
                self.p.diag("note", c, "address of a label (labels as values): an unknown pointer")
            rt = self.m.ir_type(CPtr(CVoid()))
            return Value(self.assign(Nondet(rt, "label address"), rt, c), CPtr(CVoid()))
        if name == "__absint_computed_goto":
            # `goto *e`: a jump to any label of the function (a superset of the labels whose
            # address the function takes); the jump itself changes no variable and no memory
            for a in args:
                self.effect(a)
            if not self.sandbox:
                self.p.diag("note", c, "computed goto: may jump to any label of the function")
            if self.b.current is not None:
                self.computed_gotos.append(self.b.current)
            self.b.current = None
            return Value(None, CVoid())
        if name == "__absint_va_arg":
            return self.unsupported(node, "va_arg (variadic argument access)", self.m.int_type("int"))
        if name in SETJMP:
            for a in args:
                self.effect(a)
            return self.setjmp(node, name, c)
        if name in LONGJMP:
            for a in args:
                self.effect(a)
            self.unsupported(node, f"{name} (non-local jumps)")
            self.b.current = None
            return Value(None, CVoid())
        if name in ("__builtin_va_start", "__builtin_va_end", "__builtin_va_copy",
                    "__absint_va_start", "__absint_va_end", "__absint_va_copy"):
            return Value(None, CVoid())
        return None

    def setjmp_branch(self, call, zero_node: int, again_node: int) -> None:
        """`if (setjmp(env) == 0)` and the like: the direct return (0, nothing changed) goes to the
        branch taken for 0, the return after a longjmp (the unsupported construct: a havoc) to the
        other, so the two states never meet at a join before the test."""
        for a in (call.args.exprs if call.args is not None else ()):
            self.effect(a)
        if self.b.current is None:
            return
        c = self.coord(call)
        again = self.b.new_node()
        self.b.guarded([(Const(1, IntT(32, True)), True)], zero_node, c)
        self.b.guarded([(Const(1, IntT(32, True)), True)], again, c)
        self.b.current = again
        self.unsupported(call, f"{call.name.name} (non-local jumps)", self.m.int_type("int"))
        self.b.jump(again_node)

    def setjmp(self, node, name: str, c: Coord) -> Value:
        """setjmp returns twice. Directly: 0, and nothing else changed (it only saves registers
        into the jmp_buf, which only longjmp reads). Again after a longjmp from anywhere later:
        that state is not followed, so the second return is the unsupported construct, a havoc
        of every variable and all memory with any result, on that path only."""
        it = self.m.int_type("int")
        rt = self.m.ir_type(it)
        if self.b.current is None or self.sandbox:
            return self.unsupported(node, f"{name} (non-local jumps)", it)
        res = self.temp(rt)
        direct, jumped, join = self.b.new_node(), self.b.new_node(), self.b.new_node()
        self.b.guarded([(Const(1, IntT(32, True)), True)], direct, c)
        self.b.guarded([(Const(1, IntT(32, True)), True)], jumped, c)
        self.b.current = direct
        self.emit(Assign(res, Const(0, rt), c))
        self.b.jump(join)
        self.b.current = jumped
        again = self.unsupported(node, f"{name} (non-local jumps)", it)
        self.emit(Assign(res, again.op, c))
        self.b.guarded([(res, True)], join, c)    # never 0 again (longjmp(env, 0) returns 1)
        self.b.current = join
        return Value(res, it)

    def inline_asm(self, node, args, c: Coord) -> Value:
        """Inline asm (see preprocess.asm_call): without outputs or memory clobber it has no effect
        we could observe (a note); otherwise its outputs, and memory if it says so, become unknown."""
        mem = self.u.const_int(args[0]) if args else 1
        outs = args[1:]
        if not outs and mem == 0:
            if not self.sandbox:
                self.p.diag("note", c, "inline assembly without outputs or memory clobber: no effect assumed")
            return Value(None, CVoid())
        if not self.sandbox:
            self.p.diag("unsupported", c, "inline assembly")
        self.taint = True
        vars_, ptrs = [], []
        for o in outs:
            lv = self.eval(o)
            if isinstance(lv, LValue) and lv.kind == "var":
                vars_.append(lv.var)
            elif isinstance(lv, LValue):
                ptrs.append(lv.addr)
                mem = max(mem, 2) if mem != 1 else 1
            else:
                return self.unsupported(node, "inline assembly")
        if mem == 1:   # "memory" clobber: any memory, and every variable whose address escaped
            ptrs = []
        self.emit(Havoc(tuple(vars_), mem != 0, tuple(ptrs), "inline assembly", c))
        return Value(None, CVoid())

    def call_sites(self, callee: str, node, args, ops, c: Coord) -> tuple:
        spec = libspec.ACCESSES.get(callee)
        if spec is None:
            return ()
        out = []
        for arg, role, access, _length in spec:
            if arg < len(ops):
                extent, esize = self.array_extent(args[arg])
                out.append(CheckSite(self.p.next_site(), c, self.name, access, "call",
                                     pointer_name(args[arg]), pointer=ops[arg], callee=callee,
                                     arg=arg, role=role, extent=extent, elem_size=esize,
                                     unsupported=self.taint))
        fmt = libspec.FORMATS.get(callee)
        if fmt is not None:
            farg, first, kind, _wide = fmt
            if farg < len(args) and first is not None and isinstance(args[farg], c_ast.Constant) \
                    and args[farg].type == "string":
                _prefix, units = cvalues.string_literal(args[farg].value)
                text = "".join(chr(u) for u in units)
                for k, conv in format_string_args(text, kind):
                    ai = first + k
                    if ai < len(ops):
                        out.append(CheckSite(self.p.next_site(), c, self.name,
                                             "read" if kind == "print" else "write", "call",
                                             pointer_name(args[ai]), pointer=ops[ai], callee=callee,
                                             arg=ai, role="string" if kind == "print" else "destination",
                                             unsupported=self.taint))
        return tuple(out)

    def array_extent(self, node) -> tuple:
        """(Const bytes, element size) when a call argument designates an array object of known size
        (`s.name`, `buf`, `(char *)p->data`): the call may touch only that subobject."""
        while isinstance(node, c_ast.Cast):
            node = node.expr
        if not isinstance(node, (c_ast.ID, c_ast.StructRef, c_ast.ArrayRef)):
            return None, 1
        try:
            t = self.type_of(node)
        except FrontendError:
            return None, 1
        if isinstance(t, CArray) and t.count:   # not [] nor GNU [0] (flexible array members)
            size = self.m.sizeof(t)
            if size is not None:
                return Const(size, self.m.ir_type(self.m.size_t)), self.m.sizeof(t.elem) or 1
        return None, 1

    # ---- initializers
    def infer_count(self, t: CArray, init) -> int:
        if isinstance(init, c_ast.Constant) and init.type == "string":
            return len(cvalues.string_literal(init.value)[1]) + 1
        if isinstance(init, c_ast.InitList):
            if len(init.exprs) == 1 and isinstance(init.exprs[0], c_ast.Constant) \
                    and init.exprs[0].type == "string" and is_char_elem(t.elem):
                return len(cvalues.string_literal(init.exprs[0].value)[1]) + 1
            leaves = []
            self.layout_init(CArray(t.elem, None), init, 0, leaves)
            return self._max_index
        raise FrontendError(f"{self.coord(init)}: invalid initializer for an array of unknown size")

    def layout_init(self, t: CType, init, off: int, out: list) -> None:
        """Flatten an initializer into [(offset, type, node)] leaves: scalars, string literals that
        initialize char arrays, and struct-valued expressions."""
        self._max_index = 0
        self._fill(t, init, off, out)

    def _fill(self, t, init, off, out):
        if isinstance(t, CArray) and is_char_elem(t.elem) and is_string_init(init):
            s = init if isinstance(init, c_ast.Constant) else init.exprs[0]
            out.append((off, t, s))
            return
        if isinstance(t, (CArray, CStruct)):
            if isinstance(init, c_ast.InitList):
                self._fill_list(t, init.exprs, off, out)
                return
            out.append((off, t, init))    # struct copy from an expression
            return
        if isinstance(init, c_ast.InitList):
            if not init.exprs:
                out.append((off, t, c_ast.Constant("int", "0", init.coord)))
                return
            self._fill(t, init.exprs[0], off, out)
            return
        out.append((off, t, init))

    def _fill_list(self, t, items, off, out):
        """A braced initializer list for an aggregate t (C11 6.7.9): a cursor (a stack of
        _InitFrames) walks the subobjects; designators reposition it, brace elision descends into
        nested aggregates, and positional items continue after the last initialized subobject."""
        top = _InitFrame(self.m, t, off)
        stack = [top]
        for item in expand_range_designators(self.u, items):
            if isinstance(item, c_ast.NamedInitializer):
                stack = [top]
                self._navigate(stack, item.name, item)
                init = item.expr
            else:
                init = item
                if not _settle(stack):
                    continue   # excess initializer (gcc warns and ignores it)
            while True:
                st, soff, bits = stack[-1].member()
                if isinstance(init, c_ast.InitList) or \
                        (isinstance(st, CArray) and is_char_elem(st.elem) and is_string_init(init)) or \
                        not isinstance(st, (CArray, CStruct)) or \
                        (isinstance(st, CStruct) and self._is_struct_expr(init, st)):
                    if bits is not None and not isinstance(init, c_ast.InitList):
                        out.append((soff, st, init, bits))
                    else:
                        self._fill(st, init, soff, out)
                    break
                stack.append(_InitFrame(self.m, st, soff))   # brace elision
            stack[-1].advance()
        if isinstance(t, CArray) and t.count is None:
            self._max_index = max(self._max_index, top.max_index)

    def _navigate(self, stack, designators, item) -> None:
        for i, d in enumerate(designators):
            fr = stack[-1]
            if isinstance(d, c_ast.ID):
                if not isinstance(fr.type, CStruct):
                    raise FrontendError(f"{self.coord(item)}: field designator in an array initializer")
                path = member_path(fr.type, d.name)
                if path is None:
                    raise FrontendError(f"{self.coord(item)}: unknown field '{d.name}' in initializer")
                for j, k in enumerate(path):
                    stack[-1].set(k)
                    if j < len(path) - 1:
                        st, soff, _ = stack[-1].member()
                        stack.append(_InitFrame(self.m, st, soff))
            else:
                if not isinstance(fr.type, CArray):
                    raise FrontendError(f"{self.coord(item)}: array designator in a non-array initializer")
                k = self.u.const_int(designator_index(d))
                if k < 0 or (fr.type.count is not None and k >= fr.type.count):
                    raise FrontendError(f"{self.coord(item)}: array index in initializer exceeds array bounds")
                fr.set(k)
            if i < len(designators) - 1:
                st, soff, _ = stack[-1].member()
                if not isinstance(st, (CArray, CStruct)):
                    raise FrontendError(f"{self.coord(item)}: designator into a scalar")
                stack.append(_InitFrame(self.m, st, soff))

    def _is_struct_expr(self, node, t) -> bool:
        if isinstance(node, (c_ast.Constant, c_ast.InitList)):
            return False
        try:
            return self.type_of(node) is t
        except FrontendError:
            return False

    def init_leaves(self, t: CType, init) -> list:
        out = []
        saved = getattr(self, "_max_index", 0)
        self.layout_init(t, init, 0, out)
        self._max_index = saved
        return out

    def initialize_local(self, sym: Sym, t: CType, init, c: Coord) -> None:
        """Stores of an automatic object's initializer (memset first when it is partial)."""
        if is_scalar(t):
            e = init.exprs[0] if isinstance(init, c_ast.InitList) else init
            lv = LValue("mem", t, addr=self.e_ID_addr(sym, c), name=sym.display)
            v = self.rvalue(e)
            self.emit(Store(lv.addr, self.convert(v, t, c), self.m.sizeof(t), c))
            return
        if isinstance(t, CStruct) and not isinstance(init, c_ast.InitList):
            src = self.eval(init)
            self.copy_struct(self.e_ID_addr(sym, c), sym.display, src, t, c)
            return
        leaves = self.init_leaves(t, init)
        size = self.m.sizeof(t)
        covered = sum(self.leaf_size(leaf[1], leaf[2]) for leaf in leaves)
        if any(len(leaf) > 3 for leaf in leaves):
            covered = 0   # bit-fields share units: always zero first
        base = self.e_ID_addr(sym, c)
        st = self.m.ir_type(self.m.size_t)
        if covered < size:
            self.emit(Call(None, "memset", (base, Const(0, IntT(32, True)), Const(size, st)), c, ()))
        self.store_leaves(base, leaves, c)

    def leaf_size(self, t, node) -> int:
        if isinstance(t, CArray) and isinstance(node, c_ast.Constant):
            return min(self.m.sizeof(t) or 0,
                       (len(cvalues.string_literal(node.value)[1]) + 1) * (self.m.sizeof(t.elem) or 1))
        return self.m.sizeof(t) or 0

    def e_ID_addr(self, sym: Sym, c: Coord):
        size = self.m.sizeof(sym.type)
        return self.assign(AddrOf(sym.block), PtrT(size, self.m.ptr_size * 8), c)

    def store_leaves(self, base, leaves, c: Coord) -> None:
        pd = self.m.ir_type(self.m.ptrdiff_t)
        st = self.m.ir_type(self.m.size_t)
        for leaf in leaves:
            off, lt, node = leaf[:3]
            lc = self.coord(node) if getattr(node, "coord", None) is not None else c
            addr = base if off == 0 else self.assign(PtrAdd(base, Const(off, pd), 1),
                                                     PtrT(None, self.m.ptr_size * 8), lc)
            if isinstance(lt, CArray):   # char array from a string literal: copy its bytes
                name, at = self.p.string_block(node.value, lc)
                src = self.assign(AddrOf(name), PtrT(self.m.sizeof(at.elem), self.m.ptr_size * 8), lc)
                n = self.m.sizeof(at) or 0
                if lt.count is not None:   # else a flexible array member (GNU): the whole string
                    n = min(self.m.sizeof(lt) or 0, n)
                self.emit(Call(None, "memcpy", (addr, src, Const(n, st)), lc, ()))
                continue
            if isinstance(lt, CStruct):
                src = self.eval(node)
                self.copy_struct(addr, "initializer", src, lt, lc)
                continue
            v = self.rvalue(node)
            if len(leaf) > 3:   # a bit-field: read-modify-write of its unit (already zeroed)
                self.store(LValue("mem", lt, addr=addr, bitfield=leaf[3]), self.convert(v, lt, lc), lc)
                continue
            self.emit(Store(addr, self.convert(v, lt, lc), self.m.sizeof(lt), lc))

    def initialize_static(self, sym: Sym, init, c: Coord) -> None:
        """Program.init statements for an object of static storage (already zero-filled)."""
        t = sym.type
        if sym.kind == "var":
            e = init.exprs[0] if isinstance(init, c_ast.InitList) else init
            v = self.static_value(e, t, c)
            self.p.init.append(Assign(sym.var, v, c))
            return
        base = self.e_ID_addr(sym, c)
        if is_scalar(t):
            e = init.exprs[0] if isinstance(init, c_ast.InitList) else init
            self.p.init.append(Store(base, self.static_value(e, t, c), self.m.sizeof(t), c))
            return
        leaves = [leaf for leaf in self.init_leaves(t, init) if not self.is_zero(leaf[2])]
        self.store_leaves(base, leaves, c)

    def is_zero(self, node) -> bool:
        try:
            v = self.u.const_eval(node)
        except (_NotConst, FrontendError):
            return False
        return v == 0

    def static_value(self, e, t: CType, c: Coord):
        v = self.rvalue(e)
        return self.convert(v, t, c)


# ---------------------------------------------------------------- helpers

_EXPR_NODES = {"Assignment", "BinaryOp", "UnaryOp", "FuncCall", "ID", "Constant", "Cast",
               "TernaryOp", "ArrayRef", "StructRef", "ExprList", "CompoundLiteral", "StmtExpr"}


class _InitFrame:
    """Cursor over the subobjects of one aggregate during initialization: struct members in
    order (unnamed bit-fields skipped), the first union member unless designated, array elements."""

    def __init__(self, m: Machine, t: CType, off: int):
        self.m, self.type, self.off = m, t, off
        self.idx = 0
        self.done = False               # unions: one member initialized
        self.max_index = 0              # arrays of unknown size: elements seen
        if isinstance(t, CStruct):
            self.members = [f for f in t.fields if f.name is not None or isinstance(f.type, CStruct)]

    def has_current(self) -> bool:
        if isinstance(self.type, CArray):
            return self.type.count is None or self.idx < self.type.count
        if self.type.is_union:
            return not self.done and self.idx < len(self.members)
        return self.idx < len(self.members)

    def member(self) -> tuple:
        """(type, byte offset, bit-field (bit offset, width) or None) of the current subobject."""
        if isinstance(self.type, CArray):
            self.max_index = max(self.max_index, self.idx + 1)
            return self.type.elem, self.off + self.idx * (self.m.sizeof(self.type.elem) or 0), None
        f = self.members[self.idx]
        bits = (f.bit_offset, f.bit_width) if f.bit_width is not None else None
        return f.type, self.off + f.offset, bits

    def set(self, k: int) -> None:
        self.idx = k
        self.done = False

    def advance(self) -> None:
        self.idx += 1
        if isinstance(self.type, CStruct) and self.type.is_union:
            self.done = True


def _settle(stack: list) -> bool:
    """Move the cursor to the next subobject to initialize; False when the list is exhausted."""
    while True:
        if stack[-1].has_current():
            return True
        if len(stack) == 1:
            return False
        stack.pop()
        stack[-1].advance()


def _fits(v: int, t: CInt) -> bool:
    bits = t.size * 8
    return (-(1 << (bits - 1)) <= v < (1 << (bits - 1))) if t.signed else (0 <= v < (1 << bits))


def _squash(text: str) -> str:
    return "".join(ch for ch in text if ch not in " \t()")


def expand_range_designators(u, items) -> list:
    """GNU `[lo ... hi] = v` (rewritten by the preprocessor to `[__absint_desig_range(lo, hi)]`):
    one designated item per index."""
    out = []
    for item in items:
        d = item.name[0] if isinstance(item, c_ast.NamedInitializer) else None
        d = designator_index(d) if d is not None else None
        if isinstance(d, c_ast.FuncCall) and isinstance(d.name, c_ast.ID) and \
                d.name.name == "__absint_desig_range":
            lo, hi = (u.const_int(a) for a in d.args.exprs)
            for k in range(lo, hi + 1):
                out.append(c_ast.NamedInitializer([c_ast.Constant("int", str(k), item.coord)]
                                                  + list(item.name[1:]), item.expr, item.coord))
        else:
            out.append(item)
    return out


def member_path(t: CStruct, name: str):
    """Indices (in _InitFrame member order) leading to member `name`, through anonymous members."""
    members = [f for f in t.fields if f.name is not None or isinstance(f.type, CStruct)]
    for k, f in enumerate(members):
        if f.name == name:
            return [k]
        if f.name is None and isinstance(f.type, CStruct):
            inner = member_path(f.type, name)
            if inner is not None:
                return [k] + inner
    return None


def fix_havoc(st, dropped: set, everything: tuple):
    if not isinstance(st, Havoc):
        return st
    vars_ = [v for v in st.vars if v not in dropped]
    if st.memory and not st.pointers:
        vars_ += [g for g in everything if g not in vars_]
    return st if tuple(vars_) == st.vars else replace(st, vars=tuple(vars_))


def fix_havocs(f: Function, dropped: set, everything: tuple) -> Function:
    """f with fix_havoc applied to its Havocs."""
    nodes = {}
    changed = False
    for nid, node in f.cfg.nodes.items():
        stmts = tuple(fix_havoc(st, dropped, everything) for st in node.stmts)
        changed |= stmts != node.stmts
        nodes[nid] = replace(node, stmts=stmts)
    if not changed:
        return f
    return replace(f, cfg=replace(f.cfg, nodes=nodes))


# glibc/gcc _FORTIFY_SOURCE variants: name -> positions of the extra arguments (flag, object size)
_CHK_EXTRA = {name: (-1,) for name in ("memcpy", "memmove", "mempcpy", "memset", "strcpy", "stpcpy",
                                        "strncpy", "stpncpy", "strcat", "strncat", "wmemcpy",
                                        "wmemmove", "wmemset", "wcscpy", "wcsncpy", "wcscat", "wcsncat")}
_CHK_EXTRA.update({"sprintf": (1, 2), "vsprintf": (1, 2), "snprintf": (2, 3), "vsnprintf": (2, 3),
                   "printf": (0,), "vprintf": (0,), "fprintf": (1,), "vfprintf": (1,),
                   "fgets": (1,), "read": (3,), "swprintf": (2, 3)})


def fortified_call(name: str, args: list):
    """(library name, its arguments) for `__builtin___memcpy_chk(d, s, n, size)` / `__memcpy_chk`
    and the like, else None."""
    for prefix in ("__builtin___", "__"):
        if name.startswith(prefix):
            base = name[len(prefix):-len("_chk")]
            extra = _CHK_EXTRA.get(base)
            if extra is None:
                return None
            drop = {i if i >= 0 else len(args) + i for i in extra}
            if not args or max(drop) >= len(args) or min(drop) < 0:
                return None
            return base, [a for i, a in enumerate(args) if i not in drop]
    return None


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


def designator_index(node):
    """The index expression of an array designator `[k]` (pycparser >= 3.1 wraps it in
    ArrayDesignator; older versions give the expression itself)."""
    if type(node).__name__ == "ArrayDesignator":
        return node.expr
    return node


def walk(node):
    """Every node of a subtree, preorder (iterative: ASTs can be deep)."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(child for _name, child in reversed(n.children()))


def is_string_init(node) -> bool:
    if isinstance(node, c_ast.Constant) and node.type == "string":
        return True
    return isinstance(node, c_ast.InitList) and len(node.exprs) == 1 and \
        isinstance(node.exprs[0], c_ast.Constant) and node.exprs[0].type == "string"


def setjmp_test(node):
    """(the setjmp call, whether the test is true when it returns 0) for `setjmp(e)`,
    `setjmp(e) == 0`, `setjmp(e) != 0` (either operand order; `!` is the caller's); else None."""
    def is_setjmp(e):
        return isinstance(e, c_ast.FuncCall) and isinstance(e.name, c_ast.ID) and \
            e.name.name in SETJMP

    def is_zero(e):
        return isinstance(e, c_ast.Constant) and e.type == "int" and e.value in ("0", "0U", "0u")

    if is_setjmp(node):
        return node, False
    if isinstance(node, c_ast.BinaryOp) and node.op in ("==", "!="):
        for call, other in ((node.left, node.right), (node.right, node.left)):
            if is_setjmp(call) and is_zero(other):
                return call, node.op == "=="
    return None


def is_va_arg(node) -> bool:
    """*(T *)__absint_va_arg(...): the expansion of va_arg in our stdarg.h."""
    e = node.expr
    return isinstance(e, c_ast.Cast) and isinstance(e.expr, c_ast.FuncCall) and \
        isinstance(e.expr.name, c_ast.ID) and e.expr.name.name == "__absint_va_arg"


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


def fold_binop(op: str, a, b, t: CType):
    if isinstance(t, CFloat):
        if op == "/" and b == 0:
            return None
        r = {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "/": lambda: a / b}.get(op)
        return None if r is None else float(r())
    bits, signed = t.size * 8, t.signed
    if op in ("/", "%"):
        if b == 0:
            return None
        q = abs(a) // abs(b)
        q = q if (a >= 0) == (b >= 0) else -q
        r = q if op == "/" else a - q * b
    elif op in ("<<", ">>"):
        if b < 0 or b >= bits:
            return None
        r = a << b if op == "<<" else a >> b
    else:
        r = {"+": a + b, "-": a - b, "*": a * b, "&": a & b, "|": a | b, "^": a ^ b}[op]
    if signed and not (-(1 << (bits - 1)) <= r < (1 << (bits - 1))) and op in ("+", "-", "*", "<<"):
        return None   # signed overflow: leave it to the engine
    return cvalues.wrap(r, bits, signed)


def format_string_args(text: str, kind: str) -> list:
    """[(vararg position, conversion)] of the %s / %[ (and scanf %c) conversions of a format string."""
    out, k, i, n = [], 0, 0, len(text)
    while i < n:
        if text[i] != "%":
            i += 1
            continue
        i += 1
        if i < n and text[i] == "%":
            i += 1
            continue
        suppress = False
        if i < n and text[i] == "*":
            if kind == "scan":
                suppress = True
            else:
                k += 1   # printf: the width is an argument
            i += 1
        while i < n and text[i] in "-+ #0123456789.$'":
            i += 1
        if i < n and text[i] == "*" and kind == "print":
            k += 1
            i += 1
            while i < n and text[i] in "0123456789":
                i += 1
        while i < n and text[i] in "hlLqjzt":
            i += 1
        if i >= n:
            break
        conv = text[i]
        if conv == "[":
            j = i + 1
            if j < n and text[j] == "^":
                j += 1
            if j < n and text[j] == "]":
                j += 1
            while j < n and text[j] != "]":
                j += 1
            i = j
        i += 1
        if suppress:
            continue
        if conv in "s[" or (conv in "cS" and kind == "scan"):
            out.append((k, conv))
        if conv != "n" or True:
            k += 1
    return out

"""Types and declarations (UnitLowerer, one per translation unit): scopes, C types from declarators,
constant expressions, file-scope objects, typedefs and functions.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional

from pycparser import c_ast

from absint.frontend import cvalues
from absint.frontend.ctype import (CArray, CFloat, CFunc, CInt, CPtr, CStruct, CType, CVoid,
                                   float_type, is_char_elem, is_scalar)
from absint.frontend.errors import FrontendError
from absint.frontend.lower.common import (Sym, _BUILTIN_TYPE_WORDS, _NotConst, adjust_param,
                                          block_shape, inner_elem, promote, source_text, usual)
from absint.frontend.lower.function import FunctionLowerer
from absint.frontend.lower.program import ProgramLowerer
from absint.frontend.preprocess import (ALIGN_MEMBER_MARKER, ALIGN_STRUCT_MARKER, PACKED_ENUM_MARKER,
                                       PACKED_MARKER, PACKED_MEMBER_MARKER)
from absint.ir.nodes import Assign, Const, Coord, MemBlock, PtrT, Var


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
            real = self.named_type(words or ["double"], node)
            if isinstance(real, CFloat):
                # the values are the real part's, the object is two of them (C11 6.2.5p13)
                return CFloat(real.name + " _Complex", 2 * real.size, real.bits)
            return real
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
        members, packed_members, aligned_members = [], set(), {}
        pack = self.pack[-1] if self.pack else None
        struct_align = 1
        for d in node.decls:
            if isinstance(d, c_ast.StaticAssert):
                self.static_assert(d)
                continue
            if isinstance(d, c_ast.Pragma):
                continue
            if d.name == PACKED_MARKER:   # __attribute__((packed)) (see preprocess.strip_attributes)
                pack = 1
                continue
            if d.name == PACKED_MEMBER_MARKER:   # the next member is packed (alignment 1)
                packed_members.add(len(members))
                continue
            if d.name in (ALIGN_STRUCT_MARKER, ALIGN_MEMBER_MARKER):   # __attribute__((aligned(N)))
                n = self.alignment(d, self.decl_type(d.type, fn).elem.count)
                if d.name == ALIGN_STRUCT_MARKER:
                    struct_align = max(struct_align, n)
                else:
                    k = len(members)
                    aligned_members[k] = max(aligned_members.get(k, 1), n)
                continue
            t = self.decl_type(d.type, fn)
            for a in getattr(d, "align", None) or ():   # _Alignas(N), _Alignas(type)
                k = len(members)
                n = self.m.alignof(self.decl_type(a.alignment, fn)) \
                    if isinstance(a.alignment, c_ast.Typename) else \
                    self.alignment(d, self.const_int(a.alignment))
                aligned_members[k] = max(aligned_members.get(k, 1), n)
            width = self.const_int(d.bitsize) if d.bitsize is not None else None
            members.append((d.name, t, width))
        self.m.layout(s, members, pack, frozenset(packed_members), aligned_members, struct_align)
        return s

    def alignment(self, node, n: int) -> int:
        """An alignment a program asks for: a power of two (C11 6.7.5p4; gcc's attribute the same)."""
        if n is None or n <= 0 or n & (n - 1):
            self.error(node, f"requested alignment {n} is not a positive power of 2")
        return n

    def anon_tag(self) -> str:
        self.anon += 1
        return f"<anonymous {self.anon}>"

    def enum_type(self, node, fn) -> CType:
        """Defines the enumerators (each an int when it fits, C11 6.7.2.2p3); the enum's type is
        gcc's: unsigned int when no value is negative, else int, else the first of long, unsigned
        long, ... that holds every value; for a packed enum (marked by
        preprocess.strip_attributes) the smallest integer type holding every value."""
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
        # gcc: unsigned int when no value is negative, else int
        et = self.m.int_type("unsigned int" if values and min(values) >= 0 else "int")
        if values and not all(_fits(v, et) for v in values):
            # gcc: values past int make the enum the first of these types that holds them all
            et = next((self.m.int_type(n) for n in ("unsigned int", "long", "unsigned long",
                                                     "long long", "unsigned long long")
                       if all(_fits(v, self.m.int_type(n)) for v in values)), et)
        if packed and values:
            names = (("signed char", "short", "int", "long long") if min(values) < 0 else
                     ("unsigned char", "unsigned short", "unsigned int", "unsigned long long"))
            et = next((self.m.int_type(n) for n in names
                       if all(_fits(v, self.m.int_type(n)) for v in values)), et)
        if node.name:
            self.tags[-1][node.name] = et
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

    def try_const_truth(self, node) -> Optional[bool]:
        """Whether a constant condition holds (a floating one by its value: `0.5 ? a : b` is a),
        or None when it is no constant."""
        try:
            v = self.const_eval(node)
        except _NotConst:
            return None
        return None if v is None else bool(v)

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
                # 6.4.4.4p9-11: L'x' is a wchar_t, u'x' a char16_t, U'x' a char32_t (uchar.h)
                t = {"": m.int_type("int"), "L": m.wchar_t, "u": m.int_type("unsigned short"),
                     "U": m.int_type("unsigned int"), "u8": m.int_type("unsigned char")}[prefix]
                return cvalues.wrap(int(v), t.size * 8, t.signed), t
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
            lv, rv = self.convert_constant(lv, t), self.convert_constant(rv, t)
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
                return self._fit(r, t)
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
            c, _ = self._const(node.cond)          # (a float condition is its value, not an int)
            v, t = self._const(node.iftrue if c else node.iffalse)
            _, other = self._const(node.iffalse if c else node.iftrue)
            if isinstance(t, (CInt, CFloat)) and isinstance(other, (CInt, CFloat)):
                # the usual arithmetic conversions of both operands (6.5.15p5): 1 ? -1 : 0u is
                # 4294967295u
                rt = usual(m, t, other)
                return self._fit(v, rt)
            return v, t
        if isinstance(node, c_ast.Cast):
            t = self.decl_type(node.to_type, None)
            v, _ = self._const(node.expr)
            if isinstance(t, (CInt, CFloat)):
                return self._fit(v, t)
            raise _NotConst()
        if isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID) and node.name.name == "offsetof":
            t = self.decl_type(node.args.exprs[0], None)
            off, _ = self.member_offset(t, node.args.exprs[1])
            return off, m.size_t
        if isinstance(node, c_ast.ExprList) and len(node.exprs) == 1:
            return self._const(node.exprs[0])
        raise _NotConst()

    def convert_constant(self, v, t):
        """A constant's value converted to arithmetic type t, as C converts it (a float rounded
        to the float's precision, nonzero to a _Bool 1, an integer wrapped to t's width)."""
        if isinstance(t, CFloat):
            return cvalues.round_float(float(v), t.bits)
        if isinstance(t, CInt) and t.is_bool:
            return int(bool(v))   # (0.5 converts to 1)
        return cvalues.wrap(int(v), t.size * 8, t.signed)

    def _fit(self, v, t):
        return self.convert_constant(v, t), t

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
            i = self.try_const_int(designator.subscript)
            if i is None:   # (gcc computes it: see CallLowering.runtime_offset)
                raise _NotConst()
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
        self.defined_here = set()   # the functions this unit defines (a weak one may give way)
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
            elif type(ext).__name__ == "AttributeDeclaration":
                pass   # C23 `[[attr]];` at file scope
            elif isinstance(ext, c_ast.StaticAssert):
                self.static_assert(ext)
            else:
                self.p.diag("note", self.coord(ext), f"ignored {type(ext).__name__} at file scope")

    def pragma(self, node: c_ast.Pragma) -> None:
        """#pragma pack(n) / pack(push[, n]) / pack(pop) / pack(): the maximum member alignment.
        `#pragma absint_constructor NAME PRIORITY` (and _destructor, _weak): a function with gcc's
        `constructor`, `destructor` or `weak` attribute (see preprocess.strip_attributes)."""
        marked = re.match(r"^\s*absint_(constructor|destructor|weak)\s+(\w+)\s+(\d+)\s*$",
                          node.string or "")
        if marked:
            kind, name, priority = marked.groups()
            sym = self.lookup(name)
            if sym is None or sym.kind != "func":
                return
            if kind == "weak":
                # the definition this file made gives way to another file's
                if sym.name in self.defined_here:
                    self.p.weak_functions.add(sym.name)
            else:
                self.p.runs_around_main.append((kind, int(priority), sym.name, self.coord(node)))
            return
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
        if node.name == "__absint_float16":   # the prelude's _Float16: IEEE half, 2 bytes (gcc)
            t = CFloat("_Float16", 2, 16)
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
            defines = "extern" not in storage or d.init is not None
            if sym.kind == "mem" and isinstance(t, CArray) and isinstance(sym.type, CArray) \
                    and t.count is not None and (sym.type.count is None or (
                        defines and not sym.defined and t.count != sym.type.count)):
                # the size is the definition's (`extern char name[32];` where another file
                # defines `char name[8]`: the declarations disagree, the object is 8 bytes)
                if sym.type.count is not None and t.count < sym.type.count:
                    self.p.shrunk_arrays[sym.display] = (sym.type.count, t.count)
                sym.type = t
                self.make_block(sym, lname, t, d, display or name)
            elif sym.kind == "mem" and read_only_definition(d):
                block = self.p.blocks.get(lname)
                if block is not None and not block.readonly:
                    self.p.set_block(lname, replace(block, readonly=True))
            elif sym.kind == "var" and read_only_definition(d):
                self.p.readonly_vars.add(sym.var.name)
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
            elif read_only_definition(d):
                self.p.readonly_vars.add(v.name)
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
        self.p.set_block(lname, MemBlock(lname, "global", size, elem, count,
                                         readonly=read_only_definition(d),
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
        if sym.name in self.p.functions and sym.name not in self.p.weak_functions:
            self.p.diag("note", self.coord(fd), f"second definition of '{decl.name}' ignored")
            return
        self.p.weak_functions.discard(sym.name)   # (this one is weak too if its file says so)
        self.defined_here.add(sym.name)
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


def _fits(v: int, t: CInt) -> bool:
    bits = t.size * 8
    return (-(1 << (bits - 1)) <= v < (1 << (bits - 1))) if t.signed else (0 <= v < (1 << bits))


def read_only_definition(d) -> bool:
    """Does declaration d define, with an initializer, an object that is const as a whole (C11
    6.7.3p6: modifying it is undefined)? `const int t[4] = {...}`, `static const struct ops o =
    {...}`, `const char *const names[] = {...}`; not `const char *names[]` (its elements, pointers,
    may change) nor an `extern` or uninitialized declaration (its contents are defined elsewhere).
    A const reached through a typedef is not seen here: such an object stays writable (sound)."""
    if getattr(d, "init", None) is None or "extern" in (getattr(d, "storage", None) or ()):
        return False
    node = getattr(d, "type", None)
    while isinstance(node, c_ast.ArrayDecl):
        node = node.type
    return isinstance(node, (c_ast.TypeDecl, c_ast.PtrDecl)) and "const" in (node.quals or ())

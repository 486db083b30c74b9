"""Expressions (ExpressionLowering, a part of FunctionLowerer): values and lvalues, conversions,
memory accesses with their CheckSites, operators, assignment, casts, ?:, statement expressions
and compound literals.
"""
from __future__ import annotations

from typing import Optional

from pycparser import c_ast

from absint.frontend import cvalues
from absint.frontend.ctype import (VECTOR_LANES, CArray, CFloat, CFunc, CInt, CPtr, CStruct,
                                   CType, CVoid, is_arith, is_char_elem, is_scalar, is_vector)
from absint.frontend.errors import FrontendError
from absint.frontend.lower.common import (ERRNO_VAR, LValue, PendingIndex, Sym, Value, _EXPR_NODES,
                                          array_name, block_shape, pointer_name, promote,
                                          scalar_members, source_text, usual)
from absint.ir import libspec
from absint.ir.builder import CFGBuilder
from absint.ir.nodes import (AddrOf, Assign, BinOp, Call, Cast, CheckSite, Const, Coord, DeclBlock,
                             FloatT, IntT, Load, MemBlock, Nondet, PtrAdd, PtrDiff, PtrT, Store,
                             UnOp, Var, Havoc)


VECTOR_RESULT = ": what vector operations compute is not modelled, the result is any value"

class ExpressionLowering:
    """Expressions to Values and LValues."""

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

    def rvalue_for(self, node, t: CType) -> Value:
        """rvalue(node) to be converted to t: `(wchar_t *)malloc(n)`, or `p = malloc(n)` with p a
        `wchar_t *`, gives the allocation the pointer type it is used as (see allocates_wide)."""
        self.alloc_result = t if allocates_wide(node, t) else None
        try:
            return self.rvalue(node)
        finally:
            self.alloc_result = None

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
        v = self.eval(node.exprs[-1])
        if len(node.exprs) > 1 and isinstance(v, LValue) and isinstance(v.type, (CArray, CFunc)):
            return self.to_value(v, self.coord(node))   # a comma's value: an array decays
        return v

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
            v = self.load_bitfield(lv, size, t, c)
            it = self.m.int_type("int")
            if isinstance(lv.type, CInt) and not lv.type.signed and not lv.type.is_bool \
                    and lv.bitfield[1] < it.size * 8:
                # 6.3.1.1p2 (gcc for every base type): a narrower unsigned bit-field's values
                # all fit int, and it is promoted to int (`x.len - 1 < 0` holds for 0)
                return Value(self.assign(Cast(v, self.m.ir_type(it)), self.m.ir_type(it), c), it)
            return Value(v, lv.type)
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

    def emit_step(self, lv: LValue, old: Value, op: str, c: Coord):
        """lv := old + 1 (op "++", "p++") or old - 1; returns the new value's operand."""
        new = self.arith("+" if "+" in op else "-", old, Value(Const(1, IntT(32, True)),
                                                                 self.m.int_type("int")), c)
        new_op = self.convert(new, lv.type, c)
        self.store(lv, new_op, c)
        return new_op

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
        if is_vector(base.type):          # v[i]: a lane
            lanes = base.type.field(VECTOR_LANES)
            base = LValue("mem", lanes.type, addr=base.addr if isinstance(base, LValue) else base.op,
                          indexes=getattr(base, "indexes", ()),
                          via_pointer=getattr(base, "via_pointer", False),
                          name=getattr(base, "name", "") or "vector")
        # a GNU zero-length array (`char data[0]`, the old flexible array member) has no extent of
        # its own: like `data[]`, it is indexed as a pointer into the enclosing block; and so is
        # a struct's trailing one-element array (the pre-C99 struct hack, see trailing_hack)
        if isinstance(base, LValue) and isinstance(base.type, CArray) and \
                (base.type.count or base.type.vla_count is not None) and \
                not self.trailing_hack(base_node, c):
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

    def trailing_hack(self, node, c: Coord) -> bool:
        """Is `node` (`p->data`, `s.data`) a struct's last member declared as a one-element array,
        the pre-C99 struct hack (`struct str { int len; char data[1]; }` allocated with
        `malloc(sizeof(struct str) + n)`)? Like gcc (-fstrict-flex-arrays=0 or 1) and the
        sanitizers, it is taken as a flexible array member: indexed as a pointer into the block
        that holds the struct, so it stays checked against that block's real size (a struct on
        the stack: the struct itself). A note says so, once per member."""
        if not isinstance(node, c_ast.StructRef) or not isinstance(node.field, c_ast.ID):
            return False
        try:
            t = self.type_of(node.name)
        except FrontendError:
            return False
        if node.type == "->":
            if not isinstance(t, CPtr):
                return False
            t = t.target
        if not isinstance(t, CStruct) or t.is_union or not t.fields:
            return False
        last = t.fields[-1]
        if last.name != node.field.name or not isinstance(last.type, CArray) or \
                last.type.count != 1:
            return False
        noted = self.p.struct_hack_noted
        if (id(t), last.name) not in noted and self.p.journal is None:   # (not while typing)
            noted.add((id(t), last.name))
            self.p.diag("note", c, f"'{last.name}[1]' ends {t}: taken as a flexible array member "
                                   f"(the struct hack), checked against the memory that holds "
                                   f"the struct")
        return True

    def vector_value(self, c: Coord, t: CStruct, what: str) -> Value:
        """What an operation on GNU vectors computes (`a + b`, `-v`, a comparison, a builtin's
        result made a vector): a fresh object of the vector type with any contents. An
        unsupported construct at its line; vectors' objects and copies are modelled, their
        arithmetic is not (it reads only its operands: nothing else is forgotten)."""
        addr = self.struct_temporary(t, "vec", "vector value", c)
        self.vector_diag(c, what)
        self.emit(Havoc((), True, (addr,), what, c))
        return Value(addr, t)

    def vector_diag(self, c: Coord, what: str) -> None:
        """The unsupported diagnostic of what a vector computes (none while only typing)."""
        if not self.sandbox:
            self.p.diag("unsupported", c, what + VECTOR_RESULT)

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
        name = pointer_name(node.expr)
        sym = self.u.lookup(name)
        if sym is not None and sym.display:
            name = sym.display      # (a header macro's temporary: the expression it holds)
        return LValue("mem", pv.type.target, addr=pv.op, via_pointer=True, name=name)

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
                if isinstance(lv.type, CPtr) and not (self.sandbox or self.init_mode
                                                      or self.relinking):
                    self.pending_steps.append((lv, old_v, op, c))    # see FunctionLowerer
                    return old_v
            else:
                old_v = old
            new_op = self.emit_step(lv, old, op, c)
            if op.startswith("p"):
                return old_v
            return Value(new_op, lv.type)
        v = self.rvalue(node.expr)
        if is_vector(v.type):
            return self.vector_value(c, v.type, f"vector operation '{op}'")
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
        if is_vector(a.type) or is_vector(b.type):
            return self.vector_value(c, a.type if is_vector(a.type) else b.type,
                                     f"vector operation '{op}'")
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
            if node.op != "=" and is_vector(lv.type):
                self.effect(node.rvalue)
                src = self.vector_value(c, lv.type, f"vector operation '{node.op}'")
                self.copy_struct(lv.addr, lv.name, src, lv.type, c, dst_lv=lv)
                return lv
            if node.op != "=":
                raise FrontendError(f"{c}: invalid compound assignment to a structure")
            src = self.eval(node.rvalue)
            self.copy_struct(lv.addr, lv.name, src, lv.type, c, dst_lv=lv)
            return lv
        if isinstance(lv.type, CArray):
            raise FrontendError(f"{c}: assignment to expression with array type")
        if node.op == "=":
            v = self.rvalue_for(node.rvalue, lv.type)
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
        if is_vector(t) and not isinstance(src.type, CStruct):
            src = self.vector_value(c, t, "a value stored in a vector")
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
        self.emit(Call(None, "memcpy", (dst_addr, src_addr, size), c, sites,
                       layout=tuple(scalar_members(self.m, t) or ())))

    def e_Cast(self, node):
        c = self.coord(node)
        t = self.u.decl_type(node.to_type, self)
        if isinstance(t, CPtr):
            node = replace_node_expr(node, self.pointer_round_trip(node.expr))
        if allocates_wide(node.expr, t):
            v = self.rvalue_for(node.expr, t)
        else:
            v = self.eval(node.expr)
        if isinstance(t, CVoid):
            if isinstance(v, LValue) and v.kind == "mem" and is_scalar(v.type):
                pass   # (void)*p does not read in practice; no access emitted
            return Value(None, CVoid())
        v = self.to_value(v, c)
        if is_vector(t) and not isinstance(v.type, CStruct):
            # (a builtin's result, an implicitly declared int, made a vector)
            return self.vector_value(c, t, "conversion to a vector type")
        if isinstance(t, CStruct):
            return Value(v.op, t) if is_vector(t) and is_vector(v.type) else v
        if is_vector(v.type) and is_scalar(t):
            self.vector_diag(c, "conversion of a vector to a scalar")
            rt = self.m.ir_type(t)
            return Value(self.assign(Nondet(rt, "a vector converted"), rt, c), t)
        if v.op is None:
            raise FrontendError(f"{c}: invalid cast of a void value")
        return Value(self.convert(v, t, c), t)

    def pointer_round_trip(self, expr):
        """The pointer p of `(uintptr_t)p` (a cast to an integer type as wide as a pointer), for
        a cast of it back to a pointer: `(char *)(uintptr_t)&wrap` is the pointer it was (C11
        7.20.1.4), not one of unknown origin; else expr."""
        if not isinstance(expr, c_ast.Cast):
            return expr
        it = self.u.decl_type(expr.to_type, self)
        if not isinstance(it, CInt) or it.is_bool or self.m.sizeof(it) < self.m.ptr_size:
            return expr
        inner = self.pointer_round_trip(expr.expr)
        if isinstance(self.type_of(inner), (CPtr, CArray, CFunc)):
            return inner
        return expr

    def e_TernaryOp(self, node):
        c = self.coord(node)
        tt, ft = self.type_of(node.iftrue), self.type_of(node.iffalse)
        tt = CPtr(tt.elem) if isinstance(tt, CArray) else (CPtr(tt) if isinstance(tt, CFunc) else tt)
        ft = CPtr(ft.elem) if isinstance(ft, CArray) else (CPtr(ft) if isinstance(ft, CFunc) else ft)
        if isinstance(tt, CVoid) or isinstance(ft, CVoid):
            rt = CVoid()
        elif isinstance(tt, CPtr) and isinstance(ft, CPtr):
            # 6.5.15p6: a null pointer constant takes the other's type; else void * wins
            if self.is_null_constant(node.iftrue):
                rt = ft
            elif self.is_null_constant(node.iffalse):
                rt = tt
            elif isinstance(tt.target, CVoid) or isinstance(ft.target, CVoid):
                rt = tt if isinstance(tt.target, CVoid) else ft
            else:
                rt = tt
        elif isinstance(tt, CPtr):
            rt = tt
        elif isinstance(ft, CPtr):
            rt = ft
        elif isinstance(tt, CStruct):
            rt = tt
        else:
            rt = usual(self.m, tt, ft)
        if self.init_mode:   # static initializers: the condition is a constant (maybe a float)
            truth = self.u.try_const_truth(node.cond)
            if truth is None:
                self.u.const_int(node.cond)   # (the error: not a constant expression)
            v = self.eval(node.iftrue if truth else node.iffalse)
            if isinstance(rt, (CInt, CFloat)) and v.type != rt:
                v = Value(self.convert(self.to_value(v, c), rt, c), rt)
            return v
        tn, fn_, join = self.b.new_node(), self.b.new_node(), self.b.new_node()
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

    def is_null_constant(self, node) -> bool:
        """A null pointer constant (6.3.2.3p3): an integer constant 0, maybe cast to void *."""
        while isinstance(node, c_ast.Cast):
            t = self.u.decl_type(node.to_type, None)
            if not (isinstance(t, CPtr) and isinstance(t.target, CVoid)) and not isinstance(t, CInt):
                return False
            node = node.expr
        return self.u.try_const_int(node) == 0

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
            return self.static_compound_literal(node, t, c)
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

    def static_compound_literal(self, node, t: CType, c: Coord) -> LValue:
        """A compound literal in the initializer of an object of static storage (`T *p = &(T){..};`,
        `int *a = (int[]){1, 2};` at file scope): an unnamed object of static storage (C11 6.5.2.5),
        a zero-filled global block `<literalN>` whose initializer Program.init stores."""
        self.p.literal_count += 1
        bname = f"<literal{self.p.literal_count}>"
        size = self.m.sizeof(t)
        elem, count = block_shape(self.m, t)
        self.p.set_block(bname, MemBlock(bname, "global", size, elem, count, coord=c,
                                         display="compound literal", zero_init=True,
                                         is_char=isinstance(t, CArray) and is_char_elem(t.elem)))
        sym = Sym("mem", t, block=bname, display="compound literal")
        self.initialize_static(sym, node.init, c)
        a = self.assign(AddrOf(bname), PtrT(elem, self.m.ptr_size * 8), c)
        return LValue("mem", t, addr=a, name="compound literal")


def is_va_arg(node) -> bool:
    """*(T *)__absint_va_arg(...): the expansion of va_arg in our stdarg.h."""
    e = node.expr
    return isinstance(e, c_ast.Cast) and isinstance(e.expr, c_ast.FuncCall) and \
        isinstance(e.expr.name, c_ast.ID) and e.expr.name.name == "__absint_va_arg"


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


ALLOCATING = frozenset(name for name, row in libspec.LIBRARY.items()
                       if row.effect_kind in ("alloc", "alloc_zeroed", "alloca", "realloc"))


def replace_node_expr(node: c_ast.Cast, expr) -> c_ast.Cast:
    """node, or a copy of it casting `expr` instead (the AST is not changed in place)."""
    return node if expr is node.expr else c_ast.Cast(node.to_type, expr, node.coord)


def allocates_wide(expr, t) -> bool:
    """`(wchar_t *)malloc(n)`, `int **rows = malloc(3 * sizeof *rows)`: a call of an allocator
    whose result is used as a pointer to scalars wider than a byte (wide characters, integers,
    floats, pointers). The call's result then gets that pointer type, so that the new block is
    counted in elements (a constant size in bytes says nothing of the element otherwise): a wide
    string keeps its length, and the elements, pointers above all, are read back at the width
    they were stored (a byte block holds only bytes). Not structs: their fields are cells."""
    return isinstance(expr, c_ast.FuncCall) and isinstance(expr.name, c_ast.ID) and \
        expr.name.name in ALLOCATING and isinstance(t, CPtr) and \
        (isinstance(t.target, CPtr) or (isinstance(t.target, (CInt, CFloat)) and t.target.size > 1))

"""Initializers (InitializerLowering, a part of FunctionLowerer): the layout of brace initializers
(designators, nested aggregates, strings) and the stores that make them, for locals and for static
storage.
"""
from __future__ import annotations

from pycparser import c_ast

from absint.frontend import cvalues
from absint.frontend.ctype import CArray, CFloat, CInt, CStruct, CType, Machine, is_char_elem, is_scalar
from absint.frontend.errors import FrontendError
from absint.frontend.lower.common import LValue, Sym, _NotConst
from absint.ir.nodes import AddrOf, Assign, Call, Const, Coord, IntT, PtrAdd, PtrT, Store


class InitializerLowering:
    """Initializers of locals and static storage."""

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
            v = self.rvalue_for(e, t)
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
        leaves = self.init_leaves(t, init)
        data = self.constant_bytes(t, leaves)
        if data is not None:
            # a table of byte constants (fonts, generated tables, embedded files): one memcpy from
            # a block that holds them, not a store per byte (each store moves the string length)
            src = self.assign(AddrOf(self.p.data_block(data, c)), PtrT(1, self.m.ptr_size * 8), c)
            st = self.m.ir_type(self.m.size_t)
            self.emit(Call(None, "memcpy", (base, src, Const(len(data), st)), c, ()))
            return
        self.store_leaves(base, [leaf for leaf in leaves if not self.is_zero(leaf[2])], c)

    def constant_bytes(self, t: CType, leaves: list):
        """The bytes up to the last initialized element (and the zero after it) of a one-dimensional
        array of char whose initializer is at least MIN_DATA integer constants, or None."""
        if not (isinstance(t, CArray) and is_char_elem(t.elem) and self.m.sizeof(t.elem) == 1) \
                or len(leaves) < MIN_DATA:
            return None
        # one zero byte past the last element initialized, if the array has it: the terminator
        # the zero-filled rest of the array puts there
        end = max(leaf[0] for leaf in leaves) + 2
        size = self.m.sizeof(t)
        data = bytearray(end if size is None else min(end, size))
        for leaf in leaves:
            if len(leaf) > 3 or isinstance(leaf[1], CArray) or self.m.sizeof(leaf[1]) != 1:
                return None
            try:
                v = self.u.const_eval(leaf[2])
            except (_NotConst, FrontendError):
                return None
            if not isinstance(v, int) or isinstance(v, bool):
                return None
            data[leaf[0]] = v & 0xFF
        return bytes(data)

    def is_zero(self, node) -> bool:
        try:
            v = self.u.const_eval(node)
        except (_NotConst, FrontendError):
            return False
        return v == 0

    def static_value(self, e, t: CType, c: Coord):
        if isinstance(t, (CInt, CFloat)):
            # an arithmetic constant expression: its value as C computes it (float operations
            # rounded to float: (int)(0.29f * 100) is 29), converted to the object's type
            try:
                value = self.u.const_eval(e)
            except (_NotConst, FrontendError):
                value = None
            if value is not None and not (isinstance(t, CInt) and isinstance(value, float)
                                          and (value != value or abs(value) == float("inf"))):
                value = self.u.convert_constant(value, t)
                return Const(value, self.m.ir_type(t))
        v = self.rvalue(e)
        return self.convert(v, t, c)


MIN_DATA = 64   # fewer byte constants are stored one by one (as any other initializer)


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


def designator_index(node):
    """The index expression of an array designator `[k]` (pycparser >= 3.1 wraps it in
    ArrayDesignator; older versions give the expression itself)."""
    if type(node).__name__ == "ArrayDesignator":
        return node.expr
    return node


def is_string_init(node) -> bool:
    if isinstance(node, c_ast.Constant) and node.type == "string":
        return True
    return isinstance(node, c_ast.InitList) and len(node.exprs) == 1 and \
        isinstance(node.exprs[0], c_ast.Constant) and node.exprs[0].type == "string"

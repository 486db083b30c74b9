"""Calls (CallLowering, a part of FunctionLowerer): direct and indirect calls, builtins, setjmp and
longjmp, inline asm, the callbacks a library registration may run, and the CheckSites of library
calls (absint.ir.libspec).
"""
from __future__ import annotations

from pycparser import c_ast

from absint.frontend import cvalues
from absint.frontend.ctype import CArray, CFloat, CFunc, CPtr, CStruct, CVoid, float_type
from absint.frontend.errors import FrontendError
from absint.frontend.preprocess import CLEANUP_CALL
from absint.frontend.lower.common import (BIT_BUILTINS, BUILTIN_LIBRARY, CALLBACK_REGISTRARS,
                                          LONGJMP, LValue, NORETURN, SETJMP, Value, _NotConst,
                                          pointer_name, promote, scalar_members, source_text)
from absint.ir import libspec
from absint.ir.nodes import (AddrOf, Assign, BinOp, Call, Cast, CheckSite, Const, Coord, DeclBlock,
                             Havoc, IntT, MemBlock, Nondet, PtrAdd, PtrT)


def pointer_source_name(expr) -> str:
    """The field or variable a called function pointer is read from: `calloc` for `mem->calloc`
    and `(*hooks.calloc)`, through `*` and casts; "" for anything else (a call's result, an
    array element)."""
    while True:
        if isinstance(expr, c_ast.StructRef):
            return expr.field.name
        if isinstance(expr, c_ast.ID):
            return expr.name
        if isinstance(expr, c_ast.UnaryOp) and expr.op == "*":
            expr = expr.expr
        elif isinstance(expr, c_ast.Cast):
            expr = expr.expr
        else:
            return ""


class CallLowering:
    """Calls and builtins."""

    # ---- calls
    def e_FuncCall(self, node, discard=False):
        c = self.coord(node)
        wide_result, self.alloc_result = self.alloc_result, None   # this call's only
        callee = None
        ftype = None
        via = ""
        named = _named_function(node.name, self.u)
        if named is not None and named is not node.name:
            # `(*memcpy)(...)`, `(&f)(...)`, a cast of a function's name: a call of it by name
            # (so a library function's accesses get their sites and its model)
            node = c_ast.FuncCall(named, node.args, node.coord)
        if isinstance(node.name, c_ast.ID):
            name = node.name.name
            if name == "offsetof":
                st = self.m.ir_type(self.m.size_t)
                v = self.u.try_const_int(node)
                if v is None and node.args is not None and len(node.args.exprs) == 2:
                    # gcc: `offsetof(struct msg, data[n])` with n a variable is computed
                    t = self.u.decl_type(node.args.exprs[0], None)
                    return Value(self.runtime_offset(t, node.args.exprs[1], c)[0], self.m.size_t)
                if v is None:
                    v = self.u.const_int(node)   # (the error)
                return Value(Const(v, st), self.m.size_t)
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
            via = pointer_source_name(node.name)
        ops = []
        sret = None
        if isinstance(ftype.ret, CStruct):
            sret = self.struct_temporary(ftype.ret, "ret", "return value", c)
            ops.append(sret)
        values = []
        for i, a in enumerate(args):
            v = self.rvalue(a)
            if i < len(ftype.params):
                pt = ftype.params[i]
                if isinstance(pt, CStruct):
                    ops.append(self.struct_arg(v, pt, c, source_text(a)))
                else:
                    ops.append(self.convert(v, pt, c))
            else:   # default argument promotions
                if isinstance(v.type, CStruct):
                    ops.append(self.struct_arg(v, v.type, c, source_text(a)))
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
        if wide_result is not None and isinstance(rt, CPtr):
            dst = self.temp(self.m.ir_type(wide_result))   # (wchar_t *)malloc(n): see e_Cast
        elif not isinstance(rt, (CVoid, CStruct)):
            dst = self.temp(self.m.ir_type(rt))
        sites = self.call_sites(callee, node, args, ops[1:] if sret is not None else ops, c) \
            if isinstance(callee, str) else ()
        layout = ()
        if callee in ("memcpy", "memmove") and len(values) >= 2:
            # a struct copied by the program's own memcpy reads the source's members one by
            # one, as a struct assignment does (see copy_struct): from a caller's memory, their
            # entry values (a struct of function pointers kept each pointer in its field)
            for v in (values[1], values[0]):
                t = v.type.target if isinstance(v.type, CPtr) else None
                if isinstance(t, CStruct) and t.complete:
                    layout = tuple(scalar_members(self.m, t) or ())
                    break
        self.emit(Call(dst, callee, tuple(ops), c, sites, via if not isinstance(callee, str) else "",
                       layout))
        if isinstance(callee, str) and callee in NORETURN:
            self.b.current = None
        if isinstance(callee, str) and callee in CALLBACK_REGISTRARS:
            fn_arg, arg_args = CALLBACK_REGISTRARS[callee]
            if len(args) > fn_arg and all(a < len(ops) for a in arg_args):
                self.handler_may_run(args[fn_arg], tuple(ops[a] for a in arg_args), c,
                                     ops[fn_arg], _param_function(ftype, fn_arg))
        if callee in ("qsort", "bsearch") and len(args) == (4 if callee == "qsort" else 5):
            # the comparator gets pointers to elements of the array (bsearch: the key first)
            b = 0 if callee == "qsort" else 1
            size = self.u.try_const_int(args[b + 2])
            base, count, width = ops[b], ops[b + 1], ops[b + 2]

            def element():
                st = IntT(self.m.ptr_size * 8, True)   # PtrAdd indexes are signed
                k = self.assign(Nondet(st, "element index"), st, c)
                n = self.assign(Cast(count, st), st, c)
                ok = self.b.new_node()
                self.b.guarded([(BinOp(">=", k, Const(0, st)), True), (BinOp("<", k, n), True)], ok, c)
                self.b.current = ok
                if size is not None and size > 0:
                    pt = PtrT(size, self.m.ptr_size * 8)
                    return self.assign(PtrAdd(base, k, size), pt, c)
                # an element size known only at run time: the element starts k * size bytes in
                at = self.assign(BinOp("*", k, self.assign(Cast(width, st), st, c)), st, c)
                pt = PtrT(1, self.m.ptr_size * 8)
                return self.assign(PtrAdd(self.assign(Cast(base, pt), pt, c), at, 1), pt, c)
            self.handler_may_run(args[b + 3], lambda: (ops[0] if b else element(), element()), c,
                                 ops[b + 3], _param_function(ftype, b + 3))
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

    def runtime_offset(self, t, designator, c: Coord) -> tuple:
        """(size_t operand, member type) of an offsetof designator whose subscripts may be
        variables (a.b[i].c), as the constant member_offset does."""
        st = self.m.ir_type(self.m.size_t)
        if isinstance(designator, c_ast.ArrayRef):
            base, inner = self.runtime_offset(t, designator.name, c)
            if not isinstance(inner, CArray):
                self.u.const_int(designator)   # (the error)
            index = self.convert(self.rvalue(designator.subscript), self.m.size_t, c)
            scaled = self.assign(BinOp("*", index, Const(self.m.sizeof(inner.elem) or 0, st)), st, c)
            return self.assign(BinOp("+", base, scaled), st, c), inner.elem
        if isinstance(designator, c_ast.StructRef):
            base, inner = self.runtime_offset(t, designator.name, c)
            f = inner.field(designator.field.name) if isinstance(inner, CStruct) else None
            if f is None:
                raise FrontendError(f"{c}: offsetof: no member '{designator.field.name}'")
            return self.assign(BinOp("+", base, Const(f.offset, st)), st, c), f.type
        try:
            off, member = self.u.member_offset(t, designator)
        except _NotConst:
            raise FrontendError(f"{c}: offsetof: not a member designator: {source_text(designator)}")
        return Const(off, st), member

    def register_cleanup(self, node, args, c: Coord) -> Value:
        """`T v __attribute__((cleanup(f)))` (the marker call `__absint_cleanup(f, &v)` after the
        declaration, see preprocess.strip_attributes): f(&v) runs as v's block is left."""
        sym = self.u.lookup(args[0].name) if isinstance(args[0], c_ast.ID) else None
        if sym is None or sym.kind != "func" or not self.cleanups:
            self.unsupported(node, "cleanup attribute (its function is not one of the program's)")
            return Value(None, CVoid())
        addr = self.rvalue(args[1])
        params = sym.type.params
        op = self.convert(addr, params[0], c) if params else addr.op
        self.p.used.add(sym.name)
        self.cleanups[-1].append(Call(None, sym.name, (op,), c))
        return Value(None, CVoid())

    def handler_may_run(self, handler, hargs: tuple, c: Coord, value=None, ftype=None) -> None:
        """A callback registered with a library function (CALLBACK_REGISTRARS: `signal(sig, h)`,
        `atexit(h)`, `pthread_create(t, a, h, arg)`; qsort's and bsearch's comparators): h may run
        from here on, any number of times (a comparator once per comparison, a handler once per
        signal), so the registration is followed by a loop that may call it, with the arguments it
        would receive. Its body is then analysed and what it writes is seen by the code after;
        volatile globals (the sanctioned way to talk to a handler) are read as unknown anyway,
        which covers a later, asynchronous run. A handler that is not a function's name (a
        variable, a parameter, a table entry, `?:`) is called through `value`, the registration's
        operand, as the registrar's prototype `ftype` says."""
        handler = _designated(handler)
        if self.sandbox or self.b.current is None or self.u.try_const_int(handler) is not None:
            return   # (SIG_DFL, SIG_IGN: a constant, no function of the program)
        sym = self.u.lookup(handler.name) if isinstance(handler, c_ast.ID) else None
        n_args = 2 if callable(hargs) else len(hargs)
        if sym is not None and sym.kind == "func":
            callee, fn_type = sym.name, sym.type
            if fn_type.prototyped and len(fn_type.params) != n_args:
                return   # not the expected callback shape: only the registration call remains
            self.p.used.add(sym.name)
        elif value is not None and ftype is not None and isinstance(value.type, PtrT):
            callee, fn_type = value, ftype
        else:
            return
        params = fn_type.params
        it = IntT(32, True)
        head, run, after = self.b.new_node(), self.b.new_node(), self.b.new_node()
        self.b.jump(head)
        self.b.start(head)
        arrives = self.assign(Nondet(it, "the callback runs"), it, c)
        self.b.branch(arrives, run, after, c)
        self.b.start(run)
        if callable(hargs):   # arguments built inside the branch (they may add guards)
            hargs = hargs()
        ops = []
        for op, pt in zip(hargs, params or [None] * len(hargs)):
            want = self.u.ir_value_type(pt) if pt is not None else op.type
            ops.append(op if op.type == want else self.assign(Cast(op, want), want, c))
        ret = None
        if not isinstance(fn_type.ret, (CVoid, CStruct)):
            ret = self.temp(self.m.ir_type(fn_type.ret))
        if isinstance(callee, str):
            self.emit(Call(ret, callee, tuple(ops), c))
        else:
            self.emit(Call(ret, callee, tuple(ops), c, (), pointer_source_name(handler)))
        self.b.jump(head)
        self.b.start(after)

    def struct_arg(self, v: Value, t: CStruct, c: Coord, text: str):
        """A struct argument (`text` in the source): copied into a fresh block whose address is
        passed."""
        a = self.struct_temporary(t, "arg", "argument", c)
        self.copy_struct(a, "argument", LValue("mem", t, addr=v.op, name=text), t, c)
        return a

    def struct_temporary(self, t: CStruct, tag: str, display: str, c: Coord):
        """A fresh local block of struct t (`<tagN>`, shown as `display`), declared here: its
        address."""
        size = self.m.sizeof(t)
        self.temp_count += 1
        bname = f"{self.name}.<{tag}{self.temp_count}>"
        self.blocks.append(MemBlock(bname, "local", size, 1, None, coord=c, display=display))
        self.emit(DeclBlock(bname, Const(size, self.m.ir_type(self.m.size_t)), c))
        return self.assign(AddrOf(bname), PtrT(size, self.m.ptr_size * 8), c)

    def special_call(self, name: str, node, args, c: Coord):
        if name == CLEANUP_CALL and len(args) == 2:
            return self.register_cleanup(node, args, c)
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
        row = libspec.lookup(callee)
        if row is None:
            return ()
        out = list(self.argument_range_site(callee, row, args, ops, c))
        spec = row.access
        for arg, role, access, _length in spec:
            if arg in row.nullable and arg < len(args) and self.is_null_constant(args[arg]):
                continue    # (mbstowcs(NULL, s, 0): nothing is written)
            if arg < len(ops):
                extent, esize = self.array_extent(args[arg])
                out.append(CheckSite(self.p.next_site(), c, self.name, access, "call",
                                     pointer_name(args[arg]), pointer=ops[arg], callee=callee,
                                     arg=arg, role=role, extent=extent, elem_size=esize,
                                     unsupported=self.taint))
        fmt = libspec.FORMATS.get(callee)
        if fmt is not None:
            farg, first, kind, _wide = fmt
            literal = farg < len(args) and isinstance(args[farg], c_ast.Constant) and \
                args[farg].type == "string"
            if first is not None and farg < len(args) and not literal:
                # a format held in a variable (or returned by a call): each pointer argument
                # may be a %s (or a %n, or a scanf destination); the model reads the format
                # from the state when it can
                for ai in range(first, len(ops)):
                    if isinstance(ops[ai].type, PtrT):
                        out.append(CheckSite(self.p.next_site(), c, self.name,
                                             "read" if kind == "print" else "write", "call",
                                             pointer_name(args[ai]), pointer=ops[ai],
                                             callee=callee, arg=ai,
                                             role=libspec.FORMAT_ARGUMENT,
                                             unsupported=self.taint))
            if literal and first is not None:
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
                st = self.m.ir_type(self.m.size_t)
                for k, size in format_store_args(text, kind, self.m):
                    ai = first + k
                    if ai < len(ops) and isinstance(ops[ai].type, PtrT):
                        # scanf's %d, %lf, ... and printf's %n store an object of their size
                        out.append(CheckSite(self.p.next_site(), c, self.name, "write", "pointer",
                                             pointer_name(args[ai]), pointer=ops[ai],
                                             length=Const(size, st), unsupported=self.taint))
        return tuple(out)

    def argument_range_site(self, callee: str, row, args, ops, c: Coord) -> tuple:
        """An integer argument that must lie in [lo, hi] (isalpha's: EOF or an unsigned char),
        checked as the index argument - lo of a table of hi - lo + 1 entries."""
        if row.arg_range is None or row.arg_range[0] >= len(ops):
            return ()
        i, lo, hi = row.arg_range
        op = ops[i]
        if not isinstance(op.type, IntT):
            return ()
        shifted = self.assign(BinOp("-", op, Const(lo, op.type)), op.type, c) if lo else op
        text = source_text(args[i])
        return (CheckSite(self.p.next_site(), c, self.name, "read", "index",
                          "EOF or an unsigned char value (C11 7.4p1)" if (lo, hi) == (-1, 255)
                          else f"{lo}..{hi}",
                          index=shifted, extent=Const(hi - lo + 1, op.type), index_text=text,
                          elem_size=1, callee=callee, arg=i, base=lo,
                          unsupported=self.taint),)

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
        # not [] nor GNU [0] (flexible array members), nor a trailing [1] (the struct hack)
        if isinstance(t, CArray) and t.count and not (
                t.count == 1 and self.trailing_hack(node, self.coord(node))):
            size = self.m.sizeof(t)
            if size is not None:
                return Const(size, self.m.ir_type(self.m.size_t)), self.m.sizeof(t.elem) or 1
        return None, 1


# glibc/gcc _FORTIFY_SOURCE variants: name -> positions of the extra arguments (flag, object size)
_CHK_EXTRA = {name: (-1,) for name in ("memcpy", "memmove", "mempcpy", "memset", "strcpy", "stpcpy",
                                        "strncpy", "stpncpy", "strcat", "strncat", "wmemcpy",
                                        "wmemmove", "wmemset", "wcscpy", "wcsncpy", "wcscat", "wcsncat")}
_CHK_EXTRA.update({"sprintf": (1, 2), "vsprintf": (1, 2), "snprintf": (2, 3), "vsnprintf": (2, 3),
                   "printf": (0,), "vprintf": (0,), "fprintf": (1,), "vfprintf": (1,),
                   "fgets": (1,), "read": (3,), "swprintf": (2, 3)})


def _designated(expr):
    """A function designator without the `*`, `&` and casts around it (`(*memcpy)`, `(&f)`,
    `(sighandler_t)1`)."""
    while True:
        if isinstance(expr, c_ast.UnaryOp) and expr.op in ("*", "&"):
            expr = expr.expr
        elif isinstance(expr, c_ast.Cast):
            expr = expr.expr
        else:
            return expr


def _named_function(expr, unit):
    """The ID of the function a callee expression designates by its name (see _designated), or
    None."""
    expr = _designated(expr)
    if isinstance(expr, c_ast.ID):
        sym = unit.lookup(expr.name)
        if sym is None or sym.kind == "func":
            return expr
    return None


def _param_function(ftype, k: int):
    """The function type a prototype's k-th parameter points to (a callback's), or None."""
    params = getattr(ftype, "params", None) or ()
    pt = params[k] if k < len(params) else None
    if isinstance(pt, CPtr) and isinstance(pt.target, CFunc):
        return pt.target
    return pt if isinstance(pt, CFunc) else None


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


def format_store_args(text: str, kind: str, m) -> list:
    """[(vararg position, bytes)] of the conversions that store a number through their argument:
    every scanf conversion but %s, %[, %c (and suppressed ones); printf's %n (see
    libspec.stored_size)."""
    if kind == "scan":
        stores = [(k, size, conv) for k, _, size, conv in libspec.scan_conversions(text)
                  if conv in "diouxXaAeEfFgGpn"]
    else:
        stores = [(k, size, conv) for k, _, size, conv in libspec.print_conversions(text)
                  if conv == "n"]
    return [(k, libspec.stored_size(conv, size, m.ptr_size, m.long_double_size))
            for k, size, conv in stores]


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

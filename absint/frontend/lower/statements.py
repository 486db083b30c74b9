"""Statements (StatementLowering, a part of FunctionLowerer): a function's body into a CFG, local
declarations, control flow (if, loops, switch, goto, return), conditions as guards, and the
conditions stored in flags that a later test may evaluate again (absint.frontend.flags).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from pycparser import c_ast

from absint.frontend import cvalues
from absint.frontend.ctype import (CArray, CFloat, CFunc, CInt, CPtr, CStruct, CVoid, is_char_elem,
                                   is_scalar)
from absint.frontend.errors import FrontendError
from absint.frontend.flags import (FlagDef, FlagTest, available_links, condition_reads,
                                   expect_argument, has_side_effects, is_truth_value)
from absint.frontend.lower.common import (SETJMP, Sym, Value, _EXPR_NODES, _squash, adjust_param,
                                          address_taken, block_shape, has_vla_dim, inner_elem,
                                          member_names,
                                          promote, source_text, temporary_display, usual, walk)
from absint.ir.nodes import (AddrOf, Assign, BinOp, Const, Coord, DeclBlock, Function, IntT,
                             MemBlock, Nondet, PtrT, Return, Store, Var)


@dataclass
class _Loop:
    brk: Optional[int]
    cont: Optional[int]
    cleanups: int = 0     # how many scopes of cleanups were open where the loop (or switch) began


class StatementLowering:
    """The statements of a function body, and its conditions."""

    # ---- whole function
    def lower_function(self, fd: c_ast.FuncDef, t: CFunc) -> Function:
        u = self.u
        u.push()
        c = self.coord(fd)
        self.addr_taken = address_taken(fd)
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
            named = None
            if isinstance(pt, CStruct):
                named = member_names(self.m, pt, f"{pname}.")
            elif isinstance(pt, CPtr) and isinstance(pt.target, CStruct):
                named = member_names(self.m, pt.target, f"{pname}->")
            if named:
                self.members.append((vname, tuple(named)))
            if isinstance(pt, CStruct):
                # struct parameters arrive by reference to the caller's copy
                v = Var(vname, PtrT(self.m.sizeof(pt), self.m.ptr_size * 8))
                self.params.append(v)
                u.scopes[-1][pname] = Sym("mem", pt, addr_var=v, display=pname)
                continue
            v = Var(vname, self.m.ir_type(pt))
            self.params.append(v)
            if pname in self.addr_taken:
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
                        self.b.finish(), c, t.variadic, members=tuple(self.members))

    # ---- statements
    def compound(self, node: c_ast.Compound, new_scope: bool = True) -> None:
        if new_scope:
            self.u.push()
        self.cleanups.append([])
        for item in node.block_items or ():
            self.stmt(item)
        self.run_cleanups(len(self.cleanups) - 1)   # the block's end
        self.cleanups.pop()
        if new_scope:
            self.u.pop()

    def run_cleanups(self, depth: int) -> None:
        """Leaving the scopes from `depth` in (the block's end, return, break, continue): the
        `cleanup(f)` calls f(&v) of their variables, the latest declared first (gcc)."""
        if self.b.current is None:
            return
        for scope in reversed(self.cleanups[depth:]):
            for call in reversed(scope):
                self.emit(call)

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

    def s_AttributeDeclaration(self, node):
        pass   # C23 `[[fallthrough]];`

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
        if is_scalar(t) and d.name not in self.addr_taken:
            v = Var(vname, self.m.ir_type(t))
            self.locals.append(v)
            sym = Sym("var", t, var=v, display=temporary_display(d))
            if d.init is not None:   # the name is in scope inside its own initializer
                u.scopes[-1][d.name] = sym
                if isinstance(d.init, c_ast.InitList) and not d.init.exprs:
                    self.emit(Assign(v, self.fold_cast(Const(0, IntT(32, True)), v.type), c))
                else:
                    rhs = d.init.exprs[0] if isinstance(d.init, c_ast.InitList) else d.init
                    val = self.rvalue_for(rhs, t)
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
        self.loops.append(_Loop(done, head, len(self.cleanups)))
        self.stmt(node.stmt) if node.stmt is not None else None
        self.loops.pop()
        self.b.jump(head)
        self.b.start(done)

    def s_DoWhile(self, node):
        body, test, done = self.b.new_node(), self.b.new_node(), self.b.new_node()
        self.b.jump(body)
        self.b.start(body)
        self.loops.append(_Loop(done, test, len(self.cleanups)))
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
        self.loops.append(_Loop(done, step, len(self.cleanups)))
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
        loop = next((l for l in reversed(self.loops) if l.brk is not None), None)
        if loop is None:
            self.u.error(node, "break statement not within loop or switch")
        self.run_cleanups(loop.cleanups)
        self.b.jump(loop.brk)

    def s_Continue(self, node):
        loop = next((l for l in reversed(self.loops) if l.cont is not None), None)
        if loop is None:
            self.u.error(node, "continue statement not within a loop")
        self.run_cleanups(loop.cleanups)
        self.b.jump(loop.cont)

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
        self.loops.append(_Loop(done, None, len(self.cleanups)))
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
        if any(self.cleanups) and self.b.current is not None:
            self.p.diag("unsupported", self.coord(node),
                        "goto in the scope of a variable with a cleanup attribute: if it leaves "
                        "the scope, the cleanup call is not made")
        self.b.jump(self.label_node(node.name, False))

    def s_Return(self, node):
        c = self.coord(node)
        if node.expr is None:
            if self.ret is not None and not isinstance(self.ret, CVoid) and self.sret is None:
                rt = self.m.ir_type(self.ret)
                ret = Return(self.assign(Nondet(rt, "return without value"), rt, c), c)
            else:
                ret = Return(None, c)
        elif isinstance(self.ret, CStruct):
            v = self.eval(node.expr)
            self.copy_struct(self.sret, "return value", v, self.ret, c, dst_pointer=True)
            ret = Return(None, c)
        elif isinstance(self.ret, CVoid):
            self.effect(node.expr)
            ret = Return(None, c)
        elif isinstance(node.expr, c_ast.TernaryOp) and node.expr.iftrue is not None and \
                not any(self.cleanups):
            self.return_each_arm(node.expr, c)
            return
        else:
            v = self.convert(self.rvalue(node.expr), self.ret, c)
            if any(self.cleanups):   # the value is taken before the cleanups run
                v = self.assign(v, self.m.ir_type(self.ret), c)
            ret = Return(v, c)
        self.run_cleanups(0)   # (between the value and the return)
        self.emit(ret)
        self.b.jump(self.b.exit)

    def return_each_arm(self, expr, c) -> None:
        """`return c ? a : b;` as `if (c) return a; else return b;`, each arm converted to the
        conditional's type, then to the function's: the same value. Two returns keep the two
        cases apart in a summary (the exit's split by the value returned), where the arms joined
        in one temporary forgot which state gave which value: `return v ? v->type : 0;` lost
        `ret == v->type`, and a caller's `switch (get_type(v))` tested nothing of v."""
        common = self.type_of(expr)
        arms = (self.b.new_node(), self.b.new_node())
        self.cond(expr.cond, *arms)
        for n, e in zip(arms, (expr.iftrue, expr.iffalse)):
            self.b.start(n)
            v = self.convert(Value(self.convert(self.rvalue(e), common, c), common), self.ret, c)
            self.emit(Return(v, c))
            self.b.jump(self.b.exit)

    # ---- conditions
    def cond(self, node, t_node: int, f_node: int) -> None:
        c = self.coord(node)
        k = self.u.try_const_truth(node) if not self.has_side_effects(node) else None
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

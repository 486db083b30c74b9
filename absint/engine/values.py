"""Transfer functions on scalars and pointers: assignments, arithmetic, comparisons, guards.

A mixin of Analyzer (absint.engine.interp): methods take the current Frame and AbsState and return
a new AbsState. A pointer variable's numeric value is its offset (see absint.memory.state).
"""
from __future__ import annotations

from dataclasses import replace
from math import gcd
from typing import Optional

from absint.domains.linear import Linear
from absint.domains.ranges import NEGATED, divmod_range, is_int, mul_ranges
from absint.engine.frames import Frame
from absint.engine.limits import WIDE
from absint.ir import nodes as ir
from absint.ir.wrapping import unwrapping
from absint.memory.blocks import Ptr
from absint.memory.state import NULL, PC, UNINIT, UNKNOWN, AbsState, nonnull_var
from absint.memory.trees import (
    exact_tree,
    linear_of_tree,
    modular_linear,
    subst_tree,
    tree_exact,
    tree_names,
    type_range,
)


def var_index(num):
    """A container answering `name in` for num's variables quickly (its index when it has one: the
    variable tuple is scanned linearly)."""
    index = getattr(num, "_index", None)
    return index if isinstance(index, dict) else num.vars


def with_form(state: AbsState, name: str, form) -> AbsState:
    """state with name's exact form over entry symbols set (None: dropped)."""
    if form is None:
        if name not in state.forms:
            return state
        forms = dict(state.forms)
        del forms[name]
    else:
        if state.forms.get(name) == form:
            return state
        forms = dict(state.forms)
        forms[name] = form
    return replace(state, forms=forms)


class ValueTransfer:
    # ------------------------------------------------------------------ numeric helpers
    @staticmethod
    def ens(num, *names):
        return num

    def simplify(self, num, lin: Linear) -> Linear:
        """Substitute variables the state pins to one value (keeps relational assigns simple)."""
        coeffs, const = {}, lin.const
        present = var_index(num)
        exact = type(lin) is Linear
        pinned = not exact
        for v, k in (lin.terms() if exact else lin.coeffs.items()):
            if v in present:
                lo, hi = num.interval(v)
                if lo is not None and lo == hi:
                    const += k * lo
                    pinned = True
                    continue
            coeffs[v] = k
        return Linear(coeffs, const) if pinned else lin    # (Linear is immutable)

    def bounds(self, state: AbsState, lin) -> tuple:
        if isinstance(lin, Linear):
            lin = self.simplify_missing(state.num, lin)
            if lin is None:
                return None, None
            lin = self.simplify(state.num, lin)
        elif isinstance(lin, str) and lin not in state.num.vars:
            return None, None
        return state.num.bounds(lin)

    @staticmethod
    def simplify_missing(num, lin: Linear):
        present = var_index(num)
        if all(v in present for v in lin.coeffs):
            return lin
        return None

    def entails(self, state: AbsState, lhs, op, rhs) -> bool:
        present = var_index(state.num)
        for e in (lhs, rhs):
            names = e.coeffs if isinstance(e, Linear) else ([e] if isinstance(e, str) else [])
            if any(n not in present for n in names):
                return False
        d = self.simplify(state.num, Linear.of(lhs) - Linear.of(rhs))
        return state.num.entails(d, op, 0)

    def assign_num(self, state: AbsState, name: str, lin, typ=None, arith=False) -> AbsState:
        """name := lin (a Linear over present variables, an int), wrapped into typ's range.
        arith: lin is the result of signed arithmetic, whose overflow is undefined behaviour: the
        executions that go on are those where it did not overflow (as Frama-C's EVA does after
        its overflow alarm); a result that overflows in every execution is any value."""
        num = state.num
        form = None
        if isinstance(lin, Linear):
            present = var_index(num)
            missing = [v for v in lin.coeffs if v not in present]
            if missing:
                return self.assign_interval(state, name, *type_range(typ))
            if (state.forms or any(v.startswith(("in:", "len(")) for v in lin.coeffs)) and \
                    "(" not in name:
                form = self.form_of(state, lin)
            lin = self.simplify(num, lin)
            if lin.is_const():
                lin = lin.const
        num = self.ens(num, name)
        lo_t, hi_t = type_range(typ)
        if lo_t is not None:
            lo, hi = num.bounds(lin) if isinstance(lin, Linear) else (lin, lin)
            if lo is None or hi is None or lo < lo_t or hi > hi_t:
                if arith and typ.signed and isinstance(lin, Linear) and \
                        (hi is None or hi >= lo_t) and (lo is None or lo <= hi_t):
                    num = num.assign(name, lin)
                    # (a 64-bit type's bounds are beyond WIDE: kept infinite, see assign_interval)
                    if lo_t > -WIDE:
                        num = num.assume(name, ">=", lo_t)
                    if hi_t < WIDE:
                        num = num.assume(name, "<=", hi_t)
                    return with_form(state.with_num(num).set_cong(name, self.cong_of(state, lin)),
                                     name, form)
                return self.assign_wrapped(state, name, lin, typ, lo, hi)
            if isinstance(lin, Linear) and (lo <= -WIDE or hi >= WIDE):
                return self.assign_interval(state, name, lo, hi)
        if not isinstance(lin, Linear) and abs(lin) >= WIDE:
            return self.assign_interval(state, name, lin, lin)
        return with_form(state.with_num(num.assign(name, lin)).set_cong(name, self.cong_of(state, lin)),
                         name, form)

    @staticmethod
    def form_of(state, lin: Linear):
        """lin as a Linear over entry symbols (see AbsState.forms), or None."""
        coeffs, const = {}, lin.const
        for v, k in lin.coeffs.items():
            if v.startswith("in:"):
                coeffs[v] = coeffs.get(v, 0) + k
                continue
            f = state.forms.get(v)
            if f is None:
                lo, hi = state.num.interval(v)
                if lo is not None and lo == hi:
                    const += k * lo
                    continue
                # a string length still equal to its entry value (of a parameter's string that
                # nothing changed: `wcslen(data)` reads len(arg:f.data) == in:len(arg:f.data))
                ev = "in:" + v
                if v.startswith("len(") and ev in var_index(state.num) and \
                        state.num.entails(Linear.var(v), "==", Linear.var(ev)):
                    coeffs[ev] = coeffs.get(ev, 0) + k
                    continue
                return None
            const += k * f.const
            for w, c in f.coeffs.items():
                coeffs[w] = coeffs.get(w, 0) + k * c
        out = Linear(coeffs, const)
        return out if out.coeffs else None

    @staticmethod
    def cong_of(state, lin):
        """(m, r) with lin == r (mod m) from the congruences of its variable, or None."""
        if not isinstance(lin, Linear):
            return (0, lin)
        if lin.is_const():
            return (0, lin.const)
        if len(lin.coeffs) != 1:
            return None
        (v, k), = lin.coeffs.items()
        cv = state.cong.get(v)
        if cv is None:
            return None
        m, r = abs(k * cv[0]), k * cv[1] + lin.const
        if m == 1:
            return None
        return (m, r % m) if m else (0, r)

    def assign_wrapped(self, state, name, lin, typ, lo, hi):
        span = 1 << typ.bits
        lo_t, hi_t = typ.min, typ.max
        num = self.ens(state.num, name)
        if lo is not None and hi is not None and typ is not None:
            # the whole range lands in one wrapped window: shift it (exact, keeps relations)
            k = (lo - lo_t) // span
            if (hi - lo_t) // span == k and typ.signed is False and hi - k * span < WIDE:
                shifted = (lin - k * span) if isinstance(lin, Linear) else lin - k * span
                return with_form(state.with_num(num.assign(name, shifted)).set_cong(name, None),
                                 name, None)
        # signed overflow is undefined: any value; unsigned wrap of a wide range: the whole type
        return self.assign_interval(state, name, lo_t, hi_t)

    def assign_interval(self, state, name, lo, hi):
        num = self.ens(state.num, name)
        # bounds beyond +/-2**62 are kept infinite: the Pentagon's native closure works on int64
        # bounds, and a 64-bit unsigned maximum carries no information a check could use
        if lo is not None and abs(lo) >= WIDE:
            lo = None if lo < 0 else WIDE
        if hi is not None and abs(hi) >= WIDE:
            hi = None if hi > 0 else -WIDE
        state = state.set_cong(name, (0, lo) if lo is not None and lo == hi else None)
        return with_form(state.with_num(num.assign_interval(name, lo, hi)), name, None)

    # ------------------------------------------------------------------ operands
    def lin(self, frame: Frame, op) -> Optional[Linear]:
        """The Linear of an integer or pointer operand (a pointer's is its offset)."""
        if isinstance(op, ir.Const):
            if isinstance(op.value, float):
                return None
            return Linear.const(int(op.value))
        if isinstance(op, ir.Var):
            if isinstance(op.type, ir.FloatT):
                return None
            return Linear.var(frame.q(op.name))
        return None

    def op_bounds(self, state, frame, op) -> tuple:
        lin = self.lin(frame, op)
        if lin is None:
            return None, None
        return self.bounds(state, lin)

    def ptr_of(self, state: AbsState, frame: Frame, op) -> tuple:
        """(Ptr, offset Linear) of a pointer operand."""
        if isinstance(op, ir.Const):
            if op.value == 0:
                return Ptr(frozenset({NULL}), 1), Linear.const(0)
            return Ptr(frozenset({UNKNOWN}), 1), Linear.const(0)
        name = frame.q(op.name)
        p = state.pts.get(name)
        if p is None:
            return Ptr(frozenset(), 1), Linear.var(name)
        return p, Linear.var(name)

    def set_pointer(self, state: AbsState, name: str, ptr: Ptr, offset) -> AbsState:
        state = state.kill_defs(name)
        if offset is None:
            state = self.assign_interval(state, name, None, None)
        else:
            state = self.assign_num(state, name, offset)
        return state.set_pts(name, ptr)


    def do_assign(self, frame: Frame, dst: ir.Var, expr, state: AbsState) -> AbsState:
        name = frame.q(dst.name)
        typ = dst.type
        taint = self.expr_tainted(frame, expr, state)
        inp = self.expr_inputs(frame, expr, state)
        state = self._assign(frame, name, typ, expr, state)
        state = state.mark_input(name, inp)
        if taint:
            state = replace(state, tainted=state.tainted | {name})
        elif name in state.tainted:
            state = replace(state, tainted=state.tainted - {name})
        return state

    def expr_inputs(self, frame, expr, state) -> bool:
        if isinstance(expr, ir.Nondet):
            return True
        for x in vars(expr).values() if not isinstance(expr, (ir.Var, ir.Const)) else [expr]:
            if isinstance(x, ir.Var) and frame.q(x.name) in state.inputs:
                return True
        return False

    def op_input(self, frame, op, state) -> bool:
        return isinstance(op, ir.Var) and frame.q(op.name) in state.inputs

    def expr_tainted(self, frame, expr, state) -> bool:
        if not state.tainted:
            return False
        for x in vars(expr).values() if not isinstance(expr, (ir.Var, ir.Const)) else [expr]:
            if isinstance(x, ir.Var) and frame.q(x.name) in state.tainted:
                return True
        return False

    def _assign(self, frame, name, typ, expr, state: AbsState) -> AbsState:
        tree = self.def_tree(frame, expr, state, typ)
        state = self.rebase_defs(state, name)
        state = state.kill_defs(name)
        if isinstance(typ, ir.FloatT):
            return state.drop_names([name])
        if isinstance(typ, ir.PtrT):
            return self.assign_pointer(frame, name, typ, expr, state)
        state = state.set_pts(name, None) if name in state.pts else state
        state = self.assign_int(frame, name, typ, expr, state)
        if tree is not None and tree[0] == "var" and isinstance(typ, ir.IntT):
            tree = ("copy", tree)   # a plain copy: remembered so a later redefinition can rebase
        if tree is not None and tree[0] != "var" and name not in tree_names(tree):
            defs = dict(state.defs)
            defs[name] = tree
            state = self.same_value(replace(state, defs=defs), name)
        return state

    def same_value(self, state, name):
        """Variables whose definitions compute the same exact value are equal (value numbering):
        `t = n + 1` after `p = malloc(n + 1)` is size(p)."""
        form = self._form(state, name)
        if form is None or form[1:] == (1, 0):
            return state
        num = state.num
        for w, tree in state.defs.items():
            # (the linear form alone first: checking that a tree cannot wrap costs bounds queries)
            if w != name and linear_of_tree(tree) == form and w in num.vars \
                    and self._form(state, w) == form:
                num = num.assume(name, "==", w)
                break
        return state.with_num(num)

    def rebase_defs(self, state, name):
        """`name` is about to change: definitions over it are kept by rewriting them over a
        variable still equal to its old value (`t = i; i = i - 1` keeps i's definition via t)."""
        # only the decrement/increment idiom needs it: a temporary t = name +/- c
        users = [w for w, tree in state.defs.items()
                 if w != name and tree[0] in ("+", "-") and tree[1][0] == "var"
                 and tree[1][1] == name and tree[2][0] == "const"]
        if not users or name not in state.num.vars:
            return state
        alias = next((w for w, tree in state.defs.items()
                      if tree[0] == "copy" and tree[1][1] == name and w in state.num.vars), None)
        if alias is None:
            return state
        defs = dict(state.defs)
        for w in users:
            defs[w] = subst_tree(defs[w], name, alias)
        return replace(state, defs=defs)

    def def_tree(self, frame, expr, state, dst_type=None):
        """A definition tree for t := expr when expr is a cast/+/-/* of vars and constants."""
        def leaf(op):
            if isinstance(op, ir.Const) and is_int(op.value):
                return ("const", op.value)
            if isinstance(op, ir.Var) and isinstance(op.type, ir.IntT):
                n = frame.q(op.name)
                if op.name.startswith("%"):   # a temporary: look through its definition
                    return state.defs.get(n, ("var", n, op.type))
                return ("var", n, op.type)    # a program variable is the root users think in
            return None
        if isinstance(expr, (ir.Var, ir.Const)):
            return leaf(expr)
        if isinstance(expr, ir.Cast) and isinstance(expr.to, ir.IntT):
            c = leaf(expr.operand)
            return None if c is None else ("cast", c, expr.to)
        if isinstance(expr, ir.UnOp) and expr.op == "-" and isinstance(dst_type, ir.IntT):
            c = leaf(expr.operand)
            return None if c is None else ("-", ("const", 0), c, dst_type)
        if isinstance(expr, ir.BinOp) and expr.op in ("+", "-", "*"):
            a, b = leaf(expr.left), leaf(expr.right)
            if a is None or b is None:
                return None
            if expr.op == "*" and a[0] != "const" and b[0] != "const":
                # a factor the state fixes is a constant (assign_binop keeps such a product
                # linear): `n * m` of a wrapper called with m == sizeof(int)
                fixed = [self.bounds(state, self.lin(frame, op)) for op in (expr.left, expr.right)]
                k = next((i for i, (lo, hi) in enumerate(fixed) if lo is not None and lo == hi), None)
                if k is None:
                    return None
                if k == 0:
                    a = ("const", fixed[0][0])
                else:
                    b = ("const", fixed[1][0])
            return (expr.op, a, b, dst_type)
        return None

    def assign_int(self, frame, name, typ, expr, state: AbsState) -> AbsState:
        L = lambda op: self.lin(frame, op)  # noqa: E731
        if isinstance(expr, (ir.Var, ir.Const)):
            if isinstance(expr, ir.Var) and isinstance(expr.type, ir.PtrT):
                return self.assign_interval(state, name, *type_range(typ))
            lin = L(expr)
            if lin is None:
                return self.assign_interval(state, name, *type_range(typ))
            return self.assign_num(state, name, lin, typ)
        if isinstance(expr, ir.Cast):
            src = expr.operand
            if isinstance(src, ir.Var) and isinstance(src.type, ir.PtrT):
                return self.assign_interval(state, name, *type_range(typ))
            lin = L(src)
            if lin is None:   # float -> int
                return self.assign_interval(state, name, *type_range(typ))
            return self.assign_num(state, name, lin, typ)
        if isinstance(expr, ir.Nondet):
            return self.assign_interval(state, name, *type_range(typ))
        if isinstance(expr, ir.UnOp):
            a = L(expr.operand)
            if a is None:
                return self.assign_interval(state, name, *type_range(typ))
            if expr.op == "-":
                return self.assign_num(state, name, -a, typ, arith=True)
            if expr.op == "~":
                return self.assign_num(state, name, -a - 1, typ)
            if expr.op == "!":
                if self.entails(state, a, "==", 0):
                    return self.assign_num(state, name, 1, typ)
                if self.entails(state, a, "!=", 0):
                    return self.assign_num(state, name, 0, typ)
                return self.assign_interval(state, name, 0, 1)
            return self.assign_interval(state, name, *type_range(typ))
        if isinstance(expr, ir.BinOp):
            return self.assign_binop(frame, name, typ, expr, state)
        if isinstance(expr, ir.PtrDiff):
            return self.assign_ptrdiff(frame, name, typ, expr, state)
        return self.assign_interval(state, name, *type_range(typ))

    def assign_binop(self, frame, name, typ, e: ir.BinOp, state):
        op = e.op
        a, b = self.lin(frame, e.left), self.lin(frame, e.right)
        if op in ir.REL_OPS:
            if isinstance(e.left.type, ir.PtrT) or isinstance(e.right.type, ir.PtrT):
                t = self.ptr_compare(frame, state, e)
            elif a is None or b is None:
                t = None
            else:
                t = self.truth(state, a, op, b)
            if t is None:
                return self.assign_interval(state, name, 0, 1)
            return self.assign_num(state, name, 1 if t else 0, typ)
        if a is None or b is None:
            return self.assign_interval(state, name, *type_range(typ))
        if op == "+":
            return self.assign_num(state, name, a + b, typ, arith=True)
        if op == "-":
            return self.assign_num(state, name, a - b, typ, arith=True)
        bl = self.bounds(state, b)
        al = self.bounds(state, a)
        if op == "*":
            # a factor the state fixes (a wrapper's `n * size` called with size 1) keeps the
            # product linear in the other: a block of `n` bytes, not of [1, 1000]
            if bl[0] is not None and bl[0] == bl[1]:
                return self.assign_num(state, name, a * bl[0], typ, arith=True)
            if al[0] is not None and al[0] == al[1]:
                return self.assign_num(state, name, b * al[0], typ, arith=True)
            return self.assign_range(state, name, mul_ranges(al, bl), typ)
        if op in ("<<", ">>"):
            return self.assign_shift(state, name, typ, e, a, al, bl)
        if op in ("/", "%"):
            return self.assign_range(state, name, divmod_range(op, al, bl), typ)
        if op == "&":
            his = [x[1] for x in (al, bl) if x[0] is not None and x[0] >= 0 and x[1] is not None]
            if his:
                return self.mask_facts(self.assign_range(state, name, (0, min(his)), typ),
                                       name, typ, (a, al), (b, bl))
            return self.assign_interval(state, name, *type_range(typ))
        if op in ("|", "^"):
            if al[0] is not None and bl[0] is not None and al[0] >= 0 and bl[0] >= 0 \
                    and al[1] is not None and bl[1] is not None:
                top = (1 << max(al[1], bl[1]).bit_length()) - 1
                return self.assign_range(state, name, (0, top), typ)
            return self.assign_interval(state, name, *type_range(typ))
        return self.assign_interval(state, name, *type_range(typ))

    def mask_facts(self, state, name, typ, *operands):
        """name := x & c, x >= 0, c a constant: name <= x, and a multiple of 2**k when c's k low
        bits are clear (`len & ~7`, the whole words of a string: 0, 8, 16, ...)."""
        if not isinstance(typ, ir.IntT) or state.is_bottom():
            return state
        for (x, xl), (y, _) in (operands, operands[::-1]):
            if not y.is_const() or xl[0] is None or xl[0] < 0:
                continue
            if name not in x.coeffs and all(v in state.num.vars for v in x.coeffs):
                state = state.with_num(state.num.assume(Linear.var(name), "<=", x))
            c = y.const % (1 << typ.bits)
            k = min((c & -c).bit_length() - 1, 62) if c else 0
            if k > 0:
                state = self.tighten_congruent(state.set_cong(name, (1 << k, 0)), [name])
        return state

    def tighten_congruent(self, state, names):
        """The bounds of each of `names` with a congruence (m, r), moved to values it takes: a
        multiple of 8 in [1, 20] is in [8, 16]."""
        num = state.num
        for v in names:
            cg = state.cong.get(v)
            if not cg or cg[0] <= 1 or v not in num.vars:
                continue
            m, r = cg
            lo, hi = num.interval(v)
            nlo = None if lo is None else lo + (r - lo) % m
            nhi = None if hi is None else hi - (hi - r) % m
            if (nlo, nhi) != (lo, hi):
                num = num.with_interval(v, nlo, nhi)
        return state if num is state.num else state.with_num(num)

    def assign_shift(self, state, name, typ, e: ir.BinOp, a, al, bl):
        """a << s, a >> s. The left operand is a value of its IR type even where the Pentagon keeps
        no bound (64-bit values beyond WIDE): `(v * K) >> (64 - bits)` as a hash index is bounded by
        the type, not by what the state knows of the product. A shift by an amount outside
        [0, width) is undefined in C (x86 masks it): if the amount may be there, any value."""
        width = e.left.type.bits if isinstance(e.left.type, ir.IntT) else None
        if width is None or bl[0] is None or bl[1] is None or bl[0] < 0 or bl[1] >= width:
            return self.assign_interval(state, name, *type_range(typ))
        tlo, thi = type_range(e.left.type)
        alo = tlo if al[0] is None else max(al[0], tlo)
        ahi = thi if al[1] is None else min(al[1], thi)
        if e.op == "<<":
            if bl[0] == bl[1]:
                return self.assign_num(state, name, a * (1 << bl[0]), typ)
            if alo < 0:   # a negative value shifted left is undefined
                return self.assign_interval(state, name, *type_range(typ))
            return self.assign_range(state, name, (alo << bl[0], ahi << bl[1]), typ)
        # a >> s is monotone in a, and in s for a fixed sign: the extremes are at the corners
        lo = min(alo >> bl[0], alo >> bl[1])
        hi = max(ahi >> bl[0], ahi >> bl[1])
        return self.assign_range(state, name, (lo, hi), typ)

    def assign_range(self, state, name, rng, typ):
        lo, hi = rng
        tlo, thi = type_range(typ)
        if lo is None or hi is None or (tlo is not None and (lo < tlo or hi > thi)):
            if lo is not None and hi is not None and lo == hi and tlo is not None:
                span = 1 << typ.bits
                v = (lo - tlo) % span + tlo
                return self.assign_num(state, name, v)
            return self.assign_interval(state, name, tlo, thi)
        return self.assign_interval(state, name, lo, hi)

    def truth(self, state, a, op, b):
        if self.entails(state, a, op, b):
            return True
        if self.entails(state, a, NEGATED[op], b):
            return False
        return None

    def ptr_compare(self, frame, state, e):
        pa, la = self.ptr_of(state, frame, e.left) if isinstance(e.left.type, ir.PtrT) or \
            isinstance(e.left, ir.Const) else (None, None)
        pb, lb = self.ptr_of(state, frame, e.right) if isinstance(e.right.type, ir.PtrT) or \
            isinstance(e.right, ir.Const) else (None, None)
        if pa is None or pb is None:
            return None
        if e.op in ("==", "!=") and pa.targets == {NULL} and pb.targets == {NULL}:
            return e.op == "=="
        if e.op in ("==", "!=") and (pa.targets == {NULL} or pb.targets == {NULL}):
            other = pb if pa.targets == {NULL} else pa
            if other.targets and NULL not in other.targets and UNKNOWN not in other.targets:
                return e.op == "!="
            return None
        if len(pa.targets) == 1 and pa.targets == pb.targets and pa.unit == pb.unit \
                and not pa.targets & {NULL, UNKNOWN}:
            return self.truth(state, la, e.op, lb)
        return None

    def assign_ptrdiff(self, frame, name, typ, e: ir.PtrDiff, state):
        pa, la = self.ptr_of(state, frame, e.left)
        pb, lb = self.ptr_of(state, frame, e.right)
        if len(pa.targets) == 1 and pa.targets == pb.targets and pa.unit == pb.unit \
                and not pa.targets & {NULL, UNKNOWN}:
            if pa.unit == e.scale:
                return self.assign_num(state, name, la - lb, typ)
            lo, hi = self.bounds(state, (la - lb) * pa.unit)
            rng = (None if lo is None else -((-lo) // e.scale) if lo < 0 else lo // e.scale,
                   None if hi is None else (hi // e.scale if hi >= 0 else -((-hi) // e.scale)))
            return self.assign_range(state, name, rng, typ)
        return self.assign_interval(state, name, *type_range(typ))

    # pointers ----------------------------------------------------------------------------------
    def assign_pointer(self, frame, name, typ, expr, state: AbsState) -> AbsState:
        if isinstance(expr, ir.Cast):
            src = expr.operand
            if isinstance(src, ir.Var) and isinstance(src.type, ir.PtrT):
                expr = src
            elif isinstance(src, ir.Const) and src.value == 0:
                expr = src
            else:
                return self.set_pointer(state, name, Ptr(frozenset({UNKNOWN}), 1), None)
        if isinstance(expr, (ir.Var, ir.Const)):
            if isinstance(expr, ir.Var) and not isinstance(expr.type, ir.PtrT):
                return self.set_pointer(state, name, Ptr(frozenset({UNKNOWN}), 1), None)
            p, off = self.ptr_of(state, frame, expr)
            if not p.targets:
                return self.set_pointer(state, name, p, None)
            return self.set_pointer(state, name, p, off)
        if isinstance(expr, ir.AddrOf):
            if expr.function:
                return self.set_pointer(state, name, Ptr(frozenset({"fn:" + expr.block}), 1), 0)
            state = self.ensure_block(state, expr.block)
            return self.set_pointer(state, name, Ptr(frozenset({expr.block}),
                                                     self.info(expr.block).unit), 0)
        if isinstance(expr, ir.PtrAdd):
            p, off = self.ptr_of(state, frame, expr.base)
            idx = self.pointer_index(frame, state, expr.index)
            if idx is None or expr.index is None:
                return self.set_pointer(state, name, p, None)
            u, s = p.unit, expr.scale
            if s % u == 0:
                return self.set_pointer(state, name, p, off + idx * (s // u))
            g = gcd(u, s)
            new = off * (u // g) + idx * (s // g)
            return self.offset_def(self.set_pointer(state, name, Ptr(p.targets, g), new), name, new)
        if isinstance(expr, ir.Nondet) and expr.reason == "uninitialized":
            # no target yet (using it is reported as an access to unknown memory); at joins its
            # offset takes the other side's (absint.memory.state: _align)
            return self.set_pointer(state, name, Ptr(frozenset({UNINIT}), typ.target_size or 1),
                                    None)
        return self.set_pointer(state, name, Ptr(frozenset({UNKNOWN}), 1), None)

    def pointer_index(self, frame, state, op) -> Optional[Linear]:
        """A PtrAdd's index. The front end makes it signed: `buf + off`, off a size_t, indexes by
        `(ptrdiff_t) off`, which wraps for off >= 2**63, so a summary over an unknown off kept
        nothing of it (`return buf + off` was at [-inf, +inf]); `out[len + 1]` wraps in size_t
        first. An index whose definition may wrap is taken as its value modulo 2**64
        (modular_linear): the address is the same, so an offset proven within a block (smaller
        than 2**63 bytes) is the machine's offset, and one past it is past it anyway (C11
        6.5.6p8)."""
        lin = self.lin(frame, op)
        if not isinstance(op, ir.Var) or not op.name.startswith("%"):
            return lin
        if op.name not in self.unwrapping(frame.fn)[0]:
            return lin
        tree = state.defs.get(frame.q(op.name))
        if tree is None or tree_exact(state, tree):
            return lin    # the definition kept the value and its relations
        return modular_linear(state, tree) or lin

    def bound_unwrapped_result(self, state, fn: ir.Function, name: str):
        """The caller's pointer `name` just received from fn: an offset fn may have computed from
        an unwrapped index (absint.ir.wrapping) is kept only where it is within 2**62 here, where
        it is the machine's offset; otherwise it is forgotten, so no order of the caller's reads
        it the wrong way round."""
        p = state.pts.get(name)
        if p is None or name not in state.num.vars or not self.unwrapping(fn)[1]:
            return state
        lo, hi = state.num.interval(name)
        if lo is not None and hi is not None and -WIDE < lo and hi < WIDE:
            return state
        return self.set_pointer(state, name, p, None)

    def unwrapping(self, fn: ir.Function) -> tuple:
        """(the indexes fn's pointer steps take unwrapped, may fn return a pointer computed from
        one): none where fn may compare, store or pass on such a pointer (absint.ir.wrapping).
        Once per function."""
        memo = self.__dict__.setdefault("_unwrapping", {})
        if fn.name not in memo:
            memo[fn.name] = unwrapping(fn, frozenset(self.program.functions))
        return memo[fn.name]

    @staticmethod
    def offset_def(state, name, off: Linear):
        """Remember name's offset == k * v + c exactly when k is not 1 (`&tokens[i].end`, unit 16
        to bytes: 16 * i + 4): the Pentagon keeps no relation through a factor, the definition
        lets a check read the offset over v again (absint.engine.queries)."""
        if len(off.coeffs) != 1 or name in off.coeffs:
            return state
        (v, k), = off.coeffs.items()
        if k == 1 or v not in state.num.vars:
            return state
        defs = dict(state.defs)
        defs[name] = exact_tree(v, k, off.const)
        return replace(state, defs=defs)

    def ensure_block(self, state, block):
        if block in state.blocks:
            return state
        # a block never declared in this state (a local whose DeclBlock was not seen): static size
        mb = self._memblock(block)
        if mb is None:
            return state
        if mb.size is None:
            return state
        info = self.info(block)
        return self.allocate(state, None, block, ir.Const(mb.size, ir.IntT(64, False)), info.unit,
                             False, False, info.display, info.kind, info.is_char,
                             bool(getattr(mb, "zero_init", False)))

    def _memblock(self, name):
        """The program's MemBlock of that name (None for blocks the analysis made); one table,
        not a scan of every block of the program per DeclBlock."""
        table = getattr(self, "_memblocks", None)
        if table is None:
            table = {}
            for fn in reversed(list(self.program.functions.values())):
                for b in reversed(fn.blocks):
                    table[b.name] = b
            for b in reversed(self.program.blocks):
                table[b.name] = b
            self._memblocks = table
        return table.get(name)

    # assume ------------------------------------------------------------------------------------
    def do_assume(self, frame, cond, positive, state: AbsState) -> AbsState:
        split = state.split_on_int(_int_vars(frame, cond))
        if split is None:
            return self._do_assume(frame, cond, positive, state)
        # a character read from a string: the condition in each case (0: at or after the
        # terminator; non-zero: before it or after it), `*s == ' '` rules out the first
        name, if_zero, if_not = split
        a = self._do_assume(frame, cond, positive, if_zero)
        if _says_zero(frame, cond, positive, name):     # (`!c`: c's interval cannot exclude
            return a                                     # the non-zero values of a signed char)
        b = self._do_assume(frame, cond, positive, if_not)
        if a.is_bottom() or b.is_bottom():
            return b if a.is_bottom() else a
        return a.join(b).with_split(name, a, b)

    def _do_assume(self, frame, cond, positive, state: AbsState) -> AbsState:
        if isinstance(cond, ir.Const):
            return state if (cond.value != 0) == positive else self.lattice.bottom()
        if isinstance(cond, ir.Var):
            if isinstance(cond.type, ir.PtrT):
                return self.assume_null(frame, state, cond, not positive)
            if isinstance(cond.type, ir.FloatT):
                return state
            name = frame.q(cond.name)
            return self.assume_num(state, Linear.var(name), "!=" if positive else "==", 0)
        if isinstance(cond, ir.BinOp) and cond.op in ir.REL_OPS:
            op = cond.op if positive else NEGATED[cond.op]
            lt, rt = cond.left.type, cond.right.type
            if isinstance(lt, ir.PtrT) or isinstance(rt, ir.PtrT):
                return self.assume_ptr(frame, state, cond.left, op, cond.right)
            a, b = self.lin(frame, cond.left), self.lin(frame, cond.right)
            if a is None or b is None:
                return state
            return self.assume_num(state, a, op, b)
        return state

    def assume_num(self, state, a, op, b):
        present = var_index(state.num)
        for e in (a, b):
            if isinstance(e, Linear) and any(v not in present for v in e.coeffs):
                return state
        out = state.with_num(state.num.assume(a, op, b))
        if op in (">", ">="):
            a, b, op = b, a, {">": "<", ">=": "<="}[op]
        if op in ("<", "<=") and not out.is_bottom() and state.defs:
            out = self.assume_via_defs(out, a, op, b)
        if not out.is_bottom() and out.defs:
            names = {v for e in (a, b) if isinstance(e, Linear) for v in e.coeffs}
            out = self.refine_defs(out, names)
            out = self.refine_unsigned_casts(out, names)
        names = [v for e in (a, b) if isinstance(e, Linear) for v in e.coeffs]
        if out.cong and not out.is_bottom():
            out = self.tighten_congruent(out, names)
        if any(v in state.inputs for v in names) and not self.entails(state, a, op, b):
            # a branch decided by an input: what it constrains now depends on that input
            out = out.mark_input(names + [PC])
        return out

    def _form(self, state, name):
        """(root, k, c) with name == k * root + c exactly, from its definition, or None."""
        tree = state.defs.get(name)
        if tree is None:
            return (name, 1, 0)
        form = linear_of_tree(tree)
        if form is None or not (tree[0] == "exact" or tree_exact(state, tree)):
            return None
        return form

    def refine_defs(self, state, names):
        """A guard may rule out the wrap-around of a definition: `i = t - 1` (unsigned) then
        `t > 0` means i == t - 1 exactly (the `while (i-- > 0)` idiom)."""
        num = state.num
        for w, tree in state.defs.items():
            if w not in num.vars or tree[0] == "exact" or not (tree_names(tree) & names):
                continue
            form = linear_of_tree(tree)
            if form is None or form[0] not in num.vars or not tree_exact(state, tree):
                continue
            root, k, c = form
            lo, hi = num.interval(w)
            elo, ehi = self.bounds(state, Linear({root: k}, c))
            if (lo, hi) != (elo, ehi):
                num = num.assume(w, "==", Linear({root: k}, c))
        return state if num is state.num else state.with_num(num)

    def refine_unsigned_casts(self, state, names):
        """`(unsigned) v < k`, the one-comparison range check (`(unsigned)(c - '0') < 10`): a
        negative signed v converts to at least 2**bits - 2**(width(v) - 1); a guard that keeps
        the unsigned value below that rules out the negative values, so it equals v."""
        num = state.num
        for w in names:
            tree = state.defs.get(w)
            if tree is None or tree[0] != "cast" or w not in num.vars:
                continue
            inner, dst = tree[1], tree[2]
            src = inner[2] if inner[0] in ("var", "cast") else (inner[3] if len(inner) > 3 else None)
            if not (isinstance(src, ir.IntT) and src.signed and not dst.signed
                    and dst.bits >= src.bits):
                continue
            form = linear_of_tree(inner)
            if form is None or form[0] not in num.vars or not tree_exact(state, inner):
                continue
            hi = num.interval(w)[1]
            if hi is not None and hi < (1 << dst.bits) - (1 << (src.bits - 1)):
                root, k, c = form
                num = num.assume(w, "==", Linear({root: k}, c))
        return state if num is state.num else state.with_num(num)

    def assume_via_defs(self, state, a, op, b):
        """a < b or a <= b where other variables are known to equal b (or b + 1) by their exact
        definitions only: the Pentagon holds `a <= n` itself, but not `size == n + 1` when that
        relation lives in state.defs alone, so `a < size` is added here."""
        if not (isinstance(a, Linear) and isinstance(b, Linear) and len(b.coeffs) == 1
                and list(b.coeffs.values()) == [1] and len(a.coeffs) == 1):
            return state
        bname = b.vars[0]
        form = self._form(state, bname)
        if form is None:
            return state
        root, k, c = form
        want = (root, k, c + b.const + (1 if op == "<=" else 0))
        num = state.num
        for w, tree in state.defs.items():
            if w == bname or linear_of_tree(tree) != want or w not in num.vars:
                continue
            if self._form(state, w) == want:
                num = num.assume(a, "<", w)
        if want == (root, 1, 0) and root != bname and root in num.vars:
            num = num.assume(a, "<", root)
        return state.with_num(num)

    def assume_null(self, frame, state, var, is_null: bool):
        name = frame.q(var.name)
        cases = state.split_on(name)
        if cases is not None:
            state = cases[0] if is_null else cases[1]
        out = self.null_case(state, name, is_null)
        if is_null or out is state or out is self.lattice.bottom():
            return out
        return self.known_nonnull(out, out.pts[name].targets)

    def null_case(self, state, name: str, is_null: bool):
        """The state where pointer `name` is NULL (is_null) or is not: bottom where impossible.
        A pointer with no targets recorded is not refined (either may hold: no case dropped)."""
        p = state.pts.get(name)
        if p is None or not p.targets:
            return state
        if is_null:
            return state.set_pts(name, Ptr(frozenset({NULL}), p.unit)) \
                if p.targets & {NULL, UNKNOWN} else self.lattice.bottom()
        rest = p.targets - {NULL}
        return state.set_pts(name, Ptr(rest, p.unit)) if rest else self.lattice.bottom()

    def known_nonnull(self, state, targets):
        """A pointer designating `targets` is not NULL here: when that is one symbolic view, the
        caller's pointer it stands for is not NULL either (nonnull_var)."""
        if len(targets) != 1:
            return state
        (t,) = targets
        if not self.is_symbolic_name(t):
            return state
        nn = nonnull_var(t)
        if nn in state.num.vars and state.num.interval(nn) == (1, 1):
            return state
        return self.assign_interval(state, nn, 1, 1)

    def assume_ptr(self, frame, state, left, op, right):
        if op in ("==", "!=") and isinstance(right, ir.Const) and right.value == 0 \
                and isinstance(left, ir.Var):
            return self.assume_null(frame, state, left, op == "==")
        if op in ("==", "!=") and isinstance(left, ir.Const) and left.value == 0 \
                and isinstance(right, ir.Var):
            return self.assume_null(frame, state, right, op == "==")
        if isinstance(left, ir.Var) and isinstance(right, ir.Var):
            pa, la = self.ptr_of(state, frame, left)
            pb, lb = self.ptr_of(state, frame, right)
            if len(pa.targets) == 1 and pa.targets == pb.targets and pa.unit == pb.unit \
                    and not pa.targets & {NULL, UNKNOWN}:
                return self.assume_num(state, la, op, lb)
            # `while (s < end)`, both into one block or NULL: an order between a NULL and
            # another pointer is undefined (C11 6.5.8p5), so the order is of the offsets
            ta, tb = pa.targets - {NULL}, pb.targets - {NULL}
            if op in ("<", "<=", ">", ">=") and len(ta) == 1 and ta == tb \
                    and pa.unit == pb.unit and UNKNOWN not in ta and la is not None \
                    and lb is not None:
                return self.assume_num(state, la, op, lb)
        return state

    # memory ------------------------------------------------------------------------------------


def _int_vars(frame, cond) -> tuple:
    """The frame-qualified integer variables a condition reads."""
    ops = (cond.left, cond.right) if isinstance(cond, ir.BinOp) else (cond,)
    return tuple(frame.q(v.name) for v in ops
                 if isinstance(v, ir.Var) and isinstance(v.type, ir.IntT))


def _says_zero(frame, cond, positive, name) -> bool:
    """Does the condition (under its polarity) say that integer `name` is 0: `!c`, `c == 0`?"""
    if isinstance(cond, ir.Var):
        return not positive and frame.q(cond.name) == name
    if not isinstance(cond, ir.BinOp) or cond.op not in ("==", "!="):
        return False
    if (cond.op == "==") != positive:
        return False
    for v, k in ((cond.left, cond.right), (cond.right, cond.left)):
        if isinstance(v, ir.Var) and frame.q(v.name) == name and isinstance(k, ir.Const) \
                and k.value == 0:
            return True
    return False

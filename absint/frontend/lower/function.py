"""One function's lowering (FunctionLowerer): its state and the helpers every part uses. The parts
are mixins, one per kind of construct: statements, expressions, calls, initializers.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from absint.frontend.ctype import CArray, CStruct, CType, CVoid
from absint.frontend.lower.calls import CallLowering
from absint.frontend.lower.common import Value
from absint.frontend.lower.expressions import ExpressionLowering
from absint.frontend.lower.initializers import InitializerLowering
from absint.frontend.lower.statements import StatementLowering
from absint.ir.builder import CFGBuilder
from absint.ir.nodes import Assign, Call, Coord, Havoc, Load, Nondet, Store, Var, var_names

if TYPE_CHECKING:   # (declarations imports this module)
    from absint.frontend.lower.declarations import UnitLowerer


class FunctionLowerer(StatementLowering, ExpressionLowering, CallLowering, InitializerLowering):
    """Lowers one function body (or, in init_mode, the initializers of static storage)."""

    def __init__(self, unit: UnitLowerer, name: Optional[str], init_mode: bool = False):
        self.u = unit
        self.p = unit.p
        self.m = unit.m
        self.name = name or "<init>"
        self.init_mode = init_mode
        self.b = CFGBuilder(self.flush_steps)
        # post-increments of pointer variables whose value is dereferenced (`*p++`), deferred
        # until that access is emitted: (variable's LValue, saved old Value, op, coord). The
        # load then comes before the step, so a guard on the character read bounds the stepped
        # pointer (`while (*s++)`). Emitted before anything else reads the variable, before
        # any statement but an assignment or that access, and before control leaves the node.
        self.pending_steps: list = []
        self.locals: list = [] if not init_mode else self.p.init_locals
        self.names: set = set()
        self.blocks: list = []
        self.params: list = []
        self.members: list = []     # Function.members
        self.addr_taken: set = set()      # its locals and parameters whose address it takes
        self.temp_count = 0
        self.labels: dict = {}
        self.loops: list = []
        self.cleanups: list = []   # per open block: the Calls of its `cleanup` variables
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
        self.alloc_result: Optional[CType] = None   # the wide-character pointer type an allocation
                                                     # is cast to (see ExpressionLowering.e_Cast)

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
        if self.pending_steps:
            if isinstance(stmt, (Load, Store)) and \
                    any(stmt.addr == saved.op for _, saved, _, _ in self.pending_steps):
                self._emit(stmt)        # the access of `*p++`: the step comes after it
                self.flush_steps()
                return
            names = {lv.var.name for lv, _, _, _ in self.pending_steps}
            if not isinstance(stmt, Assign) or names & set(var_names(stmt)):
                self.flush_steps()
        self._emit(stmt)

    def flush_steps(self) -> None:
        """Emit the deferred post-increments (pending_steps), in order."""
        steps, self.pending_steps = self.pending_steps, []
        for lv, saved, op, c in steps:
            self.emit_step(lv, saved, op, c)

    def _emit(self, stmt) -> None:
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

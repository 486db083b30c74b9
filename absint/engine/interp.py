"""The abstract interpreter: transfer functions of the IR over AbsState, and the interprocedural
driver (call-string inlining up to a depth, sound summaries beyond and on recursion).

Names: a variable of the function analysed at call depth d is named `name` (d == 0) or `name#d`;
globals keep their "@" names. A pointer variable's numeric value is its offset (see
absint.memory.state). Checks are not decided here: every CheckSite reached while recording is handed
to `on_access(query)` with an AccessQuery describing the ranges to check (absint.checks decides).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from math import gcd
from typing import Callable, Optional

from absint.domains import Pentagon
from absint.domains.linear import Linear
from absint.engine.fixpoint import FixpointIterator, Strategy
from absint.ir import nodes as ir
from absint.ir.wto import flatten, weak_topological_order
from absint.memory.blocks import BlockInfo, Ptr
from absint.memory.state import _tree_vars  # noqa: E402  (cached tree walk)
from absint.memory.state import (NULL, PC, UNINIT, UNKNOWN, AbsState, BlockState, StateLattice, block_vars,
                                 cell_var, len_var, size_var, summary_var)

# Allocations larger than this many bytes are assumed to fail (malloc returns NULL; alloca and VLAs
# this large crash): no real machine can satisfy them.
ALLOC_LIMIT = 1 << 47
MAX_CELLS = 16          # per block: beyond, contents are only summarized
WIDE = 1 << 62          # larger bounds are treated as infinite (see assign_interval)


@dataclass(frozen=True)
class Range:
    """One range an access touches: [offset, offset + length) units of `block` (None: unknown memory),
    against `size` units (None: the size is unknown). `unit` is bytes per unit."""
    block: Optional[str]
    offset: Linear
    length: Linear
    size: Optional[Linear]
    unit: int = 1
    summary: bool = False     # the block summarizes several: only its size's lower bound counts


@dataclass
class AccessQuery:
    """What absint.checks needs to judge one CheckSite in one state."""
    site: ir.CheckSite
    state: AbsState
    ranges: list
    names: dict = field(default_factory=dict)   # pentagon name -> name the user reads ("i")
    tainted: bool = False

    @property
    def depends_on_input(self) -> bool:
        """Does anything the check reads (offsets, lengths, sizes) depend on program inputs?"""
        inputs = self.state.inputs
        for r in self.ranges:
            if r.block is None:
                return True
            for lin in (r.offset, r.length, r.size):
                if lin is None:
                    return True
                if isinstance(lin, tuple):
                    if any(v in inputs for alt in lin for v in alt.coeffs):
                        return True
                elif any(v in inputs for v in lin.coeffs):
                    return True
        return False
    note: str = ""            # extra detail for messages ("writes strlen(src) + 1 bytes")
    length_text: str = ""     # for call sites: how the length was computed


class Frame:
    """One activation in the call string."""

    def __init__(self, fn: ir.Function, depth: int, calls: tuple):
        self.fn = fn
        self.depth = depth
        self.calls = calls          # function names from the entry to fn (inclusive)
        self.types = {v.name: v.type for v in (*fn.params, *fn.locals)}

    def q(self, name: str) -> str:
        if name.startswith("@") or self.depth == 0:
            return name
        return f"{name}#{self.depth}"

    @property
    def ret(self) -> str:
        return self.q("$ret")


class CFGGraph:
    def __init__(self, cfg: ir.CFG):
        self.entry = cfg.entry
        self._succ: dict = {n: [] for n in cfg.nodes}
        self._pred: dict = {n: [] for n in cfg.nodes}
        for e in cfg.edges:
            self._succ.setdefault(e.src, []).append(e.dst)
            self._pred.setdefault(e.dst, []).append(e.src)

    def successors(self, v):
        return self._succ.get(v, [])

    def predecessors(self, v):
        return self._pred.get(v, [])


def type_range(t) -> tuple:
    if isinstance(t, ir.IntT):
        return t.min, t.max
    return None, None


def _int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class Analyzer:
    """Interprets a Program from an entry function. One Analyzer per entry point."""

    def __init__(self, program: ir.Program, options, on_access: Callable = None,
                 on_note: Callable = None):
        from absint.memory import libc
        self.program = program
        self.options = options
        self.on_access = on_access or (lambda q: None)
        self.is_safe = None          # q -> bool, set by the checks (used to judge partitions)
        self._buffer = None
        self.on_note = on_note or (lambda coord, msg: None)
        self.libc = libc
        self.registry: dict = {}
        self.graphs: dict = {}
        self.wtos: dict = {}
        self.cache: dict = {}
        self.ptr_bits = 32 if program.machine == "ilp32" else 64
        self.strategy = Strategy(delay=options.widening_delay, narrowing_steps=options.narrowing_steps)
        self.lattice = StateLattice(self._thresholds())
        self.global_types = {v.name: v.type for v in program.globals}
        self.unknown_noted: set = set()
        self.liveness: dict = {}
        self._initial = None
        # dropping dead variables after each node keeps states small but costs a re-index per
        # variable re-added; on typical code keeping them is faster (measured: 0.85 s vs 1.08 s)
        self.drop_dead = False
        self.reached_functions: set = set()
        for b in program.blocks:
            self.register_memblock(b)
        for fn in program.functions.values():
            for b in fn.blocks:
                self.register_memblock(b)

    # ------------------------------------------------------------------ setup
    def _thresholds(self):
        values = {0, 1}
        def add(v):
            if _int(v) and abs(v) < (1 << 40):
                values.update((v - 1, v, v + 1))
        for fn in self.program.functions.values():
            for node in fn.cfg.nodes.values():
                for st in node.stmts:
                    for x in vars(st).values():
                        if isinstance(x, ir.Const):
                            add(x.value)
                        elif isinstance(x, (ir.BinOp, ir.PtrAdd)):
                            for y in vars(x).values():
                                if isinstance(y, ir.Const):
                                    add(y.value)
                    if isinstance(st, ir.Call):
                        for a in st.args:
                            if isinstance(a, ir.Const):
                                add(a.value)
            for b in fn.blocks:
                add(b.count)
                add(b.size)
        for b in self.program.blocks:
            add(b.count)
            add(b.size)
        vals = sorted(values)
        if len(vals) > 400:
            vals = vals[:: len(vals) // 400 + 1]
        return vals

    def register_memblock(self, b: ir.MemBlock):
        unit = b.elem_size if (b.count is not None or b.size is None) and b.elem_size > 0 else 1
        array = b.count is not None and b.count > 1 or b.kind == "string" or b.is_char
        self.registry[b.name] = BlockInfo(b.name, b.display or b.name.split(".")[-1], b.kind, unit,
                                          b.is_char, b.readonly, array, True,
                                          b.size // unit if b.size is not None else None)

    def size_of(self, block: str) -> Linear:
        """size(block) in units: a constant for blocks whose size the program text fixes (they
        get no ghost variable: fewer variables, faster closures), else the ghost."""
        st = self.info(block).static_units
        return Linear.const(st) if st is not None else Linear.var(size_var(block))

    def info(self, block: str) -> BlockInfo:
        bi = self.registry.get(block)
        if bi is None:
            bi = BlockInfo(block, block, "unknown", 1, False, False, True, False)
        return bi

    def graph(self, fn: ir.Function):
        g = self.graphs.get(fn.name)
        if g is None:
            g = self.graphs[fn.name] = CFGGraph(fn.cfg)
            self.wtos[fn.name] = weak_topological_order(g.entry, g.successors)
        return g

    # ------------------------------------------------------------------ numeric helpers
    @staticmethod
    def ens(num, *names):
        return num

    def simplify(self, num, lin: Linear) -> Linear:
        """Substitute variables the state pins to one value (keeps relational assigns simple)."""
        coeffs, const = {}, lin.const
        present = _var_index(num)
        for v, k in lin.coeffs.items():
            if v in present:
                lo, hi = num.interval(v)
                if lo is not None and lo == hi:
                    const += k * lo
                    continue
            coeffs[v] = k
        return Linear(coeffs, const)

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
        present = _var_index(num)
        if all(v in present for v in lin.coeffs):
            return lin
        return None

    def entails(self, state: AbsState, lhs, op, rhs) -> bool:
        present = _var_index(state.num)
        for e in (lhs, rhs):
            names = e.coeffs if isinstance(e, Linear) else ([e] if isinstance(e, str) else [])
            if any(n not in present for n in names):
                return False
        d = self.simplify(state.num, Linear.of(lhs) - Linear.of(rhs))
        return state.num.entails(d, op, 0)

    def assign_num(self, state: AbsState, name: str, lin, typ=None) -> AbsState:
        """name := lin (a Linear over present variables, an int), wrapped into typ's range."""
        num = state.num
        if isinstance(lin, Linear):
            present = _var_index(num)
            missing = [v for v in lin.coeffs if v not in present]
            if missing:
                return self.assign_interval(state, name, *type_range(typ))
            lin = self.simplify(num, lin)
            if lin.is_const():
                lin = lin.const
        num = self.ens(num, name)
        lo_t, hi_t = type_range(typ)
        if lo_t is not None:
            lo, hi = num.bounds(lin) if isinstance(lin, Linear) else (lin, lin)
            if lo is None or hi is None or lo < lo_t or hi > hi_t:
                return self.assign_wrapped(state, name, lin, typ, lo, hi)
            if isinstance(lin, Linear) and (lo <= -WIDE or hi >= WIDE):
                return self.assign_interval(state, name, lo, hi)
        if not isinstance(lin, Linear) and abs(lin) >= WIDE:
            return self.assign_interval(state, name, lin, lin)
        return state.with_num(num.assign(name, lin)).set_cong(name, self.cong_of(state, lin))

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
                return state.with_num(num.assign(name, shifted)).set_cong(name, None)
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
        return state.with_num(num.assign_interval(name, lo, hi))

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

    # ------------------------------------------------------------------ analysis driver
    def run_entry(self, fn: ir.Function) -> AbsState:
        frame = Frame(fn, 0, (fn.name,))
        state = self.initial_state()
        state = self.entry_arguments(state, frame)
        return self.analyze(frame, state, record=True)

    def initial_state(self) -> AbsState:
        if self._initial is None:
            self._initial = self._initial_state()
        return self._initial

    def _initial_state(self) -> AbsState:
        state = AbsState.initial()
        for v in self.program.globals:
            if isinstance(v.type, ir.PtrT):
                state = self.set_pointer(state, v.name, Ptr(frozenset({NULL}), 1), 0)
            elif isinstance(v.type, ir.IntT):
                state = self.assign_num(state, v.name, 0)
        for b in self.program.blocks:
            state = self.create_static_block(state, b)
        frame = Frame(ir.Function("$init", (), None, tuple(self.program.init_locals), (),
                                  ir.CFG(0, 0, {}, ())), 0, ("$init",))
        for st in self.program.init:
            state = self.stmt(frame, st, state, record=False)
            if state.is_bottom():
                break
        return state.drop_names([v.name for v in self.program.init_locals])

    def create_static_block(self, state: AbsState, b: ir.MemBlock) -> AbsState:
        info = self.info(b.name)
        num = state.num
        blocks = dict(state.blocks)
        blocks[b.name] = BlockState()
        state = replace(state, blocks=blocks)
        if b.size is not None and info.static_units is None:
            state = self.assign_num(state, size_var(b.name), b.size // info.unit)
        elif b.size is None and b.kind == "global":
            # an extern array of unknown extent (`extern char name[];`): any size, defined elsewhere
            state = self.assign_interval(state, size_var(b.name), 0, ALLOC_LIMIT // info.unit)
            state = state.mark_input(size_var(b.name))
        if b.kind == "string" and b.init is not None:
            elems = [int.from_bytes(b.init[i:i + info.unit], "little", signed=False)
                     for i in range(0, len(b.init), info.unit)]
            first_nul = next((i for i, c in enumerate(elems) if c == 0), len(elems))
            state = self.assign_num(state, len_var(b.name), first_nul)
            state = self.assign_interval(state, summary_var(b.name), min(elems), max(elems))
        elif b.zero_init:   # static storage defined here; an extern-only object is unknown
            state = self.assign_num(state, summary_var(b.name), 0)
            if info.is_char:
                state = self.assign_num(state, len_var(b.name), 0)
        elif info.is_char:
            state = self.assign_interval(state, len_var(b.name), 0, ALLOC_LIMIT)
        return state

    def entry_arguments(self, state: AbsState, frame: Frame) -> AbsState:
        fn = frame.fn
        params = list(fn.params)
        if fn.name == "main" and len(params) >= 2 and isinstance(params[1].type, ir.PtrT):
            argc, argv = params[0], params[1]
            state = self.assign_interval(state, frame.q(argc.name), 1, type_range(argc.type)[1])
            unit = self.ptr_bits // 8
            state = self.string_vector(state, frame, argv, unit, "argv",
                                       count=Linear({frame.q(argc.name): 1}, 1))
            state = state.mark_input([frame.q(argc.name)])
            params = params[2:]
            if params and isinstance(params[0].type, ir.PtrT):
                state = self.string_vector(state, frame, params[0], unit, "envp")
                params = params[1:]
        for p in params:
            state = self.unknown_value(state, frame.q(p.name), p.type, f"arg:{fn.name}.{p.name}",
                                       p.name)
        return state

    def string_vector(self, state, frame, param, unit, name, count=None):
        """main's argv and envp: an array `name` of pointers (the last is NULL; any may be, as far
        as the summary knows) to NUL-terminated strings of unknown length, summarized as the block
        `name.str`. count: the array's element count (argv: argc + 1); None: unknown, at least 1."""
        strings = f"{name}.str"
        self.registry[name] = BlockInfo(name, name, "argv", unit, False, False, True, True)
        self.registry[strings] = BlockInfo(strings, f"{name}[i]", "argv", 1, True, False, True,
                                           True)
        blocks = dict(state.blocks)
        blocks[name] = BlockState(summary=False)
        blocks[strings] = BlockState(summary=True)
        state = replace(state, blocks=blocks)
        if count is None:
            state = self.assign_interval(state, size_var(name), 1, None)
        else:
            state = self.assign_num(state, size_var(name), count)
        state = self.assign_num(state, summary_var(name), 0)
        state = state.set_pts(summary_var(name), Ptr(frozenset({strings, NULL}), 1))
        state = self.assign_interval(state, size_var(strings), 1, None)
        state = self.assign_interval(state, len_var(strings), 0, ALLOC_LIMIT)
        state = state.with_num(state.num.with_lt(len_var(strings), size_var(strings)))
        state = self.set_pointer(state, frame.q(param.name), Ptr(frozenset({name}), unit), 0)
        return state.mark_input([size_var(name), size_var(strings), len_var(strings),
                                 summary_var(strings)])

    def unknown_value(self, state, name, typ, block_name=None, display=""):
        """Any value of typ; a pointer gets a fresh block of unknown size (or unknown memory)."""
        state = state.kill_defs(name)
        if isinstance(typ, ir.PtrT):
            if block_name is None:
                state = self.set_pointer(state, name, Ptr(frozenset({UNKNOWN}), 1), None)
                return state.mark_input(name)
            unit = typ.target_size or 1
            self.registry[block_name] = BlockInfo(block_name, display or block_name, "arg", unit,
                                                  unit in (1, 2, 4) and False, False, True, False)
            blocks = dict(state.blocks)
            blocks[block_name] = BlockState(summary=True)
            state = replace(state, blocks=blocks)
            state = self.assign_interval(state, size_var(block_name), 0, ALLOC_LIMIT)
            state = self.assign_interval(state, len_var(block_name), 0, ALLOC_LIMIT)
            state = state.set_pts(summary_var(block_name), Ptr(frozenset({UNKNOWN}), 1))
            state = state.mark_input([size_var(block_name), len_var(block_name),
                                      summary_var(block_name)])
            return self.set_pointer(state, name, Ptr(frozenset({block_name}), unit), 0)
        if isinstance(typ, ir.IntT):
            state = self.assign_interval(state.set_pts(name, None), name, typ.min, typ.max)
            return state.mark_input(name)
        return state.drop_names([name])

    def analyze(self, frame: Frame, entry: AbsState, record: bool) -> AbsState:
        """Analyse frame.fn from `entry`; returns the state at its exit. With `record`, every
        CheckSite reached is reported through on_access (callees included)."""
        fn = frame.fn
        self.reached_functions.add(fn.name)
        graph = self.graph(fn)
        key = (fn.name, frame.depth, frame.calls)
        entries = self.cache.setdefault(key, [])
        found = None
        for e_state, pre, exit_state in entries:
            if e_state.leq(entry) and entry.leq(e_state):
                found = (pre, exit_state)
                break
        if found is None:
            it = FixpointIterator(graph, self.lattice,
                                  lambda v, s: self.node(frame, v, s, False),
                                  self.strategy, self.wtos[fn.name])
            result = it.run(entry)
            exit_state = result.post.get(fn.cfg.exit, self.lattice.bottom())
            found = ((dict(result.pre), dict(result.parts or {})), exit_state)
            entries.append((entry, found[0], exit_state))
            if len(entries) > 8:
                entries.pop(0)
        (pre, parts), exit_state = found
        if record:
            for v in flatten(self.wtos[fn.name]):
                s = pre.get(v)
                if s is None or s.is_bottom():
                    continue
                ps = parts.get(v) or [s]
                if len(ps) > 1 and self.is_safe is not None:
                    # judge each partition (loop peeling): if every access is proven in each,
                    # that is the verdict; otherwise judge the joined state
                    saved, self._buffer = self._buffer, []
                    for part in ps:
                        self.node(frame, v, part, True)
                    queries, self._buffer = self._buffer, saved
                    if all(self.is_safe(q) for q in queries):
                        for q in queries:
                            self.emit(q)
                        continue
                self.node(frame, v, s, True)
        return exit_state

    def emit(self, q):
        if self._buffer is not None:
            self._buffer.append(q)
        else:
            self.on_access(q)

    def node(self, frame: Frame, v, state: AbsState, record: bool) -> AbsState:
        for st in frame.fn.cfg.nodes[v].stmts:
            state = self.stmt(frame, st, state, record)
            # (an assignment never makes a state bottom: skip the check, it forces a closure)
            if not isinstance(st, ir.Assign) and state.is_bottom():
                return state
        dead = self.dead_after(frame.fn).get(v) if self.drop_dead else None
        if dead:
            names = [frame.q(x) for x in dead]
            if any(n in state.num.vars or n in state.pts for n in names):
                state = state.drop_names(names)
        return state

    def dead_after(self, fn: ir.Function) -> dict:
        """node -> the function's variables not live after it (dropped to keep states small)."""
        cached = self.liveness.get(fn.name)
        if cached is None:
            cached = self.liveness[fn.name] = _dead_after(fn)
        return cached

    # ------------------------------------------------------------------ statements
    def stmt(self, frame: Frame, st, state: AbsState, record: bool) -> AbsState:
        if isinstance(st, ir.Assign):
            return self.do_assign(frame, st.dst, st.expr, state)
        if isinstance(st, ir.Assume):
            return self.do_assume(frame, st.cond, st.positive, state)
        if isinstance(st, ir.Load):
            if record:
                self.check_sites(frame, st.sites, state)
            return self.do_load(frame, st, state)
        if isinstance(st, ir.Store):
            if record:
                self.check_sites(frame, st.sites, state)
            return self.do_store(frame, st, state)
        if isinstance(st, ir.Call):
            return self.do_call(frame, st, state, record)
        if isinstance(st, ir.Return):
            if st.value is not None:
                return self.do_assign(frame, ir.Var("$ret", frame.fn.ret or st.value.type),
                                      st.value, state)
            return state
        if isinstance(st, ir.Havoc):
            return self.do_havoc(frame, st, state)
        if isinstance(st, ir.DeclBlock):
            return self.do_declblock(frame, st, state)
        return state

    # assignments ---------------------------------------------------------------------------
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
        if tree is not None and tree[0] != "var" and name not in _tree_names(tree):
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
            if w != name and _linear_of_tree(tree) == form and w in num.vars \
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
            defs[w] = _subst_tree(defs[w], name, alias)
        return replace(state, defs=defs)

    def def_tree(self, frame, expr, state, dst_type=None):
        """A definition tree for t := expr when expr is a cast/+/-/* of vars and constants."""
        def leaf(op):
            if isinstance(op, ir.Const) and _int(op.value):
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
        if isinstance(expr, ir.BinOp) and expr.op in ("+", "-", "*"):
            a, b = leaf(expr.left), leaf(expr.right)
            if a is None or b is None:
                return None
            if expr.op == "*" and a[0] != "const" and b[0] != "const":
                return None
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
                return self.assign_num(state, name, -a, typ)
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
            return self.assign_num(state, name, a + b, typ)
        if op == "-":
            return self.assign_num(state, name, a - b, typ)
        bl = self.bounds(state, b)
        al = self.bounds(state, a)
        if op == "*":
            if b.is_const():
                return self.assign_num(state, name, a * b.const, typ)
            if a.is_const():
                return self.assign_num(state, name, b * a.const, typ)
            return self.assign_range(state, name, _mul(al, bl), typ)
        if op == "<<" and bl[0] is not None and bl[0] == bl[1] and 0 <= bl[0] < 64:
            return self.assign_num(state, name, a * (1 << bl[0]), typ)
        if op in ("/", "%"):
            return self.assign_range(state, name, _divmod(op, al, bl), typ)
        if op == ">>":
            if bl[0] is not None and bl[1] is not None and bl[0] >= 0 and bl[1] < 128:
                lo = None if al[0] is None else min(al[0] >> bl[0], al[0] >> bl[1])
                hi = None if al[1] is None else max(al[1] >> bl[0], al[1] >> bl[1])
                return self.assign_range(state, name, (lo, hi), typ)
            return self.assign_interval(state, name, *type_range(typ))
        if op == "&":
            his = [x[1] for x in (al, bl) if x[0] is not None and x[0] >= 0 and x[1] is not None]
            if his:
                return self.assign_range(state, name, (0, min(his)), typ)
            return self.assign_interval(state, name, *type_range(typ))
        if op in ("|", "^"):
            if al[0] is not None and bl[0] is not None and al[0] >= 0 and bl[0] >= 0 \
                    and al[1] is not None and bl[1] is not None:
                top = (1 << max(al[1], bl[1]).bit_length()) - 1
                return self.assign_range(state, name, (0, top), typ)
            return self.assign_interval(state, name, *type_range(typ))
        return self.assign_interval(state, name, *type_range(typ))

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
        if self.entails(state, a, _NEG[op], b):
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
            idx = self.lin(frame, expr.index)
            if idx is None or expr.index is None:
                return self.set_pointer(state, name, p, None)
            u, s = p.unit, expr.scale
            if s % u == 0:
                return self.set_pointer(state, name, p, off + idx * (s // u))
            g = gcd(u, s)
            return self.set_pointer(state, name, Ptr(p.targets, g), off * (u // g) + idx * (s // g))
        if isinstance(expr, ir.Nondet) and expr.reason == "uninitialized":
            # no target yet (using it is reported as an access to unknown memory); at joins its
            # offset takes the other side's (absint.memory.state: _align)
            return self.set_pointer(state, name, Ptr(frozenset({UNINIT}), typ.target_size or 1),
                                    None)
        return self.set_pointer(state, name, Ptr(frozenset({UNKNOWN}), 1), None)

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
        for b in self.program.blocks:
            if b.name == name:
                return b
        for fn in self.program.functions.values():
            for b in fn.blocks:
                if b.name == name:
                    return b
        return None

    # assume ------------------------------------------------------------------------------------
    def do_assume(self, frame, cond, positive, state: AbsState) -> AbsState:
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
            op = cond.op if positive else _NEG[cond.op]
            lt, rt = cond.left.type, cond.right.type
            if isinstance(lt, ir.PtrT) or isinstance(rt, ir.PtrT):
                return self.assume_ptr(frame, state, cond.left, op, cond.right)
            a, b = self.lin(frame, cond.left), self.lin(frame, cond.right)
            if a is None or b is None:
                return state
            return self.assume_num(state, a, op, b)
        return state

    def assume_num(self, state, a, op, b):
        present = _var_index(state.num)
        for e in (a, b):
            if isinstance(e, Linear) and any(v not in present for v in e.coeffs):
                return state
        out = state.with_num(state.num.assume(a, op, b))
        if op in (">", ">="):
            a, b, op = b, a, {">": "<", ">=": "<="}[op]
        if op in ("<", "<=") and not out.is_bottom() and state.defs:
            out = self.assume_via_defs(out, a, op, b)
        if not out.is_bottom() and out.defs:
            out = self.refine_defs(out, {v for e in (a, b) if isinstance(e, Linear)
                                         for v in e.coeffs})
        names = [v for e in (a, b) if isinstance(e, Linear) for v in e.coeffs]
        if any(v in state.inputs for v in names) and not self.entails(state, a, op, b):
            # a branch decided by an input: what it constrains now depends on that input
            out = out.mark_input(names + [PC])
        return out

    def _form(self, state, name):
        """(root, k, c) with name == k * root + c exactly, from its definition, or None."""
        tree = state.defs.get(name)
        if tree is None:
            return (name, 1, 0)
        form = _linear_of_tree(tree)
        if form is None or not (tree[0] == "exact" or _tree_exact(self, state, tree)):
            return None
        return form

    def refine_defs(self, state, names):
        """A guard may rule out the wrap-around of a definition: `i = t - 1` (unsigned) then
        `t > 0` means i == t - 1 exactly (the `while (i-- > 0)` idiom)."""
        num = state.num
        for w, tree in state.defs.items():
            if w not in num.vars or tree[0] == "exact" or not (_tree_names(tree) & names):
                continue
            form = _linear_of_tree(tree)
            if form is None or form[0] not in num.vars or not _tree_exact(self, state, tree):
                continue
            root, k, c = form
            lo, hi = num.interval(w)
            elo, ehi = self.bounds(state, Linear({root: k}, c))
            if (lo, hi) != (elo, ehi):
                num = num.assume(w, "==", Linear({root: k}, c))
        return state if num is state.num else state.with_num(num)

    def assume_via_defs(self, state, a, op, b):
        """a < b or a <= b where other variables are known to equal b (or b + 1): the Pentagon
        cannot hold `a <= n`, but `a < size` with size == n + 1 it can."""
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
            if w == bname or _linear_of_tree(tree) != want or w not in num.vars:
                continue
            if self._form(state, w) == want:
                num = num.assume(a, "<", w)
        if want == (root, 1, 0) and root != bname and root in num.vars:
            num = num.assume(a, "<", root)
        return state.with_num(num)

    def assume_null(self, frame, state, var, is_null: bool):
        name = frame.q(var.name)
        p = state.pts.get(name)
        if p is None:
            return state
        if is_null:
            if NULL not in p.targets and UNKNOWN not in p.targets:
                return self.lattice.bottom()
            return state.set_pts(name, Ptr(frozenset({NULL}), p.unit))
        rest = p.targets - {NULL}
        if not rest:
            return self.lattice.bottom()
        return state.set_pts(name, Ptr(rest, p.unit))

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
        return state

    # memory ------------------------------------------------------------------------------------
    def targets_of(self, state, frame, addr) -> tuple:
        return self.ptr_of(state, frame, addr)

    def do_load(self, frame, st: ir.Load, state: AbsState) -> AbsState:
        self._load_input = False
        out = self._do_load(frame, st, state)
        return out.mark_input(frame.q(st.dst.name), self._load_input)

    def _do_load(self, frame, st: ir.Load, state: AbsState) -> AbsState:
        name = frame.q(st.dst.name)
        typ = st.dst.type
        ptr, off = self.targets_of(state, frame, st.addr)
        state = state.kill_defs(name)
        if isinstance(typ, ir.FloatT):
            return state.drop_names([name])
        sources = []      # (numeric name or None for "any", Ptr or None)
        mixed = set()     # ghosts holding values of another width: their bytes, not their values
        tainted = False
        exact_cell = None
        for t in ptr.targets:
            if t in (NULL,) or t.startswith("fn:"):
                continue
            if t == UNKNOWN or t not in state.blocks:
                sources.append((None, None))
                continue
            if summary_var(t) in state.tainted:
                tainted = True
            cells, exact = self.cells_touched(state, t, ptr.unit, off, st.size)
            if exact is not None and len(ptr.targets - {NULL}) == 1:
                exact_cell = cell_var(t, *exact)
            for cv in cells:
                if not cv.endswith(f":{st.size})") and self._mixed(state, cv) is None:
                    mixed.add(cv)
                sources.append((cv, state.pts.get(cv)))
                if cv in state.tainted:
                    tainted = True
            if exact is None:
                sv = summary_var(t)
                if st.size != self.info(t).unit and self._mixed(state, sv) is None:
                    mixed.add(sv)
                sources.append((sv, state.pts.get(sv)))
        state = replace(state, tainted=(state.tainted | {name}) if tainted else state.tainted - {name})
        self._load_input = self.op_input(frame, st.addr, state) or any(
            cv is None or cv in state.inputs or cv in mixed for cv, _ in sources)
        if exact_cell is not None and exact_cell in state.num.vars:
            # one concrete cell: the loaded value IS the cell (alias: guards refine both)
            if isinstance(typ, ir.IntT) and state.num.interval(exact_cell) == (None, None):
                # an unknown value (input, havoc) read as typ: it is a value of typ
                state = state.with_num(state.num.with_interval(
                    exact_cell, typ.min if typ.min > -WIDE else None,
                    typ.max if typ.max < WIDE else None))
            if isinstance(typ, ir.PtrT):
                p = state.pts.get(exact_cell)
                if p is None:
                    return self.set_pointer(state, name, Ptr(frozenset({UNKNOWN}), 1), None)
                return self.set_pointer(state, name, p, Linear.var(exact_cell))
            return self.assign_num(state.set_pts(name, None), name, Linear.var(exact_cell), typ)
        if isinstance(typ, ir.PtrT):
            targets, unit, lo, hi, any_ = set(), None, None, None, not sources
            for cv, p in sources:
                if cv is None or p is None or cv not in state.num.vars:
                    any_ = True
                    continue
                targets |= p.targets
                unit = p.unit if unit is None else gcd(unit, p.unit)
            if any_ or unit is None:
                return self.set_pointer(state, name, Ptr(frozenset(targets | {UNKNOWN}), 1), None)
            if any(cv in mixed for cv, _ in sources):   # pointers stored there: offset unknown
                return self.set_pointer(state, name, Ptr(frozenset(targets), unit), None)
            ranges = []
            for cv, p in sources:
                lo_, hi_ = state.num.interval(cv)
                k = p.unit // unit
                ranges.append((None if lo_ is None else lo_ * k, None if hi_ is None else hi_ * k))
            lo, hi = _hull(ranges)
            state = self.set_pointer(state, name, Ptr(frozenset(targets), unit), None)
            return self.assign_interval(state, name, lo, hi)
        state = state.set_pts(name, None)
        ranges = []
        for cv, p in sources:
            if cv is None or cv in mixed or cv not in state.num.vars or p is not None:
                ranges.append((None, None))
            else:
                ranges.append(state.num.interval(cv))
        lo, hi = _hull(ranges) if ranges else (None, None)
        return self.assign_range(state, name, (lo, hi), typ)

    def _mixed(self, state, ghost):
        """A ghost read at another width than its values: usable only when it is 0 (its bytes
        are then 0); else None (any value)."""
        if ghost in state.num.vars and state.num.interval(ghost) == (0, 0) and \
                ghost not in state.pts:
            return ghost
        return None

    def cells_touched(self, state, block, unit, off: Linear, size: int) -> tuple:
        """Cells of block that bytes [off*unit, off*unit+size) may overlap, and the exact cell
        (offset, size) when the access is exactly one known cell."""
        bs = state.blocks[block]
        lo, hi = self.bounds(state, off)
        if lo is not None and lo == hi:
            o = lo * unit
            if (o, size) in bs.cells:
                return [cell_var(block, o, size)], (o, size)
            return [cell_var(block, co, cs) for (co, cs) in bs.cells
                    if co < o + size and o < co + cs], None
        blo = None if lo is None else lo * unit
        bhi = None if hi is None else hi * unit + size
        return [cell_var(block, co, cs) for (co, cs) in bs.cells
                if (bhi is None or co < bhi) and (blo is None or blo < co + cs)], None

    def do_store(self, frame, st: ir.Store, state: AbsState) -> AbsState:
        ptr, off = self.targets_of(state, frame, st.addr)
        live = [t for t in ptr.targets if t not in (NULL,) and not t.startswith("fn:")]
        value = st.value
        vlin = None if isinstance(value.type, ir.FloatT) else self.lin(frame, value)
        vptr = None
        if isinstance(value.type, ir.PtrT) or (isinstance(value, ir.Const) and value.value == 0
                                                and isinstance(value.type, ir.PtrT)):
            vptr, vlin = self.ptr_of(state, frame, value)
            if not vptr.targets:
                vptr = Ptr(frozenset({UNKNOWN}), 1)
        vt = isinstance(value, ir.Var) and frame.q(value.name) in state.tainted
        self._store_input = self.op_input(frame, value, state) or self.op_input(frame, st.addr, state)
        strong = len(live) == 1 and len(ptr.targets - {NULL}) == 1
        if UNKNOWN in live:
            return self.havoc_all_memory(state, reason=None)
        for t in live:
            if t not in state.blocks:
                continue
            info = self.info(t)
            bs = state.blocks[t]
            lo, hi = self.bounds(state, off)
            exact = lo is not None and lo == hi
            if info.is_char:
                state = self.update_len(state, t, ptr.unit, off, st.size, value, vlin, strong)
            # cells: fields of a struct-like block, and stores wider than an array block's unit
            # (a struct laid over untyped memory: `p->count = 3` in a malloc'd byte block)
            fieldlike = not info.array or st.size != info.unit
            if strong and exact and not bs.summary and fieldlike and \
                    (len(bs.cells) < MAX_CELLS or (lo * ptr.unit, st.size) in bs.cells):
                o = lo * ptr.unit
                overl = [c for c in bs.cells if c != (o, st.size) and c[0] < o + st.size
                         and o < c[0] + c[1]]
                state = state.fold_cells(t, overl)
                bs = state.blocks[t]
                cv = cell_var(t, o, st.size)
                blocks = dict(state.blocks)
                blocks[t] = replace(bs, cells=bs.cells | {(o, st.size)})
                state = replace(state, blocks=blocks)
                state = self.write_value(state, cv, vlin, vptr, vt, weak=False)
                continue
            cells, _ = self.cells_touched(state, t, ptr.unit, off, st.size)
            for cv in cells:
                same = cv.endswith(f":{st.size})")
                state = self.write_value(state, cv, vlin if same else self._bytes_of(state, vlin),
                                         vptr, vt, weak=True)
            # the summary holds values of the block's unit: a value of another width is only
            # known as bytes (any value, unless it is 0)
            slin = vlin if st.size == info.unit else self._bytes_of(state, vlin)
            state = self.write_value(state, summary_var(t), slin, vptr, vt, weak=True)
        return state

    def _bytes_of(self, state, vlin):
        """A value stored at another width than the ghost it goes to: its bytes read back at
        that width are any value, except that all-zero bytes stay 0."""
        if vlin is not None and self.entails(state, vlin, "==", 0):
            return Linear.const(0)
        return None

    def write_value(self, state, ghost, vlin, vptr, tainted, weak, inp=None):
        """ghost := value (strong) or ghost := ghost | value (weak)."""
        if inp is None:
            inp = getattr(self, "_store_input", False)
        state = state.mark_input(ghost, inp or (weak and ghost in state.inputs))
        old = state
        if vptr is not None:
            new = self.set_pointer(state, ghost, vptr, vlin)
        elif vlin is None:
            new = self.assign_interval(state.set_pts(ghost, None), ghost, None, None)
        else:
            new = self.assign_num(state.set_pts(ghost, None), ghost, vlin)
        if tainted:
            new = replace(new, tainted=new.tainted | {ghost})
        if not weak:
            return new
        if ghost not in old.num.vars and ghost not in old.pts:
            # never written: in a zero-initialized block the summary exists; absent = indeterminate
            # contents (reading them is undefined), so the first write defines them
            return new
        if ghost not in old.num.vars:
            return old.join(new) if ghost in new.num.vars else old
        return old.join(new)

    def update_len(self, state, block, unit, off, size, value, vlin, strong):
        """The first-NUL index of a char block after writing `value` at element off."""
        lv = len_var(block)
        if lv not in state.num.vars:
            return state
        if getattr(self, "_store_input", False) or any(v in state.inputs for v in off.coeffs):
            state = state.mark_input(lv)
        info = self.info(block)
        if unit != info.unit or size != info.unit:
            # a write of another width: the terminator may move anywhere
            return self.assign_interval(state, lv, 0, ALLOC_LIMIT)
        if any(v not in state.num.vars for v in off.coeffs):
            return self.assign_interval(state, lv, 0, ALLOC_LIMIT)
        off = self.simplify(state.num, off)
        is_zero = vlin is not None and self.entails(state, vlin, "==", 0)
        non_zero = vlin is not None and self.entails(state, vlin, "!=", 0)
        num = state.num
        parts = []
        # writing before the current terminator: a NUL there becomes the new terminator
        before = num.assume(off, "<", lv)
        if not before.is_bottom():
            if not non_zero:
                parts.append(before.assign(lv, off))
            if not is_zero:
                parts.append(before)
        after = num.assume(off, ">", lv)
        if not after.is_bottom():
            parts.append(after)
        at = num.assume(off, "==", lv)
        if not at.is_bottom():
            if not non_zero:
                parts.append(at)
            if not is_zero:   # the terminator is overwritten: the next NUL is further on (or none)
                parts.append(at.havoc(lv).assume(lv, ">", off).assume(lv, "<=", ALLOC_LIMIT))
        if not strong:
            parts.append(num)
        out = None
        for p in parts:
            if not p.is_bottom():
                out = p if out is None else out.join(p)
        return state.with_num(out if out is not None else num.meet(Pentagon.bottom(num.vars)))

    def havoc_block_contents(self, state, block, tainted=False, targets=None):
        """Any contents; pointers in them point into `targets` (None: anywhere)."""
        bs = state.blocks.get(block)
        if bs is None:
            return state
        anywhere = Ptr(frozenset({UNKNOWN}) if targets is None else targets, 1)
        # cells stay cells (a scalar read by scanf is still one value), with any value
        for (o, sz) in bs.cells:
            cv = cell_var(block, o, sz)
            state = self.assign_interval(state, cv, None, None).mark_input(cv)
            if cv in state.pts:
                state = state.set_pts(cv, anywhere)
            if tainted:
                state = replace(state, tainted=state.tainted | {cv})
        sv = summary_var(block)
        state = self.assign_interval(state, sv, None, None)
        if sv in state.pts or self.info(block).kind != "string":
            state = state.set_pts(sv, anywhere)
        if len_var(block) in state.num.vars or self.info(block).is_char:
            state = self.assign_interval(state, len_var(block), 0, ALLOC_LIMIT)
        if tainted:
            state = replace(state, tainted=state.tainted | {sv, len_var(block)})
        return state.mark_input([sv, len_var(block)])

    def havoc_all_memory(self, state, reason=None, tainted=False):
        for b in list(state.blocks):
            if not self.info(b).readonly:
                state = self.havoc_block_contents(state, b, tainted)
        return state

    def reachable_blocks(self, state, roots) -> set:
        seen, work = set(), [t for t in roots if t in state.blocks]
        while work:
            b = work.pop()
            if b in seen:
                continue
            seen.add(b)
            for g in [summary_var(b)] + [cell_var(b, o, s) for (o, s) in state.blocks[b].cells]:
                p = state.pts.get(g)
                if p is not None:
                    if UNKNOWN in p.targets:
                        return set(state.blocks)
                    work.extend(t for t in p.targets if t in state.blocks)
        return seen

    def do_havoc(self, frame, st: ir.Havoc, state):
        names = []
        for v in st.vars:
            name = frame.q(v.name)
            state = self.unknown_value(state, name, v.type)
            names.append(name)
        state = replace(state, tainted=state.tainted | set(names)).mark_input(names)
        if st.memory:
            if st.pointers:
                roots = set()
                for p in st.pointers:
                    if isinstance(p, ir.Var):
                        pt = state.pts.get(frame.q(p.name))
                        if pt is None or UNKNOWN in pt.targets:
                            roots = set(state.blocks)
                            break
                        roots |= pt.targets
                blocks = self.reachable_blocks(state, roots)
            else:
                blocks = set(state.blocks)
            for b in blocks:
                if not self.info(b).readonly:
                    state = self.havoc_block_contents(state, b, tainted=True)
        return state

    # blocks ------------------------------------------------------------------------------------
    def do_declblock(self, frame, st: ir.DeclBlock, state):
        mb = self._memblock(st.block)
        info = self.info(st.block)
        if mb is None:
            self.registry[st.block] = info = BlockInfo(st.block, st.block.split(".")[-1], "local",
                                                       st.elem_size, False, False, True, True)
        zero = bool(mb is not None and getattr(mb, "zero_init", False))
        # re-executing the declaration makes a fresh instance: forget the old one
        if st.count is not None and st.elem_size == info.unit:
            out = self.allocate(state, frame, st.block, st.count, info.unit, True, False,
                                info.display, info.kind, info.is_char, zero)
        else:
            out = self.allocate(state, frame, st.block, st.size, info.unit, False, False,
                                info.display, info.kind, info.is_char, zero)
        if mb is not None and not info.array and mb.size and mb.size <= 8 and \
                st.block in out.blocks and not out.is_bottom():
            # an address-taken scalar: one cell from the start, so that a value read by scanf
            # and the guards on it are one variable
            cv = cell_var(st.block, 0, mb.size)
            out = self.assign_num(out, cv, 0) if zero else self.assign_interval(out, cv, None, None)
            blocks = dict(out.blocks)
            blocks[st.block] = replace(out.blocks[st.block], cells=frozenset({(0, mb.size)}))
            out = replace(out, blocks=blocks).mark_input(cv, not zero)
        return out

    def forget_block(self, state, block):
        names = [n for n in block_vars(block, state) if n in state.num.vars or n in state.pts]
        state = state.drop_names(names)
        blocks = dict(state.blocks)
        blocks.pop(block, None)
        return replace(state, blocks=blocks)

    def size_cases(self, state, frame, op, unit, in_units) -> list:
        """Split `state` on how the size operand `op` (bytes, or units when in_units) was computed:
        [(substate, size in units as a Linear or None, (lo, hi) bytes)]. Where the computation from
        a variable n cannot have wrapped (n * 4, (size_t) n + 1), the size is that exact linear form
        of n, so the Pentagon relates the block's size to n."""
        f = 1 if in_units else unit
        bytes_per = unit if in_units else 1
        lin = self.lin(frame, op)
        if lin is None:
            return [(state, None, (0, None))]
        if lin.is_const():
            n = lin.const
            return [(state, Linear.const(n // f), (n * bytes_per, n * bytes_per))]
        name = frame.q(op.name)
        tree = state.defs.get(name, ("var", name, op.type))
        lt = _linear_of_tree(tree)
        if lt is not None:
            root, k, c = lt
            if k % f == 0 and c % f == 0 and k > 0 and root in state.num.vars:
                value = Linear({root: k}, c)
                limit = ALLOC_LIMIT // bytes_per
                # where no step of the computation wraps, the size is exactly k * root + c
                # (bounds past +/-2**62 are tightened to it: the rest pieces still cover all)
                bounds = [(value, 0, limit)] + [(Linear({root: ki}, ci), max(t.min, 1 - WIDE),
                                                  min(t.max, WIDE - 1))
                                                 for ki, ci, t in _chain_forms(tree)]
                num = state.num
                for form, lo, hi in bounds:
                    num = num.assume(form, ">=", lo).assume(form, "<=", hi)
                exact = state.with_num(num)
                if not exact.is_bottom() and _tree_exact(self, exact, tree):
                    cases = [(exact, Linear({root: k // f}, c // f),
                              _scale(self.bounds(exact, value), bytes_per))]
                    for form, lo, hi in bounds:
                        for rest in (state.num.assume(form, "<", lo), state.num.assume(form, ">", hi)):
                            if rest.is_bottom():
                                continue
                            r = state.with_num(rest)
                            cases.append((r, None, _scale(_eval_tree(self, r, tree), bytes_per)))
                    return cases
        lo, hi = self.bounds(state, lin)
        if f == 1:
            return [(state, lin, _scale((lo, hi), bytes_per))]
        return [(state, None, _scale((lo, hi), bytes_per))]

    def allocate(self, state, frame, block, size_op, unit, in_units, can_fail, display, kind,
                 is_char=False, zero=False, ptr_name=None, ptr_unit=None, array=True):
        """Create `block` with the size of `size_op`; point ptr_name at it (and at NULL when the
        allocation can fail). Huge sizes fail (NULL) or, for stack memory, end the path."""
        if block not in self.registry or self.registry[block].unit != unit:
            self.registry[block] = BlockInfo(block, display, kind, unit, is_char, False, array, True)
        sv = size_var(block)
        out = None
        symbolic = None
        if frame is not None and self.op_input(frame, size_op, state):
            state = state.mark_input(sv)
        elif frame is not None:
            state = state.mark_input(sv, False)
        cases = self.size_cases(state, frame, size_op, unit, in_units)
        for _, size, _ in cases:
            if size is not None and size.coeffs:
                symbolic = size
        static = self.info(block).static_units is not None
        for sub, size, (blo, bhi) in cases:
            if sub.is_bottom():
                continue
            if static and not (blo is not None and blo > ALLOC_LIMIT):
                r = self.fresh_block(sub, block, is_char, zero)
                if ptr_name is not None:
                    r = self.set_pointer(r, ptr_name, Ptr(frozenset({block}), unit), 0)
                out = r if out is None else out.join(r)
                continue
            fails = blo is not None and blo > ALLOC_LIMIT
            if fails and not can_fail:
                continue
            if fails:
                r = sub
                if symbolic is not None:   # the block does not exist here: any size fits; keep =
                    r = self._exact_size(self.assign_num(r, sv, symbolic), sv, symbolic)
                if ptr_name is not None:
                    r = self.set_pointer(r, ptr_name, Ptr(frozenset({NULL}), ptr_unit or unit), 0)
            else:
                r = self.fresh_block(sub, block, is_char, zero)
                if size is not None:
                    r = self._exact_size(self.assign_num(r, sv, size), sv, size)
                else:
                    r = self.assign_interval(r, sv, 0 if blo is None else max(0, blo // unit),
                                             min(ALLOC_LIMIT if bhi is None else bhi, ALLOC_LIMIT)
                                             // unit)
                if ptr_name is not None:
                    targets = {block, NULL} if can_fail else {block}
                    r = self.set_pointer(r, ptr_name, Ptr(frozenset(targets), unit), 0)
            out = r if out is None else out.join(r)
        return out if out is not None else self.lattice.bottom()

    def _exact_size(self, state, sv, size):
        """Remember size(b) == k * root + c (exact) for guards like `i <= n` (see assume_via_defs)."""
        if len(size.coeffs) != 1:
            return state
        (root, k), = size.coeffs.items()
        defs = dict(state.defs)
        defs[sv] = ("exact", ("*", ("var", root, None), ("const", k), None), size.const)
        return self.same_value(replace(state, defs=defs), sv)

    def fresh_block(self, state, block, is_char, zero):
        """A new instance of `block`. If one is live (allocation site re-executed), the old
        instances are merged into a summary block `block~` first (recency abstraction)."""
        if block in state.blocks and self.info(block).kind in ("heap", "alloca"):
            state = self.merge_into_summary(state, block, block + "~")
        elif block in state.blocks:
            state = self.forget_block(state, block)
        blocks = dict(state.blocks)
        blocks[block] = BlockState()
        state = replace(state, blocks=blocks)
        if zero:
            state = self.assign_num(state, summary_var(block), 0)
            if is_char:
                state = self.assign_num(state, len_var(block), 0)
        elif is_char:
            state = self.assign_interval(state, len_var(block), 0, ALLOC_LIMIT)
        return state

    def merge_into_summary(self, state, block, old):
        """The allocation site runs again: its previous block joins the summary `old` (weakly:
        intervals hulled, no relations). Cells are kept cell by cell, so a struct's pointer field
        stays apart from its data."""
        info = self.info(block)
        if old not in self.registry:
            self.registry[old] = replace(info, name=old)
        existed = old in state.blocks
        new_cells = state.blocks[block].cells
        old_cells = state.blocks[old].cells if existed else frozenset()
        if existed:
            # bytes the old summary tracks as cells but the new block only in its summary
            for (o, sz) in old_cells - new_cells:
                state = self._weak_ghost(state, summary_var(block), cell_var(old, o, sz), True)
            state = state.fold_cells(block, new_cells - old_cells)
            keep = old_cells
        else:
            keep = new_cells
        pairs = [(size_var(block), size_var(old)), (len_var(block), len_var(old)),
                 (summary_var(block), summary_var(old))]
        pairs += [(cell_var(block, o, sz), cell_var(old, o, sz)) for (o, sz) in keep
                  if (o, sz) in state.blocks[block].cells]
        for g_new, g_old in pairs:
            state = self._weak_ghost(state, g_new, g_old, existed)
        pts = {}
        for k, p in state.pts.items():
            if block in p.targets:
                p = Ptr((p.targets - {block}) | {old}, p.unit)
            pts[k] = p
        state = replace(state, pts=pts)
        blocks = dict(state.blocks)
        blocks[old] = BlockState(cells=frozenset(keep), summary=True)
        state = replace(state, blocks=blocks)
        return self.forget_block(state, block)

    def _weak_ghost(self, state, src, dst, dst_exists):
        """dst := hull(src, dst) as an interval, targets united (dst_exists False: dst := src)."""
        num = state.num
        if src not in num.vars:
            if dst in num.vars:
                num = num.havoc(dst)
            lo = hi = None
        else:
            lo, hi = num.interval(src)
            if dst_exists and dst in num.vars:
                lo, hi = _hull([(lo, hi), num.interval(dst)])
            elif dst_exists:
                lo = hi = None
            num = num.assign_interval(dst, lo, hi)
        state = state.with_num(num)
        sp, dp = state.pts.get(src), state.pts.get(dst) if dst_exists else None
        if sp is not None or dp is not None:
            if sp is None or dp is None:
                p = sp or dp
            else:
                p = Ptr(sp.targets | dp.targets, gcd(sp.unit, dp.unit))
                if p.unit != sp.unit or p.unit != dp.unit:   # offsets in other units: unknown
                    state = state.with_num(state.num.havoc(dst))
            state = state.set_pts(dst, p)
        if src in state.inputs:
            state = state.mark_input(dst)
        return state

    # calls -------------------------------------------------------------------------------------
    def do_call(self, frame, st: ir.Call, state, record):
        callee = st.callee
        if not isinstance(callee, str):
            p, _ = self.ptr_of(state, frame, callee)
            fns = [t[3:] for t in p.targets if t.startswith("fn:")]
            if not fns or p.targets - {t for t in p.targets if t.startswith("fn:")} - {NULL}:
                self.note_once(st.coord, "an indirect call through an unknown pointer: "
                                         "its effects are over-approximated")
                if record:
                    self.check_sites(frame, st.sites, state)
                return self.havoc_call(frame, st, state, all_memory=True)
            out = None
            for f in sorted(fns):
                r = self.do_call(frame, replace(st, callee=f), state, record)
                out = r if out is None else out.join(r)
            if st.dst is not None and (len(fns) > 1 or self.op_input(frame, callee, state)):
                out = out.mark_input(frame.q(st.dst.name))   # which function ran depends on input
            return out
        fn = self.program.functions.get(callee)
        if fn is not None:
            return self.call_function(frame, st, fn, state, record)
        if self.libc.has_model(callee):
            return self.libc.model(self, frame, st, state, record)
        if record:
            self.check_sites(frame, st.sites, state)
        self.note_once(st.coord, f"no body or model for '{callee}': its effects on memory and "
                                 f"globals are over-approximated", key=callee)
        return self.havoc_call(frame, st, state)

    def note_once(self, coord, message, key=None):
        key = key or (coord, message)
        if key in self.unknown_noted:
            return
        self.unknown_noted.add(key)
        self.on_note(coord, message)

    def havoc_call(self, frame, st, state, all_memory=False):
        roots = set()
        for a in st.args:
            if isinstance(a, ir.Var) and isinstance(a.type, ir.PtrT):
                roots |= state.targets(frame.q(a.name))
        if all_memory or UNKNOWN in roots:
            blocks = set(state.blocks)
        else:
            glob = {b.name for b in self.program.blocks}
            blocks = self.reachable_blocks(state, roots | (glob & set(state.blocks)))
        contained = not all_memory and UNKNOWN not in roots and blocks != set(state.blocks)
        own = None
        returns_ptr = st.dst is not None and isinstance(st.dst.type, ir.PtrT)
        if contained and (returns_ptr or blocks):
            # memory of the callee's own (its static data, what it allocates): what it returns
            # or stores may point there
            own = self._returned_block(st)
        # what the callee can store: pointers into what it can reach (and its own block)
        reach = frozenset({NULL} | {b for b in blocks if not self.info(b).readonly}
                          | ({own} if own else set())) if contained else None
        for b in blocks:
            if not self.info(b).readonly:
                state = self.havoc_block_contents(state, b, targets=reach)
        for v in self.program.globals:
            state = self.unknown_value(state, v.name, v.type)
        if own is not None and own not in state.blocks:
            state = self._own_block(state, own, reach)
        if st.dst is not None:
            if own is not None and returns_ptr:
                state = self.returned_pointer(frame, st, state, own, reach)
            else:
                state = self.unknown_value(state, frame.q(st.dst.name), st.dst.type)
        return state

    def _own_block(self, state, block, targets):
        """The callee's own memory: one summary block of unknown size and contents."""
        if block not in state.blocks:
            blocks = dict(state.blocks)
            blocks[block] = BlockState(summary=True)
            state = replace(state, blocks=blocks)
            state = self.assign_interval(state, size_var(block), 0, ALLOC_LIMIT)
        state = self.assign_interval(state, summary_var(block), None, None)
        state = state.set_pts(summary_var(block), Ptr(targets, 1))
        return state.mark_input([size_var(block), summary_var(block)])

    def _returned_block(self, st):
        c = st.coord
        block = f"ret:{st.callee}@{c.line}:{c.column}" if c is not None else f"ret:{st.callee}"
        if block not in self.registry:
            self.registry[block] = BlockInfo(block, f"the memory returned by {st.callee}"
                                             + (f" at line {c.line}" if c else ""), "extern",
                                             1, False, False, True, True)
        return block

    def returned_pointer(self, frame, st, state, block, targets):
        """The pointer a function without body returns: into a block of its own (one summary
        block of unknown size per call site), into memory it can reach (its pointer arguments'
        blocks and the globals: `targets`), or NULL. Stores through it update only those, weakly."""
        state = self._own_block(state, block, targets)
        name = frame.q(st.dst.name)
        # at its start when it points into its own block only; elsewhere anywhere
        offset = 0 if targets <= {block, NULL} else None
        state = self.set_pointer(state.kill_defs(name), name, Ptr(targets, 1), offset)
        return state.mark_input(name)

    def call_function(self, frame, st, fn: ir.Function, state, record):
        depth = frame.depth + 1
        recursive = fn.name in frame.calls
        if recursive or depth > self.options.inline_depth:
            if record and (fn.name, "generic") not in self.cache:
                self.cache[(fn.name, "generic")] = True
                self.analyze_generic(fn, depth)
            return self.havoc_call(frame, st, state)
        callee = Frame(fn, depth, frame.calls + (fn.name,))
        entry = state
        for p, a in zip(fn.params, st.args):
            pname = callee.q(p.name)
            if isinstance(p.type, ir.PtrT):
                if isinstance(a, ir.Var) and not isinstance(a.type, ir.PtrT):
                    entry = self.set_pointer(entry, pname, Ptr(frozenset({UNKNOWN}), 1), None)
                else:
                    ptr, off = self.ptr_of(entry, frame, a)
                    entry = self.set_pointer(entry, pname, ptr, off if ptr.targets else None)
            elif isinstance(p.type, ir.IntT):
                lin = self.lin(frame, a)
                entry = entry.kill_defs(pname)
                if lin is None:
                    entry = self.assign_interval(entry, pname, p.type.min, p.type.max)
                else:
                    entry = self.assign_num(entry, pname, lin, p.type)
                    if isinstance(a, ir.Var) and frame.q(a.name) in entry.defs:
                        defs = dict(entry.defs)
                        defs[pname] = entry.defs[frame.q(a.name)]
                        entry = replace(entry, defs=defs)
            else:
                entry = entry.drop_names([pname])
            if isinstance(a, ir.Var) and frame.q(a.name) in entry.tainted:
                entry = replace(entry, tainted=entry.tainted | {pname})
            entry = entry.mark_input(pname, self.op_input(frame, a, entry))
        exit_state = self.analyze(callee, entry, record)
        if exit_state.is_bottom():
            return exit_state
        out = exit_state
        if st.dst is not None:
            dname = frame.q(st.dst.name)
            rname = callee.ret
            if fn.ret is None or (rname not in out.num.vars and rname not in out.pts):
                out = self.unknown_value(out, dname, st.dst.type)
            elif isinstance(st.dst.type, ir.PtrT):
                p = out.pts.get(rname)
                if p is None:
                    out = self.unknown_value(out, dname, st.dst.type)
                else:
                    out = self.set_pointer(out, dname, p, Linear.var(rname))
            elif isinstance(st.dst.type, ir.IntT):
                out = self.assign_num(out.kill_defs(dname).set_pts(dname, None), dname,
                                      Linear.var(rname), st.dst.type)
            else:
                out = out.drop_names([dname])
            flags = {dname} if rname in out.tainted else set()
            out = replace(out, tainted=(out.tainted - {dname}) | flags)
            out = out.mark_input(dname, rname in out.inputs or fn.ret is None)
        # forget the callee's frame: its variables and its local blocks
        suffix = f"#{depth}"
        dead = [n for n in list(out.num.vars) + list(out.pts) if _in_frame(n, suffix)]
        out = out.drop_names(dead)
        for b in fn.blocks:
            if b.name in out.blocks and not getattr(b, "zero_init", False):
                out = self.forget_block(out, b.name)
        return out

    def analyze_generic(self, fn, depth):
        """Analyse fn once with unknown arguments (its call was cut: recursion or depth), so its
        CheckSites are judged in a context covering every cut call."""
        frame = Frame(fn, depth, (fn.name,) * 0 + ("$generic", fn.name))
        state = self.initial_state()
        state = self.havoc_all_memory(state)
        for v in self.program.globals:
            state = self.unknown_value(state, v.name, v.type)
        state = self.entry_arguments_generic(state, frame)
        self.analyze(frame, state, record=True)

    def entry_arguments_generic(self, state, frame):
        for p in frame.fn.params:
            state = self.unknown_value(state, frame.q(p.name), p.type,
                                       f"arg:{frame.fn.name}.{p.name}", p.name)
        return state

    # checks ------------------------------------------------------------------------------------
    def check_sites(self, frame, sites, state, lengths=None):
        for site in sites:
            q = self.access_query(frame, site, state, lengths)
            if q is not None:
                self.emit(q)

    def access_query(self, frame, site: ir.CheckSite, state, lengths=None) -> Optional[AccessQuery]:
        names = {}
        tainted = False

        def opname(op):
            nonlocal tainted
            if isinstance(op, ir.Var):
                n = frame.q(op.name)
                names[n] = op.name
                if n in state.tainted:
                    tainted = True
        if site.kind == "index":
            idx = self.lin(frame, site.index) if site.index is not None else None
            ext = self.lin(frame, site.extent) if site.extent is not None else None
            opname(site.index)
            opname(site.extent)
            if idx is None:
                idx = Linear.var("$unknown")
            return AccessQuery(site, state, [Range(None if ext is None else site.array, idx,
                                                   Linear.const(1), ext, site.elem_size)],
                               names, tainted)
        if site.kind == "pointer":
            length = site.length.value if isinstance(site.length, ir.Const) else None
            opname(site.pointer)
            ranges = self.pointer_ranges(state, frame, site.pointer,
                                         Linear.const(length) if length is not None else None)
            return AccessQuery(site, state, ranges, names,
                               tainted or self._content_tainted(state, ranges))
        # "call": the library model passes the lengths it computed (bytes, as Linear or None)
        length = (lengths or {}).get(site.id)
        opname(site.pointer)
        note = ""
        if isinstance(length, tuple):
            length, note = length
        ranges = self.pointer_ranges(state, frame, site.pointer, length)
        if site.extent is not None and length is not None and ranges and \
                all(r.block not in (None, "null") for r in ranges):
            # the argument designates an array subobject (a struct field): stay inside it too
            ext = self.lin(frame, site.extent)
            if ext is not None:
                opname(site.extent)
                ranges.append(Range(ranges[0].block, Linear.const(0), length, ext, 1))
        return AccessQuery(site, state, ranges, names, tainted, note=note)

    def _content_tainted(self, state, ranges):
        return False

    def pointer_ranges(self, state, frame, pointer, length_bytes) -> list:
        """The ranges [off, off+len) of every block the pointer may point into. length_bytes: a
        Linear in bytes, or None (unknown: the check cannot succeed)."""
        if pointer is None:
            return [Range(None, Linear.const(0), Linear.const(1), None)]
        ptr, off = self.ptr_of(state, frame, pointer)
        out = []
        targets = ptr.targets or frozenset({UNKNOWN})
        for t in sorted(targets):
            if t == NULL:
                continue
            if t == UNINIT:
                out.append(Range(UNINIT, off, Linear.const(1), Linear.const(0), ptr.unit))
                continue
            if t == UNKNOWN or t.startswith("fn:") or t not in state.blocks:
                out.append(Range(None, off, Linear.const(1), None, ptr.unit))
                continue
            info = self.info(t)
            bs = state.blocks[t]
            size = self.size_of(t) if info.known_size else None
            u, bu = ptr.unit, info.unit
            g = gcd(u, bu)
            if length_bytes is None:
                out.append(Range(t, off, None, size, u, bs.summary))
                continue
            # express everything in the largest unit dividing the pointer's and the block's units
            # and the length (elements when they agree, bytes otherwise)
            alts = length_bytes if isinstance(length_bytes, tuple) else (length_bytes,)
            for lb in alts:
                g = gcd(g, lb.const, *lb.coeffs.values())
            g = gcd(g, u, bu) or 1
            o = off * (u // g)
            lns = tuple(Linear({k: v // g for k, v in lb.coeffs.items()}, lb.const // g)
                        for lb in alts)
            sz = None if size is None else size * (bu // g)
            out.append(Range(t, o, lns[0] if len(lns) == 1 else lns, sz, g, bs.summary))
        if not out:   # only null: dereferencing NULL
            out.append(Range("null", off, Linear.const(1), Linear.const(0), ptr.unit))
        return out


def _var_index(num):
    """A container answering `name in` for num's variables quickly (its index when it has one: the
    variable tuple is scanned linearly)."""
    index = getattr(num, "_index", None)
    return index if isinstance(index, dict) else num.vars


def _uses(st) -> set:
    """Names of the variables a statement reads."""
    out = set()

    def add(x):
        if isinstance(x, ir.Var):
            out.add(x.name)
        elif isinstance(x, (ir.BinOp, ir.UnOp, ir.Cast, ir.PtrAdd, ir.PtrDiff)):
            for y in vars(x).values():
                add(y)
        elif isinstance(x, ir.CheckSite):
            for y in (x.index, x.extent, x.pointer, x.length):
                add(y)
        elif isinstance(x, tuple):
            for y in x:
                add(y)
    for key, val in vars(st).items():
        if key in ("dst", "coord"):
            continue
        add(val)
    return out


def _dead_after(fn: ir.Function) -> dict:
    """Backward liveness over the CFG; returns node -> variables of fn dead after the node."""
    nodes = fn.cfg.nodes
    succ = {n: [] for n in nodes}
    for e in fn.cfg.edges:
        succ.setdefault(e.src, []).append(e.dst)
    use, kill = {}, {}
    for n, node in nodes.items():
        u, d = set(), set()
        for st in node.stmts:
            u |= _uses(st) - d
            dst = getattr(st, "dst", None)
            if isinstance(st, (ir.Assign, ir.Load, ir.Call)) and dst is not None:
                d.add(dst.name)
        use[n], kill[n] = u, d
    live_in = {n: set() for n in nodes}
    live_out = {n: set() for n in nodes}
    changed = True
    order = sorted(nodes, reverse=True)
    while changed:
        changed = False
        for n in order:
            out = set()
            for s in succ.get(n, ()):
                out |= live_in.get(s, set())
            inn = use[n] | (out - kill[n])
            if out != live_out[n] or inn != live_in[n]:
                live_out[n], live_in[n] = out, inn
                changed = True
    local = {v.name for v in (*fn.params, *fn.locals)}
    return {n: frozenset(local - live_out[n]) for n in nodes}


def _in_frame(name: str, suffix: str) -> bool:
    if name.endswith(suffix):
        return True
    return (suffix + ")") in name or (suffix + "@") in name


def _as_frame(state, callee, frame):
    return state


def _retexpr(ret: ir.Var, to):
    return ret


def _tree_names(tree) -> frozenset:
    return _tree_vars(tree)


def _subst_tree(tree, old, new):
    if tree[0] == "var":
        return ("var", new, tree[2]) if tree[1] == old else tree
    if tree[0] == "const":
        return tree
    return tuple(_subst_tree(c, old, new) if isinstance(c, tuple) else c for c in tree)


def _linear_of_tree(tree):
    """(root var, k, c) when the tree computes k * root + c ignoring wrap-around; else None."""
    kind = tree[0]
    if kind == "var":
        return tree[1], 1, 0
    if kind == "const":
        return None
    if kind == "copy":
        return _linear_of_tree(tree[1])
    if kind == "exact":   # ("exact", tree, c): tree + c, known not to wrap
        r = _linear_of_tree(tree[1])
        return None if r is None else (r[0], r[1], r[2] + tree[2])
    if kind == "cast":
        return _linear_of_tree(tree[1])
    a, b = tree[1], tree[2]
    if kind in ("+", "-"):
        if b[0] == "const":
            r = _linear_of_tree(a)
            return None if r is None else (r[0], r[1], r[2] + (b[1] if kind == "+" else -b[1]))
        if a[0] == "const" and kind == "+":
            r = _linear_of_tree(b)
            return None if r is None else (r[0], r[1], r[2] + a[1])
        return None
    if kind == "*":
        if b[0] == "const":
            r = _linear_of_tree(a)
            return None if r is None else (r[0], r[1] * b[1], r[2] * b[1])
        if a[0] == "const":
            r = _linear_of_tree(b)
            return None if r is None else (r[0], r[1] * a[1], r[2] * a[1])
    return None


def _chain_forms(tree) -> list:
    """(k, c, type) of every typed step of a linear definition tree (casts and operations): the
    step computes k * root + c when nothing wrapped before it."""
    out = []
    kind = tree[0]
    if kind == "copy":
        return _chain_forms(tree[1])
    if kind in ("var", "const", "exact"):
        return out
    if kind == "cast":
        form = _linear_of_tree(tree[1])
        if form is not None:
            out.append((form[1], form[2], tree[2]))
        return out + _chain_forms(tree[1])
    form = _linear_of_tree(tree)
    t = tree[3] if len(tree) > 3 else None
    if form is not None and isinstance(t, ir.IntT):
        out.append((form[1], form[2], t))
    for child in tree[1:3]:
        out += _chain_forms(child)
    return out


def _eval_tree(an: Analyzer, state, tree) -> tuple:
    """Interval of a definition tree in state, with C's wrap-around at every cast."""
    kind = tree[0]
    if kind == "copy":
        return _eval_tree(an, state, tree[1])
    if kind == "var":
        if tree[1] not in state.num.vars:
            return type_range(tree[2])
        return state.num.interval(tree[1])
    if kind == "const":
        return tree[1], tree[1]
    if kind == "cast":
        lo, hi = _eval_tree(an, state, tree[1])
        t = tree[2]
        if lo is not None and hi is not None and t.min <= lo and hi <= t.max:
            return lo, hi
        if lo is not None and hi is not None:
            span = 1 << t.bits
            k = (lo - t.min) // span
            if (hi - t.min) // span == k:   # one wrapped window: an exact shift
                return lo - k * span, hi - k * span
        return t.min, t.max
    a, b = _eval_tree(an, state, tree[1]), _eval_tree(an, state, tree[2])
    if kind == "+":
        r = _add(a, b)
    elif kind == "-":
        r = _add(a, (None if b[1] is None else -b[1], None if b[0] is None else -b[0]))
    else:
        r = _mul(a, b)
    t = tree[3] if len(tree) > 3 else None
    if isinstance(t, ir.IntT) and (r[0] is None or r[1] is None or r[0] < t.min or r[1] > t.max):
        # the operation wraps in its type (two's complement also for signed types, as the
        # machine does): one wrapped window shifts exactly, else any value
        if r[0] is not None and r[1] is not None:
            span = 1 << t.bits
            k = (r[0] - t.min) // span
            if (r[1] - t.min) // span == k:
                return r[0] - k * span, r[1] - k * span
        return t.min, t.max
    return r


def _tree_exact(an: Analyzer, state, tree) -> bool:
    """Does no operation of the tree wrap in state (so it equals its linear form)?"""
    kind = tree[0]
    if kind == "copy":
        return True
    if kind in ("var", "const"):
        return True
    if kind == "cast":
        if not _tree_exact(an, state, tree[1]):
            return False
        lo, hi = _eval_tree(an, state, tree[1])
        t = tree[2]
        return lo is not None and hi is not None and t.min <= lo and hi <= t.max
    if not (_tree_exact(an, state, tree[1]) and _tree_exact(an, state, tree[2])):
        return False
    a, b = _eval_tree(an, state, tree[1]), _eval_tree(an, state, tree[2])
    if kind == "+":
        lo, hi = _add(a, b)
    elif kind == "-":
        lo, hi = _add(a, (None if b[1] is None else -b[1], None if b[0] is None else -b[0]))
    else:
        lo, hi = _mul(a, b)
    t = tree[3] if len(tree) > 3 else None
    if isinstance(t, ir.IntT):
        return lo is not None and hi is not None and t.min <= lo and hi <= t.max
    return lo is not None and hi is not None and -(1 << 62) <= lo and hi <= (1 << 62)


def _add(a, b):
    return (None if a[0] is None or b[0] is None else a[0] + b[0],
            None if a[1] is None or b[1] is None else a[1] + b[1])


def _mul(a, b):
    if None in a or None in b:
        # unbounded: sign analysis only
        if a[0] is not None and b[0] is not None and a[0] >= 0 and b[0] >= 0:
            return 0 if a[0] * b[0] == 0 else a[0] * b[0], None
        return None, None
    prods = [x * y for x in a for y in b]
    return min(prods), max(prods)


def _divmod(op, a, b):
    if b[0] is None or b[1] is None or (b[0] <= 0 <= b[1]):
        if op == "%" and b[0] is not None and b[1] is not None:
            m = max(abs(b[0]), abs(b[1])) - 1
            if a[0] is not None and a[0] >= 0:
                return 0, m if a[1] is None else min(m, a[1])
            return -m, m
        if op == "/" and a[0] is not None and a[1] is not None:
            m = max(abs(a[0]), abs(a[1]))
            return -m, m
        return None, None
    if op == "%":
        m = max(abs(b[0]), abs(b[1])) - 1
        if a[0] is not None and a[0] >= 0:
            return 0, m if a[1] is None else min(m, a[1])
        if a[1] is not None and a[1] <= 0:
            return -m if a[0] is None else max(-m, a[0]), 0
        return -m, m
    if a[0] is None or a[1] is None:
        m = None
        if a[0] is not None and a[0] >= 0 and b[0] > 0:
            return 0, None
        return None, None
    qs = [_tdiv(x, y) for x in a for y in b]
    return min(qs), max(qs)


def _tdiv(x, y):
    q = abs(x) // abs(y)
    return q if (x >= 0) == (y >= 0) else -q


def _scale(rng, k):
    return (None if rng[0] is None else rng[0] * k, None if rng[1] is None else rng[1] * k)


def _hull(ranges):
    lo = hi = 0
    first = True
    for l, h in ranges:
        if first:
            lo, hi, first = l, h, False
            continue
        lo = None if lo is None or l is None else min(lo, l)
        hi = None if hi is None or h is None else max(hi, h)
    if first:
        return None, None
    return lo, hi


_NEG = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}

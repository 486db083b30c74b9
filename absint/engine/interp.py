"""The abstract interpreter: transfer functions of the IR over AbsState, and the interprocedural
driver (call-string inlining up to a depth, sound summaries beyond and on recursion).

Names: a variable of the function analysed at call depth d is named `name` (d == 0) or `name#d`;
globals keep their "@" names. A pointer variable's numeric value is its offset (see
absint.memory.state). Checks are not decided here: every CheckSite reached while recording is handed
to `on_access(query)` with an AccessQuery describing the ranges to check (absint.checks decides).
"""
from __future__ import annotations

import time
from dataclasses import replace
from typing import Callable

from absint.domains.linear import Linear
from absint.domains.pentagon import Pentagon
from absint.domains.ranges import is_int
from absint.engine.calls import Calls
from absint.ir.nodes import var_names
from absint.engine.fixpoint import FixpointIterator, Strategy
from absint.engine.frames import CFGGraph, DeferredAt, Frame
from absint.engine.limits import ALLOC_LIMIT, MAX_CELLS, SMALL_ARRAY, WIDE  # noqa: F401  (re-exported)
from absint.engine.liveness import dead_after_nodes, statement_uses, temporaries_dying
from absint.engine.memory_ops import MemoryOps
from absint.engine.queries import AccessChecks, AccessQuery, Range  # noqa: F401  (re-exported)
from absint.engine.summaries import SummaryCalls
from absint.engine.symbolic import SymbolicInputs
from absint.engine.values import ValueTransfer
from absint.ir import nodes as ir
from absint.ir.wto import flatten, weak_topological_order
from absint.memory.blocks import BlockInfo, Ptr
from absint.memory.state import (  # noqa: F401
    NULL,
    UNKNOWN,
    AbsState,
    BlockState,
    StateLattice,
    len_var,
    size_var,
    summary_var,
)
from absint.memory.trees import type_range

# dead temporaries are dropped from a node's state this many at a time: each drop copies the state,
# and a long straight-line block (an unrolled hash round) would otherwise carry thousands of them
DROP_BATCH = 32
# past this many temporaries in a state, those dying in a node leave at its end too
PILED_TEMPORARIES = 64


class Analyzer(ValueTransfer, MemoryOps, Calls, AccessChecks, SymbolicInputs, SummaryCalls):
    """Interprets a Program from an entry function. One Analyzer per entry point."""

    def __init__(self, program: ir.Program, options, on_access: Callable = None,
                 on_note: Callable = None):
        from absint.memory import libc
        self.program = program
        self.options = options
        self.on_access = on_access or (lambda q: None)
        self.is_safe = None          # q -> bool, set by the checks (used to judge partitions)
        self._buffer = None
        self.on_note = on_note or (lambda coord, msg, level="note": None)
        self.libc = libc
        self.registry: dict = {}
        self.graphs: dict = {}
        self.wtos: dict = {}
        self.cache: dict = {}
        self.context_visits: dict = {}   # (call string, site, callee) -> analyses in context
        self.ptr_bits = 32 if program.machine == "ilp32" else 64
        self.strategy = Strategy(delay=options.widening_delay, narrowing_steps=options.narrowing_steps,
                                 unroll=options.loop_unroll)
        self.lattice = StateLattice(self._thresholds())
        self.global_types = {v.name: v.type for v in program.globals}
        self.unknown_noted: set = set()
        self.liveness: dict = {}
        self.temp_deaths: dict = {}
        self._initial = None
        # dropping dead variables after each node keeps states small but costs a re-index per
        # variable re-added; on typical code keeping them is faster (measured: 0.85 s vs 1.08 s)
        self.drop_dead = False
        self.reached_functions: set = set()
        # modular analysis (absint.engine.modular): function -> Summary used at calls (None: calls
        # are inlined, the closed-program mode of earlier versions); on_call(caller, callee) is
        # told of every call the recording pass reaches
        self.summaries = None
        self.on_call = None
        self.defer = None            # defer(frame, st, fn, state) -> True: instantiate later
        # call sites analysed in their caller's context rather than through the callee's summary:
        # (Frame.calls of the caller, the call's coord, the callee) (see absint.engine.modular)
        self.inline_sites = frozenset()
        self.on_deferred = None      # on_deferred(frame, st, state): a call through a symbolic pointer
        # every function pointer designates a function whose address the program takes (a closed
        # program: absint.engine.calls.closed_world); set by the modular analysis
        self.closed_world = False
        self.chain_prefix = ()       # CallSteps above the calls being made again (instantiate_call)
        self.callbacks_making = frozenset()  # (function, coord) of the deferred calls being made
        self.initializing = False    # running the static initializers (see write_value)
        self.work = 0                # fixpoint steps of the current function's analysis ...
        self.work_limit = 0          # ... and their budget (0: none), see absint.engine.modular
        self.deadline = None         # time.monotonic() past which it stops (--time-budget)
        for b in program.blocks:
            self.register_memblock(b)
        for fn in program.functions.values():
            for b in fn.blocks:
                self.register_memblock(b)

    # ------------------------------------------------------------------ setup
    def _thresholds(self):
        values = {0, 1}
        def add(v):
            if is_int(v) and abs(v) < (1 << 40):
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
        # the string literals the initializers only point to get their ghosts after them, in
        # one step: a table of thousands of them made every initializing statement copy a
        # state as large as all their ghosts (the square of the table's size)
        later = stored_literals(self.program)
        state = self.static_storage(later)
        frame = Frame(ir.Function("$init", (), None, tuple(self.program.init_locals), (),
                                  ir.CFG(0, 0, {}, ())), 0, ("$init",))
        init = self.table_stores_collapsed(self.program.init)
        # an initializer's temporaries die at their last use: dropped there, the state stays
        # small over a table of thousands of elements (a closure per statement is then cheap)
        temps = {v.name for v in self.program.init_locals}
        last_use = {}
        for k, st in enumerate(init):
            for name in statement_uses(st) & temps:
                last_use[name] = k
        dies = {}
        for name, k in last_use.items():
            dies.setdefault(k, []).append(name)
        self.initializing = True      # constant stores into arrays: see write_value
        dead = []     # dropped a few dozen at a time: each drop copies the whole state
        try:
            for k, st in enumerate(init):
                state = self.stmt(frame, st, state, record=False)
                dead.extend(dies.get(k, ()))
                if len(dead) >= 32:
                    state, dead = state.drop_names(dead), []
                if not isinstance(st, ir.Assign) and state.is_bottom():
                    break
        finally:
            self.initializing = False
        state = state.drop_names([v.name for v in self.program.init_locals])
        if later and not state.is_bottom():
            facts = {}
            for b in self.program.blocks:
                if b.name in later:
                    self.static_block_facts(b, facts, [])
            facts, cong = _as_kept(facts)
            state = replace(state, num=state.num.with_intervals(facts), cong={**state.cong, **cong})
        return state

    def table_stores_collapsed(self, init: list) -> list:
        """The static initializers with the constant elements of each large table of numbers
        reduced to its least and greatest: such a table is one summary (no cells), which each
        constant store only widens to hold the value (write_value while initializing), so the
        two extremes make the same state as all of them. (A table of 32,768 constants ran a
        statement per element, about 1 ms each: seconds before any function was analysed, and
        out of reach of the time budgets.) Only `%t = %base +p C; store %t <- constant` pairs
        whose temporary nothing else reads, into a block `%base = &table` designates."""
        uses = {}
        for st in init:
            for name in statement_uses(st):
                uses[name] = uses.get(name, 0) + 1
        table_of, offset_of = {}, {}     # a temporary -> the table it points into
        extremes = {}                    # table -> [(value, index of its store)] least, greatest
        pairs = {}                       # index of a store -> index of its pointer's assignment
        for k, st in enumerate(init):
            if isinstance(st, ir.Assign) and isinstance(st.expr, ir.AddrOf) \
                    and not st.expr.function and self.is_summarized_table(st.expr.block):
                table_of[st.dst.name] = st.expr.block
            elif isinstance(st, ir.Assign) and isinstance(st.expr, ir.PtrAdd) \
                    and isinstance(st.expr.base, ir.Var) and st.expr.base.name in table_of \
                    and isinstance(st.expr.index, ir.Const) and uses.get(st.dst.name) == 1:
                offset_of[st.dst.name] = k
            elif isinstance(st, ir.Store) and isinstance(st.addr, ir.Var) \
                    and st.addr.name in offset_of and isinstance(st.value, ir.Const) \
                    and is_int(st.value.value):
                table = table_of[init[offset_of[st.addr.name]].expr.base.name]
                if st.size != self.info(table).unit:
                    continue
                pairs[k] = offset_of[st.addr.name]
                v = st.value.value
                lo, hi = extremes.get(table, ((v, k), (v, k)))
                extremes[table] = (min(lo, (v, k)), max(hi, (v, k)))
        keep = {k for ends in extremes.values() for _, k in ends}
        drop = {j for k, i in pairs.items() if k not in keep for j in (k, i)}
        return [st for k, st in enumerate(init) if k not in drop] if drop else init

    def is_summarized_table(self, block: str) -> bool:
        """A static array of numbers too large for cells (memory_ops.do_store's `fieldlike`):
        its elements are one summary."""
        info = self.info(block)
        return info.array and not info.is_char and info.static_units is not None \
            and info.static_units > SMALL_ARRAY

    def static_storage(self, later=frozenset()) -> AbsState:
        """Static storage before the initializers run: global scalars 0 (pointers NULL), every
        block's ghosts (sizes, string lengths, contents) but those of the blocks `later`. They
        are intervals, made in one Pentagon: made one variable at a time, each step copied a
        state as large as the program's blocks so far (a file's string literals cost the square
        of their number)."""
        facts, pts, inputs = {}, {}, []
        for v in self.program.globals:
            if isinstance(v.type, ir.PtrT):
                facts[v.name] = (0, 0)
                pts[v.name] = Ptr(frozenset({NULL}), 1)
            elif isinstance(v.type, ir.IntT):
                facts[v.name] = (0, 0)
        blocks = {}
        for b in self.program.blocks:
            blocks[b.name] = BlockState()
            if b.name not in later:
                self.static_block_facts(b, facts, inputs)
        facts, cong = _as_kept(facts)
        num = Pentagon.from_constraints(list(facts), facts)
        state = replace(AbsState.initial(), num=num, pts=pts, blocks=blocks, cong=cong)
        return state.mark_input(inputs) if inputs else state

    def static_block_facts(self, b: ir.MemBlock, facts: dict, inputs: list) -> None:
        """The intervals of a static block's ghosts at program start, into facts."""
        info = self.info(b.name)
        if b.size is not None and info.static_units is None:
            facts[size_var(b.name)] = (b.size // info.unit,) * 2
        elif b.size is None and b.kind == "global":
            # an extern array of unknown extent (`extern char name[];`): any size, defined elsewhere
            facts[size_var(b.name)] = (0, ALLOC_LIMIT // info.unit)
            inputs.append(size_var(b.name))
        if b.kind == "string" and b.init is not None:
            elems = [int.from_bytes(b.init[i:i + info.unit], "little", signed=False)
                     for i in range(0, len(b.init), info.unit)]
            first_nul = next((i for i, c in enumerate(elems) if c == 0), len(elems))
            facts[len_var(b.name)] = (first_nul, first_nul)
            facts[summary_var(b.name)] = (min(elems), max(elems))
        elif b.zero_init:   # static storage defined here; an extern-only object is unknown
            facts[summary_var(b.name)] = (0, 0)
            if info.is_char:
                facts[len_var(b.name)] = (0, 0)
        elif info.is_char:
            facts[len_var(b.name)] = (0, ALLOC_LIMIT)

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
        if frame.depth == 0:    # a root's analysis: its budget of calls analysed in context
            self.context_visits = {}
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
            exit_state = self.split_exit(frame, graph, result, exit_state)
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
                    # (the callbacks it defers are held back with its queries: made again
                    # from each partition and from the joined state, a summary's deferred
                    # calls tripled at each level of calls)
                    saved, self._buffer = self._buffer, []
                    try:
                        for part in ps:
                            self.node(frame, v, part, True)
                    finally:
                        # (a budget that stops the analysis here must not leave the buffer in
                        # place: every later query of the task went into it, unreported)
                        held, self._buffer = self._buffer, saved
                    if all(self.is_safe(q) for q in held if not isinstance(q, DeferredAt)):
                        for q in held:
                            self.emit(q)
                        continue
                self.node(frame, v, s, True)
        return exit_state

    def split_exit(self, frame: Frame, graph, result, exit_state: AbsState) -> AbsState:
        """The exit state remembering its two cases by the value returned (0 or NULL; anything
        else), each the join of the returns' states in that case: the join at the exit forgets
        what a failing return did not do (`if (!init(&s)) return 0; use(s.len)`), a caller testing
        the result keeps its case. Only where two returns or more meet, and both cases happen."""
        fn = frame.fn
        if exit_state.is_bottom() or not isinstance(fn.ret, (ir.IntT, ir.PtrT)) \
                or fn.cfg.nodes[fn.cfg.exit].stmts:
            return exit_state
        preds = graph.predecessors(fn.cfg.exit)
        if len(preds) < 2 and not any(result.post.get(p) is not None and
                                      result.post[p].split_on(frame.ret) for p in preds):
            return exit_state
        rname = frame.ret
        zero = other = self.lattice.bottom()
        for p in preds:
            for s in (result.post.get(p), *(result.peel_post or {}).get(p, ())):
                if s is None or s.is_bottom():
                    continue
                z, o = s.split_on(rname) or (s, s)   # `return f(...)`: f's cases
                if isinstance(fn.ret, ir.PtrT):
                    z, o = self.null_case(z, rname, True), self.null_case(o, rname, False)
                else:
                    z = self.assume_num(z, Linear.var(rname), "==", Linear.const(0))
                    o = self.assume_num(o, Linear.var(rname), "!=", Linear.const(0))
                if not z.is_bottom():
                    zero = z if zero.is_bottom() else zero.join(z)
                if not o.is_bottom():
                    other = o if other.is_bottom() else other.join(o)
        if zero.is_bottom() or other.is_bottom():
            return exit_state
        return exit_state.with_split(rname, zero, other)

    def emit(self, q):
        """An access's query, or a DeferredAt, to its hook (or to the buffer of a partition)."""
        if self._buffer is not None:
            self._buffer.append(q)
        elif isinstance(q, DeferredAt):
            self.on_deferred(q.frame, q.call, q.state)
        else:
            self.on_access(q)

    def charge(self, units: int = 1) -> None:
        """`units` steps of work: past the work budget or the deadline the analysis stops
        (BudgetExceeded), and what it did not finish is reported as not analysed."""
        self.work += units
        if self.work_limit and self.work > self.work_limit:
            from absint.engine.modular import BudgetExceeded
            raise BudgetExceeded()
        if self.deadline is not None and time.monotonic() > self.deadline:
            from absint.engine.modular import BudgetExceeded
            raise BudgetExceeded("time")

    def node(self, frame: Frame, v, state: AbsState, record: bool) -> AbsState:
        stmts = frame.fn.cfg.nodes[v].stmts
        # a node costs with its statements (an unrolled round is one node of hundreds): a step
        # per two of them, so that a budget bounds the time a long straight-line block takes
        self.charge(max(1, (len(stmts) + 1) // 2))
        deaths = self.temporaries_dying(frame.fn).get(v)
        dying = []
        for k, st in enumerate(stmts):
            state = self.stmt(frame, st, state, record)
            # (an assignment never makes a state bottom: skip the check, it forces a closure)
            if not isinstance(st, ir.Assign) and state.is_bottom():
                return state
            if deaths is not None and k in deaths:
                dying.extend(deaths[k])
                if len(dying) >= DROP_BATCH:
                    state, dying = state.drop_names([frame.q(x) for x in dying]), []
        if len(state.num.vars) > PILED_TEMPORARIES and \
                self.piled_temporaries(frame, state) > PILED_TEMPORARIES:
            # fewer than a batch die in each node of a state machine's cases, and the join of
            # the cases holds them all: kept, they piled up by thousands. Then every dead one
            # goes (kept otherwise: the polyhedral prover's facts at later sites may need them,
            # `2 * n` of a VLA's extent)
            dead = self.dead_after(frame.fn).get(v) or ()
            state = state.drop_names([frame.q(x) for x in dead if x.startswith("%")])
        dead = self.dead_after(frame.fn).get(v) if self.drop_dead else None
        if dead:
            names = [frame.q(x) for x in dead]
            if any(n in state.num.vars or n in state.pts for n in names):
                state = state.drop_names(names)
        return state

    @staticmethod
    def piled_temporaries(frame: Frame, state: AbsState) -> int:
        """How many of frame's temporaries ("%N", "%N#depth") the state holds."""
        if frame.depth == 0:
            return sum(1 for n in state.num.vars if n[0] == "%" and "#" not in n)
        suffix = f"#{frame.depth}"
        return sum(1 for n in state.num.vars if n[0] == "%" and n.endswith(suffix))

    def temporaries_dying(self, fn: ir.Function) -> dict:
        """node -> {statement index: temporaries dead after it} (absint.engine.liveness)."""
        cached = self.temp_deaths.get(fn.name)
        if cached is None:
            cached = self.temp_deaths[fn.name] = temporaries_dying(fn)
        return cached

    def dead_after(self, fn: ir.Function) -> dict:
        """node -> the function's variables not live after it (dropped to keep states small)."""
        cached = self.liveness.get(fn.name)
        if cached is None:
            cached = self.liveness[fn.name] = dead_after_nodes(fn)
        return cached

    # ------------------------------------------------------------------ statements
    def dereferenced(self, frame: Frame, addr, state: AbsState) -> AbsState:
        """After `*p` the path goes on only where p was not NULL (a null dereference does not
        return): NULL leaves p's targets, so a walker `while (*s) s++; return s;` does not hand
        its caller back a pointer that may be NULL. Only a pointer that designates something else
        too: a pointer that is only NULL keeps it (its access is reported as a null pointer)."""
        if not isinstance(addr, ir.Var) or state.is_bottom():
            return state
        name = frame.q(addr.name)
        p = state.pts.get(name)
        if p is None:
            return state
        rest = p.targets - {NULL}
        if NULL in p.targets and rest:
            return state.carry_split(
                lambda s: self.known_nonnull(s.set_pts(name, Ptr(rest, p.unit)), rest))
        if len(rest) == 1:      # (a symbolic view: its caller's pointer is not NULL either)
            return state.carry_split(lambda s: self.known_nonnull(s, rest))
        return state

    def stmt(self, frame: Frame, st, state: AbsState, record: bool) -> AbsState:
        if isinstance(st, ir.Assign):
            return self.assign_keeping_split(frame, st.dst, st.expr, state)
        if isinstance(st, ir.Assume):
            return self.do_assume(frame, st.cond, st.positive, state)
        if isinstance(st, ir.Load):
            if record:
                self.check_sites(frame, st.sites, state)
            return self.dereferenced(frame, st.addr, self.do_load(frame, st, state))
        if isinstance(st, ir.Store):
            if record:
                self.check_sites(frame, st.sites, state)
            def store(s, nonzero=False):
                return self.dereferenced(frame, st.addr, self.do_store(frame, st, s, nonzero))
            cases = state.split_on(frame.q(st.value.name)) \
                if isinstance(st.value, ir.Var) else None
            if cases is not None:
                # the character a copy loop stores (`d[i] = s[i]`, `*d++ = *s++`): a NUL at
                # the source's end, non-zero before it -- so is the byte written
                out = store(state)
                if out.is_bottom():
                    return out
                return out.with_split(frame.q(st.value.name), store(cases[0]),
                                      store(cases[1], nonzero=True))
            return store(state)
        if isinstance(st, ir.Call):
            return self.do_call(frame, st, state, record)
        if isinstance(st, ir.Return):
            if st.value is not None:
                return self.assign_keeping_split(
                    frame, ir.Var("$ret", frame.fn.ret or st.value.type), st.value, state)
            return state
        if isinstance(st, ir.Havoc):
            return self.do_havoc(frame, st, state)
        if isinstance(st, ir.DeclBlock):
            return self.do_declblock(frame, st, state)
        return state

    def assign_keeping_split(self, frame: Frame, dst: ir.Var, expr, state: AbsState) -> AbsState:
        """dst := expr; when expr copies a variable with a case split (`r = fgets(...)`, `return
        init(&s)`: a call's result), the split follows the copy."""
        def assign(s):
            return self.do_assign(frame, dst, expr, s)
        src = _zero_preserving_source(expr)
        cases = state.split_on(frame.q(src.name)) if src is not None else None
        if cases is not None:
            return assign(state).with_split(frame.q(dst.name), *(assign(c) for c in cases))
        if state.split_on(frame.q(dst.name)):
            return assign(state)      # a split on dst itself ends with its old value
        # a split on another variable holds across the assignment (`c = *s; s++; if (c == 0)`,
        # `while (*s++ != 0)`: the pointer steps between the load and its test)
        return state.carry_split(assign)

    # assignments ---------------------------------------------------------------------------


def _zero_preserving_source(e):
    """The variable expression e copies, or converts to an integer type at least as wide or to
    another pointer type (zero exactly when it is zero: a split on it holds for the copy too),
    else None."""
    if isinstance(e, ir.Var):
        return e
    if isinstance(e, ir.Cast) and isinstance(e.operand, ir.Var) and isinstance(e.to, ir.IntT) \
            and isinstance(e.operand.type, ir.IntT) and e.to.bits >= e.operand.type.bits:
        return e.operand
    if isinstance(e, ir.Cast) and isinstance(e.operand, ir.Var) and isinstance(e.to, ir.PtrT) \
            and isinstance(e.operand.type, ir.PtrT):
        return e.operand     # a pointer conversion keeps NULL NULL
    return None


def _as_kept(facts: dict) -> tuple:
    """Static intervals {name: (lo, hi)} as assign_interval keeps them (a bound beyond WIDE is
    infinite), and the congruences of the constants among them."""
    kept = {}
    for name, (lo, hi) in facts.items():
        if lo is not None and abs(lo) >= WIDE:
            lo = None if lo < 0 else WIDE
        if hi is not None and abs(hi) >= WIDE:
            hi = None if hi > 0 else -WIDE
        kept[name] = (lo, hi)
    return kept, {n: (0, lo) for n, (lo, hi) in kept.items() if lo is not None and lo == hi}


def stored_literals(program: ir.Program) -> frozenset:
    """The string literals the static initializers take the address of but never read through:
    pointers to them stored in tables or pointer variables (`{"&amp;", ...}`), not the sources
    of an array's copy (`char s[] = "abc"` is a memcpy from its literal)."""
    literals = {b.name for b in program.blocks if b.kind == "string"}
    if not literals:
        return frozenset()
    origin = {}        # a temporary or pointer -> the literal it points into
    read = set()
    for st in program.init:
        if isinstance(st, ir.Assign):
            x = st.expr
            if isinstance(x, ir.AddrOf) and x.block in literals:
                origin[st.dst.name] = x.block
                continue
            base = x.base if isinstance(x, ir.PtrAdd) else x
            if isinstance(base, ir.Var) and base.name in origin:
                origin[st.dst.name] = origin[base.name]
                continue
        used = statement_uses(st)
        if isinstance(st, ir.Store) and isinstance(st.value, ir.Var) and \
                st.value.name not in set(var_names((st.addr, st.sites))):
            used.discard(st.value.name)      # the pointer stored: not read through
        read.update(origin[n] for n in used if n in origin)
    return frozenset(set(origin.values()) - read)

"""The modular interprocedural analysis: every function analysed once (per strongly connected
component of the call graph, bottom-up) from its symbolic entry into a Summary
(absint.engine.summaries); each call site uses its callee's summary.

Accesses are judged by a `decide(query) -> Outcome` function the checks pass in (the engine does
not know how verdicts are made). Where each judgement lands:
- in a function analysed from its symbolic entry, an access proven safe, or refuted for every
  state reaching it, is an outcome of that function; any other is an *obligation* of it (part of
  its summary), judged again at each of its call sites in the caller's state;
- in a closed entry (main, or --entry), every judgement is final;
- what is left at the roots of a library (its external functions, when there is no main) is the
  function's *contract* when it is about memory its parameters designate ("requires: buf valid
  for len bytes") or when a bound on its parameters' values keeps it in bounds ("`index` in
  [0, 4]"), an error when no value passes, and a warning otherwise (judge_roots).
An outcome counts when the function it was decided in is reachable from the roots.

Recursion: the functions of a component are analysed until their exit states are stable (joins,
then widening); an obligation that crosses a recursive call is judged there once, in the state
of the recursive call (which stands for every depth), and never propagated further.
"""
from __future__ import annotations

import time
from collections import defaultdict
from dataclasses import dataclass, field, replace
from typing import Callable

from absint.domains.linear import Linear
from absint.engine.calls import ESCAPED, address_leaves, closed_world, function_fits
from absint.engine.summaries import CallStep, Obligation, Summary, contract_text
from absint.engine.taskgraph import ClosedEntries, TaskRunner
from absint.engine.symbolic import param_block
from absint.ir import nodes as ir

MAX_SCC_ROUNDS = 12       # exit-state rounds of a recursive component before giving up on it
INLINE_WORK_FACTOR = 4    # a closed entry re-analysed with calls in context: at most this many
INLINE_WORK_FLOOR = 20000  # times its first round's steps (and at least this many: inlining a
                           # loop nest; the Juliet-style cases need 300 at most, inih's examples
                           # 16,000; a test driver calling a cipher's rounds in context ran
                           # 80,000 of 2 ms each)
WIDEN_AFTER = 3           # rounds of plain joins before widening the exit states
OBLIGATION_PATHS = 4      # obligations of one access over the same ranges a summary keeps apart
                          # (one per call path down to it); more are joined into one
SCC_OBLIGATION_WORK = 12000  # obligations instantiated across a component's own calls before the
                             # next round is its last (a work count: the same report on any machine)
DEFERRED_PATHS = 1        # deferred calls of one call site (one per call path down to it) a
                          # summary carries; the others' targets are judged for any arguments
CARRIED_OBLIGATIONS = 1000   # obligations a summary hands to its callers; beyond, those from the
                             # deepest calls are judged where they arose (md4c: 3,121 in one
                             # summary, instantiated at each call up to the API, 805 s for one
                             # function)


class BudgetExceeded(Exception):
    """The analysis of one function did more work than its budget allows. args[0], when given:
    why ("the time budget of 2 s"); none: the work budget (steps)."""


class TimeBudget:
    """--time-budget: wall-clock deadlines, per function analysis and for the whole run (seconds,
    None: none). The engine checks `deadline()` as it goes (Analyzer.node); what is not finished
    in time is incomplete, never safe. Without a budget nothing here depends on the clock."""

    def __init__(self, per_function=None, per_run=None):
        self.per_function = per_function
        self.run_end = None if per_run is None else time.monotonic() + per_run
        self.per_run = per_run

    def deadline(self):
        ends = [e for e in (self.run_end, None if self.per_function is None
                            else time.monotonic() + self.per_function) if e is not None]
        return min(ends) if ends else None

    def run_expired(self) -> bool:
        """Has the whole run's budget run out?"""
        return self.run_end is not None and time.monotonic() >= self.run_end

    def why(self) -> str:
        if self.run_expired():
            return f"the run's time budget of {self.per_run:g} s ran out"
        return f"it exceeded the time budget of {self.per_function:g} s per function"


@dataclass
class Decided:
    """One judgement of a CheckSite: in which function it was made, and through which calls."""
    context: str
    outcome: object
    chain: tuple = ()


@dataclass
class ModularResult:
    decided: dict                       # site id -> [Decided]
    reachable: set
    roots: list
    contracts: dict                     # function -> [clause text]
    stopped: dict                       # function -> why its analysis stopped early
    summaries: dict = field(default_factory=dict)
    tracebacks: dict = field(default_factory=dict)  # function -> traceback of an internal error
    times: dict = field(default_factory=dict)       # function -> seconds its analyses took
    incomplete: set = field(default_factory=set)    # functions a time budget stopped


def call_graph(program: ir.Program, address_taken) -> dict:
    """caller -> callees: direct calls, and every address-taken function that fits a call
    through a pointer (Calls.can_call: a superset of what the analysis resolves, so that callees
    are summarized first; one that does not fit is no callee, and forms no cycle)."""
    graph = {}
    for name, fn in program.functions.items():
        out = set()
        for node in fn.cfg.nodes.values():
            for st in node.stmts:
                if not isinstance(st, ir.Call):
                    continue
                if isinstance(st.callee, str):
                    if st.callee in program.functions:
                        out.add(st.callee)
                else:
                    out.update(f for f in address_taken
                               if function_fits(program.functions[f], st))
        graph[name] = sorted(out)
    return graph


def chain_sites(chain, depth: int, whole: bool = True) -> set:
    """The call sites, each in its calling context (Analyzer.inline_sites), on the way down
    `chain` to an open access: the first one, or (`whole`) all of them. The first step's path is
    the caller's call string in this analysis; a later step's was made in a callee's own summary
    (it starts with that callee, and goes on through any call the summary analysed in context):
    it is rebased under the path that reached that callee. As far as the inlining depth, and
    not into a recursion."""
    sites = set()
    path = chain[0].path
    for k, step in enumerate(chain if whole else chain[:1]):
        if k:
            prev = chain[k - 1].callee
            path = path + (prev,) + (step.path[1:] if step.path[:1] == (prev,) else ())
        if len(path) >= depth or step.callee in path:
            break
        sites.add((path, step.coord, step.callee))
    return sites


def sibling_sites(program: ir.Program, sites) -> set:
    """With each call site marked for inlining, the calls of the same caller that pass one of its
    pointer arguments on (`md5_update(&ctx, ...)` before `md5_final(&ctx, buf)`): they set the
    state the marked call reads, which their summaries may not bound (a hash context's
    `datalen` < 64 after an update); inlining only the call on the chain to the open access
    left it judged in that coarse state, round after round."""
    out, by_function = set(), {}
    for path, coord, callee in sites:
        fn = program.functions.get(path[-1])
        if fn is None:
            continue
        calls = by_function.get(fn.name)
        if calls is None:
            calls = by_function[fn.name] = _calls_by_argument_origin(fn)
        marked = next((roots for st, roots in calls if st.coord == coord and st.callee == callee),
                      None)
        if not marked:
            continue
        for st, roots in calls:
            if roots & marked and st.callee in program.functions and st.callee not in path:
                out.add((path, st.coord, st.callee))
    return out


def _calls_by_argument_origin(fn: ir.Function) -> list:
    """[(Call, the places its pointer arguments come from)] of fn's direct calls: a block whose
    address is taken (`&ctx`), or a variable (through copies and pointer arithmetic)."""
    origin = {}
    for node in fn.cfg.nodes.values():
        for st in node.stmts:
            if isinstance(st, ir.Assign):
                x = st.expr.base if isinstance(st.expr, ir.PtrAdd) else st.expr
                if isinstance(x, ir.AddrOf) and not x.function:
                    origin[st.dst.name] = "&" + x.block
                elif isinstance(x, ir.Var) and isinstance(x.type, ir.PtrT):
                    origin[st.dst.name] = origin.get(x.name, x.name)
    out = []
    for node in fn.cfg.nodes.values():
        for st in node.stmts:
            if isinstance(st, ir.Call) and isinstance(st.callee, str):
                roots = {origin.get(a.name, a.name) for a in st.args
                         if isinstance(a, ir.Var) and isinstance(a.type, ir.PtrT)}
                out.append((st, roots))
    return out


def components_bottom_up(graph: dict) -> list:
    """Strongly connected components in reverse topological order (callees first); iterative
    Tarjan, so a call chain thousands deep is no problem. Deterministic."""
    index, low, on_stack = {}, {}, set()
    stack, out = [], []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(graph.get(root, ())))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in graph:
                    continue
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(graph.get(w, ()))))
                    advanced = True
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                u = work[-1][0]
                low[u] = min(low[u], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                out.append(sorted(comp))
    return out


class _Summaries(dict):
    """Every summary, for the closed entries' analysis: taken from its task's result when first
    used, with the registry entries it carries (a cached result is read only then)."""

    def __init__(self, runner):
        super().__init__()
        self.runner, self.owner = runner, {}
        self.used = None        # a set while a closed entry's summaries are recorded

    def get(self, name, default=None):
        if self.used is not None and name in self.owner:
            self.used.add(name)
        if dict.__contains__(self, name):
            return dict.__getitem__(self, name)
        r = self.owner.get(name)
        if r is None:
            return default
        s = r.summaries[name]
        self.runner.install(r.infos[name])
        dict.__setitem__(self, name, s)
        return s

    def __getitem__(self, name):
        s = self.get(name)
        if s is None:
            raise KeyError(name)
        return s

    def __contains__(self, name):
        return name in self.owner or dict.__contains__(self, name)


class Execution:
    """How to run the task graph: -j (0: every core), --scheduler (a Dask scheduler's address),
    the cache directory (None: no cache), and `spec` = (factory, args) that builds this analysis
    in another process (absint.checks.task_context). Counts tasks run and taken from the cache."""

    def __init__(self, jobs: int = 1, scheduler=None, cache_dir=None, spec=None):
        self.jobs, self.scheduler, self.cache_dir, self.spec = jobs, scheduler, cache_dir, spec
        self.ran = self.cached = 0
        self.cache = None

    def executor(self, runner):
        from absint.engine.executors import make_executor
        return make_executor(runner, self.jobs, self.scheduler, self.spec)

    def keys(self, runner):
        if self.cache_dir is None:
            return None
        from absint.engine.cache import TaskCache, TaskKeys
        self.cache = TaskCache(self.cache_dir)
        return TaskKeys(self.cache, runner)

    def count(self, result, cached: bool) -> None:
        if cached:
            self.cached += 1
        else:
            self.ran += 1


class ModularAnalysis(TaskRunner, ClosedEntries):
    def __init__(self, analyzer, decide: Callable, outcome: Callable, entries=None,
                 progress=None, strengthen: Callable = None):
        """analyzer: an absint.engine.interp.Analyzer; decide(query) -> Outcome, and
        outcome(status, message) makes one (the checks' type); entries: the closed entry functions
        (main / --entry), or None for a library (no main); progress: told of each function's
        analysis as it begins (start(total), function(name)), or None."""
        self.an = analyzer
        self.outcome = outcome
        self.program = analyzer.program
        self.decide = decide
        # query -> the query with what else holds at its site met into its state, before it
        # leaves its function as an obligation (the checks' second prover; identity without it)
        self.strengthen = strengthen or (lambda q: q)
        self.entries = list(entries) if entries else []
        self.decided = defaultdict(list)
        self.pending = defaultdict(list)      # function -> obligations found while analysing it
        self.pending_calls = defaultdict(list)  # function -> its DeferredCalls (callbacks)
        self.calls = defaultdict(set)         # caller -> callees its recording pass reached
        self.stopped = {}
        self.tracebacks = {}
        self.current = None
        self.terminal = False                 # judgements in the current analysis are final
        self.recursive = frozenset()          # the component being recorded (calls deferred)
        self.deferred = []
        self.decided_round = None             # a closed entry's judgements, one round at a time
        an = analyzer
        an.summaries = {}
        an.on_access = self.on_access
        an.on_call = lambda caller, callee: self.calls[caller].add(callee)
        an.defer = self.defer_call
        an.on_deferred = self.on_deferred
        an.closed_world = closed_world(self.program, self.entries, an.libc.has_model)
        self.budget = an.options.function_budget
        self.progress = progress
        self.times = defaultdict(float)
        self.incomplete = set()
        self.clock = TimeBudget(an.options.time_budget, an.options.run_time_budget) \
            if an.options.time_budget or an.options.run_time_budget else None

    def begin(self, name: str) -> float:
        """A function's analysis begins: its deadline (if a time budget), progress; the time."""
        self.arm_deadline()
        if self.progress is not None:
            self.progress.function(name)
        return time.perf_counter()

    def arm_deadline(self) -> None:
        """The analyzer stops at the time budget's deadline from now on (none without one)."""
        self.an.deadline = self.clock.deadline() if self.clock is not None else None

    def run_expired(self) -> bool:
        """Past --run-time-budget: what is left is incomplete, not judged (judging costs too)."""
        return self.clock is not None and self.clock.run_expired()

    def unjudged(self, f: str):
        """The judgement of an access of f's (or of its callees') left when the run's time
        budget ran out: incomplete, never safe."""
        why = self.clock.why()
        self.incomplete.add(f)
        self.stopped.setdefault(f, why)
        o = self.outcome("incomplete", f"not checked: the analysis of '{f}' stopped early ({why})")
        o.reason = "budget"
        return o

    def budget_why(self, e: BudgetExceeded, name: str) -> str:
        if e.args and e.args[0] == "time":
            self.incomplete.add(name)
            return self.clock.why()
        if e.args:
            return str(e.args[0])
        return f"its analysis exceeded the budget of {self.budget} steps"

    # ------------------------------------------------------------------ judgements
    def on_access(self, q):
        if self.an.deadline is not None and time.monotonic() > self.an.deadline:
            # (judging is most of the work where a call instantiates thousands of obligations
            # at one statement: BLAKE2's unrolled rounds went 100 s past a budget of 5 s)
            raise BudgetExceeded("time")
        outcome = self.decide(q)
        chain = getattr(q, "chain", ())
        final = self.terminal or outcome.status == "safe" or (
            outcome.status == "error" and not getattr(outcome, "confirm", False)) or (
            q.ranges and all(r.block is None for r in q.ranges))
        # (every range in memory of unknown origin: no caller can bind it to anything; a
        # third of cJSON.c's obligations were these, instantiated at every caller up the chain)
        if final:
            into = self.decided_round if self.decided_round is not None else self.decided
            into[q.site.id].append(Decided(self.current, outcome, chain))
        else:
            ob = Obligation(self.an.project_query(self.strengthen(q)), chain)
            self.pending[self.current].append(ob)

    def on_deferred(self, frame, st, state):
        """A call through a pointer the current function received: part of its summary."""
        if self.terminal:
            return   # (a closed entry holds no symbolic pointers; across recursion: not kept)
        self.pending_calls[self.current].append(self.an.project_call(frame, st, state))

    def defer_call(self, frame, st, fn, state) -> bool:
        """Obligations of a function of the component being recorded are instantiated once all
        of it is recorded (see the module docstring)."""
        if fn.name not in self.recursive:
            return False
        self.deferred.append((frame, st, fn, state, self.current))
        return True

    # ------------------------------------------------------------------ the analysis
    def run(self, execution=None) -> ModularResult:
        """The analysis: the task graph of the components (absint.engine.taskgraph) through the
        executor `execution` asks for (absint.engine.executors; None: in this process, no
        cache), then the closed entries, with every summary at hand, in this process."""
        from absint.engine.taskgraph import freeze_program, run_graph
        an = self.an
        freeze_program()
        plan = self.prepare_tasks()
        if self.progress is not None:
            self.progress.start(len(self.program.functions))
        execution = execution or Execution()
        keyer = execution.keys(self)
        self.fingerprinting = keyer is not None     # (before the workers are made)
        executor = execution.executor(self)

        def on_result(task, result, cached):
            execution.count(result, cached)
            if self.progress is not None:
                for f in task.symbolic:
                    self.progress.function(f)
        try:
            results = run_graph(plan, executor, keyer, on_result)
        finally:
            executor.close()
        contracts = self.absorb(plan, results)
        entries = set(self.entries)
        for comp in components_bottom_up(plan.graph):
            for f in comp:
                if f in entries:
                    started = self.begin(f)
                    self.closed_entry(f, keyer if len(entries) == 1 else None, execution)
                    self.an.deadline = None
                    self.times[f] += time.perf_counter() - started
        roots = self.roots(plan.taken)
        if not self.entries:
            self.note_included_api(roots, plan.taken)
        reach, escaped = self.reachable(roots)
        if self.entries:
            contracts.update(self.judge_escaped(escaped))
            reach, escaped = self.reachable(roots)
        decided = {sid: [d for d in ds if d.context in reach] for sid, ds in self.decided.items()}
        an.deadline = None
        return ModularResult(decided, reach, roots, contracts, dict(self.stopped),
                             an.summaries, dict(self.tracebacks), dict(self.times),
                             set(self.incomplete))

    def absorb(self, plan, results) -> dict:
        """The tasks' results as this analysis's own state, in the tasks' order (so the report
        is the same however they ran): judgements, calls, summaries with the registry entries
        they carry, notes (each once), contracts."""
        an = self.an
        self.decided = defaultdict(list)
        self.calls = defaultdict(set)
        self.stopped, self.tracebacks = {}, {}
        self.times = defaultdict(float)
        self.incomplete = set()
        an.summaries = summaries = _Summaries(self)
        an.unknown_noted = set()
        an.cache.clear()
        contracts = {}
        from absint.engine import summaries as summaries_module
        from itertools import count
        summaries_module._instances = count(1)
        for task in plan.tasks:
            r = results[task.index]
            for sid, ds in r.decided.items():
                self.decided[sid].extend(ds)
            for caller, callees in r.calls.items():
                self.calls[caller].update(callees)
            self.stopped.update(r.stopped)
            self.tracebacks.update(r.tracebacks)
            for f, t in r.times.items():
                self.times[f] += t
            self.incomplete.update(r.incomplete)
            for f in r.summaries:
                summaries.owner[f] = r
            for key, coord, message, level in r.notes:
                if key not in an.unknown_noted:
                    an.unknown_noted.add(key)
                    an.on_note(coord, message, level)
            contracts.update(r.contracts)
        return contracts

    def called(self, f, graph) -> bool:
        return any(f in callees for g, callees in graph.items() if g != f) or f in graph.get(f, ())

    def roots(self, taken) -> list:
        """Closed program: its entries. Library: every external function, every function whose
        address may leave the function that took it (calls.address_leaves: the pointer may leave
        the library, to be called from outside), and every `static` function a header defines
        that nothing in the files calls (`static inline` helpers: the header's API for the
        files that include it; klib's kstring.h); where no function of the analysed files is
        a root, their static functions that nothing calls (a file made to be #included)."""
        if self.entries:
            return list(self.entries)
        leaves = getattr(self, "_leaves", None)
        if leaves is None:
            leaves = self._leaves = address_leaves(self.program) & set(taken)
        files = self.program.files
        # (a system header's functions, `extern __inline` intrinsics included, are the
        # compiler's or the C library's: reached where the program calls them, no root)
        roots = [f for f, fn in sorted(self.program.functions.items())
                 if f in leaves or not fn.system and (not fn.static or self.header_api(fn, taken))]
        if not any(self._defined_in(self.program.functions[f], files) for f in roots):
            # every function of the analysed files is static and none is called from outside
            # them: a file meant to be #included by another (hiredis's dict.c). Its functions
            # that nothing calls are its API, not dead code.
            roots += [f for f, fn in sorted(self.program.functions.items())
                      if self._defined_in(fn, files) and self.uncalled(fn, taken)]
        return sorted(roots) or sorted(f for f, fn in self.program.functions.items()
                                       if not fn.system) or sorted(self.program.functions)

    def note_included_api(self, roots, taken) -> None:
        """Say which functions roots() took as the API of a file meant to be #included: its
        static roots defined in the analysed files that nothing calls (a static function of
        theirs is no root otherwise, but for an address that leaves)."""
        by_file = defaultdict(list)
        for f in roots:
            fn = self.program.functions[f]
            if getattr(fn, "static", False) and self._defined_in(fn, self.program.files) \
                    and f not in self._leaves and self.uncalled(fn, taken):
                by_file[fn.coord.file].append(f)
        for file, names in sorted(by_file.items()):
            fn = self.program.functions[names[0]]
            shown = ", ".join(f"'{n}'" for n in names[:4]) + (", ..." if len(names) > 4 else "")
            self.an.on_note(fn.coord, f"every function of {file} is static: the {len(names)} "
                                      f"that nothing calls ({shown}) are analysed as its entry "
                                      f"points (a file meant to be #included by another?)")

    @staticmethod
    def _defined_in(fn, files) -> bool:
        return fn.coord is not None and fn.coord.file in files

    def header_api(self, fn, taken) -> bool:
        """A static function defined in a header (a file other than the ones analysed) that no
        other function calls and whose address nothing takes."""
        if fn.coord is None or fn.coord.file in self.program.files:
            return False
        return self.uncalled(fn, taken)

    def uncalled(self, fn, taken) -> bool:
        """No other function calls fn, and nothing takes its address."""
        if fn.name in taken:
            return False
        callers = getattr(self, "_direct_callers", None)
        if callers is None:
            callers = self._direct_callers = {
                callee for caller, callees in call_graph(self.program, ()).items()
                for callee in callees if callee != caller}
        return fn.name not in callers

    def reachable(self, roots) -> tuple:
        """The functions the roots reach through calls, and among them those handed to code
        outside the program (see Calls.note_escapes)."""
        seen, escaped, work = set(), set(), list(roots)
        while work:
            f = work.pop()
            if f in seen:
                continue
            seen.add(f)
            for callee in sorted(self.calls.get(f, ())):
                if callee.startswith(ESCAPED):
                    callee = callee[len(ESCAPED):]
                    escaped.add(callee)
                work.append(callee)
        return seen, escaped

    def judge_escaped(self, escaped) -> dict:
        """A closed program hands these functions to code outside it, which may call them with
        any arguments: each is judged as a library's root is (its callbacks, then its
        obligations: contracts, warnings, errors), until no new one escapes. Its contracts."""
        done, contracts = set(self.entries), {}
        todo = sorted(set(escaped) - done)
        while todo:
            done.update(todo)
            self.call_root_callbacks(todo)
            contracts.update(self.judge_roots(todo))
            _, escaped = self.reachable(list(self.entries))
            todo = sorted(set(escaped) - done)
        return contracts

    def summarize(self, comp: list, graph: dict) -> None:
        an = self.an
        recursive = len(comp) > 1 or comp[0] in graph.get(comp[0], ())
        if not recursive:
            self.analyze_symbolic(comp[0], record=True)
            return
        for f in comp:
            an.summaries[f] = Summary(f, an.lattice.bottom())
        stable = False
        for round_ in range(MAX_SCC_ROUNDS):
            changed = False
            # the analyses cached by entry state were made with the last round's summaries
            an.cache.clear()
            for f in comp:
                old = an.summaries[f]
                if old.unknown:
                    continue
                new = self.analyze_symbolic(f, record=False)
                if new.unknown:
                    changed = True
                    continue
                late = round_ >= 2 * WIDEN_AFTER
                if (new.exit.fold_cells_beyond(old.exit) if late else new.exit).leq(old.exit):
                    an.summaries[f] = old
                    continue
                changed = True
                # joins first, then widening with the program's constants, then without them
                # (a threshold per round could outlast the rounds)
                joined = old.exit.join(new.exit)
                if late:
                    # (and the set of cells: one moving on at every round is folded)
                    joined = joined.fold_cells_beyond(old.exit)
                ex = joined if round_ < WIDEN_AFTER else \
                    old.exit.widen(joined,
                                   an.lattice.thresholds if round_ < 2 * WIDEN_AFTER else ())
                an.summaries[f] = Summary(f, ex)
            if not changed:
                stable = True
                break
        if not stable:
            for f in comp:
                an.summaries[f] = Summary(f, an.lattice.bottom(), unknown=True,
                                          reason="its recursion did not stabilize")
                self.stopped[f] = "its recursion did not stabilize"
                # its accesses and its callees' obligations: warnings, never lost
                self.give_up(self.program.functions[f], self.stopped[f])
        exits = {f: an.summaries[f].exit for f in comp}
        an.cache.clear()
        self.recursive = frozenset(comp)
        self.deferred = []
        for f in comp:
            s = self.analyze_symbolic(f, record=True)
            if not s.unknown and not an.summaries[f].unknown and stable:
                an.summaries[f] = Summary(f, exits[f], s.obligations, s.calls)
        self.recursive = frozenset()
        self.close_recursive_obligations(comp)
        # callbacks across recursive calls: made once, where the recursive call is made
        for frame, st, fn, state, caller in self.deferred:
            self.current, self.terminal = caller, True
            self.arm_deadline()
            try:
                for dc in an.summaries[fn.name].calls:
                    an.instantiate_call(frame, st, fn, dc, state)
            except BudgetExceeded as e:
                self.callbacks_stopped(caller, e)
            finally:
                self.an.deadline = None
        self.terminal = False
        self.deferred = []

    def callbacks_stopped(self, caller: str, e: BudgetExceeded) -> None:
        """Making again the callbacks a call of `caller`'s holds ran out of budget (or went round
        a cycle of function pointers): caller's accesses and its callees' are warnings."""
        self.terminal = False
        self.stopped[caller] = self.budget_why(e, caller)
        self.give_up(self.program.functions[caller], self.stopped[caller],
                     caller in self.incomplete)

    def close_recursive_obligations(self, comp):
        """Obligations across the component's own calls: each is instantiated where the recursive
        call is made; what is left there is an obligation of the caller (a member too), until
        no new one appears. The same access with the same blocks is one obligation whose state
        grows by joins (widening after a few rounds), so this ends. What is still growing after
        MAX_SCC_ROUNDS, or once SCC_OBLIGATION_WORK obligations were instantiated (a recursive
        descent parser: each round multiplies them), is judged where it arose, as a final
        judgement: a warning where the state there cannot prove it, never a dropped access."""
        an = self.an
        obs = {f: list(an.summaries[f].obligations) for f in comp}
        where = {f: {} for f in comp}       # merge_obligation's index of obs[f]
        fresh = {f: list(obs[f]) for f in comp}
        from absint.engine.summaries import Binding
        bindings = [Binding(an, frame, st, fn, state)
                    for frame, st, fn, state, _ in self.deferred]   # one per call, every round
        spent = 0
        for round_ in range(MAX_SCC_ROUNDS + 1):
            added = {f: [] for f in comp}
            last = round_ == MAX_SCC_ROUNDS or spent >= SCC_OBLIGATION_WORK
            judged = set()
            for (frame, st, fn, state, caller), b in zip(self.deferred, bindings):
                if not fresh.get(fn.name):
                    continue
                if spent >= SCC_OBLIGATION_WORK:
                    # (a round can multiply them tenfold: past the budget, each is judged once
                    # in its own function, over any entry, which covers every call of it)
                    if fn.name not in judged:
                        judged.add(fn.name)
                        self.judge_where_arose(fn.name, fresh[fn.name])
                    last = True
                    continue
                self.current, self.terminal = caller, last
                saved, self.pending[caller] = self.pending[caller], []
                for ob in fresh[fn.name]:
                    if self.run_expired():
                        break
                    an.instantiate(frame, st, fn, ob, state, b)
                spent += len(fresh[fn.name])
                added[caller] += self.pending[caller]
                self.pending[caller] = saved
                if self.run_expired():
                    self.terminal = False
                    self.recursion_ran_out(comp)
                    return
            self.terminal = False
            if last:
                # (what the calls instantiated before the budget ran out left to their callers
                # is judged there too: dropped, its accesses would look unreachable)
                for f in comp:
                    self.judge_where_arose(f, added[f])
                break
            fresh = {f: [] for f in comp}
            for f in comp:
                for ob in added[f]:
                    merged = merge_obligation(obs[f], ob, widen=round_ >= WIDEN_AFTER,
                                              index=where[f])
                    if merged is not None:
                        fresh[f].append(merged)
            if not any(fresh.values()):
                break
        for f in comp:
            s = an.summaries[f]
            if not s.unknown:
                an.summaries[f] = Summary(f, s.exit, obs[f], s.calls)

    def recursion_ran_out(self, comp) -> None:
        """The run's time budget ran out while a recursive component's obligations were carried
        round it (mujs: minutes past the budget): its functions, and their callees' obligations
        in them, are incomplete; their summaries unknown."""
        why = self.clock.why()
        for f in comp:
            self.incomplete.add(f)
            self.stopped[f] = why
            self.an.summaries[f] = Summary(f, self.an.lattice.bottom(), unknown=True, reason=why)
            self.give_up(self.program.functions[f], why, True)

    def carry_at_most(self, f: str, obligations) -> list:
        """The CARRIED_OBLIGATIONS obligations of f's summary from the shallowest calls (its own
        accesses first, then its callees', ...), in their order; the others are judged in f,
        over any entry, as a root's are: a caller could only have proved more of them, each
        instantiated at every call up the call graph (the cost grew with the depth)."""
        rank = sorted(range(len(obligations)), key=lambda i: (len(obligations[i].chain), i))
        keep = set(rank[:CARRIED_OBLIGATIONS])
        self.judge_where_arose(f, [ob for i, ob in enumerate(obligations) if i not in keep])
        return [ob for i, ob in enumerate(obligations) if i in keep]

    def carry_calls_at_most(self, f: str, calls) -> list:
        """The first DEFERRED_PATHS deferred calls of each call site in f's summary; for the
        others, each function the call may designate is judged in f for any arguments
        (judge_callbacks_generically), which covers whatever a caller passes. A callback site
        reached along many call paths was one deferred call per path, each made again at every
        call up the call graph with every function that fits: pdjson's json_next carried 275
        of 22 sites, its root made each with six readers. (The calls of one site made in the
        same names, f's own call in each partition of a loop's state, are first joined into
        one: inih's reader, which its callers pass, is not judged for any arguments.)"""
        # one call made in the same names several times (each partition of a loop's state,
        # then their join) is one call in the join of its states
        joined = {}
        for dc in calls:
            key = (dc.fn, dc.call.coord, dc.suffixes)
            if key in joined:
                joined[key] = replace(joined[key], state=joined[key].state.join(dc.state))
            else:
                joined[key] = dc
        seen, keep, extra = defaultdict(int), [], {}
        for dc in joined.values():
            key = (dc.fn, dc.call.coord)
            seen[key] += 1
            if seen[key] <= DEFERRED_PATHS:
                keep.append(dc)
            else:
                extra.setdefault(key, dc.call)   # one judgement per place covers them all
        if extra:
            self.current, self.terminal = f, True
            try:
                for call in extra.values():
                    self.an.judge_callbacks_generically(1, call, set(), True)
            finally:
                self.terminal = False
        return keep

    def judge_where_arose(self, f: str, obligations) -> None:
        """Final judgements of f's obligations in f itself, its entry symbols any value (as a
        root's are judged): what holds there holds at every call of f."""
        into = self.decided_round if self.decided_round is not None else self.decided
        self.current, self.terminal = f, True
        for ob in obligations:
            outcome = self.unjudged(f) if self.run_expired() else \
                self.decide(replace_inputs(ob.query))
            into[ob.query.site.id].append(Decided(f, outcome, ob.chain))
        self.terminal = False

    def analyze_symbolic(self, name: str, record: bool) -> Summary:
        an = self.an
        fn = self.program.functions[name]
        self.current, self.terminal = name, False
        if record:
            self.pending[name] = []
            self.pending_calls[name] = []
        exit_state = self._analyze(fn, lambda: an.summary_entry(fn), record)
        if exit_state is None:
            s = Summary(name, an.lattice.bottom(), unknown=True, reason=self.stopped[name])
            an.summaries[name] = s
            return s
        cases = exit_state.split_on("$ret")
        obligations = merge_paths(self.pending[name])
        if record and len(obligations) > CARRIED_OBLIGATIONS and name not in self.recursive:
            obligations = self.carry_at_most(name, obligations)
        calls = self.pending_calls[name]
        if record:
            calls = self.carry_calls_at_most(name, calls)
        s = Summary(name, an.project_exit(fn, exit_state), obligations, list(calls),
                    cases=tuple(an.project_exit(fn, c) for c in cases) if cases else ())
        if record and name not in self.recursive:
            an.summaries[name] = s
        return s

    def analyze_closed(self, name: str) -> None:
        """A closed entry: from the program's initial state with the arguments the environment
        passes (main's argc/argv; any value for another --entry); every judgement is final.

        Where a callee's summary leaves one of its accesses open in this context, the call is
        analysed again in the caller's context (inlined, its own calls through summaries), with
        every call on the way down to the open access (chain_sites), up to the inlining depth:
        the summary is too coarse there (a relation it cannot hold), the context may be precise
        enough. Each round inlines one more call level down the chains of the accesses still
        open; after a round that closed nothing, the whole chains at once."""
        an = self.an
        fn = self.program.functions[name]
        from absint.engine.frames import Frame
        frame = Frame(fn, 0, (fn.name,))
        state = an.entry_arguments(an.initial_state(), frame)
        marks = set()
        kept, kept_open = None, 0
        limit = self.budget
        hopeless = False
        for round_ in range(an.options.inline_depth + 1):
            self.decided_round = defaultdict(list)
            an.inline_sites = frozenset(marks)
            an.cache.clear()
            self.current, self.terminal = name, True
            try:
                an.work = 0
                an.work_limit = limit
                an.analyze(frame, state, True)
                if round_ == 0:
                    # re-analysing in context may cost a few times the first round, no more
                    # (all the later rounds together), and the rounds share the entry's budget
                    # (a later round cut by it is thrown away: csvinfo's main spent 200,000
                    # steps so after a first round of 117,000)
                    limit = min(max(self.budget - an.work, 1),
                                max(INLINE_WORK_FLOOR, INLINE_WORK_FACTOR * an.work))
                else:
                    limit = max(limit - an.work, 1)
                    # the next round inlines these calls and more: it costs at least this one
                    # (a round cut by the budget is thrown away; inih's third round spent 7,700
                    # steps, about a third of the run, to be cut)
                    hopeless = an.work > limit
            except BudgetExceeded as e:
                if kept is None:      # not even the summaries' way fits the budget
                    self.terminal = False
                    self.decided_round = None
                    self.stopped[name] = self.budget_why(e, name)
                    self.give_up(fn, self.stopped[name], name in self.incomplete)
                    an.inline_sites = frozenset()
                    return
                break                 # keep the last round that finished
            except Exception as e:    # a bug of ours: reported, the rest of the report stands
                self.terminal = False
                self.decided_round = None
                self.stopped[name] = self.internal_error(name, e)
                self.give_up(fn, self.stopped[name])
                an.inline_sites = frozenset()
                return
            current = self.decided_round
            still_open = open_count(current)
            if kept is not None and still_open > kept_open:
                break                 # inlining more opened more: the round kept stands
            closed_nothing = kept is not None and still_open == kept_open
            # a round that closed nothing is not kept, but the next one inlines deeper down the
            # calls it inlined (the open accesses may lie there)
            if kept is None or still_open < kept_open:
                kept, kept_open = current, still_open
            # one call level more per round; after a round that closed nothing, every call down
            # to the open accesses at once (a round per level costs as much again, for nothing)
            new = set()
            for ds in current.values():
                for d in ds:
                    if d.chain and is_open(d.outcome):
                        new |= chain_sites(d.chain, an.options.inline_depth, closed_nothing)
            if new <= marks:
                # nothing more down the chains: the calls beside the inlined ones that set the
                # state they read, once (a round that exceeds the budget leaves the last one kept)
                new = sibling_sites(self.program, marks)
                if new <= marks:
                    break
            if hopeless:
                break
            marks |= new
        self.decided_round = None
        an.inline_sites = frozenset()
        an.cache.clear()
        for sid, ds in kept.items():
            self.decided[sid].extend(ds)
        self.terminal = False

    def _analyze(self, fn, make_entry, record):
        """Run the fixpoint of fn from make_entry() -> (Frame, entry state): its exit state, or
        None when it stopped early (the reason in self.stopped). The entry is built under the
        time budget too (the symbolic globals of a large program are a cost of their own)."""
        an = self.an
        an.work = 0
        an.work_limit = self.budget
        started = self.begin(fn.name)
        try:
            if an.deadline is not None and time.monotonic() > an.deadline:
                raise BudgetExceeded("time")
            frame, entry = make_entry()
            return an.analyze(frame, entry, record)
        except BudgetExceeded as e:
            why = self.budget_why(e, fn.name)
        except Exception as e:   # a bug of ours: reported as one, the other functions go on
            why = self.internal_error(fn.name, e)
        finally:
            an.deadline = None
            self.times[fn.name] += time.perf_counter() - started
        self.stopped[fn.name] = why
        self.give_up(fn, why, fn.name in self.incomplete)
        return None

    def internal_error(self, name: str, e: BaseException) -> str:
        """Record an exception raised while analysing `name` (a bug of absint's); its text."""
        import traceback
        self.tracebacks[name] = "".join(traceback.format_exception(e))
        if isinstance(e, RecursionError):
            return "internal error: the program nests too deeply for the analyzer (RecursionError)"
        return f"internal error: {type(e).__name__}: {e}"

    def give_up(self, fn, why, incomplete=False):
        """fn's accesses, and its callees' obligations in its context, are not checked: each is a
        warning (never safe), in fn's context; "incomplete" when a time budget stopped it."""
        status = "incomplete" if incomplete else "warning"
        reason = "internal-error" if why.startswith("internal error") else "budget"

        def Outcome(_, message):
            o = self.outcome(status, message)
            o.reason = reason
            return o
        msg = f"not checked: the analysis of '{fn.name}' stopped early ({why})"
        # what it called through pointers or handed to the library is not known: every function
        # whose address is taken is reached (judged as a root), never 'unreachable' for want of
        # an analysis
        for g in self.an.address_taken():
            self.calls[fn.name].add(ESCAPED + g)
        for nid in sorted(fn.cfg.nodes):
            for st in fn.cfg.nodes[nid].stmts:
                for site in getattr(st, "sites", ()) or ():
                    self.decided[site.id].append(Decided(fn.name, Outcome("warning", msg)))
                if isinstance(st, ir.Call) and isinstance(st.callee, str):
                    s = self.an.summaries.get(st.callee)
                    self.calls[fn.name].add(st.callee) if st.callee in self.program.functions \
                        else None
                    for ob in (s.obligations if s is not None else ()):
                        self.decided[ob.query.site.id].append(
                            Decided(fn.name, Outcome("warning", msg),
                                    (CallStep(fn.name, st.callee, st.coord),) + tuple(ob.chain)))

    # ------------------------------------------------------------------ the roots of a library
    def call_root_callbacks(self, roots) -> None:
        """The calls a root makes through pointers its callers would provide (parameters,
        globals): at a root nobody in the program provides them, so each may designate any
        address-taken function whose type fits, or code outside the program. Made once here, in
        the state where the root made them, as final judgements."""
        an = self.an
        from absint.engine.frames import SuffixFrame
        from absint.memory.blocks import Ptr
        from absint.memory.state import UNKNOWN
        for f in roots:
            s = an.summaries.get(f)
            if s is None or s.unknown:
                continue
            for dc in s.calls:
                owner = self.program.functions[dc.fn]
                local, glob = dc.suffixes
                frame = SuffixFrame(owner, len(dc.chain), (f,) + tuple(c.callee for c in dc.chain),
                                    local, glob)
                state = replace(dc.state, inputs=frozenset(dc.state.num.vars) | dc.state.inputs)
                if isinstance(dc.call.callee, ir.Var):
                    state = state.set_pts(frame.q(dc.call.callee.name),
                                          Ptr(frozenset({UNKNOWN}), 1))
                self.current, self.terminal = f, True
                saved = an.chain_prefix
                an.chain_prefix = tuple(dc.chain)
                # (under the time budget too: callbacks made again level after level ran past
                # --run-time-budget with no report, cmark's renderers)
                self.arm_deadline()
                try:
                    an.do_call(frame, dc.call, state, True)
                except BudgetExceeded as e:
                    self.callbacks_stopped(f, e)
                    break
                finally:
                    an.chain_prefix = saved
                    an.deadline = None
        self.terminal = False

    def judge_roots(self, roots) -> dict:
        """What is left of each root's obligations: contracts, warnings, errors.

        An obligation is the root's contract (judged safe under it) when it is about memory the
        root's pointer parameters designate, or, in a library, when a bound on its parameters'
        values (integers, the strings and cells their pointers designate) keeps it in bounds
        whatever else holds (SummaryCalls.integer_contract); an error stays an error (no value
        of the parameters passes), anything else a warning. The functions a closed program
        hands to code outside it (judge_escaped) get no contract on their integers: their
        caller is not the program's user."""
        contracts = {}
        an = self.an
        integers = not self.entries
        for f in roots:
            s = an.summaries.get(f)
            if s is None or s.unknown:
                continue
            clauses = []
            # the integer clauses first: the contract requires them all, so the memory its
            # pointers must designate is judged under them
            judged, assumed = [], []
            for ob in s.obligations:
                q = ob.query
                if self.run_expired():
                    self.decided[q.site.id].append(Decided(f, self.unjudged(f), ob.chain))
                    continue
                self.current, self.terminal = f, True
                params = self.param_rooted(f, q)
                outcome = self.decide(replace_inputs(q))
                bound = None
                if not params and integers and outcome.status == "warning":
                    bound = an.integer_contract(self.program.functions[f], q)
                    if bound:
                        assumed += bound[1]
                judged.append((ob, params, outcome, bound))
            for ob, params, outcome, bound in judged:
                q = ob.query
                self.current, self.terminal = f, True
                new = None
                if params and outcome.status != "error":
                    new = an.contract_clauses(f, q, assumed)
                elif bound:
                    new = bound[0]
                if new:
                    clauses.extend(new)
                    facts = getattr(outcome, "facts", None)
                    outcome = self.outcome("safe", f"safe under the contract of '{f}': requires "
                                                   f"{'; '.join(contract_text(new))}")
                    outcome.contract = True
                    outcome.facts = facts     # (explain: the state it was judged in)
                self.decided[q.site.id].append(Decided(f, outcome, ob.chain))
            if clauses:
                contracts[f] = contract_text(clauses)
        self.terminal = False
        return contracts

    def param_rooted(self, f: str, q) -> bool:
        """Are all of q's ranges inside memory that f's pointer parameters designate?"""
        fn = self.program.functions[f]
        roots = {param_block(f, p.name) for p in fn.params if isinstance(p.type, ir.PtrT)}
        if not q.ranges:
            return False
        for r in q.ranges:
            if r.block is None or not any(r.block == b or r.block.startswith((b + "@", b + "[",
                                                                               b + "~"))
                                          for b in roots):
                return False
        return True


def is_open(outcome) -> bool:
    """A judgement a closed entry may still improve: a warning, or an error still to confirm."""
    return outcome.status == "warning" or getattr(outcome, "confirm", False)


def open_count(decided) -> int:
    """Sites of one round left open (is_open)."""
    return sum(1 for ds in decided.values() if any(is_open(d.outcome) for d in ds))


def _merge_key(ob: Obligation) -> tuple:
    return ob.query.site.id, tuple(r.block for r in ob.query.ranges)


def merge_obligation(obs: list, ob: Obligation, widen: bool, index: dict | None = None):
    """Add ob to obs (in place): an obligation of the same access over the same blocks takes
    in ob's state (join, or widening); returns what is new (None: ob adds nothing). `index`:
    where the obligations of each access and blocks are in obs, kept up to date here, for a
    caller that merges thousands (a recursive component's rounds: the scan of obs for each was
    quadratic).
    A join of two states is checked against one offset, length and size, each a Linear over
    the state's variables: the ranges must be the same. Where they differ in their Linears
    (`$o0` against `32*$o0 + 16`: the same names for other values), both are first rewritten
    over fresh variables equal to them (_unified); where that cannot be, ob is kept apart."""
    key = _merge_key(ob)
    if index is not None:
        if not index and obs:
            for i, o in enumerate(obs):
                index.setdefault(_merge_key(o), []).append(i)
        candidates = index.get(key, [])
    else:
        candidates = [i for i, o in enumerate(obs) if _merge_key(o) == key]
    same = [i for i in candidates if obs[i].query.ranges == ob.query.ranges]
    for i in same or candidates:
        old = obs[i]
        pair = (old.query, ob.query) if same else _unified(old.query, ob.query)
        if pair is None:
            continue
        old_q, new_q = pair
        if new_q.state.leq(old_q.state):
            return None
        st = old_q.state.join(new_q.state)
        if widen:
            st = old_q.state.widen(st)
        q = old_q.copy_with(state=st, tainted=old_q.tainted or new_q.tainted)
        obs[i] = Obligation(q, old.chain)
        return obs[i]
    if index is not None:
        index.setdefault(key, []).append(len(obs))
    obs.append(ob)
    return ob


_RANGE_LINEARS = ("offset", "length", "end")


def _unified(a, b):
    """Queries a and b (the same access over the same blocks, their ranges different) with each
    offset, length or end that differs between them replaced by a fresh variable
    `$u<k><field>` assigned it in each state: (a', b') with equal ranges, each meaning what it
    did; None where a range differs otherwise (unit, alternatives of a length) or a Linear's
    variables are not all in its state. Ranges whose sizes or least offsets differ stay apart:
    joined over a fresh variable, a size the caller's binding knows exactly (a block of 40
    bytes) and one it bounds by nothing (a view's renamed room) checked nothing (cJSON.c: 94
    warnings became 203)."""
    num_a, num_b = a.state.num, b.state.num
    ranges_a, ranges_b = [], []
    for k, (x, y) in enumerate(zip(a.ranges, b.ranges)):
        if (x.unit, x.summary, x.size, x.low) != (y.unit, y.summary, y.size, y.low):
            return None
        fx, fy = {}, {}
        for f in _RANGE_LINEARS:
            lx, ly = getattr(x, f), getattr(y, f)
            if lx == ly:
                continue
            if not isinstance(lx, Linear) or not isinstance(ly, Linear):
                return None
            fresh = f"$u{k}{f}"
            nums = []
            # (a side already over the fresh variable, a join's result met again, keeps it)
            for lin, num in ((lx, num_a), (ly, num_b)):
                if lin != Linear.var(fresh):
                    if fresh in lin.coeffs or not all(v in num.vars for v in lin.coeffs):
                        return None
                    num = num.assign(fresh, lin)
                nums.append(num)
            num_a, num_b = nums
            fx[f] = fy[f] = Linear.var(fresh)
        ranges_a.append(replace(x, **fx))
        ranges_b.append(replace(y, **fy))
    return (a.copy_with(state=a.state.with_num(num_a), ranges=ranges_a),
            b.copy_with(state=b.state.with_num(num_b), ranges=ranges_b))


def merge_paths(obs: list) -> list:
    """obs, with the obligations of one access over the same ranges (the same CheckSite reached
    by more than OBLIGATION_PATHS call paths) joined into one, the first path's: a library whose
    helpers call each other at several places multiplied them at each level up (frozen.c's
    json_vsetf held 7,487, each instantiated again at every visit of each of its calls). The
    join is sound for every path; a verdict that only one path's state proves becomes a
    warning, and the finding names the first call chain."""
    def key(ob):
        return ob.query.site.id, tuple(ob.query.ranges)
    groups = defaultdict(list)
    for ob in obs:
        groups[key(ob)].append(ob)
    if all(len(g) <= OBLIGATION_PATHS for g in groups.values()):
        return list(obs)
    out, seen = [], set()
    for ob in obs:
        k = key(ob)
        group = groups[k]
        if len(group) <= OBLIGATION_PATHS:
            out.append(ob)
        elif k not in seen:
            seen.add(k)
            merged = [group[0]]
            for other in group[1:]:
                merge_obligation(merged, other, widen=False)
            out.append(merged[0])
    return out


def replace_inputs(q):
    """q with every variable of its state an input: at a root, nothing binds the symbols."""
    st = q.state
    return q.copy_with(state=replace(st, inputs=frozenset(st.num.vars) | st.inputs))


__all__ = ["ModularAnalysis", "ModularResult", "Execution", "Decided", "BudgetExceeded", "call_graph",
           "components_bottom_up"]

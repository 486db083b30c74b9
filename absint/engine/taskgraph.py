"""The modular analysis as a graph of tasks: one task per strongly connected component of the
call graph (its functions' summaries, the accesses settled in them, and, in a library, the judgement
of its roots), after the tasks of the components it calls. absint.engine.modular runs the graph
through an executor (absint.engine.executors), then analyses the closed entries (main, --entry)
with every summary at hand.

Determinism: a task is a function of its inputs alone, the program, the options and the summaries
of the functions it calls, so the report is the same however the graph ran (in this process, in
a pool of processes, on a Dask cluster). What the analyzer accumulates while it works is reset at
the start of each task, in every executor alike:
- its block registry and the registry of symbolic blocks start from the program's (journaled
  dicts, undone after the task), plus the entries that the summaries it uses carry with them
  (`infos`: the blocks a summary mentions, as the task that made it registered them);
- its cache of analyses by entry state, its notes already made, the counter naming the callee
  instances of call sites (absint.engine.summaries.Binding).
A task may need the summary of a function below its direct callees (a call analysed in context,
a callback): it asks for it (`fetch`), and gets it only if that function is reachable from the
component in the call graph (then its task has finished before this one started), whatever the
executor: a summary the sequential order would have at hand but the graph does not promise is
never used.
"""
from __future__ import annotations

import gc
import heapq
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field


# A process that ends with its analysis (the `absint` program, absint.cli.run, and the pool's
# workers it forks) keeps what each task leaves alive to the end: the IR, the summaries, the
# results. After each task (settle) it collects what the task left as garbage, then freezes
# the rest out of the cyclic collector's walks (gc.freeze): a full collection otherwise walks
# every summary and judgement made so far, again and again (a fifth of the CPU time of -j 1 on
# the scaling benchmark). Objects frozen are still freed when nothing refers to them; only a
# cycle among them that becomes garbage later is not collected. Elsewhere (a library call, the
# tests, a Dask worker) nothing is frozen.
ONE_SHOT = False


def settle() -> None:
    if ONE_SHOT:
        gc.collect()
        gc.freeze()


def freeze_program() -> None:
    """Before the tasks: the program (its IR, the front end's caches) out of the collector's
    walks, uncollected: the front end makes few cycles (absint.frontend.pipeline._PausedGC), and
    a full collection of all it built was 0.36 s, serial, of the scaling benchmark's 19 s."""
    if ONE_SHOT:
        gc.freeze()


@dataclass(frozen=True)
class ComponentTask:
    index: int                 # position in the bottom-up order of components (its key)
    functions: tuple           # the component's functions, sorted
    symbolic: tuple            # those summarized (a closed entry nobody calls is not)
    deps: tuple                # indices of the tasks of the components it calls
    roots: tuple = ()          # its library roots (no main): judged in the task
    priority: int = 0          # longest chain of tasks above it (scheduling order only)


@dataclass
class ComponentResult:
    """What a task hands back: plain data (picklable), assembled by the modular driver."""
    index: int
    summaries: dict            # function -> Summary
    infos: dict                # function -> (registry entries, symbolic paths) its summary needs
    decided: dict              # site id -> [Decided], in the order they were made
    calls: dict                # caller -> sorted callees its recording passes reached
    stopped: dict
    tracebacks: dict
    notes: list                # (key, coord, message, level), in the order they were made
    contracts: dict
    times: dict = field(default_factory=dict)
    incomplete: tuple = ()
    reached: tuple = ()        # functions (not its own) whose bodies it analysed in context
    used: tuple = ()           # functions (not its direct callees) whose summaries it fetched
    fingerprints: dict = field(default_factory=dict)   # function -> its summary's (with a cache)


class Blobs:
    """Summaries kept pickled, one blob per function ((Summary, infos)), unpickled when first
    asked for: what crosses a pipe or comes from the cache is forwarded as it came."""

    def __init__(self, blobs: dict):
        self.blobs, self.values = blobs, {}

    @staticmethod
    def of(summaries, infos) -> "Blobs":
        import pickle
        return Blobs({f: pickle.dumps((summaries[f], infos[f]), protocol=pickle.HIGHEST_PROTOCOL)
                      for f in summaries})

    def value(self, f):
        v = self.values.get(f)
        if v is None:
            import pickle
            v = self.values[f] = pickle.loads(self.blobs[f])
        return v


class BlobMap(Mapping):
    """ComponentResult.summaries (part 0) or .infos (part 1) over Blobs."""

    def __init__(self, blobs: Blobs, part: int):
        self.blobs, self.part = blobs, part

    def __getitem__(self, f):
        if f not in self.blobs.blobs:
            raise KeyError(f)
        return self.blobs.value(f)[self.part]

    def __iter__(self):
        return iter(self.blobs.blobs)

    def __len__(self):
        return len(self.blobs.blobs)

    def __contains__(self, f):
        return f in self.blobs.blobs

    def __reduce__(self):
        return (dict, (dict(self.items()),))


def with_blobs(result, blobs: Blobs):
    """result with its summaries and infos read from blobs."""
    from dataclasses import replace
    return replace(result, summaries=BlobMap(blobs, 0), infos=BlobMap(blobs, 1))


def blobs_of(result) -> Blobs:
    """The Blobs behind a result's summaries (made if they are plain objects)."""
    if isinstance(result.summaries, BlobMap):
        return result.summaries.blobs
    return Blobs.of(result.summaries, result.infos)


class Plan:
    """The task graph of a program: tasks in bottom-up order, each function's task."""

    def __init__(self, tasks: list, graph: dict, taken: set):
        self.tasks = tasks
        self.graph = graph
        self.taken = taken
        self.task_of = {f: t.index for t in tasks for f in t.symbolic}
        self.by_index = {t.index: t for t in tasks}
        self.dependents = defaultdict(list)
        for t in tasks:
            for d in t.deps:
                self.dependents[d].append(t.index)
        self._reach = {}

    def reaches(self, index: int, name: str) -> bool:
        """Is function `name` (summarized) reachable from task `index` in the call graph?"""
        target = self.task_of.get(name)
        if target is None:
            return False
        seen = self._reach.get(index)
        if seen is None:
            seen, work = set(), list(self.by_index[index].deps)
            while work:
                i = work.pop()
                if i not in seen:
                    seen.add(i)
                    work.extend(self.by_index[i].deps)
            self._reach[index] = seen
            if len(self._reach) > 64:       # a few at a time: fetches are rare
                self._reach.pop(next(iter(self._reach)))
        return target in seen

    def inputs_of(self, task: ComponentTask) -> list:
        """The functions whose summaries a task receives with it: its direct callees'."""
        return sorted(f for d in task.deps for f in self.by_index[d].symbolic)


def make_plan(program, entries, roots_of) -> Plan:
    """The components bottom-up (absint.engine.modular.components_bottom_up), as tasks.
    entries: the closed entries; roots_of(taken) -> the library's roots ([] for a closed one)."""
    from absint.engine.calls import address_taken
    from absint.engine.modular import call_graph, components_bottom_up
    taken = address_taken(program)
    graph = call_graph(program, taken)
    entries = set(entries)
    called = set()
    for g, callees in graph.items():
        called.update(c for c in callees if c != g)
    roots = set(roots_of(taken))
    # what the entries (a library: its roots) may run, directly or through a pointer (an
    # address-taken function may also be handed to code outside it); the rest is never called,
    # and its summary would serve nobody (the 4,219 intrinsics of <immintrin.h>: two thirds of
    # the time of a file that calls a few of them)
    graph = {f: graph[f] for f in reachable_in(graph, (entries or roots) | set(taken))}
    comps = components_bottom_up(graph)
    index_of = {}
    raw = []
    for comp in comps:
        symbolic = tuple(f for f in comp if f not in entries or f in called or f in graph.get(f, ()))
        if not symbolic:
            continue
        i = len(raw)
        for f in comp:
            index_of[f] = i
        raw.append((tuple(comp), symbolic))
    tasks = []
    for i, (comp, symbolic) in enumerate(raw):
        deps = sorted({index_of[c] for f in comp for c in graph.get(f, ())
                       if c in index_of and index_of[c] != i})
        tasks.append([i, comp, symbolic, tuple(deps), tuple(f for f in symbolic if f in roots)])
    height = [0] * len(tasks)
    for i in range(len(tasks) - 1, -1, -1):   # callers come after their callees
        for d in tasks[i][3]:
            height[d] = max(height[d], height[i] + 1)
    return Plan([ComponentTask(*t, priority=height[t[0]]) for t in tasks], graph, taken)


def reachable_in(graph: dict, starts) -> set:
    """The functions of `graph` that `starts` reach through its edges (themselves included)."""
    seen, work = set(), [f for f in starts if f in graph]
    while work:
        f = work.pop()
        if f not in seen:
            seen.add(f)
            work.extend(c for c in graph[f] if c in graph)
    return seen


# ---------------------------------------------------------------- the analyzer's state per task

class JournalDict(dict):
    """A dict that remembers, while `log` is a list, what each assignment replaced, so that the
    changes of one task can be undone (back to the program's registry)."""
    log = None

    def __setitem__(self, key, value):
        if self.log is not None:
            self.log.append((key, key in self, dict.get(self, key)))
        dict.__setitem__(self, key, value)

    def undo(self) -> None:
        log, self.log = self.log, None
        for key, had, old in reversed(log or ()):
            if had:
                dict.__setitem__(self, key, old)
            else:
                dict.pop(self, key, None)
        self.log = [] if log is not None else None


class _NoteKeys(set):
    """The analyzer's set of notes already made, remembering the key of the last one added."""
    last = None

    def add(self, key):
        set.add(self, key)
        self.last = key


class SummaryStore(dict):
    """The summaries a task sees: its own (as it makes them), those it received, and those it
    fetches (`fetch(name)` -> (Summary, infos) or None; only for reachable functions)."""

    def __init__(self, runner, task: ComponentTask, inputs: dict, fetch):
        super().__init__()
        self.runner, self.task, self.fetch = runner, task, fetch
        self.members = set(task.functions)
        self.used = []
        for name in sorted(inputs):
            s, infos = inputs[name]
            runner.install(infos)
            dict.__setitem__(self, name, s)

    def _fetch(self, name):
        if name in self.members or self.fetch is None or name not in self.runner.program.functions:
            return None
        got = self.fetch(name)
        if got is None:
            return None
        s, infos = got
        self.runner.install(infos)
        dict.__setitem__(self, name, s)
        self.used.append(name)
        return s

    def get(self, name, default=None):
        if dict.__contains__(self, name):
            return dict.__getitem__(self, name)
        s = self._fetch(name)
        return default if s is None else s

    def __getitem__(self, name):
        if dict.__contains__(self, name):
            return dict.__getitem__(self, name)
        s = self._fetch(name)
        if s is None:
            raise KeyError(name)
        return s

    def __contains__(self, name):
        return self.get(name) is not None


def summary_blocks(summary) -> set:
    """The blocks a summary's states and queries name."""
    names = set()

    def state(st):
        if st is None:
            return
        names.update(st.blocks)
        for p in st.pts.values():
            names.update(p.targets)
    state(summary.exit)
    for case in summary.cases:
        state(case)
    for ob in summary.obligations:
        state(ob.query.state)
        names.update(r.block for r in ob.query.ranges if r.block is not None)
    for dc in summary.calls:
        state(dc.state)
    return names


class TaskRunner:
    """A mixin of absint.engine.modular.ModularAnalysis: run one ComponentTask (see the module
    docstring), in whatever process holds the analysis."""

    def prepare_tasks(self) -> Plan:
        """Once per process, before any task: the plan, and the analyzer's registries journaled."""
        an = self.an
        an.initial_state()          # (made once, registering the program's blocks)
        an.symbolic_globals()
        if not isinstance(an.registry, JournalDict):
            an.registry = JournalDict(an.registry)
            an._paths = JournalDict(an._symbolic_paths())
        self.plan = make_plan(self.program, self.entries, self.library_roots)
        self.graph = self.plan.graph
        return self.plan

    def library_roots(self, taken) -> list:
        return [] if self.entries else self.roots(taken)

    def install(self, infos) -> None:
        registry, paths = infos
        an = self.an
        for k in sorted(registry):
            an.registry[k] = registry[k]
        store = an._symbolic_paths()
        for k in sorted(paths):
            store[k] = paths[k]

    def infos_of(self, summary) -> tuple:
        an = self.an
        paths = an._symbolic_paths()
        names = summary_blocks(summary)
        reg, pth = {}, {}
        work = sorted(names)
        while work:
            n = work.pop()
            if n in pth or n in reg:
                continue
            if n in an.registry:
                reg[n] = an.registry[n]
            if n in paths:
                pth[n] = paths[n]
                root = paths[n][0]
                if root not in pth:
                    work.append(root)
        return reg, pth

    def run_task(self, task: ComponentTask, inputs: dict, fetch=None) -> ComponentResult:
        """inputs: function -> (Summary, infos) of the task's direct callees."""
        from absint.engine import summaries as summaries_module
        from itertools import count
        an = self.an
        summaries_module._instances = count(1)
        an.cache.clear()
        an.reached_functions = set()
        an.unknown_noted = keys = _NoteKeys()
        notes = []
        saved_note = an.on_note
        an.on_note = lambda coord, message, level="note": notes.append(
            (keys.last, coord, message, level))
        self.decided = defaultdict(list)
        self.pending = defaultdict(list)
        self.pending_calls = defaultdict(list)
        self.calls = defaultdict(set)
        self.stopped, self.tracebacks = {}, {}
        self.times = defaultdict(float)
        self.incomplete = set()
        an.registry.log = []
        an._paths.log = []
        try:
            store = an.summaries = SummaryStore(self, task, inputs, fetch)
            self.summarize(list(task.symbolic), self.graph)
            contracts = {}
            if task.roots:
                self.call_root_callbacks(list(task.roots))
                contracts = self.judge_roots(list(task.roots))
            out = {f: dict.__getitem__(store, f) for f in task.symbolic}
            infos = {f: self.infos_of(s) for f, s in out.items()}
            reached = tuple(sorted(an.reached_functions - set(task.functions)))
            fps = {}
            if getattr(self, "fingerprinting", False):
                from absint.engine.cache import fingerprint
                fps = {f: fingerprint((s, infos[f])) for f, s in out.items()}
            return ComponentResult(
                task.index, out, infos, dict(self.decided),
                {c: tuple(sorted(cs)) for c, cs in self.calls.items()},
                dict(self.stopped), dict(self.tracebacks), notes, contracts,
                dict(self.times), tuple(sorted(self.incomplete)), reached, tuple(store.used),
                fps)
        finally:
            an.on_note = saved_note
            an.registry.undo()
            an._paths.undo()
            an.registry.log = None
            an._paths.log = None
            an.summaries = {}
            an.cache.clear()
            settle()


@dataclass
class ClosedResult:
    """What the analysis of a closed entry adds (cached like a task's result)."""
    decided: dict
    calls: dict
    stopped: dict
    tracebacks: dict
    incomplete: tuple
    notes: list
    reached: tuple             # functions whose bodies it analysed (itself included)
    used: tuple                # functions whose summaries it used


class ClosedEntries:
    """A mixin of ModularAnalysis: a closed entry's analysis (analyze_closed) with what it adds
    recorded apart, so that it can be cached (only when it is the program's one closed entry:
    then nothing after it depends on what it leaves in the analyzer)."""

    def closed_entry(self, name: str, keyer, execution=None) -> None:
        an = self.an
        if keyer is None:
            self.analyze_closed(name)
            if execution is not None:
                execution.count(None, False)
            return
        hit = keyer.lookup_closed(name, an.summaries.owner)
        if hit is None:
            hit = self._record_closed(name)
            keyer.store_closed(name, hit, an.summaries.owner)
            if execution is not None:
                execution.count(hit, False)
        elif execution is not None:
            execution.count(hit, True)
        for sid, ds in hit.decided.items():
            self.decided[sid].extend(ds)
        for caller, callees in hit.calls.items():
            self.calls[caller].update(callees)
        self.stopped.update(hit.stopped)
        self.tracebacks.update(hit.tracebacks)
        self.incomplete.update(hit.incomplete)
        for key, coord, message, level in hit.notes:
            if key not in an.unknown_noted:
                an.unknown_noted.add(key)
                an.on_note(coord, message, level)

    def _record_closed(self, name: str) -> ClosedResult:
        an = self.an
        saved = (self.decided, self.calls, self.stopped, self.tracebacks, self.incomplete,
                 an.unknown_noted, an.on_note)
        self.decided, self.calls = defaultdict(list), defaultdict(set)
        self.stopped, self.tracebacks, self.incomplete = {}, {}, set()
        keys = _NoteKeys(an.unknown_noted)
        notes = []
        an.unknown_noted = keys
        an.on_note = lambda coord, message, level="note": notes.append(
            (keys.last, coord, message, level))
        an.reached_functions = set()
        an.summaries.used = set()
        try:
            self.analyze_closed(name)
            return ClosedResult(dict(self.decided),
                                {c: tuple(sorted(cs)) for c, cs in self.calls.items()},
                                dict(self.stopped), dict(self.tracebacks),
                                tuple(sorted(self.incomplete)), notes,
                                tuple(sorted(an.reached_functions)),
                                tuple(sorted(an.summaries.used)))
        finally:
            (self.decided, self.calls, self.stopped, self.tracebacks, self.incomplete,
             an.unknown_noted, an.on_note) = saved
            an.summaries.used = None


def run_graph(plan: Plan, executor, keyer=None, on_result=None) -> dict:
    """Run every task of `plan` through `executor` (absint.engine.executors), a task once the
    tasks it depends on have finished; with a cache (`keyer`: absint.engine.cache.TaskKeys), a
    task whose result is stored under its key is not run. Returns index -> ComponentResult.
    on_result(task, result, cached) as each one arrives."""
    results = {}
    waiting = {t.index: len(t.deps) for t in plan.tasks}
    ready = [(-t.priority, t.index) for t in plan.tasks if not t.deps]
    heapq.heapify(ready)
    def finish(index, result, cached):
        results[index] = result
        settle()            # (what came through a pipe or from the cache, in this process)
        if on_result is not None:
            on_result(plan.by_index[index], result, cached)
        for j in plan.dependents.get(index, ()):
            waiting[j] -= 1
            if waiting[j] == 0:
                heapq.heappush(ready, (-plan.by_index[j].priority, j))

    queued = []
    while ready or queued or executor.busy():
        while ready:
            entry = heapq.heappop(ready)
            task = plan.by_index[entry[1]]
            if keyer is not None:
                hit = keyer.lookup(task, results)
                if hit is not None:
                    executor.cached(task, hit)
                    finish(task.index, hit, True)
                    continue
            heapq.heappush(queued, entry)
        while queued and executor.can_submit():
            _, i = heapq.heappop(queued)
            executor.submit(plan.by_index[i], plan.inputs_of(plan.by_index[i]), results)
        if executor.busy():
            i, result = executor.wait_one()
            if keyer is not None:
                keyer.store(plan.by_index[i], result, results)
            finish(i, result, False)
    return results


__all__ = ["ComponentTask", "ComponentResult", "ClosedResult", "ClosedEntries", "Plan",
           "make_plan", "TaskRunner", "run_graph"]

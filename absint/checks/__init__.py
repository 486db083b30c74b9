"""Bounds verdicts: run the abstract interpreter from the entry points, judge every CheckSite.

    from absint.checks import analyze, entry_points, merge_reports
    report = analyze(program, AnalysisOptions())

Every CheckSite of the program gets exactly one Access in the report (see absint.checks.verdicts
for how a verdict is decided).
"""
from __future__ import annotations

import time
from dataclasses import replace

from absint.config import AnalysisOptions
from absint.ir import nodes as ir
from absint.report.model import Access, Diagnostic, Report, Stats

__all__ = ["analyze", "entry_points", "closed_entries", "merge_reports", "all_sites"]


def all_sites(program: ir.Program) -> list:
    """Every CheckSite of the program, in a deterministic order (ids are unique)."""
    seen = {}

    def stmts():
        yield from program.init
        for fn in program.functions.values():
            for nid in sorted(fn.cfg.nodes):
                yield from fn.cfg.nodes[nid].stmts
    for st in stmts():
        for s in getattr(st, "sites", ()) or ():
            seen.setdefault(s.id, s)
    return [seen[k] for k in sorted(seen)]


def _callees(program: ir.Program) -> set:
    """Functions called by name from another function, or whose address is taken (they are
    reached through a function pointer)."""
    called = set()

    def visit(stmts, caller):
        for st in stmts:
            if isinstance(st, ir.Call) and isinstance(st.callee, str) and st.callee != caller:
                called.add(st.callee)
            if isinstance(st, ir.Assign) and isinstance(st.expr, ir.AddrOf) and st.expr.function \
                    and st.expr.block != caller:
                called.add(st.expr.block)
    visit(program.init, None)
    for fn in program.functions.values():
        for node in fn.cfg.nodes.values():
            visit(node.stmts, fn.name)
    return called


def entry_points(program: ir.Program, options: AnalysisOptions = AnalysisOptions()) -> list:
    """options.entry if given (ValueError if the program has no such function), else main, else
    every function nobody calls (every function if all of them are called)."""
    if options.entries:
        missing = [e for e in options.entries if e not in program.functions]
        if missing:
            raise ValueError(f"entry function '{missing[0]}' is not defined in the program")
        return list(options.entries)
    if options.entry:
        if options.entry not in program.functions:
            raise ValueError(f"entry function '{options.entry}' is not defined in the program")
        return [options.entry]
    if "main" in program.functions:
        return ["main"]
    called = _callees(program)
    roots = [name for name in program.functions if name not in called]
    return sorted(roots) if roots else sorted(program.functions)


def _simd() -> str:
    try:
        from absint.native import default_kernel
        return str(default_kernel())
    except Exception:   # the report still works without the native module's answer
        return ""


def closed_entries(program: ir.Program, options: AnalysisOptions = AnalysisOptions()):
    """The entry functions of a closed program (--entry, else main), or None for a library: then
    every external function is an entry point with a contract (absint.engine.modular)."""
    if options.entries or options.entry:
        return entry_points(program, options)
    if "main" in program.functions:
        return ["main"]
    return None


def modular_analysis(program: ir.Program, options: AnalysisOptions = AnalysisOptions(),
                     on_note=None, progress=None):
    """The modular analysis of `program` with this package's verdicts (absint.engine.modular)."""
    from absint.checks.verdicts import Judge, Outcome
    from absint.engine.interp import Analyzer
    from absint.engine.modular import ModularAnalysis

    an = Analyzer(program, options, on_note=on_note)
    judge = Judge(an)
    prover = None
    if options.polyhedral:
        try:
            from absint.checks.polyhedral import PolyhedralProver
            prover = PolyhedralProver(program)
        except ImportError:   # pragma: no cover - the second prover is optional
            prover = None

    def decide(q):
        outcome = judge.judge(q)
        # (a null or uninitialized pointer is no bounds question: the prover does not judge it)
        if prover is not None and (outcome.status == "warning" or outcome.confirm) and \
                not any(r.block in ("null", "uninit") for r in q.ranges):
            try:   # an unconfirmed error is a warning to the prover: it may prove or refute it
                refined = prover.refine(q, replace(outcome, status="warning", confirm=False))
                if refined.status == "error" and q.may_skip:
                    # (the call may not touch the range at all: only a run says it does)
                    refined = replace(refined, confirm=True)
                if refined.status != "warning" or outcome.status == "warning":
                    outcome = refined
            except Exception:   # the second prover never makes a verdict worse
                pass
        outcome.reason = judge.reason(q, outcome)
        if options.explain:
            outcome.facts = judge.facts(q)
        return outcome
    an.is_safe = lambda q: judge.judge(q).status == "safe"
    strengthen = None
    if prover is not None:
        def strengthen(q):
            try:
                return prover.strengthen(q)
            except Exception:   # (the second prover never makes a judgement worse)
                return q
    modular = ModularAnalysis(an, decide, Outcome, closed_entries(program, options), progress,
                              strengthen)
    if prover is not None and (options.time_budget or options.run_time_budget):
        # (the prover's per-function facts stop at the budget's deadline too)
        prover.expired = lambda: (an.deadline is not None and time.monotonic() > an.deadline) \
            or modular.run_expired()
    return modular


def task_context(program: ir.Program, options: AnalysisOptions):
    """The analysis as a worker process builds it to run component tasks (absint.engine.executors:
    a Dask worker receives this function and its arguments)."""
    return modular_analysis(program, options)


def analyze(program: ir.Program, options: AnalysisOptions = AnalysisOptions(),
            progress=None, execution=None) -> Report:
    """progress: None, or an object told of the analysis as it goes (absint.engine.modular,
    `Progress`): start(total functions), function(name) as each function's analysis begins.
    execution: how the task graph runs (absint.engine.modular.Execution: -j, --scheduler, the
    cache); None: in this process. The report is the same whatever it says."""
    from absint.checks.verdicts import combine

    start = time.perf_counter()
    notes: list = []

    def on_note(coord, message, level="note"):
        notes.append(Diagnostic(level, coord.file if coord else "", coord.line if coord else 0,
                                message, coord.column if coord else 0))

    modular = modular_analysis(program, options, on_note, progress)
    entries = modular.entries or None
    if execution is not None and execution.spec is None:
        execution.spec = (task_context, (program, options))
    result = modular.run(execution)
    outcomes = {sid: [d.outcome for d in ds] for sid, ds in result.decided.items()}
    chains = {sid: [d.chain for d in ds if d.chain and d.outcome.status != "safe"]
              for sid, ds in result.decided.items()}
    _confirm_errors(program, entries or result.roots, outcomes)
    for fn_name, why in sorted(result.stopped.items()):
        fn = program.functions[fn_name]
        coord = fn.coord or ir.Coord(program.files[0] if program.files else "", 0)
        if fn_name in result.incomplete:
            notes.append(Diagnostic("note", coord.file, coord.line,
                                    f"the analysis of '{fn_name}' did not finish: {why}; its "
                                    f"accesses are incomplete (not checked)", coord.column))
        elif why.startswith("internal error"):
            notes.append(Diagnostic("error", coord.file, coord.line,
                                    f"{why} while analysing '{fn_name}'; its accesses are "
                                    f"reported as warnings", coord.column,
                                    detail=result.tracebacks.get(fn_name, "")))
        else:
            notes.append(Diagnostic("note", coord.file, coord.line,
                                    f"the analysis of '{fn_name}' stopped early: {why}; its "
                                    f"accesses are reported as warnings", coord.column))
    for fn_name, clauses in sorted(result.contracts.items()):
        fn = program.functions[fn_name]
        coord = fn.coord or ir.Coord(program.files[0] if program.files else "", 0)
        notes.append(Diagnostic("note", coord.file, coord.line,
                                f"contract of '{fn_name}': requires " + "; ".join(clauses),
                                coord.column, function=fn_name))
    accesses = []
    for site in all_sites(program):
        verdict, o = combine(outcomes.get(site.id, []))
        if verdict == "safe" and site.unsupported:
            verdict, o = "warning", o
        reason = ""
        if verdict in ("error", "warning", "incomplete") and o is not None:
            reason = o.reason or ("unsupported" if site.unsupported else "")
        accesses.append(Access(
            site_id=site.id, file=site.coord.file, line=site.coord.line, column=site.coord.column,
            function=site.function, verdict=verdict, array=site.array, access=site.access,
            message=(o.message if o is not None and verdict in ("error", "warning", "incomplete")
                     else ""),
            index=o.index if o is not None else "", size=o.size if o is not None else "",
            proved_by=_prover(outcomes.get(site.id, []), verdict),
            witness=o.witness if o is not None and verdict in ("error", "warning") else None,
            notes=_chain_notes(chains.get(site.id, ()), verdict), reason=reason,
            contexts=_contexts(result.decided.get(site.id, ()), outcomes.get(site.id, ()))
            if options.explain else ()))
    accesses.sort(key=lambda a: (a.file, a.line, a.column, a.site_id))
    diagnostics = tuple(Diagnostic(d.level, d.coord.file, d.coord.line, d.message, d.coord.column)
                        for d in program.diagnostics) + tuple(notes)
    times = tuple(sorted(((f, round(t, 4)) for f, t in result.times.items()),
                         key=lambda ft: (-ft[1], ft[0])))
    return Report(tuple(accesses), diagnostics,
                  _stats(program, accesses, diagnostics, time.perf_counter() - start), _simd(),
                  function_times=times)


MAX_CONTEXTS = 8    # contexts kept per access for explain (those not safe first)


def _contexts(decided, outcomes) -> tuple:
    """The judgements of one access, as the report's Contexts (explain, html); outcomes: the
    final outcome of each judgement (errors confirmed or not), in the order of `decided`."""
    from absint.report.model import Context
    order = {"error": 0, "warning": 1, "incomplete": 2, "safe": 3}
    pairs = list(zip(decided, outcomes))
    out, seen = [], set()
    for d, o in sorted(pairs, key=lambda p: order.get(p[1].status, 4)):
        facts = getattr(o, "facts", None) or {}
        chain = tuple(f"{s.caller} calls {s.callee} at {s.coord.file}:{s.coord.line}"
                      if s.coord else f"{s.caller} calls {s.callee}" for s in d.chain)
        ctx = Context(d.context, o.status, getattr(o, "reason", ""), o.message, chain,
                      tuple(tuple(v) for v in facts.get("variables", ())),
                      tuple(facts.get("relations", ())),
                      tuple(tuple(b) for b in facts.get("blocks", ())),
                      tuple(tuple(c) for c in facts.get("checks", ())))
        if ctx in seen:
            continue
        seen.add(ctx)
        out.append(ctx)
        if len(out) == MAX_CONTEXTS:
            break
    return tuple(out)


def _chain_notes(chains, verdict) -> tuple:
    """Where a finding comes from a caller: the calls that lead to it (the first chain)."""
    if verdict not in ("error", "warning") or not chains:
        return ()
    chain = chains[0]
    steps = [f"{s.caller} calls {s.callee} at {s.coord.file}:{s.coord.line}" if s.coord else
             f"{s.caller} calls {s.callee}" for s in chain]
    return ("in the call chain: " + " -> ".join(steps),)


def _confirm_errors(program, entries, outcomes) -> None:
    """Errors the abstract state does not prove (Outcome.confirm) stand only if a concrete run
    performs the out-of-bounds access (absint.checks.confirm); they become warnings otherwise."""
    from absint.checks.verdicts import combine
    wanted = {sid for sid, outs in outcomes.items()
              if combine(outs)[0] == "error" and any(o.confirm for o in outs)}
    if not wanted:
        return
    from absint.checks.confirm import confirm
    hits = confirm(program, entries, wanted)
    for sid in wanted:
        w = hits.get(sid)
        new = []
        for o in outcomes[sid]:
            if o.confirm:
                if w is None:
                    o = replace(o, status="warning", confirm=False)
                else:
                    o = replace(o, witness=dict(w), message=_with_witness(o.message, w),
                                confirm=False, reason="confirmed")
            new.append(o)
        outcomes[sid] = new


def _with_witness(message: str, witness: dict) -> str:
    if "; fails for " not in message:
        return message
    shown = ", ".join(f"{k} == {v}" for k, v in witness.items())
    return message.split("; fails for ")[0] + f"; fails for {shown}"


def _prover(outcomes, verdict):
    """Which prover settled a safe or error verdict: "polyhedral" if it was needed in some
    context, else "pentagon"."""
    if verdict not in ("safe", "error"):
        return None
    used = {getattr(o, "proved_by", None) or "pentagon" for o in outcomes if o.status == verdict}
    return "polyhedral" if "polyhedral" in used else "pentagon"


def _stats(program, accesses, diagnostics, seconds) -> Stats:
    count = lambda v: sum(1 for a in accesses if a.verdict == v)  # noqa: E731
    return Stats(files=len(program.files), functions=len(program.functions), accesses=len(accesses),
                 safe=count("safe"), errors=count("error"), warnings=count("warning"),
                 unreachable=count("unreachable"),
                 unsupported=sum(1 for d in diagnostics if d.level == "unsupported"),
                 seconds=round(seconds, 3),
                 internal_errors=sum(1 for d in diagnostics if d.internal),
                 incomplete=count("incomplete"))


_RANK = {"unreachable": 0, "safe": 1, "error": 2, "warning": 3}


def merge_reports(reports) -> Report:
    """Combine reports of the same program analysed from different entry points (one per process
    with -j): a site's verdict is combined as across calling contexts."""
    reports = list(reports)
    if not reports:
        return Report()
    by_site: dict = {}
    for r in reports:
        for a in r.accesses:
            by_site.setdefault(a.site_id, []).append(a)
    merged = []
    for sid, items in by_site.items():
        reached = [a for a in items if a.verdict != "unreachable"]
        if not reached:
            merged.append(items[0])
            continue
        kinds = {a.verdict for a in reached}
        if len(kinds) == 1:
            merged.append(reached[0])
            continue
        if kinds <= {"incomplete", "safe"}:
            merged.append(next(a for a in reached if a.verdict == "incomplete"))
            continue
        pick = next((a for a in reached if a.verdict == "warning"), None)
        if pick is None:
            pick = next(a for a in reached if a.verdict == "error")
            pick = Access(**{**pick.__dict__, "verdict": "warning",
                             "message": pick.message + " (from some entry points only)",
                             "proved_by": None})
        merged.append(pick)
    merged.sort(key=lambda a: (a.file, a.line, a.column, a.site_id))
    diags, seen = [], set()
    for r in reports:
        for d in r.diagnostics:
            key = (d.level, d.file, d.line, d.column, d.message)
            if key not in seen:
                seen.add(key)
                diags.append(d)
    base = reports[0].stats
    count = lambda v: sum(1 for a in merged if a.verdict == v)  # noqa: E731
    stats = Stats(files=base.files, functions=base.functions, accesses=len(merged),
                  safe=count("safe"), errors=count("error"), warnings=count("warning"),
                  unreachable=count("unreachable"),
                  unsupported=sum(1 for d in diags if d.level == "unsupported"),
                  seconds=max(r.stats.seconds for r in reports),
                  internal_errors=sum(1 for d in diags if d.internal),
                  incomplete=count("incomplete"))
    return Report(tuple(merged), tuple(diags), stats, reports[0].simd)

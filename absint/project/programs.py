"""Which files form one program, and one report from the reports of several programs.

Without a compilation database every file of the invocation belongs to one program. With one, by
default each translation unit is the *primary* of its own program, together with the units that
define (transitively) the external functions and objects it uses: its accesses are judged with the
callees' bodies and the objects' sizes at hand, and a database describing several programs (a
library, its tests and examples, each with a `main`; platform variants of one function) never
merges two `main`s or two definitions. A
unit that defines `main` is never pulled into another unit's program (it would close that program
under its own `main`). An access analysed in several programs (a callee's, judged in its own program
under its contract and in its callers' programs with their arguments; a header's inline function) is
combined as across calling contexts: safe only if safe in every program, an error found in some
programs only is a warning that says so (with the witness). `--whole-program` makes all units one
program instead (one `main` at most, each function defined once).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Optional

from absint.report.model import Access, Report


@dataclass(frozen=True)
class UnitIndex:
    file: str
    defined: frozenset = frozenset()   # external (non-static) functions with a body and objects
    used: frozenset = frozenset()      # every identifier the unit mentions
    has_main: bool = False


@dataclass(frozen=True)
class ProgramPlan:
    files: tuple                    # the units of the program, its primary first
    primary: Optional[str] = None   # None: every file's accesses are reported (one program)


def index_unit(file: str, options, parsed=None) -> UnitIndex:
    """What a unit defines and uses (FrontendError when it cannot be preprocessed or parsed).
    `parsed`: the front end's parse cache (absint.frontend.pipeline.parse_cached), or None."""
    from pycparser import c_ast
    from absint.frontend.lower import walk
    from absint.frontend.pipeline import parse_cached
    ast = parse_cached(file, options, {} if parsed is None else parsed)[0]
    defined, used = set(), set()
    for ext in ast.ext:
        if isinstance(ext, c_ast.FuncDef) and "static" not in (ext.decl.storage or ()):
            defined.add(ext.decl.name)
        elif isinstance(ext, c_ast.Decl) and ext.name and not isinstance(ext.type, c_ast.FuncDecl) \
                and not {"static", "extern", "typedef"} & set(ext.storage or ()):
            defined.add(ext.name)     # a global object: its definition gives its size and value
    for node in walk(ast):
        if isinstance(node, c_ast.ID):
            used.add(node.name)
    return UnitIndex(file, frozenset(defined), frozenset(used), "main" in defined)


def plan_programs(indexes, whole_program: bool = False) -> list:
    """The programs to analyse (see the module's doc), in database order."""
    indexes = list(indexes)
    if whole_program:
        return [ProgramPlan(tuple(i.file for i in indexes))]
    definer: dict = {}
    for i in indexes:
        if i.has_main:
            continue
        for name in sorted(i.defined):
            definer.setdefault(name, i.file)     # the first unit defining a name provides it
    by_file = {i.file: i for i in indexes}
    plans = []
    for primary in indexes:
        chosen, queue = [primary.file], [primary]
        while queue:
            unit = queue.pop(0)
            for name in sorted(unit.used - unit.defined):
                file = definer.get(name)
                if file is not None and file not in chosen:
                    chosen.append(file)
                    queue.append(by_file[file])
        order = {i.file: n for n, i in enumerate(indexes)}
        plans.append(ProgramPlan((primary.file,) + tuple(sorted(chosen[1:], key=order.get)),
                                 primary.file))
    return plans


def _combine(items: list) -> Access:
    unchecked = [a for a in items if a.verdict == "incomplete"]
    if unchecked:     # never safe: incomplete unless a checked program found it failing
        failing = [a for a in items if a.verdict in ("error", "warning")]
        if not failing:
            return unchecked[0]
        pick = next((a for a in failing if a.verdict == "warning"), failing[0])
        if pick.verdict == "warning":
            return pick
        changes = {"reason": "budget"} if hasattr(pick, "reason") else {}
        return dataclasses.replace(pick, verdict="warning", proved_by=None, message=pick.message
                                   + " (in the programs checked; the others were not)", **changes)
    reached = [a for a in items if a.verdict != "unreachable"]
    if not reached:
        return items[0]
    kinds = {a.verdict for a in reached}
    if len(kinds) == 1:
        return reached[0]
    pick = next((a for a in reached if a.verdict == "warning"), None)
    if pick is not None:
        return pick
    pick = next(a for a in reached if a.verdict == "error")
    changes = {"reason": "context"} if hasattr(pick, "reason") else {}
    return dataclasses.replace(pick, verdict="warning", proved_by=None,
                               message=pick.message + " (in some translation units only)",
                               **changes)


def relative_paths(report: Report, cwd: str) -> Report:
    """`report` with absolute paths below `cwd` made relative (a database names files, and its -I
    directories, by absolute paths; reports name them as a user would)."""
    import os

    def short(path):
        if not path or not os.path.isabs(path):
            return path
        relative = os.path.relpath(path, cwd)
        outside = relative == os.pardir or relative.startswith(os.pardir + os.sep)
        return path if outside else relative

    return dataclasses.replace(
        report, accesses=tuple(dataclasses.replace(a, file=short(a.file)) for a in report.accesses),
        diagnostics=tuple(dataclasses.replace(d, file=short(d.file)) for d in report.diagnostics))


def combine_reports(results, unit_files) -> Report:
    """One report from [(ProgramPlan, Report)], accesses combined by position across programs.
    Each report's stats.functions should count the functions it owns (the caller knows the
    programs), so that the total counts each function once."""
    results = list(results)
    if len(results) == 1 and results[0][0].primary is None:
        return results[0][1]
    unit_files = set(unit_files)
    by_place: dict = {}
    for _plan, report in results:
        for a in report.accesses:
            # (not the function: a static one may be renamed in one program and not another)
            key = (a.file, a.line, a.column, a.array, a.access)
            by_place.setdefault(key, []).append(a)
    accesses = []
    for n, items in enumerate(by_place.values()):
        accesses.append(dataclasses.replace(_combine(items), site_id=n))
    accesses.sort(key=lambda a: (a.file, a.line, a.column, a.site_id))
    diagnostics, seen = [], set()
    for plan, report in results:
        for d in report.diagnostics:
            key = (d.level, d.file, d.line, d.column, d.message)
            if key not in seen:
                seen.add(key)
                diagnostics.append(d)
    count = lambda v: sum(1 for a in accesses if a.verdict == v)  # noqa: E731
    stats = dataclasses.replace(
        results[0][1].stats, files=len(unit_files),
        functions=sum(r.stats.functions for _p, r in results), accesses=len(accesses),
        safe=count("safe"), errors=count("error"), warnings=count("warning"),
        unreachable=count("unreachable"),
        unsupported=sum(1 for d in diagnostics if d.level == "unsupported"),
        seconds=sum(r.stats.seconds for _p, r in results),
        internal_errors=sum(1 for d in diagnostics if d.internal),
        incomplete=count("incomplete"))
    times: dict = {}      # a function analysed in several programs: its times added
    for _plan, report in results:
        for name, seconds in getattr(report, "function_times", ()):
            times[name] = times.get(name, 0.0) + seconds
    return Report(tuple(accesses), tuple(diagnostics), stats,
                  next((r.simd for _p, r in results if r.simd), ""),
                  function_times=tuple(sorted(((f, round(t, 4)) for f, t in times.items()),
                                              key=lambda ft: (-ft[1], ft[0]))))

"""Score absint on the Juliet-style cases: recall on bad functions, false alarms on good ones.

    python -m benchmarks.juliet [--filter TEXT] [--no-io] [--library] [--json] [-j N]
    python -m benchmarks.juliet --suite JULIET_CHECKOUT [--per-family K] [--seed S] [-j N]

Each case (one file, or the files <case>a.c, <case>b.c, ... of a multi-file flow variant) is
analyzed as one program with support/*.c (as Juliet links io.c), entered at its
`<case>_bad` and `<case>_good` functions, separately (Juliet's main calls just those two; the
analysis options' `entries`, as `absint check --entry` does one at a time). With --library, as
absint takes a program without main: every external function is a root, called with any
arguments (then the external sinks of flow 65, say, are judged for any caller). A bad function counts
as flagged when an error or warning Access lies in a function of its flow: a name containing "bad"
(the `_bad` entry and its badSource/badSink helpers). Good likewise with "good" (good, goodG2B*,
goodB2G* and their helpers). A case that cannot be analyzed counts against both numbers: its bad
function as missed and its good function as flagged.
"""
from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases"
INCLUDE = HERE / "include"
SUPPORT = tuple(sorted((HERE / "support").glob("*.c")))    # io.c (output), flags.c (flow flags)
FINDINGS = ("error", "warning")
RECALL_GOAL = 0.98
FALSE_ALARM_GOAL = 0.01    # issue 10 (issue 5 asked for 0.02)


PART_RE = re.compile(r"^(.*_\d\d)([a-e])$")     # a file of a multi-file case: <case>a.c, <case>b.c


def group_cases(paths) -> dict:
    """case name -> its files, in order: one file, or <case>a.c, <case>b.c, ... together."""
    groups = {}
    for p in sorted(paths):
        m = PART_RE.match(p.stem)
        groups.setdefault(m.group(1) if m else p.stem, []).append(p)
    return groups


def flow_of(function: str):
    """'bad', 'good' or None: which half of a test case a function belongs to, by its name."""
    name = function.lower()
    if "bad" in name:
        return "bad"
    if "good" in name:
        return "good"
    return None


def cwe_of(case_name: str) -> str:
    m = re.match(r"(CWE\d+)", case_name)
    return m.group(1) if m else "?"


@dataclass
class CaseResult:
    case: str
    bad_findings: list = field(default_factory=list)    # "line: verdict message" in the bad flow
    good_findings: list = field(default_factory=list)   # same in the good flow
    failure: str = ""                                   # why the case could not be analyzed
    seconds: float = 0.0

    @property
    def bad_flagged(self) -> bool:
        return bool(self.bad_findings)

    @property
    def good_flagged(self) -> bool:
        return bool(self.good_findings) or bool(self.failure)


def finding_text(a) -> str:
    """One finding of a report, as the results list it."""
    return f"{Path(a.file).name}:{a.line}: {a.function}: {a.verdict}: {a.message or a.array}"


def failure_text(exc: Exception) -> str:
    """Why a case could not be analyzed: the exception's type and first line."""
    first = (str(exc).strip().splitlines() or [""])[0]
    return f"{type(exc).__name__}: {first}"[:200]


def classify(case: str, accesses, seconds: float = 0.0) -> CaseResult:
    """Sort the findings of one case's report into its bad and good flows."""
    result = CaseResult(case, seconds=seconds)
    for a in accesses:
        if a.verdict not in FINDINGS:
            continue
        text = finding_text(a)
        side = flow_of(a.function)
        if side == "bad":
            result.bad_findings.append(text)
        elif side == "good":
            result.good_findings.append(text)
    return result


def suite_cases(root: Path, per_family: int = 0, seed: int = 1) -> list:
    """Work items for a checkout of NIST's Juliet 1.3 suite (not shipped here), in either of its
    two layouts: the release's `testcases/CWE*/**/*.c` with `testcasesupport/` (each file holds
    both halves), or the split one (`<case>_omitgood.c` holds the bad half and `<case>_omitbad.c`
    the good half, with `std_testcase.h` and `io.c` beside them). C files only, none for
    Windows. With per_family, that many flow variants of each family, chosen with `seed`.
    Each item: (case, [(files, entries)], include dir, support files)."""
    support_dir = root / "testcasesupport" if (root / "testcasesupport").is_dir() else root
    include, support = str(support_dir), [str(support_dir / "io.c")]
    by_case = {}      # case -> half ("bad", "good") -> its files
    for p in sorted(root.rglob("CWE*.c")):
        if "w32" in p.name:
            continue
        stem, half = p.stem, None
        for suffix, h in (("_omitgood", "bad"), ("_omitbad", "good")):
            if stem.endswith(suffix):
                stem, half = stem[:-len(suffix)], h
        m = PART_RE.match(stem)
        name = m.group(1) if m else stem
        for h in ((half,) if half else ("bad", "good")):
            by_case.setdefault(name, {}).setdefault(h, []).append(p)
    names = sorted(by_case)
    if per_family:
        families = {}
        for n in names:
            families.setdefault(re.sub(r"_\d\d$", "", n), []).append(n)
        rnd = random.Random(seed)
        names = sorted(x for f in sorted(families) for x in
                       rnd.sample(families[f], min(per_family, len(families[f]))))
    items = []
    for n in names:
        halves = [(by_case[n][h], (f"{n}_{h}",)) for h in ("bad", "good") if h in by_case[n]]
        items.append((n, halves, include, support))
    return items


def analyze_suite_case(item):
    """Run absint on one case of a Juliet checkout (suite_cases); never raises. Each half runs
    alone (in the half's own files when the layout splits them), entered at its own function or
    at the `main` its files keep, which calls that half only; so every finding of its run is
    that half's, io.c's included (`printLine(dest)` of a string left unterminated fails in
    io.c's printf)."""
    name, halves, include, support = item
    start = time.perf_counter()
    result = CaseResult(name)
    try:
        from absint.checks import analyze
        from absint.config import AnalysisOptions, FrontendOptions
        from absint.frontend import load_program
        for files, entries in halves:
            program = load_program([str(f) for f in files] + list(support),
                                   FrontendOptions(include_dirs=(include,)))
            # the split layout's files keep Juliet's main, which calls that half only: entered
            # there, as a user would run it, the globals hold their initial values (entered at
            # the half's function with a main in the program, they are whatever main left)
            start_at = ("main",) if "main" in program.functions else entries
            report = analyze(program, AnalysisOptions(entries=start_at))
            found = result.bad_findings if entries[0].endswith("_bad") else result.good_findings
            found += [finding_text(a) for a in report.accesses if a.verdict in FINDINGS]
    except Exception as exc:  # a crash or a rejected file is a result to report, not a stop
        result.failure = failure_text(exc)
    result.seconds = time.perf_counter() - start
    return result


def analyze_case(path_and_io):
    """Run absint on one case (in a worker process); never raises. The tuple is (path, with the
    support files?[, as a library?]): by default the case is a closed program entered at its
    `_bad` and `_good` functions (Juliet's main calls just those two); as a library, every
    external function is a root, called with any arguments."""
    path, with_io, library = (tuple(path_and_io) + (False,))[:3]
    paths = list(path) if isinstance(path, (list, tuple)) else [path]     # a multi-file case
    name = next(iter(group_cases(paths)))
    start = time.perf_counter()
    try:
        from absint.checks import analyze
        from absint.config import AnalysisOptions, FrontendOptions
        from absint.frontend import load_program
        files = [str(p) for p in paths] + ([str(f) for f in SUPPORT] if with_io else [])
        program = load_program(files, FrontendOptions(include_dirs=(str(INCLUDE),)))
        entries = () if library else tuple(f"{name}_{half}" for half in ("bad", "good"))
        report = analyze(program, AnalysisOptions(entries=entries))
    except Exception as exc:  # a crash or a rejected file is a result to report, not a stop
        return CaseResult(name, failure=failure_text(exc),
                          seconds=time.perf_counter() - start)
    return classify(name, report.accesses, time.perf_counter() - start)


@dataclass(frozen=True)
class Score:
    cases: int
    bad_flagged: int
    good_flagged: int
    failures: int

    @property
    def recall(self) -> float:
        return self.bad_flagged / self.cases if self.cases else 0.0

    @property
    def false_alarm_rate(self) -> float:
        return self.good_flagged / self.cases if self.cases else 0.0


def score(results) -> Score:
    results = list(results)
    return Score(len(results), sum(r.bad_flagged for r in results),
                 sum(r.good_flagged for r in results), sum(bool(r.failure) for r in results))


def to_json(results, total: Score, seconds: float) -> dict:
    by_cwe = {}
    for cwe in sorted({cwe_of(r.case) for r in results}):
        s = score(r for r in results if cwe_of(r.case) == cwe)
        by_cwe[cwe] = {"cases": s.cases, "recall": s.recall, "false_alarm_rate": s.false_alarm_rate}
    return {
        "cases": total.cases, "bad_flagged": total.bad_flagged, "good_flagged": total.good_flagged,
        "failures": total.failures, "recall": total.recall,
        "false_alarm_rate": total.false_alarm_rate, "seconds": round(seconds, 2),
        "goals": {"recall": RECALL_GOAL, "false_alarm_rate": FALSE_ALARM_GOAL},
        "by_cwe": by_cwe,
        "missed": [r.case for r in results if not r.bad_flagged],
        "false_alarms": {r.case: r.good_findings or [r.failure] for r in results if r.good_flagged},
        "results": [dict(asdict(r), bad_flagged=r.bad_flagged, good_flagged=r.good_flagged)
                    for r in results],
    }


def print_text(results, total: Score, seconds: float, out=sys.stdout) -> None:
    def pct(x):
        return f"{100 * x:5.1f}%"
    print(f"absint on {total.cases} Juliet-style cases ({seconds:.1f} s)", file=out)
    print(f"  bad functions flagged (recall):   {total.bad_flagged:3d}/{total.cases}  "
          f"{pct(total.recall)}   goal >= {pct(RECALL_GOAL).strip()}", file=out)
    print(f"  good functions flagged (false alarms): {total.good_flagged:3d}/{total.cases}  "
          f"{pct(total.false_alarm_rate)}   goal <= {pct(FALSE_ALARM_GOAL).strip()}", file=out)
    if total.failures:
        print(f"  cases that could not be analyzed: {total.failures} (counted against both)", file=out)
    print("\n  CWE     cases  recall  false alarms", file=out)
    for cwe in sorted({cwe_of(r.case) for r in results}):
        s = score(r for r in results if cwe_of(r.case) == cwe)
        print(f"  {cwe:7s} {s.cases:5d}  {pct(s.recall)}  {pct(s.false_alarm_rate)}", file=out)
    missed = [r for r in results if not r.bad_flagged]
    if missed:
        print("\nmissed bad functions:", file=out)
        for r in missed:
            print(f"  {r.case}" + (f"  [{r.failure}]" if r.failure else ""), file=out)
    alarms = [r for r in results if r.good_flagged]
    if alarms:
        print("\nfalse alarms in good functions:", file=out)
        for r in alarms:
            print(f"  {r.case}", file=out)
            for line in (r.good_findings or [r.failure])[:3]:
                print(f"      {line}", file=out)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.juliet", description=__doc__.split("\n")[0])
    parser.add_argument("--filter", default="", help="only cases whose name contains TEXT")
    parser.add_argument("--no-io", action="store_true", help="analyze each case without support/*.c")
    parser.add_argument("--library", action="store_true",
                        help="analyze each case as a library (every external function a root), "
                             "not as a program entered at its bad() and good()")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("-j", "--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--suite", metavar="DIR",
                        help="score a checkout of NIST's Juliet 1.3 (its C files of CWE 121-127) "
                             "instead of the cases here")
    parser.add_argument("--per-family", type=int, default=0, metavar="K",
                        help="with --suite: K flow variants of each family (0: all)")
    parser.add_argument("--seed", type=int, default=1, help="with --per-family: the sample's seed")
    args = parser.parse_args(argv)
    if args.suite:
        work = [w for w in suite_cases(Path(args.suite), args.per_family, args.seed)
                if args.filter in w[0] and re.match(r"CWE12[1-7]_", w[0])]
        if not work:
            print(f"no Juliet cases of CWE 121-127 in {args.suite}", file=sys.stderr)
            return 2
        return _report(work, analyze_suite_case, args)
    paths = [files for name, files in group_cases(CASES.glob("*.c")).items() if args.filter in name]
    if not paths:
        print(f"no cases match {args.filter!r} in {CASES}", file=sys.stderr)
        return 2
    return _report([(p, not args.no_io, args.library) for p in paths], analyze_case, args)


def _report(work, run, args) -> int:
    start = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(run, work, chunksize=1))
    else:
        results = [run(w) for w in work]
    seconds = time.perf_counter() - start
    total = score(results)
    if args.json:
        json.dump(to_json(results, total, seconds), sys.stdout, indent=2)
        print()
    else:
        print_text(results, total, seconds)
    return 0

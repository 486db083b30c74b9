"""End-to-end speed of `absint check`, start-up included (each run is a fresh process).

    python -m benchmarks.end_to_end [--repeat N] [--json]

Measures, in one run: the quick-start sample; a generated ~300-line program (goal: well under a
second); all samples one by one; a generated directory of independent files checked with
-j 1 and -j 2 (goal: -j 2 about halves the time); and the growth with the size of one file
(benchmarks/end_to_end/frontend_gen.py: functions, static tables, string literals): the front
end's CPU time per 1,000 lines at three sizes (goal: flat), and the whole check's at the smaller
sizes. Ratios are computed from this run only.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.end_to_end.frontend_gen import source
from benchmarks.end_to_end.generate import program

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"


def run_check(args, cwd=None) -> float:
    cmd = [sys.executable, "-m", "absint", "check", "--fail-on", "none", "-q", *args]
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd or ROOT, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise SystemExit(f"absint check failed ({proc.returncode}): {proc.stderr.strip()[:300]}")
    return elapsed


def timed(args, repeat) -> float:
    return statistics.median(run_check(args) for _ in range(repeat))


FRONTEND_PROBE = """
import resource, sys, time
from absint.config import FrontendOptions
from absint.frontend import load_program
start = time.process_time()
load_program([sys.argv[1]], FrontendOptions())
print(time.process_time() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def frontend_cpu(path) -> tuple:
    """(CPU seconds of load_program in a fresh process, its peak RSS in MB): preprocessing,
    parsing and lowering, without the interpreter's start-up."""
    proc = subprocess.run([sys.executable, "-c", FRONTEND_PROBE, str(path)], cwd=ROOT,
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"front end failed: {proc.stderr.strip()[:300]}")
    cpu, rss = proc.stdout.split()
    return float(cpu), int(rss) / 1024


def check_cpu(path) -> float:
    """CPU seconds of a whole `absint check` (children's time, start-up included)."""
    before = os.times()
    run_check([str(path)])
    after = os.times()
    return (after.children_user - before.children_user) + \
        (after.children_system - before.children_system)


def growth(tmp: Path, sizes, check_sizes, repeat) -> list:
    """Rows of the front end's (and the whole check's) CPU time per 1,000 lines by file size."""
    rows, per_kline, check_kline = [], [], []
    for kb in sizes:
        path = tmp / f"grow{kb}.c"
        path.write_text(source(kb))
        lines = path.read_text().count("\n")
        runs = [frontend_cpu(path) for _ in range(repeat)]
        cpu = statistics.median(r[0] for r in runs)
        rss = max(r[1] for r in runs)
        per_kline.append(cpu * 1000 / lines)
        rows.append((f"front end, generated {kb} KB ({lines} lines)", cpu,
                     f"{per_kline[-1]:.3f} s per 1,000 lines, {rss:.0f} MB"))
        if kb in check_sizes:
            c = check_cpu(path)
            check_kline.append(c * 1000 / lines)
            rows.append((f"absint check, generated {kb} KB (CPU, one run)", c,
                         f"{check_kline[-1]:.2f} s per 1,000 lines"))
    rows.append(("front end per 1,000 lines, largest / smallest", None,
                 f"x{per_kline[-1] / max(per_kline[0], 1e-9):.2f} (goal: about 1)"))
    if len(check_kline) > 1:
        rows.append(("absint check per 1,000 lines, largest / smallest", None,
                     f"x{check_kline[-1] / check_kline[0]:.2f}"))
    return rows


def whole(tmp: Path, args) -> tuple:
    """The rows of the fixed programs: (rows, 300-line time, -j 1 time, -j 2 time)."""
    rows = []
    gen = tmp / "gen300.c"
    gen.write_text(program(300))
    lines = gen.read_text().count("\n")
    inc = ["-I", str(SAMPLES / "include")]
    startup = timed(["--version"] if False else [str(SAMPLES / "quickstart.c")], args.repeat)
    rows.append(("quickstart.c (startup included)", startup, ""))
    t300 = timed([str(gen)], args.repeat)
    rows.append((f"generated program, {lines} lines", t300, "goal < 1 s"))
    sample_files = sorted(SAMPLES.rglob("*.c"))
    start = time.perf_counter()
    for f in sample_files:
        run_check([*inc, str(f)])
    rows.append((f"all {len(sample_files)} samples, one process each",
                 time.perf_counter() - start, ""))
    d = tmp / "dir"
    d.mkdir()
    for i in range(args.files):
        (d / f"unit{i}.c").write_text(program(150, seed=i + 2, with_main=False, prefix=f"u{i}_"))
    j1 = timed(["-j", "1", str(d)], args.repeat)
    j2 = timed(["-j", "2", str(d)], args.repeat)
    rows.append((f"directory of {args.files} files, -j 1", j1, ""))
    rows.append((f"directory of {args.files} files, -j 2", j2, f"speed-up x{j1 / j2:.2f}"))
    return rows, t300, j1, j2


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.end_to_end",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="runs per measurement (median)")
    ap.add_argument("--files", type=int, default=8, help="files in the -j directory")
    ap.add_argument("--sizes", default="50,100,200",
                    help="KB of the generated files for the front end's growth")
    ap.add_argument("--check-sizes", default="25,50,100",
                    help="KB of the generated files checked whole (CPU, one run each)")
    ap.add_argument("--growth-only", action="store_true",
                    help="only the growth with the size of one file")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    check_sizes = [int(k) for k in args.check_sizes.split(",") if k]
    sizes = sorted(set(int(k) for k in args.sizes.split(",") if k) | set(check_sizes))
    rows = []
    t300 = j1 = j2 = None
    with tempfile.TemporaryDirectory(prefix="absint-e2e-") as tmp:
        tmp = Path(tmp)
        if not args.growth_only:
            rows, t300, j1, j2 = whole(tmp, args)
        rows += growth(tmp, sizes, check_sizes, args.repeat)
    if args.json:
        json.dump({"rows": [{"what": w, "seconds": None if s is None else round(s, 3), "note": n}
                            for w, s, n in rows],
                   "ratio_300_lines_vs_1s": None if t300 is None else round(t300, 3),
                   "speedup_j2": None if j1 is None else round(j1 / j2, 3),
                   "cpus": os.cpu_count()}, sys.stdout, indent=2)
        print()
        return 0
    width = max(len(w) for w, _, _ in rows)
    print(f"absint check, end to end (median of {args.repeat}; {os.cpu_count()} CPUs)")
    for what, secs, note in rows:
        shown = "         " if secs is None else f"{secs:7.3f} s"
        print(f"  {what:<{width}}  {shown}  {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""End-to-end speed of `absint check`, start-up included (each run is a fresh process).

    python -m benchmarks.end_to_end [--repeat N] [--json]

Measures, in one run: the quick-start sample; a generated ~300-line program (goal: well under a
second); all samples one by one; and a generated directory of independent files checked with
-j 1 and -j 2 (goal: -j 2 about halves the time). Ratios are computed from this run only.
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


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.end_to_end",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="runs per measurement (median)")
    ap.add_argument("--files", type=int, default=8, help="files in the -j directory")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory(prefix="absint-e2e-") as tmp:
        tmp = Path(tmp)
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
    if args.json:
        json.dump({"rows": [{"what": w, "seconds": round(s, 3), "note": n} for w, s, n in rows],
                   "ratio_300_lines_vs_1s": round(t300, 3), "speedup_j2": round(j1 / j2, 3),
                   "cpus": os.cpu_count()}, sys.stdout, indent=2)
        print()
        return 0
    width = max(len(w) for w, _, _ in rows)
    print(f"absint check, end to end (median of {args.repeat}; {os.cpu_count()} CPUs)")
    for what, secs, note in rows:
        print(f"  {what:<{width}}  {secs:7.3f} s  {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

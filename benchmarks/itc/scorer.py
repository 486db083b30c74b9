"""Score absint on the Toyota ITC static analysis benchmarks (their buffer overrun and underrun files).

    git clone https://github.com/regehr/itc-benchmarks /tmp/itc
    python -m benchmarks.itc /tmp/itc [--files overrun_st,underrun_st,...] [-j N]

The suite is not copied here: this reads a checkout. Each defect file of `01.w_Defects` marks the
line of its defect with "Tool should detect this line as error"; its twin in `02.wo_Defects` marks
the same places, corrected, with "Tool should not detect this line as error" (spelled a few ways).
Each file is analysed alone, as a library (the suite's main.c calls every file's entry through
a flag read at run time), with `-I include`. A defect counts as detected when absint reports an
error or a warning on its marked line; a corrected line counts as a false alarm when it does.
Other lines are not scored (the suite reads globals, e.g. `idx`, that only main.c defines).
Stack overflow files (`st_overflow`: recursion depth) are out of absint's scope.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

FILES = ("overrun_st", "underrun_st", "buffer_overrun_dynamic", "buffer_underrun_dynamic",
         "littlemem_st", "st_underrun", "ow_memcpy")
DETECT = re.compile(r"Tool should detect this line")
CLEAN = re.compile(r"Tool (should not|not should) +detect", re.IGNORECASE)


def marked(path: str, pattern) -> list:
    with open(path, errors="replace") as f:
        return [n for n, line in enumerate(f, start=1) if pattern.search(line)]


def flagged_lines(root: str, rel: str) -> set:
    """Lines of `rel` with an error or a warning, analysing it alone from `root`."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "r.json")
        p = subprocess.run([sys.executable, "-m", "absint", "check", rel, "-I", "include",
                            "--format", "json", "--fail-on", "none", "-o", out],
                           cwd=root, capture_output=True, text=True)
        if p.returncode == 2:
            raise RuntimeError(f"{rel}: {p.stderr.strip()}")
        with open(out) as f:
            report = json.load(f)
    return {f["line"] for f in report["findings"]
            if f["severity"] in ("error", "warning") and f["file"] == rel}


def score(root: str, name: str) -> dict:
    bad, good = f"01.w_Defects/{name}.c", f"02.wo_Defects/{name}.c"
    defects = marked(os.path.join(root, bad), DETECT)
    clean = marked(os.path.join(root, good), CLEAN)
    hit = flagged_lines(root, bad)
    alarms = flagged_lines(root, good)
    return {"file": name, "defects": len(defects),
            "detected": sum(1 for n in defects if n in hit),
            "missed": [n for n in defects if n not in hit],
            "clean": len(clean), "false_alarms": [n for n in clean if n in alarms]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.itc", description=__doc__.split("\n")[0])
    ap.add_argument("root", help="a checkout of github.com/regehr/itc-benchmarks")
    ap.add_argument("--files", default=",".join(FILES), help="comma-separated file stems")
    ap.add_argument("-j", type=int, default=2, help="files analysed at once")
    args = ap.parse_args(argv)
    if not os.path.isdir(os.path.join(args.root, "01.w_Defects")):
        print(f"{args.root}: not a checkout of itc-benchmarks (no 01.w_Defects)", file=sys.stderr)
        return 2
    names = [n for n in args.files.split(",") if n]
    with ThreadPoolExecutor(max(1, args.j)) as pool:
        rows = list(pool.map(lambda n: score(args.root, n), names))
    print(f"{'file':26s} {'detected':>10s} {'false alarms':>14s}")
    for r in rows:
        print(f"{r['file']:26s} {r['detected']:>4d}/{r['defects']:<5d} {len(r['false_alarms']):>6d}/{r['clean']:<7d}"
              f"  missed {r['missed']} false {r['false_alarms']}")
    d = sum(r["detected"] for r in rows)
    n = sum(r["defects"] for r in rows)
    fa = sum(len(r["false_alarms"]) for r in rows)
    c = sum(r["clean"] for r in rows)
    print(f"{'total':26s} {d:>4d}/{n:<5d} {fa:>6d}/{c:<7d}")
    return 0

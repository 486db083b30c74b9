"""Times every closure kernel against two baselines: `reference` (dense byte matrix, naive k-i-j
Floyd-Warshall, in C) and numpy Floyd-Warshall on packed uint64 rows; and, in the same run, each
kernel's pair form (x < y and x <= y closed together, absint_closure_pair) on the same graph with each
bit strict or non-strict at random (p = 1/2): `pair/single` is what tracking x <= y costs.

Kernels are timed in C (absint.native.closure.time_closure: rdtsc around the native call, fresh copy
of the input per run, fastest of several runs), so small sizes are not dominated by the cffi call.
Effective ops = 2 n^3 (one AND and one OR per (i, j, k)); ops/cycle divides by core cycles, with the
core clock measured in-process (a chain of dependent 1-cycle adds timed against CLOCK_MONOTONIC).
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import platform
import sys
import time

import numpy as np

from absint.native import BitMatrix, ClosureTuning, cpu, kernels
from absint.native import closure as native_closure

SIZES = (16, 64, 256, 1024, 2048, 4096)
INPUTS = ("random", "dag", "sparse")
INPUT_DOC = {"random": "each bit set with p = 0.05",
             "dag": "strict order: i -> j with p = 0.10 for i < j, vertices randomly relabelled",
             "sparse": "each bit set with p = 1/n"}
# Baselines beyond these sizes are extrapolated as t(n_max) * (n / n_max)^3 (they would take minutes).
REFERENCE_MAX_N = 1024
NUMPY_MAX_N = 2048
TIME_BUDGET_S = 0.15  # per measured cell: enough runs to fill this, at least 3 (1 for slow cells)


def make_input(kind: str, n: int, seed: int = 12345) -> np.ndarray:
    rng = np.random.default_rng(seed + n)
    if kind == "random":
        return rng.random((n, n)) < 0.05
    if kind == "dag":
        a = np.triu(rng.random((n, n)) < 0.10, 1)
        perm = rng.permutation(n)
        return a[np.ix_(perm, perm)]
    if kind == "sparse":
        return rng.random((n, n)) < (1.0 / max(n, 1))
    raise ValueError(f"unknown input {kind!r}; expected one of {', '.join(INPUTS)}")


def numpy_closure(a: np.ndarray) -> np.ndarray:
    """Floyd-Warshall with numpy on packed rows: for each k, every row with bit k ORs row k."""
    n = a.shape[0]
    nbytes = ((n + 63) // 64) * 8
    packed = np.zeros((n, nbytes), dtype=np.uint8)
    packed[:, : (n + 7) // 8] = np.packbits(a, axis=1, bitorder="little")
    w = packed.view(np.uint64)
    for k in range(n):
        has_k = ((w[:, k >> 6] >> np.uint64(k & 63)) & np.uint64(1)).astype(bool)
        w[has_k] |= w[k]
    return np.unpackbits(packed, axis=1, count=n, bitorder="little").astype(bool)


def machine_name() -> str:
    model = platform.processor() or "unknown CPU"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} cores, widest ISA {cpu.max_level()}"


def time_kernel(m: BitMatrix, kernel: str, tsc_ghz: float, tuning: ClosureTuning | None = None) -> tuple[float, int]:
    """Fastest run in seconds, and the number of runs."""
    first, _ = native_closure.time_closure(m, kernel, tuning, reps=1)
    first_s = first / tsc_ghz / 1e9
    if first_s > 0.5:  # slow cells (the reference): a second run when affordable, against noise
        if first_s > 2.5:
            return first_s, 1
        again, _ = native_closure.time_closure(m, kernel, tuning, reps=1)
        return min(first_s, again / tsc_ghz / 1e9), 2
    reps = int(min(2000, max(3, TIME_BUDGET_S / max(first_s, 1e-9))))
    best, _ = native_closure.time_closure(m, kernel, tuning, reps=reps)
    return min(first_s, best / tsc_ghz / 1e9), reps + 1


def split_input(a: np.ndarray, seed: int = 777) -> tuple[np.ndarray, np.ndarray]:
    """The pair input of a graph: each of its bits strict (s) or non-strict (l) with p = 1/2, so the
    pair kernel closes the same graph as the single one and l ends as its closure."""
    strict = a & (np.random.default_rng(seed + a.shape[0]).random(a.shape) < 0.5)
    return strict, a & ~strict


def time_pair(s: BitMatrix, le: BitMatrix, kernel: str, tsc_ghz: float) -> float:
    """Fastest run of the pair form in seconds (as time_kernel)."""
    first, _ = native_closure.time_closure_pair(s, le, kernel, reps=1)
    first_s = first / tsc_ghz / 1e9
    if first_s > 0.5:
        return first_s
    reps = int(min(2000, max(3, TIME_BUDGET_S / max(first_s, 1e-9))))
    best, _ = native_closure.time_closure_pair(s, le, kernel, reps=reps)
    return min(first_s, best / tsc_ghz / 1e9)


def time_numpy(a: np.ndarray) -> tuple[float, np.ndarray]:
    best, result = math.inf, None
    for _ in range(2 if a.shape[0] <= 256 else 1):
        t0 = time.perf_counter()
        result = numpy_closure(a)
        best = min(best, time.perf_counter() - t0)
    return best, result


def run(sizes, inputs, kernel_names, log=sys.stderr) -> dict:
    core_ghz, tsc_ghz = native_closure.measure_clocks()
    rows, notes = [], []
    extrapolate_from = {}  # (baseline, input) -> (n, seconds) of the largest measured size
    for n, kind in itertools.product(sizes, inputs):
        a = make_input(kind, n)
        m = BitMatrix.from_numpy(a)
        strict, nonstrict = split_input(a)
        ms, ml = BitMatrix.from_numpy(strict), BitMatrix.from_numpy(nonstrict)
        ops = 2.0 * n ** 3
        expected = None
        baselines = {}
        # numpy baseline
        if n <= NUMPY_MAX_N:
            secs, expected = time_numpy(a)
            baselines["numpy"] = (secs, False)
            extrapolate_from[("numpy", kind)] = (n, secs)
        elif ("numpy", kind) in extrapolate_from:
            n0, s0 = extrapolate_from[("numpy", kind)]
            baselines["numpy"] = (s0 * (n / n0) ** 3, True)
        cells = []
        for kernel in kernel_names:
            if kernel == "reference" and n > REFERENCE_MAX_N:
                if ("reference", kind) in extrapolate_from:
                    n0, s0 = extrapolate_from[("reference", kind)]
                    baselines["reference"] = (s0 * (n / n0) ** 3, True)
                    cells.append((kernel, s0 * (n / n0) ** 3, 0, True))
                continue
            # single and pair interleaved, twice, the fastest of each: a load burst on the shared
            # machine then hits both alike
            secs, reps = time_kernel(m, kernel, tsc_ghz)
            pair = time_pair(ms, ml, kernel, tsc_ghz)
            if secs < 0.5:
                secs = min(secs, time_kernel(m, kernel, tsc_ghz)[0])
                pair = min(pair, time_pair(ms, ml, kernel, tsc_ghz))
            if kernel == "reference":
                baselines["reference"] = (secs, False)
                extrapolate_from[("reference", kind)] = (n, secs)
            out = m.copy()
            native_closure.transitive_closure(out, kernel)
            if expected is None:
                expected = out.to_numpy()
            elif not np.array_equal(out.to_numpy(), expected):
                raise SystemExit(f"closure benchmark: kernel {kernel} gave a wrong closure at n={n} ({kind})")
            ps, pl = ms.copy(), ml.copy()
            native_closure.transitive_closure_pair(ps, pl, kernel)
            if not np.array_equal(pl.to_numpy(), expected) or not ps.is_subset(pl):
                raise SystemExit(f"closure benchmark: kernel {kernel} gave a wrong pair closure at n={n} ({kind})")
            cells.append((kernel, secs, reps, False, pair))
            print(f"  n={n:5d} {kind:6s} {kernel:9s} {secs * 1e6:12.2f} us  pair {pair * 1e6:12.2f} us",
                  file=log, flush=True)
        ref = baselines.get("reference")
        npy = baselines.get("numpy")
        for kernel, secs, reps, estimated, *pair in cells:
            rows.append({
                "n": n, "input": kind, "kernel": kernel, "seconds": secs, "runs": reps, "estimated": estimated,
                "ops_per_cycle": ops / (secs * core_ghz * 1e9),
                "speedup_vs_reference": ref[0] / secs if ref else None,
                "reference_estimated": bool(ref and ref[1]),
                "speedup_vs_numpy": npy[0] / secs if npy else None,
                "numpy_estimated": bool(npy and npy[1]),
                "numpy_seconds": npy[0] if npy else None,
                "closure_density": float(expected.mean()) if expected is not None and n else 0.0,
                "pair_seconds": pair[0] if pair else None,
                "pair_ratio": pair[0] / secs if pair else None,
            })
    core_after, _ = native_closure.measure_clocks()
    if any(n > REFERENCE_MAX_N for n in sizes):
        notes.append(f"reference beyond n={REFERENCE_MAX_N} and numpy beyond n={NUMPY_MAX_N} are extrapolated "
                     "as t(n0) * (n/n0)^3 from the largest measured size (marked ~): they would take minutes")
    return {
        "machine": machine_name(),
        "clock": {"core_ghz_before": core_ghz, "core_ghz_after": core_after, "tsc_ghz": tsc_ghz,
                  "method": "core clock: a chain of dependent 1-cycle adds timed against CLOCK_MONOTONIC, "
                            "in-process, before and after the run; kernel times: rdtsc in C, fastest run"},
        "ops": "2 n^3 (one AND and one OR per (i, j, k))",
        "pair": "the pair form on the same graph, each bit strict or non-strict with p = 1/2; "
                "pair_ratio = pair_seconds / seconds, both the fastest of interleaved runs",
        "inputs": {k: INPUT_DOC[k] for k in inputs},
        "tuning": {k: vars(native_closure.tuning_for(k)) for k in kernel_names},
        "notes": notes,
        "results": rows,
    }


def fmt_time(s: float) -> str:
    if s < 1e-3:
        return f"{s * 1e6:.3g} us" if s < 1e-5 else f"{s * 1e6:.1f} us"
    if s < 1:
        return f"{s * 1e3:.2f} ms"
    return f"{s:.2f} s"


def fmt_ratio(x, estimated) -> str:
    if x is None:
        return "-"
    return ("~" if estimated else "") + (f"{x:.0f}x" if x >= 10 else f"{x:.2f}x")


def table(report: dict) -> str:
    clock = report["clock"]
    lines = [f"machine: {report['machine']}",
             f"core clock {clock['core_ghz_before']:.2f} GHz before / {clock['core_ghz_after']:.2f} GHz after "
             f"(measured in-process: dependent-add chain vs CLOCK_MONOTONIC); TSC {clock['tsc_ghz']:.3f} GHz; "
             "times: fastest run, rdtsc in C",
             "ops = 2 n^3; inputs: " + "; ".join(f"{k}: {v}" for k, v in report["inputs"].items()),
             "pair: x < y and x <= y closed together on the same graph (each bit strict with p = 1/2)",
             "",
             f"{'n':>5} {'input':7} {'kernel':10} {'time':>11} {'ops/cycle':>10} {'vs reference':>13} {'vs numpy':>10}"
             f" {'pair':>11} {'pair/single':>12}"]
    for r in report["results"]:
        t = ("~" if r["estimated"] else "") + fmt_time(r["seconds"])
        x = r["ops_per_cycle"]
        opc = ("~" if r["estimated"] else "") + (f"{x:.0f}" if x >= 10 else f"{x:.2g}")
        pair = fmt_time(r["pair_seconds"]) if r.get("pair_seconds") else "-"
        ratio = f"{r['pair_ratio']:.2f}x" if r.get("pair_ratio") else "-"
        lines.append(f"{r['n']:5d} {r['input']:7} {r['kernel']:10} {t:>11} {opc:>10} "
                     f"{fmt_ratio(r['speedup_vs_reference'], r['reference_estimated'] or r['estimated']):>13} "
                     f"{fmt_ratio(r['speedup_vs_numpy'], r['numpy_estimated']):>10} {pair:>11} {ratio:>12}")
    lines += [f"note: {note}" for note in report["notes"]]
    return "\n".join(lines)


def plot(report: dict, path: str) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    inputs = list(report["inputs"])
    fig, axes = plt.subplots(1, len(inputs), figsize=(5 * len(inputs), 4), squeeze=False)
    for ax, kind in zip(axes[0], inputs):
        rows = [r for r in report["results"] if r["input"] == kind and not r["estimated"]]
        for kernel in dict.fromkeys(r["kernel"] for r in rows):
            pts = [(r["n"], r["ops_per_cycle"]) for r in rows if r["kernel"] == kernel]
            ax.plot(*zip(*pts), marker="o", label=kernel)
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_title(f"{kind}: {report['inputs'][kind]}", fontsize=8)
        ax.set_xlabel("n")
        ax.set_ylabel("effective ops / cycle")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=7)
    fig.suptitle(report["machine"], fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=120)


# ---- tuning: search tile size, register-blocking width and the dense threshold ----

TUNE_GRID = {"tile": (64, 128, 256), "width": (1, 2, 4, 8), "dense": (4, 6, 8, 12, 16, 24, 32, 65)}
TUNE_CASES = ((256, "random"), (256, "dag"), (1024, "random"), (1024, "dag"), (1024, "sparse"), (2048, "dag"))


def tune(kernel_names, out_path: str, log=sys.stderr) -> dict:
    """Grid search per tiled kernel; the score is the geometric mean time over TUNE_CASES (fastest of 3
    runs each). Writes {"machine", "kernels": {name: {tile, width, dense}}, ...} to out_path."""
    _, tsc_ghz = native_closure.measure_clocks()
    cases = [BitMatrix.from_numpy(make_input(kind, n)) for n, kind in TUNE_CASES]
    best = {}
    for kernel in kernel_names:
        if kernel in ("reference", "scalar"):
            continue  # they have no knobs
        scored = []
        for tile, width, dense in itertools.product(*TUNE_GRID.values()):
            t = ClosureTuning(tile, width, dense)
            logs = [math.log(native_closure.time_closure(m, kernel, t, reps=3)[0]) for m in cases]
            scored.append((sum(logs) / len(logs), t))
        scored.sort(key=lambda s: s[0])
        default = native_closure.tuning_for(kernel)
        default_score = sum(math.log(native_closure.time_closure(m, kernel, default, reps=3)[0])
                            for m in cases) / len(cases)
        winner = scored[0][1]
        gain = math.exp(default_score - scored[0][0])
        print(f"tune {kernel}: best {vars(winner)} ({gain:.2f}x vs current {vars(default)})", file=log, flush=True)
        best[kernel] = {"tile": winner.tile, "width": winner.width, "dense": winner.dense}
    doc = {"machine": machine_name(), "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
           "cases": [f"n={n} {kind}" for n, kind in TUNE_CASES], "grid": TUNE_GRID, "kernels": best,
           "note": "written by `python -m benchmarks.closure --tune`; read by absint.native at run time"}
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=2)
        f.write("\n")
    return doc


def parse_list(text: str, allowed, what: str, convert=str):
    items = [convert(x.strip()) for x in text.split(",") if x.strip()]
    bad = [x for x in items if allowed is not None and x not in allowed]
    if bad or not items:
        raise ValueError(f"bad {what}: {text!r} (allowed: {', '.join(map(str, allowed))})")
    return items


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.closure", description=__doc__.splitlines()[0])
    p.add_argument("--sizes", default=",".join(map(str, SIZES)), help="comma-separated n (default: %(default)s)")
    p.add_argument("--inputs", default=",".join(INPUTS), help="random,dag,sparse (default: all)")
    p.add_argument("--kernels", default=None, help="comma-separated kernels (default: every one this CPU runs)")
    p.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    p.add_argument("--plot", metavar="FILE.png", help="also plot ops/cycle against n (needs matplotlib)")
    p.add_argument("--tune", action="store_true", help="search tile/width/dense per kernel and record the best")
    p.add_argument("--tune-out", default=native_closure.TUNING_FILE, help="tuning file (default: %(default)s)")
    args = p.parse_args(argv)
    try:
        available = kernels()
        kernel_names = parse_list(args.kernels, available, "--kernels") if args.kernels else available
        inputs = parse_list(args.inputs, INPUTS, "--inputs")
        sizes = parse_list(args.sizes, None, "--sizes", int)
        if any(not 0 < n <= 8192 for n in sizes):
            raise ValueError("--sizes: each n must be in 1..8192")
    except ValueError as exc:
        print(f"closure benchmark: {exc}", file=sys.stderr)
        return 2
    if args.tune:
        tune([k for k in kernel_names], args.tune_out)
        print(f"wrote {args.tune_out}")
        return 0
    report = run(sizes, inputs, kernel_names)
    print(table(report))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=2)
            f.write("\n")
    if args.plot:
        try:
            plot(report, args.plot)
        except ImportError:
            print("closure benchmark: --plot needs matplotlib (pip install -e '.[bench]')", file=sys.stderr)
            return 2
    return 0

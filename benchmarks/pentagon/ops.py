"""python -m benchmarks.pentagon.ops: per-operation cost of the Pentagon API as the engine uses it.

Times single operations on closed, aliased states of n variables (the shape the analyzer produces:
loop counters, array sizes, temporaries, a few aliases): join, leq, assign (x := y + 1), assume
(x < y), interval, add_vars (one fresh variable), remove_vars (one variable), a join of states over
different variable sets (the engine's aligning); each also on a wide state (one bound 2**64 - 1).
Best of 5 batches; microseconds per call.
"""
from __future__ import annotations

import argparse
import time

import numpy as np

from absint.domains import Linear, Pentagon


def make_state(n: int, seed: int, wide: bool = False) -> Pentagon:
    rng = np.random.default_rng(seed)
    names = [f"v{k}" for k in range(n)]
    intervals = {}
    for v in names:
        if rng.random() < 0.7:
            lo = int(rng.integers(0, 100))
            intervals[v] = (lo, lo + int(rng.integers(200, 1000)))   # all overlap: never bottom
    if wide:
        intervals[names[-1]] = (0, 2**64 - 1)
    lts = [(names[k], names[k + 1]) for k in range(0, n - 1, 3)]
    eqs = [(names[k], names[k + 2]) for k in range(1, n - 2, 11)]
    P = Pentagon.from_constraints(names, intervals, lts, eqs).closed()
    assert not P.is_bottom()
    return P


def per_call(fn, budget: float = 0.15, rounds: int = 5) -> float:
    t0 = time.perf_counter()
    fn()
    once = max(time.perf_counter() - t0, 1e-7)
    reps = max(1, int(budget / rounds / once))
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        for _ in range(reps):
            fn()
        best = min(best, (time.perf_counter() - t0) / reps)
    return best


def ops(n: int, wide: bool) -> dict:
    P, Q = make_state(n, 1, wide), make_state(n, 2, wide)
    R = Q.remove_vars(["v0"]).add_vars(["t"])      # a different variable set
    y1 = Linear.var("v1") + 1
    return {
        "join": lambda: P.join(Q),
        "leq": lambda: P.leq(Q),
        "assign x:=y+1": lambda: P.assign("v0", y1),
        "assign + close": lambda: P.assign("v0", y1).is_bottom(),
        "assume x<y": lambda: P.assume("v2", "<", "v3"),
        "assume + close": lambda: P.assume("v2", "<", "v3").is_bottom(),
        "interval": lambda: P.interval("v5"),
        "add_vars 1": lambda: P.add_vars(["fresh"]),
        "remove_vars 1": lambda: P.remove_vars(["v4"]),
        "join, other vars": lambda: P.join(R),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.pentagon.ops",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[8, 32, 128])
    ap.add_argument("--budget", type=float, default=0.15, help="seconds per cell")
    args = ap.parse_args(argv)
    cols = [(n, w) for n in args.sizes for w in (False, True)]
    table = {}
    for n, w in cols:
        for name, fn in ops(n, w).items():
            table.setdefault(name, []).append(per_call(fn, args.budget) * 1e6)
    head = ["op"] + [f"n={n}{' wide' if w else ''}" for n, w in cols]
    print("| " + " | ".join(head) + " |")
    print("|---" + "|---:" * len(cols) + "|")
    for name, row in table.items():
        print(f"| {name} | " + " | ".join(f"{v:.1f}" for v in row) + " |")
    print("(microseconds per call, best of 5 batches)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

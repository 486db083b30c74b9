"""Benchmarks of the transprecision simplex.

    python -m benchmarks.simplex pivot        ns per pivot on a 30x19 tableau, every tier and kernel,
                                              against the obvious overflow-checked int64 pivot
    python -m benchmarks.simplex emptiness    checks per second against islpy: loop-nest
                                              out-of-bounds queries (1-3 loops) and random 19x30
                                              systems, bounded and unbounded
    python -m benchmarks.simplex coalesce     absint.poly.Set.coalesce against islpy's coalesce on
                                              random unions and loop-nest unions (same point set,
                                              disjunct counts, time)

Pivot times are taken in C (clock_gettime around reps pivots) on a dense random tableau with entries in
[-9, 9]: "update" is the row updates with their overflow check only (the core loop the papers time);
"full" is a whole pivot (pivot-row build, multipliers, updates, magnitude bounds, normalization, commit),
pivoting at one position and back so the values stay small. Each number is the fastest of many short runs
(--repeat runs of --reps pivots, default 200 x 2000): on a shared machine a short run is less often cut
by another job, so the minimum is a stable estimate for every kernel alike. Emptiness answers are checked
against islpy's on every system.
"""
from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time

import numpy as np

from absint.native import cpu
from absint.native import simplex as native
from absint.poly import System, UndecidedError

PIVOT_KERNELS = ("obvious-i64", "i64", "i64-avx2", "i64-avx512", "i16-scalar", "i16-avx2", "i16-avx512",
                 "f24-scalar", "f24-avx2", "f24-avx512")
PIVOT_DOC = {"obvious-i64": "int64, dense row-major, a branch per checked op, Euclid gcd per row (upstream style)",
             "i64": "int64 tier, scalar twin (column-major; 32-bit products under the rows' bounds)",
             "i64-avx2": "int64 tier, AVX2 vpmuldq, 4 rows per vector",
             "i64-avx512": "int64 tier, AVX-512F vpmuldq, 8 rows per vector",
             "i16-scalar": "int16 tier, scalar twin",
             "i16-avx2": "int16 tier, AVX2: a column of 30 rows in two ymm",
             "i16-avx512": "int16 tier, AVX-512BW: a column of 30 rows in one zmm",
             "f24-scalar": "float-as-int24 tier, scalar twin",
             "f24-avx2": "float-as-int24, AVX2, 8 rows per vector (MXCSR when unproven)",
             "f24-avx512": "float-as-int24, AVX-512F, 16 rows per vector (MXCSR when unproven)"}


def machine() -> str:
    name = platform.processor() or "unknown CPU"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    name = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    import os
    return f"{name}, {os.cpu_count()} cores, SIMD level {cpu.max_level()}"


# ------------------------------------------------------------------------------------------ pivot
def bench_pivot(rows, nvars, reps, repeat):
    out = []
    base = {}
    for update_only in (True, False):
        for k in PIVOT_KERNELS:
            if k != "obvious-i64" and not native.can_run(k):
                continue
            best, tier = min(native.bench_pivot(k, rows, nvars, reps, seed=7, update_only=update_only)
                             for _ in range(repeat))
            mode = "update" if update_only else "full"
            if k == "obvious-i64":
                base[mode] = best
            out.append({"mode": mode, "kernel": k, "ns_per_pivot": best, "tier": tier,
                        "speedup_vs_obvious": base[mode] / best})
    return out


def print_pivot(res, rows, nvars):
    print(f"pivot on a {rows}x{nvars} tableau (ns per pivot, fastest of runs) -- {machine()}")
    print(f"{'mode':7} {'kernel':12} {'ns/pivot':>10} {'vs obvious':>11}  tier  what")
    for r in res:
        print(f"{r['mode']:7} {r['kernel']:12} {r['ns_per_pivot']:10.1f} {r['speedup_vs_obvious']:10.2f}x  "
              f"{r['tier']:4}  {PIVOT_DOC[r['kernel']]}")


# ------------------------------------------------------------------------------------- emptiness
def loop_nest_queries(rng, count):
    """(nvars, rows) out-of-bounds queries of 1-3-deep loop nests over a parameter N (the last
    variable, 1 <= N <= 10^4): for A[f(i)] with extent s(N), the set {i in D : f(i) >= s} or f(i) < 0.
    Rows are (is_eq, coeffs, const) meaning coeffs.x + const >= 0 (or == 0)."""
    out = []
    for _ in range(count):
        depth = rng.randint(1, 3)
        nv = depth + 1  # i_1 .. i_depth, N
        N = depth
        rows = [(False, tuple(1 if k == N else 0 for k in range(nv)), -1),        # N >= 1
                (False, tuple(-1 if k == N else 0 for k in range(nv)), 10_000)]  # N <= 10^4
        for d in range(depth):
            lo = [0] * nv
            lo[d] = 1
            rows.append((False, tuple(lo), 0))                                   # i_d >= 0
            hi = [0] * nv
            hi[d] = -1
            shape = rng.choice(["rect", "tri", "stencil"]) if d else "rect"
            if shape == "tri":
                hi[d - 1] = 1                                                   # i_d <= i_{d-1}
                rows.append((False, tuple(hi), 0))
            elif shape == "stencil":
                hi[N] = 1
                rows.append((False, tuple(hi), -2))                              # i_d <= N - 2
            else:
                hi[N] = 1
                rows.append((False, tuple(hi), -1))                              # i_d <= N - 1
        # subscript: a sum of counters plus an offset; extent depth*N (or N) -- sometimes one too small
        f = [rng.choice([0, 1, 1]) for _ in range(depth)] + [0]
        off = rng.choice([-1, 0, 0, 1])
        if rng.random() < 0.5:  # upper bound query: f(i) + off >= extent
            ext = [0] * nv
            ext[N] = sum(f[:depth]) or 1
            rows.append((False, tuple(a - e for a, e in zip(f, ext)), off - rng.choice([0, 0, 1])))
        else:                   # lower bound query: f(i) + off < 0  <=>  -f(i) - off - 1 >= 0
            rows.append((False, tuple(-a for a in f), -off - 1))
        out.append((nv, rows))
    return out


def random_systems(rng, count, bounded, nvars=19, nrows=30):
    """Random nrows x nvars systems shaped like the prover's (sparse rows: 2-3 nonzero coefficients in
    +-1..2; dense random rows have 19x19 subdeterminants far beyond int64, unlike real queries).
    Half are feasible by construction (around a random integer point), half get random constants.
    Bounded: 19 rows x_k >= lo_k and one row sum(x) <= U close the polytope."""
    out = []
    for i in range(count):
        x0 = [rng.randint(-5, 5) for _ in range(nvars)]
        A = []
        for _ in range(nrows - (nvars + 1 if bounded else 0)):
            a = [0] * nvars
            for k in rng.sample(range(nvars), rng.randint(2, 3)):
                a[k] = rng.choice([-2, -1, -1, 1, 1, 2])
            A.append(a)
        if bounded:
            A += [[1 if k == j else 0 for k in range(nvars)] for j in range(nvars)] + [[-1] * nvars]
        rows = []
        for a in A:
            if i % 2 == 0:
                c = -sum(x * y for x, y in zip(a, x0)) + rng.randint(0, 3)
            else:
                c = rng.randint(-6, 6) if sum(map(abs, a)) > 1 else rng.randint(-1, 5)
            rows.append((False, tuple(a), c))
        out.append((nvars, rows))
    return out


# ------------------------------------------------------------------------------------- coalescing
def _box(n, lo, hi):
    rows = []
    for k in range(n):
        e = [0] * n
        e[k] = 1
        rows.append((False, tuple(e), -lo[k]))
        e = [0] * n
        e[k] = -1
        rows.append((False, tuple(e), hi[k]))
    return rows


def random_unions(rng, count):
    """Unions of 1-6 basic sets in 1-3 dimensions, as the analyzer's joins make them: a box cut into
    pieces by random planes (some pieces left out), plus random small boxes (some cut by a plane).
    Returns [(nvars, [basic set as (is_eq, coeffs, const) rows])]."""
    out = []
    for _ in range(count):
        n = rng.randint(1, 3)
        pieces = [_box(n, [rng.randint(-5, 0) for _ in range(n)], [rng.randint(1, 6) for _ in range(n)])]
        for _ in range(rng.randint(0, 2)):
            a = tuple(rng.choice([-1, 0, 1, 1, 2]) for _ in range(n))
            c = rng.randint(-3, 3)
            if any(a):
                pieces = [p + [q] for p in pieces for q in ((False, a, c), (False, tuple(-x for x in a), -c - 1))]
        rng.shuffle(pieces)
        if rng.random() < 0.3:
            pieces = pieces[:rng.randint(1, len(pieces))]
        for _ in range(rng.randint(0, 2)):
            lo = [rng.randint(-6, 6) for _ in range(n)]
            box = _box(n, lo, [x + rng.randint(0, 4) for x in lo])
            if rng.random() < 0.3:
                box.append((False, tuple(rng.randint(-2, 2) for _ in range(n)), rng.randint(-2, 4)))
            pieces.append(box)
        out.append((n, pieces))
    return out


def loop_nest_unions(rng, count):
    """Iteration domains of 1-2-deep loop nests over a parameter N (the last variable, 1 <= N <= 40),
    written as the union of the pieces a compiler or an analyzer's join produces: peeled first and
    last iterations, a split at a point k, a triangle and its complement (j <= i, j > i)."""
    out = []
    for _ in range(count):
        depth = rng.randint(1, 2)
        nv = depth + 1
        N = depth
        ctx = [(False, tuple(1 if k == N else 0 for k in range(nv)), -1),
               (False, tuple(-1 if k == N else 0 for k in range(nv)), 40)]

        def rng_rows(d, lo, hi_off):  # lo <= x_d <= N - 1 - hi_off
            e = [0] * nv
            e[d] = 1
            f = [0] * nv
            f[d] = -1
            f[N] = 1
            return [(False, tuple(e), -lo), (False, tuple(f), -1 - hi_off)]

        shape = rng.choice(["peel", "split", "triangle"]) if depth == 2 else rng.choice(["peel", "split"])
        inner = rng_rows(1, 0, 0) if depth == 2 else []
        if shape == "peel":       # i = 0, 1 <= i <= N - 2, i = N - 1
            e = [0] * nv
            e[0] = 1
            f = [0] * nv
            f[0] = 1
            f[N] = -1
            pieces = [ctx + inner + [(True, tuple(e), 0)], ctx + inner + rng_rows(0, 1, 1),
                      ctx + inner + [(True, tuple(f), 1)] + rng_rows(0, 0, 0)]
        elif shape == "split":    # 0 <= i < k and k <= i < N
            k = rng.randint(1, 10)
            pieces = [ctx + inner + rng_rows(0, 0, 0) + [(False, tuple(-1 if d == 0 else 0 for d in range(nv)), k - 1)],
                      ctx + inner + rng_rows(0, k, 0)]
        else:                     # the square as j <= i and j > i
            a = [0] * nv
            a[0], a[1] = 1, -1
            pieces = [ctx + rng_rows(0, 0, 0) + rng_rows(1, 0, 0) + [(False, tuple(a), 0)],
                      ctx + rng_rows(0, 0, 0) + rng_rows(1, 0, 0) + [(False, tuple(-x for x in a), -1)]]
        rng.shuffle(pieces)
        out.append((nv, pieces))
    return out


def isl_union(nvars, basics):
    """An islpy Set of the union of basic sets given as lists of (is_eq, coeffs, const)."""
    import islpy as isl

    names = [f"x{k}" for k in range(nvars)]
    parts = []
    for rows in basics:
        cs = []
        for is_eq, coeffs, const in rows:
            lhs = "".join(f" {'-' if a < 0 else '+'} {abs(a)}{n}" for a, n in zip(coeffs, names) if a)
            cs.append(f"0{lhs} {'-' if const < 0 else '+'} {abs(const)} {'=' if is_eq else '>='} 0")
        parts.append("[" + ", ".join(names) + "] : " + (" and ".join(cs) or "true"))
    if not parts:
        return isl.Set("{ [" + ", ".join(names) + "] : false }")
    return isl.Set("{ " + "; ".join(parts) + " }")


def bench_coalesce(count, repeat):
    from absint.poly.set import Set

    rng = random.Random(2026)
    suites = {"random unions (1-3 dims)": random_unions(rng, count),
              "loop-nest unions": loop_nest_unions(rng, count)}
    res = []
    for name, unions in suites.items():
        sets = []
        for n, basics in unions:
            S = Set(n)
            for b in basics:
                S.add_basic(b)
            S._pack()  # the native form, as a Set built by the analyzer holds it
            sets.append(S)
        isls = [isl_union(n, b) for n, b in unions]
        t_isl, isl_out = None, None
        for _ in range(repeat):  # fresh copies: isl remembers what it learnt about a set
            fresh = [s.copy() for s in isls]
            dt, isl_out = time_best(lambda: [s.coalesce() for s in fresh], 1)
            t_isl = dt if t_isl is None else min(t_isl, dt)
        t_ours, ours = time_best(lambda: [s.coalesce() for s in sets], repeat)
        disagree = sum(not isl_union(S.nvars, C.constraints()).is_equal(I) for S, C, I in zip(sets, ours, isls))
        more = sum(len(C) > I.n_basic_set() for C, I in zip(ours, isl_out))
        fewer = sum(len(C) < I.n_basic_set() for C, I in zip(ours, isl_out))
        n = len(sets)
        res.append({"suite": name, "unions": n, "disjuncts_in": sum(len(s) for s in sets),
                    "disjuncts_ours": sum(len(c) for c in ours), "disjuncts_isl": sum(i.n_basic_set() for i in isl_out),
                    "more_than_isl": more, "fewer_than_isl": fewer, "isl_us": 1e6 * t_isl / n,
                    "ours_us": 1e6 * t_ours / n, "speedup": t_isl / t_ours, "disagreements": disagree})
    return res


def print_coalesce(res):
    print(f"coalescing, microseconds per union (fastest of runs) -- {machine()}")
    print(f"{'suite':26} {'n':>5} {'in':>5} {'ours':>5} {'isl':>5} {'>isl':>5} {'<isl':>5} {'islpy us':>9} "
          f"{'ours us':>8} {'vs isl':>7} disagree")
    for r in res:
        print(f"{r['suite']:26} {r['unions']:5d} {r['disjuncts_in']:5d} {r['disjuncts_ours']:5d} "
              f"{r['disjuncts_isl']:5d} {r['more_than_isl']:5d} {r['fewer_than_isl']:5d} {r['isl_us']:9.2f} "
              f"{r['ours_us']:8.2f} {r['speedup']:6.1f}x {r['disagreements']:8d}")
    print("in/ours/isl: basic sets before, after absint.poly.Set.coalesce, after islpy Set.coalesce; "
          ">isl/<isl: unions where ours has more/fewer; disagree: not is_equal to the input union.")


def isl_set(nvars, rows):
    import islpy as isl

    names = [f"x{k}" for k in range(nvars)]
    parts = []
    for is_eq, coeffs, const in rows:
        lhs = "".join(f" {'-' if a < 0 else '+'} {abs(a)}{n}" for a, n in zip(coeffs, names) if a)
        parts.append(f"0{lhs} {'-' if const < 0 else '+'} {abs(const)} {'=' if is_eq else '>='} 0")
    return isl.BasicSet("{ [" + ", ".join(names) + "] : " + " and ".join(parts) + " }")


def to_arrays(systems):
    nv = np.array([n for n, _ in systems], dtype=np.int32)
    nr = np.array([len(r) for _, r in systems], dtype=np.int32)
    flat = [v for _, rows in systems for e, c, k in rows for v in ((1 if e else 0), k, *c)]
    return nv, nr, np.array(flat, dtype=np.int64)


def time_best(fn, repeat):
    best, result = None, None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return best, result


def bench_emptiness(count, repeat, kernel):
    rng = random.Random(2026)
    suites = {"loop nests (1-3 loops)": loop_nest_queries(rng, count),
              "random 19x30 bounded": random_systems(rng, count, True),
              "random 19x30 unbounded": random_systems(rng, count, False)}
    res = []
    for name, systems in suites.items():
        t_isl, isl_ans = None, None
        for _ in range(repeat):  # fresh sets each run: isl remembers what it learnt about a set
            sets = [isl_set(n, rows) for n, rows in systems]
            dt, isl_ans = time_best(lambda: [s.is_empty() for s in sets], 1)
            t_isl = dt if t_isl is None else min(t_isl, dt)
        t_isl_build, _ = time_best(lambda: [isl_set(n, rows).is_empty() for n, rows in systems], repeat)
        arrays = to_arrays(systems)

        def batch(integer):
            return native.batch_empty_arrays(*arrays, integer=integer, kernel=kernel, node_budget=20_000)

        t_batch, ans = time_best(lambda: batch(True), repeat)
        t_batch_rat, _ = time_best(lambda: batch(False), repeat)

        def one_by_one():
            out = []
            for n, rows in systems:
                s = System(n, kernel=kernel)
                for is_eq, coeffs, const in rows:
                    (s.add_eq if is_eq else s.add_ineq)(coeffs, const)
                try:
                    out.append(s.is_empty())
                except UndecidedError:
                    out.append(None)
            return out

        t_api, api_ans = time_best(one_by_one, max(1, repeat // 2))
        prebuilt = [(n, np.array([c for _, c, _ in rows], dtype=np.int64).reshape(len(rows), n),
                     np.array([k for _, _, k in rows], dtype=np.int64), np.array([e for e, _, _ in rows]))
                    for n, rows in systems]

        def from_arrays():
            out = []
            for n, A, c, e in prebuilt:
                s = System(n, kernel=kernel)
                s.add_rows(A, c, e)
                try:
                    out.append(s.is_empty())
                except UndecidedError:
                    out.append(None)
            return out

        t_arr, arr_ans = time_best(from_arrays, repeat)
        ans = [None if a == native.UNDECIDED else bool(a) for a in ans]
        undecided = sum(a is None for a in ans)
        disagree = sum(a is not None and a != bool(b) for a, b in zip(ans, isl_ans))
        disagree += sum(a is not None and a != bool(b) for a, b in zip(api_ans, isl_ans))
        disagree += sum(a is not None and a != bool(b) for a, b in zip(arr_ans, isl_ans))
        undecided += sum(a is None for a in api_ans) + sum(a is None for a in arr_ans)
        n = len(systems)
        res.append({"suite": name, "systems": n, "empty": sum(bool(b) for b in isl_ans),
                    "isl_us": 1e6 * t_isl / n, "isl_parse_us": 1e6 * t_isl_build / n, "batch_us": 1e6 * t_batch / n,
                    "batch_rational_us": 1e6 * t_batch_rat / n, "system_api_us": 1e6 * t_api / n,
                    "system_arrays_us": 1e6 * t_arr / n, "speedup_arrays": t_isl / t_arr,
                    "speedup_batch": t_isl / t_batch, "speedup_api": t_isl_build / t_api,
                    "undecided": undecided, "disagreements": disagree})
    return res


def print_emptiness(res, kernel):
    print(f"integer emptiness, microseconds per system (fastest of runs) -- kernel {kernel} -- {machine()}")
    print(f"{'suite':24} {'n':>5} {'empty':>5} {'islpy':>8} {'isl+parse':>9} {'batch':>8} {'(rat.)':>8} "
          f"{'System':>8} {'Sys(arr)':>8} {'batch vs isl':>12} {'Sys(arr) vs isl':>15} "
          f"{'System vs isl+parse':>19} undecided disagree")
    for r in res:
        print(f"{r['suite']:24} {r['systems']:5d} {r['empty']:5d} {r['isl_us']:8.2f} {r['isl_parse_us']:9.2f} "
              f"{r['batch_us']:8.2f} "
              f"{r['batch_rational_us']:8.2f} {r['system_api_us']:8.2f} {r['system_arrays_us']:8.2f} "
              f"{r['speedup_batch']:11.1f}x {r['speedup_arrays']:14.1f}x "
              f"{r['speedup_api']:18.1f}x {r['undecided']:9d} {r['disagreements']:8d}")
    print("islpy: BasicSet.is_empty() on freshly parsed sets (parsing not timed; isl+parse: timed too); batch: absint.native.simplex.batch_empty_arrays "
          "on prebuilt arrays, one native call; System: build System + add_ineq + is_empty() per query; "
          "Sys(arr): System + add_rows(numpy arrays) + is_empty() per query.")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.simplex", description=__doc__.split("\n")[0])
    ap.add_argument("mode", choices=["pivot", "emptiness", "coalesce"])
    ap.add_argument("--rows", type=int, default=30)
    ap.add_argument("--vars", type=int, default=19)
    ap.add_argument("--reps", type=int, default=None, help="pivots per timing run (pivot: 2000)")
    ap.add_argument("--count", type=int, default=300, help="systems per emptiness suite")
    ap.add_argument("--repeat", type=int, default=None, help="timing runs, the fastest counts (pivot: 200, "
                    "else 5)")
    ap.add_argument("--kernel", default=None, help="simplex kernel (default: from ABSINT_SIMD / the CPU)")
    ap.add_argument("--json", help="also write the results here")
    args = ap.parse_args(argv)
    if args.repeat is None:
        args.repeat = 200 if args.mode == "pivot" else 5
    if args.reps is None:
        args.reps = 2000
    try:
        if args.mode == "pivot":
            res = bench_pivot(args.rows, args.vars, args.reps, args.repeat)
            print_pivot(res, args.rows, args.vars)
        elif args.mode == "coalesce":
            res = bench_coalesce(args.count, args.repeat)
            print_coalesce(res)
        else:
            kernel = args.kernel or native.default_kernel()
            native.check_kernel(kernel)
            res = bench_emptiness(args.count, args.repeat, kernel)
            print_emptiness(res, kernel)
    except (ValueError, ImportError) as exc:
        print(f"benchmarks.simplex: {exc}", file=sys.stderr)
        return 2
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"machine": machine(), "mode": args.mode, "results": res}, f, indent=2)
    return 0

"""Scaling of the task graph: one run prints the time of `absint check` on a generated codebase
with 1 and 2 local processes, on a local Dask cluster of 2 workers, and with the cache (cold,
then warm after editing one leaf function); and on a single-`main` program, with 1 and 2 processes.

    python -m benchmarks.scaling [--functions N] [--files M] [--main-functions K] [--no-dask]
                                 [--json FILE]

Each configuration is a fresh `absint check DIR --format json` process (front end included); the
reports of all configurations are compared (they must be identical, apart from the time).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

from benchmarks.scaling.generate import generate, leaf_edit, write


# Each row runs absint as an installed copy would: with its modules' bytecode compiled once (pip
# compiles it at install), here into a directory of the benchmark's own (PYTHONPYCACHEPREFIX),
# even where the environment says PYTHONDONTWRITEBYTECODE (then every process would compile
# absint's sources again, a fixed cost of each row).
_ENV = dict(os.environ)


def _bytecode(directory: str) -> None:
    _ENV.pop("PYTHONDONTWRITEBYTECODE", None)
    _ENV["PYTHONPYCACHEPREFIX"] = directory


def _absint(args, cwd=None) -> tuple:
    """(seconds, report without its time, stderr) of one `absint check` process."""
    import resource
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "absint", "check", "--format", "json", "-v", *args],
                       capture_output=True, text=True, cwd=cwd, env=_ENV)
    seconds = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if p.returncode not in (0, 1):
        raise SystemExit(f"absint failed ({p.returncode}): {p.stderr.strip()[-2000:]}")
    doc = json.loads(p.stdout)
    doc["stats"].pop("seconds", None)
    return (seconds, cpu), doc, p.stderr


def _tasks(stderr: str) -> str:
    for line in stderr.splitlines():
        if line.startswith("absint: tasks:"):
            return line[len("absint: tasks: "):].split(";")[0]
    return ""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LocalCluster:
    """`dask scheduler` and `dask worker --nworkers 2 --nthreads 1` on this machine."""

    def __init__(self, workers: int = 2):
        from distributed import Client
        self.address = f"tcp://127.0.0.1:{_free_port()}"
        quiet = dict(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port = self.address.rsplit(":", 1)[1]
        self.procs = [subprocess.Popen([sys.executable, "-m", "dask", "scheduler", "--host",
                                        "127.0.0.1", "--port", port, "--no-dashboard"], **quiet)]
        self.procs.append(subprocess.Popen(
            [sys.executable, "-m", "dask", "worker", self.address, "--nworkers", str(workers),
             "--nthreads", "1", "--no-dashboard"], **quiet))
        deadline = time.monotonic() + 60
        while True:
            try:
                with Client(self.address, timeout=5) as c:
                    c.wait_for_workers(workers, timeout=60)
                return
            except OSError:
                if time.monotonic() > deadline:
                    raise

    def close(self):
        for p in reversed(self.procs):
            p.terminate()
            try:
                p.wait(timeout=15)
            except subprocess.TimeoutExpired:
                p.kill()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.scaling")
    ap.add_argument("--functions", type=int, default=1000, help="functions of the codebase")
    ap.add_argument("--files", type=int, default=50, help="files of the codebase")
    ap.add_argument("--main-functions", type=int, default=1000,
                    help="functions of the single-main program (0: skip it)")
    ap.add_argument("--no-dask", action="store_true", help="skip the Dask cluster")
    ap.add_argument("--json", default=None, metavar="FILE", help="also write the rows as JSON")
    args = ap.parse_args(argv)

    work = tempfile.mkdtemp(prefix="absint-scaling-")
    _bytecode(os.path.join(work, "pycache"))
    rows = []

    def row(name, times, base, tasks=""):
        seconds, cpu = times
        base = base[0]
        rows.append({"configuration": name, "seconds": round(seconds, 2), "cpu": round(cpu, 2),
                     "speedup": round(base / seconds, 2), "tasks": tasks,
                     "load": round(os.getloadavg()[0], 1)})
        print(f"  {name:<42} {seconds:8.2f} s {base / seconds:6.2f}x  cpu {cpu:7.2f} s  "
              f"load {os.getloadavg()[0]:4.1f}  {tasks}", flush=True)

    try:
        lib = os.path.join(work, "lib")
        files = generate(args.functions, args.files)
        write(lib, files)
        print(f"codebase: {args.functions} functions in {args.files} files "
              f"(cores: {os.cpu_count()}, load: {os.getloadavg()[0]:.1f})", flush=True)
        t1, doc1, err = _absint([lib, "-j", "1"])
        row("-j 1", t1, t1, _tasks(err))
        t2, doc2, err = _absint([lib, "-j", "2"])
        row("-j 2", t2, t1, _tasks(err))
        docs = [doc2]
        if not args.no_dask:
            try:
                cluster = LocalCluster(2)
            except ImportError:
                print("  (no Dask: the 'distributed' package is not installed)")
                cluster = None
            if cluster is not None:
                try:
                    td, docd, err = _absint([lib, "--scheduler", cluster.address])
                    row("Dask, 2 local workers", td, t1, _tasks(err))
                    docs.append(docd)
                finally:
                    cluster.close()
        cache = os.path.join(work, "cache")
        tc, docc, err = _absint([lib, "-j", "2", "--cache", cache])
        row("-j 2 --cache, cold", tc, t1, _tasks(err))
        docs.append(docc)
        name, text = leaf_edit(files)
        with open(os.path.join(lib, name), "w") as f:
            f.write(text)
        tw, docw, err = _absint([lib, "-j", "2", "--cache", cache])
        row("-j 2 --cache, warm after a one-leaf edit", tw, t1, _tasks(err))
        print(f"  warm vs cold (with the cache): {tc[0] / tw[0]:.1f}x faster", flush=True)
        same = all(d == doc1 for d in docs)
        tf, docf, _ = _absint([lib, "-j", "2"])
        same_after = docf == docw
        print(f"  reports identical across executors: {same}; "
              f"after the edit, cached == fresh: {same_after}", flush=True)
        result = {"functions": args.functions, "files": args.files, "rows": rows,
                  "identical": same and same_after}

        if args.main_functions:
            prog = os.path.join(work, "main")
            write(prog, generate(args.main_functions, max(1, args.main_functions // 20), main=True))
            print(f"single-main program: {args.main_functions} functions", flush=True)
            m1, d1, err = _absint([prog, "-j", "1"])
            row("main, -j 1", m1, m1, _tasks(err))
            m2, d2, err = _absint([prog, "-j", "2"])
            row("main, -j 2", m2, m1, _tasks(err))
            print(f"  reports identical: {d1 == d2}", flush=True)
            result["main"] = {"functions": args.main_functions, "identical": d1 == d2}
        if args.json:
            with open(args.json, "w") as f:
                json.dump(result, f, indent=2)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

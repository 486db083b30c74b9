"""The task graph (issue 13): the same report however it runs (in process, a pool of processes,
a Dask cluster, from the cache), a worker that dies loses nothing, and the cache reruns only what
an edit touched and ignores entries it cannot trust.

The Dask tests start a real `dask scheduler` and two `dask worker` processes (skipped, with the
reason, only when the `distributed` package is not installed)."""
from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.engine.modular import Execution
from absint.frontend import load_program
from absint.report.json_format import format_report
from benchmarks.scaling.generate import generate, leaf_edit, write

N = 24              # functions of the generated codebase
ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
INCLUDE = FrontendOptions(include_dirs=(str(SAMPLES / "include"),))
# samples with calls, recursion, pointer parameters and library roots: what the task graph splits
SAMPLE_FILES = ["regress/recursion_returns_bad.c", "regress/recursion_in_loop_bad.c",
                "interproc/two_level_bad.c", "interproc/ptr_offset_param_good.c",
                "interproc/struct_param_bad.c", "interproc/index_return_bad.c",
                "symbolic/string_n.c", "quickstart.c"]


def _samples():
    out = [SAMPLES / name for name in SAMPLE_FILES]
    assert all(p.exists() for p in out), [str(p) for p in out if not p.exists()]
    return out


# A task that needs summaries beyond its direct callees' (Plan.reaches, `fetch`): `run` calls
# `both` with aliased arguments (analysed in run's context: its calls to `set` use set's summary),
# and hands `leaf` to `apply` as a callback (made again in run's state: leaf's summary).
FETCHING = """\
static int leaf(int *p, int i)
{
    return p[i];
}

static void set(int *p, int i, int v)
{
    p[i] = v + leaf(p, 0);
}

void both(int *a, int *b, int n)
{
    set(a, n, 1);
    set(b, n + 1, 2);
}

static int other(int *p, int i)
{
    return p[i] + 1;
}

static int apply(int (*cb)(int *, int), int *buf, int i)
{
    return cb(buf, i);       /* leaf or other: the caller says which */
}

int run(int k)
{
    int buf[8];
    int i;
    for (i = 0; i < 8; i++)
        buf[i] = 0;
    both(buf, buf, 3);
    both(buf, buf + 1, 5);
    return apply(leaf, buf, k & 7) + apply(leaf, buf, 7) + apply(other, buf, 1);
}

int main(int argc, char **argv)
{
    return run(argc) + run(9);
}
"""


@pytest.fixture(scope="module")
def fetching(tmp_path_factory):
    path = tmp_path_factory.mktemp("fetch") / "fetch.c"
    path.write_text(FETCHING)
    return path


def test_a_task_fetches_summaries_beyond_its_callees(fetching, monkeypatch):
    from absint.engine import taskgraph
    fetched = []
    original = taskgraph.SummaryStore._fetch

    def spy(self, name):
        s = original(self, name)
        fetched.append((self.task.functions, name, s is not None))
        return s
    monkeypatch.setattr(taskgraph.SummaryStore, "_fetch", spy)
    program = load_program([str(fetching)])
    expected = _run(program)
    assert (("run",), "set", True) in fetched and (("run",), "leaf", True) in fetched
    assert _run(program, Execution(jobs=2)) == expected


def _doc(report) -> str:
    doc = json.loads(format_report(report, "test"))
    doc["stats"].pop("seconds", None)
    return json.dumps(doc, sort_keys=True)


def _run(program, execution=None) -> str:
    return _doc(analyze(program, AnalysisOptions(), execution=execution))


# A closed program: `main` reaches `used` directly and `hook` through a pointer; `orphan` (an
# overflow) is called by nobody, `orphan_helper` only by orphan.
CLOSED = """\
static int orphan_helper(int *p, int i) { return p[i]; }
int orphan(void) { int a[4]; return orphan_helper(a, 9); }
static int used(int *p, int i) { return p[i]; }
static int hook(int i) { int b[4]; return b[i & 3]; }
int main(void)
{
    int a[4] = {0};
    int (*f)(int) = hook;
    return used(a, 2) + f(5);
}
"""


def test_a_closed_program_summarizes_only_what_its_entries_may_run(tmp_path, monkeypatch):
    from absint.engine import modular
    path = tmp_path / "closed.c"
    path.write_text(CLOSED)
    summarized = []
    original = modular.ModularAnalysis.summarize

    def spy(self, comp, graph):
        summarized.extend(comp)
        return original(self, comp, graph)
    monkeypatch.setattr(modular.ModularAnalysis, "summarize", spy)
    doc = json.loads(_run(load_program([str(path)])))
    assert sorted(summarized) == ["hook", "used"]
    # the overflow nobody runs is unreachable, as it was when orphan was summarized
    assert doc["findings"] == []
    assert (doc["stats"]["accesses"], doc["stats"]["safe"], doc["stats"]["unreachable"]) == (3, 2, 1)


def test_chain_sites_rebases_each_step_under_the_calls_above_it():
    from absint.engine.modular import chain_sites
    from absint.engine.summaries import CallStep
    chain = (CallStep("main", "parse", "c1", ("main",)),
             CallStep("parse", "parse_file", "c2", ("parse",)),
             # made in parse_file's summary, through parse_stream analysed there in context
             CallStep("parse_stream", "strip", "c3", ("parse_file", "parse_stream")))
    assert chain_sites(chain, 6) == {
        (("main",), "c1", "parse"),
        (("main", "parse"), "c2", "parse_file"),
        (("main", "parse", "parse_file", "parse_stream"), "c3", "strip")}
    assert chain_sites(chain, 6, whole=False) == {(("main",), "c1", "parse")}
    # no deeper than the inlining depth, and not into a recursion
    assert chain_sites(chain, 2) == {(("main",), "c1", "parse")}
    recursive = (CallStep("main", "walk", "c1", ("main",)), CallStep("walk", "walk", "c2", ("walk",)))
    assert chain_sites(recursive, 6) == {(("main",), "c1", "walk")}


@pytest.fixture(scope="module")
def codebase(tmp_path_factory):
    """A generated library of N functions in 3 files (4 layers)."""
    directory = tmp_path_factory.mktemp("gen")
    files = generate(N, 3, width=6)
    write(str(directory), files)
    return directory, files


def _load(directory) -> object:
    return load_program(sorted(str(p) for p in Path(directory).glob("*.c")))


@pytest.fixture(scope="module")
def codebase_report(codebase):
    program = _load(codebase[0])
    return program, _run(program)


# ---------------------------------------------------------------- local executors

def test_pool_equals_in_process_on_samples():
    paths = _samples()
    assert len(paths) >= 4
    for path in paths:
        program = load_program([str(path)], INCLUDE)
        assert _run(program, Execution(jobs=2)) == _run(program), path


def test_pool_equals_in_process_on_a_generated_codebase(codebase_report):
    program, expected = codebase_report
    ex = Execution(jobs=2)
    assert _run(program, ex) == expected
    assert ex.ran == N and ex.cached == 0


class _KillOneWorker(Execution):
    """A pool whose first worker is killed once `after` results have come back."""

    def __init__(self, after, **kw):
        super().__init__(**kw)
        self.after = after
        self.pool = None
        self.killed = False

    def executor(self, runner):
        self.pool = super().executor(runner)
        return self.pool

    def count(self, result, cached):
        super().count(result, cached)
        if not self.killed and self.ran == self.after:
            busy = [w for w in self.pool.workers if w.task is not None] or self.pool.workers
            os.kill(busy[0].proc.pid, signal.SIGKILL)
            self.killed = True


def test_a_pool_worker_that_dies_loses_nothing(codebase_report):
    program, expected = codebase_report
    ex = _KillOneWorker(5, jobs=2)
    assert _run(program, ex) == expected
    assert ex.killed and ex.pool.restarts >= 1


def test_cli_jobs_zero_and_verbose_counts(codebase, capsys):
    from absint import cli
    directory, _ = codebase
    code = cli.main(["check", str(directory), "-j", "0", "-v", "--format", "json"])
    out, err = capsys.readouterr()
    assert code in (0, 1)
    json.loads(out)
    assert f"absint: tasks: {N} run in all processes, 0 from the cache" in err


# ---------------------------------------------------------------- the cache

def _cached_run(directory, cache_dir):
    ex = Execution(cache_dir=str(cache_dir))
    return _run(_load(directory), ex), ex


def test_cache_reruns_only_the_edited_function_and_callers(tmp_path):
    src = tmp_path / "src"
    files = generate(N, 3, width=6)
    write(str(src), files)
    cache = tmp_path / "cache"
    cold, ex = _cached_run(src, cache)
    assert (ex.ran, ex.cached) == (N, 0)
    warm, ex = _cached_run(src, cache)
    assert warm == cold and (ex.ran, ex.cached) == (0, N)

    # an edit that keeps the leaf's summary: only its task runs
    name, text = leaf_edit(files)
    (src / name).write_text(text)
    edited, ex = _cached_run(src, cache)
    assert edited == _run(_load(src))
    assert ex.ran == 1 and ex.cached == N - 1

    # an edit that changes the leaf's summary (f0 reads a[i + 1]: it needs one more element of
    # its caller): the leaf and those of its callers whose inputs change run, never more (an
    # edit on the same lines with the same accesses: see the README on what moves every key)
    text = (src / name).read_text().replace("s -= a[i];", "s -= a[i + 1];", 1)
    assert "a[i + 1]" in text
    (src / name).write_text(text)
    program = _load(src)
    callers = _transitive_callers(program, "f0")
    edited, ex = _cached_run(src, cache)
    assert edited == _run(program)
    assert 2 <= ex.ran <= 1 + len(callers), (ex.ran, sorted(callers))


def _transitive_callers(program, name) -> set:
    from absint.engine.calls import address_taken
    from absint.engine.modular import call_graph
    graph = call_graph(program, address_taken(program))
    out, work = set(), [name]
    while work:
        f = work.pop()
        for g, callees in graph.items():
            if f in callees and g not in out:
                out.add(g)
                work.append(g)
    return out


def test_corrupted_or_foreign_cache_entries_are_ignored(tmp_path, codebase):
    src, _ = codebase
    cache = tmp_path / "cache"
    cold, _ = _cached_run(src, cache)
    entries = sorted(p for p in cache.rglob("*") if p.is_file())
    assert len(entries) == N
    # truncated, flipped bytes, another entry's content under this key, garbage
    entries[0].write_bytes(entries[0].read_bytes()[:100])
    data = bytearray(entries[1].read_bytes())
    data[len(data) // 2] ^= 0xFF
    entries[1].write_bytes(bytes(data))
    shutil.copyfile(entries[3], entries[2])
    entries[4].write_bytes(b"not an entry at all")
    warm, ex = _cached_run(src, cache)
    assert warm == cold
    assert ex.cache.ignored == 4 and ex.ran == 4 and ex.cached == N - 4
    again, ex = _cached_run(src, cache)         # rebuilt
    assert again == cold and ex.ran == 0


def test_the_cache_key_holds_the_options(tmp_path, codebase):
    src, _ = codebase
    cache = tmp_path / "cache"
    program = _load(src)
    _run(program, Execution(cache_dir=str(cache)))
    ex = Execution(cache_dir=str(cache))
    analyze(program, AnalysisOptions(polyhedral=False), execution=ex)
    assert ex.cached == 0 and ex.ran == N


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_one_shot_process_freezing_after_each_task_reports_the_same(codebase_report, monkeypatch,
                                                                      tmp_path, jobs):
    """taskgraph.settle (the absint program: collect, then freeze what each task leaves alive)
    changes no report, with the cache cold and warm too."""
    import gc
    from absint.engine import taskgraph
    program, expected = codebase_report
    monkeypatch.setattr(taskgraph, "ONE_SHOT", True)
    try:
        assert _run(program, Execution(jobs=jobs)) == expected
        assert gc.get_freeze_count() > 0
        for _ in range(2):
            ex = Execution(jobs=jobs, cache_dir=str(tmp_path / "cache"))
            assert _run(program, ex) == expected
        assert ex.cached == N
    finally:
        gc.unfreeze()


def test_the_program_cold_and_warm_gives_the_in_process_report(tmp_path, codebase_report):
    """`python -m absint` (absint.cli.run: the cache's entries frozen out of the collector, the
    process ended with os._exit) with -j 2 and --cache, cold then warm after a leaf edit: the
    report of an in-process run, the output whole, the exit code kept."""
    src = tmp_path / "src"
    files = generate(N, 3, width=6)
    write(str(src), files)
    cache = tmp_path / "cache"

    def program_run(out):
        p = subprocess.run([sys.executable, "-m", "absint", "check", str(src), "-j", "2",
                            "--cache", str(cache), "--format", "json", "-v", "-o", str(out)],
                           capture_output=True, text=True, cwd=ROOT,
                           env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert p.returncode in (0, 1), p.stderr
        doc = json.loads(out.read_text())
        doc["stats"].pop("seconds", None)
        return p.returncode, doc, p.stderr

    def in_process():
        from absint import cli
        out = tmp_path / "in.json"
        code = cli.main(["check", str(src), "--format", "json", "-o", str(out)])
        doc = json.loads(out.read_text())
        doc["stats"].pop("seconds", None)
        return code, doc

    code, cold, err = program_run(tmp_path / "cold.json")
    assert (code, cold) == in_process() and f"{N} run" in err
    name, text = leaf_edit(files)
    (src / name).write_text(text)
    code, warm, err = program_run(tmp_path / "warm.json")
    assert (code, warm) == in_process()
    assert f"1 run in 2 processes, {N - 1} from the cache" in err


# ---------------------------------------------------------------- Dask

def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """`dask scheduler` and two `dask worker` processes (no nanny: a killed worker stays dead)."""

    def __init__(self):
        self.port = _free_port()
        self.address = f"tcp://127.0.0.1:{self.port}"
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT)] + sys.path))
        quiet = dict(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        self.scheduler = subprocess.Popen(
            [sys.executable, "-m", "dask", "scheduler", "--host", "127.0.0.1",
             "--port", str(self.port), "--no-dashboard"], **quiet)
        self.workers = [subprocess.Popen(
            [sys.executable, "-m", "dask", "worker", self.address, "--nthreads", "1",
             "--no-nanny", "--no-dashboard", "--name", f"w{i}"], **quiet) for i in range(2)]
        from distributed import Client
        deadline = time.monotonic() + 60
        while True:
            try:
                with Client(self.address, timeout=5) as client:
                    client.wait_for_workers(2, timeout=max(1, deadline - time.monotonic()))
                break
            except OSError:
                if time.monotonic() > deadline:
                    self.close()
                    raise

    def close(self):
        for p in self.workers + [self.scheduler]:
            if p.poll() is None:
                p.terminate()
        for p in self.workers + [self.scheduler]:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()


@pytest.fixture(scope="module")
def cluster():
    pytest.importorskip("distributed", reason="the Dask tests need the 'distributed' package "
                        "(pip install 'absint[cluster]')")
    c = Cluster()
    yield c
    c.close()


def test_dask_cli_json_equals_in_process_on_samples_and_a_codebase(cluster, codebase, fetching,
                                                                   capsys):
    from absint import cli
    paths = [str(p) for p in _samples()[:4]] + [str(fetching), str(codebase[0])]
    for path in paths:
        docs = []
        for extra in ([], ["--scheduler", cluster.address]):
            cli.main(["check", path, "-I", str(SAMPLES / "include"), "--format", "json"] + extra)
            out, _ = capsys.readouterr()
            doc = json.loads(out)
            doc["stats"].pop("seconds")
            docs.append(doc)
        assert docs[0] == docs[1], path


class _KillDaskWorker(Execution):
    def __init__(self, after, victim, **kw):
        super().__init__(**kw)
        self.after, self.victim, self.killed = after, victim, False

    def count(self, result, cached):
        super().count(result, cached)
        if not self.killed and self.ran == self.after:
            self.victim.send_signal(signal.SIGKILL)
            self.killed = True


def test_a_dask_worker_killed_mid_run_loses_nothing(codebase_report):
    pytest.importorskip("distributed", reason="the Dask tests need the 'distributed' package")
    program, expected = codebase_report
    c = Cluster()        # its own: one of its workers dies
    try:
        ex = _KillDaskWorker(5, c.workers[0], scheduler=c.address)
        assert _run(program, ex) == expected
        assert ex.killed and c.workers[0].poll() is not None
        assert ex.ran == N
    finally:
        c.close()


def test_case_splits_stay_shallow_for_the_cache():
    # a split's cases holding splits of their own, a chain of hundreds of them (md4c: `absint
    # check --cache` ended in "internal error: RecursionError" fingerprinting a summary), and
    # replace() keeping a split that no longer held alive
    from dataclasses import replace
    from absint.engine.cache import fingerprint
    from absint.memory.state import SPLIT_DEPTH, AbsState
    state = AbsState.initial()
    for _ in range(3000):
        state = state.with_split("p", state, state)
    depth, s = 0, state
    while s.split_on("p") is not None:
        depth += 1
        s = s.split_on("p")[0]
    assert depth == SPLIT_DEPTH
    assert fingerprint(state)
    assert replace(state, tainted=frozenset({"x"})).split == ()

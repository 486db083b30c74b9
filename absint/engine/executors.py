"""Executors of the task graph (absint.engine.taskgraph): where the component tasks run.

- InProcess: one after the other, in this process (-j 1).
- LocalPool: N worker processes forked from this one (-j N; -j 0: every core), when the first
  task is submitted (a run the cache serves whole forks none). Each worker keeps
  the summaries it has received or made, so a summary crosses each pipe at most once; a worker that
  dies is replaced and its task given to another.
- DaskExecutor: the tasks of a Dask distributed cluster (--scheduler tcp://HOST:8786): the program
  travels once to each worker (scattered), each task takes its callees' results as arguments, so
  the cluster moves them; a worker that dies loses nothing the scheduler cannot recompute. A task
  that needs a summary beyond its inputs stops (NeedSummary) and is submitted again with it.

An executor has: busy(), can_submit(), submit(task, input names, results), wait_one() ->
(index, ComponentResult), cached(task, result) (a result from the cache), close(). Whatever the
executor, a task gets the same inputs and may fetch the same summaries (Plan.reaches), so results
are the same.
"""
from __future__ import annotations

import os
import pickle
import threading
import traceback
import uuid
from dataclasses import replace

from absint.engine.taskgraph import Blobs, blobs_of, with_blobs


class TaskFailed(RuntimeError):
    """A task raised outside the analysis's own error handling (a bug): its traceback."""


def lookup(plan, results, name):
    """(Summary, infos) of a summarized function from the finished results, or None."""
    i = plan.task_of.get(name)
    r = results.get(i) if i is not None else None
    if r is None or name not in r.summaries:
        return None
    return r.summaries[name], r.infos[name]


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


class InProcess:
    def __init__(self, runner):
        self.runner = runner
        self.done = []

    def busy(self) -> bool:
        return bool(self.done)

    def can_submit(self) -> bool:
        return not self.done

    def cached(self, task, result) -> None:
        pass

    def submit(self, task, names, results) -> None:
        plan = self.runner.plan
        inputs = {f: lookup(plan, results, f) for f in names}

        def fetch(name):
            return lookup(plan, results, name) if plan.reaches(task.index, name) else None
        self.done.append((task.index, self.runner.run_task(task, inputs, fetch)))

    def wait_one(self):
        return self.done.pop()

    def close(self) -> None:
        pass


# ---------------------------------------------------------------- a pool of forked processes

def _pool_worker(conn, runner) -> None:
    """A forked worker: runs the tasks it is sent, asks the parent for summaries it lacks."""
    import gc
    gc.freeze()                 # (see LocalPool._start)
    plan = runner.plan
    runner.progress = None      # (the parent shows progress)
    have = {}
    try:
        while True:
            msg = conn.recv()
            if msg[0] == "stop":
                return
            _, task, new = msg
            have.update((f, pickle.loads(b)) for f, b in new.items())
            inputs = {f: have[f] for f in plan.inputs_of(task)}

            def fetch(name):
                if not plan.reaches(task.index, name):
                    return None
                if name not in have:
                    conn.send(("need", name))
                    got = conn.recv()
                    if got is None:
                        return None
                    have[name] = pickle.loads(got)
                return have[name]
            try:
                result = runner.run_task(task, inputs, fetch)
            except Exception:   # noqa: BLE001 - reported to the parent, which raises it
                conn.send(("error", task.index, traceback.format_exc()))
                continue
            for f, s in result.summaries.items():
                have[f] = (s, result.infos[f])
            blobs = Blobs.of(result.summaries, result.infos).blobs
            conn.send(("done", task.index, replace(result, summaries={}, infos={}), blobs))
    except (EOFError, KeyboardInterrupt, BrokenPipeError):
        return
    finally:
        os._exit(0)


class _Worker:
    def __init__(self, ctx, runner):
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_pool_worker, args=(child, runner), daemon=True)
        self.proc.start()
        child.close()
        self.has = set()
        self.task = None


class LocalPool:
    def __init__(self, runner, n: int):
        import multiprocessing
        self.runner = runner
        self.ctx = multiprocessing.get_context("fork")
        self.n = max(1, n)
        self.workers = []       # forked at the first task (none when the cache has them all)
        self.frozen = False
        self.results = None
        self.restarts = 0

    def _start(self) -> None:
        # each worker freezes what it inherits (never collected there: its collections stay
        # small, the inherited pages shared), garbage included; the parent collects its own
        # once they have their first tasks (wait_one: a full collection of what the front end
        # left was 0.36 s of a 19 s run, before any task could start)
        self.workers = [_Worker(self.ctx, self.runner) for _ in range(self.n)]

    def _collect_once(self) -> None:
        import gc
        if not self.frozen:
            gc.collect()
            gc.freeze()
            self.frozen = True

    def busy(self) -> bool:
        return any(w.task is not None for w in self.workers)

    def can_submit(self) -> bool:
        return not self.workers or any(w.task is None for w in self.workers)

    def cached(self, task, result) -> None:
        pass

    def submit(self, task, names, results) -> None:
        if not self.workers:
            self._start()
        self.results = results
        idle = [w for w in self.workers if w.task is None]
        # the idle worker that already holds most of the inputs
        w = max(idle, key=lambda w: sum(1 for f in names if f in w.has))
        self._send(w, task, names)

    def _blob(self, name):
        i = self.runner.plan.task_of.get(name)
        r = self.results.get(i) if i is not None else None
        if r is None or name not in r.summaries:
            return None
        return blobs_of(r).blobs[name]

    def _send(self, w, task, names) -> None:
        new = {f: self._blob(f) for f in names if f not in w.has}
        w.has.update(new)
        w.task = task
        w.conn.send(("task", task, new))

    def _replace(self, w) -> None:
        """A worker died: a new one takes its place and its task."""
        task = w.task
        self.restarts += 1
        if self.restarts > 3 * len(self.workers) + 3:
            raise TaskFailed(f"the worker processes keep dying (task {task.index if task else '?'})")
        i = self.workers.index(w)
        self.workers[i] = nw = _Worker(self.ctx, self.runner)
        if task is not None:
            self._send(nw, task, self.runner.plan.inputs_of(task))

    def wait_one(self):
        from multiprocessing.connection import wait
        self._collect_once()
        while True:
            busy = [w for w in self.workers if w.task is not None]
            ready = wait([w.conn for w in busy] + [w.proc.sentinel for w in busy])
            for w in busy:
                if w.conn not in ready and w.proc.sentinel not in ready:
                    continue
                try:
                    if not w.conn.poll():
                        if not w.proc.is_alive():
                            raise EOFError
                        continue
                    msg = w.conn.recv()
                except (EOFError, OSError):
                    self._replace(w)
                    continue
                if msg[0] == "need":
                    got = self._blob(msg[1])
                    if got is not None:
                        w.has.add(msg[1])
                    w.conn.send(got)
                elif msg[0] == "error":
                    raise TaskFailed(msg[2])
                else:
                    _, index, result, blobs = msg
                    w.task = None
                    w.has.update(blobs)
                    return index, with_blobs(result, Blobs(blobs))

    def close(self) -> None:
        import gc
        from absint.engine import taskgraph
        if self.frozen and not taskgraph.ONE_SHOT:   # (one-shot: they stay frozen, see settle)
            gc.unfreeze()
        for w in self.workers:
            try:
                w.conn.send(("stop",))
            except OSError:
                pass
        for w in self.workers:
            w.proc.join(timeout=5)
            if w.proc.is_alive():
                w.proc.kill()
                w.proc.join()


# ---------------------------------------------------------------- Dask distributed

_DASK_CONTEXT = {}              # in a worker: the spec token -> its TaskRunner (one at a time)
_DASK_LOCK = threading.Lock()   # a worker's tasks run one at a time (the analyzer is not shared)


def _dask_runner(spec):
    token, factory, args = spec
    runner = _DASK_CONTEXT.get(token)
    if runner is None:
        _DASK_CONTEXT.clear()
        runner = _DASK_CONTEXT[token] = factory(*args)
        runner.prepare_tasks()
    return runner


def _dask_key(run: str, index: int) -> str:
    return f"absint-{run}-{index}"


class NeedSummary(BaseException):
    """A Dask task needs the summary of a function beyond its inputs (a BaseException: the
    analysis's own error handling must not take it for a bug). The client submits the task again
    with that function's task among its inputs: a worker never waits on another task's data."""


def _dask_task(spec, task, run, *deps):
    with _DASK_LOCK:
        runner = _dask_runner(spec)
        plan = runner.plan
        have = {f: (r.summaries[f], r.infos[f]) for r in deps for f in r.summaries}
        inputs = {f: have[f] for f in plan.inputs_of(task)}

        def fetch(name):
            if not plan.reaches(task.index, name):
                return None
            if name not in have:
                raise NeedSummary(name)
            return have[name]
        try:
            return runner.run_task(task, inputs, fetch)
        except NeedSummary as e:     # (Dask takes a BaseException for a dead worker)
            return ("need", e.args[0])


class DaskExecutor:
    def __init__(self, runner, address: str, spec, timeout: float = 30):
        try:
            from distributed import Client, as_completed
        except ImportError:
            raise RuntimeError("--scheduler needs the 'distributed' package: "
                               "pip install 'absint[cluster]'") from None
        self.runner = runner
        self.client = Client(address, timeout=timeout, set_as_default=False)
        self.run = uuid.uuid4().hex[:12]
        token = uuid.uuid4().hex
        self.spec = self.client.scatter((token,) + tuple(spec), broadcast=True, hash=False)
        self.futures = {}
        self.pending = as_completed(loop=self.client.loop)
        self.count = 0
        self.tasks, self.index_of = {}, {}
        self.extra, self.tries = {}, {}     # index -> more input tasks; resubmissions

    def busy(self) -> bool:
        return self.count > 0

    def can_submit(self) -> bool:
        return True       # the scheduler queues what the workers cannot take yet

    def cached(self, task, result) -> None:
        key = _dask_key(self.run, task.index)
        self.futures[task.index] = self.client.scatter({key: result}, hash=False)[key]

    def submit(self, task, names, results) -> None:
        self.tasks[task.index] = task
        extra = sorted(self.extra.get(task.index, ()))
        deps = [self.futures[d] for d in list(task.deps) + extra]
        tries = self.tries.get(task.index, 0)
        key = _dask_key(self.run, task.index) + (f"-{tries}" if tries else "")
        fut = self.client.submit(_dask_task, self.spec, task, self.run, *deps, key=key,
                                 pure=False)
        self.futures[task.index] = fut
        self.index_of[fut.key] = task.index
        self.pending.add(fut)
        self.count += 1

    def wait_one(self):
        while True:
            fut = next(self.pending)
            self.count -= 1
            index = self.index_of[fut.key]
            try:
                result = fut.result()
            except Exception as e:
                raise TaskFailed(f"a task failed on the cluster: {type(e).__name__}: {e}") \
                    from None
            if isinstance(result, tuple) and result[0] == "need":
                # again, with the task of that function among its inputs (all done: reachable)
                self.extra.setdefault(index, set()).add(self.runner.plan.task_of[result[1]])
                self.tries[index] = self.tries.get(index, 0) + 1
                self.submit(self.tasks[index], (), None)
                continue
            return result.index, result

    def close(self) -> None:
        try:
            self.futures.clear()
            self.client.close()
        except Exception:   # noqa: BLE001 - closing a client must not hide the report
            pass


def make_executor(runner, jobs: int = 1, scheduler: str | None = None, spec=None):
    """The executor for -j/--scheduler: spec is (factory, args) that builds the analysis in
    another process (absint.checks.task_context and its arguments)."""
    if scheduler:
        return DaskExecutor(runner, scheduler, spec)
    n = cores() if jobs == 0 else jobs
    if n <= 1:
        return InProcess(runner)
    return LocalPool(runner, n)

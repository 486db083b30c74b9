"""The incremental cache of task results (--cache DIR): content-addressed, never trusted blindly.

A component task's key (TaskKeys.key) is the SHA-256 of everything its result depends on:
- absint's version, the cache format, Python's version, the analysis options;
- the program's context: globals, static blocks and initializers, declared functions, the data
  model, the widening thresholds (the program's constants), the address-taken functions and the
  interface of every function (parameters, return type, variadic, linkage, local blocks);
- the IR of the component's functions (statements, sites, coordinates);
- the fingerprint of each summary it receives (its direct callees'): the summary itself and the
  registry entries it carries. A callee edited without a change of its summary leaves its callers'
  keys as they were.
What a task reads beyond that, it records (ComponentResult.reached: bodies analysed in context;
.used: summaries fetched from further down); a stored result is taken only if those are unchanged
too (TaskKeys.lookup). Anything else a task reads is part of the context, so a stale entry cannot
give a wrong report: the worst an incomplete key could do is a miss.

Entries are files DIR/<2 hex>/<key>: a header, the SHA-256 of the payload, the payload (a pickle of
(key, result, dependencies)). They are written to a temporary file and renamed (readers never see a
part; concurrent runs may write the same entry, the last rename wins, both are whole). A file that
is truncated, corrupted, from another version, or holds another key is ignored (and rewritten).
The cache is a local directory of the user's own: a pickle is code, do not share it with people you
do not trust (like __pycache__).
"""
from __future__ import annotations

import dataclasses
import hashlib
import io
import os
import pickle
import sys
import tempfile

import numpy as np

FORMAT = 10     # 3: a Pentagon's pickled state holds the non-strict relation L beside S;
                # 4: a root's contract may bound its integer parameters (3 left them warnings)
                # 5: allocator hooks allocate; pointers read from unwritten symbolic summaries
                #    are the caller's views; contracts name every block an access reaches
                # 6: pointers written at offset 0 keep a summary entry-only (wr(&...) ghosts);
                #    the call graph follows only the indirect callees that fit; aliased
                #    arguments past the context budget forget what the callee wrote
                # 7: notes carry their level (key, coord, message, level); library calls'
                #    models (sprintf's length, scanf's %c, strftime's failure), calls through a
                #    pointer of another type, a closed entry's rounds that cannot fit
                # 8: formatted calls: the sites of a format that is not a literal, scanf's
                #    widths and %c, vprintf's va_list note; AccessQuery.may_skip
                # 9: <math.h> rows, sentinel tables' splits, CARRIED_OBLIGATIONS, callbacks in a
                #    library's globals, asm after a line marker, FD_ISSET
                # 10: POSIX rows; cells of a view at constant indices; stores of a callee's own
                #    blocks at offset 0; views of another element type rebased; gcc's macros
MAGIC = b"absint-cache\n"


def _version() -> str:
    import absint
    return f"{absint.__version__}/{FORMAT}/py{sys.version_info[0]}.{sys.version_info[1]}"


# ---------------------------------------------------------------- canonical fingerprints

_PICKLED = frozenset({"Pentagon", "CallStep"})


def _canon(x, out: list) -> None:
    """A canonical byte encoding of x into out: sets and dicts in sorted order, so equal values
    give equal bytes in any process (Python's string hashing, and so set order, varies)."""
    t = type(x)
    if t is str:
        b = x.encode("utf-8", "surrogatepass")
        out.append(b"s%d:" % len(b) + b)
    elif x is None or t is bool or t is int or t is float:
        out.append(f"{t.__name__[0]}{x!r};".encode())
    elif t is bytes:
        out.append(b"b%d:" % len(x) + x)
    elif t.__name__ in _PICKLED or t.__module__ == "absint.ir.nodes":
        # no sets inside (IR nodes; a Pentagon: a tuple of names and arrays): its pickle is
        # canonical, and much faster than walking it
        out.append(b"P" + _dumps(x))
    elif (t is tuple or t is list) and all(type(v) is str for v in x):
        out.append(b"T" + _dumps(x))
    elif t is tuple or t is list:
        out.append(b"(%d" % len(x))
        for v in x:
            _canon(v, out)
        out.append(b")")
    elif t is set or t is frozenset:
        if all(type(v) is str for v in x):
            out.append(b"{s%d" % len(x))
            for v in sorted(x):
                _canon(v, out)
        else:
            parts = sorted(canon_bytes(v) for v in x)
            out.append(b"{%d" % len(parts))
            out.extend(parts)
        out.append(b"}")
    elif isinstance(x, dict):
        if all(type(k) is str for k in x):
            out.append(b"<s%d" % len(x))
            for k in sorted(x):
                _canon(k, out)
                _canon(x[k], out)
        else:
            parts = sorted(canon_bytes(k) + canon_bytes(v) for k, v in x.items())
            out.append(b"<%d" % len(parts))
            out.extend(parts)
        out.append(b">")
    elif isinstance(x, np.ndarray):
        out.append(f"a{x.dtype.str}{x.shape};".encode())
        out.append(x.tobytes() if x.dtype != object else repr(x.tolist()).encode())
    elif t.__name__ == "Linear":
        out.append(b"L")
        _canon(dict(x.coeffs), out)
        _canon(x.const, out)
    elif hasattr(x, "__dict__") and dataclasses.is_dataclass(x):
        # a dataclass instance: its fields (and attributes set later, such as a query's chain)
        # in the order they were set, which its class fixes
        out.append(f"D{t.__qualname__}".encode())
        # (a class that says how it is pickled says what it holds: an AbsState's split without
        # its owner, which is the state itself)
        d = x.__getstate__() if t.__getstate__ is not object.__getstate__ else x.__dict__
        for k, v in d.items():
            _canon(k, out)
            _canon(v, out)
    else:
        reduced = x.__reduce_ex__(4)
        out.append(f"R{t.__module__}.{t.__qualname__}".encode())
        _canon(tuple(reduced[1:3]) if len(reduced) > 2 else tuple(reduced[1:]), out)


def canon_bytes(x) -> bytes:
    out = []
    _canon(x, out)
    return b"".join(out)


def fingerprint(x) -> str:
    return hashlib.sha256(canon_bytes(x)).hexdigest()


def _dumps(x) -> bytes:
    """A pickle without its memo: the same bytes whether equal parts are one object or several
    (the front end shares some, differently from one run to the next)."""
    buf = io.BytesIO()
    p = pickle.Pickler(buf, protocol=4)
    p.fast = True
    p.dump(x)
    return buf.getvalue()


def ir_hash(x) -> str:
    """The hash of IR (frozen dataclasses without sets): its pickle. Any encoding that tells
    different contents apart is sound for a key; a canonical one only makes more hits."""
    return hashlib.sha256(_dumps(x)).hexdigest()


# ---------------------------------------------------------------- the store

def _loads(payload: bytes):
    """pickle.loads without the cyclic collector: an entry is thousands of small objects (the
    judgements of a task, with their call chains), and kept to the end of the run; collections
    triggered while they are made walked every entry read before (3.0 s instead of 0.5 s for
    the 1,000 entries of the scaling benchmark), and each full collection after walks them all
    again (1 s each): in a one-shot process they are frozen (never walked, never freed: neither
    is anything made before them that is still alive, which also lives to the end there)."""
    import gc
    if not gc.isenabled():
        return pickle.loads(payload)
    gc.disable()
    try:
        value = pickle.loads(payload)
        from absint.engine import taskgraph
        if taskgraph.ONE_SHOT:      # (see taskgraph.settle)
            gc.freeze()
        return value
    finally:
        gc.enable()


class TaskCache:
    """A directory of entries (see the module docstring). Counts what it did, for -v."""

    def __init__(self, directory: str):
        self.directory = directory
        self.version = _version().encode()
        self.hits = self.misses = self.ignored = self.written = 0
        os.makedirs(directory, exist_ok=True)

    def _path(self, key: str) -> str:
        return os.path.join(self.directory, key[:2], key)

    def get(self, key: str):
        """The (result, dependencies) stored under key, or None (absent, or not a valid entry)."""
        path = self._path(key)
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError:
            return None
        try:
            head, rest = data[:len(MAGIC)], data[len(MAGIC):]
            version, rest = rest.split(b"\n", 1)
            digest, payload = rest[:64], rest[64:]
            if head != MAGIC or version != self.version or \
                    hashlib.sha256(payload).hexdigest().encode() != digest:
                raise ValueError("not an entry of this version")
            stored_key, value = _loads(payload)
            if stored_key != key:
                raise ValueError("another key's entry")
            return value
        except Exception:   # noqa: BLE001 - a bad entry is ignored, and rewritten
            self.ignored += 1
            return None

    def put(self, key: str, value) -> None:
        payload = pickle.dumps((key, value), protocol=pickle.HIGHEST_PROTOCOL)
        data = MAGIC + self.version + b"\n" + hashlib.sha256(payload).hexdigest().encode() + payload
        path = self._path(key)
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=os.path.dirname(path))
            try:
                with os.fdopen(fd, "wb") as f:
                    f.write(data)
                os.replace(tmp, path)
            except BaseException:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
                raise
            self.written += 1
        except OSError:
            pass        # a cache that cannot be written is only slower


class TaskKeys:
    """Keys of component tasks for one program (see the module docstring), and the lookups that
    check a stored result's recorded dependencies."""

    def __init__(self, cache: TaskCache, runner):
        self.cache = cache
        an = runner.an
        program = runner.program
        self.plan = runner.plan
        self.ir = {name: ir_hash(fn) for name, fn in program.functions.items()}
        interfaces = tuple((name, fn.params, fn.ret, fn.blocks, fn.variadic, fn.static)
                           for name, fn in sorted(program.functions.items()))
        context = (_version(), repr(an.options), tuple(runner.entries), program.machine,
                   program.globals, program.blocks, program.init, program.init_locals,
                   tuple(sorted(an.constant_globals())),
                   tuple(sorted(program.declared.items())), tuple(an.lattice.thresholds),
                   tuple(sorted(self.plan.taken)), interfaces)
        self.context = hashlib.sha256(_dumps(context)).hexdigest()
        self.fp = {}          # function -> fingerprint of its summary (as results arrive)
        self.keys = {}
        self.ran = self.cached = 0

    def _fingerprints(self, result) -> None:
        for f in result.summaries:
            if f not in self.fp:
                fp = result.fingerprints.get(f)
                self.fp[f] = fp if fp is not None else \
                    fingerprint((result.summaries[f], result.infos[f]))

    def key(self, task, results) -> str:
        for d in task.deps:
            self._fingerprints(results[d])
        h = hashlib.sha256()
        h.update(self.context.encode())
        h.update(canon_bytes((task.functions, task.symbolic, task.roots,
                              tuple(self.ir[f] for f in task.functions),
                              tuple((f, self.fp[f]) for f in self.plan.inputs_of(task)))))
        return h.hexdigest()

    def lookup(self, task, results):
        """The stored result of task, if its key and its recorded dependencies match (its
        summaries are read from the entry only when something needs them)."""
        key = self.keys[task.index] = self.key(task, results)
        got = self.cache.get(key)
        if got is None:
            self.cache.misses += 1
            return None
        head, body = got
        result, deps = head
        reached, used = deps
        ok = all(self.ir.get(f) == h for f, h in reached)
        for f, fp in used if ok else ():
            i = self.plan.task_of.get(f)
            if not self.plan.reaches(task.index, f) or i not in results:
                ok = False
                break
            self._fingerprints(results[i])
            if self.fp.get(f) != fp:
                ok = False
                break
        if not ok:
            self.cache.misses += 1
            return None
        self.cache.hits += 1
        self.cached += 1
        from absint.engine.taskgraph import Blobs, with_blobs
        return with_blobs(dataclasses.replace(result, index=task.index), Blobs(body))

    def store(self, task, result, results) -> None:
        self.ran += 1
        key = self.keys.get(task.index)
        if key is None or result.incomplete:
            return      # (what a time budget cut short is not kept: the clock is no input)
        for f in result.used:
            self._fingerprints(results[self.plan.task_of[f]])
        self._fingerprints(result)
        deps = (tuple((f, self.ir.get(f)) for f in result.reached),
                tuple((f, self.fp.get(f)) for f in result.used))
        fps = {f: self.fp[f] for f in result.summaries}
        from absint.engine.taskgraph import blobs_of
        head = dataclasses.replace(result, summaries={}, infos={}, fingerprints=fps)
        self.cache.put(key, ((head, deps), blobs_of(result).blobs))


    # ------------------------------------------------------------ the closed entry (main)
    def closed_key(self, name: str) -> str:
        h = hashlib.sha256()
        h.update(self.context.encode())
        h.update(canon_bytes(("closed entry", name, self.ir[name])))
        return h.hexdigest()

    def lookup_closed(self, name: str, owners: dict):
        """The stored analysis of closed entry `name`, if every body it analysed and every
        summary it used is unchanged."""
        got = self.cache.get(self.closed_key(name))
        if got is None:
            self.cache.misses += 1
            return None
        result, (reached, used) = got
        ok = all(self.ir.get(f) == h for f, h in reached)
        for f, fp in used if ok else ():
            r = owners.get(f)
            if r is None:
                ok = False
                break
            self._fingerprints(r)
            ok = self.fp.get(f) == fp
            if not ok:
                break
        if not ok:
            self.cache.misses += 1
            return None
        self.cache.hits += 1
        return result

    def store_closed(self, name: str, result, owners: dict) -> None:
        if result.incomplete:
            return
        for f in result.used:
            self._fingerprints(owners[f])
        deps = (tuple((f, self.ir.get(f)) for f in result.reached),
                tuple((f, self.fp.get(f)) for f in result.used))
        self.cache.put(self.closed_key(name), (result, deps))



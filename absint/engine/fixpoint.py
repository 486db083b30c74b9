"""A generic fixpoint iterator over a weak topological order (Bourdoncle's recursive strategy).

It sees only three things:
- a graph: `entry`, `successors(v)`, `predecessors(v)`;
- a lattice of abstract values: `bottom()`, `is_bottom(a)`, `join(a, b)`, `leq(a, b)`,
  `widen(a, b, thresholds)`, `narrow(a, b)` (via a small adapter, so domains keep their own
  method names; `thresholds=False` asks for the plain widening, without the lattice's thresholds);
- hooks: `extrapolate(head, iteration, old, new)` decides when and how to widen (delay, thresholds)
  and `refine(head, iteration, old, new)` decides the decreasing (narrowing) steps; `transfer(v, a)`
  gives the value after vertex v from the value before it.

The result maps each vertex to the abstract value *before* it (`pre`) and after it (`post`). Values of
vertices never reached stay bottom.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Protocol

from absint.ir.wto import Component, weak_topological_order


class Graph(Protocol):
    entry: Hashable

    def successors(self, v) -> list: ...

    def predecessors(self, v) -> list: ...


class Lattice(Protocol):
    def bottom(self) -> Any: ...

    def is_bottom(self, a) -> bool: ...

    def join(self, a, b) -> Any: ...

    def leq(self, a, b) -> bool: ...

    def widen(self, a, b, thresholds: bool = True) -> Any: ...

    def narrow(self, a, b) -> Any: ...


@dataclass(frozen=True)
class Strategy:
    """The default hooks: `delay` plain joins at a head before widening, then `threshold_steps`
    widenings with the lattice's thresholds, then plain widenings; `narrowing_steps` decreasing
    iterations after. A widening with thresholds stops a growing bound at the next threshold only:
    a counter bumped by one climbs through every threshold above it, one iteration each (hundreds
    on a real program's constants), so their number is bounded here. `unroll`: a loop the
    lattice expects to run at most that many times (its `trip_bound`) is analysed again one
    iteration at a time, with no join at its head (see FixpointIterator._unroll)."""
    delay: int = 2
    narrowing_steps: int = 2
    threshold_steps: int = 4
    max_iterations: int = 200    # a safety net: after this, the lattice's give_up (if any) is used
    peel: bool = True            # analyse each loop's first iteration apart from the others
    unroll: int = 0              # unroll loops expected to run at most this many times
    unroll_work: int = 20000     # vertex visits all unrolling may take in one run (nested small
                                 # loops multiply): past it, loops keep their widened values

    def extrapolate(self, lattice: Lattice, head, iteration: int, old, new):
        if iteration < self.delay:
            return lattice.join(old, new)
        return lattice.widen(old, new, iteration < self.delay + self.threshold_steps)

    def refine(self, lattice: Lattice, head, iteration: int, old, new):
        return lattice.narrow(old, new)


@dataclass
class FixpointResult:
    pre: dict
    post: dict
    wto: tuple
    parts: dict = None   # vertex -> values whose join is pre (the partitions of loop peeling)
    peel_post: dict = None   # vertex -> values after it in partitions of its loop's iterations
                             # (the first; or each, unrolled): post[v] holds the other runs only


class FixpointIterator:
    MAX_PARTS = 8
    """Runs the recursive strategy. `transfer(v, value)` must be monotone-ish and return a value of
    the lattice; it may call back into other iterators (interprocedural analysis)."""

    def __init__(self, graph: Graph, lattice: Lattice, transfer: Callable, strategy: Strategy = Strategy(),
                 wto: tuple | None = None):
        self.graph = graph
        self.lattice = lattice
        self.transfer = transfer
        self.strategy = strategy
        self.wto = wto if wto is not None else weak_topological_order(graph.entry, graph.successors)
        self.pre: dict = {}
        self.post: dict = {}
        # vertex -> [values after it in partitions of its loop's iterations]; post[v] holds the
        # runs in none of them: every run after v is in post[v] or in one partition
        self.peel_post: dict = {}
        self.parts: dict = {}         # vertex -> values before it whose join is pre[vertex]
        self._back_only: set = set()  # heads whose incoming value now comes from back edges only
        self._inside: dict = {}
        self._unrolling = 0           # loops being unrolled, nested
        self._unroll_visits = 0       # vertex visits made while unrolling (strategy.unroll_work)

    def run(self, initial) -> FixpointResult:
        self.initial = initial
        for element in self.wto:
            self._visit(element)
        return FixpointResult(self.pre, self.post, self.wto, self.parts, dict(self.peel_post))

    # ------------------------------------------------------------------ internals
    # Loop peeling: with strategy.peel, a component's first iteration is analysed on its own; its
    # values are kept apart (`peel_post`) from those of the later iterations (`post`), and a vertex
    # after the loop is analysed once per partition, so the loop's exit keeps what a single
    # iteration established (Juliet's `for (h = 0; h < 1; h++)` and loops that run once). An
    # unrolled loop (strategy.unroll) leaves one partition per iteration.
    def _join_into(self, acc, out):
        lat = self.lattice
        if out is None or lat.is_bottom(out):
            return acc
        return out if lat.is_bottom(acc) else lat.join(acc, out)

    def _after(self, v):
        """The value after v over every run: post[v] and its partitions."""
        acc = self.post.get(v)
        for x in self.peel_post.get(v, ()):
            acc = x if acc is None else self._join_into(acc, x)
        return acc

    def _fold_partitions(self, vertices) -> None:
        """post[v] := every run after v, its partitions dropped (an enclosing loop's iteration
        is one partition of its own: the inner loops' are folded into it)."""
        for v in vertices:
            if v in self.peel_post:
                self.post[v] = self._after(v)
                del self.peel_post[v]

    def _fed_back(self, head, inside, after: dict):
        """What the loop's members (`inside`) feed back to its head, from their values `after`."""
        acc = self.lattice.bottom()
        for p in self.graph.predecessors(head):
            if p in inside:
                acc = self._join_into(acc, after.get(p))
        return acc

    def _incoming(self, v):
        lat = self.lattice
        acc = self.initial if v == self.graph.entry else lat.bottom()
        inside = None
        if v in self._back_only:
            inside, acc = self._inside[v]
        for p in self.graph.predecessors(v):
            if inside is not None and p not in inside:
                continue
            acc = self._join_into(acc, self._after(p))
        return acc

    def _apply(self, v, value):
        if self._unrolling:
            self._unroll_visits += 1
        self.pre[v] = value
        self.parts[v] = [value]
        if self.lattice.is_bottom(value):
            self.post[v] = value
        else:
            self.post[v] = self.transfer(v, value)

    def _visit_partitioned(self, v, preds) -> None:
        """v after a loop whose partitions reach it: analysed once per partition (the k-th of
        every predecessor that has one) and once for the other runs, then joined."""
        lat = self.lattice
        count = max(len(self.peel_post.get(p, ())) for p in preds)
        ins = []
        for k in range(count):
            acc = lat.bottom()
            for p in preds:
                parts = self.peel_post.get(p, ())
                if k < len(parts):
                    acc = self._join_into(acc, parts[k])
            ins.append(acc)
        rest = self.initial if v == self.graph.entry else lat.bottom()
        for p in preds:
            rest = self._join_into(rest, self.post.get(p))
        ins = [x for x in ins + [rest] if not lat.is_bottom(x)]
        pre = post = lat.bottom()
        for x in ins:
            pre = self._join_into(pre, x)
            post = self._join_into(post, self.transfer(v, x))
        self.pre[v] = pre
        self.parts[v] = ins if 0 < len(ins) <= self.MAX_PARTS else [pre]
        self.post[v] = post

    def _visit(self, element):
        if not isinstance(element, Component):
            v = element
            preds = self.graph.predecessors(v)
            if self.peel_post and any(p in self.peel_post for p in preds):
                self._visit_partitioned(v, preds)
                return
            self._apply(v, self._incoming(v))
            return
        head, lat, strat = element.head, self.lattice, self.strategy
        members = element.vertices()
        for m in members:
            self.peel_post.pop(m, None)
        entry = value = self._incoming(head)
        peeled = second = None
        if strat.peel:
            self._apply(head, value)
            for inner in element.elements:
                self._visit(inner)
            self._fold_partitions(members)
            peeled = {m: (self.pre.get(m), self.post.get(m)) for m in members}
            peeled_parts = {m: list(self.parts.get(m, ())) for m in members}
            inside = set(members)
            value = self._fed_back(head, inside, self.post)
            if lat.is_bottom(value):      # the loop never iterates twice
                for m, (pre, post) in peeled.items():
                    if post is not None:
                        self.peel_post[m] = [post]
                        self.post[m] = lat.bottom()
                return
            second = value
            self._back_only.add(head)
            self._inside[head] = (inside, value)   # members, and what the first iteration fed back
        # ascending phase: widen at the head until its incoming value is below the current one
        iteration = 0
        while True:
            self._apply(head, value)
            for inner in element.elements:
                self._visit(inner)
            new = self._incoming(head)
            if lat.leq(new, value):
                break
            iteration += 1
            if iteration > strat.max_iterations and hasattr(lat, "give_up"):
                # a safety net (a domain whose widening does not stabilize): forget enough
                value = lat.give_up(value, new)
                continue
            if iteration > 2 * strat.max_iterations:
                raise RuntimeError(f"no fixpoint at vertex {head} after {iteration} iterations")
            value = strat.extrapolate(lat, head, iteration - 1, value, new)
        # descending phase: a few narrowing steps (each keeps a post-fixpoint above the least one)
        for step in range(strat.narrowing_steps):
            new = self._incoming(head)
            refined = strat.refine(lat, head, step, value, new)
            if lat.leq(value, refined):
                break
            value = refined
            self._apply(head, value)
            for inner in element.elements:
                self._visit(inner)
        self._fold_partitions(members)
        if peeled is not None:
            self._back_only.discard(head)
            for m, (pre, post) in peeled.items():
                self.pre[m] = self._join_into(self.pre.get(m, lat.bottom()), pre)
                parts = [x for x in peeled_parts[m] + self.parts.get(m, []) if not lat.is_bottom(x)]
                self.parts[m] = parts if 0 < len(parts) <= self.MAX_PARTS else [self.pre[m]]
                if post is not None:
                    self.peel_post[m] = [post]
            if strat.unroll and hasattr(lat, "trip_bound"):
                bound = lat.trip_bound(entry, second, self.pre[head])
                if bound is not None and bound <= strat.unroll:
                    self._unroll(element, members, entry, bound + 1)

    def _unroll(self, element, members, value, limit: int) -> bool:
        """Analyse the loop again one iteration at a time from `value`, its head's value on
        entry, each iteration from the value the one before fed back (no join, no widening),
        until none comes back: each iteration's values after a member are one partition, so the
        code after the loop sees the last iteration's exit as it is (`for (i = 0; i < n + 1;
        i++) d[i] = s[i];` leaves in d the NUL copied last). When the loop still runs after
        `limit` iterations, the values of the analysis with widening stay. Sound either way:
        each iteration's value is exactly what its predecessors' give."""
        lat, head = self.lattice, element.head
        if self._unroll_visits >= self.strategy.unroll_work:
            return False
        inside = set(members)
        saved = {m: (self.pre.get(m), self.post.get(m), self.parts.get(m), self.peel_post.get(m))
                 for m in members}
        self._unrolling += 1
        try:
            done = self._unroll_from(element, members, inside, value, limit)
        finally:
            self._unrolling -= 1
        if not done:
            for m, (pre, post, parts, partitions) in saved.items():
                self.pre[m], self.post[m], self.parts[m] = pre, post, parts
                if partitions is not None:
                    self.peel_post[m] = partitions
                else:
                    self.peel_post.pop(m, None)
        return done

    def _unroll_from(self, element, members, inside, value, limit: int) -> bool:
        """_unroll's iterations; False when the loop still runs after `limit` of them or the
        work allowed is spent (the caller puts the values back)."""
        lat, head = self.lattice, element.head
        for m in members:          # (the peeled partition: the first iteration is redone)
            self.peel_post.pop(m, None)
        pres = {m: [] for m in members}
        outs = {m: [] for m in members}
        for _ in range(limit):
            self._apply(head, value)
            for inner in element.elements:
                self._visit(inner)
            after = {}
            for m in members:
                pre = self.pre.get(m)
                if pre is not None and not lat.is_bottom(pre):
                    pres[m].extend(x for x in self.parts.get(m) or [pre] if not lat.is_bottom(x))
                after[m] = self._after(m)
                self.peel_post.pop(m, None)
                if after[m] is not None and not lat.is_bottom(after[m]):
                    outs[m].append(after[m])
            value = self._fed_back(head, inside, after)
            if lat.is_bottom(value):
                for m in members:
                    pre = lat.bottom()
                    for x in pres[m]:
                        pre = self._join_into(pre, x)
                    self.pre[m] = pre
                    # (one partition per iteration, as many as may be unrolled: each is
                    # judged on its own first, the join only when one of them fails)
                    self.parts[m] = pres[m] if 0 < len(pres[m]) <= max(self.MAX_PARTS, limit) \
                        else [pre]
                    self.post[m] = lat.bottom()
                    if outs[m]:
                        self.peel_post[m] = outs[m]
                return True
            if self._unroll_visits > self.strategy.unroll_work:
                return False
        return False

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
    on a real program's constants), so their number is bounded here."""
    delay: int = 2
    narrowing_steps: int = 2
    threshold_steps: int = 4
    max_iterations: int = 200    # a safety net: after this, the lattice's give_up (if any) is used
    peel: bool = True            # analyse each loop's first iteration apart from the others

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
    peel_post: dict = None   # vertex -> value after it in its loop's first iteration (post[v]
                             # holds the later iterations only): every value after v is in one


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
        self.peel_post: dict = {}     # vertex -> value after it in its loop's first iteration
        self.parts: dict = {}         # vertex -> values before it whose join is pre[vertex]
        self._back_only: set = set()  # heads whose incoming value now comes from back edges only
        self._inside: dict = {}

    def run(self, initial) -> FixpointResult:
        self.initial = initial
        for element in self.wto:
            self._visit(element)
        return FixpointResult(self.pre, self.post, self.wto, self.parts, dict(self.peel_post))

    # ------------------------------------------------------------------ internals
    # Loop peeling: with strategy.peel, a component's first iteration is analysed on its own; its
    # values are kept apart (`peel_post`) from those of the later iterations (`post`), and a vertex
    # after the loop is analysed once per partition, so the loop's exit keeps what a single
    # iteration established (Juliet's `for (h = 0; h < 1; h++)` and loops that run once).
    def _join_into(self, acc, out):
        lat = self.lattice
        if out is None or lat.is_bottom(out):
            return acc
        return out if lat.is_bottom(acc) else lat.join(acc, out)

    def _incoming(self, v, table=None):
        lat = self.lattice
        acc = self.initial if v == self.graph.entry else lat.bottom()
        inside = None
        if v in self._back_only:
            inside, acc = self._inside[v]
        for p in self.graph.predecessors(v):
            if inside is not None and p not in inside:
                continue
            out = table.get(p, self.post.get(p)) if table is not None else self.post.get(p)
            acc = self._join_into(acc, out)
        return acc

    def _apply(self, v, value):
        self.pre[v] = value
        self.parts[v] = [value]
        if self.lattice.is_bottom(value):
            self.post[v] = value
        else:
            self.post[v] = self.transfer(v, value)

    def _visit(self, element):
        if not isinstance(element, Component):
            v = element
            if self.peel_post and any(p in self.peel_post for p in self.graph.predecessors(v)):
                lat = self.lattice
                first = self._incoming(v, self.peel_post)
                rest = self._incoming(v)
                outs = [self.transfer(v, x) for x in (first, rest) if not lat.is_bottom(x)]
                self.pre[v] = self._join_into(first, rest)
                self.parts[v] = [x for x in (first, rest) if not lat.is_bottom(x)] or [first]
                post = lat.bottom()
                for o in outs:
                    post = self._join_into(post, o)
                self.post[v] = post
                return
            self._apply(v, self._incoming(v))
            return
        head, lat, strat = element.head, self.lattice, self.strategy
        members = element.vertices()
        for m in members:
            self.peel_post.pop(m, None)
        value = self._incoming(head)
        peeled = None
        if strat.peel:
            self._apply(head, value)
            for inner in element.elements:
                self._visit(inner)
            peeled = {m: (self.pre.get(m), self.post.get(m)) for m in members}
            peeled_parts = {m: list(self.parts.get(m, ())) for m in members}
            for m in members:      # inner loops' partitions are folded into this iteration's
                self.peel_post.pop(m, None)
            inside = set(members)
            value = lat.bottom()
            for p in self.graph.predecessors(head):
                if p in inside:
                    value = self._join_into(value, self.post.get(p))
            if lat.is_bottom(value):      # the loop never iterates twice
                for m, (pre, post) in peeled.items():
                    if post is not None:
                        self.peel_post[m] = post
                        self.post[m] = lat.bottom()
                return
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
        if peeled is not None:
            self._back_only.discard(head)
            for m in members:
                self.peel_post.pop(m, None)
            for m, (pre, post) in peeled.items():
                self.pre[m] = self._join_into(self.pre.get(m, lat.bottom()), pre)
                parts = [x for x in peeled_parts[m] + self.parts.get(m, []) if not lat.is_bottom(x)]
                self.parts[m] = parts if 0 < len(parts) <= self.MAX_PARTS else [self.pre[m]]
                if post is not None:
                    self.peel_post[m] = post

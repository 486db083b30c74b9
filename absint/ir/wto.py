"""Bourdoncle's weak topological order (WTO) of a directed graph, for the recursive iteration strategy.

A WTO is a list of elements; an element is a vertex (int) or a Component(head, elements). The heads
of the components are exactly the widening points the recursive strategy needs: every cycle of the
graph goes through the head of a component that contains it (Bourdoncle, "Efficient chaotic iteration
strategies with widenings", 1993).

The graph is given by an entry vertex and a successor function, so any CFG-like structure works.
Vertices unreachable from the entry are not in the order.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Iterable, Union


@dataclass(frozen=True)
class Component:
    """A strongly connected part: `head` first, then the WTO of the rest (which may nest)."""
    head: Hashable
    elements: tuple

    def vertices(self) -> list:
        out = [self.head]
        for e in self.elements:
            out.extend(e.vertices() if isinstance(e, Component) else [e])
        return out


Element = Union[Hashable, Component]


def weak_topological_order(entry: Hashable,
                           successors: Callable[[Hashable], Iterable[Hashable]]) -> tuple:
    """The WTO of the vertices reachable from `entry` (iterative, so deep CFGs do not overflow the
    Python stack). Successors are explored in the order given, which keeps the result deterministic."""
    dfn: dict = {}          # depth-first number; INF once the vertex is placed in the order
    stack: list = []
    counter = [0]
    INF = float("inf")

    # Explicit-stack version of Bourdoncle's `visit`: each frame is a generator that yields the
    # vertices it wants visited and receives their `head` number back.
    def visit(vertex, partition: list):
        stack.append(vertex)
        counter[0] += 1
        dfn[vertex] = counter[0]
        head = dfn[vertex]
        loop = False
        for succ in successors(vertex):
            if dfn.get(succ, 0) == 0:
                min_ = yield ("visit", succ, partition)
            else:
                min_ = dfn[succ]
            if min_ <= head:
                head = min_
                loop = True
        if head == dfn[vertex]:
            dfn[vertex] = INF
            element = stack.pop()
            if loop:
                while element != vertex:
                    dfn[element] = 0
                    element = stack.pop()
                partition.insert(0, (yield ("component", vertex, None)))
            else:
                partition.insert(0, vertex)
        return head

    def component(vertex):
        inner: list = []
        for succ in successors(vertex):
            if dfn.get(succ, 0) == 0:
                yield ("visit", succ, inner)
        return Component(vertex, tuple(inner))

    result: list = []
    frames = [visit(entry, result)]
    send_value = None
    while frames:
        try:
            request = frames[-1].send(send_value)
        except StopIteration as stop:
            frames.pop()
            send_value = stop.value
            continue
        kind, vertex, partition = request
        frames.append(visit(vertex, partition) if kind == "visit" else component(vertex))
        send_value = None
    return tuple(result)


def heads(wto: Iterable[Element]) -> set:
    """The widening points: heads of every (nested) component."""
    out = set()
    for e in wto:
        if isinstance(e, Component):
            out.add(e.head)
            out |= heads(e.elements)
    return out


def flatten(wto: Iterable[Element]) -> list:
    out = []
    for e in wto:
        out.extend(e.vertices() if isinstance(e, Component) else [e])
    return out


def format_wto(wto: Iterable[Element]) -> str:
    """Bourdoncle's notation: `1 2 (3 4 5) 6`."""
    parts = []
    for e in wto:
        if isinstance(e, Component):
            inner = format_wto(e.elements)
            parts.append(f"({e.head}{' ' + inner if inner else ''})")
        else:
            parts.append(str(e))
    return " ".join(parts)

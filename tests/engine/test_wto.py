"""Bourdoncle's weak topological order."""
from hypothesis import given, strategies as st

from absint.ir.wto import Component, flatten, format_wto, heads, weak_topological_order


def wto_of(graph, entry=1):
    return weak_topological_order(entry, lambda v: graph.get(v, []))


def test_bourdoncle_paper_example():
    g = {1: [2], 2: [3, 8], 3: [4], 4: [5, 7], 5: [6], 6: [5, 7], 7: [3, 8], 8: []}
    assert format_wto(wto_of(g)) == "1 2 (3 4 (5 6) 7) 8"
    assert heads(wto_of(g)) == {3, 5}


def test_straight_line_and_self_loop():
    assert format_wto(wto_of({1: [2], 2: [3], 3: []})) == "1 2 3"
    w = wto_of({1: [2], 2: [2, 3], 3: []})
    assert format_wto(w) == "1 (2) 3"
    assert isinstance(w[1], Component) and w[1].head == 2


def test_unreachable_vertices_are_left_out():
    w = wto_of({1: [2], 2: [], 3: [1]})
    assert flatten(w) == [1, 2]


def test_deep_chain_does_not_overflow_the_stack():
    n = 5000
    g = {i: [i + 1] for i in range(1, n)}
    g[n] = [1]
    w = wto_of(g)
    assert len(flatten(w)) == n and heads(w) == {1}


@st.composite
def graphs(draw):
    n = draw(st.integers(1, 9))
    edges = draw(st.lists(st.tuples(st.integers(1, n), st.integers(1, n)), max_size=20))
    g = {v: [] for v in range(1, n + 1)}
    for a, b in edges:
        if b not in g[a]:
            g[a].append(b)
    return g


@given(graphs())
def test_every_cycle_goes_through_a_head_and_each_vertex_appears_once(g):
    w = wto_of(g)
    order = flatten(w)
    assert len(order) == len(set(order))
    reach = {1}
    work = [1]
    while work:
        v = work.pop()
        for s in g[v]:
            if s not in reach:
                reach.add(s)
                work.append(s)
    assert set(order) == reach
    # removing the heads leaves an acyclic graph: every cycle has a widening point
    hs = heads(w)
    pos = {v: i for i, v in enumerate(order)}
    for v in reach:
        for s in g[v]:
            if pos[s] <= pos[v]:   # a back edge in the order must enter a head
                assert s in hs

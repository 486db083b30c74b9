"""Post-dominators and control dependence (absint.ir.control) against their definitions, on
random CFGs: node 0 the entry, node 1 the exit (no successors), any edges, nodes that cannot
reach the exit included."""
from hypothesis import given, settings
from hypothesis import strategies as st

from absint.ir import nodes as ir
from absint.ir.control import controlled_nodes, post_dominators


@st.composite
def cfgs(draw):
    n = draw(st.integers(2, 12))
    edges = draw(st.sets(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=3 * n))
    edges = tuple(ir.Edge(a, b) for a, b in sorted(edges) if a != 1)
    return ir.CFG(0, 1, {k: ir.Node(k) for k in range(n)}, edges)


def _reaching_exit(cfg) -> set:
    _, pred = cfg.adjacency()
    out, work = {cfg.exit}, [cfg.exit]
    while work:
        for p in pred.get(work.pop(), ()):
            if p not in out:
                out.add(p)
                work.append(p)
    return out


def _post_dominator_sets(cfg) -> dict:
    """By definition: d post-dominates n when every path from n to the exit passes d."""
    succ, _ = cfg.adjacency()
    reach = _reaching_exit(cfg)
    out = {}
    for n in reach:
        out[n] = {n}
        for d in reach - {n}:
            # d post-dominates n iff the exit cannot be reached from n without d
            seen, work = {n}, [n]
            while work:
                for s in succ.get(work.pop(), ()):
                    if s != d and s not in seen and s in reach:
                        seen.add(s)
                        work.append(s)
            if cfg.exit not in seen:
                out[n].add(d)
    return out


@settings(max_examples=300, deadline=None)
@given(cfgs())
def test_immediate_post_dominators_by_definition(cfg):
    sets = _post_dominator_sets(cfg)
    ipdom = post_dominators(cfg)
    for n in cfg.nodes:
        if n not in sets or n == cfg.exit:
            assert ipdom[n] is None
            continue
        strict = sets[n] - {n}
        # the strict post-dominator post-dominated by every other one
        assert ipdom[n] in strict
        assert all(d in sets[ipdom[n]] for d in strict)


@settings(max_examples=300, deadline=None)
@given(cfgs(), st.data())
def test_controlled_nodes_cover_the_control_dependent_ones(cfg, data):
    """Every node Y control dependent on an edge P -> S out of a branch, S a condition: Y post-
    dominates S (or is S) and does not strictly post-dominate P."""
    if len(cfg.nodes) < 3:
        return
    conditions = set(data.draw(st.sets(st.sampled_from(sorted(cfg.nodes)), max_size=3)))
    out = controlled_nodes(cfg, conditions)
    sets = _post_dominator_sets(cfg)
    succ, pred = cfg.adjacency()
    for s in conditions:
        for p in pred.get(s, ()):
            if len(succ.get(p, ())) < 2 or p not in sets or s not in sets:
                continue
            for y in cfg.nodes:
                if y in sets and (y in sets[s]) and not (y in sets[p] and y != p):
                    assert y in out, (p, s, y)

"""Control dependence over a function's CFG (Ferrante, Ottenstein and Warren): which nodes run or
not depending on a condition. A branch is a node with several successors; each successor opens
with the Assume of its side. Node Y depends on the edge P -> S when Y post-dominates S and does
not strictly post-dominate P: the walk from S up the post-dominator tree, stopping at P's
immediate post-dominator.
"""
from __future__ import annotations


def post_dominators(cfg) -> dict:
    """node -> immediate post-dominator, or None (the exit; a node from which the exit cannot be
    reached, whose only post-dominator is itself). Cooper, Harvey and Kennedy's iterative
    algorithm on the reversed graph: an array of immediate dominators and a walk up it to
    intersect, linear memory (a state machine of thousands of nodes is no problem)."""
    succ, pred = cfg.adjacency()
    order = reverse_post_order(cfg.exit, pred)      # of the reversed graph: the exit first
    rank = {n: k for k, n in enumerate(order)}
    idom = {cfg.exit: cfg.exit}

    def intersect(a, b):
        while a != b:
            while rank[a] > rank[b]:
                a = idom[a]
            while rank[b] > rank[a]:
                b = idom[b]
        return a
    changed = True
    while changed:
        changed = False
        for n in order[1:]:
            new = None
            for s in succ.get(n, ()):     # a node's successors are its predecessors here
                if s in idom:
                    new = s if new is None else intersect(s, new)
            if new is not None and idom.get(n) != new:
                idom[n] = new
                changed = True
    out = {n: None for n in cfg.nodes}
    for n, d in idom.items():
        out[n] = None if n == cfg.exit else d
    return out


def controlled_nodes(cfg, conditions) -> set:
    """The nodes whose running depends, through any chain of branches, on the Assumes opening
    the nodes `conditions` (a set of node ids). A condition whose node or branch cannot reach the
    exit, or that is no branch's side (a filter on a single path), controls every node reachable
    from it."""
    succ, pred = cfg.adjacency()
    ipdom = post_dominators(cfg)

    def edge(p, s) -> set:
        """The nodes depending on the edge p -> s."""
        if ipdom.get(s) is None and s != cfg.exit or ipdom.get(p) is None:
            return reachable((s,), succ)
        stop, out, y = ipdom[p], set(), s
        while y is not None and y != stop:
            out.add(y)
            y = ipdom.get(y)
        if y is None and stop is not None:     # (not on the path to the exit: be coarse)
            return reachable((s,), succ)
        return out

    out = set()
    todo = [(p, s) for s in sorted(conditions) for p in pred.get(s, ())]
    for s in conditions:
        if not pred.get(s):
            out |= reachable((s,), succ)
    done = set()
    while todo:
        p, s = todo.pop()
        if (p, s) in done:
            continue
        done.add((p, s))
        region = edge(p, s) if len(succ.get(p, ())) > 1 else reachable((s,), succ)
        for y in region - out:
            out.add(y)
            if len(succ.get(y, ())) > 1:       # a branch that runs or not: its sides too
                todo.extend((y, t) for t in succ[y])
    return out


def reachable(starts, edges) -> set:
    """The nodes `starts` reach through `edges` (node -> successors), themselves included."""
    seen, work = set(starts), list(starts)
    while work:
        for t in edges.get(work.pop(), ()):
            if t not in seen:
                seen.add(t)
                work.append(t)
    return seen


def reverse_post_order(start, edges) -> list:
    """The nodes reachable from `start` through `edges` (node -> successors), in reverse post
    order of a depth-first walk (iterative: a CFG of thousands of nodes is no problem)."""
    order, seen, stack = [], {start}, [(start, iter(edges.get(start, ())))]
    while stack:
        n, it = stack[-1]
        nxt = next((t for t in it if t not in seen), None)
        if nxt is None:
            stack.pop()
            order.append(n)
        else:
            seen.add(nxt)
            stack.append((nxt, iter(edges.get(nxt, ()))))
    order.reverse()
    return order

"""Control dependence over a function's CFG (Ferrante, Ottenstein and Warren): which nodes run or
not depending on a condition. A branch is a node with several successors; each successor opens
with the Assume of its side. Node Y depends on the edge P -> S when Y post-dominates S and does
not strictly post-dominate P: the walk from S up the post-dominator tree, stopping at P's
immediate post-dominator.
"""
from __future__ import annotations


def post_dominators(cfg) -> dict:
    """node -> immediate post-dominator, or None (the exit; a node from which the exit cannot be
    reached, whose only post-dominator is itself)."""
    succ, pred = cfg.adjacency()
    reaches = {cfg.exit}
    work = [cfg.exit]
    while work:
        for p in pred.get(work.pop(), ()):
            if p not in reaches:
                reaches.add(p)
                work.append(p)
    # iterative sets over the nodes that reach the exit, in an order close to reverse post order
    # of the reversed graph (the exit first, then backwards)
    order, seen = [], {cfg.exit}
    work = [cfg.exit]
    while work:
        n = work.pop()
        order.append(n)
        for p in pred.get(n, ()):
            if p not in seen and p in reaches:
                seen.add(p)
                work.append(p)
    pdom = {n: None for n in reaches}     # None: every node (not yet computed)
    pdom[cfg.exit] = {cfg.exit}
    changed = True
    while changed:
        changed = False
        for n in order:
            if n == cfg.exit:
                continue
            meet = None
            for s in succ.get(n, ()):
                if s not in reaches or pdom[s] is None:
                    continue
                meet = set(pdom[s]) if meet is None else meet & pdom[s]
            new = {n} | (meet or set())
            if new != pdom[n]:
                pdom[n] = new
                changed = True
    out = {n: None for n in cfg.nodes}
    for n, ds in pdom.items():
        strict = (ds or {n}) - {n}
        # the immediate one: the strict post-dominator that every other one post-dominates
        out[n] = max(strict, key=lambda d: len(pdom[d]), default=None)
    return out


def controlled_nodes(cfg, conditions) -> set:
    """The nodes whose running depends, through any chain of branches, on the Assumes opening
    the nodes `conditions` (a set of node ids). A condition whose node or branch cannot reach the
    exit, or that is no branch's side (a filter on a single path), controls every node reachable
    from it."""
    succ, pred = cfg.adjacency()
    ipdom = post_dominators(cfg)

    def reachable(s) -> set:
        seen, work = {s}, [s]
        while work:
            for t in succ.get(work.pop(), ()):
                if t not in seen:
                    seen.add(t)
                    work.append(t)
        return seen

    def edge(p, s) -> set:
        """The nodes depending on the edge p -> s."""
        if ipdom.get(s) is None and s != cfg.exit or ipdom.get(p) is None:
            return reachable(s)
        stop, out, y = ipdom[p], set(), s
        while y is not None and y != stop:
            out.add(y)
            y = ipdom.get(y)
        if y is None and stop is not None:     # (not on the path to the exit: be coarse)
            return reachable(s)
        return out

    out = set()
    todo = [(p, s) for s in sorted(conditions) for p in pred.get(s, ())]
    for s in conditions:
        if not pred.get(s):
            out |= reachable(s)
    done = set()
    while todo:
        p, s = todo.pop()
        if (p, s) in done:
            continue
        done.add((p, s))
        region = edge(p, s) if len(succ.get(p, ())) > 1 else reachable(s)
        for y in region - out:
            out.add(y)
            if len(succ.get(y, ())) > 1:       # a branch that runs or not: its sides too
                todo.extend((y, t) for t in succ[y])
    return out

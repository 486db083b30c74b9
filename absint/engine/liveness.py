"""Backward liveness of a function's variables over its CFG."""
from __future__ import annotations

from absint.ir import nodes as ir


def statement_uses(st) -> set:
    """Names of the variables a statement reads."""
    out = set()

    def add(x):
        if isinstance(x, ir.Var):
            out.add(x.name)
        elif isinstance(x, (ir.BinOp, ir.UnOp, ir.Cast, ir.PtrAdd, ir.PtrDiff)):
            for y in vars(x).values():
                add(y)
        elif isinstance(x, ir.CheckSite):
            for y in (x.index, x.extent, x.pointer, x.length):
                add(y)
        elif isinstance(x, tuple):
            for y in x:
                add(y)
    for key, val in vars(st).items():
        if key in ("dst", "coord"):
            continue
        add(val)
    return out


def dead_after_nodes(fn: ir.Function) -> dict:
    """Backward liveness over the CFG; returns node -> variables of fn dead after the node."""
    nodes = fn.cfg.nodes
    succ = {n: [] for n in nodes}
    for e in fn.cfg.edges:
        succ.setdefault(e.src, []).append(e.dst)
    use, kill = {}, {}
    for n, node in nodes.items():
        u, d = set(), set()
        for st in node.stmts:
            u |= statement_uses(st) - d
            dst = getattr(st, "dst", None)
            if isinstance(st, (ir.Assign, ir.Load, ir.Call)) and dst is not None:
                d.add(dst.name)
        use[n], kill[n] = u, d
    live_in = {n: set() for n in nodes}
    live_out = {n: set() for n in nodes}
    changed = True
    order = sorted(nodes, reverse=True)
    while changed:
        changed = False
        for n in order:
            out = set()
            for s in succ.get(n, ()):
                out |= live_in.get(s, set())
            inn = use[n] | (out - kill[n])
            if out != live_out[n] or inn != live_in[n]:
                live_out[n], live_in[n] = out, inn
                changed = True
    local = {v.name for v in (*fn.params, *fn.locals)}
    return {n: frozenset(local - live_out[n]) for n in nodes}

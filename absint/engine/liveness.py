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


def _node_use_kill(node) -> tuple:
    u, d = set(), set()
    for st in node.stmts:
        u |= statement_uses(st) - d
        dst = _defined(st)
        if dst is not None:
            d.add(dst)
    return u, d


def _defined(st):
    dst = getattr(st, "dst", None)
    if isinstance(st, (ir.Assign, ir.Load, ir.Call)) and dst is not None:
        return dst.name
    return None


def live_out_nodes(fn: ir.Function) -> dict:
    """Backward liveness over the CFG: node -> the variables live after it."""
    nodes = fn.cfg.nodes
    succ = {n: [] for n in nodes}
    for e in fn.cfg.edges:
        succ.setdefault(e.src, []).append(e.dst)
    use, kill = {}, {}
    for n, node in nodes.items():
        use[n], kill[n] = _node_use_kill(node)
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
    return live_out


def dead_after_nodes(fn: ir.Function) -> dict:
    """node -> variables of fn dead after the node."""
    local = {v.name for v in (*fn.params, *fn.locals)}
    return {n: frozenset(local - out) for n, out in live_out_nodes(fn).items()}


def temporaries_dying(fn: ir.Function) -> dict:
    """node -> {statement index k: the temporaries ("%N", single-assignment names of the lowering)
    that are not live after statement k of the node}, for the temporaries the node reads or writes:
    each is listed once, at its last statement (a long straight-line block such as an unrolled
    hash round makes thousands of them; the engine drops them as it goes)."""
    temps = {v.name for v in fn.locals if v.name.startswith("%")}
    out = {}
    for n, live in live_out_nodes(fn).items():
        live = set(live)
        deaths = {}
        for k in range(len(fn.cfg.nodes[n].stmts) - 1, -1, -1):
            st = fn.cfg.nodes[n].stmts[k]
            dst = _defined(st)
            uses = statement_uses(st)
            dying = ((uses | {dst}) & temps) - live if dst is not None else (uses & temps) - live
            if dying:
                deaths[k] = tuple(sorted(dying))
            if dst is not None:
                live.discard(dst)
            live |= uses
        if deaths:
            out[n] = deaths
    return out

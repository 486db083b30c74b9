"""Pointers known not NULL where they are dereferenced: a must-analysis over a function's CFG.

A pointer variable is known not NULL after a branch that tested it (`if (p)`, `p != 0`,
`!(p == 0)`), after it was dereferenced (a NULL dereference has no behaviour to follow), and when
it is computed from one that is (`q = p + k`, `q = (T *)p`, `q = p`); an assignment of anything
else ends the fact. A pointer loaded again from where a tested one was loaded (`if (p->f)
p->f->x`: the same base variable and constant offset, no store or call between) is known too.
Facts meet by intersection where paths join. IR variables are not in memory (an address-taken
local is a block), so nothing else writes them.

The summaries use it: an access whose pointer is known not NULL, at a call site where every block
it may be in stands for a NULL of the caller's, is not reached there.
"""
from __future__ import annotations

from absint.ir import nodes as ir
from absint.ir.control import reverse_post_order


def nonnull_sites(fn: ir.Function) -> frozenset:
    """The ids of fn's access sites whose pointer is known not NULL at the access."""
    cfg = fn.cfg
    succ, pred = cfg.adjacency()
    order = reverse_post_order(cfg.entry, succ)
    facts_in: dict = {}
    facts_out: dict = {}
    changed = True
    while changed:
        changed = False
        for n in order:
            ins = [facts_out[p] for p in pred.get(n, ()) if p in facts_out]
            start = frozenset() if n == cfg.entry or not ins else frozenset.intersection(*ins)
            if facts_in.get(n) == start and n in facts_out:
                continue
            facts_in[n] = start
            out, recent = start, {}
            for st in cfg.nodes[n].stmts:
                out = _transfer(st, out, recent)
            if facts_out.get(n) != out:
                facts_out[n] = out
                changed = True
    sites = set()
    for n in order:
        known = facts_in.get(n, frozenset())
        recent: dict = {}
        for st in cfg.nodes[n].stmts:
            for site in getattr(st, "sites", ()):
                if isinstance(site.pointer, ir.Var) and site.pointer.name in known:
                    sites.add(site.id)
            known = _transfer(st, known, recent)
    return frozenset(sites)


def _is_null(op) -> bool:
    return isinstance(op, ir.Const) and op.value == 0


def _tested(cond, positive: bool):
    """The pointer variable an Assume proves not NULL, or None."""
    if isinstance(cond, ir.Var):
        return cond.name if positive and isinstance(cond.type, ir.PtrT) else None
    if isinstance(cond, ir.BinOp) and cond.op in ("==", "!="):
        if (cond.op == "!=") != positive:
            return None
        for a, b in ((cond.left, cond.right), (cond.right, cond.left)):
            if isinstance(a, ir.Var) and isinstance(a.type, ir.PtrT) and _is_null(b):
                return a.name
    return None


def _derived(expr):
    """The variable a pointer expression is computed from, keeping its non-NULL-ness."""
    if isinstance(expr, ir.Var):
        return expr.name
    if isinstance(expr, ir.PtrAdd) and isinstance(expr.base, ir.Var):
        return expr.base.name
    if isinstance(expr, ir.Cast) and isinstance(expr.operand, ir.Var) \
            and isinstance(expr.to, ir.PtrT) and isinstance(expr.operand.type, ir.PtrT):
        return expr.operand.name
    return None


def _byte_offset(expr):
    """How many bytes past its source a pointer expression _derived accepts lands: 0 for a copy
    or a cast, the constant of `p + k`, None when it varies."""
    if not isinstance(expr, ir.PtrAdd):
        return 0
    return expr.index.value * expr.scale if isinstance(expr.index, ir.Const) else None


def _transfer(st, known: frozenset, recent: dict) -> frozenset:
    """The facts after st. Facts: variable names; ("key", base, offset) for a place in memory
    known to hold a pointer that is not NULL; ("loaded", v, base, offset) for a pointer v loaded
    from there and not tested yet. `recent`: within a node, what each pointer was just computed
    from, (variable, constant byte offset or None) (`%1 = p + 8`), so that dereferencing %1
    makes p known too; an entry ends when either variable is assigned again."""
    if isinstance(st, ir.Assume):
        name = _tested(st.cond, st.positive)
        if name is None:
            return known
        keys = {("key",) + f[2:] for f in known if isinstance(f, tuple) and f[0] == "loaded"
                and f[1] == name}
        return known | {name} | keys
    out = known
    if isinstance(st, (ir.Load, ir.Store)) and isinstance(st.addr, ir.Var):
        # dereferenced: not NULL from here on, nor what it was computed from
        out = out | {st.addr.name} | ({recent[st.addr.name][0]} if st.addr.name in recent
                                      else set())
    dst = st.dst.name if isinstance(st, (ir.Assign, ir.Load, ir.Call)) and st.dst is not None \
        else None
    killed = {dst} if dst is not None else set()
    if isinstance(st, ir.Havoc):
        killed = {v.name for v in st.vars}
    for k in [k for k, (v, _) in recent.items() if k in killed or v in killed]:
        del recent[k]
    memory = isinstance(st, (ir.Store, ir.Call)) or (isinstance(st, ir.Havoc) and st.memory)
    if killed or memory:
        # a place's facts end with a write to memory, or with its base variable
        out = frozenset(f for f in out if not (isinstance(f, tuple) and (
            memory or f[-2] in killed or (f[0] == "loaded" and f[1] in killed))))
    if isinstance(st, ir.Assign):
        source = _derived(st.expr)
        keep = source is not None and source in out and isinstance(st.dst.type, ir.PtrT)
        out = (out - killed) | ({dst} if keep else set())
        if source is not None and source != dst and isinstance(st.dst.type, ir.PtrT):
            recent[dst] = (source, _byte_offset(st.expr))
        return out
    out = out - killed
    if isinstance(st, ir.Load) and isinstance(st.dst.type, ir.PtrT):
        place = recent.get(st.addr.name) if isinstance(st.addr, ir.Var) else None
        if isinstance(st.addr, ir.Var) and place is None:
            place = (st.addr.name, 0)
        if place is not None and place[1] is not None:
            if ("key",) + place in out:
                out = out | {dst}
            else:
                out = out | {("loaded", dst) + place}
    return out

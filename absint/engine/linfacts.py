"""Linear facts that hold on every path: a forward MUST dataflow analysis over one function's CFG.

    facts = LinearFacts(fn)
    facts.at_site(site_id)   # {Fact: requires} holding just before the statement carrying the site

A fact is an affine constraint over the function's integer Vars (IR names), `sum(k*v) + c >= 0`
("ge") or `== 0` ("eq"), known to hold whenever control reaches the point. Sources:
- Assume with a relational cond over integer operands (`!=` gives nothing): the comparison is on the
  operands' values, exact;
- x := y + c, y - z, k*y, -y, y, Cast(y) (integer operands, x not in the expression): x == expr;
- pointer assignments p := q, p := &b, p := q + i*scale, over BYTE offsets (pointer_assignment).
  Integer arithmetic wraps (and signed overflow is undefined: the engine takes any value), so such a
  fact holds only if the expression's value lies in x's type. That condition is kept with the fact as
  `requires` (a set of "ge" constraints over the same variables, still holding the same values while
  the fact lives): whoever uses the fact must first prove every requirement by other means (the
  Pentagon state at the site). A requirement is left out when the operand types already guarantee it.
A fact (and its requirements) dies when one of its variables is assigned, havocked, or written by a
Load or a Call (a Call also kills every fact on a global '@' variable: the callee may assign it).
Stores never write Vars (scalars in memory are blocks, not Vars).

Merge = intersection of the facts; a fact reaching a merge with different requirements keeps their
union (each path's fact holds under its own requirements, so under all of them). Unvisited
predecessors count as "everything" (optimistic start), and the iteration only removes facts or adds
requirements, so it terminates; a fact whose requirements grow beyond MAX_REQUIRES is dropped.

Representation invariant: a Fact is canonical (coefficients divided by their gcd; "ge" constants
floored after division; "eq" facts with a positive first coefficient), so equal constraints are
equal keys and intersection is dict-key intersection.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from math import gcd
from typing import Optional

from absint.ir import nodes as ir

MAX_REQUIRES = 8
MAX_ROUNDS = 64      # node visits per node before giving up (then: no facts at all, still sound)


@dataclass(frozen=True)
class Fact:
    """sum(k * v for v, k in terms) + const  >= 0 (kind "ge") or == 0 (kind "eq").
    terms: sorted tuple of (name, nonzero int)."""
    kind: str
    terms: tuple
    const: int
    vars: frozenset = field(init=False, compare=False, repr=False)

    def __post_init__(self):
        object.__setattr__(self, "vars", frozenset(v for v, _ in self.terms))

    def coeffs(self) -> dict:
        return dict(self.terms)

    def __str__(self) -> str:
        lhs = " + ".join(f"{k}*{v}" for v, k in self.terms) or "0"
        return f"{lhs} + {self.const} {'>=' if self.kind == 'ge' else '=='} 0"


def make_fact(kind: str, coeffs: dict, const: int) -> Optional[Fact]:
    """The canonical Fact, or None when the constraint says nothing (0 >= c with c >= 0) or is
    unsatisfiable over the integers (then dropping it is the sound choice: it only ever restricts)."""
    terms = tuple(sorted((v, k) for v, k in coeffs.items() if k))
    if not terms:
        return None
    g = 0
    for _, k in terms:
        g = gcd(g, k)
    if kind == "eq":
        if const % g:
            return None
        if terms[0][1] < 0:
            g = -g
        return Fact("eq", tuple((v, k // g) for v, k in terms), const // g)
    return Fact("ge", tuple((v, k // g) for v, k in terms), const // g)


# ---------------------------------------------------------------- expressions

def _int_type(t) -> bool:
    return isinstance(t, ir.IntT)


def _operand(op):
    """(coeffs, const, lo, hi) of an integer operand: its linear form and the range its type
    guarantees; None for anything else."""
    if isinstance(op, ir.Const):
        if isinstance(op.value, bool) or not isinstance(op.value, int):
            return None
        if isinstance(op.type, ir.IntT) and not op.type.min <= op.value <= op.type.max:
            return None      # not a value of its type: leave its meaning to the engine
        return {}, op.value, op.value, op.value
    if isinstance(op, ir.Var) and _int_type(op.type):
        return {op.name: 1}, 0, op.type.min, op.type.max
    return None


def _scale(x, k):
    coeffs, const, lo, hi = x
    a, b = lo * k, hi * k
    return {v: c * k for v, c in coeffs.items()}, const * k, min(a, b), max(a, b)


def _add(x, y):
    coeffs = dict(x[0])
    for v, c in y[0].items():
        coeffs[v] = coeffs.get(v, 0) + c
    return {v: c for v, c in coeffs.items() if c}, x[1] + y[1], x[2] + y[2], x[3] + y[3]


def linearize(expr):
    """(coeffs, const, lo, hi) of an exact linear integer expression (lo..hi: the range the
    operand types allow, before any wrap), or None."""
    if isinstance(expr, (ir.Var, ir.Const)):
        return _operand(expr)
    if isinstance(expr, ir.Cast):
        if not _int_type(expr.to):
            return None
        return _operand(expr.operand)
    if isinstance(expr, ir.UnOp) and expr.op == "-":
        a = _operand(expr.operand)
        return None if a is None else _scale(a, -1)
    if isinstance(expr, ir.BinOp) and expr.op in ("+", "-", "*"):
        a, b = _operand(expr.left), _operand(expr.right)
        if a is None or b is None:
            return None
        if expr.op == "+":
            return _add(a, b)
        if expr.op == "-":
            return _add(a, _scale(b, -1))
        if not a[0]:
            return _scale(b, a[1])
        if not b[0]:
            return _scale(a, b[1])
    return None


def relation(cond, positive: bool) -> list:
    """Facts of Assume(cond, positive) (empty when it gives none)."""
    if isinstance(cond, ir.Var):
        if positive or not _int_type(cond.type):
            return []
        f = make_fact("eq", {cond.name: 1}, 0)
        return [f] if f else []
    if not isinstance(cond, ir.BinOp) or cond.op not in ir.REL_OPS:
        return []
    a, b = _operand(cond.left), _operand(cond.right)
    if a is None or b is None:
        return []
    op = cond.op
    if not positive:
        op = {"==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<"}[op]
    d = _add(a, _scale(b, -1))          # left - right
    coeffs, const = d[0], d[1]
    neg = {v: -k for v, k in coeffs.items()}
    if op == "==":
        out = [make_fact("eq", coeffs, const)]
    elif op == "<":                      # right - left - 1 >= 0
        out = [make_fact("ge", neg, -const - 1)]
    elif op == "<=":
        out = [make_fact("ge", neg, -const)]
    elif op == ">":
        out = [make_fact("ge", coeffs, const - 1)]
    elif op == ">=":
        out = [make_fact("ge", coeffs, const)]
    else:
        out = []
    return [f for f in out if f is not None]


POINTER_REACH = 1 << 61   # |index * scale| of a pointer step whose offset is trusted


def pointer_assignment(dst: ir.Var, expr) -> Optional[tuple]:
    """(fact, requires) for a pointer assignment, in BYTES: a pointer variable stands for its byte
    offset inside the block it points into (users convert with the unit the state gives it).
    p := q and p := (T*)q keep the offset, p := &block is offset 0, p := q + i*scale adds i*scale
    (both point into the same block; the step is trusted while it stays below POINTER_REACH)."""
    if isinstance(expr, ir.Cast) and isinstance(expr.to, ir.PtrT):
        expr = expr.operand
    if isinstance(expr, ir.Var) and isinstance(expr.type, ir.PtrT) and expr.name != dst.name:
        return make_fact("eq", {dst.name: 1, expr.name: -1}, 0), frozenset()
    if isinstance(expr, ir.AddrOf) and not expr.function:
        return make_fact("eq", {dst.name: 1}, 0), frozenset()
    if isinstance(expr, ir.PtrAdd) and isinstance(expr.base, ir.Var) \
            and isinstance(expr.base.type, ir.PtrT) and expr.base.name != dst.name:
        idx = _operand(expr.index)
        if idx is None or dst.name in idx[0]:
            return None
        coeffs, const, _, _ = _scale(idx, expr.scale)
        requires = frozenset(r for r in (make_fact("ge", coeffs, const + POINTER_REACH),
                                         make_fact("ge", {v: -k for v, k in coeffs.items()},
                                                   POINTER_REACH - const)) if r is not None)
        eq = {v: -k for v, k in coeffs.items()}
        eq[dst.name] = 1
        eq[expr.base.name] = eq.get(expr.base.name, 0) - 1
        fact = make_fact("eq", eq, -const)
        return (fact, requires) if fact is not None else None
    return None


def assignment(dst: ir.Var, expr) -> Optional[tuple]:
    """(fact dst == expr, requires) for an exact linear assignment, or None."""
    if isinstance(dst.type, ir.PtrT):
        return pointer_assignment(dst, expr)
    if not _int_type(dst.type):
        return None
    lin = linearize(expr)
    if lin is None:
        return None
    coeffs, const, lo, hi = lin
    if dst.name in coeffs:
        return None
    t = dst.type
    if isinstance(expr, ir.Cast) and expr.to != t:
        return None
    requires = []
    if lo < t.min:              # expr - min >= 0 must be proven
        requires.append(make_fact("ge", coeffs, const - t.min))
    if hi > t.max:              # max - expr >= 0
        requires.append(make_fact("ge", {v: -k for v, k in coeffs.items()}, t.max - const))
    if any(r is None for r in requires):   # a requirement that can never hold
        return None
    eq = dict(coeffs)
    eq[dst.name] = -1
    fact = make_fact("eq", eq, const)
    if fact is None:
        return None
    return fact, frozenset(requires)


# ---------------------------------------------------------------- transfer

def _kill(facts: dict, names) -> None:
    for name in names:
        for f in [f for f in facts if name in f.vars]:
            del facts[f]


def _kill_globals(facts: dict) -> None:
    for f in [f for f in facts if any(v.startswith("@") for v in f.vars)]:
        del facts[f]


def _add_fact(facts: dict, fact: Fact, requires: frozenset) -> None:
    old = facts.get(fact)
    if old is None or not old <= requires:   # keep the one known under fewer requirements
        facts[fact] = requires


def transfer(st, facts: dict) -> dict:
    """Update `facts` (holding before statement st, modified in place) to after st; returns it."""
    if isinstance(st, ir.Assign):
        new = assignment(st.dst, st.expr)
        _kill(facts, [st.dst.name])
        if new is not None:
            _add_fact(facts, *new)
    elif isinstance(st, ir.Assume):
        for f in relation(st.cond, st.positive):
            _add_fact(facts, f, frozenset())
    elif isinstance(st, ir.Load):
        _kill(facts, [st.dst.name])
    elif isinstance(st, ir.Call):
        _kill_globals(facts)
        _kill(facts, [st.dst.name] if st.dst is not None else [])
    elif isinstance(st, ir.Havoc):
        _kill(facts, [v.name for v in st.vars])
    return facts     # Store, Return, DeclBlock write no Var


def meet(a: Optional[dict], b: Optional[dict]) -> Optional[dict]:
    """Intersection (None = not reached yet = every fact)."""
    if a is None:
        return b
    if b is None:
        return a
    out = {}
    for f, ra in a.items():
        rb = b.get(f)
        if rb is not None:
            r = ra | rb
            if len(r) <= MAX_REQUIRES:
                out[f] = r
    return out


class LinearFacts:
    """The MUST linear facts of one function, per node entry and per CheckSite."""

    def __init__(self, fn: ir.Function):
        self.fn = fn
        # pointer variables: their facts are in bytes (see pointer_assignment)
        self.pointers = frozenset(v.name for v in (*fn.params, *fn.locals)
                                  if isinstance(v.type, ir.PtrT))
        self.node_in: dict = {}
        self.sites: dict = {}       # CheckSite id -> facts before its statement
        self._solve()

    def _order(self) -> list:
        cfg = self.fn.cfg
        succ = {n: [] for n in cfg.nodes}
        for e in cfg.edges:
            succ.setdefault(e.src, []).append(e.dst)
        seen, post = set(), []
        stack = [(cfg.entry, iter(succ.get(cfg.entry, ())))]
        seen.add(cfg.entry)
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                stack.pop()
                post.append(node)
            elif nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, iter(succ.get(nxt, ()))))
        return post[::-1]

    def _run(self, nid, facts):
        facts = dict(facts)
        for st in self.fn.cfg.nodes[nid].stmts:
            transfer(st, facts)
        return facts

    def _solve(self):
        cfg = self.fn.cfg
        order = self._order()
        rank = {n: i for i, n in enumerate(order)}
        preds = {n: [] for n in cfg.nodes}
        succs = {n: [] for n in cfg.nodes}
        for e in cfg.edges:
            preds.setdefault(e.dst, []).append(e.src)
            succs.setdefault(e.src, []).append(e.dst)
        out: dict = {}
        visits: dict = {}
        pending = set(order)
        while pending:
            nid = min(pending, key=rank.__getitem__)
            pending.discard(nid)
            visits[nid] = visits.get(nid, 0) + 1
            if visits[nid] > MAX_ROUNDS:    # never expected; keep the answer sound: no facts
                self.node_in = {n: {} for n in order}
                break
            if nid == cfg.entry:
                inp = {}
                for p in preds.get(nid, ()):
                    inp = meet(inp, out.get(p))
            else:
                inp = None
                for p in preds.get(nid, ()):
                    inp = meet(inp, out.get(p))
                if inp is None:
                    continue
            self.node_in[nid] = inp
            res = self._run(nid, inp)
            if out.get(nid) != res:
                out[nid] = res
                pending.update(s for s in succs.get(nid, ()) if s in rank)
        for nid, facts in self.node_in.items():
            facts = dict(facts)
            for st in cfg.nodes[nid].stmts:
                sites = getattr(st, "sites", ()) or ()
                if sites:
                    snapshot = dict(facts)
                    for site in sites:
                        self.sites[site.id] = snapshot
                transfer(st, facts)

    def at_site(self, site_id: int) -> dict:
        """{Fact: requires} just before the statement carrying the site ({} if never reached)."""
        return self.sites.get(site_id, {})

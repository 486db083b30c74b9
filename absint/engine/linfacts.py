"""Linear facts that hold on every path: a forward MUST dataflow analysis over one function's CFG.

    facts = LinearFacts(fn)
    facts.at_site(site_id)   # {Fact: requires} holding just before the statement carrying the site
    facts.at_call(call)      # the same just before a Call statement of fn

A fact is an affine constraint over the function's integer Vars (IR names), `sum(k*v) + c >= 0`
("ge") or `== 0` ("eq"), known to hold whenever control reaches the point. Sources:
- Assume with a relational cond over integer operands (`!=` gives nothing): the comparison is on the
  operands' values, exact;
- x := y + c, y - z, k*y, -y, y, Cast(y) (integer operands, x not in the expression): x == expr;
- pointer assignments p := q, p := &b, p := q + i*scale, over BYTE offsets (pointer_assignment).
  Unsigned arithmetic and conversions wrap, so such a fact holds only if the expression's value lies
  in x's type. That condition is kept with the fact as `requires` (a set of "ge" constraints over
  the same variables, still holding the same values while the fact lives): whoever uses the fact
  must first prove every requirement by other means (the Pentagon state at the site). A requirement
  is left out when the operand types already guarantee it, and for signed +, -, * and negation:
  their overflow is undefined behaviour, and the executions the engine follows past one are those
  where it did not overflow (absint.engine.values, assign_num), as Frama-C's EVA does after its
  alarm, so `t := i + 4` gives t == i + 4 on all of them.
A fact (and its requirements) dies when one of its variables is assigned, havocked, or written by a
Load or a Call (a Call also kills every fact on a global '@' variable: the callee may assign it).
Stores never write Vars (scalars in memory are blocks, not Vars).

An assignment x := e does not simply kill x's facts: x is first eliminated (projected out), using
an equality on x as a pivot, so that `t := i + 1; i := t` turns `n - i - 1 >= 0` into `n - t >= 0`
and `i == t`. A pivot whose requirements are over the old x must have them discharged on the spot,
from the facts without requirements that hold there and the types' ranges (`i < n` bounds `i + 1`);
otherwise x's facts die as before.

Merge = intersection of the facts; a fact reaching a merge with different requirements keeps their
union (each path's fact holds under its own requirements, so under all of them). At a loop head the
equalities without requirements are merged by their affine hull instead (Karr's join): a pointer
stepped back by 4 bytes and a counter stepped by 1 in each iteration keep `p + 4*i == 16`, where
the intersection would keep nothing. Unvisited predecessors count as "everything" (optimistic
start); the iteration only removes facts, adds requirements or grows the equalities' affine space
(at most once per dimension), so it terminates; a fact whose requirements grow beyond
MAX_REQUIRES is dropped.

Representation invariant: a Fact is canonical (coefficients divided by their gcd; "ge" constants
floored after division; "eq" facts with a positive first coefficient), so equal constraints are
equal keys and intersection is dict-key intersection.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from math import gcd, lcm
from typing import Optional

from absint.ir import nodes as ir

MAX_REQUIRES = 8
MAX_ROUNDS = 64      # node visits per node before giving up (then: no facts at all, still sound)
MAX_HULL_VARS = 16   # a loop head's affine hull over more shared variables is not computed


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
        if not _int_type(cond.type):
            return []
        if positive:     # x != 0: past 0 when 0 is its type's least value (unsigned)
            f = make_fact("ge", {cond.name: 1}, -1) if cond.type.min == 0 else None
            return [f] if f else []
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
    if op == "!=":
        # x != (its type's least or greatest value): x is past it (`while (n--)`, n unsigned)
        for x, c in ((a, b), (b, a)):
            if len(x[0]) == 1 and x[1] == 0 and not c[0] and list(x[0].values())[0] == 1:
                (name,) = x[0]
                if c[1] == x[2]:
                    f = make_fact("ge", {name: 1}, -c[1] - 1)
                    return [f] if f else []
                if c[1] == x[3]:
                    f = make_fact("ge", {name: -1}, c[1] - 1)
                    return [f] if f else []
        return []
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


def _signed_arithmetic(expr, t) -> bool:
    """Is expr signed arithmetic (+, -, * or negation in a signed type t)? Its overflow is
    undefined behaviour, and the executions the engine follows past it are those where it did
    not overflow (absint.engine.values, assign_num): x == expr holds on all of them."""
    if not (isinstance(t, ir.IntT) and t.signed):
        return False
    if isinstance(expr, ir.BinOp):
        return expr.op in ("+", "-", "*") and all(
            not isinstance(o, ir.Var) or o.type == t for o in (expr.left, expr.right))
    if isinstance(expr, ir.UnOp):
        return expr.op == "-" and (not isinstance(expr.operand, ir.Var) or expr.operand.type == t)
    return False


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
    if not _signed_arithmetic(expr, t):
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


def _discharged(req: Fact, facts: dict, ranges: dict) -> bool:
    """Does `req` (a "ge" constraint) follow from one fact without requirements holding here (an
    equality read both ways) and the ranges of the variables' types? req - fact must be >= 0
    over those ranges."""
    candidates = [None]
    for f, r in facts.items():
        if r:
            continue
        candidates.append((f.coeffs(), f.const))
        if f.kind == "eq":
            candidates.append(({v: -k for v, k in f.terms}, -f.const))
    need = req.coeffs()
    for cand in candidates:
        coeffs, const = dict(need), req.const
        if cand is not None:
            for v, k in cand[0].items():
                coeffs[v] = coeffs.get(v, 0) - k
            const -= cand[1]
        low = _least(coeffs, const, ranges)
        if low is not None and low >= 0:
            return True
    return _implied(req, facts, ranges)


def _least(coeffs: dict, const: int, ranges: dict) -> Optional[int]:
    """The least value of sum(k * v) + const over the ranges of its variables' types (None when
    one has none)."""
    low = const
    for v, k in coeffs.items():
        if not k:
            continue
        rng = ranges.get(v)
        if rng is None:
            return None
        low += k * (rng[0] if k > 0 else rng[1])
    return low


MAX_IMPLIED_VARS = 24


def _implied(req: Fact, facts: dict, ranges: dict) -> bool:
    """Does `req` follow from the facts without requirements linked to it and the types' ranges,
    over the integers (the exact simplex: the negation, req <= -1, has no integer point)?"""
    from absint.poly.system import System, UndecidedError
    linked = _component([f for f, r in facts.items() if not r], set(req.vars))
    names = sorted(set(req.vars).union(*(f.vars for f in linked)))
    if not linked or len(names) > MAX_IMPLIED_VARS:
        return False
    col = {v: i for i, v in enumerate(names)}

    def row(terms):
        out = [0] * len(names)
        for v, k in terms:
            out[col[v]] = k
        return out

    system = System(len(names))
    for f in linked:
        (system.add_eq if f.kind == "eq" else system.add_ineq)(row(f.terms), f.const)
    for v in names:
        rng = ranges.get(v)
        if rng is not None:
            system.add_ineq(row([(v, 1)]), -rng[0])
            system.add_ineq(row([(v, -1)]), rng[1])
    system.add_ineq(row([(v, -k) for v, k in req.terms]), -req.const - 1)
    try:
        return system.is_empty()
    except UndecidedError:
        return False


def _through(f: Fact, x: str, pivot: Fact) -> tuple:
    """(coefficients, constant) of f with x replaced through the equality pivot:
    |kp| * f - sign(kp) * kf * pivot (a positive multiple of f, so a "ge" keeps its direction)."""
    kp, kf = pivot.coeffs()[x], f.coeffs()[x]
    m, n = abs(kp), (-kf if kp > 0 else kf)
    coeffs = {v: m * k for v, k in f.terms}
    for v, k in pivot.terms:
        coeffs[v] = coeffs.get(v, 0) + n * k
    return {v: k for v, k in coeffs.items() if k and v != x}, m * f.const + n * pivot.const


def _substitute(f: Fact, x: str, pivot: Fact) -> Optional[Fact]:
    """f with x replaced through the equality pivot (None: it says nothing, or no integer point)."""
    return make_fact(f.kind, *_through(f, x, pivot))


def _substituted_requirements(reqs: frozenset, x: str, pivot: Fact) -> Optional[frozenset]:
    """reqs with x replaced through the pivot (which holds: each requirement keeps its meaning,
    the old x's value now said through the pivot's other variables); None when one can never
    hold."""
    out = set()
    for r in reqs:
        if x not in r.vars:
            out.add(r)
            continue
        coeffs, const = _through(r, x, pivot)
        if not coeffs:
            if const < 0:
                return None
            continue                      # always true
        out.add(make_fact("ge", coeffs, const))
    return frozenset(out)


def _eliminate(facts: dict, x: str, ranges: dict) -> None:
    """Project x out of `facts` (x is about to be assigned): each fact on x is rewritten through an
    equality on x (the pivot) when there is one, else it dies. A fact's requirements over x are
    rewritten with it; the pivot's own requirements over x (the pivot holds only under them) must
    be discharged here (_discharged), or every fact on x dies."""
    on_x = [f for f in facts if x in f.vars]
    if not on_x:
        return
    pivots = [f for f in on_x if f.kind == "eq"]
    pivot = min(pivots, key=lambda f: (abs(f.coeffs()[x]) != 1, len(f.terms), f.terms, f.const),
                default=None)
    survivors = {}
    if pivot is not None:
        preqs = _requirements_without(x, facts[pivot], facts, ranges)
        if preqs is not None:
            for f in on_x:
                if f is pivot:
                    continue
                # (requirements over the old x: shown here, or said through the pivot)
                reqs = frozenset(r for r in facts[f]
                                 if x not in r.vars or not _discharged(r, facts, ranges))
                reqs = _substituted_requirements(reqs, x, pivot)
                new = _substitute(f, x, pivot)
                if reqs is None or new is None:
                    continue
                reqs = reqs | preqs
                # (a requirement must speak of the fact's own variables: they die together)
                if len(reqs) <= MAX_REQUIRES and all(r.vars <= new.vars for r in reqs):
                    survivors[new] = reqs
    for f in on_x:
        del facts[f]
    for f, r in survivors.items():
        _add_fact(facts, f, r)


def _discharge(facts: dict, names: set, ranges: dict) -> None:
    """A guard on `names` was just learned: the requirements on those names that now follow
    are dropped (`n := t - 1` under `t >= 1`, once `t != 0` is known of an unsigned t)."""
    for f, reqs in list(facts.items()):
        if not reqs or all(r.vars.isdisjoint(names) for r in reqs):
            continue
        left = frozenset(r for r in reqs if r.vars.isdisjoint(names)
                         or not _discharged(r, facts, ranges))
        if left != reqs:
            facts[f] = left


def _requirements_without(x: str, reqs: frozenset, facts: dict, ranges: dict):
    """reqs less those over x, which must hold here (None when one cannot be shown)."""
    if not any(x in r.vars for r in reqs):
        return reqs
    if all(_discharged(r, facts, ranges) for r in reqs if x in r.vars):
        return frozenset(r for r in reqs if x not in r.vars)
    return None


OLD = "$old"    # the value an assigned variable had, while `x := x + e` is rewritten
ENTRY = "in:"    # in:x, the value parameter x had at the function's entry (never assigned)


def _mentions(expr, name: str) -> bool:
    if isinstance(expr, ir.Var):
        return expr.name == name
    return any(_mentions(getattr(expr, a), name) for a in ("left", "right", "operand", "base",
                                                            "index") if hasattr(expr, a))


def _renamed(expr, name: str, var: ir.Var):
    """expr with the variable `name` replaced by var (the operand shapes linearize reads)."""
    if isinstance(expr, ir.Var):
        return var if expr.name == name else expr
    changes = {a: _renamed(getattr(expr, a), name, var)
               for a in ("left", "right", "operand", "base", "index") if hasattr(expr, a)}
    return replace(expr, **changes) if changes else expr


def _rename_fact(f: Fact, name: str) -> Fact:
    if name not in f.vars:
        return f
    return make_fact(f.kind, {(OLD if v == name else v): k for v, k in f.terms}, f.const)


def transfer(st, facts: dict, ranges: Optional[dict] = None) -> dict:
    """Update `facts` (holding before statement st, modified in place) to after st; returns it.
    ranges: the integer variables' type ranges (elimination of an assigned variable); without
    them an assigned variable's facts are killed."""
    if isinstance(st, ir.Assign):
        new = assignment(st.dst, st.expr)
        if new is None and ranges is not None and _mentions(st.expr, st.dst.name):
            # x := x + e: the old x is a fresh name, eliminated once the new one is defined
            x = st.dst.name
            old = ir.Var(OLD, st.dst.type)
            new = assignment(st.dst, _renamed(st.expr, x, old))
            if new is not None:
                renamed = {_rename_fact(f, x): frozenset(_rename_fact(r, x) for r in reqs)
                           for f, reqs in facts.items()}
                facts.clear()
                facts.update(renamed)
                _add_fact(facts, *new)
                _eliminate(facts, OLD, {**ranges, OLD: ranges.get(x, (0, 0))})
                return facts
        if new is not None and new[1] and ranges is not None:
            # requirements that already follow (an index widened from an int: within reach)
            new = new[0], frozenset(r for r in new[1] if not _discharged(r, facts, ranges))
        if ranges is not None:
            _eliminate(facts, st.dst.name, ranges)
        else:
            _kill(facts, [st.dst.name])
        if new is not None:
            _add_fact(facts, *new)
    elif isinstance(st, ir.Assume):
        learned = relation(st.cond, st.positive)
        for f in learned:
            _add_fact(facts, f, frozenset())
        if learned and ranges is not None:
            _discharge(facts, set().union(*(f.vars for f in learned)), ranges)
    elif isinstance(st, ir.Load):
        _kill(facts, [st.dst.name])
    elif isinstance(st, ir.Call):
        _kill_globals(facts)
        _kill(facts, [st.dst.name] if st.dst is not None else [])
    elif isinstance(st, ir.Havoc):
        _kill(facts, [v.name for v in st.vars])
    return facts     # Store, Return, DeclBlock write no Var


MAX_IMPLIED_CHECKS = 16   # facts of one side shown to follow from the other, per merge


def _trivial(f: Fact, ranges: dict) -> bool:
    """Does the "ge" fact hold for every value of its variables' types?"""
    low = _least(f.coeffs(), f.const, ranges)
    return low is not None and low >= 0


def meet(a: Optional[dict], b: Optional[dict], ranges: Optional[dict] = None) -> Optional[dict]:
    """Intersection (None = not reached yet = every fact). With `ranges`, a fact of one side
    that the other side's facts without requirements imply is kept too, under its own side's
    requirements: `n >= 1` from a guard on one path meets `n == t, t >= 1` on the path that
    stepped n (`do ... while (--n != 0)`), where the intersection would drop it."""
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
    if ranges is None:
        return out
    checks = 0
    for mine, other in ((a, b), (b, a)):
        for f, r in mine.items():
            if f in out or f in other or f.kind != "ge":
                continue
            if _trivial(f, ranges):
                continue              # its variables' types alone say it: nothing to keep
            if checks == MAX_IMPLIED_CHECKS:
                return out
            checks += 1
            if _discharged(f, other, ranges):
                out[f] = r
    return out


# ---------------------------------------------------------------- Karr's join (loop heads)

def _rref(rows: list, n: int) -> tuple:
    """(the reduced row echelon form of rows (lists of n Fractions), its pivot columns)."""
    m = [list(r) for r in rows]
    pivots, r = [], 0
    for c in range(n):
        p = next((i for i in range(r, len(m)) if m[i][c] != 0), None)
        if p is None:
            continue
        m[r], m[p] = m[p], m[r]
        inv = 1 / m[r][c]
        m[r] = [v * inv for v in m[r]]
        for i in range(len(m)):
            if i != r and m[i][c] != 0:
                k = m[i][c]
                m[i] = [a - k * b for a, b in zip(m[i], m[r])]
        pivots.append(c)
        r += 1
        if r == len(m):
            break
    return m[:r], pivots


def _null_space(rows: list, n: int) -> list:
    """A basis of {x in Q^n : r . x == 0 for every r in rows} (rows: lists of Fractions)."""
    m, pivots = _rref(rows, n)
    free = [c for c in range(n) if c not in pivots]
    basis = []
    for f in free:
        v = [Fraction(0)] * n
        v[f] = Fraction(1)
        for i, c in enumerate(pivots):
            v[c] = -m[i][f]
        basis.append(v)
    return basis


def _generators(eqs: list, names: list) -> Optional[tuple]:
    """(a point, a basis of directions) of the affine space {sum k*v + c == 0 for each fact} over
    `names` (each fact's variables among them), or None when it is empty."""
    n = len(names)
    col = {v: i for i, v in enumerate(names)}
    rows = []
    for f in eqs:
        row = [Fraction(0)] * (n + 1)
        for v, k in f.terms:
            row[col[v]] = Fraction(k)
        row[n] = Fraction(f.const)
        rows.append(row)
    # homogenize: points x with (x, 1) in the null space of the rows
    basis = _null_space(rows, n + 1)
    with_one = [b for b in basis if b[n] != 0]
    if not with_one:
        return None
    point = [v / with_one[0][n] for v in with_one[0][:n]]
    directions = [b[:n] for b in basis if b[n] == 0]
    for b in with_one[1:]:
        q = [v / b[n] for v in b[:n]]
        directions.append([a - c for a, c in zip(q, point)])
    return point, directions


def _component(eqs: list, seeds: set) -> list:
    """The equalities linked to `seeds` through shared variables."""
    seen, todo, out, rest = set(seeds), list(seeds), [], list(eqs)
    while todo:
        v = todo.pop()
        keep = []
        for f in rest:
            if v in f.vars:
                out.append(f)
                for w in f.vars - seen:
                    seen.add(w)
                    todo.append(w)
            else:
                keep.append(f)
        rest = keep
    return out


def hull(sides: list) -> list:
    """The equalities (without requirements) that hold on every side: the affine hull of the sides'
    spaces, each side given by its equalities without requirements ({Fact: requires} dicts). Over
    the variables every side constrains (a variable free on one side takes any value in the hull);
    empty when they are more than MAX_HULL_VARS."""
    eq_sides = [[f for f, r in side.items() if f.kind == "eq" and not r] for side in sides]
    shared = None
    for eqs in eq_sides:
        names = set().union(*(f.vars for f in eqs)) if eqs else set()
        shared = names if shared is None else shared & names
    if not shared or len(shared) > MAX_HULL_VARS:
        return []
    axes = sorted(shared)
    point, directions = None, []
    for eqs in eq_sides:
        comp = _component(eqs, shared)
        names = sorted(set().union(*(f.vars for f in comp)))
        if len(names) > 4 * MAX_HULL_VARS:
            return []
        gen = _generators(comp, names)
        if gen is None:
            continue                      # no point on this side (it adds nothing)
        idx = [names.index(v) for v in axes]
        p = [gen[0][i] for i in idx]
        directions += [[d[i] for i in idx] for d in gen[1]]
        if point is None:
            point = p
        else:
            directions.append([a - b for a, b in zip(p, point)])
    if point is None:
        return []
    out = []
    # in reduced form over the sorted axes, temporaries ('%...' sort first) are pivots: each is
    # stated once, through the program's named variables where it can be (those the state keeps)
    normals, _ = _rref(_null_space(directions, len(axes)), len(axes))
    for c in normals:
        scale = lcm(*(x.denominator for x in c))
        coeffs = {v: int(x * scale) for v, x in zip(axes, c) if x}
        const = -sum(int(x * scale) * p for x, p in zip(c, point))
        if isinstance(const, Fraction):
            if const.denominator != 1:
                continue                  # no integer point: say nothing (sound)
            const = int(const)
        f = make_fact("eq", coeffs, const)
        if f is not None:
            out.append(f)
    return out


class FactsExpired(Exception):
    """The linear facts of a function were not computed: its time budget ran out."""


def _global_pointers(fn: ir.Function) -> frozenset:
    """The names of the global pointer variables fn's statements read or assign."""
    out = set()

    def walk(x):
        if isinstance(x, ir.Var):
            if x.name.startswith("@") and isinstance(x.type, ir.PtrT):
                out.add(x.name)
        elif isinstance(x, (tuple, list)):
            for y in x:
                walk(y)
        elif hasattr(x, "__dataclass_fields__") and \
                not isinstance(x, (ir.IntT, ir.FloatT, ir.PtrT, ir.Coord)):
            for name in x.__dataclass_fields__:
                if name not in ("sites", "coord"):
                    walk(getattr(x, name, None))

    for node in fn.cfg.nodes.values():
        for st in node.stmts:
            walk(st)
    return frozenset(out)


class LinearFacts:
    """The MUST linear facts of one function, per node entry and per CheckSite."""

    def __init__(self, fn: ir.Function, expired=None):
        """expired: None, or a callable; once it says True the computation stops with
        FactsExpired (a time budget: unrolled code made this minutes of work)."""
        self.fn = fn
        self.expired = expired
        # pointer variables: their facts are in bytes (see pointer_assignment); globals too
        # (a global `int *e` stepped by `*e++ = v`: its byte facts read as units made a query's
        # system empty, and 8 stores into int[4] "safe")
        self.pointers = frozenset(v.name for v in (*fn.params, *fn.locals)
                                  if isinstance(v.type, ir.PtrT)) | _global_pointers(fn)
        self.ranges = {v.name: (v.type.min, v.type.max) for v in (*fn.params, *fn.locals)
                       if isinstance(v.type, ir.IntT)}
        self.ranges.update({ENTRY + v.name: (v.type.min, v.type.max) for v in fn.params
                            if isinstance(v.type, ir.IntT)})
        self.node_in: dict = {}
        self.sites: dict = {}       # CheckSite id -> facts before its statement
        self.calls: dict = {}       # id of a Call statement -> facts before it
        self._solve()

    def entry_facts(self) -> dict:
        """Each parameter equals its entry value `in:x` at the entry (never assigned: what the
        parameter was keeps its relations after the parameter is stepped, `while (len--)`). An
        integer's in:x is the Pentagon's entry symbol of a summary; a pointer's (bytes) is the
        origin of its view, offset 0 (see absint.checks.polyhedral.renamer)."""
        out = {}
        for v in self.fn.params:
            if isinstance(v.type, (ir.IntT, ir.PtrT)):
                f = make_fact("eq", {v.name: 1, ENTRY + v.name: -1}, 0)
                if f is not None:
                    out[f] = frozenset()
        return out

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
        for k, st in enumerate(self.fn.cfg.nodes[nid].stmts):
            if self.expired is not None and k % 32 == 0 and self.expired():
                raise FactsExpired(self.fn.name)
            transfer(st, facts, self.ranges)
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
        # loop heads: a predecessor at or after the node in reverse postorder (a back edge)
        heads = {n for n in order for p in preds.get(n, ()) if p in rank and rank[p] >= rank[n]}
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
                inp = dict(self.entry_facts())
                for p in preds.get(nid, ()):
                    inp = meet(inp, out.get(p), self.ranges)
            else:
                inp = None
                for p in preds.get(nid, ()):
                    inp = meet(inp, out.get(p), self.ranges)
                if inp is None:
                    continue
                reached = [out[p] for p in preds.get(nid, ()) if out.get(p) is not None]
                if nid in heads and len(reached) > 1:
                    inp = dict(inp)
                    for f in hull(reached):
                        inp[f] = frozenset()
            self.node_in[nid] = inp
            res = self._run(nid, inp)
            if out.get(nid) != res:
                out[nid] = res
                pending.update(s for s in succs.get(nid, ()) if s in rank)
        for nid, facts in self.node_in.items():
            facts = dict(facts)
            for st in cfg.nodes[nid].stmts:
                sites = getattr(st, "sites", ()) or ()
                if sites or isinstance(st, ir.Call):
                    snapshot = dict(facts)
                    for site in sites:
                        self.sites[site.id] = snapshot
                    if isinstance(st, ir.Call):
                        self.calls[id(st)] = snapshot
                transfer(st, facts, self.ranges)

    def at_site(self, site_id: int) -> dict:
        """{Fact: requires} just before the statement carrying the site ({} if never reached)."""
        return self.sites.get(site_id, {})

    def at_call(self, call: ir.Call) -> dict:
        """{Fact: requires} just before a Call statement of the function ({} if never reached)."""
        return self.calls.get(id(call), {})

"""The polyhedral prover: the second prover, run on the accesses the Pentagon left as warnings.

For one access in one abstract state (one calling context) it builds an integer System over the
variables the access's offset and size mention plus those linked to them by
- the MUST linear facts of the function at the site (absint.engine.linfacts), each used only when the
  Pentagon state proves its requirements (the no-wrap conditions of the assignment it came from);
- the Pentagon state at the site: intervals, strict facts x < y and aliases x == y among those
  variables.
Every constraint holds on every state reaching the site in that context. For each range
[off, off + len) of `size` units it asks, over the integers:
  {off < 0} and {off + len > size} both empty        -> safe (proved_by "polyhedral")
  {0 <= off and off + len <= size} empty, system not -> error, with an integer point as witness
  otherwise (or the simplex gives up)                -> undecided: the Pentagon's warning stays.
One System serves every question: the four of a range go to the simplex in one call (System.empty_with),
its rows in one add_rows call.

Only ranges with a single Linear length into a known, non-summary block are handled: every "index"
site, and "pointer"/"call" ranges, whose offsets the pointer facts of linfacts (byte offsets,
converted with the units the state gives each pointer) relate to the program's integers.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Optional

import numpy as np

from absint.domains.linear import Linear
from absint.engine.interp import NULL, UNKNOWN
from absint.engine.linfacts import ENTRY, Fact, LinearFacts
from absint.engine.symbolic import param_block
from absint.ir import nodes as ir
from absint.poly.system import System, UndecidedError

MAX_VARS = 48          # beyond, the question is left to the Pentagon's warning
NODE_BUDGET = 2_000    # branch and bound nodes per question
STRENGTHEN_CANDIDATES = 8   # variables an obligation's offset is compared with (strengthen)


@dataclass
class PolyResult:
    status: str                      # "safe" | "error" | "undecided"
    witness: Optional[dict] = None   # "error": values of the program variables at a failing point
    offset: Optional[int] = None     # "error": the failing offset of the witness (range units)
    unit: int = 1                    # "error": bytes per unit of that offset


def _frame_suffix(names: dict) -> Optional[str]:
    """The call-depth suffix ("", "#2") of the frame the query was made in, from the Pentagon ->
    IR name map of its operands; None when no local operand tells."""
    for pname, iname in names.items():
        if iname.startswith("@"):
            continue
        if pname == iname:
            return ""
        if pname.startswith(iname + "#"):
            return pname[len(iname):]
    return None


def _user_name(pname: str, suffix: str) -> Optional[str]:
    base = pname[:-len(suffix)] if suffix and pname.endswith(suffix) else pname
    if "#" in base or base.startswith(("%", "$")) or "(" in base:
        return None
    return base.lstrip("@")


class _Builder:
    """Variables and constraints of one System."""

    def __init__(self):
        self.index: dict = {}
        self.cons: list = []          # (is_eq, {name: coeff}, const)

    def var(self, name):
        if name not in self.index:
            self.index[name] = len(self.index)

    def add(self, is_eq, coeffs, const):
        for v in coeffs:
            self.var(v)
        self.cons.append((is_eq, dict(coeffs), const))

    def vec(self, coeffs) -> list:
        out = [0] * len(self.index)
        for v, k in coeffs.items():
            out[self.index[v]] += k
        return out

    def system(self) -> System:
        """The System of every constraint, sent in one add_rows call (int64 arrays: packed natively)."""
        s = System(len(self.index), node_budget=NODE_BUDGET)
        if self.cons:
            rows = [self.vec(coeffs) for _, coeffs, _ in self.cons]
            consts, eqs = [c for _, _, c in self.cons], [e for e, _, _ in self.cons]
            try:
                arrays = (np.array(rows, dtype=np.int64).reshape(len(rows), len(self.index)),
                          np.array(consts, dtype=np.int64), np.array(eqs, dtype=bool))
            except OverflowError:  # beyond int64: the lists go in as they are
                s.add_rows(rows, consts, eq=eqs)
            else:
                s.add_rows(*arrays)
        return s


def renamer(rename, pointers=frozenset(), state=None, origins=frozenset()):
    """fact -> its coefficients over Pentagon names, or None when it cannot be placed. Facts on
    pointer variables are in bytes: a pointer's Pentagon value is its offset in the unit its Ptr
    carries in `state`, so its coefficient is multiplied by that unit (only for pointers into known
    blocks). A pointer parameter's entry value `in:p` is the origin of its view (offset 0) where
    the query is made in the parameter's own view (p in `origins`); elsewhere it cannot be placed."""
    def convert(fact: Fact):
        out = {}
        for v, k in fact.terms:
            if v.startswith(ENTRY) and v[len(ENTRY):] in pointers:
                if v[len(ENTRY):] not in origins:
                    return None
                continue                  # offset 0 of the view
            name = rename(v)
            if v in pointers:
                ptr = state.pts.get(name) if state is not None else None
                # (a pointer that may also be NULL: an access through it is in one of its
                # blocks, where the byte relations of its steps are relations of offsets)
                if ptr is None or not ptr.targets - {NULL} or \
                        any(t == UNKNOWN or t.startswith("fn:") for t in ptr.targets):
                    return None
                k *= ptr.unit
            out[name] = out.get(name, 0) + k
        return out
    return convert


def view_origins(fn: ir.Function, state) -> frozenset:
    """fn's pointer parameters whose view `arg:F.p` exists in state: in fn's own frame (depth 0)
    of its summary, p's entry value is the origin of that view (absint.engine.symbolic)."""
    return frozenset(p.name for p in fn.params if isinstance(p.type, ir.PtrT)
                     and param_block(fn.name, p.name) in state.blocks)


def _usable(num, fact_requires, convert) -> bool:
    present = set(num.vars)
    for req in fact_requires:
        coeffs = convert(req)
        if coeffs is None or any(v not in present for v in coeffs):
            return False
        if not num.entails(Linear(coeffs, req.const), ">=", 0):
            return False
    return True


def _pentagon_view(num, names):
    """What the Pentagon state says about `names` among themselves: (intervals, strict facts x < y,
    alias classes, non-strict facts x <= y that are neither strict nor equalities), or None for
    bottom: what lt, le and eq say pair by pair, read from one closure (Pentagon.pair_facts; asked
    pair by pair through entails it was most of the time a caller spent on its callees'
    obligations: md4c, 1,700 obligations of 50 ms each)."""
    have = set(num.vars)
    return num.pair_facts([v for v in sorted(names) if v in have])


def build(targets, facts: dict, num, convert, rename=str, exact=(), outer=None) -> Optional[_Builder]:
    """The constraints over `targets` (Pentagon names) and the variables the usable facts link them
    to (transitively), with what the Pentagon says about all of those; None when the state is
    bottom, no fact is linked (the Pentagon alone already said what it knows) or the system would
    exceed MAX_VARS. `exact`: Linears over Pentagon names equal to zero, linking variables as
    facts do. `outer`: a second Pentagon state of the same executions (a caller's at the call
    whose query `num` is), which proves the facts' requirements and bounds the variables `num`
    does not have."""
    by_var: dict = {}                 # Pentagon name -> facts on it
    for f in facts:
        for v in f.vars:
            by_var.setdefault(rename(v), []).append(f)
    for e in exact:
        for v in e.coeffs:
            by_var.setdefault(v, []).append(e)
    usable: dict = {}                 # Fact -> coefficients over Pentagon names, or None
    proves = outer if outer is not None else num

    def coeffs_of(f):
        if f not in usable:
            if isinstance(f, Linear):
                usable[f] = dict(f.coeffs)
            else:
                usable[f] = convert(f) if _usable(proves, facts[f], convert) else None
        return usable[f]

    wanted, chosen = set(targets), []

    def close_over_facts():
        todo = list(wanted)
        while todo:
            for f in by_var.get(todo.pop(), ()):
                if f in usable:
                    continue
                c = coeffs_of(f)
                if c is None:
                    continue
                chosen.append((f, c))
                for v in c:
                    if v not in wanted:
                        wanted.add(v)
                        todo.append(v)
    close_over_facts()
    if not chosen or all(isinstance(f, Linear) for f, _ in chosen) or len(wanted) > MAX_VARS:
        return None
    b = _Builder()
    for v in sorted(wanted):
        b.var(v)
    for f, coeffs in chosen:
        if isinstance(f, Linear):
            b.add(True, coeffs, f.const)
        else:
            b.add(f.kind == "eq", coeffs, f.const)
    for state in (num, outer):
        if state is not None and not _pentagon_rows(b, state, wanted):
            return None
    return b


def _pentagon_rows(b: _Builder, num, wanted) -> bool:
    """Add what Pentagon state num says about `wanted` to b; False when num is bottom."""
    view = _pentagon_view(num, wanted)
    if view is None:
        return False
    intervals, lts, eqs, les = view
    for v in sorted(wanted):
        lo, hi = intervals.get(v, (None, None))
        if lo is not None:
            b.add(False, {v: 1}, -lo)          # v - lo >= 0
        if hi is not None:
            b.add(False, {v: -1}, hi)          # hi - v >= 0
    for x, y in sorted(lts):
        if x in wanted and y in wanted:
            b.add(False, {y: 1, x: -1}, -1)    # x < y: y - x - 1 >= 0
    for x, y in sorted(les):
        if x in wanted and y in wanted:
            b.add(False, {y: 1, x: -1}, 0)     # x <= y: y - x >= 0
    for cls in eqs:
        members = sorted(v for v in cls if v in wanted)
        for other in members[1:]:
            b.add(True, {members[0]: 1, other: -1}, 0)
    return True


def _empty(system) -> Optional[bool]:
    try:
        return system.is_empty(integer=True)
    except UndecidedError:
        return None


def prove_ranges(ranges, facts: dict, num, rename, suffix: str = "", convert=None,
                 hide=frozenset()) -> PolyResult:
    """Judge every range (offset, length, size as Linear over Pentagon names) in Pentagon state
    `num` with the linear facts (IR names). rename: an IR name -> its Pentagon name; convert (default
    renamer(rename)): a Fact -> its coefficients over Pentagon names, None when unusable. Ranges
    are (offset, length, size[, unit[, low]]), low the least valid offset (None: 0); an error's
    witness leaves out the Pentagon names in hide (pointer offsets mean little to users)."""
    convert = convert or renamer(rename)
    results = []
    for off, length, size, *rest in ranges:
        unit = rest[:1]
        # the least valid offset: 0, or -(room before the pointer) for a view of an input
        # (a pointer parameter, or one read from its memory, may point into the middle of a block)
        first = rest[1] if len(rest) > 1 and rest[1] is not None else Linear.const(0)
        if size is None or not isinstance(length, Linear):
            return PolyResult("undecided")
        targets = set(off.coeffs) | set(length.coeffs) | set(size.coeffs) | set(first.coeffs)
        b = build(targets, facts, num, convert, rename)
        if b is None:
            return PolyResult("undecided")
        system = b.system()
        above = off - first
        low = above.coeffs, above.const                           # off >= first
        high = ((size - off - length).coeffs, (size - off - length).const)   # off + len <= size
        verdict = None
        # the four questions in one native call: the system alone, off < 0, off + len > size, and
        # 0 <= off, off + len <= size (in bounds); one at a time only if some search gives up
        try:
            whole, low_empty, high_empty, ok_empty = system.empty_with([
                [],
                [(False, b.vec({v: -k for v, k in low[0].items()}), -low[1] - 1)],
                [(False, b.vec({v: -k for v, k in high[0].items()}), -high[1] - 1)],
                [(False, b.vec(low[0]), low[1]), (False, b.vec(high[0]), high[1])]])
        except UndecidedError:
            whole = None
        if whole is not None:
            if whole or (low_empty and high_empty):
                verdict = PolyResult("safe")
            elif ok_empty:
                point = system.sample()
                if point is not None:
                    verdict = _error(point, b, off, suffix, unit[0] if unit else 1, hide)
            if verdict is None:
                return PolyResult("undecided")
            results.append(verdict)
            continue
        base = system.snapshot()
        whole = _empty(system)
        if whole:
            verdict = PolyResult("safe")       # no state reaches the access in this context
        else:
            system.add_ineq(b.vec({v: -k for v, k in low[0].items()}), -low[1] - 1)
            low_empty = _empty(system)
            system.rollback(base)
            high_empty = None
            if low_empty:
                system.add_ineq(b.vec({v: -k for v, k in high[0].items()}), -high[1] - 1)
                high_empty = _empty(system)
                system.rollback(base)
            if low_empty and high_empty:
                verdict = PolyResult("safe")
            elif whole is False:
                system.add_ineq(b.vec(low[0]), low[1])
                system.add_ineq(b.vec(high[0]), high[1])
                ok_empty = _empty(system)
                system.rollback(base)
                if ok_empty:
                    point = system.sample()
                    if point is not None:
                        verdict = _error(point, b, off, suffix, unit[0] if unit else 1, hide)
        if verdict is None:
            return PolyResult("undecided")
        results.append(verdict)
    if results and all(r.status == "safe" for r in results):
        return PolyResult("safe")
    if results and all(r.status == "error" for r in results):
        return results[0]
    return PolyResult("undecided")


def _error(point, b, off, suffix, unit, hide) -> PolyResult:
    value = {v: point[i] for v, i in b.index.items()}
    at = off.const + sum(k * value[v] for v, k in off.coeffs.items())
    witness = {}
    for v in sorted(b.index):
        name = _user_name(v, suffix)
        if name is not None and v not in hide:
            witness[name] = value[v]
    return PolyResult("error", witness, at, unit)


def prove_site(site, facts: dict, num, suffix: str = "") -> PolyResult:
    """An "index" CheckSite in Pentagon state `num` (a frame whose variables carry `suffix`)."""
    if site.kind != "index" or site.index is None or site.extent is None:
        return PolyResult("undecided")

    def rename(n):
        return n if n.startswith("@") else n + suffix

    def lin(op):
        if isinstance(op, ir.Const) and isinstance(op.value, int):
            return Linear({}, op.value)
        if isinstance(op, ir.Var) and isinstance(op.type, ir.IntT):
            return Linear.var(rename(op.name))
        return None
    idx, ext = lin(site.index), lin(site.extent)
    if idx is None or ext is None:
        return PolyResult("undecided")
    return prove_ranges([(idx, Linear({}, 1), ext)], facts, num, rename, suffix)


def _fresh(num, stem: str) -> str:
    """A variable name `num` does not hold: stem0, stem1, ..."""
    k = 0
    while f"{stem}{k}" in num.vars:
        k += 1
    return f"{stem}{k}"


def _tighter_bounds(system, b, v, num) -> list:
    """[(v, "in", (lo, hi))] when the rational extremes of v over `system` bound it tighter than
    the Pentagon's interval (j == 4*i, i < 16 bounds j + 3 by 63 where widening left j any
    value): floor and ceiling of the extremes bound its integer values as well."""
    lo, hi = num.interval(v)
    row = b.vec({v: 1})
    top, bottom = system.maximize(row), system.minimize(row)
    tighter = False
    if top is not None and (hi is None or math.floor(top) < hi):
        hi, tighter = math.floor(top), True
    if bottom is not None and (lo is None or math.ceil(bottom) > lo):
        lo, tighter = math.ceil(bottom), True
    return [(v, "in", (lo, hi))] if tighter else []


class PolyhedralProver:
    """Refines the Pentagon's per-context judgements of a Program.

    What it needs from the engine, per CheckSite and per calling context: the AccessQuery the engine
    builds at the site (absint.engine.interp.AccessQuery: `site`, `state` -- the AbsState just
    before the access, whose `num` is the Pentagon --, `ranges` as Linear over Pentagon names, and
    `names`, the Pentagon -> IR name map of the site's operands, from which the frame's name suffix
    is read). Linear facts are computed once per function from the IR alone.
    """

    def __init__(self, program, expired=None):
        self.program = program
        self._facts: dict = {}
        self.expired = expired      # None, or a callable: True once the time budget ran out

    def _linear_facts(self, site):
        fn = self.program.functions.get(site.function)
        return self._facts_of(fn) if fn is not None else None

    def _facts_of(self, fn):
        lf = self._facts.get(fn.name)
        if lf is None or lf.fn is not fn:
            lf = self._facts[fn.name] = LinearFacts(fn, self.expired)   # (not kept if expired)
        return lf

    def facts_at(self, site) -> dict:
        lf = self._linear_facts(site)
        return lf.at_site(site.id) if lf is not None else {}

    def placed_facts(self, q) -> tuple:
        """(suffix, facts, rename, convert) for query q: the frame's name suffix, the linear facts
        at its site that can be placed in its state (only those over globals when no local
        operand tells the frame), an IR name -> its Pentagon name, and a fact -> its coefficients
        over Pentagon names (renamer)."""
        site = q.site
        suffix = _frame_suffix(q.names)
        facts = self.facts_at(site)
        if suffix is None:      # no local operand: only facts over globals can be placed
            suffix = ""
            facts = {f: r for f, r in facts.items()
                     if all(v.startswith("@") for v in f.vars)
                     and all(v.startswith("@") for req in r for v in req.vars)}

        def rename(n):
            return n if n.startswith("@") else n + suffix
        convert = renamer(rename, self.pointers(site), q.state, self.origins(site, q, suffix))
        return suffix, facts, rename, convert

    def origins(self, site, q, suffix: str) -> frozenset:
        """The pointer parameters of the site's function whose entry value is the origin of their
        view here: the query is in the function's own frame (depth 0) of its summary, where the
        view `arg:F.p` exists and p started at its offset 0 (absint.engine.symbolic)."""
        fn = self.program.functions.get(site.function)
        if fn is None or suffix:
            return frozenset()
        return view_origins(fn, q.state)

    def pointers(self, site) -> frozenset:
        lf = self._linear_facts(site)
        return lf.pointers if lf is not None else frozenset()

    def prove_query(self, q) -> PolyResult:
        site = q.site
        if site.unsupported:
            return PolyResult("undecided")
        ranges = []
        for r in q.ranges:
            if r.block in (None, "null") or r.summary or r.size is None:
                return PolyResult("undecided")
            ranges.append((r.offset, r.length, r.size, r.unit, r.low))
        suffix, facts, rename, convert = self.placed_facts(q)
        try:
            hide = frozenset(rename(v) for v in self.pointers(site))
            return prove_ranges(ranges, facts, q.state.num, rename, suffix, convert, hide)
        except (ValueError, OverflowError, MemoryError):
            return PolyResult("undecided")   # never worse than the Pentagon's warning

    def strengthen(self, q):
        """q with the order the linear facts show between each range's offset variable and the
        variables they link it to (`q < n` for a pointer stepped with a counter below n) met into
        its Pentagon state: they hold on every state reaching the site. For an obligation that
        outlives its function (a summary's): the caller, which has no facts of the callee's, can
        then bind `n` and judge `q + 1 <= size`. A callee's obligation made a query at a call
        (AccessQuery.at_call) is strengthened first with the caller's facts at that call: in
        `for (i = 0; i + 4 <= n; i += 4) f(a + i, 4)`, f's access at a[3] becomes `i + 3 < n`
        for the caller's callers. q itself when nothing is learned."""
        if q.site.unsupported or q.tainted:
            return q
        place = getattr(q, "at_call", None)
        if place is not None:
            fn = place.frame.fn
            lf = self._facts_of(fn)
            facts = lf.at_call(place.call)
            if facts:
                origins = view_origins(fn, q.state) if place.frame.depth == 0 else frozenset()
                convert = renamer(place.frame.q, lf.pointers, q.state, origins)
                q = self._learn(q, facts, place.frame.q, convert, place.exact, place.num)
        _suffix, facts, rename, convert = self.placed_facts(q)
        if not facts:
            return q
        return self._learn(q, facts, rename, convert)

    def _learn(self, q, facts, rename, convert, exact=(), outer=None):
        """q with the relations `facts` (and `exact`, over Pentagon names) show between each
        range's offset variable and the variables of q's state they link it to."""
        num = q.state.num
        learned = []
        ends = {}       # range index -> (its offset variable, length, [(op, w)]: v + length op w)
        try:
            for i, r in enumerate(q.ranges):
                if r.block in (None, "null") or r.summary or len(r.offset.coeffs) != 1:
                    continue
                ((v, k),) = r.offset.coeffs.items()
                if k != 1 or v not in num.vars:
                    continue
                # (the equations' variables too: the Pentagon relates v to them, `$o < in:n#c`,
                # where no fact or equation names v)
                seeds = {v}.union(*(e.coeffs for e in exact))
                b = build(seeds, facts, num, convert, rename, exact, outer)
                if b is None:
                    continue
                system = b.system()
                learned += _tighter_bounds(system, b, v, num)
                candidates = [w for w in sorted(b.index) if w != v and w in num.vars]
                # (v <= w known may still be v < w: `i + 1 <= n` where `i + 4 <= n`)
                others = [w for w in candidates if not num.lt(v, w)][:STRENGTHEN_CANDIDATES]
                # a constant length of several units: where the range ends, v + length, may be
                # below a bound too (`i + 4 <= n` for 2 units at i), which no order of v shows
                length = r.length.const if isinstance(r.length, Linear) and \
                    r.length.is_const() and r.length.const > 1 and r.end is None else 0
                past = candidates[:STRENGTHEN_CANDIDATES] if length else []
                if not others and not past:
                    continue
                # per candidate w: {v >= w} empty (v < w), {v >= w + 1} empty (v <= w); for the
                # end: {v + length >= w + 1} empty (v + length <= w), {v + length >= w} (<)
                questions = []
                for w in others:
                    questions.append([(False, b.vec({v: 1, w: -1}), 0)])
                    questions.append([(False, b.vec({v: 1, w: -1}), -1)])
                for w in past:
                    questions.append([(False, b.vec({v: 1, w: -1}), length - 1)])
                    questions.append([(False, b.vec({v: 1, w: -1}), length)])
                answers = system.empty_with(questions)
                for j, w in enumerate(others):
                    if answers[2 * j]:
                        learned.append((v, "<", w))
                    elif answers[2 * j + 1]:
                        learned.append((v, "<=", w))
                base = 2 * len(others)
                found = [("<" if answers[base + 2 * j + 1] else "<=", w)
                         for j, w in enumerate(past) if answers[base + 2 * j]]
                if found:
                    ends[i] = (v, length, found)
        except (UndecidedError, ValueError, OverflowError, MemoryError):
            return q
        if not learned and not ends:
            return q
        for v, op, w in learned:
            if op == "in":
                num = num.with_interval(v, *w)
            else:
                num = num.with_lt(v, w) if op == "<" else num.with_le(v, w)
        ranges = list(q.ranges)
        for i, (v, length, found) in sorted(ends.items()):
            # the end as a ghost of the query's own: end == v + length exactly (assigned after
            # v's bounds are tightened), below what the system showed
            end = _fresh(num, "$end")
            num = num.assign(end, Linear.var(v) + length)
            for op, w in found:
                num = num.with_lt(end, w) if op == "<" else num.with_le(end, w)
            ranges[i] = replace(ranges[i], end=Linear.var(end))
        out = replace(q, state=replace(q.state, num=num), ranges=ranges)
        if hasattr(q, "chain"):
            out.chain = q.chain
        return out

    def refine(self, q, outcome):
        """The Outcome of q after this prover: the Pentagon's warning `outcome` unchanged, or a new
        safe/error Outcome with `proved_by = "polyhedral"`."""
        from absint.checks.verdicts import Outcome
        if outcome.status != "warning":
            return outcome
        if q.tainted:     # depends on a construct the analyzer does not model
            return outcome
        res = self.prove_query(q)
        if res.status == "safe":
            out = Outcome("safe", "", outcome.index, outcome.size, None, outcome.lo, outcome.hi)
        elif res.status == "error":
            base = outcome.message.split("; fails for")[0]
            name = q.site.index_text or "index"
            shown = ", ".join(f"{k} == {v}" for k, v in res.witness.items())
            msg = f"{base}; fails for {name} == {res.offset}" + (f" ({shown})" if shown else "")
            if q.site.kind != "index":
                msg = f"{base}; fails at byte offset {res.offset * res.unit}" + \
                    (f" ({shown})" if shown else "")
            witness = dict(res.witness) if res.witness else {name: res.offset}
            out = Outcome("error", msg, outcome.index, outcome.size, witness, outcome.lo, outcome.hi)
        else:
            return outcome
        out.proved_by = "polyhedral"
        return out

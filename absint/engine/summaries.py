"""Function summaries, and how a call site uses one (the driver is absint.engine.modular).

A function is analysed once from its symbolic entry (absint.engine.symbolic); its Summary holds, in
terms of the entry symbols:
- `exit`: the state at its return (bottom: it never returns), projected on what a caller sees:
  the return value `$ret`, globals, the symbolic blocks (sizes, string lengths, cells, and wr(...):
  what was written), and the blocks it allocated;
- `obligations`: the accesses (its own, and its callees' that it could not settle) not proven for
  every caller, each an AccessQuery whose state is projected on the entry symbols and the range's
  variables, with the chain of calls down to the access.

At a call site a Binding renames a callee state apart (every name gets the suffix "#cK"), meets it
with the caller's state and binds each entry symbol to the caller's value: an integer parameter to
the argument, a view block's size and before() to the room around the caller's pointer, an entry
cell to the caller's cell, a global's entry value to the global. `apply_post` then writes the
callee's effects into the caller's state; `instantiate` turns each obligation into a query in the
caller's state, which the checks judge like any access (safe here, an error here, or an obligation
of the caller in turn).

Invariants: a summary never mentions the callee's locals; every symbolic block of a callee state
is mapped to caller blocks (or "unknown") before any name is bound; suffixed names never survive
in a caller's state after a call.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from itertools import count
from math import gcd
from typing import Optional

from absint.domains.linear import Linear
from absint.domains.ranges import hull
from absint.engine.limits import ALLOC_LIMIT
from absint.engine.queries import AccessQuery, CallPlace, Range
from absint.ir.nonnull import nonnull_sites
from absint.engine.symbolic import block_of_ghost, cell_of, global_target, param_block
from absint.ir import nodes as ir
from absint.memory.blocks import Ptr
from absint.memory.state import (NULL, UNINIT, UNKNOWN, AbsState, before_var, block_vars, cell_var,
                                 entry_var, is_moved_pointer_var, is_written_var, len_var,
                                 moved_pointer_var, nul_var, size_var, nonnull_var, summary_var,
                                 view_root_depth, written_var)

_instances = count(1)
CALLBACK_DEPTH = 16       # frames deep, a callback a summary holds is made again no deeper
SMALL_CONTRACT = 1 << 20   # bytes: a contract's constant sizes below this are shown as such


@dataclass(frozen=True)
class CallStep:
    """One call on the way from a function to an access: `caller` calls `callee` at `coord`;
    `path` is the caller's call string in the analysis that made the step (Frame.calls)."""
    caller: str
    callee: str
    coord: Optional[ir.Coord]
    path: tuple = ()

    @property
    def site_key(self) -> tuple:
        """Identifies the call site in its calling context (see Analyzer.inline_sites)."""
        return (self.path, self.coord, self.callee)


@dataclass
class Obligation:
    """An access whose verdict depends on the caller of the summarized function."""
    query: AccessQuery
    chain: tuple = ()          # CallSteps from the summarized function down to the access


@dataclass
class DeferredCall:
    """A call the summarized function makes through a pointer it received (a callback such as
    `handler(...)` or `s->alloc(...)`): which function runs is the caller's to say, so each call
    site makes the call again, in its own state, with the target it passes."""
    state: AbsState            # where the call was made, projected (arguments and operand kept)
    call: ir.Call
    fn: str                    # the function whose statement `call` is
    suffixes: tuple = ("", "")  # how its locals and globals are named in `state` (Frame.suffixes)
    chain: tuple = ()          # CallSteps from the summarized function down to `fn`


@dataclass
class Summary:
    function: str
    exit: AbsState
    obligations: list = field(default_factory=list)
    calls: list = field(default_factory=list)   # DeferredCalls
    unknown: bool = False      # no usable summary (analysis gave up): calls are havocked
    reason: str = ""           # why, for unknown summaries
    # (exit if it returned 0 or NULL, exit if it returned anything else), both below `exit`, when
    # its returns leave different states (`if (!f(&s)) return;`: the caller keeps the case it
    # tests); () when it returns nothing, or one case is impossible, or in a recursive component
    cases: tuple = ()


@dataclass(frozen=True)
class Target:
    """Where a callee's symbolic block lands in the caller: `block` (or UNKNOWN), the view's origin
    in it (`origin` units of `unit` bytes; None when unknown)."""
    block: str
    origin: Optional[Linear]
    unit: int = 1


def range_vars(ranges) -> set:
    """The variables the Linears of `ranges` read."""
    out = set()
    for r in ranges:
        for lin in (r.offset, r.size, r.low, r.end, *(r.length if isinstance(r.length, tuple)
                                                       else (r.length,))):
            if isinstance(lin, Linear):
                out.update(lin.coeffs)
    return out


def is_local_name(name: str) -> bool:
    """A function's own variable (parameters, locals, temporaries): not a ghost, global, entry
    symbol or return value."""
    return "(" not in name and not name.startswith(("@", "in:", "$ret"))


def is_entry_name(name: str) -> bool:
    return name.startswith("in:")


class SummaryCalls:
    """A mixin of Analyzer: projecting states into summaries, using summaries at call sites."""

    # ------------------------------------------------------------------ building a summary
    def project_exit(self, fn: ir.Function, state: AbsState) -> AbsState:
        """The exit state as a caller sees it (see the module docstring)."""
        if state.is_bottom():
            return state
        for b in fn.blocks:
            if b.name in state.blocks and not b.zero_init:
                state = self.forget_block(state, b.name)
        for b in [b for b in state.blocks if self.info(b).kind == "alloca"]:
            state = self.forget_block(state, b)       # freed when fn returns
        dead = [n for n in list(state.num.vars) + list(state.pts) if is_local_name(n)]
        state = state.drop_names(dead)
        return replace(state, defs={})

    def project_query(self, q: AccessQuery, keep_own_entry=True) -> AccessQuery:
        """q with its state reduced to what a caller can bind: the range's variables, the entry
        symbols of the function (no "#c" in them) and its symbolic blocks' size and before()."""
        st = q.state
        keep = range_vars(q.ranges)
        blocks = {}
        for b, bs in st.blocks.items():
            if bs.symbolic:
                blocks[b] = replace(bs, cells=frozenset())
                keep.add(size_var(b))
                keep.add(before_var(b))
                keep.add(nonnull_var(b))
        for v in st.num.vars:
            if is_entry_name(v) and "#c" not in v:
                keep.add(v)
        drop = [v for v in st.num.vars if v not in keep]
        num = st.num.remove_vars(drop) if drop else st.num
        # the range's own variables get canonical names ($o0, $o1, ... in order of appearance),
        # so the same access met again (another round of a recursion) compares and joins
        canon = {}
        for r in q.ranges:
            for lin in (r.offset, *(r.length if isinstance(r.length, tuple) else (r.length,)),
                        r.size, r.low, r.end):
                if isinstance(lin, Linear):
                    for v in lin.coeffs:
                        if v not in canon and not is_entry_name(v) and block_of_ghost(v) is None:
                            canon[v] = f"$o{len(canon)}"
        num = num.rename({k: v for k, v in canon.items() if k in num.vars})
        ren = lambda n: canon.get(n, n)  # noqa: E731
        kept = set(num.vars)
        state = AbsState(num, {}, blocks, {}, frozenset(ren(v) for v in st.tainted) & kept,
                         frozenset(ren(v) for v in st.inputs) & kept,
                         {ren(k): v for k, v in st.cong.items() if ren(k) in kept},
                         {ren(k): f for k, f in st.forms.items() if ren(k) in kept
                          and all(v in kept for v in f.coeffs)})
        ranges = [Range(r.block, _ren(r.offset, ren), _ren(r.length, ren), _ren(r.size, ren),
                        r.unit, r.summary, _ren(r.low, ren), _ren(r.end, ren)) for r in q.ranges]
        return q.copy_with(state=state, ranges=ranges,
                           names={ren(k): v for k, v in q.names.items()})

    def contract_clauses(self, fn: str, q: AccessQuery, assumed=()) -> list:
        """What an obligation left at a library entry requires of the caller, one clause per
        block the access may reach (a walk over a list reaches the first node, the next ones
        and the summary of the deeper ones), each (block shown, kind, amount): kind "bytes" with
        an int amount, "elements" with the name of the symbol bounding it (and its unit),
        "string" (NUL-terminated) or "access" (in bounds at that access). `assumed`: the
        entry's integer clauses (forms g, g <= 0 over its entry symbols), which the contract
        requires as well: `ctx->data[ctx->len]` needs 64 bytes of `ctx` under `ctx->len` <= 63,
        not the 2^32 the field's type allows."""
        st = q.state
        usable = [g for g in assumed if all(v in st.num.vars for v in g.coeffs)]
        if usable:
            num = st.num.assume_all([(g, "<=", 0) for g in usable])
            if not num.is_bottom():
                st = st.with_num(num)
        out = []
        for r in q.ranges:
            if r.block is None or r.size is None or r.length is None:
                continue
            clause = self._range_clause(st, q, r)
            if clause not in out:
                out.append(clause)
        return out or [("", "access", f"{q.site.coord.file}:{q.site.coord.line}")]

    def _range_clause(self, st, q: AccessQuery, r) -> tuple:
        root, depth = self._symbolic_paths().get(r.block, (r.block, 0))
        # the blocks behind the parameter's pointers (`*(l + 8)`, `*(*(l + 8) + 8)`, ...) are
        # said once: what a list walk requires of every node
        name = self.info(r.block).display if depth == 0 else \
            f"memory reached from '{self.info(root).display}'"
        length = r.length[0] if isinstance(r.length, tuple) else r.length
        need = r.offset + length
        if any(v.startswith(("len(", "in:len(")) or "len(" in v for v in length.coeffs):
            return (name, "string", None)
        lo, hi = self.bounds(st, need)
        # a walk to the terminator (`while (s[i]) i++`): within the string and its NUL (not
        # one unit at the start, `p[0]`, within it for any length: no string needed)
        lv = entry_var(len_var(r.block))
        if r.unit == self.info(r.block).unit and lv in st.num.vars and \
                (hi is None or hi > 1) and self.entails(st, need, "<=", Linear.var(lv) + 1):
            return (name, "string", None)
        # a small constant says it best; a bound as large as a type's range is only the
        # type's: then a parameter that bounds the access (n in `p[i]`, i < n) says more
        if hi is not None and hi * r.unit < SMALL_CONTRACT:
            return (name, "bytes", hi * r.unit)
        needs = (need,) if r.end is None else (need, r.end)
        for v in sorted(st.num.vars):
            if is_entry_name(v) and "#c" not in v and \
                    any(self.entails(st, nd, "<=", Linear.var(v)) for nd in needs):
                return (name, "elements", (symbol_text(self, v), r.unit))
        # the extent itself, when it is a form over the entry symbols (`n + 1` for p[n])
        form = self.form_of(st, need)
        if form is not None and all("#c" not in v for v in form.coeffs):
            return (name, "elements", (form_text(self, form), r.unit))
        if hi is not None and hi * r.unit < ALLOC_LIMIT:
            return (name, "bytes", hi * r.unit)
        return (name, "access", f"{q.site.coord.file}:{q.site.coord.line}")

    def integer_contract(self, fn: ir.Function, q: AccessQuery) -> Optional[tuple]:
        """What an obligation left at library entry `fn` requires of its integer parameters, as
        (contract clauses (shown, "range", (lo, hi, where)), their forms g (each g <= 0)): the
        access stays in bounds whenever each shown form of the parameters lies in [lo, hi]
        (None: unbounded). None when no such clause is found: the access reads memory of unknown
        extent or a value the caller does not choose (an input, a global, a construct absint
        does not model), or no bound on the parameters suffices in the obligation's state.

        Each side of each range (0 <= off, off + len <= size) is a requirement E <= 0, met
        (1) by the state already, or (2) exactly: E rewritten over the parameters (forms,
        pinned values, other variables replaced by their bound on the safe side), or (3) by a
        relation the state holds with one parameter p: E - s*p <= c entailed (s = +-1, or +- one
        of E's coefficients), so s*p <= -c suffices (i < n with n <= 10 for b[i], b of 10).
        Every clause is thus sufficient by construction, whatever the rest of the state;
        clauses no entry value meets together make no contract (the judgement stays as it
        was). The bound must also be the caller's to keep: nothing the access reads is an
        input other than a parameter's exact value, no relation ties what it reads or the
        clauses' parameters to a global (`_tied`), and the function does not check the
        bounded side itself (`_guarded`)."""
        st = q.state
        if q.tainted or q.site.unsupported or not q.ranges:
            return None
        natural = {entry_var(p.name): (p.type.min, p.type.max) for p in fn.params
                   if isinstance(p.type, ir.IntT)}
        ints = set(natural)
        views = [param_block(fn.name, p.name) for p in fn.params if isinstance(p.type, ir.PtrT)]

        def designated(blk):
            return blk is not None and any(blk == b or blk.startswith((b + "@", b + "[", b + "~"))
                                           for b in views)

        def allowed(v):
            if v in ints:
                return True
            if not is_entry_name(v) or "#c" in v:
                return False
            inner = v[3:]
            return (inner.startswith("len(") or cell_of(inner) is not None) and \
                designated(block_of_ghost(inner))
        params = sorted(v for v in st.num.vars if allowed(v))
        if not params:
            return None
        # what the access reads must not come from an input (rand(), a read), unless it is a
        # parameter's value exactly (a call marks all it binds as input when one of the
        # operands it read was; that value is still the parameter's)
        for v in range_vars(q.ranges):
            if v in st.inputs:
                form = st.forms.get(v)
                if not (form is not None and all(allowed(w) for w in form.coeffs)) and \
                        not any(self.entails(st, Linear.var(v), "==", Linear.var(p))
                                for p in params):
                    return None
        clauses = []
        for r in q.ranges:
            # (a view a pointer parameter designates has a low bound: its contract is the
            # pointer's, contract_clauses)
            if r.block in (None, NULL, UNINIT) or r.size is None or r.length is None or \
                    r.low is not None:
                return None
            if not self.entails(st, r.offset, ">=", 0):
                g = self._parameter_bound(st, -r.offset, params, allowed)
                if g is None:
                    return None
                clauses.append(g)
            high = None
            for ln in (r.length if isinstance(r.length, tuple) else (r.length,)):
                if self.entails(st, r.offset + ln, "<=", r.size):
                    high = ()
                    break
                g = self._parameter_bound(st, r.offset + ln - r.size, params, allowed)
                if g is not None:
                    high = (g,)
                    break
            if high is None:
                return None
            clauses.extend(high)
        if not clauses or not self._satisfiable(st, clauses) or \
                any(self._guarded(st, g, natural) for g in clauses):
            return None
        # what the access reads, or the parameters the clauses bound, tied to a value no
        # parameter designates (a global: `k < counter`): it depends on more than its caller
        own = {v for v in range_vars(q.ranges)} | {v for g in clauses for v in g.coeffs}
        views_in = {entry_var(p.name) for p in fn.params if isinstance(p.type, ir.PtrT)}

        def foreign(v):
            if v in own or allowed(v) or v in views_in:
                return False
            return not designated(block_of_ghost(v[3:] if is_entry_name(v) else v))
        if _tied(st, own, foreign):
            return None
        c = q.site.coord
        where = f"{c.file}:{c.line}"
        out = []
        for g in clauses:
            shown, lo, hi = self._bound_text(g)
            if shown is None:
                return [("", "access", where)], clauses
            out.append((shown, "range", (lo, hi, f"{where}:{c.column}")))
        return out, clauses

    def _parameter_bound(self, st: AbsState, e: Linear, params, allowed) -> Optional[Linear]:
        """A Linear g over the parameters with e <= g in every state of st (then g <= 0 makes
        e <= 0), g not constant; None if neither rewriting e nor a relation gives one."""
        coeffs, const = {}, e.const
        for v, k in e.terms():
            if allowed(v):
                coeffs[v] = coeffs.get(v, 0) + k
                continue
            form = st.forms.get(v)
            if form is not None and all(allowed(w) for w in form.coeffs):
                const += k * form.const
                for w, c in form.terms():
                    coeffs[w] = coeffs.get(w, 0) + k * c
                continue
            lo, hi = self.bounds(st, Linear.var(v))
            b = hi if k > 0 else lo
            if b is None:
                coeffs = None
                break
            const += k * b
        if coeffs is not None:
            g = Linear(coeffs, const)
            if not g.is_const() and self._satisfiable(st, [g]):
                return g
        # (a bound that only the intervals give, hi(e) - lo(s*p), asks s*p below its least
        # value: no entry value meets it, the next is tried; p scaled as e's terms are, for
        # 4 * len(s) + 4 bytes of a wide string)
        scales = sorted({1} | {abs(k) for _, k in e.terms()})
        for p in params:
            for m in scales:
                for s in (m, -m):
                    _, hi = self.bounds(st, e - Linear({p: s}))
                    if hi is not None and self._satisfiable(st, [Linear({p: s}, hi)]):
                        return Linear({p: s}, hi)
        return None

    def _guarded(self, st: AbsState, g: Linear, natural: dict) -> bool:
        """Does clause g <= 0 bound a parameter on a side where the function bounds it itself
        (its value at the access tighter there than its type's, or a string's length below
        ALLOC_LIMIT)? Then the function checks that side, and its check lets a value through
        that fails (`if (k > 4) return; a[k]` with a of 4): a warning, not a contract. A cell's
        value (`*(p + 4)`) has no range of its own to compare with: never guarded."""
        for v, k in g.terms():
            nat = natural.get(v)
            if nat is None and v.startswith("in:len("):
                nat = (0, ALLOC_LIMIT)
            if nat is None:
                continue
            lo, hi = self.bounds(st, Linear.var(v))
            # (signed arithmetic cuts a little off the type's range: `n + 20` does not
            # overflow, n <= INT_MAX - 20; that is no check of the function's)
            slack = max(1, (nat[1] - nat[0]) >> 8) if None not in nat else 1
            if k > 0 and hi is not None and (nat[1] is None or hi < nat[1] - slack):
                return True
            if k < 0 and lo is not None and (nat[0] is None or lo > nat[0] + slack):
                return True
        return False

    def _satisfiable(self, st: AbsState, clauses) -> bool:
        """Do some entry values in st meet every clause g <= 0 (as far as st can tell)?"""
        bounds = {}
        for g in clauses:
            if len(g.coeffs) == 1:
                (v, k), = g.terms()
                lo, hi = bounds.get(v, (None, None))
                if k > 0:
                    b = (-g.const) // k
                    hi = b if hi is None else min(hi, b)
                else:
                    b = -((-g.const) // -k)
                    lo = b if lo is None else max(lo, b)
                bounds[v] = (lo, hi)
        num = st.num.with_intervals(bounds) if bounds else st.num
        if num.is_bottom():
            return False
        for g in clauses:
            lo, _ = num.bounds(g)
            if lo is not None and lo > 0:
                return False
        return True

    def _bound_text(self, g: Linear) -> tuple:
        """g <= 0 as (shown form, lo, hi): `index` <= 4 is ("index", None, 4); i - j + 1 <= 0 is
        ("i - j", None, -1); (None, ...) when a symbol has no name a user reads."""
        terms = sorted(g.terms(), key=lambda t: symbol_text(self, t[0]))
        sign = -1 if terms[0][1] < 0 else 1
        div = 0
        for _, k in terms:
            div = gcd(div, abs(k))
        form = Linear({v: sign * k // div for v, k in terms})
        bound = -sign * g.const          # sign * (g - const) <= -const, or >= const
        shown = form_text(self, form)
        if any(c in shown for c in ":$#@[~") or "val(" in shown:
            return None, None, None
        if sign > 0:
            return shown, None, bound // div
        return shown, -(-bound // div), None

    # ------------------------------------------------------------------ using a summary
    def call_with_summary(self, frame, st: ir.Call, fn: ir.Function, summary: Summary, state,
                          record: bool) -> AbsState:
        if summary.unknown:
            if record:
                self.note_once(st.coord, f"'{fn.name}' is not summarized ({summary.reason}): the "
                                         f"call's effects are over-approximated", key=("nosum", fn.name))
            return self.havoc_call(frame, st, state, all_memory=True)
        if record and not (self.defer is not None and self.defer(frame, st, fn, state)):
            b = Binding(self, frame, st, fn, state) if summary.obligations else None
            for ob in summary.obligations:
                self.instantiate(frame, st, fn, ob, state, b)
            for dc in summary.calls:
                self.instantiate_call(frame, st, fn, dc, state)
        if summary.exit.is_bottom():
            return summary.exit
        if summary.cases and st.dst is not None:
            zero, other = (self.apply_post(frame, st, fn, x, state) for x in summary.cases)
            return zero.join(other).with_split(frame.q(st.dst.name), zero, other)
        return self.apply_post(frame, st, fn, summary.exit, state)

    def instantiate(self, frame, st, fn, ob: Obligation, state, binding=None,
                    per_target=True, project=True) -> None:
        """Hand the obligation to the checks as a query in the caller's state. `binding`: the
        Binding of this call (made for it), shared by the call's obligations: the callee's
        blocks are mapped once. Where a view the access is in lands in a few concrete blocks of
        the caller's (a string out of a table of literals), one query per block: each with that
        block's size and length, not the hull of all of theirs; also where one of them is a view
        of the caller's (`p->buffer` after a callee may have replaced it: the caller's entry
        buffer or the callee's new block), so that each lands in a name the caller's callers
        know. (Not into several of the caller's own views: in a recursion each round would
        multiply the obligations.)"""
        b = binding if binding is not None else Binding(self, frame, st, fn, state)
        b.begin()
        q = ob.query
        num = b.merge(q.state, for_query=project)
        if num.is_bottom():
            # no state of the caller's reaches the access through this call (`v->type == 4`
            # where the caller set 6): judged, a range in memory of unknown size was a warning
            return
        if per_target:
            split = next((rg.block for rg in q.ranges if rg.block is not None
                          and self.is_symbolic_name(rg.block)
                          and 2 <= len(b.maps.get(rg.block, ())) <= MAX_TARGET_SPLIT
                          and all(t.block != UNKNOWN and not t.block.startswith("fn:")
                                  for t in b.maps[rg.block])
                          and sum(self.is_symbolic_name(t.block)
                                  for t in b.maps[rg.block]) <= 1), None)
            if split is not None:
                for t in b.maps[split]:
                    one = Binding(self, frame, st, fn, state)
                    one.maps[split] = (t,)
                    self.instantiate(frame, st, fn, ob, state, one, per_target=False,
                                     project=project)
                return
        r = b.rename
        # views the callee knew not NULL at the access: where one stands for nothing here (the
        # caller passes NULL), the access is not reached in this context; where for one view of
        # the caller's, that one is not NULL there either
        known = {blk for blk in q.state.blocks if self.is_symbolic_name(blk)
                 and nonnull_var(blk) in q.state.num.vars
                 and q.state.num.interval(nonnull_var(blk)) == (1, 1)}
        for blk in sorted(known):
            targets = b.maps.get(blk, ())
            if not targets:
                return
            if len(targets) == 1 and self.is_symbolic_name(targets[0].block):
                num = num.with_interval(nonnull_var(targets[0].block), 1, 1)
        ranges = []
        # a view that lands nowhere stands for the caller's NULL there: as a pointer that may be
        # NULL in the function itself, that range is not checked, while another one is
        nowhere = [rg for rg in q.ranges if rg.block is not None and self.is_symbolic_name(rg.block)
                   and not b.map_block(rg.block)]
        if nowhere and len(nowhere) == len(q.ranges) and self.known_nonnull_site(q.site):
            return      # (its pointer was tested, or dereferenced before: NULL does not get here)
        checked = [rg for rg in q.ranges if rg not in nowhere] \
            if nowhere and len(nowhere) < len(q.ranges) else q.ranges
        exact = []       # Linears equal to zero: how the rebased offsets are made
        for k, rg in enumerate(checked):
            rebased = self._rebase(b, q.state, rg, num, f"rb{k}") or \
                self._rebase_scaled(b, q.state, rg, num, f"rb{k}") or \
                self._deep_range(b, rg, num, f"rb{k}")
            if rebased is not None:
                rg, num, eq = rebased
                ranges.append(rg)
                exact.append(eq)
                continue
            ranges.append(Range(b.landing(rg.block), _ren(rg.offset, r), _ren(rg.length, r),
                                _ren(rg.size, r), rg.unit, rg.summary, _ren(rg.low, r),
                                _ren(rg.end, r)))
        if project and not all(v in num.vars for v in range_vars(ranges)):
            # (a variable of the caller's that query_vars did not foresee: the whole state)
            return self.instantiate(frame, st, fn, ob, state, b, per_target=False, project=False)
        inputs = b.state.inputs | {r(v) for v in q.state.inputs}
        if b.inputs:
            inputs = inputs | {v for v in num.vars if v.endswith(b.suffix)}
        cong = dict(b.state.cong)
        cong.update({r(k): v for k, v in q.state.cong.items()})
        tainted = b.state.tainted | {r(v) for v in q.state.tainted}
        qs = AbsState(num, b.state.pts, b.state.blocks, b.state.defs, frozenset(tainted),
                      frozenset(inputs), cong, b.forms)
        names = {r(k): v for k, v in q.names.items()}
        out = q.copy_with(state=qs, ranges=ranges, names=names, tainted=q.tainted or b.tainted)
        out.chain = self.chain_prefix + (CallStep(frame.fn.name, fn.name, st.coord, frame.calls),) \
            + tuple(ob.chain)
        out.at_call = CallPlace(frame, st, b.state.num, tuple(exact) + b.equations)
        self.emit(out)

    def known_nonnull_site(self, site) -> bool:
        """Is the pointer of access `site` known not NULL where it is dereferenced
        (absint.ir.nonnull)? Computed once per function."""
        memo = self.__dict__.setdefault("_nonnull_sites", {})
        fn = self.program.functions.get(site.function)
        if fn is None:
            return False
        if site.function not in memo:
            memo[site.function] = nonnull_sites(fn)
        return site.id in memo[site.function]

    def instantiate_call(self, frame, st, fn, dc: "DeferredCall", state) -> None:
        """Make a callback of the callee's again in the caller's state (record mode): with the
        targets the caller passes, its obligations are judged here."""
        from absint.engine.frames import SuffixFrame
        from absint.engine.modular import BudgetExceeded
        # (a callback's summary may hold a callback again, through function pointers in globals:
        # pigz's yarn.c went 100 levels deep without visiting a node; each level is work, and a
        # cycle stops the analysis, whose unfinished accesses are reported as not analysed)
        self.charge()
        if frame.depth >= CALLBACK_DEPTH:
            raise BudgetExceeded(f"callbacks made again {CALLBACK_DEPTH} levels deep (calls "
                                 f"through function pointers that lead back to themselves)")
        b = Binding(self, frame, st, fn, state)
        num = b.merge(dc.state)
        s2 = replace(b.state, num=num, forms=b.forms)
        # blocks of the callee's own that the callback's arguments may reach (its locals)
        for blk in sorted(k for k, bs in dc.state.blocks.items() if not bs.symbolic):
            if blk not in s2.blocks:
                s2 = self._post_new_block(b, s2, dc.state, blk)
        # the pointers among the call's operands, in the caller's blocks and offsets
        for name in sorted(dc.state.pts):
            rn = b.rename(name)
            ptr, off = b.map_pointer(dc.state.pts[name], name)
            s2 = s2.set_pts(rn, ptr)
            if off is None:
                s2 = self.assign_interval(s2, rn, None, None)
            elif off != Linear.var(rn):
                s2 = self.assign_num(s2, rn, off)
        owner = self.program.functions[dc.fn]
        local, glob = dc.suffixes
        inner = SuffixFrame(owner, frame.depth + 1, frame.calls + (dc.fn,), local + b.suffix,
                            glob + b.suffix)
        key = (dc.fn, dc.call.coord)
        named, unknown, provided = self.callback_targets(inner, dc.call, s2)
        if key in self.callbacks_making or unknown:
            # a cycle, or a callback of unknown origin: any function that fits, each of which
            # may defer the same again (pdjson's `source->get` calls buffer_get, whose
            # `source->peek` is again any of the six readers; a deferred call havocs what it
            # reaches, the pointer it was made through included)
            if unknown:
                self.note_unknown_origin(dc.call, self.allocator_hook(dc.call))
            self.judge_callbacks_generically(frame.depth + 1, dc.call, named, unknown or provided)
            return
        saved = self.chain_prefix, self.callbacks_making
        self.chain_prefix = saved[0] + (CallStep(frame.fn.name, fn.name, st.coord, frame.calls),) \
            + tuple(dc.chain)
        self.callbacks_making = saved[1] | {key}
        try:
            self.do_call(inner, dc.call, s2, True)
        finally:
            self.chain_prefix, self.callbacks_making = saved

    def callback_targets(self, frame, call: ir.Call, state) -> tuple:
        """(the program functions a callback's pointer names, may it be of unknown origin (any
        function that fits, or code outside the program), may it be a value the callers
        provide). A pointer the callers provide is not unknown: the call is deferred to them
        again, where it is known."""
        if not isinstance(call.callee, ir.Var):
            return set(), False, False
        p, _ = self.ptr_of(state, frame, call.callee)
        named = {t[3:] for t in p.targets if t.startswith("fn:")} & set(self.program.functions)
        provided = any(self.is_symbolic_name(t) for t in p.targets)
        unknown = not p.targets or any(not t.startswith("fn:") and t != NULL
                                       and not self.is_symbolic_name(t) for t in p.targets)
        return named, unknown, provided

    def judge_callbacks_generically(self, depth: int, call: ir.Call, named, fitting) -> None:
        """A callback made again inside itself, or one of unknown origin (instantiate_call):
        instead of another level, each program function the call may designate is judged once
        for any arguments and memory (analyze_generic), a context that covers every level.
        Which it may designate: those its pointer names (`named`), and (`fitting`: a pointer
        of unknown origin, or one the callers provide) every address-taken function whose type
        fits. (What the callback writes is in the summaries' effects already: a deferred call
        havocs what it reaches.) Each level of pdjson's readers called any of the six, and the
        levels multiplied to minutes (before: cut at CALLBACK_DEPTH, every access unchecked)."""
        if fitting:
            named = named | {f for f in self.address_taken() if self.can_call(f, call)}
        for f in sorted(named):
            self.judge_generically(self.program.functions[f], depth)

    def project_call(self, frame, st: ir.Call, state: AbsState) -> "DeferredCall":
        """A DeferredCall of the function being summarized, made at st in state."""
        keep, pts = set(), {}
        for op in (st.callee, *st.args):
            if isinstance(op, ir.Var):
                n = frame.q(op.name)
                keep.add(n)
                if n in state.pts:
                    pts[n] = state.pts[n]
        blocks = {}
        reach = set()
        for n, p in pts.items():
            reach |= {t for t in p.targets if t in state.blocks}
        reach = self.reachable_blocks(state, reach) | {b for b, bs in state.blocks.items()
                                                        if bs.symbolic}
        for b in reach:
            bs = state.blocks.get(b)
            if bs is None:
                continue
            blocks[b] = bs
            keep.update(g for g in block_vars(b, state) if g in state.num.vars)
            for (o, sz) in bs.cells:
                cv = cell_var(b, o, sz)
                if cv in state.pts:
                    pts[cv] = state.pts[cv]
            if summary_var(b) in state.pts:
                pts[summary_var(b)] = state.pts[summary_var(b)]
        for v in state.num.vars:
            if (is_entry_name(v) and "#c" not in v) or is_written_var(v):
                keep.add(v)
        drop = [v for v in state.num.vars if v not in keep]
        num = state.num.remove_vars(drop) if drop else state.num
        kept = set(num.vars)
        small = AbsState(num, pts, blocks, {}, state.tainted & kept, state.inputs & kept,
                         {k: v for k, v in state.cong.items() if k in kept},
                         {k: f for k, f in state.forms.items() if k in kept
                          and all(v in kept for v in f.coeffs)})
        return DeferredCall(small, st, frame.fn.name, frame.suffixes, self.chain_prefix)

    def apply_post(self, frame, st, fn, exit_state: AbsState, state: AbsState) -> AbsState:
        """The caller's state after the call: the callee's effects written into its blocks."""
        b = Binding(self, frame, st, fn, state)
        num = b.merge(exit_state)
        out = replace(b.state, num=num, forms=b.forms)
        x = exit_state
        written = set()
        for blk in sorted(bk for bk, bs in x.blocks.items() if bs.symbolic):
            out = self._post_block(b, out, x, blk, written)
        # globals
        for v in self.program.globals:
            g = v.name
            if g not in x.num.vars:
                continue
            if isinstance(v.type, ir.PtrT):
                p = x.pts.get(g)
                if p is None or (p.targets <= {global_target(g), NULL}
                                 and x.num.interval(g) == (0, 0)):
                    continue
                ptr, off = b.map_pointer(p, g)
                out = self.set_pointer(out, g, ptr, off)
                written.add(g)
            elif isinstance(v.type, ir.IntT):
                ev = entry_var(g)
                if ev in x.num.vars and x.num.entails(g, "==", ev):
                    continue
                out = self.assign_num(out, g, Linear.var(b.rename(g)), v.type)
                written.add(g)
        # blocks the callee allocated and did not free
        for blk in sorted(bk for bk, bs in x.blocks.items() if not bs.symbolic):
            info = self.info(blk)
            if info.kind not in ("heap",) and not blk.endswith("~"):
                continue
            out = self._post_new_block(b, out, x, blk)
        # the result
        if st.dst is not None:
            dname = frame.q(st.dst.name)
            out = out.kill_defs(dname)
            if fn.ret is None or "$ret" not in x.num.vars and "$ret" not in x.pts:
                out = self.unknown_value(out, dname, st.dst.type)
            elif isinstance(st.dst.type, ir.PtrT):
                p = x.pts.get("$ret")
                if p is None:
                    out = self.unknown_value(out, dname, st.dst.type)
                else:
                    ptr, off = b.map_pointer(p, "$ret")
                    out = self.bound_unwrapped_result(self.set_pointer(out, dname, ptr, off),
                                                      fn, dname)
                    if off is not None:
                        out = self._returned_in_string(b, x, p, dname, out)
            elif isinstance(st.dst.type, ir.IntT):
                out = self.assign_num(out.set_pts(dname, None), dname,
                                      Linear.var(b.rename("$ret")), st.dst.type)
            else:
                out = out.drop_names([dname])
            written.add(dname)
            tainted = "$ret" in x.tainted
            out = replace(out, tainted=(out.tainted - {dname}) | ({dname} if tainted else set()))
            out = out.mark_input(dname, "$ret" in x.inputs or b.inputs)
        for n in written:
            out = out.kill_defs(n).set_cong(n, None)
            if b.inputs or _callee_input(x, n):
                out = out.mark_input(n)
        return out.drop_names([n for n in list(out.num.vars) + list(out.pts)
                               if n.endswith(b.suffix)])

    def _deep_range(self, b: "Binding", rg: Range, num, tag: str):
        """A range of a callee view that lands in several views of one root of the caller's,
        each read from memory the root reaches (a tree walked by functions that call each
        other: the child a parent's field holds, the deep block below it), as a range of the
        root's deep block D (Binding.landing), at the one origin it has in each: against D's
        own size, which the caller's callers bind (what D designates there covers each of the
        views). Kept under the callee's view's size, its room was the hull of the views' rooms,
        unbounded one call further up. As _rebase: (Range, num, y - offset - origin), the
        offset a fresh variable y; None where it does not apply."""
        if rg.block is None or rg.offset is None or rg.size is None:
            return None
        targets = b.maps.get(rg.block, ())
        if len(targets) < 2:
            return None
        deep = b.landing(rg.block)
        if deep == rg.block or deep is None or not deep.endswith("~"):
            return None
        root = deep[:-1]
        origins = {t.origin for t in targets}
        if len(origins) != 1 or None in origins or any(
                t.unit != targets[0].unit or view_root_depth(t.block) == (root, 0)
                for t in targets):
            return None
        (origin,) = origins
        ud, u = self.info(deep).unit or 1, rg.unit or 1
        step = origin * targets[0].unit
        if ud % u or any(c % u for c in step.coeffs.values()) or step.const % u:
            return None
        shift = Linear({k: c // u for k, c in step.coeffs.items()}, step.const // u)
        r = b.rename
        off = _ren(rg.offset, r)
        if not all(v in num.vars for v in (*shift.coeffs, *off.coeffs)):
            return None
        y = r(tag)
        num = num.assign(y, off + shift)
        low = None
        if before_var(deep) in num.vars:
            low = Linear({before_var(deep): -(ud // u)}, 0)
        end = _ren(rg.end, r)
        moved_end = None if end is None else end + shift
        return Range(deep, Linear.var(y), _ren(rg.length, r), self.size_of(deep) * (ud // u),
                     rg.unit, True, low, moved_end), num, Linear.var(y) - off - shift

    def _sole_landing(self, b: "Binding", blk: str):
        """The one caller block (not a summary) a callee view `blk` lands in, at a known origin:
        its Target, else None."""
        if blk is None or not self.is_symbolic_name(blk):
            return None
        targets = b.maps.get(blk, ())
        if len(targets) != 1:
            return None
        t = targets[0]
        if t.origin is None or t.block == UNKNOWN or t.block not in b.state.blocks \
                or b.state.blocks[t.block].summary:
            return None
        return t

    def _landing_view(self, b: "Binding", blk: str, unit: int):
        """_sole_landing, with the same element size throughout: its Target, else None."""
        t = self._sole_landing(b, blk)
        if t is None or not (self.info(t.block).unit == self.info(blk).unit == t.unit == unit):
            return None
        return t

    def _view_end(self, b: "Binding", blk: str, t: Target, num):
        """The caller's variable for where view `blk`'s string ends: len(t.block) when no NUL
        lies before the view's pointer, else the end Binding._bind_len made past the first NUL
        (origin <= end <= nul(t.block)); None when neither is known."""
        lt = len_var(t.block)
        if lt in b.state.num.vars and self.entails(b.state, Linear.var(lt), ">=", t.origin):
            return lt
        e = b.rename(f"end({blk})")
        return e if e in num.vars else None

    def _string_order(self, b: "Binding", x: AbsState, var: str, blk: str, t: Target, num):
        """(op, end) when callee variable `var`, an offset in view `blk`, is before ("<") or at
        most at ("<=") the view's string terminator in callee state x, the callee did not move
        that terminator, and the caller knows where it ends (`end`, see _view_end); else None.
        Both count from the same pointer, so shifting by its origin keeps the order, which the
        Pentagon would lose through the binding `in:len(v) == len(b) - origin` (two
        variables)."""
        xl = len_var(blk)
        ev = entry_var(xl)
        if var not in x.num.vars or _terminator_moved(x, blk):
            return None
        end = self._view_end(b, blk, t, num)
        if end is None:
            return None
        for g in (ev, xl):
            if g in x.num.vars:
                for op in ("<", "<="):
                    if x.num.entails(var, op, g):
                        return op, end
        return None

    def _returned_in_string(self, b: "Binding", x: AbsState, p: Ptr, dname: str, out: AbsState):
        """A pointer result at or before the string's terminator in the callee (`$ret <= len(v)`:
        a walker's result) is so in the caller."""
        views = [t for t in p.targets if t not in (NULL, UNKNOWN)]
        if len(views) != 1:
            return out
        t = self._landing_view(b, views[0], p.unit)
        order = self._string_order(b, x, "$ret", views[0], t, out.num) if t is not None else None
        if order is None:
            return out
        op, end = order
        num = out.num.assume(dname, op, end)
        nv = nul_var(t.block)
        if end != len_var(t.block) and nv in num.vars:    # (the end var does not outlive the call)
            num = num.assume(dname, op, nv)
        return out.with_num(num)

    def _rebase(self, b: "Binding", x: AbsState, rg: Range, num, tag: str):
        """A range of a callee view that lands in one caller block at a known origin (varying,
        or constant in a view of the caller's), counted from the block's start instead of the
        view's pointer: (Range, num, y - offset - origin as a Linear, zero) with its offset a
        fresh variable y == offset + origin that keeps its order to the string's terminator, a
        length in which the view's string length is end - origin (written
        end - y + offset, so that a string's range ends at end + 1 syntactically), the block's own
        size and least offset; None when it does not apply. The view's size and room before are
        bound to the caller's as intervals only when the origin varies (inih calls its walkers
        at `line + k`), which loses `offset + origin <= len(line) < 200`."""
        t = self._landing_view(b, rg.block, rg.unit)
        if t is None or rg.offset is None or rg.size is None:
            return None
        if _const(self, b.state, t.origin) is not None:
            # a constant origin in a concrete block binds the view's symbols exactly; in a
            # caller's view, `first(a + 4)`, to `size(a) - 4`, which the Pentagon cannot hold:
            # re-based, but not a string's range (the binding knows whether the origin lies
            # past the string's terminator, which the rewriting below assumes it does not)
            xl = len_var(rg.block)
            lengths = rg.length if isinstance(rg.length, tuple) else (rg.length,)
            if not b.state.blocks[t.block].symbolic or any(
                    isinstance(ln, Linear) and (xl in ln.coeffs or entry_var(xl) in ln.coeffs)
                    for ln in (*lengths, rg.offset)):
                return None
        if set(rg.size.coeffs) != {size_var(rg.block)}:
            # a range whose size is not its view's own: one a recursion carried up under the
            # callee's name (Binding.landing keeps it for a view landing in several of the
            # caller's, and in a recursion that name is the caller's too); its offset counts
            # from another pointer than this view's
            return None
        if not all(v in num.vars for v in t.origin.coeffs) or \
                not all(v in x.num.vars for v in rg.offset.coeffs):
            return None
        r = b.rename
        y = r(tag)
        off = _ren(rg.offset, r)
        num = num.assign(y, off + t.origin)
        terms = [v for v, c in rg.offset.coeffs.items() if c == 1]
        if len(rg.offset.coeffs) == 1 and terms:
            order = self._string_order(b, x, terms[0], rg.block, t, num)
            if order is not None:
                num = num.assume(Linear.var(y), order[0], Linear.var(order[1]) + rg.offset.const)
        length = _ren(rg.length, r)
        xl = len_var(rg.block)
        end = self._view_end(b, rg.block, t, num)
        if length is not None and end is not None and not _terminator_moved(x, rg.block):
            def from_origin(ln):
                for g in (r(xl), r(entry_var(xl))):
                    c = ln.coeffs.get(g)
                    if c:
                        rest = Linear({k: v for k, v in ln.coeffs.items() if k != g}, ln.const)
                        ln = rest + (Linear.var(end) - Linear.var(y) + off) * c
                return ln
            # a tuple: alternatives, the least of which is read (strncmp: min(n, strlen + 1)),
            # each rewritten alike
            length = tuple(from_origin(ln) for ln in length) if isinstance(length, tuple) \
                else from_origin(length)
        tb = t.block
        low = None
        if b.state.blocks[tb].symbolic and before_var(tb) in num.vars:
            low = Linear({before_var(tb): -1}, 0)
        # (y is the offset moved by the origin: so is the end of a constant length)
        moved_end = _ren(rg.end, r) + t.origin if rg.end is not None and \
            isinstance(length, Linear) and length.is_const() else None
        return Range(tb, Linear.var(y), length, self.size_of(tb), rg.unit, rg.summary, low,
                     moved_end), \
            num, Linear.var(y) - off - t.origin

    def _rebase_scaled(self, b: "Binding", x: AbsState, rg: Range, num, tag: str):
        """_rebase for a view whose element size is not the caller block's (an `EState *` the
        callee received, into memory its caller holds through a `void *`, bzip2's
        `strm->state`): the view's size, bound as whole elements (size(block) / 44), keeps no
        relation to the block's; so the range is counted from the block's start in the
        greatest unit dividing both, against the block's own size. Not for a string's range
        (its length counts the view's elements from the view's pointer)."""
        blk = rg.block
        t = self._sole_landing(b, blk)
        if t is None or rg.offset is None or rg.size is None:
            return None
        ut = self.info(t.block).unit or 1
        if ut == (self.info(blk).unit or 1) == t.unit:
            return None      # (the view's elements are the block's: the binding is exact)
        lengths = rg.length if isinstance(rg.length, tuple) else (rg.length,)
        xl = len_var(blk)
        if set(rg.size.coeffs) != {size_var(blk)} or any(
                ln is None or xl in ln.coeffs or entry_var(xl) in ln.coeffs
                for ln in (*lengths, rg.offset)):
            return None
        if not all(v in num.vars for v in t.origin.coeffs) or \
                not all(v in x.num.vars for v in rg.offset.coeffs):
            return None
        g = gcd(rg.unit, ut, t.unit)
        r = b.rename
        y = r(tag)
        off = _ren(rg.offset, r) * (rg.unit // g) + t.origin * (t.unit // g)
        num = num.assign(y, off)
        scaled = tuple(_ren(ln, r) * (rg.unit // g) for ln in lengths)
        tb = t.block
        low = None
        if b.state.blocks[tb].symbolic and before_var(tb) in num.vars:
            low = Linear({before_var(tb): -(ut // g)}, 0)
        return Range(tb, Linear.var(y), scaled if isinstance(rg.length, tuple) else scaled[0],
                     self.size_of(tb) * (ut // g), g, rg.summary, low), num, Linear.var(y) - off

    def _post_block(self, b: "Binding", out: AbsState, x: AbsState, blk: str, written: set):
        """The callee's writes to symbolic block `blk` land in the blocks it maps to."""
        targets = b.maps.get(blk, ())
        xs = x.blocks[blk]
        wcells = [(o, s) for (o, s) in sorted(xs.cells)
                  if written_var(cell_var(blk, o, s)) in x.num.vars]
        wsum = written_var(summary_var(blk)) in x.num.vars
        xlen = len_var(blk)
        len_changed = _terminator_moved(x, blk)
        if not (wcells or wsum or len_changed):
            return out
        if any(t.block == UNKNOWN for t in targets):
            return self.havoc_all_memory(out)
        # a NUL beyond the terminator survives a callee that wrote only NULs (rstrip)
        ghosts = [cell_var(blk, o, s) for (o, s) in wcells] + ([summary_var(blk)] if wsum else [])
        only_nuls = all(x.num.interval(written_var(g)) == (0, 0) and g not in x.pts
                        for g in ghosts)
        if not only_nuls:
            out = out.drop_names([nul_var(t.block) for t in targets])
        exact = len(targets) == 1 and targets[0].origin is not None
        for t in targets:
            if t.block not in out.blocks or self.info(t.block).readonly:
                continue
            tb = t.block
            strong = exact and not out.blocks[tb].summary
            c = _const(self, out, t.origin) if t.origin is not None else None
            base = None if c is None else c * t.unit
            # the bytes the callee's cells do not cover first: a weak write of the summary
            # reaches every cell of tb, and after the cells it blurred the pointer just stored
            # there (`memset(self, 0, ...); self->opts = opts;`: its offset any value)
            if wsum:
                sv = summary_var(blk)
                vptr, at_zero = None, False
                if sv in x.pts:
                    vptr, _ = b.map_pointer(x.pts[sv], None)
                    at_zero = moved_pointer_var(sv) not in x.num.vars and \
                        self._lands_at_zero(b, out, x.pts[sv])
                out = self.write_weak(out, tb, None, vptr, b.rename(written_var(sv)), at_zero)
                written.add(summary_var(tb))
            for (o, s) in wcells:
                xc = cell_var(blk, o, s)
                wr = b.rename(written_var(xc))
                value = Linear.var(b.rename(xc))
                vptr = None
                if xc in x.pts:
                    vptr, value = b.map_pointer(x.pts[xc], xc)
                if strong and base is not None:
                    out = self.write_cell(out, tb, base + o, s, value, vptr, wr)
                else:
                    at_zero = vptr is not None and (
                        (value is not None and self.entails(out, value, "==", 0)) or
                        (xc in x.num.vars and x.num.interval(xc) == (0, 0)
                         and self._lands_at_zero(b, out, x.pts[xc])))
                    out = self.write_weak(out, tb, value if vptr else None, vptr, wr, at_zero)
                written.add(cell_var(tb, (base or 0) + o, s))
            if len_changed and self.info(tb).is_char and len_var(tb) in out.num.vars:
                lt = len_var(tb)
                same_unit = self.info(tb).unit == self.info(blk).unit == t.unit
                # the view's len counts from the pointer: it is the block's from `origin` on only
                # when no NUL lies before the pointer (len(tb) >= origin before the call)
                known = t.origin is not None and all(v in out.num.vars for v in t.origin.coeffs)
                if same_unit and known and self.entails(b.state, Linear.var(lt), ">=", t.origin):
                    new = self.assign_num(out, lt, Linear.var(b.rename(xlen)) + t.origin)
                    if strong:
                        out = new
                    elif not new.is_bottom():
                        out = out.join(new)
                else:
                    out = self.assign_interval(out, lt, 0, None)
                nv = nul_var(tb)
                if only_nuls and nv in out.num.vars:    # NULs only: the first one came no later
                    out = out.with_num(out.num.assume(lt, "<=", nv))
                written.add(lt)
        return out

    def write_cell(self, state, block, offset, size, value, vptr, wr_name):
        """Cell (offset, size) of block := value (strong), within the hull of its old value and
        the values the callee wrote (wr_name)."""
        bs = state.blocks[block]
        cv = cell_var(block, offset, size)
        if (offset, size) in bs.cells and cv in state.num.vars:
            old = state.num.interval(cv)
        else:
            if state.is_pristine(block) and not any(co < offset + size and offset < co + cs
                                                    for (co, cs) in bs.cells):
                state = state.entry_cell(block, offset, size)
            else:
                overl = [cl for cl in bs.cells if cl[0] < offset + size and offset < cl[0] + cl[1]]
                state = state.fold_cells(block, overl)
                blocks = dict(state.blocks)
                blocks[block] = replace(state.blocks[block],
                                        cells=state.blocks[block].cells | {(offset, size)})
                state = replace(state, blocks=blocks)
            old = state.num.interval(summary_var(block)) if summary_var(block) in state.num.vars \
                else (None, None)
            if cv in state.num.vars:
                old = state.num.interval(cv)
        if vptr is not None:
            state = self.set_pointer(state, cv, vptr, value)
        else:
            state = self.assign_num(state.set_pts(cv, None), cv, value)
            if wr_name in state.num.vars:
                lo, hi = hull([old, state.num.interval(wr_name)])
                num = state.num
                if lo is not None:
                    num = num.assume(cv, ">=", lo)
                if hi is not None:
                    num = num.assume(cv, "<=", hi)
                state = state.with_num(num)
        return self.note_written(state, cv, None if vptr is not None else value)

    def write_weak(self, state, block, value, vptr, wr_name, at_zero=False):
        """Some bytes of block may now hold the values the callee wrote (wr_name's hull);
        at_zero: the pointers among them (vptr) are each at offset 0 of what it points to."""
        rng = state.num.interval(wr_name) if wr_name in state.num.vars else (None, None)
        ghosts = [summary_var(block)] + [cell_var(block, o, s)
                                         for (o, s) in state.blocks[block].cells]
        for g in ghosts:
            if g not in state.num.vars and g not in state.pts:
                continue
            lo, hi = hull([rng, state.num.interval(g) if g in state.num.vars else (None, None)])
            if at_zero and g not in state.pts and g != summary_var(block):
                # a number of its own (a field): the bytes written over it, if any, read as
                # a number are any value; it is no pointer (C's effective types)
                state = self.assign_interval(state, g, lo, hi)
            elif vptr is not None or g in state.pts:
                old = state.pts.get(g)
                targets = (old.targets if old else frozenset()) | \
                    (vptr.targets if vptr else frozenset())
                state = state.set_pts(g, Ptr(frozenset(targets), old.unit if old else 1))
                if at_zero and old is not None and old.targets <= {NULL, UNINIT}:
                    # no block held before (`T *t; if (init(&t)) ...`): its offset is no
                    # check's, the new pointers' is 0
                    state = self.assign_interval(state, g, 0, 0)
                elif at_zero and g in state.num.vars:
                    # the old pointers stay, the new ones are at 0 (numbers written over
                    # pointers are not read as pointers: C's effective types)
                    state = self.assign_interval(state, g, *hull([state.num.interval(g), (0, 0)]))
                else:
                    state = self.assign_interval(state, g, None, None)
                    if vptr is not None and g == summary_var(block) and state.blocks[block].symbolic:
                        state = self.assign_interval(state, moved_pointer_var(g), None, None)
            else:
                state = self.assign_interval(state, g, lo, hi)
            state = self.note_written(state, g, None)
        return state

    def _lands_at_zero(self, b: "Binding", out: AbsState, ptr: Ptr) -> bool:
        """Does each pointer a callee holds at offset 0 of a block of its own (`ptr`'s targets)
        land at offset 0 in the caller? Yes where the view's origin is 0; where the origin is
        unknown (a pointer the caller's memory held), when that memory is the caller's symbolic
        blocks, whose pointers are all at offset 0 (_pointers_at_zero)."""
        clean = None
        for t in ptr.targets:
            if t in (NULL,) or t.startswith("fn:"):
                continue
            if t == UNKNOWN:
                return False
            if not (self.is_symbolic_name(t) or t in b.maps):
                continue    # a block of the callee's own (what it allocated, a global): itself
            for m in b.map_block(t):
                if m.block == UNKNOWN or m.block not in out.blocks:
                    return False
                if m.origin is not None:
                    if not self.entails(out, m.origin, "==", 0):
                        return False
                    continue
                if not out.blocks[m.block].symbolic:
                    return False
                if clean is None:
                    clean = self._pointers_at_zero(out)
                if not clean:
                    return False
        return True

    def _pointers_at_zero(self, state: AbsState) -> bool:
        """Is every pointer the symbolic blocks of `state` hold at offset 0: no summary with
        moved_pointer_var, no pointer cell at another offset (a cell is judged only when folded)."""
        if any(is_moved_pointer_var(v) for v in state.num.vars):
            return False
        for b, bs in state.blocks.items():
            if not bs.symbolic:
                continue
            for (o, sz) in bs.cells:
                cv = cell_var(b, o, sz)
                if cv in state.pts and (cv not in state.num.vars
                                        or state.num.interval(cv) != (0, 0)):
                    return False
        return True

    def _post_new_block(self, b: "Binding", out: AbsState, x: AbsState, blk: str):
        """A block the callee allocated: it exists in the caller from now on (an older block of
        the same allocation site becomes part of its summary)."""
        if blk in out.blocks and not blk.endswith("~"):
            out = self.merge_into_summary(out, blk, blk + "~")
        xs = x.blocks[blk]
        if blk.endswith("~") and blk in out.blocks:
            mine = out.blocks[blk]
            blocks = dict(out.blocks)
            blocks[blk] = replace(mine, cells=mine.cells & xs.cells, summary=True)
            out = replace(out, blocks=blocks)
            for g in block_vars(blk, x):
                if g in x.num.vars and g in out.num.vars:
                    new = self.assign_num(out, g, Linear.var(b.rename(g)))
                    lo, hi = hull([out.num.interval(g), new.num.interval(g)])
                    out = self.assign_interval(out, g, lo, hi)
            return out
        blocks = dict(out.blocks)
        blocks[blk] = xs
        out = replace(out, blocks=blocks)
        for g in block_vars(blk, x):
            if g in x.num.vars:
                out = self.assign_num(out, g, Linear.var(b.rename(g)))
            if g in x.pts:
                ptr, off = b.map_pointer(x.pts[g], g)
                out = out.set_pts(g, ptr)
                if off is None:
                    out = self.assign_interval(out, g, None, None)
        return out


MAX_TARGET_SPLIT = 8    # an obligation is judged per caller block up to this many blocks


def contract_text(clauses) -> list:
    """The clauses of one function's contract, merged per parameter, in words."""
    per = {}
    for name, kind, amount in clauses:
        per.setdefault(name, []).append((kind, amount))
    out = []
    for name in sorted(per):
        items = per[name]
        parts = []
        sizes = [a for k, a in items if k == "bytes"]
        if sizes:
            parts.append(f"valid for {max(sizes)} bytes")
        for sym, unit in sorted({a for k, a in items if k == "elements"}):
            parts.append(f"valid for {sym} " + ("bytes" if unit == 1 else f"elements of {unit} bytes"))
        if any(k == "string" for k, _ in items):
            parts.append("NUL-terminated within its buffer")
        ranges = sorted({a for k, a in items if k == "range"}, key=_range_key)
        if ranges:
            parts.append(_ranges_text(ranges))
        for where in _accesses_text({a for k, a in items if k == "access"}):
            parts.append(f"valid for {where}" if name else f"{where} in bounds")
        out.append((f"`{name}` " if name else "") + ", ".join(parts))
    return out


_PLACE = re.compile(r"(.*?):(\d+)(?::\d+)?")   # FILE:LINE or FILE:LINE:COL


def _accesses_text(places) -> list:
    """FILE:LINE:COL places as words, one phrase per file: "the access at f.c:3:5", or "the
    accesses at f.c lines 116, 117, 119" (a contract may name dozens of them)."""
    by_file = {}
    for where in places:
        m = _PLACE.fullmatch(where)
        f, line = (m.group(1), int(m.group(2))) if m else (where, 0)
        by_file.setdefault(f, set()).add((line, where))
    out = []
    for f in sorted(by_file):
        found = sorted(by_file[f])
        if len(found) == 1:
            out.append(f"the access at {found[0][1]}")
        else:
            lines = sorted({line for line, _ in found})
            out.append(f"the accesses at {f} line{'s' if len(lines) > 1 else ''} "
                       + ", ".join(map(str, lines)))
    return out


def _tied(st: AbsState, own: set, foreign) -> bool:
    """Does a relation of st (x < y, x <= y, x == y; not one its intervals alone imply) tie a
    variable of `own` to one that foreign(v) says is not the caller's?"""
    facts = st.num.facts()
    if facts is None:
        return False
    intervals, lts, eqs, les = facts

    def implied(x, y, strict):
        hx, ly = intervals.get(x, (None, None))[1], intervals.get(y, (None, None))[0]
        return hx is not None and ly is not None and (hx < ly if strict else hx <= ly)
    for pairs, strict in ((lts, True), (les, False)):
        for x, y in pairs:
            if ((x in own and foreign(y)) or (y in own and foreign(x))) and \
                    not implied(x, y, strict):
                return True
    for cls in eqs:
        if cls & own and any(foreign(v) for v in cls if v not in own):
            return True
    return False


def _range_key(a) -> tuple:
    lo, hi, where = a
    return (where, lo is not None, lo or 0, hi is None, hi or 0)


def _meet(ranges) -> tuple:
    los = [lo for lo, _, _ in ranges if lo is not None]
    his = [hi for _, hi, _ in ranges if hi is not None]
    return (max(los) if los else None), (min(his) if his else None)


def _ranges_text(ranges) -> str:
    """The bounds (lo, hi, where) one form of the parameters must meet, as one interval when
    they can all hold at once ("in [0, 4]", "<= 10"), else one per access."""
    lo, hi = _meet(ranges)
    if lo is None or hi is None or lo <= hi:
        return _interval_text(lo, hi)
    per = {}
    for r in ranges:
        per.setdefault(r[2], []).append(r)
    return ", ".join(f"{_interval_text(*_meet(rs))} for the access at {w}"
                     for w, rs in sorted(per.items(), key=lambda wr: _where_key(wr[0])))


def _where_key(where: str) -> tuple:
    file, line, col = where.rsplit(":", 2)
    return (file, int(line), int(col))


def _interval_text(lo, hi) -> str:
    if lo is None:
        return f"<= {hi}"
    if hi is None:
        return f">= {lo}"
    return f"== {lo}" if lo == hi else f"in [{lo}, {hi}]"


def form_text(an, lin: Linear) -> str:
    """A linear form over entry symbols as C reads it: in:n + 1 -> "n + 1"."""
    terms = []
    for v in sorted(lin.coeffs, key=lambda v: symbol_text(an, v)):
        c = lin.coeffs[v]
        name = symbol_text(an, v)
        mag = abs(c)
        text = name if mag == 1 else f"{mag}*{name}"
        terms.append(("- " if c < 0 else "+ ") + text)
    if lin.const:
        terms.append(("- " if lin.const < 0 else "+ ") + str(abs(lin.const)))
    out = " ".join(terms)
    return out[2:] if out.startswith("+ ") else "-" + out[2:]


def symbol_text(an, name: str) -> str:
    """How a user reads an entry symbol or a ghost of a summary: in:n -> "n",
    size(arg:f.p) -> "size(p)", in:len(arg:f.s) -> "strlen(s)" (wcslen for a wide string),
    in:val(arg:f.p@8:4) -> "*(p + 8)"."""
    if name.startswith("in:"):
        inner = name[3:]
        if inner.startswith("len("):
            info = an.info(block_of_ghost(inner))
            # (a wide string's length counts its wchar_t units)
            return f"{'wcslen' if info.unit > 1 else 'strlen'}({info.display})"
        cell = cell_of(inner)
        if cell is not None:
            info = an.info(cell[0])
            for (o, size, text) in info.members:
                if (o, size) == (cell[1], cell[2]):
                    return text
            disp = info.display
            return f"*({disp} + {cell[1]})" if cell[1] else f"*{disp}"
        return inner.lstrip("@")
    blk = block_of_ghost(name)
    if blk is not None:
        if name.startswith("size("):
            return f"size({an.info(blk).display})"
        if name.startswith("before("):
            return f"before({an.info(blk).display})"
    return name


def _terminator_moved(x: AbsState, blk: str) -> bool:
    """Has the callee (state x) moved view blk's string terminator since its entry?"""
    xl, ev = len_var(blk), entry_var(len_var(blk))
    return xl in x.num.vars and ev in x.num.vars and not x.num.entails(xl, "==", ev)


def _callee_input(x: AbsState, name: str) -> bool:
    return name in x.inputs


def _same_bytes(lo, hi, read, size: int):
    """How the callee's entry value of a cell of `size` bytes relates to the caller's value
    [lo, hi] of the same bytes: an int k when the callee's is the caller's + k (0: equal);
    else bounds (lo, hi) for the callee's value, or None for none. A value is as its reader's type reads the bytes: -1 stored in a
    char is 255 read through an unsigned char (pdjson: `buffer[0] = next_char` read as
    `*bytes >= 0x80` in is_legal_utf8, and the equality made the callee's case empty: its
    accesses were judged in no state, "safe"). `read`: the callee's bounds of its value, which
    show a signed read where they are negative and an unsigned one past the signed range. The
    analysis keeps no 64-bit bound past 2^63 (absint.engine.values): there an unknown upper
    bound is within either range. A caller's value bounded nowhere has no reading of its own
    yet: it takes the callee's (a later read of the caller's wraps it to that read's type)."""
    n = 8 * size
    half, full = 1 << (n - 1), 1 << n
    wide = n >= 64
    rlo, rhi = read
    if lo is None and hi is None:
        return 0         # no reading of the caller's yet (an entry cell made for this call)
    below_half = hi is not None and hi < half or hi is None and wide
    if lo is not None and lo >= 0 and below_half:
        return 0                                      # the same under either reading
    signed_read = rlo is not None and rlo < 0
    unsigned_read = rhi is not None and rhi >= half
    if signed_read and below_half and (lo is not None and lo >= -half or lo is None and wide):
        return 0
    if unsigned_read and lo is not None and lo >= 0 and (hi is not None and hi < full or wide):
        return 0
    # a known reading of values the other reading wrote: each moved by 2^n
    if unsigned_read and lo is not None and hi is not None and -half <= lo and hi < 0:
        return full
    if signed_read and lo is not None and hi is not None and half <= lo and hi < full:
        return -full
    # either reading: both wraps of the caller's values
    if lo is not None and hi is not None and -half <= lo and hi < 0:
        return (lo, hi + full)
    if lo is not None and hi is not None and half <= lo and hi < full:
        return (lo - full, hi)
    return None


def _ren(lin, rename):
    if lin is None:
        return None
    if isinstance(lin, tuple):
        return tuple(_ren(x, rename) for x in lin)
    return Linear({rename(k): v for k, v in lin.coeffs.items()}, lin.const)


def _const(an, state, lin: Linear):
    """lin's value when the state pins it, else None."""
    if lin is None:
        return None
    if lin.is_const():
        return lin.const
    lo, hi = an.bounds(state, lin)
    return lo if lo is not None and lo == hi else None


class Binding:
    """One callee state bound at one call site (see the module docstring). `state` is the caller's
    state, extended with whatever had to be materialized to bind (entry cells of its own symbolic
    blocks, path blocks)."""

    def __init__(self, an, frame, st: ir.Call, fn: ir.Function, state: AbsState):
        self.an, self.frame, self.st, self.fn = an, frame, st, fn
        self.state = state
        k = next(_instances)
        self.suffix = f"#c{k}"
        self.maps: dict = {}
        self.marks: dict = {}        # block -> (input, tainted): what mapping it read
        self.inputs = False
        self.tainted = False
        self.params = {p.name: i for i, p in enumerate(fn.params)}
        self.equations: tuple = ()   # the last merge's integer bindings (Linears == 0)
        # (view, after, targets, id(caller state)) -> (eqs, bounds, that state): _bind_room's
        self.rooms: dict = {}
        # _bind_key -> (eqs, bounds, inputs, tainted, caller state): _bind's
        self.bound: dict = {}

    def rename(self, name: str) -> str:
        return name + self.suffix

    # ---------------------------------------------------------------- where callee blocks land
    def _note_operand(self, op):
        if isinstance(op, ir.Var):
            n = self.frame.q(op.name)
            if n in self.state.inputs:
                self.inputs = True
            if n in self.state.tainted:
                self.tainted = True

    def begin(self) -> None:
        """Before binding one more callee state: nothing yet read from an input or tainted
        operand (the blocks already mapped bring their marks again as they are used)."""
        self.inputs = self.tainted = False

    def map_block(self, blk: str) -> tuple:
        got = self.maps.get(blk)
        if got is not None:
            marks = self.marks.get(blk)
            if marks is not None:
                self.inputs |= marks[0]
                self.tainted |= marks[1]
            return got
        outer = (self.inputs, self.tainted)
        self.inputs = self.tainted = False
        self.maps[blk] = ()          # (a cycle through path names maps to nothing)
        out = self._map_block(blk)
        self.maps[blk] = out
        self.marks[blk] = (self.inputs, self.tainted)
        self.inputs |= outer[0]
        self.tainted |= outer[1]
        return out

    def landing(self, blk):
        """The caller's name for a callee block a range is in: the one block a symbolic block
        lands in (its size and before() are bound to the room there), None for memory the
        caller does not know; otherwise (several blocks, or not symbolic) the callee's name."""
        if blk is None or not self.an.is_symbolic_name(blk):
            return blk
        targets = self.maps.get(blk, ())
        if len(targets) == 1:
            t = targets[0].block
            return None if t == UNKNOWN else (blk if t.startswith("fn:") else t)
        # several views of one root of the caller's (a path block and the deep block below it:
        # a tree walked by functions that call each other): the root's deep block, whose
        # binding at the caller's callers (the memory reachable from the root's landing)
        # covers each of them. The callee's own name would leave the callee's block in the
        # caller's obligations, memory of unknown size one call further up.
        roots = {view_root_depth(t.block)[0] if self.an.is_symbolic_name(t.block) else None
                 for t in targets}
        if targets and len(roots) == 1 and None not in roots:
            deep = self._deep_block(targets[0].block)
            if deep is not None:
                return deep
        return blk

    def _deep_block(self, view: str):
        """The deep block of view's root (`arg:F.p~` for `arg:F.p@8@0`), made in the caller's
        state; None where it is no symbolic block."""
        deep = view_root_depth(view)[0] + "~"
        if not self.an.is_symbolic_name(deep):
            return None
        if deep not in self.state.blocks:
            self.state = self.an.add_symbolic_block(self.state, deep)
        return deep

    def _pointer_targets(self, ptr: Ptr, origin) -> tuple:
        out = []
        for t in sorted(ptr.targets):
            if t == NULL:
                continue
            if t.startswith("fn:"):          # a function: what a callback parameter designates
                out.append(Target(t, None))
                continue
            if t == UNKNOWN:
                out.append(Target(UNKNOWN, None))
                continue
            if not self._made(t):
                out.append(Target(UNKNOWN, None))
                continue
            out.append(Target(t, origin, ptr.unit))
        return tuple(out)

    def _made(self, blk: str) -> bool:
        """Does blk exist in the caller's state? A view the caller registered but no state of
        its made yet (its entry pointers designate it lazily) is made now; False for memory
        the caller does not know."""
        if blk in self.state.blocks:
            return True
        if not self.an.is_symbolic_name(blk):
            return False
        self.state = self.an.add_symbolic_block(self.state, blk)
        return True

    def _map_block(self, blk: str) -> tuple:
        an = self.an
        if blk in self.state.blocks and not an.is_symbolic_name(blk):
            return (Target(blk, Linear.const(0), an.info(blk).unit),)   # a global block
        for pname, i in self.params.items():
            if blk == param_block(self.fn.name, pname):
                if i >= len(self.st.args):
                    return (Target(UNKNOWN, None),)
                arg = self.st.args[i]
                self._note_operand(arg)
                if isinstance(arg, ir.Var) and not isinstance(arg.type, ir.PtrT):
                    return (Target(UNKNOWN, None),)
                ptr, off = an.ptr_of(self.state, self.frame, arg)
                if not ptr.targets:
                    return (Target(UNKNOWN, None),)
                return self._pointer_targets(ptr, off)
        if blk.startswith("*@"):
            g = blk[1:]
            p = self.state.pts.get(g)
            if p is None:
                return (Target(UNKNOWN, None),)
            if g in self.state.inputs:
                self.inputs = True
            return self._pointer_targets(p, Linear.var(g))
        if blk.endswith("~"):
            root = blk[:-1]
            roots = {t.block for t in self.map_block(root) if t.block != UNKNOWN}
            if any(t.block == UNKNOWN for t in self.map_block(root)):
                return (Target(UNKNOWN, None),)
            reach = an.reachable_blocks(self.state, roots)
            # (a pointer to unknown memory in the way; not merely every block of the state
            # reached, which is all a summary's state holds past a cycle: object_free's view,
            # its paths, in parson's json_object_deinit -> json_value_free -> json_object_free)
            if any(UNKNOWN in self.state.stored_targets(b) for b in reach):
                return (Target(UNKNOWN, None),)
            return self._deep_targets(reach) + self._deep_views(reach)
        if blk.endswith("[]"):
            parent = blk[:-2]
            out = []
            for t in self.map_block(parent):
                if t.block == UNKNOWN:
                    return (Target(UNKNOWN, None),)
                out += self._stored_pointers(t.block, None)
            return tuple(dict.fromkeys(out))
        parent, sep, off = blk.rpartition("@")
        if sep and off.isdigit() and an.is_symbolic_name(blk):
            o = int(off)
            out = []
            for t in self.map_block(parent):
                if t.block == UNKNOWN:
                    return (Target(UNKNOWN, None),)
                c = _const(an, self.state, t.origin) if t.origin is not None else None
                out += self._stored_pointers(t.block, None if c is None else c * t.unit + o,
                                             an.info(blk).unit)
            return tuple(dict.fromkeys(out))
        return (Target(UNKNOWN, None),)

    def _deep_targets(self, reach: set) -> tuple:
        """What a pointer read deep in the memory reachable from a parameter (a `~` path block)
        may designate: the blocks the pointers stored in that memory designate, each at the one
        byte offset they all have there (a list's `next` points at the start of a node), else at
        an unknown origin. Unknown memory, if a stored pointer may designate it."""
        an, st = self.an, self.state
        offsets: dict = {}
        for blk in sorted(reach):
            bs = st.blocks.get(blk)
            if bs is None:
                continue
            for g in [summary_var(blk)] + [cell_var(blk, o, z) for (o, z) in sorted(bs.cells)]:
                p = st.pts.get(g)
                if p is None:
                    continue
                if UNKNOWN in p.targets:
                    return (Target(UNKNOWN, None),)
                lo, hi = an.bounds(st, Linear.var(g)) if g in st.num.vars else (None, None)
                at = lo * p.unit if lo is not None and lo == hi else None
                for t in p.targets - {NULL}:
                    if t.startswith("fn:"):
                        continue
                    offsets.setdefault(t, set()).add(at)
        out = []
        for t in sorted(offsets):
            if not self._made(t):
                return (Target(UNKNOWN, None),)
            at = offsets[t]
            if len(at) == 1 and None not in at:
                out.append(Target(t, Linear.const(next(iter(at))), 1))
            else:
                out.append(Target(t, None, an.info(t).unit))
        return tuple(out)

    def _deep_views(self, reach: set) -> tuple:
        """The caller's own deep blocks where the memory reachable from a parameter reaches its
        views: a view's pointers still at their entry values designate its path blocks, lazily
        made (no pointer of the state holds them yet), and what lies deeper than the callee's cut
        (`arg:G.o~`, o landing k levels below the caller's root r) is deeper than the caller's
        own cut from r: inside `r~`. Without them a tree walked by two functions that call
        each other (parson's json_value_free and json_object_free) left the callee's block
        name in the caller's obligations, memory of unknown size at the library's root."""
        an = self.an
        out = []
        for blk in sorted(reach):
            bs = self.state.blocks.get(blk)
            if bs is None or not bs.symbolic or not an.is_symbolic_name(blk):
                continue
            deep = self._deep_block(blk)
            if deep is None:
                continue
            target = Target(deep, Linear.const(0), an.info(deep).unit)
            if target not in out:
                out.append(target)
        return tuple(out)

    def _stored_pointers(self, block: str, offset, unit=1) -> list:
        """Targets of the pointers the caller's `block` holds at byte `offset` (None: anywhere)."""
        an = self.an
        ps = an.ptr_bits // 8
        st = self.state
        bs = st.blocks.get(block)
        if bs is None:
            return [Target(UNKNOWN, None)]
        if offset is not None:
            cv = cell_var(block, offset, ps)
            if (offset, ps) not in bs.cells and st.is_pristine(block) and \
                    not any(co < offset + ps and offset < co + cs for (co, cs) in bs.cells):
                self.state = st = an.entry_read(st, block, Linear.const(offset), 1, ps,
                                                ir.PtrT(unit, an.ptr_bits))
                bs = st.blocks[block]
            if (offset, ps) in bs.cells:
                p = st.pts.get(cv)
                if p is None:     # zero bytes: a NULL pointer, nothing to land in
                    return [] if st.holds_zero(cv) else [Target(UNKNOWN, None)]
                if cv in st.inputs:
                    self.inputs = True
                return list(self._pointer_targets(p, Linear.var(cv)))
        # anywhere in the block: its summary's targets and its cells'
        if st.is_pristine(block) or (bs.symbolic and summary_var(block) not in st.pts):
            self.state = st = an.entry_read(st, block, None, 1, ps, ir.PtrT(unit, an.ptr_bits))
            bs = st.blocks[block]
        out, zeros = [], True
        offsets: dict = {}      # block -> the offsets the pointers into it have: (units, unit)
        # at a known offset that no cell covers, the bytes are the summary's and of the cells
        # overlapping them (not those of a field elsewhere: `type = 32` beside a zeroed `next`)
        cells = sorted(bs.cells) if offset is None else \
            [(o, s) for (o, s) in sorted(bs.cells) if o < offset + ps and offset < o + s]
        for g in [summary_var(block)] + [cell_var(block, o, s) for (o, s) in cells]:
            p = st.pts.get(g)
            if p is not None:
                # (a ghost's value bounds the offset of every pointer it stands for: a summary's
                # of each element's, as in _deep_targets)
                lo, hi = an.bounds(st, Linear.var(g)) if g in st.num.vars else (None, None)
                at = (lo, p.unit) if lo is not None and lo == hi else None
                for t in self._pointer_targets(p, None):
                    out.append(t)
                    offsets.setdefault(t.block, set()).add(at)
            elif not st.holds_zero(g):
                zeros = False
        # a block every pointer stored here designates at the same offset (an array of pointers
        # whose elements are no cells: `dataArray[2] = data`): that offset is exact
        exact = {b: next(iter(ats)) for b, ats in offsets.items()
                 if len(ats) == 1 and None not in ats and b != UNKNOWN and not b.startswith("fn:")}
        out = [Target(t.block, Linear.const(exact[t.block][0]), exact[t.block][1])
               if t.block in exact else t for t in out]
        # no pointer stored there: NULL where every byte is 0 (a block memset or calloc'd),
        # else bytes that are no pointer of the caller's
        return out or ([] if zeros else [Target(UNKNOWN, None)])

    # ---------------------------------------------------------------- binding entry symbols
    def merge(self, x: AbsState, for_query: bool = False):
        """The caller's Pentagon met with the renamed callee state and the bindings. For a
        query (`for_query`), the caller's part is first projected on what the binding and a
        judgement can read (query_vars): a query's state is never analysed further, and the
        meet and closure of the whole caller state, once per obligation, were most of the cost
        of a call in a long function (cJSON's test: 14,000 obligations met with ~400 variables)."""
        for blk in sorted(b for b, bs in x.blocks.items() if bs.symbolic):
            self.map_block(blk)
        eqs, bounds = [], []
        for v in sorted(x.num.vars):
            self._bind(x, v, eqs, bounds)
        caller = self.state.num
        if for_query:
            caller = self._projected(eqs, bounds)
        renamed = x.num.rename({v: self.rename(v) for v in x.num.vars})
        num = caller.meet(renamed)
        # the integer parameters' bindings (`in:n#c == n - 4`), as Linears equal to zero: what
        # a prover may link a re-based offset through (the views' rooms are many, and bound
        # through the blocks' sizes, which the re-basing already counts from)
        k = len(self.suffix)
        self.equations = tuple(Linear.var(name) - lin for name, lin in eqs
                               if name[:3] == "in:" and name[3:-k] in self.params)
        guards = []
        for name, lin in eqs:
            lin = self.an.simplify(num, lin)
            if all(k in num.vars for k in lin.coeffs):
                guards.append((name, "==", lin))
        for name, lo, hi in bounds:
            if lo is not None:
                guards.append((name, ">=", lo))
            if hi is not None:
                guards.append((name, "<=", hi))
        if guards:
            num = num.assume_all(guards)
        # exact forms of the callee's variables over its entry symbols (`return n + 1`): in
        # the merged state they are equalities, and over the caller's entry symbols, forms
        self.forms = dict(self.state.forms)
        # a binding the Pentagon cannot hold as it is (`room == 100 * size(ctx)`: a byte view
        # of a struct seen in units of the struct) stays exact as a form, over the caller's
        # fixed symbols: a caller of the caller binds size(ctx) and gets the room
        for name, lin in eqs:
            if name in self.forms or name not in num.vars:
                continue
            lin = self.an.simplify(num, lin)
            if lin.coeffs and not (len(lin.coeffs) == 1 and
                                   abs(next(iter(lin.coeffs.values()))) == 1) \
                    and all(self._fixed_symbol(k) for k in lin.coeffs):
                self.forms[name] = lin
        caller_forms = {}
        for name, lin in eqs:
            if name.startswith("in:"):
                f = self.an.form_of(self.state, lin) if all(
                    k in self.state.num.vars or k.startswith("in:") for k in lin.coeffs) else None
                if f is None and lin.is_const():
                    f = lin
                caller_forms[name] = f
        for v, f in sorted(x.forms.items(), key=lambda kv: kv[0]):
            rv = self.rename(v)
            rf = Linear({self.rename(k): c for k, c in f.coeffs.items()}, f.const)
            if rv in num.vars and all(k in num.vars for k in rf.coeffs):
                num = num.assume(rv, "==", rf)
            composed = Linear({}, f.const)
            for k, c in rf.coeffs.items():
                cf = caller_forms.get(k)
                if cf is None:
                    composed = None
                    break
                composed = composed + cf * c
            if composed is not None and composed.coeffs:
                self.forms[rv] = composed
        return num

    def _fixed_symbol(self, name: str) -> bool:
        """Is `name` a value the caller's analysis never changes: an entry symbol, or the size
        or room before of one of its symbolic blocks (views of its own caller's memory)?"""
        if name.startswith("in:"):
            return True
        blk = block_of_ghost(name)
        bs = self.state.blocks.get(blk) if blk is not None else None
        return bs is not None and bs.symbolic and name in (size_var(blk), before_var(blk))

    def _projected(self, eqs, bounds):
        """The caller's Pentagon projected on query_vars, shared by the obligations of this call
        while the caller's state and the blocks mapped stay the same and an obligation's
        bindings read no variable it dropped (a few more variables kept only add facts)."""
        tied = {v for _, lin in eqs for v in lin.coeffs}
        tied.update(v for _, lo, hi in bounds for lin in (lo, hi) if isinstance(lin, Linear)
                    for v in lin.coeffs)
        key = (id(self.state), len(self.maps))
        cached = getattr(self, "_projection", None)
        if cached is not None and cached[0] == key and tied <= cached[1]:
            return cached[2]
        keep = self.query_vars(tied)
        if cached is not None and cached[0] == key:
            keep |= cached[1]
        caller = self.state.num
        drop = [v for v in caller.vars if v not in keep]
        num = caller.remove_vars(drop) if drop else caller
        self._projection = (key, keep, num, self.state)   # (the state kept alive: its id holds)
        return num

    def query_vars(self, tied: set) -> set:
        """The caller's variables a query made through this binding may read: `tied`, those
        the bindings tie to the callee's symbols, every variable of the blocks the callee's views
        land in (size, length, terminator, contents) and of their origins, and the caller's own
        entry symbols and symbolic blocks' size and room before (what project_query keeps when
        the caller is itself summarized). Facts between them that went through other variables
        stay (the projection is of the closed state)."""
        st = self.state
        keep = set(tied)
        for targets in self.maps.values():
            for t in targets:
                if t.block in st.blocks:
                    keep.update(block_vars(t.block, st))
                    keep.update(self.an.size_of(t.block).coeffs)
                if t.origin is not None:
                    keep.update(t.origin.coeffs)
        for b, bs in st.blocks.items():
            if bs.symbolic:
                keep.update((size_var(b), before_var(b), nonnull_var(b)))
        keep.update(v for v in st.num.vars if is_entry_name(v))
        return keep

    def _bind(self, x, v, eqs, bounds):
        """Bind the callee's variable v of obligation state x: what it equals (eqs) or lies
        within (bounds) in the caller. The same for every obligation of the call with the same
        caller state, targets and, for a cell, pointer and reading: remembered (cJSON's parser:
        a million bindings, 47 per obligation, most of them the same)."""
        key = self._bind_key(x, v)
        if key is None:
            return self._bind_now(x, v, eqs, bounds)
        made = self.bound.get(key)
        if made is None:
            outer = (self.inputs, self.tainted)
            self.inputs = self.tainted = False
            before = self.state
            my_eqs, my_bounds = [], []
            self._bind_now(x, v, my_eqs, my_bounds)
            made = (my_eqs, my_bounds, self.inputs, self.tainted)
            if self.state is before:          # (a binding that made a cell or ghost: not kept)
                self.bound[key] = made + (before,)    # (the state kept alive: its id holds)
            self.inputs, self.tainted = outer
        eqs.extend(made[0])
        bounds.extend(made[1])
        self.inputs |= made[2]
        self.tainted |= made[3]

    def _bind_key(self, x, v):
        """What _bind_now's answer for v depends on besides the caller's state, or None where
        it is not known cheaply."""
        entry = is_entry_name(v)
        inner = v[3:] if entry else v
        if inner in self.params or inner.startswith("@") and "(" not in inner:
            return (v, id(self.state))
        blk = block_of_ghost(inner)
        if blk is None:
            return (v, id(self.state))        # (nothing to bind)
        bs = x.blocks.get(blk)
        targets = self.maps.get(blk, ())
        if not entry:
            return (v, id(self.state), bs is not None and bs.symbolic, targets)
        if bs is None or not cell_of(inner):
            return (v, id(self.state), bs is not None, targets)
        return (v, id(self.state), True, targets, inner in x.pts, self._read_bounds(x, v))

    def _bind_now(self, x, v, eqs, bounds):
        an, st = self.an, self.state
        r = self.rename(v)
        if is_entry_name(v):
            inner = v[3:]
            if inner in self.params:                    # an integer parameter
                i = self.params[inner]
                if i < len(self.st.args):
                    arg = self.st.args[i]
                    self._note_operand(arg)
                    lin = an.lin(self.frame, arg)
                    if lin is not None and not isinstance(arg.type, ir.PtrT):
                        eqs.append((r, lin))
                return
            if inner.startswith("@") and "(" not in inner:  # a global's entry value
                if inner in st.num.vars:
                    eqs.append((r, Linear.var(inner)))
                    if inner in st.inputs:
                        self.inputs = True
                return
            blk = block_of_ghost(inner)
            if blk is None or blk not in x.blocks:
                return
            targets = self.maps.get(blk, ())
            if inner.startswith("len("):
                self._bind_len(blk, targets, r, eqs, bounds)
                return
            cell = cell_of(inner)
            if cell is not None:
                self._bind_cell(cell, targets, r, eqs, bounds, pointer=inner in x.pts,
                                read=self._read_bounds(x, v))
            return
        blk = block_of_ghost(v)
        if blk is None or blk not in x.blocks or not x.blocks[blk].symbolic:
            return
        targets = self.maps.get(blk, ())
        if v == size_var(blk) and an.is_symbolic_name(blk):
            self._bind_room(blk, targets, r, eqs, bounds, after=True)
        elif v == before_var(blk):
            self._bind_room(blk, targets, r, eqs, bounds, after=False)

    def _bind_room(self, blk, targets, r, eqs, bounds, after):
        """size(view) == room after the caller's pointer; before(view) == room before it. The
        same for every obligation of the call while the caller's state stays the same: made
        once (md4c: 420,000 bindings of rooms for 35,000 obligations, a third of their cost)."""
        key = (blk, after, targets, id(self.state))
        made = self.rooms.get(key)
        if made is None:
            room_eqs, room_bounds = [], []
            self._make_room(blk, targets, r, room_eqs, room_bounds, after)
            made = self.rooms[key] = (room_eqs, room_bounds, self.state)   # (its id stays valid)
        eqs.extend(made[0])
        bounds.extend(made[1])

    def _make_room(self, blk, targets, r, eqs, bounds, after):
        an, st = self.an, self.state
        ub = an.info(blk).unit or 1
        forms = []
        for t in targets:
            if t.block.startswith("fn:"):
                continue
            if t.block == UNKNOWN or t.block not in st.blocks:
                return
            ut = an.info(t.block).unit
            if t.origin is None:
                if after:
                    size = an.size_of(t.block)
                    lo, hi = an.bounds(st, size * ut)
                    forms.append((None, (0, None if hi is None else hi // ub)))
                else:
                    forms.append((None, (0, None)))
                continue
            if after:
                total = an.size_of(t.block) * ut - t.origin * t.unit
            else:
                total = t.origin * t.unit
                # landing in a view of the caller's own caller: its room before adds
                bv = before_var(t.block)
                if st.blocks[t.block].symbolic and bv in st.num.vars:
                    total = total + Linear.var(bv) * ut
            if st.blocks[t.block].summary:     # one of several blocks: no exact relation
                lo, hi = an.bounds(st, total)
                forms.append((None, (None if lo is None else lo // ub, None if hi is None else hi // ub)))
                continue
            if all(k % ub == 0 for k in total.coeffs.values()) and total.const % ub == 0:
                exact = Linear({k: c // ub for k, c in total.coeffs.items()}, total.const // ub)
                forms.append((exact, an.bounds(st, exact)))
            else:
                # the whole elements of the view that fit in the room: rounded down at both ends
                # (rounding the lower bound up claimed room that is not there, and made the bounds
                # empty, the call's continuation unreachable, when the room is one value that is
                # not a multiple of the element: `&g.out` 8 bytes into g, `out` of 16 bytes)
                lo, hi = an.bounds(st, total)
                forms.append((None, (None if lo is None else lo // ub,
                                     None if hi is None else hi // ub)))
        if not forms:
            return
        if len(forms) == 1 and forms[0][0] is not None:
            eqs.append((r, forms[0][0]))
            return
        lo, hi = hull([f[1] for f in forms])
        bounds.append((r, lo, hi))

    def _bind_len(self, blk, targets, r, eqs, bounds):
        an, st = self.an, self.state
        if len(targets) != 1:
            return
        t = targets[0]
        if t.block == UNKNOWN or t.origin is None or not an.info(t.block).is_char:
            return
        lt = len_var(t.block)
        if lt not in st.num.vars or an.info(t.block).unit != an.info(blk).unit or \
                t.unit != an.info(blk).unit:
            return
        if st.blocks[t.block].summary:
            return
        if an.entails(st, Linear.var(lt), ">=", t.origin):
            eqs.append((r, Linear.var(lt) - t.origin))
            return
        nv = nul_var(t.block)
        if nv in st.num.vars and an.entails(st, Linear.var(nv), ">=", t.origin):
            # past the first NUL: the string at the pointer ends at some e, origin <= e <= nul
            e = self.rename(f"end({blk})")
            num = st.num.assign_interval(e, an.bounds(st, t.origin)[0], st.num.interval(nv)[1])
            num = num.assume(t.origin, "<=", Linear.var(e)).assume(e, "<=", nv)
            self.state = st.with_num(num).mark_input(e, lt in st.inputs or nv in st.inputs)
            eqs.append((r, Linear.var(e) - t.origin))

    def _read_bounds(self, x, v) -> tuple:
        """The bounds of the callee's entry value v in `x` and at its exit: the values it took
        anywhere in the callee (a signed read shows negative values on some path, even where
        the obligation's own path excluded them: `if (p->max < 0) ...; tab[p->max]`)."""
        out = x.num.interval(v)
        summary = self.an.summaries.get(self.fn.name)
        exit_state = summary.exit if summary is not None else None
        if exit_state is not None and exit_state is not x and not exit_state.is_bottom() and \
                v in exit_state.num.vars:
            out = hull([out, exit_state.num.interval(v)])
        return out

    def _bind_cell(self, cell, targets, r, eqs, bounds, pointer=False, read=(None, None)):
        """Bind the callee's entry value `r` of `cell` to the caller's. A cell holding a pointer
        in the callee (`pointer`) is not made a number in the caller: its entry pointer is the
        caller's, mapped as a view (map_block), not bound here. `read`: r's bounds in the
        callee, which tell how it read the bytes where they leave its type's range (see
        _same_bytes: the caller's value is as the caller read or wrote them)."""
        an = self.an
        _, o, s = cell
        if len(targets) != 1:
            return
        t = targets[0]
        if t.block == UNKNOWN or t.origin is None or t.block not in self.state.blocks:
            return
        c = _const(an, self.state, t.origin)
        if c is None:
            return
        byte = c * t.unit + o
        st = self.state
        bs = st.blocks[t.block]
        cv = cell_var(t.block, byte, s)
        if (byte, s) not in bs.cells and st.is_pristine(t.block) and not pointer and \
                not any(co < byte + s and byte < co + cs for (co, cs) in bs.cells):
            self.state = st = st.entry_cell(t.block, byte, s)
            bs = st.blocks[t.block]
        if (byte, s) in bs.cells and cv in st.num.vars and cv not in st.pts:
            self._bind_read(r, cv, read, s, not bs.summary, eqs, bounds)
            if cv in st.inputs:
                self.inputs = True
            return
        if not any(co < byte + s and byte < co + cs for (co, cs) in bs.cells):
            sv = summary_var(t.block)
            if sv in st.num.vars and sv not in st.pts and s == an.info(t.block).unit:
                self._bind_read(r, sv, read, s, False, eqs, bounds)
                if sv in st.inputs:
                    self.inputs = True

    def _bind_read(self, r, var, read, size, exact, eqs, bounds) -> None:
        """Bind the callee's entry value r to the caller's `var` (the same bytes; `read`: r's
        bounds in the callee, see _same_bytes): an equality where `exact` (one cell of one
        block), else var's bounds; moved where the readings differ by 2^n."""
        lo, hi = self.state.num.interval(var)
        same = _same_bytes(lo, hi, read, size)
        if isinstance(same, int):
            if exact:
                eqs.append((r, Linear.var(var) + same))
            else:
                bounds.append((r, None if lo is None else lo + same,
                               None if hi is None else hi + same))
        elif same is not None:
            bounds.append((r, *same))

    # ---------------------------------------------------------------- pointers the callee hands back
    def map_pointer(self, ptr: Ptr, name):
        """(Ptr, offset Linear or None) in the caller for a callee pointer held by `name` (a
        callee name; None: its offset is unknown)."""
        targets = set()
        origins = set()
        unit = ptr.unit
        for t in ptr.targets:
            if t in (NULL, UNKNOWN) or t.startswith("fn:"):
                targets.add(t)
                continue
            if self.an.is_symbolic_name(t) or (t in self.maps):
                mapped = self.map_block(t)
                for m in mapped:
                    targets.add(m.block)
                    if m.block == UNKNOWN or m.origin is None:
                        origins.add(None)
                    else:
                        origins.add((m.origin, m.unit))
                if not mapped:
                    # a view that lands nowhere stands for the caller's NULL (zero bytes; or, in
                    # memory where only numbers were stored, no pointer: see _deep_targets),
                    # whose offset no check reads: the other targets keep theirs (`init(&t)`
                    # storing a new block in t on success, t uninitialized before)
                    targets.add(NULL)
                continue
            targets.add(t)                      # a global or heap block: same offset
            origins.add((Linear.const(0), unit))
        if len(origins) > 1 and None not in origins:
            # origins that differ by name only (each target's own offset variable, all of them
            # 0 here: an `item` that is either the caller's node or its list's last one): one
            origins = _same_origin(self.an, self.state, origins, unit)
        if name is None or None in origins or len(origins) > 1:
            return Ptr(frozenset(targets), 1 if len(origins) > 1 else unit), None
        if not origins:
            return Ptr(frozenset(targets), unit), Linear.var(self.rename(name))
        (origin, ounit), = origins
        if ounit == unit:
            return Ptr(frozenset(targets), unit), Linear.var(self.rename(name)) + origin
        if ounit % unit == 0:
            return Ptr(frozenset(targets), unit), Linear.var(self.rename(name)) + \
                origin * (ounit // unit)
        return Ptr(frozenset(targets), 1), Linear.var(self.rename(name)) * unit + origin * ounit


def _same_origin(an, state, origins: set, unit: int) -> set:
    """origins ({(Linear, unit)}) as one constant origin when each is a constant in state and
    they all designate the same byte; else as they are."""
    at = set()
    for origin, ounit in origins:
        c = _const(an, state, origin)
        if c is None:
            return origins
        at.add(c * ounit)
    if len(at) != 1:
        return origins
    byte = at.pop()
    return {(Linear.const(byte // unit), unit)} if byte % unit == 0 else {(Linear.const(byte), 1)}


__all__ = ["Summary", "Obligation", "CallStep", "SummaryCalls", "Binding", "is_local_name",
           "is_written_var"]

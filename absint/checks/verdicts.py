"""Judging one access in one abstract state, and combining the judgements of every context a
CheckSite was reached in into its single verdict.

Per state (an AccessQuery from the engine): each range [off, off + len) of a block of `size` units is
- proven when 0 <= off and off + len <= size are entailed,
- refuted when off < 0 or off + len > size is entailed (a definite error in that state),
- open otherwise.
The query is safe when every range is proven (and nothing it depends on is tainted by an unsupported
construct), an error when every range is refuted, a warning otherwise. Across contexts: unreachable
when never reached, safe when safe in every context, error when an error in every context, else a
warning.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from typing import Optional

from absint.domains.linear import Linear
from absint.ir import nodes as ir
from absint.report.reasons import REASONS  # noqa: F401  (the codes Judge.reason gives)


@dataclass
class Outcome:
    status: str                    # "safe" | "error" | "warning" | "incomplete" (not checked)
    message: str = ""
    index: str = ""
    size: str = ""
    witness: Optional[dict] = None
    lo: Optional[int] = None       # index/offset range (for merging messages)
    hi: Optional[int] = None
    # an "error" the abstract state does not prove (some reaching states may pass): it stands only
    # once a concrete run confirms it (absint.checks.confirm), else it becomes a warning
    confirm: bool = False
    reason: str = ""               # a REASONS code: why a warning/error/incomplete is what it is
    facts: Optional[dict] = None   # the invariant at the access (Judge.facts), when asked for


def _fmt(lo, hi) -> str:
    a = "-inf" if lo is None else str(lo)
    b = "+inf" if hi is None else str(hi)
    return f"[{a}, {b}]"


def _fmt_value(lo, hi) -> str:
    if lo is not None and lo == hi:
        return str(lo)
    return _fmt(lo, hi)


def _argument_space(result: tuple, base: int) -> tuple:
    """A library argument's range check is an index `arg - base` into a table (isalpha's: arg + 1
    into 257 entries); its verdict speaks of the argument: range, bounds and witness + base."""
    status, _, size, lo, hi, wit, detail = result
    lo = None if lo is None else lo + base
    hi = None if hi is None else hi + base
    wit = {k: v + base for k, v in wit.items()} if wit else wit
    return status, _fmt(lo, hi), size, lo, hi, wit, detail


class Judge:
    def __init__(self, analyzer):
        self.an = analyzer
        self.fn_facts = {}      # function -> (defining statements by variable, sites in loops)

    def bounds(self, state, e):
        return self.an.bounds(state, e)

    def entails(self, state, a, op, b):
        return self.an.entails(state, a, op, b)

    def judge(self, q) -> Outcome:
        site = q.site
        results = [self.judge_range(q, r) for r in q.ranges]
        if site.kind == "index" and site.callee and site.base:
            results = [_argument_space(r, site.base) for r in results]
        statuses = {r[0] for r in results}
        confirm = False
        if statuses == {"safe"}:
            status = "safe"
        elif statuses == {"error"}:
            status = "error"
            # an access in a loop of a callee, judged through summaries: every state of the
            # obligation fails, but whether any reaches it is the summaries' over-approximation
            # (a loop over the whole words of a 4-byte key, `while (p != end)` with end = p +
            # (len & ~7), entered only where the projection lost len): a concrete run decides
            confirm = bool(getattr(q, "chain", ())) and self.in_loop(site) or q.may_skip
        elif not q.depends_on_input and not q.tainted and not site.unsupported and \
                all(r[6] == "" for r in results if r[0] != "safe"):
            # nothing the access reads depends on an input: there is one execution, and the
            # failing values may be its own or only the abstraction's: a concrete run decides
            status, confirm = "error", True
        else:
            status = "warning"
        if status == "safe" and (q.tainted or site.unsupported):
            status = "warning"
            first = results[0]
            return Outcome("warning", self.message(q, q.ranges[0], first, unsupported=True),
                           first[1], first[2], None, first[3], first[4])
        # the most telling range for the message: an error, else an open one
        pick = next((i for i, r in enumerate(results) if r[0] == status), 0)
        r = results[pick]
        if status == "safe":
            return Outcome("safe", "", r[1], r[2], None, r[3], r[4])
        return Outcome(status, self.message(q, q.ranges[pick], r), r[1], r[2], r[5], r[3], r[4],
                       confirm)

    # ------------------------------------------------------------------ one range
    def judge_range(self, q, rng):
        """-> (status, index text, size text, lo, hi, witness, detail)"""
        st = q.state
        site = q.site
        off = rng.offset
        if site.kind == "index":
            lo, hi = self.bounds(st, off)
            size_lo, size_hi = self.bounds(st, rng.size) if rng.size is not None else (None, None)
            size_txt = self.size_text(q, rng.size, size_lo, size_hi)
            if rng.size is None:
                return ("warning", _fmt(lo, hi), "?", lo, hi, None, "unknown extent")
            low_ok = lo is not None and lo >= 0 or self.entails(st, off, ">=", 0)
            high_ok = self.entails(st, off, "<", rng.size)
            if not (low_ok and high_ok):
                c_low, c_high = self.by_congruence(st, off, lo, hi, size_lo, 1)
                low_ok, high_ok = low_ok or c_low, high_ok or c_high
            if low_ok and high_ok:
                return ("safe", _fmt(lo, hi), size_txt, lo, hi, None, "")
            low_bad = hi is not None and hi < 0
            high_bad = self.entails(st, off, ">=", rng.size)
            name = self.index_name(q)
            if low_bad or high_bad:
                if high_bad:
                    v = lo if lo is not None else size_lo
                else:
                    v = hi
                return ("error", _fmt(lo, hi), size_txt, lo, hi,
                        {name: v} if v is not None else None, "")
            w = None
            if not high_ok and size_hi is not None and (hi is None or hi >= size_lo):
                v = size_lo if size_lo == size_hi else (size_hi if hi is None else min(hi, size_hi))
                v = max(v, lo) if lo is not None and v is not None else v
                cg = self.an.cong_of(st, self.an.simplify(st.num, off)) if off.coeffs else None
                if cg and cg[0] and v is not None:
                    v += (cg[1] - v) % cg[0]      # the first failing value the stride takes
                w = {name: v}
            elif not low_ok:
                w = {name: -1 if lo is None or lo <= -1 <= (hi if hi is not None else 0) else lo}
            return ("warning", _fmt(lo, hi), size_txt, lo, hi, w, "")
        # pointer and call ranges: in units of rng.unit
        if rng.block is None or rng.size is None:
            lo, hi = self.bounds(st, off)
            return ("warning", _fmt(lo, hi), "unknown", lo, hi, None, "unknown")
        if rng.block in ("null", "uninit"):
            return ("warning", "", "0", None, None, None, rng.block)
        if rng.length is None:
            lo, hi = self.bounds(st, off)
            slo, shi = self.bounds(st, rng.size)
            return ("warning", _fmt(lo, hi), self.bytes_text(slo, shi, rng.unit), lo, hi, None,
                    "unbounded")
        alts = rng.length if isinstance(rng.length, tuple) else (rng.length,)
        size = rng.size
        slo, shi = self.bounds(st, size)
        # (a summary block's ghosts are only ever updated weakly, so a relation between them and
        # an offset holds for the member the pointer points into)
        olo, ohi = self.bounds(st, off)
        low = rng.low if rng.low is not None else Linear.const(0)
        low_ok = (rng.low is None and olo is not None and olo >= 0) or \
            self.entails(st, off, ">=", low)
        # the length is the least of the alternatives: it fits if one of them fits
        high_ok = any(self.entails(st, off + ln, "<=", size) for ln in alts) or \
            rng.end is not None and self.entails(st, rng.end, "<=", size)
        if not (low_ok and high_ok) and len(alts) == 1 and alts[0].is_const():
            c_low, c_high = self.by_congruence(st, off, olo, ohi, slo, alts[0].const)
            low_ok, high_ok = low_ok or c_low, high_ok or c_high
        size_txt = self.bytes_text(slo, shi, rng.unit)
        if low_ok and high_ok:
            return ("safe", _fmt(olo, ohi), size_txt, olo, ohi, None, "")
        low_bad = (ohi is not None and ohi < 0) if rng.low is None else \
            self.entails(st, off, "<", low)
        high_bad = all(self.entails(st, off + ln, ">", size) for ln in alts)
        llo, lhi = self.length_bounds(st, rng.length)
        wit = None
        if q.site.kind == "call":
            if high_bad:
                v = llo
            elif not high_ok and slo is not None and olo is not None:
                v = slo - olo + 1   # the shortest length that no longer fits
                if llo is not None:
                    v = max(v, llo)
            else:
                v = None
            if v is not None:
                wit = {"length": v * rng.unit}
        else:
            if not high_ok and ohi is not None:
                wit = {"offset": (max(olo or 0, (slo or 0) - (llo or 1) + 1)) * rng.unit}
            elif not low_ok:   # the lowest offset taken (a pointer set before a buffer)
                wit = {"offset": (ohi if low_bad else (-1 if olo is None else olo)) * rng.unit}
        status = "error" if (low_bad or high_bad) else "warning"
        return (status, _fmt(olo, ohi), size_txt, olo, ohi, wit, "")

    def by_congruence(self, st, off, lo, hi, size_lo, length):
        """(low side safe, high side safe) from the offset's congruence: a stride-4 counter in
        [0, 9] never takes 9. size_lo: the least size; length: units accessed."""
        cg = self.an.cong_of(st, self.an.simplify(st.num, off)) if off.coeffs else None
        if not cg or not cg[0] or lo is None or hi is None or size_lo is None:
            return False, False
        m, r = cg
        first_high = size_lo - length + 1            # the least offset that no longer fits
        first_high += (r - first_high) % m            # ... taken by the stride
        last_low = -1 - ((-1 - r) % m)                # the greatest negative offset taken
        return last_low < lo, first_high > hi

    def length_bounds(self, st, length):
        """Bounds of a length: a Linear, or a tuple of alternatives whose least it is."""
        if not isinstance(length, tuple):
            return self.bounds(st, length)
        los, his = zip(*(self.bounds(st, ln) for ln in length))
        lo = None if any(v is None for v in los) else min(los)
        finite = [v for v in his if v is not None]
        return lo, (min(finite) if finite else None)

    # ------------------------------------------------------------------ reasons and facts
    def reason(self, q, outcome) -> str:
        """The REASONS code of a judgement (derived from the query; "" for safe)."""
        if outcome.status == "safe":
            return ""
        if outcome.status == "error" and not outcome.confirm:
            return "definite"
        if q.tainted or q.site.unsupported:
            return "unsupported"
        blocks = [r.block for r in q.ranges]
        if any(b is not None and b.startswith("ret:") for b in blocks) or self.from_unmodelled(q):
            return "unmodelled-call"
        if any(b is None or b in ("null", "uninit") for b in blocks) or \
                any(r.size is None for r in q.ranges):
            return "unknown-pointer"
        if q.depends_on_input:
            return "input"
        return "widening" if self.in_loop(q.site) else "join"

    def _function_facts(self, name):
        """(defining statements by variable, nodes inside a loop) of a function, cached."""
        cache = self.fn_facts
        got = cache.get(name)
        if got is None:
            fn = self.an.program.functions.get(name)
            defs, looped = {}, set()
            if fn is not None:
                for node in fn.cfg.nodes.values():
                    for st in node.stmts:
                        dst = getattr(st, "dst", None)
                        if isinstance(dst, ir.Var):
                            defs.setdefault(dst.name, []).append(st)
                from absint.ir.wto import Component
                self.an.graph(fn)
                stack = list(self.an.wtos.get(name, ()))
                while stack:
                    e = stack.pop()
                    if isinstance(e, Component):
                        looped.update(e.vertices())
                nodes = {s.id: nid for nid, node in fn.cfg.nodes.items() for st in node.stmts
                         for s in getattr(st, "sites", ()) or ()}
                looped = {sid for sid, nid in nodes.items() if nid in looped}
            got = cache[name] = (defs, looped)
        return got

    def in_loop(self, site) -> bool:
        return site.id in self._function_facts(site.function)[1]

    def from_unmodelled(self, q, depth: int = 8) -> bool:
        """Does a value the access reads come (through copies and arithmetic in its function)
        from a call of a function that has neither a body nor a library model?"""
        site = q.site
        defs = self._function_facts(site.function)[0]
        program = self.an.program
        work = [op.name for op in (site.index, site.pointer, site.extent) if isinstance(op, ir.Var)]
        seen = set()
        for _ in range(depth):
            nxt = []
            for name in work:
                if name in seen:
                    continue
                seen.add(name)
                for st in defs.get(name, ()):
                    if isinstance(st, ir.Call):
                        callee = st.callee
                        if isinstance(callee, str) and callee not in program.functions and \
                                not self.an.libc.has_model(callee):
                            return True
                        continue
                    for x in _operands(getattr(st, "expr", None)):
                        nxt.append(x)
            work = nxt
            if not work:
                break
        return False

    def facts(self, q) -> dict:
        """The invariant at the access, as plain data: the variables the check reads with their
        intervals, the relations between them, the blocks with their sizes, and each bound
        checked with whether the state entails it ("proven", "fails", "open")."""
        st = q.state
        names = {}
        site = q.site
        role = {}
        for r in q.ranges:
            for what, lin in (("length", r.length), ("size", r.size), ("offset", r.offset)):
                for alt in (lin if isinstance(lin, tuple) else (lin,)):
                    for v in (alt.coeffs if alt is not None else ()):
                        role[v] = what

        def shown(v):
            if v in names:
                return names[v]
            base = q.names.get(v, v)
            if base.startswith("%"):
                lo, hi = self.bounds(st, Linear.var(v))
                named = self.equal_name(st, v) if lo is None or lo != hi else None
                if named:
                    base = named
                elif role.get(v) == "offset":
                    base = (site.index_text or "index") if site.kind == "index" else \
                        f"offset({site.array})"
                elif role.get(v) == "length":
                    base = "length"
            for prefix, what in (("size(", "size"), ("len(", "strlen"), ("before(", "room before"),
                                 ("val(", "contents")):
                if base.startswith(prefix) and base.endswith(")"):
                    block = base[len(prefix):-1]
                    base = f"{what}({self.an.info(block).display})"
            names[v] = base.split("#")[0] if "#" in base and "(" not in base else base
            return names[v]

        def text(lin):
            if lin is None:
                return "?"
            if isinstance(lin, tuple):
                return "min(" + ", ".join(text(x) for x in lin) + ")"
            parts = []
            for v, k in sorted(lin.coeffs.items(), key=lambda kv: shown(kv[0])):
                term = shown(v) if abs(k) == 1 else f"{abs(k)}*{shown(v)}"
                parts.append(("- " if k < 0 else "+ ") + term)
            if lin.const or not parts:
                parts.append(("- " if lin.const < 0 else "+ ") + str(abs(lin.const)))
            out = " ".join(parts)
            return out[2:] if out.startswith("+ ") else "-" + out[2:]

        variables, seen = [], []
        for r in q.ranges:
            for lin in (r.offset, r.length, r.size, r.low):
                for alt in (lin if isinstance(lin, tuple) else (lin,)):
                    if alt is None:
                        continue
                    for v in sorted(alt.coeffs):
                        if v not in seen and v in st.num.vars:
                            seen.append(v)
        for v in seen[:12]:
            lo, hi = self.bounds(st, Linear.var(v))
            variables.append([shown(v), _fmt(lo, hi), v in st.inputs])
        relations = []
        for i, a in enumerate(seen[:8]):
            for b in seen[i + 1:8]:
                if st.num.entails(a, "==", b):
                    relations.append(f"{shown(a)} == {shown(b)}")
                elif st.num.entails(a, "<", b):
                    relations.append(f"{shown(a)} < {shown(b)}")
                elif st.num.entails(b, "<", a):
                    relations.append(f"{shown(b)} < {shown(a)}")
                elif st.num.entails(a, "<=", b):
                    relations.append(f"{shown(a)} <= {shown(b)}")
                elif st.num.entails(b, "<=", a):
                    relations.append(f"{shown(b)} <= {shown(a)}")
        blocks, checks = [], []
        for r in q.ranges:
            name = self.block_name(r) if r.block not in ("null", "uninit") else r.block
            if r.size is not None:
                slo, shi = self.bounds(st, r.size)
                blocks.append([name, self.bytes_text(slo, shi, r.unit) + " bytes"])
            else:
                blocks.append([name, "unknown size"])
            if r.block in ("null", "uninit") or r.size is None:
                continue
            low = r.low if r.low is not None else Linear.const(0)
            unit = "" if r.unit == 1 or q.site.kind == "index" else f" (units of {r.unit} bytes)"
            checks.append([f"{text(r.offset)} >= {text(low)}{unit}",
                           self._status(st, r.offset, ">=", low, "<")])
            if r.length is None:
                checks.append([f"{text(r.offset)} + (unbounded length) <= {text(r.size)}", "open"])
                continue
            alts = r.length if isinstance(r.length, tuple) else (r.length,)
            end = [r.offset + ln for ln in alts]
            st_hi = "proven" if any(self.entails(st, e, "<=", r.size) for e in end) else \
                "fails" if all(self.entails(st, e, ">", r.size) for e in end) else "open"
            checks.append([f"{text(end[0] if len(end) == 1 else tuple(end))} <= {text(r.size)}"
                           f"{unit}", st_hi])
        return {"variables": variables, "relations": relations, "blocks": blocks,
                "checks": checks}

    def _status(self, st, a, op, b, negated) -> str:
        if self.entails(st, a, op, b):
            return "proven"
        if self.entails(st, a, negated, b):
            return "fails"
        return "open"

    # ------------------------------------------------------------------ texts
    def index_name(self, q) -> str:
        site = q.site
        if isinstance(site.index, ir.Const):
            return "index"
        if site.index_text:
            return site.index_text
        if site.index is not None and hasattr(site.index, "name"):
            return site.index.name
        return "index"

    def size_text(self, q, size, lo, hi) -> str:
        site = q.site
        if size is None:
            return "?"
        lo = 0 if lo is None or lo < 0 else lo   # (an object's size is not negative)
        if lo == hi:
            return str(lo)
        if site.extent is not None and hasattr(site.extent, "name") and size.vars:
            name = q.names.get(size.vars[0], site.extent.name)
            if name.startswith("%"):   # a temporary: name a program variable equal to it
                name = self.equal_name(q.state, size.vars[0]) or _fmt(lo, hi)
            return name
        return _fmt(lo, hi)

    @staticmethod
    def equal_name(state, var):
        """A program variable equal to `var`, preferably of the same function (frame suffix)."""
        suffix = var[var.index("#"):] if "#" in var else ""
        found = []
        for v in state.num.vars:
            base = v.split("#")[0]
            if v != var and not base.startswith(("%", "$", "in:")) and "(" not in base \
                    and state.num.entails(v, "==", var):
                mine = (v[v.index("#"):] if "#" in v else "") == suffix
                found.append((not mine, base))
        return min(found)[1] if found else None

    @staticmethod
    def bytes_text(lo, hi, unit) -> str:
        lo = 0 if lo is None or lo < 0 else lo * unit   # (an object's size is not negative)
        hi = None if hi is None else hi * unit
        return _fmt_value(lo, hi)

    def block_name(self, rng) -> str:
        if rng.block is None:
            return "memory of unknown size"
        return self.an.info(rng.block).display

    def message(self, q, rng, r, unsupported=False) -> str:
        status, index, size, lo, hi, wit, detail = r
        site = q.site
        if unsupported:
            return (f"access to '{site.array}' depends on a construct the analyzer does not model; "
                    f"it cannot be proven in bounds")
        if site.kind == "index" and site.callee:     # a library function's argument range
            name = self.index_name(q)
            msg = f"argument {name} of {site.callee} in {_fmt(lo, hi)} but it must be {site.array}"
            if wit and not name.lstrip("-").isdigit():    # (isalpha(-7): the value is its text)
                msg += f"; fails for {name} == {next(iter(wit.values()))}"
            return msg
        if site.kind == "index":
            name = self.index_name(q)
            if detail == "unknown extent":
                return f"index {name} of '{site.array}' has no known extent"
            if isinstance(site.index, ir.Const):
                shown = f"index {site.index.value}"
            else:
                shown = f"index {name} in {index}"
            if size.lstrip("-").isdigit():
                n = int(size)
                valid = f"valid 0..{n - 1}" if n > 0 else "no valid index"
                msg = f"{shown} but '{site.array}' has {n} elements ({valid})"
            else:
                msg = f"{shown} but '{site.array}' has {size} elements"
            if wit and not isinstance(site.index, ir.Const):
                v = next(iter(wit.values()))
                msg += f"; fails for {name} == {v}"
            return msg
        what = "writes" if site.access == "write" else "reads"
        prep = "to" if site.access == "write" else "from"
        if detail == "unknown":
            return (f"'{site.array}' may point to memory of unknown size; the access cannot be "
                    f"proven in bounds")
        if detail == "null":
            return f"'{site.array}' is a null pointer here"
        if detail == "uninit":
            return f"'{site.array}' may be used uninitialized here"
        if site.kind == "call":
            callee = site.callee or "the call"
            if detail == "unbounded":
                extra = f" ({q.note})" if q.note else ""
                return (f"{callee} {what} an unbounded number of bytes {prep} '{site.array}' of "
                        f"{size} bytes{extra}")
            llo, lhi = self.length_bounds(q.state, rng.length)
            u = rng.unit
            ln = _fmt_value(None if llo is None else llo * u, None if lhi is None else lhi * u)
            offtxt = ""
            if lo is None or hi is None or lo != 0 or hi != 0:
                offtxt = f" at offset {_fmt_value(None if lo is None else lo * u, None if hi is None else hi * u)}"
            # (a format not known here: say that the read is the check's assumption)
            extra = f" ({q.note})" if q.may_skip else ""
            return (f"{callee} {what} {ln} bytes {prep} '{site.array}'{offtxt} of {size} "
                    f"bytes{extra}")
        # pointer dereference
        length = rng.length
        llo, _ = self.length_bounds(q.state, length)
        u = rng.unit
        nbytes = None if llo is None else llo * u
        offs = _fmt(None if lo is None else lo * u, None if hi is None else hi * u)
        msg = (f"{'write' if site.access == 'write' else 'read'} of {nbytes} bytes at byte offset "
               f"{offs} of '{site.array}' ({self.block_name(rng)}, {size} bytes)")
        if wit:
            msg += f"; fails for offset == {next(iter(wit.values()))}"
        return msg


def _operands(expr):
    """Variable names an IR expression reads (its nodes are dataclasses)."""
    if isinstance(expr, ir.Var):
        yield expr.name
    elif is_dataclass(expr):
        for f in fields(expr):
            x = getattr(expr, f.name)
            if is_dataclass(x):
                yield from _operands(x)


def combine(outcomes: list) -> tuple:
    """-> (verdict, representative outcome or None). An access some context did not check
    (status "incomplete", a budget) is never safe: incomplete, or a warning if a checked
    context found it failing."""
    if not outcomes:
        return "unreachable", None
    done = [o for o in outcomes if o.status != "incomplete"]
    if len(done) < len(outcomes):
        first = next(o for o in outcomes if o.status == "incomplete")
        if all(o.status == "safe" for o in done):
            return "incomplete", first
        verdict, o = combine(done)
        if verdict == "error":
            return "warning", Outcome("warning", o.message + " (in the contexts checked; the "
                                      "others were not)", o.index, o.size, o.witness,
                                      reason="budget", facts=o.facts)
        return verdict, o
    statuses = {o.status for o in outcomes}
    if statuses == {"safe"}:
        return "safe", outcomes[0]
    if statuses == {"error"}:
        return "error", outcomes[0]
    warn = next((o for o in outcomes if o.status == "warning"), None)
    if warn is None:
        warn = next(o for o in outcomes if o.status == "error")
        msg = warn.message + " (in some calling contexts only)"
        return "warning", Outcome("warning", msg, _merge_index(outcomes), warn.size, warn.witness,
                                  reason="context", facts=warn.facts)
    rng = _merge_index(outcomes)
    if len(outcomes) > 1 and rng != warn.index and warn.message.startswith("index "):
        msg = warn.message.replace(warn.index, rng, 1)
    else:
        msg = warn.message
    return "warning", Outcome("warning", msg, rng, warn.size, warn.witness, reason=warn.reason,
                              facts=warn.facts)


def _merge_index(outcomes):
    los = [o.lo for o in outcomes]
    his = [o.hi for o in outcomes]
    lo = None if any(v is None for v in los) else min(los)
    hi = None if any(v is None for v in his) else max(his)
    return _fmt(lo, hi)

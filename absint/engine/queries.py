"""What the checks are asked: the ranges an access touches (AccessQuery), built from a CheckSite
in a state. A mixin of Analyzer (absint.engine.interp); the verdicts live in absint.checks."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from math import gcd
from typing import Optional

from absint.domains.linear import Linear
from absint.ir import libspec, nodes as ir
from absint.memory.blocks import PerTarget
from absint.memory.state import NULL, UNINIT, UNKNOWN, AbsState, before_var
from absint.memory.trees import linear_of_tree


@dataclass(frozen=True)
class Range:
    """One range an access touches: [offset, offset + length) units of `block` (None: unknown memory),
    against `size` units (None: the size is unknown). `unit` is bytes per unit."""
    block: Optional[str]
    offset: Linear
    length: Linear
    size: Optional[Linear]
    unit: int = 1
    summary: bool = False     # the block summarizes several: only its size's lower bound counts
    low: Optional[Linear] = None   # the least valid offset when not 0: -before(b) for a view
                                   # block (absint.engine.symbolic), in the same units
    end: Optional[Linear] = None   # equal to offset + length on every state of the query (a
                                   # constant length only): a ghost whose order to the bounds the
                                   # polyhedral prover's strengthening learned (`i + 4 <= n` for
                                   # 2 units at i); the high side holds if end <= size


@dataclass(frozen=True)
class CallPlace:
    """Where a callee's obligation became a query of its caller (AccessQuery.at_call, set by
    SummaryCalls.instantiate, never kept in a summary): the caller's frame, the Call
    statement, the caller's Pentagon state there, and Linears equal to zero: how the binding
    made the range offsets (y - offset - origin) and bound the integer parameters
    (in:n#c - (n - 4)). A prover may read the caller's linear facts at the call with them
    (absint.checks.polyhedral)."""
    frame: object
    call: ir.Call
    num: object
    exact: tuple = ()


@dataclass
class AccessQuery:
    """What absint.checks needs to judge one CheckSite in one state."""
    site: ir.CheckSite
    state: AbsState
    ranges: list
    names: dict = field(default_factory=dict)   # pentagon name -> name the user reads ("i")
    tainted: bool = False

    @property
    def depends_on_input(self) -> bool:
        """Does anything the check reads (offsets, lengths, sizes) depend on program inputs?"""
        inputs = self.state.inputs
        for r in self.ranges:
            if r.block is None:
                return True
            for lin in (r.offset, r.length, r.size):
                if lin is None:
                    return True
                if isinstance(lin, tuple):
                    if any(v in inputs for alt in lin for v in alt.coeffs):
                        return True
                elif any(v in inputs for v in lin.coeffs):
                    return True
        return False
    note: str = ""            # extra detail for messages ("writes strlen(src) + 1 bytes")
    length_text: str = ""     # for call sites: how the length was computed
    may_skip: bool = False    # the call may not touch the ranges at all (a format argument
                              # whose format is not known): failing ranges need a concrete run

    def copy_with(self, **changes) -> "AccessQuery":
        """A copy with `changes` to its fields and its call chain (an attribute set after it is
        made, `chain`) kept: the fields a copy does not change are copied, a new one too."""
        out = replace(self, **changes)
        out.chain = getattr(self, "chain", ())
        return out


class AccessChecks:
    def check_sites(self, frame, sites, state, lengths=None):
        for site in sites:
            q = self.access_query(frame, site, state, lengths)
            if q is not None:
                self.emit(q)

    def access_query(self, frame, site: ir.CheckSite, state, lengths=None) -> Optional[AccessQuery]:
        names = {}
        tainted = False

        def opname(op):
            nonlocal tainted
            if isinstance(op, ir.Var):
                n = frame.q(op.name)
                names[n] = op.name
                if n in state.tainted:
                    tainted = True
        if site.kind == "index":
            idx = self.lin(frame, site.index) if site.index is not None else None
            ext = self.lin(frame, site.extent) if site.extent is not None else None
            opname(site.index)
            opname(site.extent)
            if idx is None:
                idx = Linear.var("$unknown")
            return AccessQuery(site, state, [Range(None if ext is None else site.array, idx,
                                                   Linear.const(1), ext, site.elem_size)],
                               names, tainted)
        if site.kind == "pointer":
            length = site.length.value if isinstance(site.length, ir.Const) else None
            opname(site.pointer)
            ranges = self.pointer_ranges(state, frame, site.pointer,
                                         Linear.const(length) if length is not None else None)
            return AccessQuery(site, state, ranges, names,
                               tainted or self._content_tainted(state, ranges))
        # "call": the library model passes the lengths it computed (bytes, as Linear or None)
        length = (lengths or {}).get(site.id)
        opname(site.pointer)
        note = ""
        if isinstance(length, PerTarget):
            # one part per block a pointer argument may designate: the ranges of every part
            ranges = []
            for pointers, (part_length, note) in length:
                part = state
                for name, p in pointers.items():
                    part = part.set_pts(name, p)
                ranges += self.pointer_ranges(part, frame, site.pointer, part_length)
            lengths_read = [pl for _, (pl, _n) in length]
        else:
            if isinstance(length, tuple):
                length, note = length
            ranges = self.pointer_ranges(state, frame, site.pointer, length)
            lengths_read = [length]
        if site.extent is not None and None not in lengths_read and ranges and \
                all(r.block not in (None, "null") for r in ranges):
            # the argument designates an array subobject (a struct field): stay inside it too
            ext = self.lin(frame, site.extent)
            if ext is not None:
                opname(site.extent)
                for ln in lengths_read:
                    ranges.append(Range(ranges[0].block, Linear.const(0), ln, ext, 1))
        return AccessQuery(site, state, ranges, names, tainted, note=note,
                           may_skip=note == libspec.UNKNOWN_FORMAT_NOTE)

    def _content_tainted(self, state, ranges):
        return False

    def pointer_ranges(self, state, frame, pointer, length_bytes) -> list:
        """The ranges [off, off+len) of every block the pointer may point into. length_bytes: a
        Linear in bytes, or None (unknown: the check cannot succeed)."""
        if pointer is None:
            return [Range(None, Linear.const(0), Linear.const(1), None)]
        ptr, off = self.ptr_of(state, frame, pointer)
        off = exact_offset(state, off)
        out = []
        targets = ptr.targets or frozenset({UNKNOWN})
        for t in sorted(targets):
            if t == NULL:
                continue
            if t == UNINIT:
                out.append(Range(UNINIT, off, Linear.const(1), Linear.const(0), ptr.unit))
                continue
            if t == UNKNOWN or t.startswith("fn:") or t not in state.blocks:
                out.append(Range(None, off, Linear.const(1), None, ptr.unit))
                continue
            info = self.info(t)
            bs = state.blocks[t]
            size = self.size_of(t) if info.known_size else None
            u, bu = ptr.unit, info.unit
            g = gcd(u, bu)
            if length_bytes is None:
                out.append(Range(t, off, None, size, u, bs.summary))
                continue
            # express everything in the largest unit dividing the pointer's and the block's units
            # and the length (elements when they agree, bytes otherwise)
            alts = length_bytes if isinstance(length_bytes, tuple) else (length_bytes,)
            for lb in alts:
                g = gcd(g, lb.const, *lb.coeffs.values())
            g = gcd(g, u, bu) or 1
            o = off * (u // g)
            lns = tuple(Linear({k: v // g for k, v in lb.coeffs.items()}, lb.const // g)
                        for lb in alts)
            sz = None if size is None else size * (bu // g)
            low = None
            if bs.symbolic and info.kind == "input":
                low = Linear({before_var(t): -(bu // g)})
            out.append(Range(t, o, lns[0] if len(lns) == 1 else lns, sz, g, bs.summary, low))
        if not out:   # only null: dereferencing NULL
            out.append(Range("null", off, Linear.const(1), Linear.const(0), ptr.unit))
        return out


def exact_offset(state, off: Linear) -> Linear:
    """off with a pointer whose offset is defined exactly as k * v + c (ValueTransfer.offset_def)
    read as that form: the check then sees v's relations (v < n) through the factor."""
    if len(off.coeffs) != 1:
        return off
    (w, a), = off.coeffs.items()
    tree = state.defs.get(w)
    form = linear_of_tree(tree) if tree is not None and tree[0] == "exact" else None
    if form is None or w not in state.num.vars or form[0] not in state.num.vars:
        return off
    v, k, c = form
    return Linear({v: a * k}, off.const + a * c)

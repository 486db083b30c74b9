"""Transfer functions on memory: loads, stores, havoc, block declaration and allocation (recency
abstraction), string-length ghosts. A mixin of Analyzer (absint.engine.interp)."""
from __future__ import annotations

from dataclasses import replace
from math import gcd

from absint.domains import Pentagon
from absint.domains.linear import Linear
from absint.domains.ranges import hull, scale_range
from absint.engine.limits import ALLOC_LIMIT, MAX_CELLS, SMALL_ARRAY, STRIDED_PLACES, WIDE
from absint.engine.queries import exact_offset
from absint.engine.symbolic import block_of_ghost
from absint.ir import nodes as ir
from absint.memory.blocks import BlockInfo, Ptr
from absint.memory.state import (
    cells_over,
    entry_var,
    NULL,
    UNKNOWN,
    AbsState,
    BlockState,
    block_vars,
    cell_var,
    len_var,
    moved_pointer_var,
    nul_var,
    size_var,
    summary_var,
    written_var,
)
from absint.memory.trees import (chain_forms, eval_tree, exact_tree, linear_of_tree, tree_exact,
                                 type_range)


class MemoryOps:
    def targets_of(self, state, frame, addr) -> tuple:
        return self.ptr_of(state, frame, addr)

    def do_load(self, frame, st: ir.Load, state: AbsState) -> AbsState:
        self._load_input = False
        ptr, off = self.targets_of(state, frame, st.addr)
        out = self._do_load(frame, st, state, ptr, off)
        out = out.mark_input(frame.q(st.dst.name), self._load_input)
        split = self.split_on_terminator(frame, st, state, ptr, off, out)
        if split is not out:
            return split
        return self.split_on_zero_entries(frame, st, state, ptr, off, out)

    def split_on_zero_entries(self, frame, st: ir.Load, state: AbsState, ptr, off,
                              out: AbsState) -> AbsState:
        """An entry read from a table whose entries are cells (`tab[i].name`, `keys[i]`) at an
        index v: where it is 0 (or NULL), v is one of the places whose cell may hold 0; where
        it is not, one of the others. The load leaves a split on the loaded value, so that the
        loop over a table ended by a sentinel (`for (i = 0; tab[i].name != NULL; i++)`) learns
        that its body sees only the entries before the sentinel. Only the places inside the
        block are counted: reading outside it is the access's own finding."""
        name = frame.q(st.dst.name)
        targets = ptr.targets - {NULL}
        if out.is_bottom() or off is None or len(targets) != 1:
            return out
        off = exact_offset(state, off)       # (the index the pointer's offset is made of)
        if len(off.coeffs) != 1:
            return out
        (t,) = targets
        bs = out.blocks.get(t)
        if bs is None or bs.summary or not bs.cells or t.startswith("fn:") or t == UNKNOWN:
            return out
        info = self.info(t)
        units = info.static_units
        (v, k), = off.coeffs.items()
        if units is None or k <= 0 or v == name or v not in out.num.vars:
            return out
        vlo, vhi = self.bounds(state, Linear.var(v))
        # the v whose (k * v + c) * unit + size bytes lie in the block
        first = -(off.const // k)
        last = ((units * info.unit - st.size) // ptr.unit - off.const) // k
        places = range(first if vlo is None else max(first, vlo),
                       (last if vhi is None else min(last, vhi)) + 1)
        if not places or len(places) > MAX_CELLS * 4:
            return out
        zero, nonzero = [], []
        sv = summary_var(t)
        for x in places:
            b = (k * x + off.const) * ptr.unit
            cell = (b, st.size)
            if cell in bs.cells:
                cv = cell_var(t, *cell)
            elif cells_over(bs.cells, b, b + st.size):
                return out          # part of a cell: bytes of another value
            elif out.holds_zero(sv):
                zero.append(x)      # the bytes outside the cells: all zero (`{0, 0}`)
                continue
            else:
                return out
            p = out.pts.get(cv)
            if p is not None:
                maybe_zero = not p.targets or bool(p.targets & {NULL, UNKNOWN})
                maybe_nonzero = bool(p.targets - {NULL}) or not p.targets
            else:
                lo, hi = out.num.interval(cv) if cv in out.num.vars else (None, None)
                maybe_zero = (lo is None or lo <= 0) and (hi is None or hi >= 0)
                maybe_nonzero = not (lo == 0 and hi == 0)
            if maybe_zero:
                zero.append(x)
            if maybe_nonzero:
                nonzero.append(x)
        if not zero or not nonzero or (min(zero), max(zero)) == (min(nonzero), max(nonzero)):
            return out

        def case(xs, is_zero):
            num = out.num.assume(Linear.var(v), ">=", min(xs)).assume(Linear.var(v), "<=", max(xs))
            s = out.with_num(num)
            if isinstance(st.dst.type, ir.PtrT):
                s = self.null_case(s, name, is_zero)
            elif name in num.vars:
                s = s.with_num(num.assume(Linear.var(name), "==" if is_zero else "!=", 0))
            return s
        return out.with_split(name, case(zero, True), case(nonzero, False))

    def split_on_terminator(self, frame, st: ir.Load, state: AbsState, ptr, off,
                            out: AbsState) -> AbsState:
        """A character read from a string: it is 0 only at or after the string's first NUL
        (offset >= len(b)) and non-zero before it. The load leaves a split on the loaded value,
        so that `while (*s)` / `s[i] != 0` learn `offset != len(b)` (with `offset <= len(b)`:
        offset < len(b), a walk that stays within the string). Only for one concrete block (the
        len ghost of a summary block stands for several strings) read in its own unit."""
        typ = st.dst.type
        if not isinstance(typ, ir.IntT) or out.is_bottom():
            return out
        targets = ptr.targets - {NULL}
        if off is None or len(targets) != 1:
            return out
        (t,) = targets
        bs = out.blocks.get(t)
        if bs is None or bs.summary:
            return out
        info = self.info(t)
        lv, name = len_var(t), frame.q(st.dst.name)
        if not info.is_char or st.size != info.unit or ptr.unit != info.unit \
                or lv not in out.num.vars or name in off.coeffs \
                or any(v not in out.num.vars for v in off.coeffs):
            return out
        lo, _ = self.bounds(state, off)
        if lo is None or lo < 0:
            # before the start a NUL proves nothing (a view's string starts at its pointer: a
            # caller's terminator may lie just before it)
            return out
        num, c = out.num, Linear.var(name)
        nonzero = num.assume(off, "!=", Linear.var(lv)).assume(c, "!=", 0)
        nv = nul_var(t)
        if nv in nonzero.vars:    # nor is it the NUL beyond (a walk past the first NUL ends there)
            nonzero = nonzero.assume(off, "!=", Linear.var(nv))
        return out.with_split(name, out.with_num(num.assume(off, ">=", Linear.var(lv))
                                                 .assume(c, "==", 0)),
                              out.with_num(nonzero))

    def _do_load(self, frame, st: ir.Load, state: AbsState, ptr, off) -> AbsState:
        """The load, with (ptr, off) = targets_of(st.addr) already resolved by do_load."""
        name = frame.q(st.dst.name)
        typ = st.dst.type
        state = state.kill_defs(name)
        if isinstance(typ, ir.FloatT):
            return state.drop_names([name])
        sources = []      # (numeric name or None for "any", Ptr or None)
        mixed = set()     # ghosts holding values of another width: their bytes, not their values
        tainted = False
        exact_cell = None
        for t in sorted(ptr.targets):
            if t in (NULL,) or t.startswith("fn:"):
                continue
            if t == UNKNOWN or t not in state.blocks:
                sources.append((None, None))
                continue
            if state.blocks[t].symbolic:
                state = self.entry_read(state, t, off, ptr.unit, st.size, typ)
            if summary_var(t) in state.tainted:
                tainted = True
            cells, exact, tiled = self.cells_touched(state, t, ptr.unit, off, st.size)
            if exact is not None and len(ptr.targets - {NULL}) == 1:
                exact_cell = cell_var(t, *exact)
            for cv in cells:
                if not cv.endswith(f":{st.size})") and self._mixed(state, cv) is None:
                    mixed.add(cv)
                sources.append((cv, state.pts.get(cv)))
                if cv in state.tainted:
                    tainted = True
            sv = summary_var(t)
            # bytes outside the cells never written (indeterminate): as where a first store
            # defines a summary (write_value), the values written are the ones read -- but for
            # characters, any (write_value): a string's end is its len ghost, and a walk that
            # steps over the one NUL written reads on past it into bytes never written
            unwritten = not tiled and cells and state.never_written(t)
            if unwritten and self.info(t).is_char:
                sources.append((None, None))
            elif not tiled and not unwritten:
                if st.size != self.info(t).unit and self._mixed(state, sv) is None \
                        and not (isinstance(typ, ir.PtrT) and state.entry_only(t)):
                    mixed.add(sv)
                sources.append((sv, state.pts.get(sv)))
        state = replace(state, tainted=(state.tainted | {name}) if tainted else state.tainted - {name})
        self._load_input = self.op_input(frame, st.addr, state) or any(
            cv is None or cv in state.inputs or cv in mixed for cv, _ in sources)
        if exact_cell is not None and exact_cell in state.num.vars:
            # one concrete cell: the loaded value IS the cell (alias: guards refine both)
            if isinstance(typ, ir.IntT) and state.num.interval(exact_cell) == (None, None) \
                    and set(state.num.aliases(exact_cell)) <= {entry_var(exact_cell)}:
                # an unknown value (input, havoc, a caller's: its entry copy is the same bytes)
                # read as typ: it is a value of typ (not when the cell is a variable's copy:
                # `*(long *)&r = v` read as size_t is not v)
                state = state.with_num(state.num.with_interval(
                    exact_cell, typ.min if typ.min > -WIDE else None,
                    typ.max if typ.max < WIDE else None))
            if isinstance(typ, ir.IntT) and exact_cell in state.pts:
                # the cell holds a pointer: its integer value is not its offset
                state = state.set_pts(name, None)
                return self.assign_interval(state, name, *type_range(typ))
            if isinstance(typ, ir.PtrT):
                p = state.pts.get(exact_cell)
                if p is None and state.holds_zero(exact_cell):
                    return self.set_pointer(state, name, Ptr(frozenset({NULL}), 1), Linear.const(0))
                if p is None:
                    return self.set_pointer(state, name, Ptr(frozenset({UNKNOWN}), 1), None)
                state = self.materialize_targets(state, p.targets)
                return self.set_pointer(state, name, p, Linear.var(exact_cell))
            return self.assign_num(state.set_pts(name, None), name, Linear.var(exact_cell),
                                   None if _within_wide(state.num.interval(exact_cell), typ) else typ)
        if isinstance(typ, ir.PtrT):
            targets, unit, lo, hi, any_ = set(), None, None, None, not sources
            for cv, p in sources:
                if p is None and cv is not None and state.holds_zero(cv):
                    targets.add(NULL)       # all-zero bytes (calloc, memset): NULL
                    continue
                if cv is None or p is None or cv not in state.num.vars:
                    any_ = True
                    continue
                targets |= p.targets
                unit = p.unit if unit is None else gcd(unit, p.unit)
            state = self.materialize_targets(state, targets)
            if not any_ and targets == {NULL}:
                return self.set_pointer(state, name, Ptr(frozenset({NULL}), 1), Linear.const(0))
            if any_ or unit is None:
                return self.set_pointer(state, name, Ptr(frozenset(targets | {UNKNOWN}), 1), None)
            if any(cv in mixed for cv, _ in sources):   # pointers stored there: offset unknown
                return self.set_pointer(state, name, Ptr(frozenset(targets), unit), None)
            ranges = []
            for cv, p in sources:
                if p is None:
                    ranges.append((0, 0))
                    continue
                lo_, hi_ = state.num.interval(cv)
                owner = block_of_ghost(cv)
                if cv == summary_var(owner) and state.entry_only(owner):
                    lo_ = hi_ = 0   # entry pointers only: views of their path blocks
                k = p.unit // unit
                ranges.append((None if lo_ is None else lo_ * k, None if hi_ is None else hi_ * k))
            lo, hi = hull(ranges)
            state = self.set_pointer(state, name, Ptr(frozenset(targets), unit), None)
            return self.assign_interval(state, name, lo, hi)
        state = state.set_pts(name, None)
        ranges = []
        for cv, p in sources:
            if cv is None or cv in mixed or cv not in state.num.vars or p is not None:
                ranges.append((None, None))
            else:
                ranges.append(state.num.interval(cv))
        lo, hi = hull(ranges) if ranges else (None, None)
        return self.assign_range(state, name, (lo, hi), typ)

    def _mixed(self, state, ghost):
        """A ghost read at another width than its values: usable only when it is 0 (its bytes
        are then 0); else None (any value)."""
        if ghost in state.num.vars and state.num.interval(ghost) == (0, 0) and \
                ghost not in state.pts:
            return ghost
        return None

    def cells_touched(self, state, block, unit, off: Linear, size: int) -> tuple:
        """Cells of block that bytes [off*unit, off*unit+size) may overlap; the exact cell
        (offset, size) when the access is exactly one known cell; and whether every place the
        access may be is exactly one of those cells (then no byte outside the cells is touched:
        `tab[i].name` at a stride of the struct's size reads the `name` cells only)."""
        bs = state.blocks[block]
        lo, hi = self.bounds(state, off)
        if lo is not None and lo == hi:
            o = lo * unit
            if (o, size) in bs.cells:
                return [cell_var(block, o, size)], (o, size), True
            return [cell_var(block, *c) for c in cells_over(bs.cells, o, o + size)], None, False
        if lo is not None and hi is not None and bs.cells:
            cong = self.cong_of(state, off)
            if cong is None or not cong[0]:
                cong = (1, 0)        # every offset: a stride of the pointer's unit
            if (hi - lo) // cong[0] < STRIDED_PLACES:
                m, r = cong
                places = range(lo + (r - lo) % m, hi + 1, m)
                if places:
                    hit, tiled = set(), True
                    for o in places:
                        b = o * unit
                        if (b, size) in bs.cells:
                            hit.add((b, size))
                            continue
                        tiled = False
                        hit.update(cells_over(bs.cells, b, b + size))
                    return [cell_var(block, *c) for c in sorted(hit)], None, tiled
        blo = None if lo is None else lo * unit
        bhi = None if hi is None else hi * unit + size
        return [cell_var(block, co, cs) for (co, cs) in bs.cells
                if (bhi is None or co < bhi) and (blo is None or blo < co + cs)], None, False

    def do_store(self, frame, st: ir.Store, state: AbsState, nonzero: bool = False) -> AbsState:
        """*st.addr := st.value. nonzero: the value is known not to be 0 (the case of a split
        the numbers cannot hold: a character read before its string's end)."""
        ptr, off = self.targets_of(state, frame, st.addr)
        live = [t for t in ptr.targets if t not in (NULL,) and not t.startswith("fn:")]
        value = st.value
        vlin = None if isinstance(value.type, ir.FloatT) else self.lin(frame, value)
        vptr = None
        if isinstance(value.type, ir.PtrT) or (isinstance(value, ir.Const) and value.value == 0
                                                and isinstance(value.type, ir.PtrT)):
            vptr, vlin = self.ptr_of(state, frame, value)
            if not vptr.targets:
                vptr = Ptr(frozenset({UNKNOWN}), 1)
        vt = isinstance(value, ir.Var) and frame.q(value.name) in state.tainted
        self._store_input = self.op_input(frame, value, state) or self.op_input(frame, st.addr, state)
        strong = len(live) == 1 and len(ptr.targets - {NULL}) == 1
        if UNKNOWN in live:
            return self.havoc_all_memory(state, reason=None)
        weak = []    # (ghost, value) a weak store writes: see write_weak_values
        for t in live:
            if t not in state.blocks:
                continue
            info = self.info(t)
            bs = state.blocks[t]
            lo, hi = self.bounds(state, off)
            exact = lo is not None and lo == hi
            if info.is_char:
                state = self.update_len(state, t, ptr.unit, off, st.size, value, vlin, strong,
                                        nonzero)
            # cells: fields of a struct-like block, stores wider than an array block's unit
            # (a struct laid over untyped memory: `p->count = 3` in a malloc'd byte block), and
            # the elements of a small array of numbers or pointers (`int idx[4] = {3, 5, 4, 6}`,
            # `int *rows[3] = {a, b, c}`: a table read at a constant index)
            fieldlike = not info.array or st.size != info.unit or (
                not info.is_char and info.static_units is not None
                and info.static_units <= SMALL_ARRAY) or (
                bs.symbolic and not info.is_char and lo is not None and 0 <= lo < SMALL_ARRAY)
            if strong and exact and not bs.summary and fieldlike and \
                    (len(bs.cells) < MAX_CELLS or (lo * ptr.unit, st.size) in bs.cells):
                o = lo * ptr.unit
                overl = [c for c in bs.cells if c != (o, st.size) and c[0] < o + st.size
                         and o < c[0] + c[1]]
                state = state.fold_cells(t, overl)
                bs = state.blocks[t]
                cv = cell_var(t, o, st.size)
                blocks = dict(state.blocks)
                blocks[t] = replace(bs, cells=bs.cells | {(o, st.size)})
                state = replace(state, blocks=blocks)
                state = self.write_value(state, cv, vlin, vptr, vt, weak=False)
                continue
            cells, _, tiled = self.cells_touched(state, t, ptr.unit, off, st.size)
            for cv in cells:
                same = cv.endswith(f":{st.size})")
                weak.append((cv, vlin if same else self._bytes_of(state, vlin)))
            if tiled:
                continue
            if info.is_char and state.never_written(t) and not (lo == 0 and hi == 0):
                # characters never written are any value, and not the first store's: after
                # `s = malloc(n); s[n - 1] = 0;` the bytes before may be anything, and a walk
                # stepping over that NUL (`p += 2`) reads on past the block (SV-COMP's
                # cstrlen_unsafe was safe). A first store at the start (a fill loop's first
                # iteration, `buf[0] = c`) still defines them, as for other types: a string's
                # end is its len ghost, not these values
                state = self.assign_interval(state, summary_var(t), None, None)
            # the summary holds values of the block's unit: a value of another width is only
            # known as bytes (any value, unless it is 0)
            weak.append((summary_var(t), vlin if st.size == info.unit else
                         self._bytes_of(state, vlin)))
        return self.write_weak_values(state, weak, vptr, vt)

    def write_weak_values(self, state, writes, vptr, tainted):
        """Each ghost of `writes` ((ghost, value)) := ghost | value: one store that may land in
        any of them. Those the state already tracks are written together and joined with the
        state before once: each ends as the hull of its old value and the value, a relation of
        one of them with another variable is kept when it holds before and for the value, and
        between two of them none is (one join instead of one per ghost: a store through a
        pointer into many cells made as many joins of the whole state)."""
        batch = [(g, v) for g, v in writes if g in state.num.vars]
        values = set().union(*(v.coeffs for _, v in writes if v is not None))
        if len(batch) < 2 or self.initializing or any(g in values for g, _ in writes):
            for g, v in writes:
                state = self.write_value(state, g, v, vptr, tainted, weak=True)
            return state
        inp = getattr(self, "_store_input", False)
        old = state
        for g, _ in batch:
            old = old.mark_input(g, inp or g in old.inputs)
        new = old
        for g, v in batch:
            new = self._written(new, g, v, vptr, tainted)
        state = old.join(new)
        for g, v in writes:
            if g not in old.num.vars:
                state = self.write_value(state, g, v, vptr, tainted, weak=True)
        return state

    def _bytes_of(self, state, vlin):
        """A value stored at another width than the ghost it goes to: its bytes read back at
        that width are any value, except that all-zero bytes stay 0."""
        if vlin is not None and self.entails(state, vlin, "==", 0):
            return Linear.const(0)
        return None

    def write_value(self, state, ghost, vlin, vptr, tainted, weak, inp=None):
        """ghost := value (strong) or ghost := ghost | value (weak)."""
        if inp is None:
            inp = getattr(self, "_store_input", False)
        if weak and self.initializing and ghost in state.num.vars and not tainted and not inp \
                and (vptr is None or (old_ptr := state.pts.get(ghost)) is None
                     or old_ptr.unit == vptr.unit):
            # a static initializer (thousands of constants, or of string literals, into a table):
            # what the join below makes, less the ghost's relations, without a closure of the
            # whole state per element -- the range (a pointer's offset) grows to hold the value
            # (any value for a constant beyond int64, or a value of another width), the targets
            # are the union (a number stored over pointers keeps them, as the join does)
            vlo, vhi = self.bounds(state, vlin) if vlin is not None else (None, None)
            lo, hi = state.num.interval(ghost)
            state = self.assign_interval(state.kill_defs(ghost), ghost,
                                         None if lo is None or vlo is None else min(lo, vlo),
                                         None if hi is None or vhi is None else max(hi, vhi))
            if vptr is not None:
                state = state.set_pts(ghost, vptr if old_ptr is None else
                                      Ptr(old_ptr.targets | vptr.targets, old_ptr.unit))
            state = self.note_written(state, ghost, vlin)
            return state if vptr is None else self.note_moved_pointer(state, ghost, vptr, vlin)
        state = state.mark_input(ghost, inp or (weak and ghost in state.inputs))
        old = state
        new = self._written(state, ghost, vlin, vptr, tainted)
        if not weak:
            return new
        if ghost not in old.num.vars and ghost not in old.pts:
            # never written: in a zero-initialized block the summary exists; absent = indeterminate
            # contents (reading them is undefined), so the first write defines them (but see
            # do_store: characters)
            return new
        if ghost not in old.num.vars:
            return old.join(new) if ghost in new.num.vars else old
        return old.join(new)

    def _written(self, state, ghost, vlin, vptr, tainted):
        """state with ghost := the value (a pointer vptr at offset vlin, or the number vlin; None:
        any), and what a write notes (taint, wr(ghost), a moved pointer)."""
        if vptr is not None:
            new = self.set_pointer(state, ghost, vptr, vlin)
        elif vlin is None:
            new = self.assign_interval(state.set_pts(ghost, None), ghost, None, None)
        else:
            new = self.assign_num(state.set_pts(ghost, None), ghost, vlin)
        if tainted:
            new = replace(new, tainted=new.tainted | {ghost})
        new = self.note_written(new, ghost, vlin)
        if vptr is not None:
            new = self.note_moved_pointer(new, ghost, vptr, vlin)
        return new

    def note_written(self, state, ghost, vlin):
        """A write of vlin (None: any value) to `ghost` of a symbolic block: wr(ghost) covers it."""
        block = block_of_ghost(ghost)
        bs = state.blocks.get(block) if block is not None else None
        if bs is None or not bs.symbolic:
            return state
        wg = written_var(ghost)
        lo, hi = (None, None) if vlin is None else self.bounds(state, vlin)
        if wg in state.num.vars:
            lo, hi = hull([(lo, hi), state.num.interval(wg)])
        return self.assign_interval(state, wg, lo, hi)

    def note_moved_pointer(self, state, ghost, vptr, vlin):
        """A pointer (vptr, offset vlin) written to `ghost`: in the summary of a symbolic block,
        one that may not be at offset 0 (nor NULL) ends its entry_only (a cell's pointer is
        judged when the cell is folded into the summary)."""
        block = block_of_ghost(ghost)
        bs = state.blocks.get(block) if block is not None else None
        if bs is None or not bs.symbolic or ghost != summary_var(block):
            return state
        mv = moved_pointer_var(ghost)
        if mv in state.num.vars or vptr.targets <= {NULL} or (
                vlin is not None and self.entails(state, vlin, "==", 0)
                and UNKNOWN not in vptr.targets):
            return state
        return self.assign_interval(state, mv, None, None)

    def update_len(self, state, block, unit, off, size, value, vlin, strong, nonzero=False):
        """The first-NUL index of a char block after writing `value` at element off (not 0,
        when nonzero)."""
        lv = len_var(block)
        if lv not in state.num.vars:
            nv = nul_var(block)
            return state.drop_names([nv]) if nv in state.num.vars else state
        if getattr(self, "_store_input", False) or any(v in state.inputs for v in off.coeffs):
            state = state.mark_input(lv)
        info = self.info(block)
        if unit != info.unit or size != info.unit or \
                any(v not in state.num.vars for v in off.coeffs):
            # a write of another width, or anywhere: the terminator may move anywhere
            return self.assign_interval(state.drop_names([nul_var(block)]), lv, 0, ALLOC_LIMIT)
        off = self.simplify(state.num, off)
        is_zero = vlin is not None and self.entails(state, vlin, "==", 0)
        non_zero = nonzero or (vlin is not None and self.entails(state, vlin, "!=", 0))
        num = state.num
        nv = nul_var(block)
        bs = state.blocks[block]
        if nv in num.vars and (bs.summary or not num.entails(lv, "<=", nv)):
            # (no longer known at or after the first NUL: a join with a path that had none)
            num = num.remove_vars([nv])
        if nv not in num.vars and strong and not non_zero and \
                not bs.summary and not num.assume(off, "<", lv).is_bottom():
            # a NUL before the terminator splits the string: the old terminator is kept as nul(b)
            num = num.assign(nv, Linear.var(lv))
        nul = nv in num.vars
        parts = []
        # writing before the current terminator: a NUL there becomes the new terminator
        # (before it, and so before nul(b): nul(b) stays)
        before = num.assume(off, "<", lv)
        if not before.is_bottom():
            if not non_zero:
                parts.append(before.assign(lv, off))
            if not is_zero:
                parts.append(before)
        after = num.assume(off, ">", lv)
        if not after.is_bottom():
            if nul and not is_zero:
                # past the terminator: a non-zero value at nul(b) leaves len(b) as the one known
                parts += [after.assume(off, "<", nv), after.assume(off, ">", nv),
                          after.assume(off, "==", nv).assign(nv, Linear.var(lv))]
            else:
                parts.append(after)
        at = num.assume(off, "==", lv)
        if not at.is_bottom():
            if not non_zero:
                parts.append(at)
            if not is_zero:   # the terminator is overwritten: the next NUL is further on (or none)
                moved = at.havoc(lv).assume(lv, ">", off).assume(lv, "<=", ALLOC_LIMIT)
                if nul:       # nul(b) past it is still one; if it was this one, none is known
                    parts += [moved.assume(off, "<", nv).assume(lv, "<=", nv),
                              moved.assume(off, "==", nv).assign(nv, Linear.var(lv))]
                else:
                    parts.append(moved)
        if not strong:        # (the write may have gone to another block)
            parts.append(num)
        out = None
        for p in parts:
            if not p.is_bottom():
                out = p if out is None else out.join(p)
        return state.with_num(out if out is not None else num.meet(Pentagon.bottom(num.vars)))

    def havoc_block_contents(self, state, block, tainted=False, targets=None):
        """Any contents; pointers in them point into `targets` (None: anywhere)."""
        return self.havoc_blocks(state, [block], tainted, targets)

    def havoc_all_memory(self, state, reason=None, tainted=False):
        return self.havoc_blocks(state, [b for b in state.blocks if not self.info(b).readonly],
                                 tainted)

    def havoc_blocks(self, state, blocks, tainted=False, targets=None, spans=None):
        """Any contents in each block; pointers in them point into `targets` (None: anywhere).
        With `spans` {block: [(first byte, end byte), ...]}, only those bytes of such a block:
        the cells they overlap, and its summary unless each span is exactly one cell. One havoc
        of every ghost at once: one closure, not one per ghost."""
        anywhere = Ptr(frozenset({UNKNOWN}) if targets is None else targets, 1)
        anyv, lens, inputs, nul_blocks = [], [], [], []
        pts = dict(state.pts)
        for block in blocks:
            bs = state.blocks.get(block)
            if bs is None:
                continue
            info = self.info(block)
            # cells stay cells (a scalar read by scanf is still one value), with any value
            hit, whole = bs.cells, True
            if spans is not None and spans.get(block) is not None:
                hit = sorted({c for first, end in spans[block]
                              for c in cells_over(bs.cells, first, end)})
                whole = any((first, end - first) not in bs.cells for first, end in spans[block])
            cells = [cell_var(block, o, sz) for (o, sz) in hit]
            sv, lv = summary_var(block), len_var(block)
            for cv in cells:
                if cv in pts:
                    pts[cv] = anywhere
            anyv += cells
            inputs += cells
            if whole:
                if sv in pts or info.kind != "string":
                    pts[sv] = anywhere
                anyv.append(sv)
                inputs.append(sv)
            if whole or info.is_char:
                if lv in state.num.vars or info.is_char:
                    lens.append(lv)
                inputs.append(lv)
                nul_blocks.append(block)
            if bs.symbolic:   # what a summary's caller sees written: anything
                anyv += [written_var(g) for g in ([sv] if whole else []) + cells]
                if whole:
                    anyv.append(moved_pointer_var(sv))
        if not inputs:
            return state
        names = anyv + lens
        nuls = [nul_var(b) for b in nul_blocks if nul_var(b) in state.num.vars]
        num = state.num.havoc_many(names)
        if nuls:
            num = num.remove_vars(nuls)
        for lv in lens:
            num = num.with_interval(lv, 0, ALLOC_LIMIT)
        dropped = set(names)
        cong = {k: v for k, v in state.cong.items() if k not in dropped} \
            if state.cong and not dropped.isdisjoint(state.cong) else state.cong
        forms = {k: f for k, f in state.forms.items() if k not in dropped} \
            if state.forms and not dropped.isdisjoint(state.forms) else state.forms
        taint = (state.tainted | set(inputs)) if tainted else state.tainted
        return AbsState(num, pts, state.blocks, state.defs, taint, state.inputs, cong,
                        forms).mark_input(inputs)

    def reachable_blocks(self, state, roots) -> set:
        seen, work = set(), [t for t in roots if t in state.blocks]
        while work:
            b = work.pop()
            if b in seen:
                continue
            seen.add(b)
            stored = state.stored_targets(b)
            if UNKNOWN in stored:
                return set(state.blocks)
            work.extend(t for t in stored if t in state.blocks)
        return seen

    def do_havoc(self, frame, st: ir.Havoc, state):
        names = []
        for v in st.vars:
            name = frame.q(v.name)
            state = self.unknown_value(state, name, v.type)
            names.append(name)
        state = replace(state, tainted=state.tainted | set(names)).mark_input(names)
        if st.memory:
            if st.pointers:
                roots = set()
                for p in st.pointers:
                    if isinstance(p, ir.Var):
                        pt = state.pts.get(frame.q(p.name))
                        if pt is None or UNKNOWN in pt.targets:
                            roots = set(state.blocks)
                            break
                        roots |= pt.targets
                blocks = self.reachable_blocks(state, roots)
            else:
                blocks = set(state.blocks)
            state = self.havoc_blocks(state, sorted(b for b in blocks if not self.info(b).readonly),
                                      tainted=True)
        return state

    # blocks ------------------------------------------------------------------------------------
    def do_declblock(self, frame, st: ir.DeclBlock, state):
        mb = self._memblock(st.block)
        info = self.info(st.block)
        if mb is None:
            self.registry[st.block] = info = BlockInfo(st.block, st.block.split(".")[-1], "local",
                                                       st.elem_size, False, False, True, True)
        zero = bool(mb is not None and getattr(mb, "zero_init", False))
        # re-executing the declaration makes a fresh instance: forget the old one
        if st.count is not None and st.elem_size == info.unit:
            out = self.allocate(state, frame, st.block, st.count, info.unit, True, False,
                                info.display, info.kind, info.is_char, zero)
        else:
            out = self.allocate(state, frame, st.block, st.size, info.unit, False, False,
                                info.display, info.kind, info.is_char, zero)
        if mb is not None and not info.array and mb.size and mb.size <= 8 and \
                st.block in out.blocks and not out.is_bottom():
            # an address-taken scalar: one cell from the start, so that a value read by scanf
            # and the guards on it are one variable
            cv = cell_var(st.block, 0, mb.size)
            out = self.assign_num(out, cv, 0) if zero else self.assign_interval(out, cv, None, None)
            blocks = dict(out.blocks)
            blocks[st.block] = replace(out.blocks[st.block], cells=frozenset({(0, mb.size)}))
            out = replace(out, blocks=blocks).mark_input(cv, not zero)
        return out

    def forget_block(self, state, block):
        names = [n for n in block_vars(block, state) if n in state.num.vars or n in state.pts]
        state = state.drop_names(names)
        blocks = dict(state.blocks)
        blocks.pop(block, None)
        return replace(state, blocks=blocks)

    def size_cases(self, state, frame, op, unit, in_units) -> list:
        """Split `state` on how the size operand `op` (bytes, or units when in_units) was computed:
        [(substate, size in units as a Linear or None, (lo, hi) bytes)]. Where the computation from
        a variable n cannot have wrapped (n * 4, (size_t) n + 1), the size is that exact linear form
        of n, so the Pentagon relates the block's size to n."""
        f = 1 if in_units else unit
        bytes_per = unit if in_units else 1
        lin = self.lin(frame, op)
        if lin is None:
            return [(state, None, (0, None))]
        if lin.is_const():
            n = lin.const
            return [(state, Linear.const(n // f), (n * bytes_per, n * bytes_per))]
        name = frame.q(op.name)
        tree = state.defs.get(name, ("var", name, op.type))
        lt = linear_of_tree(tree)
        if lt is not None:
            root, k, c = lt
            if k % f == 0 and c % f == 0 and k > 0 and root in state.num.vars:
                value = Linear({root: k}, c)
                limit = ALLOC_LIMIT // bytes_per
                # where no step of the computation wraps, the size is exactly k * root + c
                # (bounds past +/-2**62 are tightened to it: the rest pieces still cover all)
                bounds = [(value, 0, limit)] + [(Linear({root: ki}, ci), max(t.min, 1 - WIDE),
                                                  min(t.max, WIDE - 1))
                                                 for ki, ci, t in chain_forms(tree)]
                num = state.num
                for form, lo, hi in bounds:
                    num = num.assume(form, ">=", lo).assume(form, "<=", hi)
                exact = state.with_num(num)
                if not exact.is_bottom() and tree_exact(exact, tree):
                    cases = [(exact, Linear({root: k // f}, c // f),
                              scale_range(self.bounds(exact, value), bytes_per))]
                    for form, lo, hi in bounds:
                        for rest in (state.num.assume(form, "<", lo), state.num.assume(form, ">", hi)):
                            if rest.is_bottom():
                                continue
                            r = state.with_num(rest)
                            cases.append((r, None, scale_range(eval_tree(r, tree), bytes_per)))
                    return cases
        lo, hi = self.bounds(state, lin)
        if f == 1:
            return [(state, lin, scale_range((lo, hi), bytes_per))]
        return [(state, None, scale_range((lo, hi), bytes_per))]

    def allocate(self, state, frame, block, size_op, unit, in_units, can_fail, display, kind,
                 is_char=False, zero=False, ptr_name=None, ptr_unit=None, array=True):
        """Create `block` with the size of `size_op`; point ptr_name at it (and at NULL when the
        allocation can fail). Huge sizes fail (NULL) or, for stack memory, end the path."""
        if block not in self.registry or self.registry[block].unit != unit:
            self.registry[block] = BlockInfo(block, display, kind, unit, is_char, False, array, True)
        sv = size_var(block)
        out = None
        symbolic = None
        if frame is not None and self.op_input(frame, size_op, state):
            state = state.mark_input(sv)
        elif frame is not None:
            state = state.mark_input(sv, False)
        cases = self.size_cases(state, frame, size_op, unit, in_units)
        for _, size, _ in cases:
            if size is not None and size.coeffs:
                symbolic = size
        static = self.info(block).static_units is not None
        for sub, size, (blo, bhi) in cases:
            if sub.is_bottom():
                continue
            if static and not (blo is not None and blo > ALLOC_LIMIT):
                r = self.fresh_block(sub, block, is_char, zero)
                if ptr_name is not None:
                    r = self.set_pointer(r, ptr_name, Ptr(frozenset({block}), unit), 0)
                out = r if out is None else out.join(r)
                continue
            fails = blo is not None and blo > ALLOC_LIMIT
            if fails and not can_fail:
                continue
            if fails:
                r = sub
                if symbolic is not None:   # the block does not exist here: any size fits; keep =
                    r = self._exact_size(self.assign_num(r, sv, symbolic), sv, symbolic)
                if ptr_name is not None:
                    r = self.set_pointer(r, ptr_name, Ptr(frozenset({NULL}), ptr_unit or unit), 0)
            else:
                r = self.fresh_block(sub, block, is_char, zero)
                if size is not None:
                    r = self._exact_size(self.assign_num(r, sv, size), sv, size)
                else:
                    r = self.assign_interval(r, sv, 0 if blo is None else max(0, blo // unit),
                                             min(ALLOC_LIMIT if bhi is None else bhi, ALLOC_LIMIT)
                                             // unit)
                if ptr_name is not None:
                    targets = {block, NULL} if can_fail else {block}
                    r = self.set_pointer(r, ptr_name, Ptr(frozenset(targets), unit), 0)
            out = r if out is None else out.join(r)
        return out if out is not None else self.lattice.bottom()

    def _exact_size(self, state, sv, size):
        """Remember size(b) == k * root + c (exact) for guards like `i <= n` (see assume_via_defs)."""
        if len(size.coeffs) != 1:
            return state
        (root, k), = size.coeffs.items()
        defs = dict(state.defs)
        defs[sv] = exact_tree(root, k, size.const)
        return self.same_value(replace(state, defs=defs), sv)

    def fresh_block(self, state, block, is_char, zero):
        """A new instance of `block`. If one is live (allocation site re-executed), the old
        instances are merged into a summary block `block~` first (recency abstraction)."""
        if block in state.blocks and self.info(block).kind in ("heap", "alloca"):
            state = self.merge_into_summary(state, block, block + "~")
        elif block in state.blocks:
            state = self.forget_block(state, block)
        blocks = dict(state.blocks)
        blocks[block] = BlockState()
        state = replace(state, blocks=blocks)
        if zero:
            state = self.assign_num(state, summary_var(block), 0)
            if is_char:
                state = self.assign_num(state, len_var(block), 0)
        elif is_char:
            state = self.assign_interval(state, len_var(block), 0, ALLOC_LIMIT)
        return state

    def merge_into_summary(self, state, block, old):
        """The allocation site runs again: its previous block joins the summary `old` (weakly:
        intervals hulled, no relations). Cells are kept cell by cell, so a struct's pointer field
        stays apart from its data."""
        info = self.info(block)
        if old not in self.registry:
            self.registry[old] = replace(info, name=old)
        existed = old in state.blocks
        new_cells = state.blocks[block].cells
        old_cells = state.blocks[old].cells if existed else frozenset()
        if existed:
            # bytes the old summary tracks as cells but the new block only in its summary
            for (o, sz) in old_cells - new_cells:
                state = self._weak_ghost(state, summary_var(block), cell_var(old, o, sz), True)
            state = state.fold_cells(block, new_cells - old_cells)
            keep = old_cells
        else:
            keep = new_cells
        pairs = [(size_var(block), size_var(old)), (len_var(block), len_var(old)),
                 (summary_var(block), summary_var(old))]
        pairs += [(cell_var(block, o, sz), cell_var(old, o, sz)) for (o, sz) in keep
                  if (o, sz) in state.blocks[block].cells]
        for g_new, g_old in pairs:
            state = self._weak_ghost(state, g_new, g_old, existed)
        pts = {}
        for k, p in state.pts.items():
            if block in p.targets:
                p = Ptr((p.targets - {block}) | {old}, p.unit)
            pts[k] = p
        state = replace(state, pts=pts)
        blocks = dict(state.blocks)
        blocks[old] = BlockState(cells=frozenset(keep), summary=True)
        state = replace(state, blocks=blocks)
        return self.forget_block(state, block)

    def _weak_ghost(self, state, src, dst, dst_exists):
        """dst := hull(src, dst) as an interval, targets united (dst_exists False: dst := src)."""
        num = state.num
        if src not in num.vars:
            if dst in num.vars:
                num = num.havoc(dst)
            lo = hi = None
        else:
            lo, hi = num.interval(src)
            if dst_exists and dst in num.vars:
                lo, hi = hull([(lo, hi), num.interval(dst)])
            elif dst_exists:
                lo = hi = None
            num = num.assign_interval(dst, lo, hi)
        state = state.with_num(num)
        sp, dp = state.pts.get(src), state.pts.get(dst) if dst_exists else None
        if sp is not None or dp is not None:
            if sp is None or dp is None:
                p = sp or dp
            else:
                p = Ptr(sp.targets | dp.targets, gcd(sp.unit, dp.unit))
                if p.unit != sp.unit or p.unit != dp.unit:   # offsets in other units: unknown
                    state = state.with_num(state.num.havoc(dst))
            state = state.set_pts(dst, p)
        if src in state.inputs:
            state = state.mark_input(dst)
        return state

    # calls -------------------------------------------------------------------------------------


def _within_wide(bounds, typ) -> bool:
    """Is a cell whose interval is `bounds` a value of 64-bit integer type typ, read as it is
    (no wrap-around), where an infinite bound is only the engine's way to write typ's own
    (beyond WIDE; see assign_interval)? `size_t r` written through a pointer, then `r < 10`:
    the loaded copy stays equal to the cell, so the guard refines both."""
    lo, hi = bounds
    if not isinstance(typ, ir.IntT) or (lo is None) == (hi is None):
        return False
    return (lo >= typ.min if lo is not None else typ.min <= -WIDE) and \
        (hi <= typ.max if hi is not None else typ.max >= WIDE)

"""Symbolic inputs of a function analysed for its summary (absint.engine.summaries).

A function is analysed once from an entry state that stands for every caller: each integer
parameter p holds its entry symbol in:p; mutable globals hold theirs (in:@g) and global arrays
symbolic contents; each pointer parameter p points (or is NULL) into a symbolic *view* block
`arg:F.p`: the caller's block as seen from p. A view's offsets count from p (p itself is at offset
0, so `p + i` has offset i and keeps its relations to i); its size(b) is the room after p and
before(b) the room before it (both symbols; an access is in bounds when
-before(b) <= offset and offset + length <= size(b)). A pointer read from symbolic memory is a view
too, of a *path block* named after where it was read (`arg:F.p@8`: the block seen from the pointer
stored at byte 8 of p's view; `arg:F.p[]`: the blocks seen from pointers read at unknown offsets).
Paths are cut at MAX_PATH_DEPTH: deeper blocks are one summary block per root (`arg:F.p~`), so a
loop walking a list terminates. Global arrays are not views: they are the caller's own blocks.

Symbolic blocks are materialized lazily (a path block exists in a state once a pointer to it was
read there) and so are the cells of a pristine symbolic block (see absint.memory.state.BlockState).
A call site binds every symbol to the caller's value (absint.engine.summaries).

A mixin of Analyzer (absint.engine.interp).
"""
from __future__ import annotations

import functools
from dataclasses import replace

from absint.domains.linear import Linear
from absint.engine.frames import Frame
from absint.engine.limits import ALLOC_LIMIT
from absint.ir import nodes as ir
from absint.memory.blocks import BlockInfo, Ptr
from absint.memory.state import (
    NULL,
    AbsState,
    BlockState,
    before_var,
    cell_parts,
    block_vars,
    cell_var,
    entry_var,
    len_var,
    MAX_PATH_DEPTH,
    entry_target,
    view_root_depth,
    size_var,
    written_var,
    summary_var,
)



def param_block(fn: str, param: str) -> str:
    return f"arg:{fn}.{param}"


def global_target(var: str) -> str:
    """The symbolic block global pointer `var` ("@p") points into at entry."""
    return f"*{var}"


class SymbolicInputs:
    # registry extras: symbolic block -> (root, depth); a name is registered before any state holds it
    def _symbolic_paths(self) -> dict:
        paths = getattr(self, "_paths", None)
        if paths is None:
            paths = self._paths = {}
        return paths

    def register_symbolic(self, block, unit, display, is_char, root=None, depth=0, members=()):
        self.registry[block] = BlockInfo(block, display, "input", unit, is_char, False, True, True,
                                         members=members)
        self._symbolic_paths()[block] = (root or block, depth)

    def is_symbolic_name(self, block) -> bool:
        paths = self._symbolic_paths()
        if block in paths:
            return True
        if not isinstance(block, str) or not (block.startswith("arg:") or block.startswith("*@")):
            return False
        # a path block a join named for an entry pointer that was never read (it was
        # overwritten on the other path: AbsState.materialize_cells): registered now
        root, depth = view_root_depth(block)
        if block == root or root not in paths:
            return False
        self.register_symbolic(block, 1, f"memory reached from '{self.info(root).display}'",
                               False, paths[root][0], depth)
        return True

    def add_symbolic_block(self, state: AbsState, block: str, summary=False) -> AbsState:
        """Materialize registered symbolic `block` in state: size any (its symbol), contents the
        caller's (pristine), string length its entry value."""
        if block in state.blocks:
            return state
        info = self.info(block)
        blocks = dict(state.blocks)
        blocks[block] = BlockState(summary=summary or block.endswith(("[]", "~")), symbolic=True)
        state = replace(state, blocks=blocks)
        # (the room after and before the caller's pointer: negative when it points outside its
        # block, which a caller may do: no lower bound, or a binding could contradict it)
        top = ALLOC_LIMIT // max(info.unit, 1)
        state = self.assign_interval(state, size_var(block), -top, top)
        state = self.assign_interval(state, before_var(block), -top, top)
        # contents: the caller's, any value (present: a first write does not define them)
        state = self.assign_interval(state, summary_var(block), None, None)
        if info.is_char:
            lv = len_var(block)
            state = self.assign_interval(state, entry_var(lv), 0, ALLOC_LIMIT)
            state = self.assign_num(state, lv, Linear.var(entry_var(lv)))
        return state

    def pointer_target(self, parent: str, offset, unit: int, chars: bool = False) -> str:
        """The symbolic block a pointer read from symbolic `parent` at byte `offset` (None: from
        its summary) points into at entry (state.entry_target: a path block, or the root's `~`
        block past MAX_PATH_DEPTH); registered on first use. `chars`: the pointer is a
        `wchar_t *` (a `char *` has unit 1): the block has a string length."""
        name = entry_target(parent, offset)
        if name not in self._symbolic_paths():
            root, depth = view_root_depth(name)
            if name.endswith("~"):
                self.register_symbolic(name, unit, f"memory reached from '{self.info(root).display}'",
                                       False, root, depth)
            else:
                pd = self.info(parent).display
                display = f"*({pd} + {offset})" if offset is not None else f"*{pd}[i]"
                self.register_symbolic(name, unit, display, unit == 1 or (unit in (2, 4) and chars),
                                       root, depth)
        return name

    def materialize_targets(self, state: AbsState, targets) -> AbsState:
        """Symbolic path blocks a pointer now designates exist from here on."""
        paths = self._symbolic_paths()
        for t in targets:
            if t not in state.blocks and t in paths:
                state = self.add_symbolic_block(state, t)
        return state

    def entry_read(self, state: AbsState, block: str, off: Linear, ptr_unit: int, size: int,
                   typ) -> AbsState:
        """Before a read of `size` bytes at unit offset `off` of `block`: in a pristine symbolic
        block, an exact cell not tracked yet holds its entry value (materialize it); a pointer
        read from the summary of a symbolic block may be an entry pointer."""
        bs = state.blocks.get(block)
        if bs is None or not bs.symbolic:
            return state
        ptr_read = isinstance(typ, ir.PtrT)
        lo, hi = self.bounds(state, off) if off is not None else (None, None)
        if lo is not None and lo == hi and (lo * ptr_unit, size) in bs.cells:
            # a tracked cell holds the value: the read is of that cell, not of the summary
            # (whose entry pointers would designate a `[]` block made for nothing)
            return state
        if lo is not None and lo == hi and state.is_pristine(block):
            o = lo * ptr_unit
            if not any(co < o + size and o < co + cs for (co, cs) in bs.cells):
                targets = None
                if ptr_read:
                    unit = typ.target_size or 1
                    targets = {self.pointer_target(block, o, unit, typ.chars), NULL}
                    return state.entry_cell(block, o, size, targets, unit)
                return state.entry_cell(block, o, size)
        if ptr_read:
            sv = summary_var(block)
            p = state.pts.get(sv)
            t = self.pointer_target(block, None, typ.target_size or 1, typ.chars)
            if p is None or t not in p.targets:
                targets = (p.targets if p is not None else frozenset()) | {t, NULL}
                state = state.set_pts(sv, Ptr(frozenset(targets), 1))
                if p is None and written_var(sv) not in state.num.vars:
                    # the caller's pointers, never overwritten here: each a view of its path
                    # block, seen from offset 0 (as an entry cell's, entry_cell)
                    state = self.assign_interval(state, sv, 0, 0)
                elif sv not in state.num.vars:
                    state = self.assign_interval(state, sv, None, None)
        return state

    # ------------------------------------------------------------------ the entry state
    def summary_entry(self, fn: ir.Function) -> tuple:
        """(Frame, AbsState): fn at depth 0 entered from any caller (see the module docstring)."""
        frame = Frame(fn, 0, (fn.name,))
        state = self.without_unreachable_readonly(self.symbolic_globals(), fn.name)
        for p in fn.params:
            state = self.symbolic_param(state, frame, p)
        return frame, state

    def symbolic_param(self, state, frame, p):
        name = frame.q(p.name)
        ev = entry_var(name)
        if isinstance(p.type, ir.PtrT):
            unit = p.type.target_size or 1
            block = param_block(frame.fn.name, p.name)
            if block not in self.registry or not self.is_symbolic_name(block):
                members = dict(frame.fn.members).get(p.name, ())
                self.register_symbolic(block, unit, p.name, unit in (1, 2, 4) and
                                       (p.type.target_size == 1 or p.type.chars),
                                       members=members)
            state = self.add_symbolic_block(state, block)
            state = self.assign_interval(state, ev, None, None)
            return self.set_pointer(state, name, Ptr(frozenset({block, NULL}), unit), 0)
        if isinstance(p.type, ir.IntT):
            state = self.assign_interval(state, ev, p.type.min, p.type.max)
            return self.assign_num(state.kill_defs(name), name, Linear.var(ev))
        return state.drop_names([name])

    def without_unreachable_readonly(self, state: AbsState, name: str) -> AbsState:
        """The symbolic entry state (`state`, symbolic_globals()) without the read-only blocks
        (string literals) function `name` cannot reach: none of it or its callees names them and no
        pointer in the blocks they name leads there. Their ghosts (length and contents of every
        literal of the program) would otherwise be variables of every function's Pentagon, whose
        closure is cubic in them: a file's cost grew with the square of its literals. Nothing is
        lost: such a block is never written (read-only), so a summary need not say it is
        unchanged, and a caller keeps its own copy of its ghosts. Built from the entry state
        without any of them plus the ones kept (a cost per function in what it reaches)."""
        keep = self._readonly_reach().get(name)
        if keep is None:
            return state
        bare = getattr(self, "_entry_bare", None)
        if bare is None or bare[0] is not state:
            drop = {b for b in state.blocks if self.info(b).readonly}
            names = []
            for b in drop:
                for n in block_vars(b, state):
                    names += [n, entry_var(n)]
            out = state.drop_names(names)
            out = replace(out, blocks={b: bs for b, bs in out.blocks.items() if b not in drop})
            bare = self._entry_bare = (state, out)
        return self.copy_blocks(state, bare[1], [b for b in sorted(keep) if b in state.blocks])

    def copy_blocks(self, src: AbsState, dst: AbsState, blocks) -> AbsState:
        """dst with `blocks` and their ghosts as src has them (their intervals, congruences and
        targets: a read-only block's ghosts are constants of the program text). dst has none of
        them: their variables join its Pentagon with their intervals in one step (one at a
        time, each would close the Pentagon again: a program with thousands of literals took
        minutes per function)."""
        table = dict(dst.blocks)
        bounds = {}
        for block in blocks:
            table[block] = src.blocks[block]
            for n in block_vars(block, src):
                if n in src.num.vars:
                    bounds[n] = src.num.interval(n)
        fresh = {n: b for n, b in bounds.items() if n not in dst.num.vars}
        dst = replace(dst, blocks=table).with_num(dst.num.with_intervals(fresh))
        for n, (lo, hi) in bounds.items():
            if n not in fresh:
                dst = self.assign_interval(dst, n, lo, hi)
        for block in blocks:
            for n in block_vars(block, src):
                if n in src.cong:
                    dst = dst.set_cong(n, src.cong[n])
                if n in src.pts:
                    dst = dst.set_pts(n, src.pts[n])
        return dst

    def constant_globals(self) -> frozenset:
        """The global scalars whose value never changes from the one Program.init gives them:
        const objects and statics no statement writes (Program.readonly_globals), and in a
        closed program (main, or --entry) the globals of external linkage no statement writes
        (Juliet's `globalTrue`, a configuration flag), provided no code outside the program
        runs: every call names a function of the program or one with a library model that
        writes none of them, and none goes through a pointer (which outside code may have
        handed out). Computed once per program."""
        cached = getattr(self, "_constant_globals", None)
        if cached is not None:
            return cached
        program, options = self.program, self.options
        consts = program.readonly_globals
        closed = options.entry or options.entries or "main" in program.functions
        if closed and program.unwritten_globals - consts:
            calls = [st for f in program.functions.values() for node in f.cfg.nodes.values()
                     for st in node.stmts if isinstance(st, ir.Call)]
            if all(isinstance(st.callee, str) and (st.callee in program.functions
                                                   or self.libc.has_model(st.callee))
                   for st in calls):
                consts = consts | (program.unwritten_globals - self.libc.MODEL_WRITTEN_GLOBALS)
        self._constant_globals = consts
        return consts

    def _readonly_reach(self) -> dict:
        """function -> frozenset of the read-only blocks it may reach (see
        without_unreachable_readonly); computed once per program."""
        cached = getattr(self, "_readonly_reach_cache", None)
        if cached is not None:
            return cached
        program = self.program
        readonly = {b.name for b in program.blocks if b.readonly}
        state = self.initial_state()
        # a global pointer that keeps its initial value (a const, or a static never written:
        # `static const char *map = "..."`) leads to the read-only blocks it points into
        held = {g: state.pts[g].targets & readonly for g in self.constant_globals()
                if g in state.pts}
        named, callees, indirect, taken = {}, {}, set(), set()
        for f in program.functions.values():
            own, calls = set(), set()
            for node in f.cfg.nodes.values():
                for st in node.stmts:
                    if isinstance(st, ir.Call):
                        if isinstance(st.callee, str):
                            calls.add(st.callee)
                        else:
                            indirect.add(f.name)
                    for x in _operands(st):
                        if isinstance(x, ir.AddrOf):
                            if x.function:
                                calls.add(x.block)       # may be called back (qsort, signal)
                                taken.add(x.block)
                            elif x.block in readonly:
                                own.add(x.block)
                        elif isinstance(x, ir.Var) and x.name in held:
                            own |= held[x.name]
            named[f.name] = own
            callees[f.name] = {c for c in calls if c in program.functions}
        for st in program.init:
            for x in _operands(st):
                if isinstance(x, ir.AddrOf) and x.function:
                    taken.add(x.block)
        taken &= set(program.functions)
        for f in indirect:          # a call through a pointer may reach any address-taken function
            callees[f] |= taken
        # the blocks a function names, then its callees' (to a fixpoint: recursion)
        reach = {f: set(own) for f, own in named.items()}
        changed = True
        while changed:
            changed = False
            for f in sorted(reach):
                before = len(reach[f])
                for g in callees[f]:
                    reach[f] |= reach[g]
                changed |= len(reach[f]) != before
        # and the read-only blocks pointers stored in those blocks designate
        points = {}
        for b in readonly:
            targets = set()
            for n in block_vars(b, state):
                p = state.pts.get(n)
                if p is not None:
                    targets |= p.targets & readonly
            points[b] = targets
        out = {}
        for f, blocks in reach.items():
            work = list(blocks)
            while work:
                for t in points.get(work.pop(), ()):
                    if t not in blocks:
                        blocks.add(t)
                        work.append(t)
            out[f] = frozenset(blocks)
        self._readonly_reach_cache = out
        return out

    def symbolic_globals(self) -> AbsState:
        """The program's initial state with every mutable global replaced by its entry symbol:
        scalars in:@g, pointers into `*@g`, arrays symbolic (read-only data keeps its contents)."""
        cached = getattr(self, "_symbolic_initial", None)
        if cached is not None:
            return cached
        state = self.initial_state()
        for v in self.program.globals:
            if v.name in self.constant_globals():
                continue         # never written: the value it started with
            ev = entry_var(v.name)
            if isinstance(v.type, ir.PtrT):
                unit = v.type.target_size or 1
                block = global_target(v.name)
                if not self.is_symbolic_name(block):
                    self.register_symbolic(block, unit, f"*{v.name[1:]}",
                                           unit == 1 or (unit in (2, 4) and v.type.chars))
                state = self.add_symbolic_block(state, block)
                state = self.set_pointer(state, v.name, Ptr(frozenset({block, NULL}), unit), 0)
            elif isinstance(v.type, ir.IntT):
                state = self.assign_interval(state, ev, v.type.min, v.type.max)
                state = self.assign_num(state.kill_defs(v.name), v.name, Linear.var(ev))
        for b in self.program.blocks:
            info = self.info(b.name)
            if info.readonly or b.name not in state.blocks:
                continue
            names = [n for n in block_vars(b.name, state) if n != size_var(b.name)
                     and (n in state.num.vars or n in state.pts)]
            state = state.drop_names(names)
            blocks = dict(state.blocks)
            blocks[b.name] = BlockState(symbolic=True)
            state = replace(state, blocks=blocks)
            state = self.assign_interval(state, summary_var(b.name), None, None)
            if info.is_char:
                lv = len_var(b.name)
                state = self.assign_interval(state, entry_var(lv), 0, ALLOC_LIMIT)
                state = self.assign_num(state, lv, Linear.var(entry_var(lv)))
        self._symbolic_initial = state
        return state


def _operands(st):
    """The operands and expressions of an IR statement, one level deep (AddrOf and Var leaves
    included)."""
    for x in vars(st).values():
        if isinstance(x, tuple):
            yield from x
        elif isinstance(x, (ir.BinOp, ir.UnOp, ir.Cast, ir.PtrAdd, ir.PtrDiff)):
            yield x
            yield from vars(x).values()
        else:
            yield x


@functools.lru_cache(maxsize=1 << 16)
def cell_of(ghost: str):
    """(block, offset, size) of a cell ghost val(b@o:s), else None. (Memoized, as
    block_of_ghost: binding a summary at a call asks it of every variable of every obligation.)"""
    return cell_parts(ghost)


@functools.lru_cache(maxsize=1 << 16)
def block_of_ghost(ghost: str):
    """The block whose ghost this is (size/len/val/cell), else None."""
    for pre in ("size(", "len(", "nul(", "val(", "before(", "nn("):
        if ghost.startswith(pre) and ghost.endswith(")"):
            c = cell_of(ghost)
            return c[0] if c else ghost[len(pre):-1]
    return None


__all__ = ["SymbolicInputs", "param_block", "global_target", "cell_of", "block_of_ghost",
           "MAX_PATH_DEPTH", "cell_var"]

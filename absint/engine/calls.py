"""Calls: to functions of the program, to library models, to functions without a body, and
through function pointers. A mixin of Analyzer (absint.engine.interp)."""
from __future__ import annotations

from dataclasses import replace

from absint.domains.linear import Linear
from absint.engine.frames import Frame, in_frame
from absint.engine.limits import ALLOC_LIMIT
from absint.ir import nodes as ir
from absint.memory.blocks import BlockInfo, Ptr
from absint.memory.state import NULL, UNKNOWN, BlockState, size_var, summary_var


class Calls:
    def do_call(self, frame, st: ir.Call, state, record):
        callee = st.callee
        if not isinstance(callee, str):
            p, _ = self.ptr_of(state, frame, callee)
            fns = [t[3:] for t in p.targets if t.startswith("fn:")]
            if not fns or p.targets - {t for t in p.targets if t.startswith("fn:")} - {NULL}:
                self.note_once(st.coord, "an indirect call through an unknown pointer: "
                                         "its effects are over-approximated")
                if record:
                    self.check_sites(frame, st.sites, state)
                return self.havoc_call(frame, st, state, all_memory=True)
            out = None
            for f in sorted(fns):
                r = self.do_call(frame, replace(st, callee=f), state, record)
                out = r if out is None else out.join(r)
            if st.dst is not None and (len(fns) > 1 or self.op_input(frame, callee, state)):
                out = out.mark_input(frame.q(st.dst.name))   # which function ran depends on input
            return out
        fn = self.program.functions.get(callee)
        if fn is not None:
            return self.call_function(frame, st, fn, state, record)
        if self.libc.has_model(callee):
            return self.libc.model(self, frame, st, state, record)
        if record:
            self.check_sites(frame, st.sites, state)
        self.note_once(st.coord, f"no body or model for '{callee}': its effects on memory and "
                                 f"globals are over-approximated", key=callee)
        return self.havoc_call(frame, st, state)

    def note_once(self, coord, message, key=None):
        key = key or (coord, message)
        if key in self.unknown_noted:
            return
        self.unknown_noted.add(key)
        self.on_note(coord, message)

    def havoc_call(self, frame, st, state, all_memory=False):
        roots = set()
        for a in st.args:
            if isinstance(a, ir.Var) and isinstance(a.type, ir.PtrT):
                roots |= state.targets(frame.q(a.name))
        if all_memory or UNKNOWN in roots:
            blocks = set(state.blocks)
        else:
            glob = {b.name for b in self.program.blocks}
            blocks = self.reachable_blocks(state, roots | (glob & set(state.blocks)))
        contained = not all_memory and UNKNOWN not in roots and blocks != set(state.blocks)
        own = None
        returns_ptr = st.dst is not None and isinstance(st.dst.type, ir.PtrT)
        if contained and (returns_ptr or blocks):
            # memory of the callee's own (its static data, what it allocates): what it returns
            # or stores may point there
            own = self._returned_block(st)
        # what the callee can store: pointers into what it can reach (and its own block)
        reach = frozenset({NULL} | {b for b in blocks if not self.info(b).readonly}
                          | ({own} if own else set())) if contained else None
        for b in blocks:
            if not self.info(b).readonly:
                state = self.havoc_block_contents(state, b, targets=reach)
        for v in self.program.globals:
            state = self.unknown_value(state, v.name, v.type)
        if own is not None and own not in state.blocks:
            state = self._own_block(state, own, reach)
        if st.dst is not None:
            if own is not None and returns_ptr:
                state = self.returned_pointer(frame, st, state, own, reach)
            else:
                state = self.unknown_value(state, frame.q(st.dst.name), st.dst.type)
        return state

    def _own_block(self, state, block, targets):
        """The callee's own memory: one summary block of unknown size and contents."""
        if block not in state.blocks:
            blocks = dict(state.blocks)
            blocks[block] = BlockState(summary=True)
            state = replace(state, blocks=blocks)
            state = self.assign_interval(state, size_var(block), 0, ALLOC_LIMIT)
        state = self.assign_interval(state, summary_var(block), None, None)
        state = state.set_pts(summary_var(block), Ptr(targets, 1))
        return state.mark_input([size_var(block), summary_var(block)])

    def _returned_block(self, st):
        c = st.coord
        block = f"ret:{st.callee}@{c.line}:{c.column}" if c is not None else f"ret:{st.callee}"
        if block not in self.registry:
            self.registry[block] = BlockInfo(block, f"the memory returned by {st.callee}"
                                             + (f" at line {c.line}" if c else ""), "extern",
                                             1, False, False, True, True)
        return block

    def returned_pointer(self, frame, st, state, block, targets):
        """The pointer a function without body returns: into a block of its own (one summary
        block of unknown size per call site), into memory it can reach (its pointer arguments'
        blocks and the globals: `targets`), or NULL. Stores through it update only those, weakly."""
        state = self._own_block(state, block, targets)
        name = frame.q(st.dst.name)
        # at its start when it points into its own block only; elsewhere anywhere
        offset = 0 if targets <= {block, NULL} else None
        state = self.set_pointer(state.kill_defs(name), name, Ptr(targets, 1), offset)
        return state.mark_input(name)

    def call_function(self, frame, st, fn: ir.Function, state, record):
        depth = frame.depth + 1
        recursive = fn.name in frame.calls
        if recursive or depth > self.options.inline_depth:
            if record and (fn.name, "generic") not in self.cache:
                self.cache[(fn.name, "generic")] = True
                self.analyze_generic(fn, depth)
            return self.havoc_call(frame, st, state)
        callee = Frame(fn, depth, frame.calls + (fn.name,))
        entry = state
        for p, a in zip(fn.params, st.args):
            pname = callee.q(p.name)
            if isinstance(p.type, ir.PtrT):
                if isinstance(a, ir.Var) and not isinstance(a.type, ir.PtrT):
                    entry = self.set_pointer(entry, pname, Ptr(frozenset({UNKNOWN}), 1), None)
                else:
                    ptr, off = self.ptr_of(entry, frame, a)
                    entry = self.set_pointer(entry, pname, ptr, off if ptr.targets else None)
            elif isinstance(p.type, ir.IntT):
                lin = self.lin(frame, a)
                entry = entry.kill_defs(pname)
                if lin is None:
                    entry = self.assign_interval(entry, pname, p.type.min, p.type.max)
                else:
                    entry = self.assign_num(entry, pname, lin, p.type)
                    if isinstance(a, ir.Var) and frame.q(a.name) in entry.defs:
                        defs = dict(entry.defs)
                        defs[pname] = entry.defs[frame.q(a.name)]
                        entry = replace(entry, defs=defs)
            else:
                entry = entry.drop_names([pname])
            if isinstance(a, ir.Var) and frame.q(a.name) in entry.tainted:
                entry = replace(entry, tainted=entry.tainted | {pname})
            entry = entry.mark_input(pname, self.op_input(frame, a, entry))
        exit_state = self.analyze(callee, entry, record)
        if exit_state.is_bottom():
            return exit_state
        out = exit_state
        if st.dst is not None:
            dname = frame.q(st.dst.name)
            rname = callee.ret
            if fn.ret is None or (rname not in out.num.vars and rname not in out.pts):
                out = self.unknown_value(out, dname, st.dst.type)
            elif isinstance(st.dst.type, ir.PtrT):
                p = out.pts.get(rname)
                if p is None:
                    out = self.unknown_value(out, dname, st.dst.type)
                else:
                    out = self.set_pointer(out, dname, p, Linear.var(rname))
            elif isinstance(st.dst.type, ir.IntT):
                out = self.assign_num(out.kill_defs(dname).set_pts(dname, None), dname,
                                      Linear.var(rname), st.dst.type)
            else:
                out = out.drop_names([dname])
            flags = {dname} if rname in out.tainted else set()
            out = replace(out, tainted=(out.tainted - {dname}) | flags)
            out = out.mark_input(dname, rname in out.inputs or fn.ret is None)
        # forget the callee's frame: its variables and its local blocks
        suffix = f"#{depth}"
        dead = [n for n in list(out.num.vars) + list(out.pts) if in_frame(n, suffix)]
        out = out.drop_names(dead)
        for b in fn.blocks:
            if b.name in out.blocks and not getattr(b, "zero_init", False):
                out = self.forget_block(out, b.name)
        return out

    def analyze_generic(self, fn, depth):
        """Analyse fn once with unknown arguments (its call was cut: recursion or depth), so its
        CheckSites are judged in a context covering every cut call."""
        frame = Frame(fn, depth, (fn.name,) * 0 + ("$generic", fn.name))
        state = self.initial_state()
        state = self.havoc_all_memory(state)
        for v in self.program.globals:
            state = self.unknown_value(state, v.name, v.type)
        state = self.entry_arguments_generic(state, frame)
        self.analyze(frame, state, record=True)

    def entry_arguments_generic(self, state, frame):
        for p in frame.fn.params:
            state = self.unknown_value(state, frame.q(p.name), p.type,
                                       f"arg:{frame.fn.name}.{p.name}", p.name)
        return state

    # checks ------------------------------------------------------------------------------------

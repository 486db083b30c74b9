"""Calls: to functions of the program, to library models, to functions without a body, and
through function pointers. A mixin of Analyzer (absint.engine.interp)."""
from __future__ import annotations

from dataclasses import replace

from absint.domains.linear import Linear
from absint.engine.frames import DeferredAt, Frame, in_frame
from absint.engine.limits import ALLOC_LIMIT
from absint.ir import nodes as ir
from absint.ir.control import controlled_nodes, reachable
from absint.ir.libspec import allocator_hook
from absint.ir.nodes import var_names
from absint.memory.blocks import BlockInfo, Ptr
from absint.memory.state import (NULL, UNKNOWN, BlockState, cell_var, is_written_var,
                                 moved_pointer_var, nul_var, size_var, summary_var, written_var)


ESCAPED = "escaped:"    # on_call(caller, ESCAPED + f): the caller hands f to code outside the program


class Calls:
    def do_call(self, frame, st: ir.Call, state, record):
        callee = st.callee
        if not isinstance(callee, str):
            return self.indirect_call(frame, st, state, record)
        fn = self.program.functions.get(callee)
        if fn is not None:
            if record and self.on_call is not None:
                self.on_call(frame.fn.name, fn.name)
            summary = self.summaries.get(callee) if self.summaries is not None else None
            if summary is not None and (frame.calls, st.coord, callee) not in self.inline_sites \
                    and not self.needs_context(frame, st, fn, summary, state, record):
                forget = self.alias_forget
                if self.alias_generic or forget is None and \
                        self.aliased_cut(frame, st, fn, summary, state):
                    return self.aliased_past_inlining(frame, st, fn, state, record)
                out = self.call_with_summary(frame, st, fn, summary, state, record)
                return out if forget is None else self.forget_aliased(frame, st, out, forget)
            return self.call_function(frame, st, fn, state, record)
        if record:
            self.note_escapes(frame, st, state, outside=not self.libc.has_model(callee))
        if self.libc.has_model(callee):
            out = self.libc.model(self, frame, st, state, record)
            if out is None or out.is_bottom():
                return out
            return out.carry_split(lambda s: self.note_library_writes(frame, st, state, s))
        if record:
            self.check_sites(frame, st.sites, state)
        self.note_once(st.coord, f"no body or model for '{callee}': its effects on memory and "
                                 f"globals are over-approximated", key=callee)
        return self.havoc_call(frame, st, state)

    def indirect_call(self, frame, st: ir.Call, state, record):
        """A call through a function pointer: each function it may designate (whose type fits
        the call); a pointer of unknown origin may designate any function of the program whose
        address is taken and whose type fits, or code outside the program."""
        p, _ = self.ptr_of(state, frame, st.callee)
        named = {t[3:] for t in p.targets if t.startswith("fn:")}
        fns = sorted(f for f in named if self.can_call(f, st))
        # a pointer the function being summarized received: its callers say where it points
        symbolic = {t for t in p.targets if self.is_symbolic_name(t)}
        resolved = set()
        # (a callback parameter called as it came, `handler(...)`, stays deferred: its caller
        # knows it, known_callback; resolving it here made every summary up the chain carry what
        # the callback allocates, re-analysed in context at each caller)
        if symbolic and self.closed_world and not _is_parameter(frame.fn, st.callee):
            sole = self.sole_callee(st)
            if sole is not None:      # whatever the callers pass, it can only be this one
                resolved, symbolic = symbolic, set()
                fns = sorted(set(fns) | {sole})
        deferred = None
        hook = self.allocator_hook(st)
        if symbolic and self.on_deferred is not None:
            if record:
                self.emit(DeferredAt(frame, st, state))
            # (the callers make the call with what they pass; here, an allocator hook allocates,
            # or is one of the functions of the program that fit, as a pointer of unknown origin)
            if hook is not None:
                deferred = self.do_call(frame, hook, state, record)
                for f in self.address_taken():
                    if self.can_call(f, st):
                        deferred = deferred.join(self.do_call(frame, replace(st, callee=f),
                                                              state, False))
            else:
                deferred = self.havoc_call(frame, st, state)
        unknown = bool(p.targets - {t for t in p.targets if t.startswith("fn:")} - {NULL}
                       - resolved - (symbolic if deferred is not None else set())) or not p.targets
        hook = hook if unknown else None     # (now: what code outside the program does here)
        if unknown:
            fitting = {f for f in self.address_taken() if self.can_call(f, st)} - set(fns)
            self.note_unknown_origin(st, hook)
            if hook is None and len(fitting) > 1:
                # any of several functions, or code outside the program, whose effects the
                # havoc below covers: each is judged once for any arguments, not made at every
                # visit with its obligations and callbacks (cmark's renderers, called through
                # a struct a callback may have rewritten: 550 s, now 36 s, the same findings)
                if record:
                    self.judge_callbacks_generically(frame.depth + 1, st, fitting, False)
                fitting = set()
            fns = sorted(set(fns) | fitting)
        out = deferred
        for f in sorted(f for f in named if f in self.program.functions and f not in fns):
            # a function the pointer designates, called with another type (undefined behaviour,
            # which real code does: a handler taking fewer parameters than the table's type)
            r = self.mismatched_call(frame, st, f, state, record)
            out = r if out is None else out.join(r)
        for f in fns:
            if record and f not in self.program.functions and self.libc.checks_accesses(f):
                # the sites of a library call are made for a call by name: through a pointer
                # its ranges go unchecked (its effect and result are modelled)
                self.note_unsupported(st.coord, f"'{f}' called through a pointer: the memory it "
                                                f"reads and writes is not checked here")
            r = self.do_call(frame, replace(st, callee=f), state, record)
            out = r if out is None else out.join(r)
        if hook is not None:
            r = self.do_call(frame, hook, state, record)
            out = r if out is None else out.join(r)
        elif unknown or out is None:
            if record:
                self.check_sites(frame, st.sites, state)
                self.note_escapes(frame, st, state, outside=True)
            # code outside the program: what its arguments and the globals reach, and what
            # outside code was handed before (havoc_call), as for a library function
            r = self.havoc_call(frame, st, state)
            out = r if out is None else out.join(r)
        if st.dst is not None and (len(fns) > 1 or unknown or
                                   self.op_input(frame, st.callee, state)):
            out = out.mark_input(frame.q(st.dst.name))   # which function ran depends on input
        return out

    def note_unknown_origin(self, st: ir.Call, hook) -> None:
        """The note of a call through a pointer of unknown origin (`hook`: the library call an
        allocator hook is taken to make, see allocator_hook)."""
        if hook is None:
            self.note_once(st.coord, "an indirect call through a pointer of unknown origin: it "
                                     "may call any function whose address is taken and whose "
                                     "type fits, or code outside the program")
        else:
            self.note_once(st.coord, f"an indirect call through '{st.via}' of unknown origin: "
                                     f"an allocator hook, taken to do what {hook.callee} does "
                                     f"(or to be a function of the program whose address is "
                                     f"taken and whose type fits)")

    def mismatched_call(self, frame, st: ir.Call, f: str, state, record):
        """A call of program function f through a pointer of another function type: with the
        arguments f takes when the call passes more of them and their kinds fit (its result, if
        the call uses one f does not give, any value); otherwise as code outside the program,
        f then judged in any state as a function handed out. Either way an "unsupported" note."""
        fn = self.program.functions[f]
        params = [p.type for p in fn.params]
        adapted = replace(st, callee=f, args=st.args[:len(params)],
                          dst=st.dst if fn.ret is not None else None)
        # (an argument of the other kind fits when it is as wide as a pointer: an intptr_t
        # made from a pointer is that pointer, see pointer_round_trip)
        fits = len(st.args) >= len(params) and all(
            isinstance(t, ir.PtrT) == isinstance(a.type, ir.PtrT) or
            (isinstance(a.type, (ir.IntT, ir.PtrT)) and a.type.bits == self.ptr_bits
             and isinstance(t, (ir.IntT, ir.PtrT)) and t.bits == self.ptr_bits)
            for a, t in zip(adapted.args, params))
        if record:
            how = "with the arguments it takes" if fits else "as code outside the program"
            self.note_unsupported(st.coord, f"'{f}' called through a pointer of another type "
                                            f"(undefined behaviour): analysed {how}")
        if not fits:
            if record and self.on_call is not None:
                self.on_call(frame.fn.name, ESCAPED + f)
            return self.havoc_call(frame, st, state)
        out = self.do_call(frame, adapted, state, record)
        if st.dst is not None and adapted.dst is None and not out.is_bottom():
            out = self.unknown_value(out, frame.q(st.dst.name), st.dst.type)
        return out

    def allocator_hook(self, st: ir.Call):
        """The library call an indirect call through an allocator hook of unknown origin is
        taken as (absint.ir.libspec.ALLOCATOR_HOOKS), or None."""
        if not st.via:
            return None

        def kind(t):
            return "p" if isinstance(t, ir.PtrT) else "i" if isinstance(t, ir.IntT) else ""
        found = allocator_hook(st.via, tuple(kind(a.type) for a in st.args),
                               kind(st.dst.type) if st.dst is not None else "")
        if found is None or not self.libc.has_model(found[0]):
            return None
        function, picked = found
        return replace(st, callee=function, args=tuple(st.args[i] for i in picked), via="")

    def note_escapes(self, frame, st: ir.Call, state, outside: bool = False) -> None:
        """Functions of the program that a call hands to code outside it, a library function
        with or without a model (as an argument, or stored in memory an argument reaches:
        `run_test(test_one)`, `pthread_once(&once, init)`, a table of callbacks), and for code
        `outside` (no body, no model) those held by the library's own globals, which it reads
        (`rl_attempted_completion_function = complete; readline(...)`): that code may call
        them, with arguments nobody here knows. Told to on_call as calls to ESCAPED + name: the
        analysis judges them as roots (absint.engine.modular)."""
        if self.on_call is None:
            return
        targets = set()
        for a in st.args:
            if isinstance(a, ir.Var) and isinstance(a.type, ir.PtrT):
                targets |= state.targets(frame.q(a.name))
        if outside:
            for name in self.extern_scalars():
                targets |= state.targets(name)
            targets |= self.extern_blocks(state)
        for b in self.reachable_blocks(state, targets - {NULL, UNKNOWN}):
            targets |= state.stored_targets(b)
        names = {t[3:] for t in targets if t.startswith("fn:")}
        for name in sorted(names):
            if name in self.program.functions:
                self.on_call(frame.fn.name, ESCAPED + name)

    def extern_blocks(self, state) -> set:
        """The blocks of code outside the program: memory its calls kept, the library's objects
        (BlockInfo kind "extern")."""
        return {b for b in state.blocks if self.info(b).kind == "extern"}

    def extern_scalars(self) -> tuple:
        """Global scalars declared `extern` and defined in no analysed file: the library's."""
        cached = getattr(self, "_extern_scalars", None)
        if cached is None:
            cached = self._extern_scalars = tuple(
                st.dst.name for st in self.program.init if isinstance(st, ir.Assign)
                and isinstance(st.expr, ir.Nondet) and st.expr.reason == "extern")
        return cached

    def sole_callee(self, st: ir.Call):
        """The one function whose address the program takes (its own, or a library's: `malloc`
        in a table of allocator hooks) that a call with st's arguments can go to, or None."""
        fits = [f for f in self.taken_functions() if self.can_call(f, st)]
        return fits[0] if len(fits) == 1 else None

    def taken_functions(self) -> tuple:
        """Functions, the program's and the library's, whose address is taken somewhere."""
        cached = getattr(self, "_taken_functions", None)
        if cached is None:
            cached = self._taken_functions = tuple(sorted(taken_functions(self.program)))
        return cached

    def address_taken(self) -> tuple:
        """Functions of the program whose address is taken somewhere."""
        cached = getattr(self, "_address_taken", None)
        if cached is None:
            cached = self._address_taken = tuple(f for f in self.taken_functions()
                                                 if f in self.program.functions)
        return cached

    def can_call(self, name: str, st: ir.Call) -> bool:
        """Can a call with st's arguments (and use of the result) go to function `name`?"""
        fn = self.program.functions.get(name)
        if fn is not None:
            return function_fits(fn, st)
        if name in self.program.declared:
            ret, params, variadic = self.program.declared[name]
            return signature_fits(list(params), variadic, ret is not None, st)
        return self.libc.has_model(name)

    def needs_context(self, frame, st, fn, summary, state, record=False) -> bool:
        """needs_context_at, within CONTEXT_VISITS analyses in context per call site and root
        and call path (a call in a loop is visited at every iteration of the loop's fixpoint, each
        time in a new state: past the budget the summary, sound and coarser, answers). The pass
        that records the accesses has one more of its own: its checks are the ones reported, and
        a loop's iterations must not have spent it."""
        self.alias_forget = None
        self.alias_generic = False
        why = self.needs_context_at(frame, st, fn, summary, state)
        if not why:
            return False
        key = (frame.sites, st.coord, fn.name, record)
        n = self.context_visits.get(key, 0)
        # (a callback handed on inside a callee analysed in context, `vprintf` passing its `fn`
        # to `print_str` at each conversion: an analysis in context at each visit of vprintf's
        # loop, inside each of vprintf's own, multiplied: mjson.c 106 s. Past two, the summary
        # makes the callback again, with the function known)
        visits = NESTED_CALLBACK_VISITS if why == CALLBACK and frame.depth > 0 else CONTEXT_VISITS
        over = n >= (1 if record else visits)
        if why == ALIASED or self.aliased_blocks(frame, st, fn, summary, state):
            # aliased arguments, analysed in context at each call (in-place big-number code
            # nests them: a cost that multiplies with the depth). Past the budgets, a summary
            # whose accesses do not depend on the aliased memory's contents is applied, and
            # what the callee wrote is forgotten (it computed it from contents it took apart);
            # no other summary can answer, its inputs taken as distinct blocks: in context at
            # every visit (the analysis's work budget bounds it)
            if self.alias_insensitive(summary, fn):
                places = self.written_blocks(frame, st, fn, summary, state)
                if over or self.work > self.options.context_work or \
                        self.writes_only_unknowns(fn, summary, places):
                    self.alias_forget = places
                    return False
            if n >= ALIASED_VISITS:       # a safety valve: judged for any arguments instead
                self.alias_generic = True
                return False
            self.context_visits[key] = n + 1
            return True
        if over:
            return False
        self.context_visits[key] = n + 1
        return True

    def aliased_cut(self, frame, st, fn, summary, state) -> bool:
        """An aliased call that cannot go into context (too deep, or a recursion) and whose
        summary cannot answer for aliased arguments (alias_insensitive)?"""
        return (frame.depth + 1 > self.options.inline_depth or fn.name in frame.calls) \
            and not summary.unknown and not summary.exit.is_bottom() \
            and self.aliased_blocks(frame, st, fn, summary, state) \
            and not self.alias_insensitive(summary, fn)

    def aliased_past_inlining(self, frame, st, fn, state, record):
        """An aliased call that cannot go into context (aliased_cut, or past ALIASED_VISITS):
        the callee's accesses judged once with arguments of unknown origin (which may share
        blocks), and the call's effects any."""
        self.note_once(st.coord, f"'{fn.name}' is called with arguments that share memory, too "
                                 f"deep, recursively or too often to be analysed in context: its "
                                 f"accesses are judged for any arguments", key=("aliased-cut", fn.name))
        if record:
            self.judge_generically(fn, frame.depth + 1)
        return self.havoc_call(frame, st, state, all_memory=True)

    def written_blocks(self, frame, st, fn, summary, state) -> dict:
        """The caller's blocks the callee may write through its pointer parameters: {block:
        None (any byte), or [(first byte, end byte), ...]}. A content-blind callee
        (alias_insensitive) writes the same places whatever the contents: the cells its summary
        wrote through a parameter, moved by the argument's offset (`transform(ctx, ctx->data)`
        writes ctx->state, not ctx->datalen); any byte when it wrote its parameter's summary,
        or where the argument's offset is not known."""
        from absint.engine.symbolic import param_block
        written = summary_writes(summary, fn)
        x = summary.exit
        out = {}
        for i, p in enumerate(fn.params):
            a = st.args[i] if i < len(st.args) else None
            if p.name not in written or not isinstance(a, ir.Var):
                continue
            targets = state.targets(frame.q(a.name)) - {NULL, UNKNOWN}
            spans = self._written_spans(frame, a, param_block(fn.name, p.name), x, state)
            for b in targets:
                if b.startswith("fn:"):
                    continue
                if spans is None or (b in out and out[b] is None):
                    out[b] = None
                else:
                    out[b] = out.get(b, []) + spans
        return out

    def _written_spans(self, frame, a, root, x, state):
        """The bytes of the argument a's block that the summary's exit x says were written
        through its view `root`, or None: any (its summary, a block it reaches, an unknown
        offset)."""
        bs = x.blocks.get(root)
        if bs is None:
            return None
        cells = {written_var(cell_var(root, o, size)) for (o, size) in bs.cells}
        if any(is_written_var(v) and root in v and v not in cells for v in x.num.vars):
            return None           # its summary, its length, a block reached through it
        ptr, off = self.ptr_of(state, frame, a)
        lo, hi = (None, None) if off is None else self.bounds(state, off)
        if lo is None or hi is None:
            return None
        first, last = lo * ptr.unit, hi * ptr.unit
        return [(first + o, last + o + size) for (o, size) in sorted(bs.cells)
                if written_var(cell_var(root, o, size)) in x.num.vars]

    def writes_only_unknowns(self, fn, summary, places) -> bool:
        """Would the analysis in context learn nothing forget_aliased forgets? The callee writes
        known cells only (places), and its summary says nothing of the numbers it leaves there:
        each is any value of its width, tied to no other (sha256's transform hashing its context's
        data into the context's state); no pointer. Then its summary answers at once: the call
        in context cost a whole analysis of the callee at every visit of a loop around it."""
        if not places or any(spans is None for spans in places.values()):
            return False
        return self._per_summary("_writes_unknowns", summary, fn,
                                 lambda: leaves_only_unknowns(summary, fn))

    def forget_aliased(self, frame, st, state, blocks):
        """After a summary applied to aliased arguments: what it wrote, and its result, are any
        value (see needs_context)."""
        if state.is_bottom():
            return state
        state = self.havoc_blocks(state, sorted(b for b in blocks if b in state.blocks),
                                  spans=blocks)
        if st.dst is not None:
            state = self.unknown_value(state, frame.q(st.dst.name), st.dst.type)
        return state

    def needs_context_at(self, frame, st, fn, summary, state):
        """Must this call be analysed in the caller's context rather than through the summary?
        Why (PRECISION, CALLBACK, ALIASED), or None. ALIASED: a block the callee writes through one
        pointer parameter is also reachable through another: the summary took its inputs as
        distinct blocks. (Not when the call is too deep for inlining: the summary's effects are
        then applied as they are.)"""
        if frame.depth + 1 > self.options.inline_depth or fn.name in frame.calls \
                or summary.unknown or summary.exit.is_bottom():
            return None
        if (len(fn.cfg.nodes) <= WRAPPER_NODES and allocates_inexactly(self, summary)) \
                or self.partial_element_room(frame, st, fn, state) \
                or self.known_global_branch(frame, fn, state):
            return PRECISION
        if self.known_callback(frame, st, fn, summary, state):
            return CALLBACK
        return ALIASED if self.aliased_blocks(frame, st, fn, summary, state) else None

    def alias_insensitive(self, summary, fn) -> bool:
        """alias_insensitive(summary, fn), once per summary (it is asked at every call), and
        only for a function whose accesses and branches are blind to memory contents (the
        summary's proven accesses are not in it: a proof that two reads of one cell agree is
        wrong when a write through another parameter comes between them)."""
        def compute():
            blind = getattr(self, "_content_blind", None)
            if blind is None:
                blind = self._content_blind = {}
            return content_blind(self.program, fn.name, blind) and alias_insensitive(summary, fn)
        return self._per_summary("_alias_insensitive", summary, fn, compute)

    def _per_summary(self, attr: str, summary, fn, compute):
        """compute() once per summary of fn (a question asked at every visit of its calls),
        remembered in the dict `attr` of self."""
        memo = getattr(self, attr, None)
        if memo is None:
            memo = {}
            setattr(self, attr, memo)
        hit = memo.get(fn.name)
        if hit is None or hit[0] is not summary:
            hit = memo[fn.name] = (summary, compute())
        return hit[1]

    def aliased_blocks(self, frame, st, fn, summary, state) -> bool:
        """Is a block the callee writes through one pointer parameter also reachable through
        another argument?"""
        written = summary_writes(summary, fn)
        if not written:
            return False
        owners = {}
        for i, a in enumerate(st.args):
            if isinstance(a, ir.Var) and isinstance(a.type, ir.PtrT):
                for b in state.targets(frame.q(a.name)) - {NULL, UNKNOWN}:
                    if not b.startswith("fn:"):
                        owners.setdefault(b, set()).add(i)
        params = {p.name: i for i, p in enumerate(fn.params)}
        wrote = {params[name] for name in written if name in params}
        return any(len(idx) > 1 and idx & wrote for idx in owners.values())

    def partial_element_room(self, frame, st, fn, state) -> bool:
        """Does a pointer argument leave a room that is not a whole number of the parameter's
        elements (a `struct hdr *` to 8 bytes of a 108-byte struct)? The summary counts the
        room in whole elements, rounded down, which would make the fields that do fit fail."""
        for p, a in zip(fn.params, st.args):
            u = p.type.target_size if isinstance(p.type, ir.PtrT) else None
            if not u or u == 1 or not isinstance(a, ir.Var) or not isinstance(a.type, ir.PtrT):
                continue
            ptr, off = self.ptr_of(state, frame, a)
            if off is None:
                continue
            for t in ptr.targets:
                bs = state.blocks.get(t)
                if bs is None or bs.symbolic:
                    continue
                room = self.size_of(t) * self.info(t).unit - off * ptr.unit
                if all(k % u == 0 for k in room.coeffs.values()) and room.const % u == 0:
                    continue          # whole elements exactly: the summary binds it as it is
                # only a room known well enough for the rounding to turn fields that fit into
                # definite errors: one value, or less than one element (an offset of unknown
                # alignment, `tokens + k` in bytes, is left to the summary: a warning at worst)
                lo, hi = self.bounds(state, room)
                if lo is not None and hi is not None and (
                        (lo == hi and lo % u != 0) or (0 < hi < u)):
                    return True
        return False

    def known_global_branch(self, frame, fn, state) -> bool:
        """Does a small callee branch on a global scalar whose value the caller knows (`flag =
        0; data = source(data);` with `if (flag) ... else fill(data);` inside)? The summary
        joins both branches' effects, the dead one's too (the buffer left unwritten); in context
        only the live one runs."""
        if len(fn.cfg.nodes) > WRAPPER_NODES:
            return False
        memo = getattr(self, "_branch_globals", None)
        if memo is None:
            memo = self._branch_globals = {}
        names = memo.get(fn.name)
        if names is None:
            names = memo[fn.name] = branch_globals(fn)
        for g in names:
            q = frame.q(g)
            if q in state.num.vars:
                lo, hi = state.num.interval(q)
                if lo is not None and lo == hi:
                    return True
        return False

    def known_callback(self, frame, st, fn, summary, state) -> bool:
        """Does the callee call a function-pointer parameter that the caller passes as a known
        function (`parse_stream(fgets, f)` calling `reader(line, n, f)`)? Its summary havocked
        what that call does (the line read is any bytes); in context it is the function's model.
        Only parameters called by the callee itself: a pointer read from memory (a hooks table)
        is left to the summary, whose re-analysis at every caller up the chain costs too much."""
        from absint.engine.summaries import Binding
        params = {p.name for p in fn.params if isinstance(p.type, ir.PtrT)}
        calls = [dc for dc in summary.calls if dc.fn == fn.name
                 and isinstance(dc.call.callee, ir.Var) and dc.call.callee.name in params]
        if not calls:
            return False
        b = Binding(self, frame, st, fn, state)
        for dc in calls:
            p = dc.state.pts.get(dc.call.callee.name)
            if p is None:
                continue
            ptr, _ = b.map_pointer(p, None)
            known = ptr.targets - {NULL}
            if known and all(t.startswith("fn:") for t in known):
                return True
        return False

    def note_library_writes(self, frame, st, before, after):
        """A library function wrote through its pointer arguments: symbolic blocks it wrote are
        no longer pristine (what they hold is not known per cell any more), and a NUL beyond
        the terminator (nul(b)) is no longer known in what it may have written."""
        if after is None or after.is_bottom():
            return after
        args = self.libc.written_args(st.callee, len(st.args))
        nuls = [v for v in after.num.vars if v.startswith("nul(")]
        if nuls:
            roots = set()
            for i in args:
                a = st.args[i] if i < len(st.args) else None
                if isinstance(a, ir.Var):
                    roots |= before.targets(frame.q(a.name))
            # (and what pointers in a written non-char block lead to: getline's *lineptr)
            deep = {b for b in roots if b in before.blocks and not self.info(b).is_char}
            reach = set(before.blocks) if UNKNOWN in roots else \
                roots | (self.reachable_blocks(before, deep) if deep else set())
            after = after.drop_names([nul_var(b) for b in reach])
        for i in args:
            a = st.args[i] if i < len(st.args) else None
            if not isinstance(a, ir.Var):
                continue
            for t in before.targets(frame.q(a.name)):
                bs = after.blocks.get(t)
                if bs is None or not bs.symbolic:
                    continue
                after = self.note_written(after, summary_var(t), None)
                for (o, s) in bs.cells:
                    after = self.note_written(after, cell_var(t, o, s), None)
                if not self.info(t).is_char:   # bytes copied in may be any pointers
                    after = self.assign_interval(after, moved_pointer_var(summary_var(t)),
                                                 None, None)
        return after

    def note_unsupported(self, coord, message) -> None:
        """A diagnostic of level "unsupported" at coord (once): what the analysis does not
        check there."""
        self.note_once(coord, message, level="unsupported")

    def note_once(self, coord, message, key=None, level="note"):
        key = key or (coord, message)
        if key in self.unknown_noted:
            return
        self.unknown_noted.add(key)
        self.on_note(coord, message, level)

    def forget_mutable_globals(self, state):
        """Every global scalar any value of its type, but the constants (constant_globals)."""
        for v in self.program.globals:
            if v.name not in self.constant_globals():
                state = self.unknown_value(state, v.name, v.type)
        return state

    def havoc_call(self, frame, st, state, all_memory=False):
        """The effects of code outside the program (or of a function of it whose summary is
        unknown: all_memory): on the memory its pointer arguments and the globals reach, and the
        memory earlier calls of outside code kept (their own blocks, "extern": a pointer stored
        there was handed out, `register(&local)` then `callback()`)."""
        roots = set()
        for a in st.args:
            if isinstance(a, ir.Var) and isinstance(a.type, ir.PtrT):
                roots |= state.targets(frame.q(a.name))
        if all_memory or UNKNOWN in roots:
            blocks = set(state.blocks)
        else:
            glob = {b.name for b in self.program.blocks}
            blocks = self.reachable_blocks(state, roots | self.extern_blocks(state)
                                           | (glob & set(state.blocks)))
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
        # (all at once: one closure of the Pentagon, not one per block)
        state = self.havoc_blocks(state, sorted(b for b in blocks if not self.info(b).readonly),
                                  targets=reach)
        state = self.forget_mutable_globals(state)
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
        if (recursive or depth > self.options.inline_depth) and self.summaries is not None:
            summary = self.summaries.get(fn.name)
            if summary is not None:
                return self.call_with_summary(frame, st, fn, summary, state, record)
            return self.havoc_call(frame, st, state, all_memory=True)
        if recursive or depth > self.options.inline_depth:
            if record:
                self.judge_generically(fn, depth)
            return self.havoc_call(frame, st, state)
        callee = Frame(fn, depth, frame.calls + (fn.name,), frame.sites + (st.coord,))
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
        out = self.return_to_caller(frame, st, fn, callee, exit_state)
        cases = exit_state.split_on(callee.ret) if st.dst is not None else None
        if cases is None:
            return out
        return out.with_split(frame.q(st.dst.name),
                              *(self.return_to_caller(frame, st, fn, callee, c) for c in cases))

    def return_to_caller(self, frame, st, fn, callee, out):
        """The caller's state after a call analysed in its context, from the callee's exit
        state: the result in st.dst, the callee's frame gone."""
        depth = callee.depth
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
                    out = self.bound_unwrapped_result(
                        self.set_pointer(out, dname, p, Linear.var(rname)), fn, dname)
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

    def judge_generically(self, fn, depth) -> None:
        """analyze_generic, once per analysis (self.cache). Its judgements go to the hook past
        the buffer of a loop's partitions: they hold for any arguments, whichever state made the
        call. (Held back with a partition's queries, they were dropped when the partitions were
        judged again joined, and the cache kept them from being made again: the function's
        accesses were unreachable, or judged only where the program calls it by name.)"""
        if (fn.name, "generic") in self.cache:
            return
        self.cache[(fn.name, "generic")] = True
        saved, self._buffer = self._buffer, None
        try:
            self.analyze_generic(fn, depth)
        finally:
            self._buffer = saved

    def analyze_generic(self, fn, depth):
        """Analyse fn once with unknown arguments (its call was cut: recursion or depth), so its
        CheckSites are judged in a context covering every cut call."""
        frame = Frame(fn, depth, (fn.name,) * 0 + ("$generic", fn.name))
        state = self.initial_state()
        state = self.forget_mutable_globals(self.havoc_all_memory(state))
        state = self.entry_arguments_generic(state, frame)
        self.analyze(frame, state, record=True)

    def entry_arguments_generic(self, state, frame):
        for p in frame.fn.params:
            state = self.unknown_value(state, frame.q(p.name), p.type,
                                       f"arg:{frame.fn.name}.{p.name}", p.name)
        return state

    # checks ------------------------------------------------------------------------------------


def function_address(st):
    """The function whose address statement st takes (an Assign or a Store of `&f`), or None."""
    x = st.expr if isinstance(st, ir.Assign) else st.value if isinstance(st, ir.Store) else None
    return x.block if isinstance(x, ir.AddrOf) and x.function else None


def function_fits(fn: ir.Function, st: ir.Call) -> bool:
    """Can a call with st's arguments (and use of the result) go to program function fn?"""
    return signature_fits([p.type for p in fn.params], fn.variadic, fn.ret is not None, st)


def signature_fits(params, variadic: bool, returns: bool, st: ir.Call) -> bool:
    """As many arguments as parameters (more if variadic), a result if one is used, and a
    pointer where a pointer is expected (or a null constant), a number where a number is."""
    if len(st.args) < len(params) or (len(st.args) > len(params) and not variadic):
        return False
    if st.dst is not None and not returns:
        return False
    for a, t in zip(st.args, params):
        if isinstance(t, ir.PtrT) != isinstance(a.type, ir.PtrT) and not (
                isinstance(a, ir.Const) and a.value == 0):
            return False
    return True


def address_taken(program: ir.Program) -> set:
    """Names of the program's functions whose address is taken (in code or initializers)."""
    return {f for f in taken_functions(program) if f in program.functions}


def _is_parameter(fn: ir.Function, op) -> bool:
    return isinstance(op, ir.Var) and any(p.name == op.name for p in fn.params)


def taken_functions(program: ir.Program) -> set:
    """Names of the functions, the program's and the library's, whose address it takes."""
    out = {function_address(st) for st in program.init}
    for fn in program.functions.values():
        for node in fn.cfg.nodes.values():
            out.update(function_address(st) for st in node.stmts)
    return out - {None}


def closed_world(program: ir.Program, entries, has_model) -> bool:
    """Can a function pointer designate only a function whose address the program takes (or be
    NULL)? So in a closed program whose entries receive no pointer from outside (main's argv
    holds strings) and which calls no function without a body or a model: only such a call
    could store a function from elsewhere in its memory (a plugin table filled by a library)."""
    if not entries:
        return False
    for e in entries:
        fn = program.functions.get(e)
        if fn is None or (e != "main" and any(isinstance(p.type, ir.PtrT) for p in fn.params)):
            return False
    for fn in program.functions.values():
        for node in fn.cfg.nodes.values():
            for st in node.stmts:
                if isinstance(st, ir.Call) and isinstance(st.callee, str) and \
                        st.callee not in program.functions and not has_model(st.callee):
                    return False
    return True


def address_leaves(program: ir.Program) -> set:
    """Functions whose address may leave the function that took it: taken in an initializer of
    static storage, stored to memory or to a global, or held by a local variable used otherwise
    than as the target of a call or copied to another such variable (an argument, a returned
    value, a comparison: anything may follow). The others are called only through pointers the
    program's own functions hold, which the analysis follows."""
    out = {function_address(st) for st in program.init} - {None}
    for fn in program.functions.values():
        stmts = [st for node in fn.cfg.nodes.values() for st in node.stmts]
        holders: dict = {}                       # local variable -> functions it may hold
        for st in stmts:
            f = function_address(st)
            if f is None:
                continue
            if isinstance(st, ir.Store) or st.dst.name.startswith("@"):
                out.add(f)
            else:
                holders.setdefault(st.dst.name, set()).add(f)
        changed = bool(holders)
        while changed:                          # copies between locals
            changed = False
            for st in stmts:
                if isinstance(st, ir.Assign) and isinstance(st.expr, ir.Var) \
                        and st.expr.name in holders:
                    got = holders[st.expr.name]
                    if st.dst.name.startswith("@"):
                        out |= got
                    elif not got <= holders.get(st.dst.name, set()):
                        holders.setdefault(st.dst.name, set()).update(got)
                        changed = True
        if not holders:
            continue
        for st in stmts:
            if isinstance(st, ir.Assign) and isinstance(st.expr, (ir.Var, ir.AddrOf)):
                continue                         # a copy (followed above) or the taking itself
            parts = [st.args, st.sites] if isinstance(st, ir.Call) else [st]
            for name in var_names(parts):
                if name in holders:
                    out |= holders[name]
    return out


WRAPPER_NODES = 30        # an allocation wrapper is analysed in its caller's context only when
                          # it is this small: a large function that (re)allocates memory it
                          # hands back (kilo's editorUpdateSyntax) would be analysed again at every
                          # call, nested down its callers (minutes); its summary answers instead
# why a call goes into context (needs_context_at)
PRECISION, ALIASED, CALLBACK = "precision", "aliased", "callback"
NESTED_CALLBACK_VISITS = 2   # CONTEXT_VISITS of a callback-taking call inside a callee in context
CONTEXT_VISITS = 8        # analyses in context of one call site and path, per analysis of a root
ALIASED_VISITS = 64       # the same for a call with aliased arguments its summary cannot answer;
                          # past them its callee is judged for any arguments (sound, coarse)


def allocates_inexactly(an, summary) -> bool:
    """Does the callee return memory it allocated whose size the summary does not hold as a form
    over its entry symbols (`n * size` of an allocation wrapper)? The caller's arguments are then
    worth more than the summary: the call is analysed in context."""
    x = summary.exit
    visible = None
    for b, bs in x.blocks.items():
        if bs.symbolic or an.info(b).kind != "heap":
            continue
        if visible is None:
            visible = visible_blocks(an, x)
        if b not in visible:
            continue          # freed or dropped with the callee's locals: the caller never sees it
        sv = size_var(b)
        if sv not in x.num.vars or sv in x.forms:
            continue
        lo, hi = x.num.interval(sv)
        if lo is None or lo != hi:
            return True
    return False


def visible_blocks(an, x) -> set:
    """Blocks a caller can reach in a summary's exit state x: from the returned value and the
    globals, and from the memory of the callee's parameters and globals (symbolic blocks)."""
    from absint.engine.symbolic import block_of_ghost
    roots = {b for b, bs in x.blocks.items() if bs.symbolic}
    for name, p in x.pts.items():
        owner = block_of_ghost(name)
        if owner is None or owner in roots:
            roots |= p.targets
    return an.reachable_blocks(x, roots)


def alias_insensitive(summary, fn) -> bool:
    """Do the summary's open accesses hold whatever its pointer parameters' memory contains,
    so that they stand when two of them share a block? None reads a value, string length or
    pointer from that memory (in:/val/len/nul ghosts of the parameters' blocks, a block reached
    through a pointer stored there), it makes no call its callers resolve, it writes no global
    memory, and its result is no pointer (forget_aliased makes a number any value)."""
    from absint.engine.symbolic import param_block
    from absint.engine.summaries import range_vars
    if summary.calls or isinstance(fn.ret, ir.PtrT):
        return False
    roots = tuple(param_block(fn.name, p.name) for p in fn.params if isinstance(p.type, ir.PtrT))
    for v in summary.exit.num.vars:
        if is_written_var(v) and not any(r in v for r in roots):
            return False

    def content(v):
        return v.startswith(("in:", "val(", "len(", "nul(")) and any(r in v for r in roots)
    for ob in summary.obligations:
        q = ob.query
        if any(content(v) for v in _related(q.state, range_vars(q.ranges))):
            return False
        for r in q.ranges:
            if r.block is not None and any(r.block.startswith((root + "@", root + "~", root + "["))
                                           for root in roots):
                return False
    return True


def leaves_only_unknowns(summary, fn) -> bool:
    """Does every cell the summary wrote through fn's parameters hold any number of its width,
    tied to no other variable (no pointer)?"""
    from absint.engine.symbolic import param_block
    x = summary.exit
    for p in fn.params:
        root = param_block(fn.name, p.name)
        bs = x.blocks.get(root)
        if bs is None:
            continue
        for (o, size) in bs.cells:
            cv = cell_var(root, o, size)
            if written_var(cv) not in x.num.vars:
                continue
            if cv in x.pts or cv not in x.num.vars:
                return False
            lo, hi = x.num.interval(cv)
            if lo is not None and hi is not None and hi - lo < (1 << (8 * size - 1)):
                return False
            if _related(x, [cv]) - {cv, written_var(cv)}:
                return False
    return True


def branch_globals(fn: ir.Function) -> tuple:
    """The global scalars a branch of fn decides on: read by an Assume's condition, directly or
    through the temporaries assigned from them in fn (flow-insensitive)."""
    derived = {}       # variable -> the globals its assignments read
    for node in fn.cfg.nodes.values():
        for st in node.stmts:
            if isinstance(st, ir.Assign):
                derived.setdefault(st.dst.name, set()).update(var_names(st.expr))
    found, seen = set(), set()
    todo = [v for node in fn.cfg.nodes.values() for st in node.stmts
            if isinstance(st, ir.Assume) for v in var_names(st.cond)]
    while todo:
        v = todo.pop()
        if v in seen:
            continue
        seen.add(v)
        if v.startswith("@"):
            found.add(v)
        todo.extend(derived.get(v, ()))
    return tuple(sorted(found))


def content_blind(program: ir.Program, name: str, memo: dict) -> bool:
    """Does no access of function `name`, nor of any function it calls, depend on a value read
    from memory: neither its place (index, pointer, length) nor whether it runs (a branch on such
    a value, absint.ir.control)? Then what its summary proves of its accesses holds whatever its
    pointer parameters' blocks contain, two of them sharing one included. Syntactic and
    flow-insensitive: a variable is read from memory when a load, a call's result, a global or a
    havoc gives it a value, or an assignment from such a variable does, or it is assigned where
    such a branch decides. A library call taking a pointer, an indirect call, recursion: not
    blind. (A branch that only picks a value, `if (sum != x[i]) carry = ...`, is fine.)"""
    if name in memo:
        return memo[name]
    memo[name] = False           # (a recursion reaching `name` again: not blind)
    fn = program.functions.get(name)
    if fn is None:
        return False
    nodes = fn.cfg.nodes
    read = set()
    for node in nodes.values():
        for st in node.stmts:
            if isinstance(st, (ir.Load, ir.Call)) and st.dst is not None:
                read.add(st.dst.name)
            elif isinstance(st, ir.Havoc):
                if st.memory:
                    return False
                read.update(v.name for v in st.vars if isinstance(v, ir.Var))

    def reads(*xs) -> bool:
        return any(v in read or v.startswith("@") for x in xs for v in var_names(x))
    controlled, conditions = set(), set()
    while True:
        size = (len(read), len(controlled))
        for n, node in nodes.items():
            for st in node.stmts:
                dst = getattr(st, "dst", None)
                if isinstance(st, ir.Assign) and (reads(st.expr) or n in controlled) or \
                        dst is not None and n in controlled:
                    read.add(dst.name)
                elif isinstance(st, ir.Assume) and reads(st.cond):
                    conditions.add(n)
        controlled = controlled_nodes(fn.cfg, conditions) if conditions else set()
        if (len(read), len(controlled)) == size:
            break
    for n, node in nodes.items():
        for st in node.stmts:
            sites = getattr(st, "sites", ())
            if sites and n in controlled:
                return False
            if isinstance(st, (ir.Load, ir.Store)) and reads(st.addr):
                return False
            for site in sites:
                if reads(site.index, site.extent, site.pointer, site.length):
                    return False
            if isinstance(st, ir.Call):
                if not isinstance(st.callee, str):
                    return False
                if st.callee in program.functions:
                    if n in controlled or reads(*st.args) or \
                            not content_blind(program, st.callee, memo):
                        return False
                elif any(isinstance(getattr(a, "type", None), ir.PtrT) for a in st.args) \
                        or st.sites:
                    return False
    memo[name] = True
    return True


def _related(state, names) -> set:
    """`names` and the variables a relation or a linear form of `state` ties them to, through
    any chain of them (what a binding of one of these may carry to the others). A relation the
    intervals imply says nothing more (`p < v` for a pointer at offset 0 and a value v >= 1):
    it ties nothing, else a constant would tie everything above it to everything below."""
    num = state.num
    facts = num.facts()
    edges = {}
    if facts is not None:
        bounds = {}

        def interval(v):
            b = bounds.get(v)
            if b is None:
                b = bounds[v] = num.interval(v)
            return b
        _, lts, eqs, les = facts
        for strict, pairs in ((True, lts), (False, les)):
            for x, y in pairs:
                hx, ly = interval(x)[1], interval(y)[0]
                if hx is not None and ly is not None and (hx < ly if strict else hx <= ly):
                    continue
                edges.setdefault(x, set()).add(y)
                edges.setdefault(y, set()).add(x)
        for cls in eqs:
            cls = [x for x in cls if len(set(interval(x))) != 1 or interval(x)[0] is None]
            for x in cls:
                edges.setdefault(x, set()).update(cls)
    for v, form in state.forms.items():
        edges.setdefault(v, set()).update(form.coeffs)
        for w in form.coeffs:
            edges.setdefault(w, set()).add(v)
    return reachable(names, edges)


def summary_writes(summary, fn) -> set:
    """Names of fn's pointer parameters through which its summary writes memory."""
    from absint.engine.symbolic import param_block
    out = set()
    x = summary.exit
    for p in fn.params:
        if not isinstance(p.type, ir.PtrT):
            continue
        root = param_block(fn.name, p.name)
        for b, bs in x.blocks.items():
            if not (b == root or b.startswith((root + "@", root + "[", root + "~"))):
                continue
            if any(v.startswith("wr(") and root in v for v in x.num.vars):
                out.add(p.name)
                break
    return out

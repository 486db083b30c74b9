"""The program being assembled from every translation unit (ProgramLowerer): blocks, global
scalars, functions, CheckSite numbering, diagnostics; `program()` freezes it into an ir.Program.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from absint.frontend import cvalues
from absint.frontend.ctype import CArray, Machine
from absint.frontend.lower.common import EXTERN_REASON, _squash, source_text
from absint.ir.nodes import (AddrOf, Assign, Call, Const, Coord, Diagnostic, Function, Havoc, IntT,
                             MemBlock, Nondet, Program, PtrT, Var)


class ProgramLowerer:
    """Collects the Program while translation units are added one by one."""

    def __init__(self, machine: Machine, machine_name: str, files: tuple):
        self.m = machine
        self.machine_name = machine_name
        self.files = files
        self.site_count = 0
        self.string_count = 0
        self.literal_count = 0            # compound literals of static storage (<literalN>)
        self.blocks: dict = {}            # name -> MemBlock (globals and strings); set_block
        self.journal: Optional[list] = None   # (name, previous MemBlock or None) while typing
        self.struct_hack_noted: set = set()   # (struct id, member): trailing [1] noted once
        self.global_vars: dict = {}       # name -> Var
        self.externals: dict = {}         # linkage name -> Sym (functions and objects)
        self.functions: dict = {}         # name -> Function
        self.declared: dict = {}          # name -> (ret, params, variadic)
        self.init: list = []
        self.init_locals: list = []
        self.diagnostics: list = []
        self.addr_taken: set = set()      # identifiers whose address is taken somewhere (globals)
        self.volatile_vars: set = set()   # Var names of volatile scalars of static storage
        self.readonly_vars: set = set()   # Var names of const scalars defined with an initializer
        self.sigaction_handlers: set = set()   # (field, function name) (pipeline.sigaction_handlers)
        self.used: set = set()            # functions called or whose address is taken
        # gcc's constructor/destructor functions, in the order met: (kind, priority, name, coord)
        self.runs_around_main: list = []
        self.weak_functions: set = set()  # defined `weak`: a later file's definition replaces it
        # global arrays an earlier file declared `extern` larger than their definition: name ->
        # (declared count, defined count)
        self.shrunk_arrays: dict = {}
        self.source_lines: dict = {}      # file -> its lines, for subscript texts

    def subscript_text(self, node) -> Optional[str]:
        """The subscript as the user wrote it (`SIZE - 1`, before macro expansion), read from the
        source line; None when it cannot be found. Columns come from the expanded text, so the
        bracket is the one whose content matches the expression, else the one at the column."""
        c = getattr(node, "coord", None)
        if c is None or not c.line or not c.column:
            return None
        lines = self.source_lines.get(c.file)
        if lines is None:
            try:
                with open(c.file, encoding="utf-8", errors="replace") as f:
                    lines = f.read().split("\n")
            except OSError:
                lines = []
            self.source_lines[c.file] = lines
        if not 0 < c.line <= len(lines):
            return None
        line = lines[c.line - 1]
        candidates = []   # (position of '[', text between the brackets)
        for i, ch in enumerate(line):
            if ch != "[":
                continue
            depth = 0
            for j in range(i + 1, len(line)):
                if line[j] in "([":
                    depth += 1
                elif line[j] in ")]":
                    if depth == 0:
                        if line[j] == "]":
                            candidates.append((i, line[i + 1:j].strip()))
                        break
                    depth -= 1
        want = _squash(source_text(node))
        for _i, text in candidates:
            if _squash(text) == want:
                return text
        k = c.column - 2
        if k >= len(line):   # the column is one of the macro-expanded text, past the source line
            return None
        while k >= 0 and line[k] in " \t(":
            k -= 1
        for i, text in candidates:
            if i == k:
                return text
        return None

    def next_site(self) -> int:
        self.site_count += 1
        return self.site_count

    def diag(self, level: str, coord: Coord, message: str) -> None:
        d = Diagnostic(level, coord, message)
        if d not in self.diagnostics:
            self.diagnostics.append(d)

    def set_block(self, name: str, block: MemBlock) -> None:
        """blocks[name] = block, undoable: FunctionLowerer.type_of evaluates an expression only for
        its type and takes back every block it made (a log of the changes, not a copy of all the
        program's blocks per call: that grew with the program, for each sizeof and ?:)."""
        if self.journal is not None:
            self.journal.append((name, self.blocks.get(name)))
        self.blocks[name] = block

    def undo_blocks(self, journal: list) -> None:
        for name, old in reversed(journal):
            if old is None:
                del self.blocks[name]
            else:
                self.blocks[name] = old

    def string_block(self, text: str, coord: Coord) -> tuple:
        """The MemBlock of a string literal and its C array type."""
        prefix, units = cvalues.string_literal(text)
        if prefix in ("L", "U"):
            elem, esize = self.m.wchar_t, 4
        elif prefix == "u":
            elem, esize = self.m.int_type("unsigned short"), 2
        else:
            elem, esize = self.m.int_type("char"), 1
        units = units + [0]
        data = b"".join((u & ((1 << (8 * esize)) - 1)).to_bytes(esize, "little") for u in units)
        self.string_count += 1
        name = f"str.{self.string_count}"
        shown = text if len(text) <= 40 else text[:37] + '..."'
        self.set_block(name, MemBlock(name, "string", len(data), esize, len(units), readonly=True,
                                      coord=coord, display=shown, is_char=True, init=data))
        return name, CArray(elem, len(units))

    def data_block(self, data: bytes, coord: Coord) -> str:
        """A read-only block holding the bytes of a constant char-array initializer (the source of
        the one memcpy that initializes the array, as a string literal's block is)."""
        self.string_count += 1
        name = f"str.{self.string_count}"
        self.set_block(name, MemBlock(name, "string", len(data), 1, len(data), readonly=True,
                                      coord=coord, display="initializer", is_char=True, init=data))
        return name

    def program(self) -> Program:
        size_t = self.m.ir_type(self.m.size_t)
        ptr = PtrT(None, self.m.ptr_size * 8)
        synthetic = {"memcpy": (ptr, (ptr, ptr, size_t), False),
                     "memset": (ptr, (ptr, IntT(32, True), size_t), False)}
        for name, sig in synthetic.items():   # calls the front end itself emits
            if name in self.used:
                self.declared.setdefault(name, sig)
        self.run_around_main()
        self.shrink_extents()
        declared = {k: v for k, v in self.declared.items()
                    if k not in self.functions and k in self.used}
        dropped = set()
        extern_inits = []
        for sym in self.externals.values():
            # objects only declared (extern) elsewhere: dropped when unused; when used, their
            # contents are unknown (not zero) and no init assigns them
            if sym.kind == "var" and not sym.defined and not sym.used:
                v = self.global_vars.pop(sym.name, None)
                if v is not None:
                    dropped.add(v)
            elif sym.kind == "var" and not sym.defined:
                # defined in a file not analysed: any value of its type, not the engine's default 0
                extern_inits.append(Assign(sym.var, Nondet(sym.var.type, EXTERN_REASON), sym.coord))
            elif sym.kind == "mem" and sym.block in self.blocks:
                if not sym.defined and not sym.used:
                    del self.blocks[sym.block]
                elif not sym.defined:
                    self.blocks[sym.block] = replace(self.blocks[sym.block], zero_init=False)
        # a Havoc of all memory also covers every global scalar of the program (those declared
        # later in the file too: unknown code may write any global); dropped globals are gone
        everything = tuple(self.global_vars[k] for k in sorted(self.global_vars))
        kept = {v.name for v in self.global_vars.values()}
        self.functions = {k: fix_havocs(f, dropped, everything) for k, f in self.functions.items()}
        self.init = extern_inits + [fix_havoc(st, dropped, everything) for st in self.init]
        unwritten = self.unwritten_scalars()
        unwritten_statics = unwritten & self.static_vars()
        return Program(functions=dict(sorted(self.functions.items())),
                       globals=tuple(self.global_vars[k] for k in sorted(self.global_vars)),
                       blocks=tuple(self.blocks[k] for k in sorted(self.blocks)),
                       init=tuple(self.init), declared=dict(sorted(declared.items())),
                       diagnostics=tuple(self.diagnostics), files=tuple(self.files),
                       machine=self.machine_name, init_locals=tuple(self.init_locals),
                       readonly_globals=frozenset((self.readonly_vars | unwritten_statics)
                                                  & kept),
                       unwritten_globals=frozenset(unwritten & kept))

    def shrink_extents(self) -> None:
        """The subscripts of a global array that a file lowered before its definition saw
        declared larger (`extern char name[32];`, defined `char name[8]` in a later file: the
        declarations disagree, undefined behaviour) are checked against the definition's count.
        Only a smaller count is put in (a site of another object of that name and extent is then
        checked more strictly, never less)."""
        if not self.shrunk_arrays:
            return

        def fixed(site):
            if site.kind != "index" or site.array not in self.shrunk_arrays:
                return site
            old, new = self.shrunk_arrays[site.array]
            if not (isinstance(site.extent, Const) and site.extent.value == old):
                return site
            return replace(site, extent=Const(new, site.extent.type))

        def fixed_stmt(st):
            sites = getattr(st, "sites", None)
            new_sites = tuple(fixed(x) for x in sites) if sites else sites
            return st if new_sites == sites else replace(st, sites=new_sites)

        for name, fn in list(self.functions.items()):
            nodes = dict(fn.cfg.nodes)
            for nid, node in fn.cfg.nodes.items():
                stmts = tuple(fixed_stmt(st) for st in node.stmts)
                if stmts != tuple(node.stmts):
                    nodes[nid] = replace(node, stmts=stmts)
            if nodes != fn.cfg.nodes:
                self.functions[name] = replace(fn, cfg=replace(fn.cfg, nodes=nodes))

    def run_around_main(self) -> None:
        """gcc's `constructor` functions run before main, in priority order: main starts with
        calls to them. `destructor` functions run after main returns or at exit(), in whatever
        state the program is then: main starts by handing them to atexit (modelled: no effect),
        so they are judged as the functions a program hands to code outside it are, in any
        state (absint.engine.modular.judge_escaped)."""
        main = self.functions.get("main")
        if main is None or not self.runs_around_main:
            return
        ptr = PtrT(None, self.m.ptr_size * 8)
        stmts, temps = [], []
        for kind, _, name, coord in sorted(self.runs_around_main, key=lambda r: r[:2]):   # (stable)
            fn = self.functions.get(name)
            if fn is None or fn.params:
                continue   # only declared here, or not a function gcc can call with nothing
            if kind == "constructor":
                stmts.append(Call(None, name, (), coord))
            else:
                t = Var(f"$dtor{len(temps)}", ptr)
                temps.append(t)
                stmts += [Assign(t, AddrOf(name, function=True), coord),
                          Call(None, "atexit", (t,), coord)]
                self.used.add("atexit")
                self.declared.setdefault("atexit", (IntT(32, True), (ptr,), False))
        if not stmts:
            return
        cfg = main.cfg
        entry = cfg.nodes[cfg.entry]
        nodes = dict(cfg.nodes)
        nodes[cfg.entry] = replace(entry, stmts=tuple(stmts) + tuple(entry.stmts))
        self.functions["main"] = replace(main, cfg=replace(cfg, nodes=nodes),
                                         locals=tuple(main.locals) + tuple(temps))

    def static_vars(self) -> set:
        """Var names of the scalars of internal linkage (`static`, at file scope or in a function)
        the program defines."""
        return {sym.var.name for key, sym in self.externals.items()
                if isinstance(key, tuple) and key[0] == "static" and sym.kind == "var"
                and sym.defined}

    def unwritten_scalars(self) -> set:
        """Var names of the scalars of static storage the program defines (either linkage) that
        no statement of any function writes: they keep the value Program.init gives them. A
        static's name is not visible to other translation units, so it is read-only as much as
        a const; one of external linkage is so only in a closed program (absint.engine's
        constant_globals). Only the program's own code can write such an object: its address is
        never taken (it would live in a MemBlock, not a Var), and every write to a Var, a Havoc
        of unknown code's effects included, lists it in the IR (flags.written). Volatile ones
        are left out."""
        from absint.frontend.flags import written
        scalars = {sym.var.name for sym in self.externals.values()
                   if sym.kind == "var" and sym.defined and sym.var is not None} \
            - self.volatile_vars
        for f in self.functions.values():
            for node in f.cfg.nodes.values():
                for st in node.stmts:
                    scalars.difference_update(written(st))
        return scalars


# ---------------------------------------------------------------- translation unit


def fix_havoc(st, dropped: set, everything: tuple):
    if not isinstance(st, Havoc):
        return st
    vars_ = [v for v in st.vars if v not in dropped]
    if st.memory and not st.pointers:
        vars_ += [g for g in everything if g not in vars_]
    return st if tuple(vars_) == st.vars else replace(st, vars=tuple(vars_))


def fix_havocs(f: Function, dropped: set, everything: tuple) -> Function:
    """f with fix_havoc applied to its Havocs."""
    nodes = {}
    changed = False
    for nid, node in f.cfg.nodes.items():
        stmts = tuple(fix_havoc(st, dropped, everything) for st in node.stmts)
        changed |= stmts != node.stmts
        nodes[nid] = replace(node, stmts=stmts)
    if not changed:
        return f
    return replace(f, cfg=replace(f.cfg, nodes=nodes))

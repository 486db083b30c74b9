"""Concrete confirmation of "error" verdicts the abstract state alone does not prove.

The verdict rule "an access that may fail and depends on no input is an error" trusts the
abstraction: the failing values may come only from imprecision (a `break` before the failing
value, a relation the Pentagon cannot express). Such errors are confirmed here by running the
program concretely from its entry point with absint.ir.interp (bounds-checked), a step budget and a
wall-clock cap: a site the run really accesses out of bounds stays an error, with the concrete
values as its witness; the others become warnings.

The run records an out-of-bounds access at a CheckSite and continues (a read yields 0, a write is
skipped): several sites of one loop (a read and a write) are confirmed by one run. Inputs take
simple values (0, then 1); library functions without a concrete model end the run (unconfirmed).
"""
from __future__ import annotations

import re
import time
from typing import Optional

from absint.ir import libspec
from absint.ir.libspec import split_top
from absint.ir import nodes as ir
from absint.ir.interp import FnPtr, Interpreter, InterpError, ProgramExit, Ptr

MAX_STATEMENTS = 200_000
WALL_SECONDS = 3.0
STRATEGIES = (0, 1)

# functions whose only visible effect is output (their string arguments are still checked)
_OUTPUT = {"printf", "fprintf", "puts", "fputs", "putchar", "putc", "fputc", "fflush", "wprintf",
           "putwchar", "perror", "srand", "printLine", "printIntLine", "printLongLine",
           "printSizeTLine", "printHexCharLine", "printWLine", "printUnsignedLine",
           "printFloatLine", "printDoubleLine", "printLongLongLine", "printWcharLine",
           "printStructLine", "printBytesLine"}
_INPUT_INTS = {"rand", "random", "time", "clock", "getpid"}


class _Stop(Exception):
    """The run ends here (budget, an infeasible path, a construct without a concrete model)."""


class _Run(Interpreter):
    """One concrete run recording out-of-bounds accesses at CheckSites (site id -> witness)."""

    def __init__(self, program: ir.Program, input_value: int, max_statements: int, deadline: float):
        self.input_value = input_value
        self.budget = max_statements
        self.deadline = deadline
        self.hits: dict = {}
        self._defs: dict = {}
        self.wchar = 4
        self.ptr_size = 4 if program.machine == "ilp32" else 8
        super().__init__(program, max_steps=1 << 60)
        # objects whose extent the program does not give (`extern char name[];`): no verdict
        self.unknown_extent = {self.global_inst[b.name] for b in program.blocks
                               if b.size is None and b.name in self.global_inst}

    # ---- budget and inputs
    def tick(self):
        self.budget -= 1
        if self.budget <= 0:
            raise _Stop("statement budget")
        if self.budget % 2048 == 0 and time.perf_counter() > self.deadline:
            raise _Stop("time budget")

    def input_of(self, t) -> object:
        if isinstance(t, ir.IntT):
            return min(max(self.input_value, t.min), t.max)
        if isinstance(t, ir.FloatT):
            return float(self.input_value)
        raise _Stop("a pointer input")

    def eval(self, e, frame, dst_type):
        if isinstance(e, ir.Nondet):
            return self.input_of(dst_type)
        return super().eval(e, frame, dst_type)

    # ---- statements
    def exec_stmt(self, s, frame):
        self.tick()
        if isinstance(s, ir.Assign) and isinstance(s.expr, ir.Nondet) and s.expr.reason == "extern":
            if isinstance(s.dst.type, ir.IntT):   # an extern global defined elsewhere: some value
                self.set(s.dst, self.input_of(s.dst.type), frame)
                return
        if isinstance(s, (ir.Load, ir.Store)) and s.sites:
            if self.check_sites(s.sites, frame):
                if isinstance(s, ir.Load):   # the out-of-bounds read happened: continue with 0
                    self.set(s.dst, 0.0 if isinstance(s.dst.type, ir.FloatT) else 0, frame)
                return
        if isinstance(s, ir.Havoc):
            raise _Stop("havoc")
        super().exec_stmt(s, frame)

    def check_sites(self, sites, frame) -> bool:
        failed = False
        for site in sites:
            w = None
            if site.kind == "index" and site.index is not None and site.extent is not None:
                idx, ext = self.get(site.index, frame), self.get(site.extent, frame)
                if not (0 <= idx < ext):
                    name = "index" if isinstance(site.index, ir.Const) else \
                        (site.index_text or getattr(site.index, "name", "index"))
                    w = {name: idx}
            elif site.kind == "pointer" and site.pointer is not None:
                p = self.get(site.pointer, frame)
                n = site.length.value if isinstance(site.length, ir.Const) else 1
                if not isinstance(p, Ptr) or p.inst not in self.mem or p.inst in self.freed \
                        or p.inst in self.unknown_extent:
                    raise _Stop("an access through an invalid pointer")
                if p.offset < 0 or p.offset + n > len(self.mem[p.inst]):
                    w = self.element_witness(site, frame)
                    w["offset"] = p.offset
            if w is not None:
                failed = True
                self.hits.setdefault(site.id, w)
        return failed

    def element_witness(self, site, frame) -> dict:
        """{index variable: value} when the pointer is `base + i * elem_size` (p[i]): the witness
        is then said in elements, as the program indexes."""
        defs = self._defs.get(site.function)
        if defs is None:
            defs = self._defs[site.function] = _temp_defs(self.p.functions.get(site.function))
        e = defs.get(getattr(site.pointer, "name", None))
        if not isinstance(e, ir.PtrAdd) or e.scale != site.elem_size or \
                not isinstance(e.index, ir.Var):
            return {}
        name, src = e.index.name, defs.get(e.index.name)
        while name.startswith("%") and isinstance(src, ir.Cast) and isinstance(src.operand, ir.Var):
            name, src = src.operand.name, defs.get(src.operand.name)
        if name.startswith("%"):
            return {}
        try:
            return {name: self.get(e.index, frame)}
        except InterpError:
            return {}

    # ---- calls
    def call(self, s: ir.Call, frame):
        name = s.callee if isinstance(s.callee, str) else None
        if name is None:
            target = self.get(s.callee, frame)
            if not isinstance(target, FnPtr):
                raise _Stop("a call through a non-function pointer")
            name = target.name
        if name in self.p.functions:
            return self.invoke(self.p.functions[name], [self.get(a, frame) for a in s.args])
        args = [self.get(a, frame) for a in s.args]
        # an argument outside the values the function accepts (isalpha's: EOF, 0..255)
        failed = self.check_sites([x for x in s.sites if x.kind == "index"], frame)
        for site in s.sites:
            if site.kind == "index":
                continue
            n = self.site_length(name, site, args)
            if n is None:
                continue
            p = args[site.arg] if 0 <= site.arg < len(args) else None
            if n == 0:
                continue
            if not isinstance(p, Ptr) or p.inst not in self.mem or p.inst in self.freed \
                    or p.inst in self.unknown_extent:
                raise _Stop("a library call on an invalid pointer")
            ext = self.get(site.extent, frame) if site.extent is not None else None
            if p.offset < 0 or p.offset + n > len(self.mem[p.inst]) or (ext is not None and n > ext):
                failed = True
                self.hits.setdefault(site.id, {"length": n})
        if failed:   # the overflow happened: continue as if the call had done nothing
            return args[0] if s.dst is not None and isinstance(s.dst.type, ir.PtrT) and args else 0
        return self.library(name, s, args)

    def site_length(self, name, site, args) -> Optional[int]:
        row = libspec.lookup(name)
        spec = None
        for arg, _role, access, length in row.access if row is not None else ():
            if arg == site.arg and access == site.access:
                spec = length
                break
        if spec is None:   # a variadic argument of a formatted function
            spec = "string" if site.access == "read" else "unknown"
            fi, first, kind, wide = (row.format if row is not None and row.format else
                                     (None, None, None, True))
            conv = None
            if first is not None:
                unit = self.wchar if wide else 1
                text = self.cstring(args[fi], unit).decode("utf-32-le" if wide else "latin-1")
                k = site.arg - first
                if kind == "scan":   # (None: the input decides)
                    return libspec.scan_argument_bytes(text, k, self.ptr_size, self.wchar)
                use = libspec.print_argument(text, k)
                if use is None:
                    return 0         # nothing read through it (a %p, or no conversion)
                if use[0] == "n":
                    return libspec.stored_size("n", use[1], self.ptr_size,
                                              libspec.long_double_size(self.ptr_size))
                conv = use[1]
            if conv is not None and conv[0]:   # %ls: a wchar_t string
                spec = "wstring"
            elif conv is not None and not wide:
                prec = conv[1]
                if prec is not None:   # "%.4s": at most 4 bytes, no NUL needed
                    p = args[site.arg]
                    if not isinstance(p, Ptr) or p.inst not in self.mem:
                        raise _Stop("a string through an invalid pointer")
                    data = self.mem[p.inst]
                    n = next((k for k in range(prec) if not 0 <= p.offset + k < len(data)
                              or data[p.offset + k] == 0), prec)
                    return n + 1 if n < prec else prec
        return self.length(name, row, spec, args, site.arg)

    def length(self, name, row, spec, args, own) -> Optional[int]:
        """A length of libspec's LENGTH language in bytes, concretely (as absint.memory.libc's
        Ctx.length abstractly)."""
        unit = self.wchar if row is not None and row.wide else 1
        spec = libspec.resolve_sizes(spec, self.ptr_size)
        if spec == "string":
            return self.strlen(args[own], 1) + 1
        if spec == "wstring":
            return (self.strlen(args[own], self.wchar) + 1) * self.wchar
        if spec == "unknown":
            raise _Stop("an input of unknown length")
        m = re.fullmatch(r"(upto|through|input)\((.*)\)", spec)
        if m and m.group(1) == "upto":
            raise _Stop(f"no concrete length for {name}")
        if m and m.group(1) == "through":   # up to the first byte equal to c (C11 7.24.5.1)
            ci, bound_spec = m.group(2).split(",", 1)
            bound = self.length(name, row, bound_spec, args, own)
            p = args[own]
            if not isinstance(p, Ptr) or p.inst not in self.mem:
                raise _Stop(f"{name} through an invalid pointer")
            data, c = self.mem[p.inst], args[libspec.arg_index(ci)] & 0xFF
            for k in range(max(bound, 0)):
                if not 0 <= p.offset + k < len(data):
                    return bound
                if data[p.offset + k] == c:
                    return k + 1
            return bound
        if m:   # input(X): the run's input is at its end
            if row.effect_kind != "read_line":
                raise _Stop(f"no concrete length for {name}")
            # nothing is read, but for a count of 1 the C library stores the terminator without
            # reading (glibc: `if (n == 1) { buf[0] = 0; return buf; }`)
            bound = self.length(name, row, m.group(2), args, own)
            return unit if bound == unit else 0
        return sum(self.term(name, t, args, unit) for t in libspec.split_terms(spec))

    def term(self, name, t, args, unit) -> int:
        if t.startswith("-"):
            return -self.term(name, t[1:], args, unit)
        if t.isdigit():
            return int(t) * unit
        if t == "format":
            return len(self.format(name, args))
        m = re.fullmatch(r"min\((.*)\)", t)
        if m:
            return min(sum(self.term(name, x, args, unit) for x in libspec.split_terms(part))
                       for part in split_top(m.group(1)))
        m = re.fullmatch(r"(str|wcs)len\(arg(\d)\)", t)
        if m:
            u = 1 if m.group(1) == "str" else self.wchar
            return self.strlen(args[int(m.group(2))], u) * unit
        m = re.fullmatch(r"arg(\d)(?:\*(wchar|arg\d|\d+))?", t)
        if m:
            v = args[int(m.group(1))]
            k = m.group(2)
            if k is None:
                return v * unit
            if k == "wchar":
                return v * self.wchar
            if k.startswith("arg"):
                return v * args[int(k[3:])]
            return v * int(k)
        raise _Stop(f"length {t}")

    def strlen(self, p, unit) -> int:
        """Units before the first NUL; a string running off its block ends one unit past it (the
        read that overflows)."""
        if not isinstance(p, Ptr) or p.inst not in self.mem:
            raise _Stop("a string through an invalid pointer")
        data = self.mem[p.inst]
        o = p.offset
        if o < 0:
            return 0
        n = 0
        while o + (n + 1) * unit <= len(data):
            if not any(data[o + n * unit:o + (n + 1) * unit]):
                return n
            n += 1
        return n

    def cstring(self, p, unit=1) -> bytes:
        n = self.strlen(p, unit)
        return bytes(self.mem[p.inst][p.offset:p.offset + n * unit])

    def format(self, name, args) -> bytes:
        fi, first, _kind, wide = libspec.FORMATS.get(name, (None, None, None, False))
        if fi is None or first is None:
            raise _Stop("a format without arguments")
        unit = self.wchar if wide else 1
        fmt = self.cstring(args[fi], unit)
        text = fmt.decode("utf-32-le" if wide else "latin-1")
        out, k = [], first

        def conv(m):
            nonlocal k
            flags, width, prec, c = m.group(1), m.group(2), m.group(3) or "", m.group(5)
            if c == "%":
                return "%"
            v = args[k] if k < len(args) else None
            k += 1
            if c == "s":   # %ls: a wchar_t string; %s: a char string, in both families
                v = self.cstring(v, self.wchar if m.group(4) == "l" else 1)
                v = v.decode("utf-32-le" if m.group(4) == "l" else "latin-1")
                spec = "%" + flags + width + prec + "s"
                return spec % v
            if c == "c":
                return chr(v & 0xFFFF)
            if c in "diuxXo":
                if isinstance(v, (Ptr, FnPtr)) or v is None:
                    raise _Stop("a pointer printed as a number")
                if c in "uxXo" and v < 0:   # C prints the unsigned value (Python: "-3")
                    v &= (1 << (64 if m.group(4) in ("l", "ll", "z", "j", "t") else 32)) - 1
                return ("%" + flags + width + prec + (c if c != "u" else "d")) % v
            raise _Stop(f"format %{c}")
        res = re.sub(r"%([-+ #0]*)(\d*)(\.\d+)?(hh|h|ll|l|z|j|t)?([diuxXoscp%])", conv, text)
        out.append(res)
        s = "".join(out)
        return s.encode("utf-32-le") if wide else s.encode("latin-1", "replace")

    def write_bytes(self, p, data: bytes):
        self.check(p, len(data), "write") if data else None
        if data:
            self.mem[p.inst][p.offset:p.offset + len(data)] = data
            sh = self.shadow[p.inst]
            for off in [o for o, (_v, k) in sh.items() if o < p.offset + len(data)
                        and p.offset < o + k]:
                del sh[off]

    def library(self, name, s, args):
        """The call's effect and result: from the function's row (libspec) for the effects on
        memory, the allocations and the results the row gives exactly; by name below for what a
        row leaves to the data (a search's hit, inputs, which here are at their end, output)."""
        row = libspec.lookup(name)
        if row is not None and row.noreturn and "longjmp" not in name:
            raise ProgramExit(args[0] if args and isinstance(args[0], int) else 134)
        if row is not None and row.effect_kind in _ROW_EFFECTS:
            out = _ROW_EFFECTS[row.effect_kind](self, name, row, args,
                                                *[self.param(name, p, args) for p in row.effect_params])
            return self.row_result(name, row, args, out)
        if name == "memchr":   # (its site checked the bytes it reads)
            p, c = args[0], args[1] & 0xFF
            if args[2] <= 0:
                return 0
            data = self.mem[p.inst]
            hit = next((k for k in range(args[2]) if data[p.offset + k] == c), None)
            return 0 if hit is None else Ptr(p.inst, p.offset + hit)
        if name in ("getchar", "fgetc", "getc"):
            return -1   # end of input
        if name in _OUTPUT:
            return 0
        if name in _INPUT_INTS or name.startswith("__VERIFIER_nondet"):
            return self.input_of(s.dst.type) if s.dst is not None else 0
        if name == "__absint_range":
            return min(max(self.input_value, args[0]), args[1])
        if name in ("__VERIFIER_assume", "assume_abort_if_not"):
            if not args[0]:
                raise _Stop("an assumption fails on this input")
            return None
        if row is not None and row.effect_kind == "none":
            return self.row_result(name, row, args, None)
        raise _Stop(f"no concrete model of {name}")

    def row_result(self, name, row, args, effect_value):
        """The result the row gives exactly (a pointer argument, a string length, the number a
        string spells), else what the effect returned."""
        res = row.result
        if re.fullmatch(r"arg\d", res):
            return args[int(res[3:])]
        m = re.fullmatch(r"(exact|number)\((.*)\)", res)
        if m and m.group(1) == "exact":
            return sum(self.term(name, t, args, 1) for t in libspec.split_terms(m.group(2)))
        if m:
            digits = re.match(rb"\s*([-+]?\d+)", self.cstring(args[libspec.arg_index(m.group(2))]))
            return int(digits.group(1)) if digits else 0
        if row.effect_kind != "none":
            return effect_value
        raise _Stop(f"no concrete model of {name}")

    def param(self, name, p: str, args):
        """An effect parameter's value: argN, a number, or a length in elements (argN*argM,
        strlen(arg0))."""
        if re.fullmatch(r"arg\d", p):
            return args[int(p[3:])]
        return sum(self.term(name, t, args, 1) for t in libspec.split_terms(p))

    # ---- effect kinds (libspec's `effect` column), concretely: -> the result they give (if any)
    def do_end_pointer(self, name, row, args, end, nptr):
        """strtol: the number the string spells (the row's result), *end := past its digits."""
        if not row.result.startswith("number("):
            raise _Stop(f"no concrete model of {name}")
        m = re.match(rb"\s*[-+]?\d+", self.cstring(nptr))
        if isinstance(end, Ptr):
            self.store(end, Ptr(nptr.inst, nptr.offset + (m.end() if m else 0)), None, self.ptr_size)

    def do_string_copy(self, name, row, args, d, src):
        u = self.wchar if row.wide else 1
        self.write_bytes(d, self.cstring(src, u) + b"\0" * u)

    def do_string_ncopy(self, name, row, args, d, src, n):
        u = self.wchar if row.wide else 1
        data = self.cstring(src, u)[:n * u]
        self.write_bytes(d, data + b"\0" * (n * u - len(data)))

    def do_string_append(self, name, row, args, d, src, n=None):
        u = self.wchar if row.wide else 1
        data = self.cstring(src, u)
        if n is not None:
            data = data[:n * u]
        end = Ptr(d.inst, d.offset + self.strlen(d, u) * u)
        self.write_bytes(end, data + b"\0" * u)

    def do_fill(self, name, row, args, d, v, n):
        u = self.wchar if row.wide else 1
        self.write_bytes(d, (v & ((1 << (8 * u)) - 1)).to_bytes(u, "little") * n)

    def do_copy(self, name, row, args, d, src, n):
        self._copy(d, src, n * (self.wchar if row.wide else 1))

    def do_format(self, name, row, args, d, cap=None):
        """sprintf/snprintf: the result is the length of the whole output (C11 7.21.6.5p3), the
        string written is cut to cap - 1 elements."""
        text = self.format(name, args)
        u = self.wchar if row.wide else 1
        full = len(text) // u
        if cap is not None:
            if cap == 0:
                return full
            text = text[:(cap - 1) * u]
        self.write_bytes(d, text + b"\0" * u)
        return full

    def do_read_line(self, name, row, args, d, n):
        # the input is at its end: NULL, except that a count of 1 stores the terminator alone
        if n == 1:
            self.write_bytes(d, b"\0" * (self.wchar if row.wide else 1))
            return d
        return 0

    def _new_block(self, data: bytearray) -> Ptr:
        return Ptr(self.new_instance(f"heap.{len(self.mem) + 1}", data), 0)

    def do_alloc(self, name, row, args, n, zeroed=False, stack=False):
        if n < 0 or n > (1 << 31):
            return _raise(_Stop("huge allocation")) if stack else 0
        return self._new_block(bytearray(n))

    def do_alloc_zeroed(self, name, row, args, n):
        return self.do_alloc(name, row, args, n)

    def do_alloca(self, name, row, args, n):
        return self.do_alloc(name, row, args, n, stack=True)

    def do_realloc(self, name, row, args, n):
        old = args[0]
        p = self._new_block(bytearray(n))
        if isinstance(old, Ptr):
            data = self.mem[old.inst][:n]
            self.mem[p.inst][:len(data)] = data
            self.freed.add(old.inst)
        return p

    def do_dup(self, name, row, args, n):
        u = self.wchar if row.wide else 1
        data = self.cstring(args[0], u)[:n * u] + b"\0" * u
        return self._new_block(bytearray(data))

    def do_free(self, name, row, args, p):
        if isinstance(p, Ptr):
            self.freed.add(p.inst)

    def _copy(self, d, src, n):
        if n:
            self.check(src, n, "read")
            self.write_bytes(d, bytes(self.mem[src.inst][src.offset:src.offset + n]))
            dsh = self.shadow[d.inst]
            for off, v in list(self.shadow[src.inst].items()):
                if src.offset <= off and off + v[1] <= src.offset + n:
                    dsh[d.offset + off - src.offset] = v
        return d

    # ---- entry
    def start(self, fn: ir.Function):
        args = []
        params = list(fn.params)
        if fn.name == "main" and len(params) >= 2 and isinstance(params[1].type, ir.PtrT):
            prog = Ptr(self.new_instance("argv.str", bytearray(b"prog\0")), 0)
            argv = Ptr(self.new_instance("argv", bytearray(2 * self.ptr_size)), 0)
            self.store(argv, prog, params[1].type, self.ptr_size)
            args = [1, argv]
            params = params[2:]
        for prm in params:
            if isinstance(prm.type, ir.PtrT):
                args.append(Ptr(self.new_instance(f"arg.{prm.name}", bytearray(256)), 0))
            else:
                args.append(self.input_of(prm.type))
        self.invoke(fn, args)


def _raise(exc):
    raise exc


_ROW_EFFECTS = {name[3:]: f for name, f in vars(_Run).items() if name.startswith("do_")}


def _temp_defs(fn) -> dict:
    """temporary name -> its defining expression (temporaries are assigned once)."""
    out = {}
    if fn is None:
        return out
    for node in fn.cfg.nodes.values():
        for st in node.stmts:
            if isinstance(st, ir.Assign) and st.dst.name.startswith("%"):
                out[st.dst.name] = st.expr
    return out


def confirm(program: ir.Program, entries, wanted: set, max_statements: int = MAX_STATEMENTS,
            wall_seconds: float = WALL_SECONDS) -> dict:
    """Run the program concretely from each entry (with each input strategy) until every site in
    `wanted` is seen failing; -> {site id: witness} of the sites seen accessing out of bounds."""
    found: dict = {}
    deadline = time.perf_counter() + wall_seconds
    for value in STRATEGIES:
        for entry in entries:
            if wanted <= set(found) or time.perf_counter() > deadline:
                return found
            fn = program.functions.get(entry)
            if fn is None:
                continue
            run = None
            try:
                run = _Run(program, value, max_statements, deadline)
                run.start(fn)
            except (_Stop, InterpError, ProgramExit, RecursionError, ZeroDivisionError,
                    OverflowError, TypeError, ValueError, AttributeError, IndexError, KeyError):
                pass   # the run ends here; what it saw before stands
            if run is not None:
                for sid, w in run.hits.items():
                    found.setdefault(sid, w)
    return found

"""The interpreter of the library table (absint.ir.libspec.LIBRARY) on the abstract state: each
call of a function with a row is checked (its CheckSites, with lengths from the row's LENGTH
language), then its effect kind is run and its result set, as the row says. Nothing here is
written per function: a function is modelled by its row.

Lengths handed to the checks are Linear forms in BYTES over the state's names; when a length is
only known as a range, a temporary "$lenN" variable holding that range is added to the query's
state. The helpers below (string lengths, writes of strings and fills, copies) are shared by the
effect kinds.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from absint.domains.linear import Linear
from absint.engine.limits import ALLOC_LIMIT, MAX_CELLS
from absint.ir import libspec
from absint.ir import nodes as ir
from absint.memory.blocks import PerTarget, Ptr
from absint.memory.state import (NULL, UNKNOWN, cell_var, cells_over, len_var, nul_var, size_var,
                                 summary_var)

WCHAR = 4

# effect kinds whose data come from outside the program (string lengths they set are inputs)
INPUT_EFFECTS = {"read_line", "read_string", "input", "scan", "getline", "sized_string"}
# result kinds that depend on data the program does not control (inputs for the verdicts)
INPUT_RESULTS = {"any", "int", "value", "number", "at_most", "string", "object"}

# the $lenK temporaries (K = 1..399) the string effects may leave behind: dropped at their end
# by one scan of the state's variables (a test of 399 names against the variables' tuple was
# O(n) each)
_LEN_TEMPS = frozenset(f"$len{k}" for k in range(1, 400))


def has_model(name: str) -> bool:
    return libspec.lookup(name) is not None


def checks_accesses(name: str) -> bool:
    """Does a call of library function `name` by name get sites for memory it reads or writes
    (its row's accesses, or a format's %s arguments)?"""
    row = libspec.lookup(name)
    return row is not None and bool(row.access or row.format)


def written_args(name: str, nargs: int) -> list:
    """Argument positions a library function may write through (all of them without a row)."""
    row = libspec.lookup(name)
    if row is None:
        return list(range(nargs))
    out = {arg for (arg, _role, access, _len) in row.access if access == "write"}
    params = row.effect_params
    if row.effect_kind == "scan" and row.format is not None:
        out |= set(range(row.format[1], nargs))
    for k in _WRITES_THROUGH.get(row.effect_kind, ()):
        out |= {libspec.arg_index(p) for p in (params if k == "all" else params[k:k + 1])}
    return sorted(i for i in out if i < nargs)


# effect kinds that write through pointer parameters no CheckSite covers: which parameters
_WRITES_THROUGH = {"end_pointer": (0,), "store_alloc": (0,), "getline": (0, 1), "store_any": (0,),
                   "getopt": (2,), "havoc": ("all",)}


def never_zero_byte(lo, hi) -> bool:
    """Does every integer in [lo, hi] (None: unbounded) convert to a byte that is not 0, i.e. is
    no multiple of 256 in the range? (memset stores (unsigned char)c; strchr looks for (char)c.)"""
    return lo is not None and hi is not None and (hi // 256) * 256 < lo


def _temp(frame, name: str, typ) -> tuple:
    """(operand, state name) of a temporary of the model."""
    return ir.Var(name, typ), frame.q(name)


class Ctx:
    """One call being modelled: helpers over its arguments."""

    def __init__(self, an, frame, st: ir.Call, state, row: libspec.Model):
        self.an, self.frame, self.st, self.state, self.row = an, frame, st, state, row
        self.tmp = 0
        # the function's element: wchar_t for the wide ones (their counts and strings)
        self.elem = WCHAR if row.wide else 1

    @property
    def dst(self) -> Optional[str]:
        """The state name of the result, or None when it is not used."""
        return self.frame.q(self.st.dst.name) if self.st.dst is not None else None

    def arg(self, i):
        return self.st.args[i] if i < len(self.st.args) else None

    def lin(self, i) -> Optional[Linear]:
        a = self.arg(i)
        if a is None:
            return None
        if isinstance(a.type, ir.PtrT):
            return None
        return self.an.lin(self.frame, a)

    def bounds(self, e):
        if e is None:
            return None, None
        return self.an.bounds(self.state, e)

    def ptr(self, i):
        a = self.arg(i)
        if a is None or not isinstance(a.type, ir.PtrT) and not isinstance(a, ir.Const):
            return Ptr(frozenset({UNKNOWN}), 1), Linear.const(0)
        return self.an.ptr_of(self.state, self.frame, a)

    def fresh(self, lo, hi, inp=True) -> Linear:
        """A temporary holding any value in [lo, hi] in self.state (an input unless inp=False)."""
        self.tmp += 1
        name = f"$len{self.tmp}"
        self.state = self.an.assign_interval(self.state, name, lo, hi).mark_input(name, inp)
        return Linear.var(name)

    def is_input(self, lin) -> bool:
        return lin is None or any(v in self.state.inputs for v in lin.coeffs)

    def strlen(self, i, wide=False, elem=None):
        """The string length at argument i in elements: a Linear (len(b) - off when the pointer has
        one target with a length ghost) or a fresh temporary with its range.

        A block's length ghost counts elements of its own unit: it is the answer only for a
        string function of that element size. Read as bytes (strlen of a wchar_t object), a
        wide string's first zero byte is at most at its terminator's first byte; read as wide
        characters, a narrow string says nothing.

        The ghost is the block's FIRST NUL: it gives the string at the pointer only when the
        pointer is not past it (off <= len(b)). Past it, the string ends at a later NUL that no
        ghost records (any length, even beyond the block)."""
        elem = elem or (WCHAR if wide else 1)
        p, off = self.ptr(i)
        targets = p.targets - {NULL}
        known = all(v in self.state.num.vars for v in off.coeffs)

        def before_nul(lv, unit):
            return known and self.an.entails(self.state, off * p.unit, "<=", Linear.var(lv) * unit)
        if len(targets) == 1:
            b = next(iter(targets))
            info = self.an.info(b)
            lv = len_var(b)
            if b in self.state.blocks and lv in self.state.num.vars and p.unit == info.unit \
                    and info.unit == elem and before_nul(lv, info.unit):
                return self.an.simplify(self.state.num, Linear.var(lv) - off)
            nv = nul_var(b)
            if nv in self.state.num.vars and p.unit == info.unit and info.unit == elem \
                    and b in self.state.blocks and not self.state.blocks[b].summary \
                    and before_nul(nv, info.unit):
                # past the first NUL or not, the string ends at the latest at nul(b): at some
                # e with off <= e <= nul(b)
                inputs = self.state.inputs
                e = self.fresh(self.bounds(off)[0], self.bounds(Linear.var(nv))[1],
                               lv in inputs or nv in inputs or any(v in inputs for v in off.coeffs))
                self.state = self.state.with_num(
                    self.state.num.assume(off, "<=", e).assume(e, "<=", Linear.var(nv)))
                return self.an.simplify(self.state.num, e - off)
        # several targets, no ghost, or a pointer that may be past the first NUL: the hull of
        # what is known
        lo, hi = None, None
        first = True
        for b in targets:
            lv = len_var(b)
            unit = self.an.info(b).unit
            ghost = b in self.state.blocks and lv in self.state.num.vars
            if ghost and unit == elem and p.unit == unit and before_nul(lv, unit):
                l, h = self.an.bounds(self.state, Linear.var(lv) - off)
            elif ghost and elem == 1 and unit > 1 and before_nul(lv, unit):
                l, h = 0, self.an.bounds(self.state, Linear.var(lv) * unit - off * p.unit)[1]
            else:   # no ghost, or one of another unit (a wide string in malloc'd bytes)
                end = self.zero_cell_end(b, off, p.unit, elem)
                l, h = 0, ALLOC_LIMIT if ghost and end is None else end
            if first:
                lo, hi, first = l, h, False
            else:
                lo = None if lo is None or l is None else min(lo, l)
                hi = None if hi is None or h is None else max(hi, h)
        inp = any(b not in self.state.blocks or len_var(b) in self.state.inputs for b in targets) \
            or not targets or any(v in self.state.inputs for v in off.coeffs)
        return self.fresh(0 if lo is None else max(lo, 0), ALLOC_LIMIT if hi is None else hi, inp)

    def zero_cell_end(self, block: str, off: Linear, unit: int, elem: int) -> Optional[int]:
        """The most elements a string at (block, off) may have before a cell of block known to
        hold 0 (`s.name[15] = '\\0'` in a struct, whose block keeps no length ghost), or None.
        The cell must lie at or after every place the pointer may be, on an element boundary
        of the string (one place only, for wide strings)."""
        bs = self.state.blocks.get(block)
        if bs is None or not bs.cells:
            return None
        lo, hi = self.an.bounds(self.state, off)
        if lo is None or hi is None or lo < 0 or (elem > 1 and lo != hi):
            return None
        first, last = lo * unit, hi * unit
        best = None
        for (co, cs) in bs.cells:
            if cs != elem or co < last or (co - first) % elem:
                continue
            if self.state.num.interval(cell_var(block, co, cs)) == (0, 0) and \
                    (best is None or co < best):
                best = co
        return None if best is None else (best - first) // elem

    def minimum(self, a: Linear, b: Linear) -> Linear:
        an, st = self.an, self.state
        if an.entails(st, a, "<=", b):
            return a
        if an.entails(st, b, "<=", a):
            return b
        la, ha = an.bounds(st, a)
        lb, hb = an.bounds(st, b)
        lo = None if la is None or lb is None else min(la, lb)
        m = self.fresh(lo, None, self.is_input(a) or self.is_input(b))
        num = self.state.num.assume(m, "<=", a).assume(m, "<=", b)
        self.state = self.state.with_num(num)
        return m

    def length(self, spec: str, unit: int = 1, own: int = -1):
        """A length of libspec's LENGTH language, in bytes (a tuple: alternatives, the least of
        them; None: unknown). `unit` is the element size of the function (sizeof(wchar_t) for the
        wide ones): a plain number, argument or string length counts elements; "argN*wchar" and
        "argN*argM" are bytes already (as in absint.checks.confirm, the concrete twin). `own` is
        the argument of the site being measured ("string", "through")."""
        spec = libspec.resolve_sizes(spec.replace(" ", ""), self.an.ptr_bits // 8)
        terms = libspec.split_terms(spec)
        if len(terms) > 1:
            total = Linear.const(0)
            for part in terms:
                x = self.length(part, unit, own)
                if x is None:
                    return None
                total = add_len(total, x)
            return total
        if spec.startswith("-"):
            x = self.length(spec[1:], unit, own)
            return None if x is None else scale_len(x, -1)
        if spec == "unknown":
            return None
        if spec in ("string", "wstring"):
            w = WCHAR if spec == "wstring" else 1
            return self.strlen(own, wide=w > 1) * w + w
        if spec == "format":
            need = format_length(self)
            return None if need is None else need * unit
        fun, inner = (spec[:spec.index("(")], spec[spec.index("(") + 1:-1]) if "(" in spec else ("", "")
        if fun in ("upto", "input"):    # checked as their bound
            return self.length(inner, unit, own)
        if fun == "through":
            # it stops at the first byte equal to c (memchr, C11 7.24.5.1): at least one byte,
            # at most the bound; how many is not known here (a concrete run confirms an overflow)
            bound = self.length(_split_args(inner)[1], unit, own)
            if bound is None:
                return None
            ts, _, _ = targets_with_offsets(self.an, self, own)
            inp = UNKNOWN in ts or any(summary_var(t) in self.state.inputs for t in ts)
            return self.minimum(bound, self.fresh(1, ALLOC_LIMIT, inp))
        if fun == "min":
            a, b = _split_args(inner)
            x, y = self.length(a, unit, own), self.length(b, unit, own)
            if x is None or y is None:
                return x if y is None else y
            return min_of(self, x, y)
        if fun in ("strlen", "wcslen"):
            return scale_len(self.strlen(libspec.arg_index(inner), wide=fun == "wcslen"), unit)
        if fun == "nonzero":
            return Linear.const(1 if never_zero_byte(*self.bounds(self.lin(
                libspec.arg_index(inner)))) else 0)
        if spec.isdigit():
            return Linear.const(int(spec) * unit)
        if spec.startswith("arg"):
            factor = unit
            if "*" in spec:
                spec, w = spec.split("*", 1)
                if w == "wchar":
                    factor = WCHAR
                elif w.startswith("arg"):
                    x, y = self.lin(int(spec[3:])), self.lin(int(w[3:]))
                    if x is None or y is None:
                        return None
                    if x.is_const():
                        return y * x.const
                    if y.is_const():
                        return x * y.const
                    lo, hi = _mul(self.bounds(x), self.bounds(y))
                    return self.fresh(lo, hi, self.is_input(x) or self.is_input(y))
                else:
                    factor = int(w)
            x = self.lin(int(spec[3:]))
            return None if x is None else x * factor
        return None

    def one_length(self, spec: str) -> Optional[Linear]:
        """A length in elements as one Linear (the least of alternatives as a fresh temporary)."""
        x = self.length(spec)
        if isinstance(x, tuple):
            m = x[0]
            for y in x[1:]:
                m = self.minimum(m, y)
            return m
        return x

    def upper(self, x) -> Optional[int]:
        """The upper bound of a length (the least of its alternatives'), None if unbounded."""
        his = [self.an.bounds(self.state, a)[1] for a in _alts(x)]
        his = [h for h in his if h is not None]
        return min(his) if his else None


def _alts(x) -> tuple:
    return x if isinstance(x, tuple) else (x,)


def min_of(c: Ctx, x, y):
    """min(x, y) of lengths: one Linear when the state orders them, else the alternatives (a
    tuple: the length is the least of them; a check holds if it holds for one of them)."""
    alts = []
    for a in _alts(x) + _alts(y):
        if a not in alts:
            alts.append(a)
    keep = [a for a in alts if not any(b is not a and c.an.entails(c.state, b, "<", a) for b in alts)]
    if len(keep) > 1:
        # drop duplicates that are provably equal
        uniq = []
        for a in keep:
            if not any(c.an.entails(c.state, a, "==", b) for b in uniq):
                uniq.append(a)
        keep = uniq
    return keep[0] if len(keep) == 1 else tuple(keep)


def add_len(x, y):
    if isinstance(x, tuple) or isinstance(y, tuple):
        return tuple(a + b for a in _alts(x) for b in _alts(y))
    return x + y


def scale_len(x, k):
    if isinstance(x, tuple):
        return tuple(a * k for a in x)
    return x * k


def _split_args(s):
    depth = 0
    for i, c in enumerate(s):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "," and depth == 0:
            return s[:i], s[i + 1:]
    return s, ""


def _mul(a, b):
    if None in a or None in b:
        if a[0] is not None and b[0] is not None and a[0] >= 0 and b[0] >= 0:
            return a[0] * b[0], None
        return None, None
    p = [x * y for x in a for y in b]
    return min(p), max(p)


# ------------------------------------------------------------------------------------------------
def model(an, frame, st: ir.Call, state, record):
    """A call of a library function with a row: its checks, its effect and its result."""
    row = libspec.lookup(st.callee)
    c = Ctx(an, frame, st, state, row)
    if record and st.sites:
        lengths = split_site_lengths(c)   # (its temporaries go into c.state)
        an.check_sites(frame, st.sites, c.state, lengths)
    if record and row.format is not None and row.format[1] is None:
        note_va_list_reads(c)
    if row.noreturn:
        return an.lattice.bottom()
    c = Ctx(an, frame, st, state, row)
    state = EFFECTS[row.effect_kind](c, *row.effect_params)
    if state is None or state.is_bottom():
        return state
    if row.format is not None and row.format[2] == "print":
        state = count_stores(Ctx(an, frame, st, state, row))
    if row.result != "effect":
        state = state.carry_split(lambda s: set_result(Ctx(an, frame, st, s, row)))
    d = c.dst
    input_result = any(_result_kind(alt) in INPUT_RESULTS for alt in row.results) or (
        row.result == "effect" and row.effect_kind in INPUT_EFFECTS)

    def finish(state):
        if d is not None:
            if d in state.tainted:
                state = replace(state, tainted=state.tainted - {d})
            if input_result:
                state = state.mark_input(d)
        temps = [v for v in state.num.vars if v.startswith("$len") or v.startswith("$lib")]
        return state.drop_names(temps) if temps else state
    return state.carry_split(finish)


SPLIT_LIMIT = 32  # parts one call's checks may be split into (see split_site_lengths)


def split_site_lengths(c: Ctx) -> dict:
    """site_lengths, once per block each pointer argument of the call may designate when one has
    several: a string read through `p = cond ? "yes" : "no"` is checked with each string's own
    length against its own size (and strcpy's write with the length of the string it copies),
    not the longest length against the smallest block. Every execution takes one of the parts;
    the lengths of a site are then a PerTarget. Plain site_lengths when there is nothing to split,
    or more than SPLIT_LIMIT parts."""
    parts = [{}]
    for name in sorted({c.frame.q(site.pointer.name) for site in c.st.sites
                        if isinstance(site.pointer, ir.Var)}):
        p = c.state.pts.get(name)
        if p is None:
            continue
        targets = p.targets - {NULL}
        if len(targets) < 2 or any(t == UNKNOWN or t not in c.state.blocks for t in targets):
            continue
        if len(parts) * len(targets) > SPLIT_LIMIT:
            return site_lengths(c)
        parts = [dict(part, **{name: Ptr(frozenset({t}) | (p.targets & {NULL}), p.unit)})
                 for part in parts for t in sorted(targets)]
    if len(parts) == 1:
        return site_lengths(c)
    keep = {name: c.state.pts[name] for name in parts[0]}
    per = []
    for part in parts:
        c.state = _with_pointers(c.state, part)
        per.append((part, site_lengths(c)))
        c.state = _with_pointers(c.state, keep)
    return {sid: PerTarget((part, lengths[sid]) for part, lengths in per) for sid in per[0][1]}


def _with_pointers(state, pointers: dict):
    for name, p in pointers.items():
        state = state.set_pts(name, p)
    return state


def _result_kind(alt: str) -> str:
    return alt.split("(", 1)[0]


def site_lengths(c: Ctx) -> dict:
    """site id -> (length in bytes as a Linear, or None when it cannot be bounded; note)."""
    out = {}
    row, name = c.row, c.st.callee
    specs = {s[0]: s for s in row.access}
    fmt = row.format
    for site in c.st.sites:
        spec = specs.get(site.arg)
        note = ""
        if spec is not None and not (fmt and fmt[1] is not None and site.arg >= fmt[1]):
            length_spec = spec[3]
            length = c.length(length_spec, c.elem, site.arg)
            if length_spec in ("string", "wstring"):
                note = f"reads the string at '{site.array}' and its terminator"
            elif length_spec.startswith("format"):
                note = "writes the formatted output and its terminator"
            elif length_spec.startswith("strlen") or length_spec.startswith("wcslen"):
                note = f"{name} writes {_describe(length_spec)}"
        elif fmt is not None:
            # a variadic argument of a formatted function: what its conversion touches
            length, note = format_argument_length(c, fmt, site.arg)
        else:
            length = None
        out[site.id] = (length, note)
    return out


def note_va_list_reads(c: Ctx) -> None:
    """vprintf and the like read their arguments from a va_list, which the analysis does not
    follow: what a %s reads (or a %n stores) there is not checked. Said at the call, unless the
    format the state holds has no such conversion."""
    text = format_text_of(c, c.row.format)
    if text is not None and not any(conv in "sSn" for *_, conv in libspec.print_conversions(text)):
        return
    what = "its format is not known here" if text is None else "its format has a %s or %n"
    c.an.note_unsupported(c.st.coord, f"{c.st.callee} reads the arguments of a va_list, which "
                                      f"absint does not follow, and {what}: the strings it reads "
                                      f"there are not checked")


def format_argument_length(c: Ctx, fmt, arg: int) -> tuple:
    """(bytes a formatted call reads or writes through its variadic argument `arg` as a Linear,
    or None when nothing bounds them; note), from the format the state holds. A format not
    known here: a print function is taken to read the argument as a %s string (its other
    conversions read nothing through a pointer but %n, which stores an int), a scan function to
    store anything through it."""
    _fi, first, kind, wide = fmt
    text = format_text_of(c, fmt)
    k = arg - first
    ptr_size = c.an.ptr_bits // 8
    if kind == "scan":
        if text is None:
            return None, "the format is not known here: the call may store any length through it"
        n = libspec.scan_argument_bytes(text, k, ptr_size, WCHAR)
        if n is None:
            return None, "reads a word of any length from the input"
        return Linear.const(n), "" if n else "the format stores nothing through it"
    if text is None:
        note = libspec.UNKNOWN_FORMAT_NOTE
        conv = None
    else:
        note = ""
        use = libspec.print_argument(text, k)
        if use is None:
            return Linear.const(0), "the format reads nothing through it"
        if use[0] == "n":
            count = libspec.stored_size("n", use[1], ptr_size, libspec.long_double_size(ptr_size))
            return Linear.const(count), "stores the count of characters written"
        conv = use[1]
    # the argument's width is the conversion's (%s: char, %ls: wchar_t), whatever the
    # function's
    wide_arg = wide if conv is None else conv[0]
    w = WCHAR if wide_arg else 1
    length = c.strlen(arg, wide=wide_arg) * w + w
    # "%.4s" of a narrow function: at most 4 bytes, no NUL needed (the other widths count
    # output characters, not the elements read)
    prec = conv[1] if conv is not None and not wide_arg and not wide else None
    if prec is not None:
        length = min_of(c, Linear.const(prec), length)
    return length, note


def _describe(spec):
    return spec.replace("arg0", "dest").replace("arg1", "src").replace("strlen", "strlen")


def format_string(c: Ctx, i) -> Optional[bytes]:
    p, off = c.ptr(i)
    if len(p.targets) != 1:
        return None
    b = next(iter(p.targets))
    mb = c.an._memblock(b)
    if mb is None or mb.init is None:
        return None
    lo, hi = c.an.bounds(c.state, off)
    if lo is None or lo != hi:
        return None
    return mb.init[lo * c.an.info(b).unit:]


def format_text(raw: bytes, wide: bool) -> str:
    """The characters of a format string's bytes, up to its terminator."""
    if wide:
        chars = [int.from_bytes(raw[k:k + WCHAR], "little") for k in range(0, len(raw), WCHAR)]
    else:
        chars = list(raw)
    return "".join(chr(x) for x in chars).split("\0", 1)[0]


def format_text_of(c: Ctx, fmt) -> Optional[str]:
    """The text of a formatted call's format when the state holds it, else None."""
    raw = format_string(c, fmt[0])
    return None if raw is None else format_text(raw, fmt[3])


def format_length(c: Ctx) -> Optional[Linear]:
    """Characters (not counting the NUL) the formatted output has, as a Linear (or None)."""
    fmt = c.row.format
    if fmt is None:
        return None
    _fi, first, _kind, wide = fmt
    text = format_text_of(c, fmt)
    if text is None or first is None:
        return None
    total = Linear.const(0)
    argi = first
    k = 0
    while k < len(text):
        ch = text[k]
        if ch != "%":
            total = total + 1
            k += 1
            continue
        k += 1
        if k < len(text) and text[k] == "%":
            total = total + 1
            k += 1
            continue
        width, flags = "", ""
        while k < len(text) and text[k] in "-+ #0":
            flags += text[k]
            k += 1
        while k < len(text) and text[k].isdigit():
            width += text[k]
            k += 1
        prec = None
        if k < len(text) and text[k] == ".":
            k += 1
            prec = ""
            while k < len(text) and text[k].isdigit():
                prec += text[k]
                k += 1
        if k < len(text) and text[k] == "*":
            return None
        length_mod = ""
        while k < len(text) and text[k] in "hlLqjzt":
            length_mod += text[k]
            k += 1
        if k >= len(text):
            return None
        conv = text[k]
        k += 1
        w = int(width) if width else 0
        # a precision written as "." alone is 0 (C11 7.21.6.1p4)
        p = None if prec is None else int(prec or 0)
        if conv in "sScC" and not wide and (conv in "SC" or length_mod == "l"):
            return None   # wide characters written as multibyte ones: up to MB_LEN_MAX bytes each
        if conv in "sS":
            # the argument's width is the conversion's (%s: a char string also for a wide
            # function, which writes one wide character per byte of an ASCII string)
            arg_wide = conv == "S" or length_mod == "l"
            if p is not None:
                part = c.minimum(c.strlen(argi, wide=arg_wide), Linear.const(p))
            else:
                part = c.strlen(argi, wide=arg_wide)
        elif conv in "c":
            part = Linear.const(1)
        elif conv in "diuxXo":
            base = 10 if conv in "diu" else (16 if conv in "xX" else 8)
            a = c.lin(argi)
            lo, hi = c.bounds(a) if a is not None else (None, None)
            if length_mod in ("h", "hh"):
                # the value is converted to (unsigned) short or char first: 256 with %hhd is 0
                bits = 16 if length_mod == "h" else 8
                tlo, thi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if conv in "di" else \
                    (0, (1 << bits) - 1)
                if lo is None or hi is None or lo < tlo or hi > thi:
                    lo, hi = tlo, thi
            # a negative value printed unsigned is its image modulo 2^bits: any width of the type
            if lo is not None and hi is not None and not (conv in "uxXo" and lo < 0):
                digits = lambda v: len(_to_base(abs(v), base)) + (1 if v < 0 else 0)  # noqa: E731
                lens = [digits(lo), digits(hi)]
                if lo <= 0 <= hi:
                    lens.append(1)
                least, most = (min(lens) if not (lo < 0 < hi) else 1), max(lens)
            else:
                bits = 64 if any(m in length_mod for m in "ljztq") else 32
                least, most = 1, {10: len(str(1 << bits)) + 1, 16: bits // 4, 8: bits // 3 + 1}[base]
            if p is not None:   # at least that many digits (C11 7.21.6.1p8), and a sign
                sign = 1 if lo is None or lo < 0 else 0
                least, most = max(least, p), max(most, p + sign)
                if p == 0 and (lo is None or hi is None or lo <= 0 <= hi):
                    least = 0   # a zero printed with precision 0 is no character at all
            if conv in "di" and ("+" in flags or " " in flags):
                most += 1   # a sign or a space before a nonnegative value
            if "#" in flags and conv in "xXo":
                most += 2 if conv != "o" else 1   # "0x" / a leading 0
            part = c.fresh(least, most)
        elif conv == "p":
            part = c.fresh(1, 18)
        elif conv in "eEfFgGaA":
            # (a '+' or ' ' flag takes the place a '-' has: the same most; '#' keeps the point
            # and trailing zeros, within the same forms)
            part = c.fresh(1, _float_chars(conv, p, length_mod == "L"))
        else:
            return None   # the rest (%n writes nothing): unbounded here
        if w:
            lo, hi = c.an.bounds(c.state, part)
            if lo is None or lo < w:
                part = c.fresh(max(w, lo or 0), None if hi is None else max(hi, w))
        total = total + part
        argi += 1
    return total


def _float_chars(conv: str, prec, long_double: bool) -> int:
    """The most characters a floating conversion writes for any value, its sign included
    (C11 7.21.6.1p8, with the exponent range of IEEE double, or of the x87 80-bit long double
    that lp64 and ilp32 have): "-1.7976931348623157e+308", "-0.0001234" (%g: fixed notation
    down to an exponent of -4), 309 integer digits for %f of DBL_MAX, "-0x1.fffffffffffffp+1023".
    An infinity or a NaN is at most "-infinity" (glibc and musl print no NaN payload)."""
    exp_digits, int_digits, hex_digits, bin_exp = (4, 4933, 16, 5) if long_double else \
        (3, 309, 13, 4)
    low = conv.lower()
    if low == "a":
        p = hex_digits if prec is None else prec
        most = 1 + 2 + 1 + 1 + p + 2 + bin_exp           # -0x1.<p>p+<e>
    else:
        p = 6 if prec is None else prec
        if low == "e":
            most = 1 + 1 + 1 + p + 2 + exp_digits          # -d.<p>e+<e>
        elif low == "f":
            most = 1 + int_digits + 1 + p                  # -<int>.<p>
        else:
            p = max(p, 1)                                  # %g: p significant digits
            most = max(1 + 1 + 1 + (p - 1) + 2 + exp_digits,   # -d.<p-1>e+<e>
                       1 + 2 + 3 + p,                       # -0.000<p> (exponent -4)
                       1 + p + 1)                           # -<p digits>.
    return max(most, len("-infinity"))


def format_writes_char(c: Ctx) -> bool:
    """Does the call's format have a %c (it may write a NUL)?"""
    text = format_text_of(c, c.row.format) or ""
    return any(conv in "cC" for _, _, _, conv in libspec.print_conversions(text))


def _to_base(v, base):
    if v == 0:
        return "0"
    out = ""
    while v:
        out = "0123456789abcdef"[v % base] + out
        v //= base
    return out


# ------------------------------------------------------------------------------------------------
# Effect kinds (libspec's `effect` column): each takes the call's Ctx and the row's parameters and
# returns the state after the call (the result is set afterwards from the `result` column, except
# for rows whose result is "effect").

def _arg(p: str) -> int:
    return libspec.arg_index(p)


def effect_none(c: Ctx):
    return c.state


def effect_copy(c: Ctx, d, s, n):
    di, si = _arg(d), _arg(s)
    out = copy_cells(c.an, c, di, si, c.lin(_arg(n)))
    if out is None:
        out = copy_contents(c.an, c, di, si, c.lin(_arg(n)), c.elem)
    return set_len_after_copy(c.an, c, out, di, si, c.lin(_arg(n)), elem=c.elem)


def effect_fill(c: Ctx, d, v, n):
    value = Linear.const(int(v)) if v.isdigit() else c.lin(_arg(v))
    return write_fill(c.an, c, _arg(d), value, c.lin(_arg(n)), c.elem)


def effect_string_copy(c: Ctx, d, s):
    di, si = _arg(d), _arg(s)
    L = c.strlen(si, c.row.wide)
    out = copy_contents(c.an, c, di, si)
    return set_len(c.an, c, out, di, L, exact=True)


def effect_string_ncopy(c: Ctx, d, s, n):
    an, di, si = c.an, _arg(d), _arg(s)
    L = c.strlen(si, c.row.wide)
    n = c.lin(_arg(n))
    out = copy_contents(an, c, di, si)
    if n is not None and an.entails(c.state, L, "<", n):
        return set_len(an, c, out, di, L, exact=True)
    if n is not None and an.entails(c.state, L, ">=", n):
        return write_fill(an, replace_state(c, out), di, Linear.const(1), n, c.elem, elems=True)
    # the terminator is copied only when len(src) < n: the result may be unterminated
    return write_len_only(an, replace_state(c, out), di, n, c.elem, "any")


def effect_string_append(c: Ctx, d, s, n=None):
    di, si = _arg(d), _arg(s)
    Ld = c.strlen(di, c.row.wide)
    Ls = c.strlen(si, c.row.wide)
    if n is not None and c.lin(_arg(n)) is not None:
        Ls = c.minimum(Ls, c.lin(_arg(n)))
    out = copy_contents(c.an, c, di, si)
    return set_len(c.an, c, out, di, Ld + Ls, exact=True)


def _site(c: Ctx) -> str:
    """The allocation site's block name (one per call site and calling context)."""
    st = c.st
    return (f"heap@{st.coord.file}:{st.coord.line}:{st.coord.column}" if st.coord else
            f"heap@{id(st)}") + c.frame.context


def _where(c: Ctx) -> str:
    return f"line {c.st.coord.line}" if c.st.coord else "here"


def _allocate(c: Ctx, size: str, kind="heap", zeroed=False, any_contents=False,
              dst: Optional[str] = None, dst_op=None, content_targets=None):
    """A new block of `size` bytes (LENGTH language: argN or argN*argM) pointed to by dst.
    any_contents: it holds any values, its pointers into content_targets (None: anywhere)."""
    an, frame, st, state = c.an, c.frame, c.st, c.state
    site = _site(c)
    display = f"the block allocated by {st.callee} at {_where(c)}"
    can_fail = kind == "heap"
    factors = size.split("*")
    size_op = c.arg(_arg(factors[0]))
    if len(factors) == 2:
        # n elements of k bytes (calloc, reallocarray): a block of unit k when k is known
        k = c.lin(_arg(factors[1]))
        kb = c.bounds(k) if k is not None else (None, None)
        if kb[0] is not None and kb[0] == kb[1] and kb[0] > 0:
            s = an.allocate(state, frame, site, size_op, kb[0], True, can_fail, display, kind,
                            kb[0] in (1, WCHAR), zeroed, dst, kb[0])
            return an.havoc_block_contents(s, site, targets=content_targets) \
                if any_contents and not s.is_bottom() else s
        size_op = None
    if size_op is None or not isinstance(size_op, (ir.Var, ir.Const)):
        s = an.fresh_block(state, site, False, zeroed)
        s = an.assign_interval(s, size_var(site), 0, ALLOC_LIMIT)
        an.registry.setdefault(site, an.info(site))
        return an.set_pointer(s, dst, Ptr(frozenset({site, NULL}), 1), 0) if dst else s
    unit = alloc_unit(an, frame, state, size_op, dst_op)
    # a small block of constant size is most likely a struct: track its fields as cells
    small = isinstance(size_op, ir.Const) and 8 <= size_op.value <= 64 and not (
        dst_op is not None and isinstance(dst_op.type, ir.PtrT) and dst_op.type.target_size == 1)
    s = an.allocate(state, frame, site, size_op, unit, False, can_fail, display, kind,
                    unit in (1, WCHAR) and _char_ptr(dst_op), False, dst, unit, array=not small)
    if any_contents and not s.is_bottom():
        s = an.havoc_block_contents(s, site, targets=content_targets)
    return s


def effect_alloc(c: Ctx, size):
    return _allocate(c, size, dst=c.dst, dst_op=c.st.dst)


def effect_alloc_zeroed(c: Ctx, size):
    return _allocate(c, size, zeroed=True, dst=c.dst, dst_op=c.st.dst)


def effect_alloca(c: Ctx, size):
    return _allocate(c, size, kind="alloca", dst=c.dst, dst_op=c.st.dst)


def effect_realloc(c: Ctx, size):
    """The new block's contents: the old block's first bytes, here any values whose pointers
    point where the old block's may (a caller's array of structs grown in a summary keeps its
    rows' pointers as the caller's views); realloc(NULL, n) is malloc(n). On failure (NULL) the
    old block stays as it was (C11 7.22.3.5p4)."""
    targets = _realloc_targets(c)
    if targets == frozenset({NULL}):
        return _allocate(c, size, dst=c.dst, dst_op=c.st.dst)
    return _allocate(c, size, any_contents=True, dst=c.dst, dst_op=c.st.dst,
                     content_targets=targets)


def _realloc_targets(c: Ctx):
    """Where the pointers stored in realloc's old block may point (with NULL), None: anywhere.
    A pristine symbolic block's are the caller's: its path block of stored pointers (read here
    as a load from its summary would, which sets c.state)."""
    an = c.an
    old, _ = c.ptr(0)
    arg = c.arg(0)
    typ = ir.PtrT(1, arg.type.bits) if arg is not None and isinstance(arg.type, ir.PtrT) else None
    out = frozenset({NULL})
    for b in sorted(old.targets - {NULL}):
        if typ is None or b == UNKNOWN or b.startswith("fn:") or b not in c.state.blocks:
            return None
        if c.state.blocks[b].symbolic:
            c.state = an.entry_read(c.state, b, None, 1, 1, typ)
        out |= c.state.stored_targets(b)
    return out


def effect_store_alloc(c: Ctx, p, size):
    """*p := a new block of `size` bytes and 0 returned, or nonzero returned and *p left as it
    was (posix_memalign)."""
    an, frame, st = c.an, c.frame, c.st
    tmp, q = _temp(frame, "$libblock", ir.PtrT(None))
    ok = _allocate(c, size, dst=q, dst_op=tmp)
    failed = c.state
    if not ok.is_bottom():
        ptr = ok.pts.get(q)
        if ptr is not None:
            ok = ok.set_pts(q, Ptr(ptr.targets - {NULL}, ptr.unit))
        addr = st.args[_arg(p)]
        ok = an.do_store(frame, ir.Store(addr, tmp, addr.type.target_size or 8, st.coord), ok)
        ok = ok.drop_names([q])
    d = c.dst
    if d is not None:
        ok = an.assign_interval(ok.kill_defs(d).set_pts(d, None), d, 0, 0)
        failed = an.assign_interval(failed.kill_defs(d).set_pts(d, None), d, 1, None)
    return ok.join(failed)


def effect_dup(c: Ctx, length):
    """A new string of `length` elements and its terminator (strdup), or NULL."""
    an, frame = c.an, c.frame
    L = c.one_length(length)
    tmp, q = _temp(frame, "$libdup", ir.IntT(64, False))
    s = an.assign_num(c.state, q, L + 1)
    site = _site(c)
    s = an.allocate(s, frame, site, tmp, c.elem, True, True,
                    f"the copy made by {c.st.callee} at {_where(c)}", "heap", True, False, c.dst,
                    c.elem)
    if not s.is_bottom():
        s = an.assign_num(s, len_var(site), Linear.var(q) - 1)
    return s.drop_names([q] + [f"$len{k}" for k in range(1, c.tmp + 1)])


def effect_free(c: Ctx, p):
    an, state = c.an, c.state
    ptr, _ = c.ptr(_arg(p))
    t = ptr.targets - {NULL}
    if len(t) == 1:
        b = next(iter(t))
        if an.info(b).kind in ("heap",) and b in state.blocks and not state.blocks[b].summary:
            return an.forget_block(state, b)
    return state


def effect_read_line(c: Ctx, d, n):
    """At most n - 1 elements and a terminator, result d; or NULL (C11 7.21.7.2): at end of
    input the array is unchanged, after a read error indeterminate: it may hold no string at all
    (the havoc leaves its length unknown). The two cases stay apart for a test of the result."""
    an, di = c.an, _arg(d)
    n = c.lin(_arg(n))
    s = havoc_written(an, c, di)
    s = set_len(an, replace_state(c, s), s, di, None, exact=False,
                upper=None if n is None else n - 1)
    read = or_nothing_written(an, c.state, s, n)
    failed = havoc_written(an, c, di)
    dst = c.dst
    if dst is None:
        return read.join(failed)
    p, off = an.ptr_of(read, c.frame, c.st.args[di])
    read = an.set_pointer(read, dst, p, off if p.targets else None)
    failed = an.set_pointer(failed, dst, Ptr(frozenset({NULL}), 1), Linear.const(0))
    joined = read.join(failed)
    if read.is_bottom() or failed.is_bottom():
        return joined
    return joined.with_split(dst, failed, read)


def effect_read_string(c: Ctx, d):
    s = havoc_written(c.an, c, _arg(d))
    return set_len(c.an, replace_state(c, s), s, _arg(d), None, exact=False)


def effect_input(c: Ctx, d):
    return havoc_written(c.an, c, _arg(d))


def effect_format(c: Ctx, d, n=None):
    """The formatted string at d (C11 7.21.6.6); with a count n, at most n - 1 elements of it
    and a terminator, nothing when n is 0 (7.21.6.5). A %c may write a NUL inside it: then the
    string is at most that long."""
    an, di = c.an, _arg(d)
    need = format_length(c)
    n = c.lin(_arg(n)) if n is not None else None
    s = havoc_written(an, c, di)
    cc = replace_state(c, s)
    whole = need is not None and (n is None or an.entails(cc.state, need, "<", n))
    if whole and format_writes_char(c):
        s = set_len(an, cc, s, di, None, exact=False, upper=need)
    elif whole:
        s = set_len(an, cc, s, di, need, exact=True)
    else:
        s = set_len(an, cc, s, di, None, exact=False, upper=None if n is None else n - 1)
    return or_nothing_written(an, c.state, s, n)


def count_stores(c: Ctx):
    """The stores of a printf-like call's %n conversions: each writes the count of characters so
    far through its argument, here any value (of a format not known, through every pointer
    argument the format may consume)."""
    first = c.row.format[1]
    if first is None:
        return c.state
    text = format_text_of(c, c.row.format)
    if text is None:
        args = [i for i in range(first, len(c.st.args)) if isinstance(c.st.args[i].type, ir.PtrT)]
    else:
        args = [first + k for k in libspec.count_conversions(text)]
    s = c.state
    for i in args:
        if i < len(c.st.args):
            s = havoc_written(c.an, replace_state(c, s), i)
    return s


def effect_sized_string(c: Ctx, d, n):
    """A string of r elements, 0 < r < n, r the result; or r == 0 and the array indeterminate
    (strftime, C11 7.27.3.5p8)."""
    an, di = c.an, _arg(d)
    n = c.lin(_arg(n))
    s = havoc_written(an, c, di)
    failed = s   # (indeterminate: no terminator to count on)
    dst = c.dst
    if dst is None or n is None or not isinstance(c.st.dst.type, ir.IntT):
        return failed
    hi = c.bounds(n)[1]
    ok = an.assign_interval(s.kill_defs(dst).set_pts(dst, None), dst, 1,
                            None if hi is None else hi - 1)
    if all(v in ok.num.vars for v in n.coeffs):
        ok = ok.with_num(ok.num.assume(dst, "<", an.simplify(ok.num, n)))
    if not ok.is_bottom():
        ok = set_len(an, replace_state(c, ok), ok, di, Linear.var(dst), exact=True)
    failed = an.assign_interval(failed.kill_defs(dst).set_pts(dst, None), dst, 0, 0)
    if ok.is_bottom():
        return failed
    return ok.join(failed).with_split(dst, failed, ok)


def effect_scan(c: Ctx):
    """What a scanf-like call stores: any values; a %s or %[ a string that fits, a %c (or any
    argument of a format not known) characters without a terminator."""
    s = c.state
    first = c.row.format[1]
    text = format_text_of(c, c.row.format)
    chars = None if text is None else {first + k for k in libspec.scan_char_conversions(text)}
    for i in range(first, len(c.st.args)):
        cc = replace_state(c, s)
        s = havoc_written(c.an, cc, i)
        if chars is not None and i not in chars:
            s = set_len(c.an, replace_state(c, s), s, i, None, exact=False)
    return s


def effect_end_pointer(c: Ctx, e, s):
    """*e := a pointer into the string at s, at [0, strlen(s)] from it, when e is not NULL
    (strtol's endptr: past the digits, or s itself when there are none, C11 7.22.1.4p7)."""
    a = c.arg(_arg(e))
    if a is None or isinstance(a, ir.Const) and a.value == 0:
        return c.state
    tmp, q = _temp(c.frame, "$libend", ir.PtrT(1))
    out = pointer_into(c, c.state, q, _arg(s), f"strlen(arg{_arg(s)})", False)
    out = c.an.do_store(c.frame, ir.Store(a, tmp, a.type.target_size or 8, c.st.coord), out)
    return out.drop_names([q])


def effect_getline(c: Ctx, line, cap):
    """POSIX getline/getdelim: *line := a heap block of *cap bytes (the old one may be freed or
    reused: here always a new one), holding r bytes read and a terminator, r the result; or -1.
    The line may hold NULs of the input: its string length is at most r."""
    an, frame, st = c.an, c.frame, c.st
    site = _site(c)
    size_op, sq = _temp(frame, "$libcap", ir.IntT(64, False))
    ptr_op, pq = _temp(frame, "$libline", ir.PtrT(1))
    s = an.assign_interval(c.state, sq, 1, ALLOC_LIMIT).mark_input(sq)
    s = an.allocate(s, frame, site, size_op, 1, True, False,
                    f"the line read by {st.callee} at {_where(c)}", "heap", True, False, pq, 1)
    if s.is_bottom():
        return s
    s = s.mark_input(len_var(site))
    for i, op in ((_arg(line), ptr_op), (_arg(cap), size_op)):
        a = c.arg(i)
        if a is not None and isinstance(a.type, ir.PtrT):
            s = an.do_store(frame, ir.Store(a, op, a.type.target_size or 8, st.coord), s)
    d = c.dst
    if d is not None:
        s = s.kill_defs(d).set_pts(d, None)
        read = an.assign_interval(s, d, 0, ALLOC_LIMIT - 1)
        read = read.with_num(read.num.assume(d, "<", Linear.var(size_var(site)))
                             .assume(len_var(site), "<=", Linear.var(d)))
        failed = an.assign_interval(s, d, -1, -1)
        s = failed if read.is_bottom() else read.join(failed)
    return s.drop_names([sq, pq])


def effect_permute(c: Ctx, d):
    """The elements of d's object reordered (qsort): the same values, at any place. Cells (values
    known per offset) go into the block's summary, which holds every value still; the string
    length is any."""
    an, s = c.an, c.state
    dts, _, _ = targets_with_offsets(an, c, _arg(d))
    if UNKNOWN in dts:
        return an.havoc_all_memory(s)
    for t in dts:
        if t not in s.blocks or _read_only(an, t):
            continue
        s = s.fold_cells(t, s.blocks[t].cells)
        lv = len_var(t)
        if lv in s.num.vars:
            s = an.assign_interval(s, lv, 0, ALLOC_LIMIT).mark_input(lv)
    return s


def effect_store_any(c: Ctx, p):
    """*p := any value of its type, when p is not NULL (time(&t))."""
    a = c.arg(_arg(p))
    if a is None or not isinstance(a.type, ir.PtrT) or isinstance(a, ir.Const) and a.value == 0:
        return c.state
    size = a.type.target_size or 8
    tmp, q = _temp(c.frame, "$libany", ir.IntT(8 * min(size, 8), True))
    s = c.an.assign_interval(c.state, q, None, None).mark_input(q)
    s = c.an.do_store(c.frame, ir.Store(a, tmp, size, c.st.coord), s)
    return s.drop_names([q])


# the program's globals a library model writes (getopt's, when the program defines them)
MODEL_WRITTEN_GLOBALS = frozenset({"@optind", "@optopt", "@optarg"})


def effect_getopt(c: Ctx, n, v, longindex=None):
    """POSIX getopt (and GNU getopt_long): optind := the index of the next element of the n
    arguments at v to process, in [1, n]; optarg := NULL or a pointer into one of the strings
    v's elements point to, at [0, strlen] from it (`-ofile` gives argv[i] + 2); optopt := any
    character; *longindex := any value when longindex is not NULL. The arguments are not
    written (unistd.h: `char *const argv[]`)."""
    an, frame, st = c.an, c.frame, c.st
    s = c.state
    names = {v.name for v in an.program.globals}
    count = c.lin(_arg(n))
    if "@optind" in names:
        s = an.assign_interval(s.kill_defs("@optind").set_pts("@optind", None), "@optind", 1,
                               None if count is None else max(c.upper(count) or 1, 1))
        if count is not None and all(x in s.num.vars for x in count.coeffs):
            s = s.with_num(s.num.assume("@optind", "<=", count))
        s = s.mark_input("@optind")
    if "@optopt" in names:
        s = an.assign_interval(s.kill_defs("@optopt").set_pts("@optopt", None), "@optopt",
                               0, 255).mark_input("@optopt")
    if "@optarg" in names:
        s = _optarg(c, s, _arg(v), count)
    if longindex is not None:
        s = effect_store_any(replace_state(c, s), longindex)
    return s


def _optarg(c: Ctx, s, i: int, count):
    """optarg := NULL, or a pointer into the string of one of the elements v[0..n-1]."""
    an, frame = c.an, c.frame
    v = c.arg(i)
    if v is None or not isinstance(v.type, ir.PtrT):
        return an.set_pointer(s, "@optarg", Ptr(frozenset({UNKNOWN, NULL}), 1), None)
    width = v.type.target_size or 8
    k_op, kq = _temp(frame, "$optk", ir.IntT(64, True))
    at_op, atq = _temp(frame, "$optat", ir.PtrT(width))
    elem_op, elq = _temp(frame, "$optelem", ir.PtrT(1, chars=True))
    s = an.assign_interval(s, kq, 0, None)
    if count is not None and all(x in s.num.vars for x in count.coeffs):
        s = s.with_num(s.num.assume(kq, "<", count))
    s = an.do_assign(frame, at_op, ir.PtrAdd(v, k_op, width), s)
    s = an.do_load(frame, ir.Load(elem_op, at_op, width, c.st.coord), s)
    if s.is_bottom():
        return s
    into = replace(c.st, args=(elem_op,))
    s = pointer_into(Ctx(an, frame, into, s, c.row), s, "@optarg", 0, "strlen(arg0)", True)
    return s.mark_input("@optarg").drop_names([kq, atq, elq])


def effect_havoc(c: Ctx, *params):
    s = c.state
    for p in params:
        s = havoc_written(c.an, replace_state(c, s), _arg(p))
    return s


def effect_assume(c: Ctx, cond):
    a = c.arg(_arg(cond))
    if a is None:
        return c.state
    return c.an.do_assume(c.frame, a, True, c.state)


EFFECTS = {name[len("effect_"):]: f for name, f in list(globals().items())
           if name.startswith("effect_") and callable(f)}


# ------------------------------------------------------------------------------------------------
# Results (libspec's `result` column)

def set_result(c: Ctx):
    """The state c.state with the call's result set as the row says."""
    s, dst, st = c.state, c.dst, c.st
    if dst is None:
        return s
    dtype = st.dst.type
    alts = c.row.results
    if isinstance(dtype, ir.PtrT):
        return pointer_result(c, s, alts)
    if not isinstance(dtype, ir.IntT):
        return s.drop_names([dst])
    out = None
    for alt in alts:
        r = int_result(c, replace_state(c, s), alt)
        out = r if out is None or out.is_bottom() else out if r.is_bottom() else out.join(r)
    return out


def _bound(c: Ctx, spec: str, which: int, typ) -> Optional[int]:
    """A bound of int(lo,hi): a number, "max", or the lower/upper bound of a length."""
    if spec == "max":
        return None
    if spec.lstrip("-").isdigit():
        return int(spec)
    x = c.length(spec)
    if x is None:
        return None
    if which == 1:
        return c.upper(x)
    los = [c.an.bounds(c.state, a)[0] for a in _alts(x)]
    return None if None in los else min(los)


def int_result(c: Ctx, cc: Ctx, alt: str):
    an, dst, typ = c.an, c.dst, c.st.dst.type
    kind = _result_kind(alt)
    inner = alt[len(kind) + 1:-1] if "(" in alt else ""
    s = cc.state.kill_defs(dst).set_pts(dst, None)
    cc.state = s
    if kind == "int":
        lo_spec, hi_spec = _split_args(inner)
        lo, hi = _bound(cc, lo_spec, 0, typ), _bound(cc, hi_spec, 1, typ)
        lo = typ.min if lo is None else max(lo, typ.min)
        hi = typ.max if hi is None else min(hi, typ.max)
        return an.assign_interval(cc.state, dst, lo, hi)
    if kind == "value":
        x = cc.lin(_arg(inner))
        if x is not None:
            return an.assign_num(cc.state, dst, x, typ)
    if kind == "exact":
        L = cc.one_length(inner)
        if L is not None:
            out = an.assign_num(cc.state, dst, L, typ)
            return out.mark_input(dst, cc.is_input(L))
    if kind == "at_most":
        L = cc.one_length(inner)
        if L is not None:
            hi = cc.upper(L)
            out = an.assign_interval(cc.state, dst, 0, typ.max if hi is None else min(hi, typ.max))
            if all(v in out.num.vars for v in L.coeffs):
                out = out.with_num(out.num.assume(dst, "<=", an.simplify(out.num, L)))
            return out
        return an.assign_interval(cc.state, dst, 0, typ.max)
    # any, number, and a pointer result assigned to an integer
    return an.assign_interval(cc.state, dst, typ.min, typ.max)


def pointer_result(c: Ctx, s, alts):
    an, dst = c.an, c.dst
    null = "null" in alts
    rest = [a for a in alts if a != "null"]
    if not rest:
        return an.set_pointer(s, dst, Ptr(frozenset({NULL}), 1), Linear.const(0))
    alt, = rest
    kind = _result_kind(alt)
    inner = alt[len(kind) + 1:-1] if "(" in alt else ""
    if kind == "into":
        i, length = _split_args(inner)
        return pointer_into(replace_state(c, s), s, dst, _arg(i), length, null)
    if alt.startswith("arg"):
        p, off = an.ptr_of(s, c.frame, c.st.args[_arg(alt)])
        if null:
            p = Ptr(p.targets | {NULL}, p.unit)
        return an.set_pointer(s, dst, p, off if p.targets else None)
    if kind in ("string", "object"):
        return own_block(c, s, kind == "string", null)
    return an.unknown_value(s, dst, c.st.dst.type)


def pointer_into(c: Ctx, s, name: str, i: int, length: str, null: bool):
    """name := a pointer into argument i's object, at [0, length] elements of the function from
    it (or NULL): the offset's interval, and its relations to the argument's offset and length
    where the Pentagon holds them (`r - s <= strlen(s)` after strchr)."""
    an = c.an
    c = replace_state(c, s)
    p, off = c.ptr(i)
    L = c.length(length)
    s = c.state
    targets = p.targets - {NULL}
    hl = None if L is None else c.upper(L)
    if hl is not None and hl < 0:   # no element to point to (bsearch of 0 elements)
        targets = frozenset()
    elif not targets:
        targets = frozenset({UNKNOWN})
    if null or not targets:
        targets = targets | {NULL}
    if targets == {NULL}:
        return an.set_pointer(s, name, Ptr(targets, 1), Linear.const(0))
    if p.unit == c.elem or UNKNOWN in targets:
        unit, o = p.unit, off
    elif p.unit % c.elem == 0:   # a pointer to wider elements: the result in the function's units
        unit, o = c.elem, off * (p.unit // c.elem)
    else:
        return an.set_pointer(s, name, Ptr(targets, p.unit), None)
    s = an.set_pointer(s, name, Ptr(targets, unit), None)
    lo, hi = an.bounds(s, o)
    s = an.assign_interval(s, name, lo, None if hi is None or hl is None else hi + hl)
    if all(v in s.num.vars for v in o.coeffs):
        o = an.simplify(s.num, o)
        s = s.with_num(s.num.assume(name, ">=", o))
        if L is not None and not isinstance(L, tuple) and all(v in s.num.vars for v in L.coeffs):
            s = s.with_num(s.num.assume(name, "<=", o + an.simplify(s.num, L)))
    return s.drop_names([f"$len{k}" for k in range(1, c.tmp + 1)])


def own_block(c: Ctx, s, is_string: bool, null: bool):
    """A block of the library's own, one per call site: a string (getenv: at least its
    terminator) or one object of the pointed-to type (localtime's struct tm), any contents."""
    an, dst, st = c.an, c.dst, c.st
    b = f"lib@{st.callee}:{st.coord.line if st.coord else 0}"
    unit = 1 if is_string else (st.dst.type.target_size or 1)
    what = "the string" if is_string else "the object"
    an.registry.setdefault(b, replace(an.info(b), name=b, display=f"{what} returned by {st.callee}",
                                      kind="heap", unit=unit, is_char=is_string, known_size=True))
    s = an.fresh_block(s, b, is_string, False)   # any contents
    if is_string:
        s = an.assign_interval(s, size_var(b), 1, None)
        s = s.with_num(s.num.with_lt(len_var(b), size_var(b)))
        s = s.mark_input([size_var(b), len_var(b)])
    elif unit > 1:
        s = an.assign_interval(s, size_var(b), 1, 1)
    else:   # an object of a type the call does not say (void *): of unknown size
        s = an.assign_interval(s, size_var(b), 1, ALLOC_LIMIT).mark_input(size_var(b))
    targets = {b, NULL} if null else {b}
    return an.set_pointer(s, dst, Ptr(frozenset(targets), unit), 0)


def or_nothing_written(an, before, s, n: Optional[Linear]):
    """s joined with the executions where the count n (fgets, snprintf) is 0 or less: they write
    nothing and keep the state before the call (s, with its string of at most n - 1 elements,
    has none of them)."""
    if n is None or an.entails(before, n, ">=", 1):
        return s
    if all(v in before.num.vars for v in n.coeffs):
        none = before.with_num(before.num.assume(an.simplify(before.num, n), "<=", 0))
    else:
        none = before
    if none.is_bottom():
        return s
    return none if s.is_bottom() else s.join(none)


def replace_state(c: Ctx, s) -> Ctx:
    n = Ctx(c.an, c.frame, c.st, s, c.row)
    n.tmp = c.tmp + 100
    return n


def _char_ptr(dst) -> bool:
    # an allocator's result is void *, or the wchar_t * it is cast to (see the front end's e_Cast)
    return dst is not None and isinstance(dst.type, ir.PtrT) and \
        (dst.type.target_size in (1, None) or dst.type.chars)


def alloc_unit(an, frame, state, size_op, dst) -> int:
    """The unit of a heap block: k when the size is computed as k * n (+ a multiple of k)."""
    if isinstance(size_op, ir.Var):
        from absint.memory.trees import linear_of_tree as _linear_of_tree
        tree = state.defs.get(frame.q(size_op.name))
        if tree is not None:
            lt = _linear_of_tree(tree)
            if lt is not None and lt[1] > 1 and lt[2] % lt[1] == 0:
                return lt[1]
    if dst is not None and isinstance(dst.type, ir.PtrT) and dst.type.target_size:
        ts = dst.type.target_size
        if isinstance(size_op, ir.Const) and size_op.value % ts == 0:
            return ts
    return 1


def targets_with_offsets(an, c: Ctx, i):
    p, off = c.ptr(i)
    return [t for t in p.targets if t not in (NULL,) and not t.startswith("fn:")], p, off


def copy_cells(an, c: Ctx, di, si, n):
    """A struct copy (`a = b`, `*p = *q`, memcpy of a constant size between two known places):
    when the source bytes [so, so + n) are exactly a run of cells of one concrete block and the
    destination is one place of one block (not a summary), each cell's value (number, pointer,
    input-ness) goes to the same place in the destination, strongly, as the stores of the fields
    one by one would. None where that does not hold (the weak copy_contents then)."""
    s = c.state
    if n is None:
        return None
    nlo, nhi = an.bounds(s, n)
    if nlo is None or nlo != nhi or nlo <= 0:
        return None
    dts, dp, doff = targets_with_offsets(an, c, di)
    sts, sp, soff = targets_with_offsets(an, c, si)
    if len(dts) != 1 or len(sts) != 1 or UNKNOWN in dts or UNKNOWN in sts:
        return None
    if len(dp.targets - {NULL}) != 1 or len(sp.targets - {NULL}) != 1:
        return None
    (dt,), (st_,) = dts, sts
    if dt not in s.blocks or st_ not in s.blocks or dt == st_ or _read_only(an, dt):
        return None
    src, dst = s.blocks[st_], s.blocks[dt]
    if src.summary or dst.summary or dst.symbolic:
        return None
    slo, shi = an.bounds(s, soff) if soff is not None else (None, None)
    dlo, dhi = an.bounds(s, doff) if doff is not None else (None, None)
    if slo is None or slo != shi or dlo is None or dlo != dhi:
        return None
    so, do = slo * sp.unit, dlo * dp.unit
    if src.symbolic:
        # a struct copied out of a caller's memory (`saved = *ls`): its members not read yet
        # hold their entry values, read one by one as the fields would be
        for off, typ in c.st.layout:
            if off + typ.bits // 8 <= nlo:
                s = an.entry_read(s, st_, Linear.const(so + off), 1, typ.bits // 8, typ)
        src = s.blocks[st_]
    inside = sorted(cell for cell in src.cells if so <= cell[0] and cell[0] + cell[1] <= so + nlo)
    if not inside or any(cell[0] < so + nlo and so < cell[0] + cell[1] and cell not in inside
                         for cell in src.cells):
        return None
    # bytes between the cells hold the source's summary values: exact when those are
    # indeterminate on both sides (never written: a field not set yet, padding); otherwise the
    # destination's summary may hold anything as well (the weak copy, for those bytes only)
    tiled = all(b[0] + b[1] == a[0] for a, b in zip(inside[1:], inside)) and \
        inside[0][0] == so and inside[-1][0] + inside[-1][1] == so + nlo
    gaps = not tiled and (summary_var(st_) in s.num.vars or summary_var(st_) in s.pts
                          or summary_var(dt) in s.num.vars or summary_var(dt) in s.pts)
    if gaps and not src.symbolic:
        return None
    if len(dst.cells) + len(inside) > MAX_CELLS:
        return None
    moved = {(do + o - so, size) for o, size in inside}
    # destination cells the copy overwrites go; those it overlaps in part fold into the summary
    partial = [cl for cl in dst.cells if cl[0] < do + nlo and do < cl[0] + cl[1]
               and not (do <= cl[0] and cl[0] + cl[1] <= do + nlo)]
    s = s.fold_cells(dt, partial)
    gone = [cl for cl in s.blocks[dt].cells if do <= cl[0] and cl[0] + cl[1] <= do + nlo]
    s = s.drop_names([cell_var(dt, *cl) for cl in gone])
    blocks = dict(s.blocks)
    blocks[dt] = replace(s.blocks[dt], cells=(s.blocks[dt].cells - set(gone)) | moved)
    s = replace(s, blocks=blocks)
    for o, size in inside:
        scv, dcv = cell_var(st_, o, size), cell_var(dt, do + o - so, size)
        vptr = s.pts.get(scv)
        vlin = Linear.var(scv) if scv in s.num.vars else None
        if vptr is None and vlin is None:
            continue          # a cell never written is indeterminate: so is its copy (absent)
        s = an.write_value(s, dcv, vlin, vptr, scv in s.tainted, weak=False, inp=scv in s.inputs)
    if gaps:
        dsv = summary_var(dt)
        s = an.assign_interval(s, dsv, None, None)
        if summary_var(st_) in s.pts or dsv in s.pts:
            s = s.set_pts(dsv, Ptr(frozenset({UNKNOWN}), 1))
    return s


def _read_only(an, block: str) -> bool:
    """Memory the program cannot write: const data, string literals. Its initializer does
    (`static const char name[] = "hello";` is a copy from the literal while initializing)."""
    return an.info(block).readonly and not an.initializing


def copy_contents(an, c: Ctx, di, si, n: Optional[Linear] = None, width: int = 1):
    """Destination contents may now hold anything the source holds (weak); with `n` elements
    of `width` bytes copied, only the destination's cells that span may touch give up their
    values (a field copied into a struct leaves its other fields as they were)."""
    s = c.state
    dts, dp, doff = targets_with_offsets(an, c, di)
    sts, sp, soff = targets_with_offsets(an, c, si)
    if UNKNOWN in dts:
        return an.havoc_all_memory(s)
    src_ptr = None
    lo = hi = None
    known = bool(sts) and UNKNOWN not in sts
    ranges = []
    for t in sts:
        if t not in s.blocks:
            known = False
            continue
        st_ = s.blocks[t]
        s = s.fold_cells(t, st_.cells)
        sv = summary_var(t)
        if sv not in s.num.vars:
            known = False
        else:
            ranges.append(s.num.interval(sv))
        if sv in s.pts:
            p = s.pts[sv]
            src_ptr = p if src_ptr is None else Ptr(src_ptr.targets | p.targets, 1)
    for t in dts:
        if t not in s.blocks or _read_only(an, t):
            continue
        s = s.fold_cells(t, cells_written(an, s, t, doff, dp.unit, n, width))
        sv = summary_var(t)
        if known and ranges and src_ptr is None and sv in s.num.vars:
            from absint.domains.ranges import hull as _hull
            lo, hi = _hull(ranges)
            lo0, hi0 = s.num.interval(sv)
            lo, hi = _hull([(lo, hi), (lo0, hi0)])
            s = an.assign_interval(s, sv, lo, hi)
        else:
            s = an.assign_interval(s, sv, None, None)
            if src_ptr is not None and known:
                # the source's pointers (or the destination's own, weakly) at any offset
                old = s.pts.get(sv)
                s = s.set_pts(sv, Ptr(src_ptr.targets | (old.targets if old else frozenset()), 1))
            elif src_ptr is not None or sv in s.pts:
                s = s.set_pts(sv, Ptr(frozenset({UNKNOWN}), 1))
    return s


def cells_written(an, s, block: str, off: Optional[Linear], unit: int, n: Optional[Linear],
                  width: int):
    """The cells of `block` that a write of n elements of `width` bytes at offset `off` (in
    `unit`s) may touch: those overlapping the bytes its bounds allow; all of them when a bound
    is unknown."""
    cells = s.blocks[block].cells
    if not cells or off is None or n is None:
        return cells
    olo, ohi = an.bounds(s, off)
    _, nhi = an.bounds(s, n)
    if olo is None or ohi is None or nhi is None:
        return cells
    return cells_over(cells, olo * unit, ohi * unit + max(nhi, 0) * width)


def havoc_written(an, c: Ctx, i):
    s = c.state
    dts, _, _ = targets_with_offsets(an, c, i)
    if UNKNOWN in dts:
        return an.havoc_all_memory(s)
    return an.havoc_blocks(s, sorted(t for t in dts if t in s.blocks and not an.info(t).readonly))


def write_fill(an, c: Ctx, i, value: Optional[Linear], n: Optional[Linear], eu, elems=False):
    """memset-like: bytes [off, off + n) of the target get `value`; updates string lengths."""
    s = c.state
    dts, p, off = targets_with_offsets(an, c, i)
    if UNKNOWN in dts:
        return an.havoc_all_memory(s)
    is_zero = value is not None and an.entails(s, value, "==", 0)
    non_zero = value is not None and an.entails(s, value, "!=", 0)
    if non_zero and (c.elem if elems else eu) == 1:
        # memset stores (unsigned char)value: 256 stores NULs
        non_zero = never_zero_byte(*an.bounds(s, value))
    strong = len(dts) == 1 and len(p.targets - {NULL}) == 1
    for t in dts:
        if t not in s.blocks or _read_only(an, t):
            continue
        info = an.info(t)
        s = s.fold_cells(t, cells_written(an, s, t, off, p.unit, n, c.elem if elems else eu))
        sv = summary_var(t)
        if is_zero:
            s = an.write_value(s, sv, Linear.const(0), None, False, weak=True)
        else:
            s = an.assign_interval(s, sv, None, None)
        lv = len_var(t)
        if not info.is_char or lv not in s.num.vars:
            continue
        if p.unit != info.unit or n is None or any(v not in s.num.vars for v in off.coeffs):
            s = an.assign_interval(s, lv, 0, ALLOC_LIMIT)
            continue
        # n counts elements of eu bytes (memset: bytes; wmemset: wchar_t); elems: elements of
        # the function's own width (strncpy, wcsncpy). Wider elements written into a block of
        # bytes (wmemset on a char buffer) cover n * eu bytes, and a non-NUL wide character
        # may hold NUL bytes (L'A' is 41 00 00 00): the block's first NUL byte is then anywhere
        # from the pointer on.
        width = c.elem if elems else eu
        kind = "zero" if is_zero else "nonzero" if non_zero else "any"
        if width == info.unit:
            cnt = n
        elif info.unit == 1:
            cnt = n * width
            kind = "zero" if is_zero else "any"
        elif width == 1 and not n.coeffs and n.const >= 0 and kind != "any":
            # bytes into a block of wider elements (memset(wbuf, 0, sizeof wbuf)): an element
            # is NUL when all its bytes are 0, and non-NUL when one of them is not; so zeros
            # make NULs of the elements they cover whole, other bytes make non-NULs of every
            # element they touch
            k = info.unit
            cnt = Linear.const(n.const // k if kind == "zero" else -(-n.const // k))
        else:
            cnt = None
        if cnt is None or any(v not in s.num.vars for v in cnt.coeffs):
            s = an.assign_interval(s, lv, 0, ALLOC_LIMIT)
            continue
        s = s.with_num(len_after_write(s.num, lv, an.simplify(s.num, off), an.simplify(s.num, cnt),
                                       kind, an.entails(s, cnt, ">=", 1),
                                       strong and not s.blocks[t].summary))
    return s


def len_after_write(num, lv, o, cnt, kind, nonempty, strong):
    """The first-NUL index lv after elements [o, o + cnt) were written with NULs (kind "zero"),
    non-NUL elements ("nonzero") or anything ("any"); nonempty: cnt >= 1 is known.
    A NUL before o survives; a NUL at or after o + cnt survives unless an earlier one is written;
    otherwise the next NUL is at or after o + cnt, possibly outside the block (lv >= size: the
    block holds no terminator, so no 'fits' assumption here)."""
    parts = [num.assume(lv, "<", o)]
    ge = num.assume(lv, ">=", o)
    if not ge.is_bottom():
        if kind == "zero":
            parts.append(ge.assign(lv, o))
            if not nonempty:
                parts.append(ge)
        elif kind == "nonzero":
            parts.append(ge.assume(lv, ">=", o + cnt))
            inside = ge.assume(lv, "<", o + cnt)
            if not inside.is_bottom():
                parts.append(inside.havoc(lv).assume(lv, ">=", o + cnt)
                             .assume(lv, "<=", ALLOC_LIMIT))
        else:
            parts.append(ge.havoc(lv).assume(lv, ">=", o).assume(lv, "<=", ALLOC_LIMIT))
    if not strong:
        parts.append(num)
    out = None
    for q in parts:
        if not q.is_bottom():
            out = q if out is None else out.join(q)
    return out if out is not None else num.assume(0, "<", 0)


def set_len(an, c: Ctx, s, i, length: Optional[Linear], exact: bool, upper=None, elem=None):
    """After writing a string at argument i: len(b) := off + length (exact), or an unknown value
    in [off, off + upper] (not exact; upper None: any >= off)."""
    dts, p, off = targets_with_offsets(an, c, i)
    strong = len(dts) == 1 and len(p.targets - {NULL}) == 1
    elem = elem or c.elem   # the string's element size
    for t in dts:
        if t == UNKNOWN or t not in s.blocks:
            continue
        info = an.info(t)
        lv = len_var(t)
        if not info.is_char:
            continue
        # (a string of another element size: the ghost, in the block's elements, says nothing)
        if p.unit != info.unit or info.unit != elem or any(v not in s.num.vars for v in off.coeffs):
            s = an.assign_interval(s, lv, 0, ALLOC_LIMIT)
            continue
        old = s
        # a NUL before the pointer stays the block's first one: the string written sets len(b)
        # only in the executions where the first NUL is not before the pointer
        kept = None
        if lv in s.num.vars:
            o = an.simplify(s.num, off)
            earlier = s.num.assume(lv, "<", o)
            if not earlier.is_bottom():
                kept = s.with_num(earlier)
                later = s.num.assume(lv, ">=", o)
                if later.is_bottom():
                    s = kept if strong and not old.blocks[t].summary else old
                    continue
                s = s.with_num(later)
        inp = (not exact or length is None or c.row.effect_kind in INPUT_EFFECTS
               or any(v in s.inputs for v in length.coeffs)
               or any(v in s.inputs for v in off.coeffs))
        s = s.mark_input(lv, inp or (lv in s.inputs and not strong))
        if exact and length is not None and all(v in s.num.vars for v in length.coeffs):
            s = an.assign_num(s, lv, an.simplify(s.num, off + length))
        else:
            lo, _ = an.bounds(s, off)
            s = an.assign_interval(s, lv, 0 if lo is None else max(lo, 0), ALLOC_LIMIT)
            if lo is not None:
                s = s.with_num(s.num.assume(lv, ">=", an.simplify(s.num, off)))
            if upper is not None and all(v in s.num.vars for v in upper.coeffs):
                s = s.with_num(s.num.assume(lv, "<=", an.simplify(s.num, off + upper)))
        # the write was reported if it may overflow; go on with the executions where it did
        # not (the string fits), or, after a definite overflow, with a string of unknown length
        size = an.size_of(t)
        if info.known_size and all(v in s.num.vars for v in size.coeffs):
            fits = s.num.assume(lv, "<", size)
            if fits.is_bottom():
                fits = s.num.havoc(lv).assume(lv, ">=", 0).assume(lv, "<", size)
                s = s.mark_input(lv)
            s = s.with_num(fits) if not fits.is_bottom() else s
        if kept is not None:
            s = kept.join(s)
        if not strong or old.blocks[t].summary:
            s = old.join(s)
    return s.drop_names([v for v in s.num.vars if v in _LEN_TEMPS])


def set_len_after_copy(an, c: Ctx, s, di, si, n, elem):
    """memcpy(d, s, n): when the copy includes src's terminator, dest's string is src's."""
    dts, dp, doff = targets_with_offsets(an, c, di)
    if not any(an.info(t).is_char for t in dts if t in s.blocks):
        return s
    cc = replace_state(c, s)
    sp, _ = c.ptr(si)
    units = {an.info(t).unit for t in sp.targets - {NULL, UNKNOWN}}
    units |= {an.info(t).unit for t in dts if t in s.blocks and an.info(t).is_char}
    # the strings' length in their own elements (a byte copy of a wide string copies wide chars)
    u = next(iter(units)) if len(units) == 1 else elem
    L = c.strlen(si, elem=u)
    term = nonzero = False
    count, width = n, elem
    if n is not None and len(units) == 1 and UNKNOWN not in sp.targets and \
            all(v in c.state.num.vars for v in L.coeffs):
        if u == elem:       # n counts elements of the strings' own width
            term = an.entails(c.state, L, "<", n)
            nonzero = an.entails(c.state, L, ">=", n)
        elif elem == 1:     # n counts bytes of wider elements: the NUL element needs all its bytes
            term = an.entails(c.state, L * u + u, "<=", n)
            if not n.coeffs and n.const % u == 0:
                # whole elements: n / u of them, non-NUL when src's first n / u are
                count, width = Linear.const(n.const // u), u
                nonzero = an.entails(c.state, L, ">=", count)
    if term:
        return set_len(an, cc, s, di, L, exact=True, elem=u)
    # no terminator copied: elements [off, off + n) are non-NUL when src's first n are
    return write_len_only(an, cc, di, count, width, "nonzero" if nonzero else "any")


def write_len_only(an, c: Ctx, i, n: Optional[Linear], eu, kind):
    """The string lengths of argument i's targets after bytes [off, off + n) were overwritten
    (contents are handled by the caller); n None: any count."""
    s = c.state
    dts, p, off = targets_with_offsets(an, c, i)
    strong = len(dts) == 1 and len(p.targets - {NULL}) == 1
    for t in dts:
        if t == UNKNOWN or t not in s.blocks:
            continue
        info = an.info(t)
        lv = len_var(t)
        if not info.is_char or lv not in s.num.vars:
            continue
        s = s.mark_input(lv, kind == "any" or lv in s.inputs)
        cnt = n if (n is not None and (info.unit == 1 or eu == info.unit)) else None
        if p.unit != info.unit or cnt is None or any(v not in s.num.vars for v in off.coeffs) \
                or any(v not in s.num.vars for v in cnt.coeffs):
            o = an.simplify(s.num, off) if all(v in s.num.vars for v in off.coeffs) else None
            if p.unit == info.unit and o is not None:
                s = s.with_num(len_after_write(s.num, lv, o, None, "any", False,
                                               strong and not s.blocks[t].summary))
            else:
                s = an.assign_interval(s, lv, 0, ALLOC_LIMIT)
            continue
        s = s.with_num(len_after_write(s.num, lv, an.simplify(s.num, off),
                                       an.simplify(s.num, cnt), kind,
                                       an.entails(s, cnt, ">=", 1),
                                       strong and not s.blocks[t].summary))
    return s.drop_names([v for v in s.num.vars if v in _LEN_TEMPS])

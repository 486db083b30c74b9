"""Models of C library functions: their bounds checks (the Call's CheckSites) and their effects on
the abstract state (string-length ghosts, contents, results, allocations).

Which argument is read or written, and how long the range is, comes from the front end's plain-data
table absint.ir.libspec.ACCESSES; this module interprets that length language against the state.
Lengths handed to the checks are Linear forms in BYTES over the state's names; when a length is only
known as a range, a temporary "$lenN" variable holding that range is added to the query's state.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from absint.domains.linear import Linear
from absint.ir import libspec
from absint.ir import nodes as ir
from absint.memory.blocks import Ptr
from absint.memory.state import NULL, UNKNOWN, len_var, size_var, summary_var

RAND_MAX = 2147483647
ALLOC_LIMIT = 1 << 47   # as absint.engine.interp: the largest possible block
WCHAR = 4

# functions with no effect on memory the program can see (beyond their CheckSites) and any result
PURE = {
    "printf", "fprintf", "puts", "fputs", "putchar", "putc", "fputc", "fflush", "fclose", "perror",
    "vprintf", "vfprintf", "wprintf", "putwchar", "abs", "labs", "llabs", "isalpha", "isdigit",
    "isalnum", "isspace", "isupper", "islower", "isprint", "isxdigit", "ispunct", "iscntrl",
    "toupper", "tolower", "iswalpha", "iswdigit", "iswspace", "towupper", "towlower", "sqrt", "pow",
    "fabs", "floor", "ceil", "exp", "log", "sin", "cos", "time", "srand", "clock", "strcmp",
    "strncmp", "strcasecmp", "strncasecmp", "memcmp", "wcscmp", "strspn", "strcspn", "atof",
    "strtod", "fopen", "open", "close", "write", "send", "fwrite", "sleep", "usleep", "getpid",
    "socket", "connect", "bind", "listen", "accept", "shutdown", "htons", "htonl", "ntohs", "ntohl",
    "inet_addr", "printLine", "printIntLine", "printLongLine", "printSizeTLine", "printHexCharLine",
    "printWLine", "printUnsignedLine", "printFloatLine", "printDoubleLine", "printLongLongLine",
    "printWcharLine", "printStructLine", "printBytesLine", "globalReturnsTrue", "globalReturnsFalse",
    "globalReturnsTrueOrFalse", "fgetc", "getchar", "getc", "feof", "ferror", "remove", "unlink",
    "setlocale", "assert_fail_dummy",
}
# results computed from the state (not inputs); everything else returns an input-like value
EXACT_RESULTS = {"strlen", "wcslen", "strnlen", "malloc", "calloc", "realloc", "alloca",
                 "aligned_alloc", "memalign", "valloc", "pvalloc", "reallocarray", "posix_memalign",
                 "__builtin_alloca", "strdup", "strndup", "wcsdup", "memcpy", "memmove", "memset",
                 "wmemset", "wmemcpy", "wmemmove", "strcpy", "strncpy", "strcat", "strncat", "wcscpy",
                 "wcsncpy", "wcscat", "wcsncat", "strchr", "strrchr", "strstr", "strpbrk", "wcschr"}
INPUT_WRITERS = {"fgets", "fgetws", "gets", "scanf", "fscanf", "sscanf", "recv", "recvfrom", "read",
                 "fread"}
NORETURN = {"exit", "abort", "_exit", "__assert_fail", "__VERIFIER_error", "reach_error",
            "__builtin_trap", "__builtin_unreachable", "longjmp"}
INPUTS = {"rand", "random", "atoi", "atol", "atoll", "strtol", "strtoul", "strtoll", "strtoull",
          "scanf", "fscanf", "sscanf", "getchar", "fgetc", "getc", "read", "recv", "recvfrom"}
STRING_FUNS = {"strcpy", "strncpy", "strcat", "strncat", "strlen", "strnlen", "wcscpy", "wcsncpy",
               "wcscat", "wcsncat", "wcslen", "memcpy", "memmove", "memset", "wmemset", "wmemcpy",
               "wmemmove", "bzero", "bcopy", "snprintf", "sprintf", "vsnprintf", "vsprintf",
               "swprintf", "fgets", "fgetws", "gets", "strdup", "strndup", "wcsdup", "strchr",
               "strrchr", "strstr", "strpbrk", "wcschr", "getenv", "fread"}


def has_model(name: str) -> bool:
    return (name in libspec.ACCESSES or name in libspec.ALLOCATORS or name in PURE
            or name in NORETURN or name in INPUTS or name in STRING_FUNS
            or name.startswith("__VERIFIER_nondet") or name in ("__absint_range", "assert",
                                                                   "__VERIFIER_assume"))


# allocation functions that return their block: which argument is its size in bytes (calloc and
# reallocarray multiply two; posix_memalign stores the block through its first argument)
ALLOC_SIZE_ARG = {"malloc": 0, "alloca": 0, "__builtin_alloca": 0, "calloc": 0, "realloc": 1,
                  "aligned_alloc": 1, "memalign": 1, "valloc": 0, "pvalloc": 0, "posix_memalign": 2,
                  "reallocarray": None}
_MEMALIGN_TMP = ir.Var("$memalign", ir.PtrT(None))


class Ctx:
    """One call being modelled: helpers over its arguments."""

    def __init__(self, an, frame, st: ir.Call, state):
        self.an, self.frame, self.st, self.state = an, frame, st, state
        self.tmp = 0

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
            elif ghost:
                l, h = 0, ALLOC_LIMIT
            else:
                l, h = 0, None
            if first:
                lo, hi, first = l, h, False
            else:
                lo = None if lo is None or l is None else min(lo, l)
                hi = None if hi is None or h is None else max(hi, h)
        inp = any(b not in self.state.blocks or len_var(b) in self.state.inputs for b in targets) \
            or not targets or any(v in self.state.inputs for v in off.coeffs)
        return self.fresh(0 if lo is None else max(lo, 0), ALLOC_LIMIT if hi is None else hi, inp)

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

    def length(self, spec: str, unit: int = 1) -> Optional[Linear]:
        """A length expression of libspec.ACCESSES, in bytes. `unit` is the element size of the
        function (sizeof(wchar_t) for the wide ones): a plain number, argument or string length
        counts elements; "argN*wchar" and "argN*argM" are bytes already (as in
        absint.checks.confirm, the concrete twin)."""
        spec = spec.replace(" ", "")
        if spec == "unknown":
            return None
        if spec in ("string", "wstring"):
            return None   # resolved by the caller (needs the argument)
        if spec.startswith("min(") and spec.endswith(")"):
            a, b = _split_args(spec[4:-1])
            x, y = self.length(a, unit), self.length(b, unit)
            if x is None or y is None:
                return x if y is None else y
            return min_of(self, x, y)
        if "+" in spec:
            total = Linear.const(0)
            for part in libspec.split_terms(spec):
                x = self.length(part, unit)
                if x is None:
                    return None
                total = add_len(total, x)
            return total
        for fun in ("strlen(arg", "wcslen(arg"):
            if spec.startswith(fun):
                return scale_len(self.strlen(int(spec[len(fun):-1]), wide=unit > 1), unit)
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


def wide_of(name: str) -> bool:
    return name.startswith("wcs") or name.startswith("wmem") or name in ("swprintf", "fgetws",
                                                                       "wprintf")


# ------------------------------------------------------------------------------------------------
def model(an, frame, st: ir.Call, state, record):
    name = st.callee
    c = Ctx(an, frame, st, state)
    if name in NORETURN:
        if record:
            an.check_sites(frame, st.sites, state)
        return an.lattice.bottom()
    if record and st.sites:
        lengths = site_lengths(c, name)
        an.check_sites(frame, st.sites, c.state, lengths)
    state = effects(an, frame, st, state, name)
    if state is None or state.is_bottom():
        return state
    d = frame.q(st.dst.name) if st.dst is not None else None

    def finish(state):
        if d is not None:
            if d in state.tainted:
                state = replace(state, tainted=state.tainted - {d})
            if name not in EXACT_RESULTS:
                state = state.mark_input(d)
        temps = [v for v in state.num.vars if v.startswith("$len") or v == "$dup"]
        return state.drop_names(temps) if temps else state
    return state.carry_split(finish)


def site_lengths(c: Ctx, name: str) -> dict:
    """site id -> (length in bytes as a Linear, or None when it cannot be bounded; note)."""
    out = {}
    specs = {s[0]: s for s in libspec.ACCESSES.get(name, ())}
    fmt = libspec.FORMATS.get(name)
    wide = wide_of(name)
    unit = WCHAR if wide else 1
    for site in c.st.sites:
        spec = specs.get(site.arg)
        note = ""
        if spec is not None and not (fmt and fmt[1] is not None and site.arg >= fmt[1]):
            length_spec = spec[3]
            if length_spec in ("string", "wstring"):
                w = WCHAR if length_spec == "wstring" else 1
                length = c.strlen(site.arg, wide=w > 1) * w + w
                note = f"reads the string at '{site.array}' and its terminator"
            elif length_spec == "format":
                length = format_length(c, name)
                if length is not None:
                    length = length + 1
                note = "writes the formatted output and its terminator"
            elif length_spec.startswith("bounded("):
                inner = length_spec[len("bounded("):-1]
                bound = c.length(inner, unit)
                if name in ("snprintf", "vsnprintf", "swprintf"):
                    need = format_length(c, name)
                    w = WCHAR if name == "swprintf" else 1
                    length = bound if need is None or bound is None else \
                        min_of(c, bound, (need + 1) * w)
                elif name in ("strncmp", "strncasecmp", "strnlen", "strndup"):
                    s = c.strlen(site.arg) + 1
                    length = s if bound is None else min_of(c, bound, s)
                elif name == "memchr" and bound is not None:
                    # it stops at the first c (C11 7.24.5.1): at most n bytes, how many is not
                    # known here (a concrete run confirms an overflow)
                    ts, _, _ = targets_with_offsets(c.an, c, site.arg)
                    inp = UNKNOWN in ts or any(summary_var(t) in c.state.inputs for t in ts)
                    length = c.minimum(bound, c.fresh(1, ALLOC_LIMIT, inp))
                else:
                    length = bound
            else:
                length = c.length(length_spec, unit)
                if length_spec.startswith("strlen") or length_spec.startswith("wcslen"):
                    note = f"{name} writes {_describe(length_spec)}"
        elif fmt is not None:
            # a %s argument of a formatted function
            if fmt[2] == "print":
                w = WCHAR if fmt[3] else 1
                length = c.strlen(site.arg, wide=fmt[3]) * w + w
                prec = None if fmt[3] else string_precision(c, fmt, site.arg)
                if prec is not None:   # "%.4s": at most 4 bytes, no NUL needed
                    length = min_of(c, Linear.const(prec), length)
            else:
                length = None   # %s of scanf: the input can be any length
                note = "reads a word of any length from the input"
        else:
            length = None
        out[site.id] = (length, note)
    return out


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


def string_precision(c: Ctx, fmt, arg) -> Optional[int]:
    """The literal precision of the narrow %s conversion that prints argument `arg`, or None."""
    raw = format_string(c, fmt[0])
    if raw is None or fmt[1] is None:
        return None
    text = raw.split(b"\0", 1)[0].decode("latin-1")
    return libspec.string_precisions(text).get(arg - fmt[1])


def format_length(c: Ctx, name: str) -> Optional[Linear]:
    """Characters (not counting the NUL) the formatted output has, as a Linear (or None)."""
    fmt = libspec.FORMATS.get(name)
    if fmt is None:
        return None
    fi, first, _, wide = fmt
    raw = format_string(c, fi)
    if raw is None or first is None:
        return None
    if wide:
        chars = [int.from_bytes(raw[k:k + WCHAR], "little") for k in range(0, len(raw), WCHAR)]
    else:
        chars = list(raw)
    text = "".join(chr(x) for x in chars).split("\0", 1)[0]
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
        width = ""
        while k < len(text) and text[k] in "-+ #0":
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
        if conv in "sS":
            if prec:
                part = c.minimum(c.strlen(argi, wide=wide or conv == "S" or "l" in length_mod),
                                 Linear.const(int(prec)))
            else:
                part = c.strlen(argi, wide=wide or conv == "S" or "l" in length_mod)
        elif conv in "c":
            part = Linear.const(1)
        elif conv in "diuxXo":
            a = c.lin(argi)
            lo, hi = c.bounds(a) if a is not None else (None, None)
            if lo is not None and hi is not None:
                base = 10 if conv in "diu" else (16 if conv in "xX" else 8)
                digits = lambda v: len(_to_base(abs(v), base)) + (1 if v < 0 else 0)  # noqa: E731
                lens = [digits(lo), digits(hi)]
                if lo <= 0 <= hi:
                    lens.append(1)
                part = c.fresh(min(lens) if not (lo < 0 < hi) else 1, max(lens))
            else:
                bits = 64 if "l" in length_mod or "z" in length_mod else 32
                part = c.fresh(1, {10: len(str(1 << bits)) + 1, 16: bits // 4, 8: bits // 3 + 1}
                               [10 if conv in "diu" else (16 if conv in "xX" else 8)])
        elif conv == "p":
            part = c.fresh(1, 18)
        else:
            return None   # floating point and the rest: unbounded here
        if w:
            lo, hi = c.an.bounds(c.state, part)
            if lo is None or lo < w:
                part = c.fresh(max(w, lo or 0), None if hi is None else max(hi, w))
        total = total + part
        argi += 1
    return total


def _to_base(v, base):
    if v == 0:
        return "0"
    out = ""
    while v:
        out = "0123456789abcdef"[v % base] + out
        v //= base
    return out


# ------------------------------------------------------------------------------------------------
def effects(an, frame, st: ir.Call, state, name):
    c = Ctx(an, frame, st, state)
    dst = frame.q(st.dst.name) if st.dst is not None else None
    dtype = st.dst.type if st.dst is not None else None

    def result_any(s, lo=None, hi=None):
        if dst is None:
            return s
        if isinstance(dtype, ir.PtrT):
            return an.unknown_value(s, dst, dtype)
        if isinstance(dtype, ir.IntT):
            tlo, thi = dtype.min, dtype.max
            lo = tlo if lo is None else max(lo, tlo)
            hi = thi if hi is None else min(hi, thi)
            return an.assign_interval(s.kill_defs(dst).set_pts(dst, None), dst, lo, hi)
        return s.drop_names([dst])

    def result_ptr_arg(s, i, null=False):
        if dst is None:
            return s
        p, off = an.ptr_of(s, frame, st.args[i])
        if null:
            p = Ptr(p.targets | {NULL}, p.unit)
        return an.set_pointer(s, dst, p, off if p.targets else None)

    site_name = (f"heap@{st.coord.file}:{st.coord.line}:{st.coord.column}" if st.coord else
                 f"heap@{id(st)}") + frame.context
    where = f"line {st.coord.line}" if st.coord else "here"

    if name == "posix_memalign" and st.dst is not _MEMALIGN_TMP:
        # *memptr := a new block of `size` bytes and 0 returned, or nonzero returned and *memptr
        # left as it was
        ok = model(an, frame, replace(st, dst=_MEMALIGN_TMP, sites=()), state, False)
        failed = state
        if not ok.is_bottom():
            pm = frame.q(_MEMALIGN_TMP.name)
            p = ok.pts.get(pm)
            if p is not None:
                ok = ok.set_pts(pm, Ptr(p.targets - {NULL}, p.unit))
            store = ir.Store(st.args[0], _MEMALIGN_TMP, st.args[0].type.target_size or 8, st.coord)
            ok = an.do_store(frame, store, ok).drop_names([pm])
        if dst is not None:
            ok = an.assign_interval(ok.kill_defs(dst).set_pts(dst, None), dst, 0, 0)
            failed = an.assign_interval(failed.kill_defs(dst).set_pts(dst, None), dst, 1, None)
        return ok.join(failed)
    if name in ALLOC_SIZE_ARG:
        kind = "alloca" if "alloca" in name else "heap"
        display = f"the block allocated by {name} at {where}"
        if name == "calloc":
            k = c.lin(1)
            kb = c.bounds(k) if k is not None else (None, None)
            if kb[0] is not None and kb[0] == kb[1] and kb[0] > 0:
                return an.allocate(state, frame, site_name, st.args[0], kb[0], True, True,
                                   display, kind, kb[0] in (1, WCHAR), True, dst, kb[0])
            size_op = None
        else:
            i = ALLOC_SIZE_ARG[name]
            if i is None:     # reallocarray(p, n, m): n * m bytes, known when both are
                n, m = c.lin(1), c.lin(2)
                size_op = ir.Const(n.const * m.const, st.args[1].type) if n is not None and \
                    m is not None and n.is_const() and m.is_const() else None
            else:
                size_op = st.args[i] if i < len(st.args) else None
        if size_op is None or not isinstance(size_op, (ir.Var, ir.Const)):
            s = an.fresh_block(state, site_name, False, name == "calloc")
            s = an.assign_interval(s, size_var(site_name), 0, ALLOC_LIMIT)
            an.registry.setdefault(site_name, an.info(site_name))
            return an.set_pointer(s, dst, Ptr(frozenset({site_name, NULL}), 1), 0) if dst else s
        unit = alloc_unit(an, frame, state, size_op, st.dst)
        # a small block of constant size is most likely a struct: track its fields as cells
        small = isinstance(size_op, ir.Const) and 8 <= size_op.value <= 64 and not (
            st.dst is not None and isinstance(st.dst.type, ir.PtrT) and st.dst.type.target_size == 1)
        s = an.allocate(state, frame, site_name, size_op, unit, False, kind == "heap", display, kind,
                        unit in (1, WCHAR) and _char_ptr(st.dst), False, dst, unit, array=not small)
        if name in ("realloc", "reallocarray") and not s.is_bottom():
            s = an.havoc_block_contents(s, site_name)
        return s
    if name == "free":
        p, _ = c.ptr(0)
        t = p.targets - {NULL}
        if len(t) == 1:
            b = next(iter(t))
            if an.info(b).kind in ("heap",) and b in state.blocks and not state.blocks[b].summary:
                return an.forget_block(state, b)
        return state
    if name in ("strdup", "strndup", "wcsdup"):
        wide = name == "wcsdup"
        unit = WCHAR if wide else 1
        L = c.strlen(0, wide)
        if name == "strndup":
            n = c.lin(1)
            if n is not None:
                L = c.minimum(L, n)
        s = c.state
        tmp = "$dup"
        s = an.assign_num(s, tmp, L + 1)
        s = an.allocate(s, frame, site_name, ir.Var(tmp, ir.IntT(64, False)), unit, True, True,
                        f"the copy made by {name} at {where}", "heap", True, False, dst, unit)
        if not s.is_bottom():
            s = an.assign_num(s, len_var(site_name), Linear.var(tmp) - 1)
        return s.drop_names([tmp] + [f"$len{k}" for k in range(1, c.tmp + 1)])
    if name == "__absint_range":
        lo = c.bounds(c.lin(0))[0] if c.lin(0) is not None else None
        hi = c.bounds(c.lin(1))[1] if c.lin(1) is not None else None
        return result_any(state, lo, hi)
    if name.startswith("__VERIFIER_nondet") or name in ("atoi", "atol", "atoll", "strtol",
                                                        "strtoul", "strtoll", "strtoull"):
        return result_any(state)
    if name in ("__VERIFIER_assume", "assert"):
        a = st.args[0] if st.args else None
        if a is not None:
            state = an.do_assume(frame, a, True, state)
        return result_any(state) if not state.is_bottom() else state
    if name in ("rand", "random"):
        return result_any(state, 0, RAND_MAX)
    if name in ("getchar", "fgetc", "getc"):
        return result_any(state, -1, 255)
    if name == "getenv":
        b = f"env@{st.coord.line if st.coord else 0}"
        if dst is None:
            return state
        an.registry.setdefault(b, replace(an.info(b), name=b, display="the environment string",
                                          kind="heap", unit=1, is_char=True, known_size=True))
        s = an.fresh_block(state, b, True, False)
        s = an.assign_interval(s, size_var(b), 1, None)
        s = s.with_num(s.num.with_lt(len_var(b), size_var(b)))
        return an.set_pointer(s, dst, Ptr(frozenset({b, NULL}), 1), 0)

    # ---------------------------------------------------------------- memory and strings
    wide = wide_of(name)
    eu = WCHAR if wide else 1
    if name in ("memcpy", "memmove", "wmemcpy", "wmemmove", "bcopy"):
        di, si = (1, 0) if name == "bcopy" else (0, 1)
        n = c.lin(2)
        s = copy_contents(an, c, di, si)
        s = set_len_after_copy(an, c, s, di, si, n, elem=eu)
        return result_ptr_arg(s, di) if name != "bcopy" else s
    if name in ("memset", "wmemset", "bzero"):
        n = c.lin(1 if name == "bzero" else 2)
        v = Linear.const(0) if name == "bzero" else c.lin(1)
        s = write_fill(an, c, 0, v, n, eu)
        return result_ptr_arg(s, 0) if name != "bzero" else s
    if name in ("strcpy", "wcscpy"):
        L = c.strlen(1, wide)
        s = copy_contents(an, c, 0, 1)
        s = set_len(an, c, s, 0, L, exact=True)
        return result_ptr_arg(s, 0)
    if name in ("strncpy", "wcsncpy"):
        L = c.strlen(1, wide)
        n = c.lin(2)
        s = copy_contents(an, c, 0, 1)
        if n is not None and an.entails(c.state, L, "<", n):
            s = set_len(an, c, s, 0, L, exact=True)
        elif n is not None and an.entails(c.state, L, ">=", n):
            s = write_fill(an, replace_state(c, s), 0, Linear.const(1), n, 1, elems=True)
        else:
            # the terminator is copied only when len(src) < n: the result may be unterminated
            s = write_len_only(an, replace_state(c, s), 0, n, eu, "any")
        return result_ptr_arg(s, 0)
    if name in ("strcat", "wcscat", "strncat", "wcsncat"):
        Ld = c.strlen(0, wide)
        Ls = c.strlen(1, wide)
        if name in ("strncat", "wcsncat") and c.lin(2) is not None:
            Ls = c.minimum(Ls, c.lin(2))
        s = copy_contents(an, c, 0, 1)
        s = set_len(an, c, s, 0, Ld + Ls, exact=True)
        return result_ptr_arg(s, 0)
    if name in ("strlen", "wcslen", "strnlen"):
        L = c.strlen(0, wide)
        if name == "strnlen" and c.lin(1) is not None:
            L = c.minimum(L, c.lin(1))
        s = c.state
        if dst is not None:
            s = an.assign_num(s.kill_defs(dst).set_pts(dst, None), dst, L, dtype)
            s = s.mark_input(dst, c.is_input(L))
        return s.drop_names([f"$len{k}" for k in range(1, c.tmp + 1)])
    if name in ("fgets", "fgetws"):
        n = c.lin(1)
        s = havoc_written(an, c, 0)
        s = set_len(an, replace_state(c, s), s, 0, None, exact=False,
                    upper=None if n is None else n - 1)
        read = result_ptr_arg(or_nothing_written(an, state, s, n), 0)
        # NULL: at end of input the array is unchanged, after a read error indeterminate (C11
        # 7.21.7.2): it may hold no string at all (the havoc leaves its length unknown)
        failed = havoc_written(an, c, 0)
        if dst is None:
            return read.join(failed)
        failed = an.set_pointer(failed, dst, Ptr(frozenset({NULL}), 1), Linear.const(0))
        joined = read.join(failed)
        if read.is_bottom() or failed.is_bottom():
            return joined
        return joined.with_split(dst, failed, read)
    if name == "gets":
        s = havoc_written(an, c, 0)
        s = set_len(an, replace_state(c, s), s, 0, None, exact=False)
        return result_ptr_arg(s, 0, null=True)
    if name in ("snprintf", "vsnprintf", "swprintf", "sprintf", "vsprintf"):
        need = format_length(c, name) if name in ("snprintf", "swprintf", "sprintf") else None
        bounded = name in ("snprintf", "vsnprintf", "swprintf")
        n = c.lin(1) if bounded else None
        s = havoc_written(an, c, 0)
        cc = replace_state(c, s)
        if need is not None and (n is None or an.entails(cc.state, need, "<", n)):
            s = set_len(an, cc, s, 0, need, exact=True)
        else:
            s = set_len(an, cc, s, 0, None, exact=False, upper=None if n is None else n - 1)
        return result_any(or_nothing_written(an, state, s, n), -1, None)
    if name in ("read", "recv", "recvfrom", "fread"):
        bi = 0 if name == "fread" else 1
        s = havoc_written(an, c, bi)
        n = c.lin(2)
        hi = c.bounds(n)[1] if n is not None else None
        return result_any(s, -1, hi)
    if name in ("scanf", "fscanf", "sscanf"):
        fmt = libspec.FORMATS[name]
        s = state
        for i in range(fmt[1], len(st.args)):
            cc = replace_state(c, s)
            s = havoc_written(an, cc, i)
            s = set_len(an, replace_state(c, s), s, i, None, exact=False)
        return result_any(s, -1, None)
    if name in ("strchr", "strrchr", "strstr", "strpbrk", "wcschr"):
        if dst is None:
            return state
        p, off = c.ptr(0)
        L = c.strlen(0, wide)
        s = c.state
        s = an.set_pointer(s, dst, Ptr(p.targets | {NULL}, p.unit), None)
        lo, hi = an.bounds(s, off)
        lh = an.bounds(s, L)[1]
        s = an.assign_interval(s, dst, lo, None if hi is None or lh is None else hi + lh)
        return s.drop_names([f"$len{k}" for k in range(1, c.tmp + 1)])
    if name in PURE or name in libspec.ACCESSES or name in libspec.FORMATS:
        return result_any(state)
    return an.havoc_call(frame, st, state)


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
    n = Ctx(c.an, c.frame, c.st, s)
    n.tmp = c.tmp + 100
    return n


def _char_ptr(dst) -> bool:
    return dst is not None and isinstance(dst.type, ir.PtrT) and dst.type.target_size in (1, None)


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


def copy_contents(an, c: Ctx, di, si):
    """Destination contents may now hold anything the source holds (weak)."""
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
        if t not in s.blocks or an.info(t).readonly:
            continue
        s = s.fold_cells(t, s.blocks[t].cells)
        sv = summary_var(t)
        if known and ranges and src_ptr is None and sv in s.num.vars:
            from absint.domains.ranges import hull as _hull
            lo, hi = _hull(ranges)
            lo0, hi0 = s.num.interval(sv)
            lo, hi = _hull([(lo, hi), (lo0, hi0)])
            s = an.assign_interval(s, sv, lo, hi)
        else:
            s = an.assign_interval(s, sv, None, None)
            if src_ptr is not None or sv in s.pts:
                s = s.set_pts(sv, Ptr(frozenset({UNKNOWN}), 1))
    return s


def havoc_written(an, c: Ctx, i):
    s = c.state
    dts, _, _ = targets_with_offsets(an, c, i)
    if UNKNOWN in dts:
        return an.havoc_all_memory(s)
    for t in dts:
        if t in s.blocks and not an.info(t).readonly:
            s = an.havoc_block_contents(s, t)
    return s


def write_fill(an, c: Ctx, i, value: Optional[Linear], n: Optional[Linear], eu, elems=False):
    """memset-like: bytes [off, off + n) of the target get `value`; updates string lengths."""
    s = c.state
    dts, p, off = targets_with_offsets(an, c, i)
    if UNKNOWN in dts:
        return an.havoc_all_memory(s)
    is_zero = value is not None and an.entails(s, value, "==", 0)
    non_zero = value is not None and an.entails(s, value, "!=", 0)
    strong = len(dts) == 1 and len(p.targets - {NULL}) == 1
    for t in dts:
        if t not in s.blocks or an.info(t).readonly:
            continue
        info = an.info(t)
        s = s.fold_cells(t, s.blocks[t].cells)
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
        # n is in bytes (elements for wmemset: the caller passes eu)
        cnt = n if elems or info.unit == 1 else None
        if cnt is None and eu == info.unit:
            cnt = n
        if cnt is None or any(v not in s.num.vars for v in cnt.coeffs):
            s = an.assign_interval(s, lv, 0, ALLOC_LIMIT)
            continue
        s = s.with_num(len_after_write(s.num, lv, an.simplify(s.num, off), an.simplify(s.num, cnt),
                                       "zero" if is_zero else "nonzero" if non_zero else "any",
                                       an.entails(s, cnt, ">=", 1),
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
    elem = elem or (WCHAR if wide_of(c.st.callee) else 1)   # the string's element size
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
        inp = (not exact or length is None or c.st.callee in INPUT_WRITERS
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
    return s.drop_names([f"$len{k}" for k in range(1, 400)
                         if f"$len{k}" in s.num.vars])


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
    if n is not None and len(units) == 1 and UNKNOWN not in sp.targets and \
            all(v in c.state.num.vars for v in L.coeffs):
        if u == elem:       # n counts elements of the strings' own width
            term = an.entails(c.state, L, "<", n)
            nonzero = an.entails(c.state, L, ">=", n)
        elif elem == 1:     # n counts bytes of wider elements: the NUL element needs all its bytes
            term = an.entails(c.state, L * u + u, "<=", n)
    if term:
        return set_len(an, cc, s, di, L, exact=True, elem=u)
    # no terminator copied: elements [off, off + n) are non-NUL when src's first n are
    return write_len_only(an, cc, di, n, elem, "nonzero" if nonzero else "any")


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
    return s.drop_names([f"$len{k}" for k in range(1, 400) if f"$len{k}" in s.num.vars])

"""Running the system C preprocessor with our own libc headers and a per-machine macro set.

gcc -E runs with -nostdinc -undef: no glibc header and no host macro leaks into the program; the data
model is described only by the macros below (so -m32 is never needed), and GNU extensions pycparser
cannot parse are neutralized by __absint_prelude.h (forced first) and by a textual pass over inline asm.
A system header absint does not have is taken from the host (after ours, with a note) when the host's
headers describe the data model asked for: see host_fallback.
"""
from __future__ import annotations

import os
import re
import subprocess

from absint.frontend.ctype import VECTOR_LANES, VECTOR_TAG
from absint.frontend.errors import FrontendError

INCLUDE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "include")

_COMMON = {
    "__absint__": "1", "__STDC_HOSTED__": "1", "__CHAR_BIT__": "8", "__linux__": "1",
    "__linux": "1", "__unix__": "1", "__unix": "1", "__gnu_linux__": "1", "__ELF__": "1",
    "__ORDER_LITTLE_ENDIAN__": "1234", "__ORDER_BIG_ENDIAN__": "4321",
    "__BYTE_ORDER__": "__ORDER_LITTLE_ENDIAN__", "__SCHAR_MAX__": "127", "__SHRT_MAX__": "32767",
    "__INT_MAX__": "2147483647", "__LONG_LONG_MAX__": "9223372036854775807LL",
    "__WCHAR_MAX__": "2147483647", "__WCHAR_MIN__": "(-2147483647-1)",
    "__SIZEOF_INT__": "4", "__SIZEOF_SHORT__": "2", "__SIZEOF_LONG_LONG__": "8",
    "__SIZEOF_FLOAT__": "4", "__SIZEOF_DOUBLE__": "8", "__SIZEOF_WCHAR_T__": "4",
    "__SIZEOF_WINT_T__": "4", "__STDC_IEC_559__": "1",
    "__ATOMIC_RELAXED": "0", "__ATOMIC_CONSUME": "1", "__ATOMIC_ACQUIRE": "2",
    "__ATOMIC_RELEASE": "3", "__ATOMIC_ACQ_REL": "4", "__ATOMIC_SEQ_CST": "5",
    # gcc's own predefined macros (lost with -undef; real code tests and uses them)
    "__GNUC__": "4", "__GNUC_MINOR__": "2", "__GNUC_PATCHLEVEL__": "1", "__STDC__": "1",
    "__STDC_VERSION__": "201112L", "__FLOAT_WORD_ORDER__": "__ORDER_LITTLE_ENDIAN__",
    "__ORDER_PDP_ENDIAN__": "3412", "__SCHAR_MIN__": "(-127-1)",
    "__SHRT_MIN__": "(-32767-1)", "__INT_MIN__": "(-2147483647-1)",
    "__WCHAR_TYPE__": "int", "__WINT_TYPE__": "unsigned int", "__WINT_MAX__": "4294967295U",
    "__WINT_MIN__": "0U", "__CHAR16_TYPE__": "unsigned short", "__CHAR32_TYPE__": "unsigned int",
    "__INTMAX_MAX__": "9223372036854775807LL", "__UINTMAX_MAX__": "18446744073709551615ULL",
    "__INT8_TYPE__": "signed char", "__INT16_TYPE__": "short", "__INT32_TYPE__": "int",
    "__UINT8_TYPE__": "unsigned char", "__UINT16_TYPE__": "unsigned short",
    "__UINT32_TYPE__": "unsigned int", "__INT8_MAX__": "127", "__INT16_MAX__": "32767",
    "__INT32_MAX__": "2147483647", "__INT64_MAX__": "9223372036854775807LL",
    "__UINT8_MAX__": "255", "__UINT16_MAX__": "65535", "__UINT32_MAX__": "4294967295U",
    "__UINT64_MAX__": "18446744073709551615ULL",
    "__INT_LEAST8_TYPE__": "signed char", "__INT_LEAST16_TYPE__": "short",
    "__INT_LEAST32_TYPE__": "int", "__INT_LEAST64_TYPE__": "long long",
    "__UINT_LEAST8_TYPE__": "unsigned char", "__UINT_LEAST16_TYPE__": "unsigned short",
    "__UINT_LEAST32_TYPE__": "unsigned int", "__UINT_LEAST64_TYPE__": "unsigned long long",
    # the rest of gcc's predefined macros that real code reads (a version string, the
    # characteristics of the floating types, widths, the constant macros of <stdint.h>, the
    # lock-free atomics), with gcc's values for x86 (both data models alike); `__VERSION__`
    # agrees with __GNUC__ 4.2.1
    "__VERSION__": '"4.2.1 Compatible absint"',
    "__FLT_RADIX__": "2", "__DECIMAL_DIG__": "21", "__DEC_EVAL_METHOD__": "2",
    "__FINITE_MATH_ONLY__": "0",
    "__FLT_MANT_DIG__": "24", "__FLT_DIG__": "6", "__FLT_MIN_EXP__": "(-125)",
    "__FLT_MIN_10_EXP__": "(-37)", "__FLT_MAX_EXP__": "128", "__FLT_MAX_10_EXP__": "38",
    "__FLT_DECIMAL_DIG__": "9", "__FLT_MAX__": "3.40282346638528859811704183484516925e+38F",
    "__FLT_MIN__": "1.17549435082228750796873653722224568e-38F",
    "__FLT_EPSILON__": "1.19209289550781250000000000000000000e-7F",
    "__FLT_DENORM_MIN__": "1.40129846432481707092372958328991613e-45F",
    "__DBL_MANT_DIG__": "53", "__DBL_DIG__": "15", "__DBL_MIN_EXP__": "(-1021)",
    "__DBL_MIN_10_EXP__": "(-307)", "__DBL_MAX_EXP__": "1024", "__DBL_MAX_10_EXP__": "308",
    "__DBL_DECIMAL_DIG__": "17", "__DBL_MAX__": "((double)1.79769313486231570814527423731704357e+308L)",
    "__DBL_MIN__": "((double)2.22507385850720138309023271733240406e-308L)",
    "__DBL_EPSILON__": "((double)2.22044604925031308084726333618164062e-16L)",
    "__DBL_DENORM_MIN__": "((double)4.94065645841246544176568792868221372e-324L)",
    "__LDBL_MANT_DIG__": "64", "__LDBL_DIG__": "18", "__LDBL_MIN_EXP__": "(-16381)",
    "__LDBL_MIN_10_EXP__": "(-4931)", "__LDBL_MAX_EXP__": "16384", "__LDBL_MAX_10_EXP__": "4932",
    "__LDBL_DECIMAL_DIG__": "21", "__LDBL_MAX__": "1.18973149535723176502126385303097021e+4932L",
    "__LDBL_MIN__": "3.36210314311209350626267781732175260e-4932L",
    "__LDBL_EPSILON__": "1.08420217248550443400745280086994171e-19L",
    "__LDBL_DENORM_MIN__": "3.64519953188247460252840593361941982e-4951L",
    **{f"__{t}_HAS_{p}__": "1" for t in ("FLT", "DBL", "LDBL")
       for p in ("DENORM", "INFINITY", "QUIET_NAN")},
    "__SCHAR_WIDTH__": "8", "__SHRT_WIDTH__": "16", "__INT_WIDTH__": "32",
    "__LONG_LONG_WIDTH__": "64", "__WCHAR_WIDTH__": "32", "__WINT_WIDTH__": "32",
    "__INTMAX_WIDTH__": "64", "__SIG_ATOMIC_WIDTH__": "32", "__INT_LEAST8_WIDTH__": "8",
    "__INT_LEAST16_WIDTH__": "16", "__INT_LEAST32_WIDTH__": "32", "__INT_LEAST64_WIDTH__": "64",
    "__INT_FAST8_WIDTH__": "8", "__INT_LEAST8_MAX__": "0x7f", "__INT_LEAST16_MAX__": "0x7fff",
    "__INT_LEAST32_MAX__": "0x7fffffff", "__UINT_LEAST8_MAX__": "0xff",
    "__UINT_LEAST16_MAX__": "0xffff", "__UINT_LEAST32_MAX__": "0xffffffffU",
    "__INT_FAST8_MAX__": "0x7f", "__UINT_FAST8_MAX__": "0xff",
    "__SIG_ATOMIC_TYPE__": "int", "__SIG_ATOMIC_MAX__": "0x7fffffff",
    "__SIG_ATOMIC_MIN__": "(-__SIG_ATOMIC_MAX__ - 1)",
    "__INT8_C(c)": "c", "__INT16_C(c)": "c", "__INT32_C(c)": "c", "__UINT8_C(c)": "c",
    "__UINT16_C(c)": "c", "__UINT32_C(c)": "c ## U",
    **{f"__GCC_ATOMIC_{t}_LOCK_FREE": "2" for t in (
        "BOOL", "CHAR", "CHAR16_T", "CHAR32_T", "WCHAR_T", "SHORT", "INT", "LONG", "LLONG",
        "POINTER")},
    "__GCC_ATOMIC_TEST_AND_SET_TRUEVAL": "1",
    **{f"__GCC_HAVE_SYNC_COMPARE_AND_SWAP_{n}": "1" for n in (1, 2, 4, 8)},
    "__GCC_IEC_559": "2", "__GCC_IEC_559_COMPLEX": "2", "__STDC_IEC_559_COMPLEX__": "1",
    "__STDC_ISO_10646__": "201706L", "__STDC_UTF_16__": "1", "__STDC_UTF_32__": "1",
    "__GNUC_STDC_INLINE__": "1", "__NO_INLINE__": "1", "__USER_LABEL_PREFIX__": "",
    "__REGISTER_PREFIX__": "",
}
_MACHINE = {
    "lp64": {"__LP64__": "1", "_LP64": "1", "__x86_64__": "1", "__x86_64": "1", "__amd64__": "1",
             "__amd64": "1", "__SIZEOF_POINTER__": "8", "__SIZEOF_LONG__": "8",
             "__SIZEOF_SIZE_T__": "8", "__SIZEOF_PTRDIFF_T__": "8",
             "__LONG_MAX__": "9223372036854775807L", "__SIZEOF_LONG_DOUBLE__": "16",
             "__absint_lp64": "1", "__FLT_EVAL_METHOD__": "0", "__LONG_WIDTH__": "64",
             "__SIZE_WIDTH__": "64", "__PTRDIFF_WIDTH__": "64", "__INTPTR_WIDTH__": "64",
             "__INT_FAST16_WIDTH__": "64", "__INT_FAST32_WIDTH__": "64",
             "__INT_FAST64_WIDTH__": "64", "__INT_FAST16_MAX__": "0x7fffffffffffffffL",
             "__INT_FAST32_MAX__": "0x7fffffffffffffffL",
             "__INT_FAST64_MAX__": "0x7fffffffffffffffL",
             "__UINT_FAST16_MAX__": "0xffffffffffffffffUL",
             "__UINT_FAST32_MAX__": "0xffffffffffffffffUL",
             "__UINT_FAST64_MAX__": "0xffffffffffffffffUL",
             "__INT_LEAST64_MAX__": "0x7fffffffffffffffL",
             "__UINT_LEAST64_MAX__": "0xffffffffffffffffUL", "__INT64_C(c)": "c ## L",
             "__UINT64_C(c)": "c ## UL", "__INTMAX_C(c)": "c ## L", "__UINTMAX_C(c)": "c ## UL",
             "__SIZEOF_FLOAT80__": "16", "__SIZEOF_FLOAT128__": "16"},
    "ilp32": {"__ILP32__": "1", "_ILP32": "1", "__i386__": "1", "__i386": "1", "__i686__": "1",
              "__SIZEOF_POINTER__": "4", "__SIZEOF_LONG__": "4", "__SIZEOF_SIZE_T__": "4",
              "__SIZEOF_PTRDIFF_T__": "4", "__LONG_MAX__": "2147483647L",
              "__SIZEOF_LONG_DOUBLE__": "12", "__absint_ilp32": "1",
              "__FLT_EVAL_METHOD__": "2", "__LONG_WIDTH__": "32", "__SIZE_WIDTH__": "32",
              "__PTRDIFF_WIDTH__": "32", "__INTPTR_WIDTH__": "32", "__INT_FAST16_WIDTH__": "32",
              "__INT_FAST32_WIDTH__": "32", "__INT_FAST64_WIDTH__": "64",
              "__INT_FAST16_MAX__": "0x7fffffff", "__INT_FAST32_MAX__": "0x7fffffff",
              "__INT_FAST64_MAX__": "0x7fffffffffffffffLL", "__UINT_FAST16_MAX__": "0xffffffffU",
              "__UINT_FAST32_MAX__": "0xffffffffU", "__UINT_FAST64_MAX__": "0xffffffffffffffffULL",
              "__INT_LEAST64_MAX__": "0x7fffffffffffffffLL",
              "__UINT_LEAST64_MAX__": "0xffffffffffffffffULL", "__INT64_C(c)": "c ## LL",
              "__UINT64_C(c)": "c ## ULL", "__INTMAX_C(c)": "c ## LL",
              "__UINTMAX_C(c)": "c ## ULL", "__SIZEOF_FLOAT80__": "12",
              "__SIZEOF_FLOAT128__": "16"},
}
# The types and limits whose choice depends on the data model (gcc's x86_64 and i386 values).
_WORD_TYPES = {
    "lp64": {"__SIZE_TYPE__": "long unsigned int", "__PTRDIFF_TYPE__": "long int",
             "__INTPTR_TYPE__": "long int", "__UINTPTR_TYPE__": "long unsigned int",
             "__SIZE_MAX__": "18446744073709551615UL", "__PTRDIFF_MAX__": "9223372036854775807L",
             "__INTPTR_MAX__": "9223372036854775807L", "__UINTPTR_MAX__": "18446744073709551615UL",
             "__INT_FAST8_TYPE__": "signed char", "__INT_FAST16_TYPE__": "long int",
             "__INT_FAST32_TYPE__": "long int", "__INT_FAST64_TYPE__": "long int",
             "__UINT_FAST8_TYPE__": "unsigned char", "__UINT_FAST16_TYPE__": "long unsigned int",
             "__UINT_FAST32_TYPE__": "long unsigned int", "__UINT_FAST64_TYPE__": "long unsigned int",
             "__INTMAX_TYPE__": "long int", "__UINTMAX_TYPE__": "long unsigned int",
             "__INT64_TYPE__": "long int", "__UINT64_TYPE__": "long unsigned int",
             "__SIZEOF_INT128__": "16", "__BIGGEST_ALIGNMENT__": "16"},
    "ilp32": {"__SIZE_TYPE__": "unsigned int", "__PTRDIFF_TYPE__": "int",
              "__INTPTR_TYPE__": "int", "__UINTPTR_TYPE__": "unsigned int",
              "__SIZE_MAX__": "4294967295U", "__PTRDIFF_MAX__": "2147483647",
              "__INTPTR_MAX__": "2147483647", "__UINTPTR_MAX__": "4294967295U",
              "__INT_FAST8_TYPE__": "signed char", "__INT_FAST16_TYPE__": "int",
              "__INT_FAST32_TYPE__": "int", "__INT_FAST64_TYPE__": "long long int",
              "__UINT_FAST8_TYPE__": "unsigned char", "__UINT_FAST16_TYPE__": "unsigned int",
              "__UINT_FAST32_TYPE__": "unsigned int", "__UINT_FAST64_TYPE__": "long long unsigned int",
              "__INTMAX_TYPE__": "long long int", "__UINTMAX_TYPE__": "long long unsigned int",
              "__INT64_TYPE__": "long long int", "__UINT64_TYPE__": "long long unsigned int",
              "__BIGGEST_ALIGNMENT__": "16"},
}


def machine_defines(machine: str) -> list:
    if machine not in _MACHINE:
        raise FrontendError(f"unknown machine '{machine}' (expected lp64 or ilp32)")
    macros = dict(_COMMON)
    macros.update(_MACHINE[machine])
    macros.update(_WORD_TYPES[machine])
    return [f"-D{k}={v}" for k, v in macros.items()]


def preprocess(path: str, options) -> str:
    """The preprocessed text of `path` (line markers kept), or FrontendError with gcc's first error."""
    return preprocess_with_notes(path, options)[0]


def preprocess_with_notes(path: str, options) -> tuple:
    """(text as preprocess() gives it, [Note(file, line, message)] for the GNU extensions the cleanup
    drops although they matter (`vector_size` attributes; level "unsupported") and for the headers
    taken from the host system (level "note", see host_fallback)."""
    cmd = _command(path, options)
    proc = _run(cmd, path, options)
    host_notes = []
    if proc.returncode != 0:
        proc, host_notes = host_fallback(cmd, proc, path, options)
    if proc.returncode != 0:
        raise FrontendError(first_error(proc.stderr, path))
    text = vector_typedefs(gnu_std_attributes(strip_pragmas(proc.stdout)))
    notes = host_notes + unmodelled_attributes(text)
    text = strip_local_labels(strip_asm(strip_attributes(text)))
    return rewrite_ranges(rewrite_label_values(rewrite_types_compatible(text))), notes


class Note(tuple):
    """A front-end note (file, line, message), unpacked as a 3-tuple; `level` is its diagnostic
    level ("unsupported" for constructs the analysis approximates, "note" for information)."""

    def __new__(cls, file: str, line: int, message: str, level: str = "unsupported"):
        note = super().__new__(cls, (file, line, message))
        note.level = level
        return note


_STD_VERSIONS = (("89", None), ("90", None), ("199409", "199409L"), ("99", "199901L"),
                 ("9x", "199901L"), ("11", "201112L"), ("1x", "201112L"), ("17", "201710L"),
                 ("18", "201710L"), ("2x", "202000L"), ("23", "202311L"))


def std_version(std: str):
    """__STDC_VERSION__ for a -std= value (None for C89/C90, which define none)."""
    for suffix, version in _STD_VERSIONS:
        if std.endswith(suffix):
            return version
    return "201112L"


def _command(path: str, options) -> list:
    cmd = [options.cpp, "-E", "-nostdinc", "-undef"]
    defines = machine_defines(options.machine)
    std = getattr(options, "std", None)
    if std:   # a compilation database's -std: the language version the program is written for
        defines = [d for d in defines if not d.startswith("-D__STDC_VERSION__=")]
        version = std_version(std)
        if version:
            defines.append(f"-D__STDC_VERSION__={version}")
        if not std.startswith("gnu"):
            defines.append("-D__STRICT_ANSI__=1")
        cmd.append("-std=" + std)
    cmd += defines
    for d in options.defines:
        cmd.append("-D" + d)
    for u in options.undefines:
        cmd.append("-U" + u)
    for inc in options.include_dirs:
        cmd += ["-I", inc]
    # -x c: .i files (already preprocessed) still get the prelude's GNU-extension macros
    cmd += ["-isystem", INCLUDE_DIR, "-include", os.path.join(INCLUDE_DIR, "__absint_prelude.h")]
    for forced in getattr(options, "forced_includes", ()):
        cmd += ["-include", forced]
    cmd += ["-x", "c", path]
    return cmd


def _run(cmd: list, path: str, options):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=120)
    except FileNotFoundError:
        raise FrontendError(f"{path}: C preprocessor '{options.cpp}' not found") from None
    except subprocess.TimeoutExpired:
        raise FrontendError(f"{path}: C preprocessor timed out") from None


# ---- headers absint does not have: the host system's, for the data model they describe

_MISSING = re.compile(r"^(.*?):(\d+):(\d+): (?:fatal )?error: (.+?): No such file or directory$", re.M)
_HOST_MACHINES = ("x86_64", "amd64")


def host_fallback(cmd: list, proc, path: str, options) -> tuple:
    """When preprocessing stopped at an `#include <X>` (or `"X"`) that absint's headers lack but
    the host's have: for lp64 on an x86_64 host (whose headers describe that data model), run again
    with the host's include directories searched after ours (-idirafter), and note each header
    taken from them. (proc, notes); proc is the failed run when there is no fallback, and for
    ilp32 the error says that only the host has the header."""
    missing = missing_system_header(proc.stderr)
    if missing is None:
        return proc, []
    file, line, col, name = missing
    dirs, target = host_include_dirs(options.cpp)
    found = next((os.path.join(d, name) for d in dirs if os.path.isfile(os.path.join(d, name))), None)
    if found is None:
        return proc, []
    if options.machine != "lp64" or not target.startswith(_HOST_MACHINES):
        describes = "x86_64 (lp64)" if target.startswith(_HOST_MACHINES) else target or "the host"
        raise FrontendError(f"{file}:{line}:{col}: {name}: No such file or directory (absint has no "
                            f"<{name}>; the host's {found} describes {describes}, not "
                            f"--machine {options.machine})")
    retry = cmd[:-3] + [a for d in dirs for a in ("-idirafter", d)] + cmd[-3:]
    proc = _run(retry, path, options)
    if proc.returncode != 0:
        return proc, []
    return proc, host_header_notes(proc.stdout, dirs, options.machine)


def missing_system_header(stderr: str):
    """(file, line, col, X) when gcc stopped at `#include <X>` (or `"X"`) for want of X."""
    m = _MISSING.search(stderr)
    if m is None:
        return None
    file, line, col, name = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4)
    try:
        with open(file, errors="replace") as f:
            for k, text in enumerate(f, 1):
                if k == line:
                    break
            else:
                return None
    except OSError:
        return None
    # (a quoted include not found beside the file nor in -I directories is looked for in the
    # system directories too: `#include "zlib.h"` finds /usr/include/zlib.h under gcc)
    inc = re.match(r"\s*#\s*include(?:_next)?\s*(?:<([^>]+)>|\"([^\"]+)\")", text)
    if inc is None or (inc.group(1) or inc.group(2)).strip() != name:
        return None
    return file, line, col, name


_HOST_DIRS = {}


def host_include_dirs(cpp: str) -> tuple:
    """([the C preprocessor's own system include directories, in search order], its target
    triple), cached per preprocessor; ([], "") when it does not say."""
    if cpp not in _HOST_DIRS:
        try:
            proc = subprocess.run([cpp, "-xc", "-E", "-v", "-"], input="", capture_output=True,
                                  text=True, errors="replace", timeout=60)
            out = proc.stderr
        except (OSError, subprocess.TimeoutExpired):
            out = ""
        dirs, inside = [], False
        for line in out.splitlines():
            if line.startswith("#include <...> search starts here"):
                inside = True
            elif line.startswith("End of search list"):
                inside = False
            elif inside and line.startswith(" "):
                d = os.path.normpath(line.strip().split(" (")[0])
                if os.path.isdir(d) and os.path.realpath(d) != os.path.realpath(INCLUDE_DIR):
                    dirs.append(d)
        target = re.search(r"^Target: (\S+)", out, re.M)
        _HOST_DIRS[cpp] = (dirs, target.group(1).lower() if target else "")
    return _HOST_DIRS[cpp]


def host_header_notes(text: str, dirs: list, machine: str) -> list:
    """One note per host header that a file other than a host header included, at that
    #include (the host headers these include in turn are theirs)."""
    def host_name(file):
        for d in sorted(dirs, key=len, reverse=True):
            if file.startswith(d.rstrip(os.sep) + os.sep):
                return os.path.relpath(file, d)
        return None

    notes, seen, stack = [], set(), []
    for m in re.finditer(r'^#\s*(\d+)\s+"((?:[^"\\]|\\.)*)"((?:\s+\d)*)\s*$', text, re.M):
        line, file, flags = int(m.group(1)), m.group(2), m.group(3).split()
        if "1" in flags:
            stack.append(file)
        elif "2" in flags and stack:
            entered = stack.pop()
            name = host_name(entered)
            if name is not None and (not stack or host_name(stack[-1]) is None) and name not in seen:
                seen.add(name)
                notes.append(Note(file, max(line - 1, 1),
                                  f"<{name}> is not among absint's headers: using the host's "
                                  f"{entered} ({machine})", level="note"))
    return notes


_VECTOR_SIZE = re.compile(r"\b__attribute(?:__)?\s*\(\(\s*(?:__)?vector_size(?:__)?\b")
_LINE_MARKER = re.compile(r'^#\s*(?:line\s+)?(\d+)\s+"((?:[^"\\]|\\.)*)"', re.M)


def unmodelled_attributes(text: str) -> list:
    """Where an attribute that changes what a program does, and that absint does not model,
    occurs (file, line): `vector_size(N)` (absint has no vector types, so the declared type stays
    the element type, smaller than the real object), and `cleanup(f)` where mark_cleanups
    cannot put its call (a for loop's own declaration)."""
    if "vector_size" not in text and "cleanup" not in text:
        return []
    notes = []
    markers = [(m.start(), int(m.group(1)), m.group(2)) for m in _LINE_MARKER.finditer(text)]
    found = [(m.start(), "vector type (vector_size attribute): not modelled, its objects are "
                         "taken to be one element") for m in _VECTOR_SIZE.finditer(text)]
    found += [(m.start(), "cleanup attribute outside a block (a for loop's declaration): its call "
                          "as the variable goes out of scope is not modelled")
              for m in _CLEANUP_ATTRIBUTE.finditer(text) if _opener_before(text, m.start()) == "("]
    for start, message in sorted(found):
        at = max((mk for mk in markers if mk[0] < start), default=None, key=lambda mk: mk[0])
        if at is None:
            continue
        line = at[1] + text.count("\n", text.index("\n", at[0]) + 1, start)
        notes.append(Note(at[2], line, message))
    return notes


_VECTOR_BYTES = re.compile(r"\b(?:__)?vector_size(?:__)?\s*\(\s*(\d+)\s*\)")


def vector_typedefs(text: str) -> str:
    """A GNU vector type, `typedef T name __attribute__((vector_size(N)))` (the compilers' SIMD
    headers: `__m128i`, `__v4sf`, ...), becomes `typedef struct __absint_vector_name { T
    __absint_lanes[N / sizeof(T)]; } name;`: objects of its full size (16 bytes, where the
    attribute dropped left one element of 8), copied whole by assignments, loads and stores
    (`*(__m128i *)(p + 8)` reads 16 bytes), and its lanes subscripted (`v[i]`). What vectors
    compute (`a + b`, the builtins) is an unsupported construct at its line (the lowering).
    Line breaks are kept; a declaration whose size is not a plain number stays as it was."""
    if "vector_size" not in text:
        return text
    out, pos = [], 0
    for m in _VECTOR_SIZE.finditer(text):
        if m.start() < pos:
            continue
        start = max(text.rfind(";", 0, m.start()), text.rfind("}", 0, m.start()),
                    text.rfind("{", 0, m.start())) + 1
        marker = text.rfind("\n#", start, m.start())
        if marker >= 0:       # (a line marker inside: the declaration starts after it)
            start = text.index("\n", marker + 1)
        head = text[start:m.start()]
        decl = re.fullmatch(r"(\s*)typedef\s+([^;{}()]*?)\s*\b([A-Za-z_]\w*)\s*", head, re.S)
        attr_end = _balanced(text, text.index("(", m.start()))
        end = text.find(";", attr_end) if attr_end > 0 else -1
        if decl is None or end < 0 or text[attr_end:end].strip():
            continue
        attrs = text[m.start():attr_end]
        size = _VECTOR_BYTES.search(attrs)
        if size is None or not decl.group(2).strip():
            continue
        lead, elem, name, n = decl.group(1), decl.group(2).strip(), decl.group(3), int(size.group(1))
        align = "" if "aligned" in attrs or n & (n - 1) else f" __attribute__((aligned({n})))"
        breaks = text.count("\n", start, end) - lead.count("\n")
        out.append(text[pos:start])
        out.append(f"{lead}typedef struct {VECTOR_TAG}{name} {{ {elem} {VECTOR_LANES}[{n} / "
                   f"sizeof({elem})]; }}{align} {name};" + "\n" * breaks)
        pos = end + 1
    out.append(text[pos:])
    return "".join(out)


_PRAGMA_LINE = re.compile(r"^[ \t]*#[ \t]*pragma\b(?![ \t]+pack\b)[^\n]*$", re.M)


def strip_pragmas(text: str) -> str:
    """Every `#pragma` but `pack` becomes an empty line. None of them (GCC optimize/diagnostic/
    unroll/ivdep, omp, STDC, weak, ...) changes which accesses a program makes, and cpp puts one
    a `_Pragma` operator expands to on a line of its own wherever the operator stood, also in the
    middle of a declaration (zstd's `DONT_VECTORIZE` under gcc < 4.4), where pycparser rejects it."""
    if "pragma" not in text:
        return text
    return _PRAGMA_LINE.sub("", text)


_GNU_STD_ATTR = re.compile(r"^\s*(?:gnu|__gnu__)\s*::\s*(.*)$", re.S)


def _past_literal_or_directive(text: str, i: int):
    """The index after the string or character literal, or the directive line, that starts at
    text[i]; None when none starts there (the scanners below leave those alone)."""
    n, ch = len(text), text[i]
    if ch in "\"'":
        j = i + 1
        while j < n and text[j] != ch and text[j] != "\n":
            j += 2 if text[j] == "\\" else 1
        return j + 1
    if ch == "#" and (i == 0 or text[i - 1] == "\n"):
        j = text.find("\n", i)
        return n if j < 0 else j + 1
    return None


def gnu_std_attributes(text: str) -> str:
    """C23 attributes of the gnu namespace (`[[gnu::packed]]`, `[[gnu::vector_size(16)]]`) become
    the `__attribute__((...))` they stand for, at the same place, so that the cleanup below treats
    them as it treats those (packed layouts, the vector_size diagnostic); the others are left to the
    parser, which drops them."""
    if "[[" not in text or "gnu" not in text:
        return text
    out, pos, i, n = [], 0, 0, len(text)
    while i < n:
        ch = text[i]
        past = _past_literal_or_directive(text, i)
        if past is not None:
            i = past
            continue
        if ch == "[" and text.startswith("[[", i):
            end = _balanced(text, i, "[", "]")  # the outer [ ... ]
            if end > 0 and text[end - 2:end] == "]]":
                parts = _split_top(text[i + 2:end - 2], ",")
                gnu = [m.group(1).strip() for m in (_GNU_STD_ATTR.match(p) for p in parts) if m]
                if gnu:
                    rest = [p.strip() for p in parts if not _GNU_STD_ATTR.match(p) and p.strip()]
                    out.append(text[pos:i])
                    after_brace = text[:i].rstrip().endswith("}")   # `struct s {...} [[gnu::packed]]`:
                    out.append(("" if after_brace else              # gcc ignores it (a warning)
                                "__attribute__((" + ", ".join(gnu) + "))")
                               + (" [[" + ", ".join(rest) + "]]" if rest else "")
                               + "\n" * text.count("\n", i, end))
                    pos = i = end
                    continue
        i += 1
    out.append(text[pos:])
    return "".join(out)


_LOCAL_LABELS = re.compile(r"\b__label__\s+[A-Za-z_][\w\s,]*;")


def strip_local_labels(text: str) -> str:
    """GNU `__label__ a, b;` (block-scoped labels, for macros): dropped, so its labels become
    function-wide (a macro that uses one twice in a function then gives a duplicate-label error)."""
    if "__label__" not in text:
        return text
    return _LOCAL_LABELS.sub(lambda m: ";" + "\n" * m.group(0).count("\n"), text)


def first_error(stderr: str, path: str) -> str:
    """gcc's first error line as "file:line:col: what"."""
    for line in stderr.splitlines():
        m = re.match(r"^(.*?):(\d+):(\d+): (?:fatal )?error: (.*)$", line)
        if m:
            return f"{m.group(1)}:{m.group(2)}:{m.group(3)}: {m.group(4)}"
        m = re.match(r"^(.*?):(\d+): (?:fatal )?error: (.*)$", line)
        if m:
            return f"{m.group(1)}:{m.group(2)}: {m.group(3)}"
    lines = [l for l in stderr.splitlines() if l.strip()]
    return f"{path}: preprocessing failed" + (f": {lines[0].strip()}" if lines else "")


PACKED_MARKER = "__absint_packed"
_ATTRIBUTE = re.compile(r"\b__attribute(?:__)?\b")


def strip_attributes(text: str) -> str:
    """Remove `__attribute__((...))`. The attributes that change a struct's layout become marker
    members the lowering reads and drops (ignoring them would make the analyzer believe in another
    object than the real one): `packed` of a struct or union a member `char __absint_packed[0];`
    inside its braces, `packed` of a member a marker before it; `aligned(N)` (and bare `aligned`,
    gcc's largest alignment, 16) of a struct `char __absint_align_struct[0][N];`, of a member
    `char __absint_align_member[0][N];` before it (zero-sized: they add no bytes). A function's
    `constructor`, `destructor` and `weak` become `#pragma absint_constructor NAME PRIORITY` (and
    _destructor, _weak) after the unit's last line; a local `cleanup(f)` a call (mark_cleanups)."""
    if "__attribute" not in text:
        return text
    text = mark_cleanups(text)
    out, pos = [], 0
    after_brace = ""         # markers for the braces after `struct __attribute__((...)) S`
    insert_in_enum = False
    enums = []   # packed enums seen (numbers their markers)
    runs = []    # pragmas naming the functions that run before or after main
    for m in _ATTRIBUTE.finditer(text):
        if m.start() < pos:
            continue
        j = m.end()
        while j < len(text) and text[j] in " \t":
            j += 1
        if j >= len(text) or text[j] != "(":
            continue
        end = _balanced(text, j)
        if end < 0:
            continue
        body = text[j:end]
        packed = re.search(r"\b(__packed__|packed)\b", body) is not None
        aligned = _aligned_arg(body)
        before = text[pos:m.start()]
        run, weak = _RUNS.search(body), _WEAK.search(body)
        name = _attributed_function("".join(out) + before, text[end:end + 2000]) \
            if run or weak else None
        if name is not None and weak:   # a definition another file's may replace
            runs.append(f"#pragma absint_weak {name} 0\n")
        if name is not None and run:
            kind = "destructor" if "destructor" in run.group(0) else "constructor"
            priority = run.group(1) if run.group(1) is not None else "65535"
            runs.append(f"#pragma absint_{kind} {name} {priority}\n")
        mode = re.search(r"\b(?:__mode__|mode)\s*\(\s*(?:__)?([A-Za-z]+?)(?:__)?\s*\)", body)
        if mode:
            before = _apply_mode(before, mode.group(1))
        keep_lines = "\n" * body.count("\n")
        if packed or aligned is not None:
            whole = (f" char {PACKED_MARKER}[0]; " if packed else "") + \
                (f" char {ALIGN_STRUCT_MARKER}[0][{aligned}]; " if aligned is not None else "")
            prev = before.rstrip()
            done = "".join(out) + prev   # the brace may open before an earlier attribute
            if prev.endswith("}") and _is_enum_body(done, len(done) - 1):
                if packed:
                    # enum E { ... } __attribute__((packed)): a marker enumerator before the brace
                    k = len(prev) - 1
                    before = prev[:k] + _enum_marker(prev[:k], len(enums)) + prev[k:] + before[len(prev):]
                    enums.append(k)
            elif prev.endswith("}"):
                # struct S { ... } __attribute__((packed)): the marker goes before the brace
                k = len(prev) - 1
                before = prev[:k] + whole + prev[k:] + before[len(prev):]
            elif re.search(r"\benum\s*$", prev):
                insert_in_enum = packed     # enum __attribute__((packed)) E { ... }
            elif re.search(r"\b(struct|union)\s*$", prev):
                after_brace = whole         # struct __attribute__((packed)) S { ... }
            elif _in_struct_body(done):
                # a member's own `int i __attribute__((packed));`: a marker member before it
                done = "".join(out) + before
                k = _member_start(done)
                member = (f" char {PACKED_MEMBER_MARKER}[0]; " if packed else "") + \
                    (f" char {ALIGN_MEMBER_MARKER}[0][{aligned}]; " if aligned is not None else "")
                out, before = [done[:k] + member + done[k:]], ""
        out.append(before)
        out.append(keep_lines)
        pos = end
        if after_brace:
            brace = text.find("{", pos)
            semi = text.find(";", pos)
            if brace >= 0 and (semi < 0 or brace < semi):
                out.append(text[pos:brace + 1] + after_brace)
                pos = brace + 1
            after_brace = ""
        if insert_in_enum:
            brace = text.find("{", pos)
            semi = text.find(";", pos)
            close = text.find("}", brace) if brace >= 0 else -1
            if brace >= 0 and close >= 0 and (semi < 0 or brace < semi):
                out.append(text[pos:close] + _enum_marker(text[pos:close], len(enums)))
                enums.append(close)
                pos = close
            insert_in_enum = False
    out.append(text[pos:])
    if runs:   # after the unit's last line: the lowering finds the functions declared by then
        out.append("\n" + "".join(runs))
    return "".join(out)


# `constructor`/`destructor`, with an optional priority: the function runs before main starts /
# after it returns (or exit); told to the lowering by `#pragma absint_constructor NAME PRIORITY`
_RUNS = re.compile(r"\b(?:__)?(?:constructor|destructor)(?:__)?\b\s*(?:\(\s*(\d+)\s*\))?")
_WEAK = re.compile(r"\b(?:__)?weak(?:__)?\b")
_CLEANUP_ATTRIBUTE = re.compile(r"\b__attribute(?:__)?\s*\(\(\s*(?:__)?cleanup(?:__)?\b")
_CLEANUP_FUNCTION = re.compile(r"\b(?:__)?cleanup(?:__)?\s*\(\s*([A-Za-z_]\w*)\s*\)")
_CALLED_NAME = re.compile(r"\b([A-Za-z_]\w*)\s*\(")


def _attributed_function(before: str, after: str):
    """The name of the function an attribute list belongs to: the first `name(` after it (other
    attribute lists skipped), or, when the declaration ends there (`void f(void)
    __attribute__((constructor));`), the declarator just before it."""
    k = 0
    while k < len(after):
        m = _ATTRIBUTE.match(after, k)
        if m is not None:
            k = _attribute_end(after, m)
            if k < 0:
                return None
            continue
        ch = after[k]
        if ch in ";{=,":
            break
        m = _CALLED_NAME.match(after, k)
        if m is not None and not after[k - 1:k].isalnum() and after[k - 1:k] != "_":
            return m.group(1)
        k += 1
    m = re.search(r"\b([A-Za-z_]\w*)\s*\([^()]*\)\s*$", before)
    return m.group(1) if m is not None else None


def mark_cleanups(text: str) -> str:
    """`T v __attribute__((cleanup(f))) = x;` in a block: the marker call `__absint_cleanup(f, &v);`
    after the declaration (on its line), which the lowering turns into f(&v) where v's block is
    left. Elsewhere (a for loop's own declaration) the attribute is dropped with a note."""
    if "cleanup" not in text:
        return text
    inserts = []
    for m in _ATTRIBUTE.finditer(text):
        end = _attribute_end(text, m)
        f = _CLEANUP_FUNCTION.search(text[m.end():end]) if end > 0 else None
        if f is None or _opener_before(text, m.start()) != "{" or _in_struct_body(text[:m.start()]):
            continue
        semi = _statement_end(text, end)
        if semi < 0:
            continue
        start = max(text.rfind(ch, 0, m.start()) for ch in ";{}") + 1
        decl = re.sub(r"\[[^\]]*\]", "", _without_attributes(text[start:semi]).split("=")[0])
        names = re.findall(r"[A-Za-z_]\w*", decl)
        if names:
            inserts.append((semi + 1, f" {CLEANUP_CALL}({f.group(1)}, &{names[-1]});"))
    for at, call in reversed(inserts):
        text = text[:at] + call + text[at:]
    return text


CLEANUP_CALL = "__absint_cleanup"


def _opener_before(text: str, at: int) -> str:
    """The innermost bracket still open at `at` ("" at file scope)."""
    closed = {")": 0, "]": 0, "}": 0}
    pairs = {"(": ")", "[": "]", "{": "}"}
    k = at - 1
    while k >= 0:
        ch = text[k]
        if ch in closed:
            closed[ch] += 1
        elif ch in pairs:
            if closed[pairs[ch]] == 0:
                return ch
            closed[pairs[ch]] -= 1
        k -= 1
    return ""


def _statement_end(text: str, at: int) -> int:
    """The `;` that ends the declaration going on at `at` (brackets and literals skipped)."""
    depth, k, n = 0, at, len(text)
    while k < n:
        ch = text[k]
        if ch in "\"'":
            k += 1
            while k < n and text[k] != ch:
                k += 2 if text[k] == "\\" else 1
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                return -1
        elif ch == ";" and depth == 0:
            return k
        k += 1
    return -1


def _attribute_end(text: str, m) -> int:
    """Where the `__attribute__` matched at m ends: past its balanced parentheses (-1: none)."""
    j = text.find("(", m.end())
    return _balanced(text, j) if j >= 0 else -1


def _without_attributes(text: str) -> str:
    out, pos = [], 0
    for m in _ATTRIBUTE.finditer(text):
        end = _attribute_end(text, m)
        if end < 0 or m.start() < pos:
            continue
        out.append(text[pos:m.start()])
        pos = end
    out.append(text[pos:])
    return "".join(out)


ALIGN_STRUCT_MARKER = "__absint_align_struct"
ALIGN_MEMBER_MARKER = "__absint_align_member"
_ALIGNED = re.compile(r"\b(?:__aligned__|aligned)\b")


def _aligned_arg(body: str):
    """The alignment an attribute list asks for, as C text (`aligned(N)`: N; bare `aligned`: 16,
    gcc's largest alignment on x86), or None."""
    m = _ALIGNED.search(body)
    if m is None:
        return None
    k = m.end()
    while k < len(body) and body[k] in " \t\n":
        k += 1
    if k < len(body) and body[k] == "(":
        close = _balanced(body, k)
        if close > 0:
            return body[k:close]
    return "16"


PACKED_ENUM_MARKER = "__absint_packed_enum"
PACKED_MEMBER_MARKER = "__absint_packed_member"


def _member_start(text: str) -> int:
    """Where the member declaration that `text` ends inside begins: after the last `;` or `{` of
    the struct's own level (a member of struct type has braces of its own)."""
    depth, i = 0, len(text) - 1
    while i >= 0:
        ch = text[i]
        if ch == "}":
            depth += 1
        elif ch == "{":
            if depth == 0:
                return i + 1
            depth -= 1
        elif ch == ";" and depth == 0:
            return i + 1
        i -= 1
    return 0


def _in_struct_body(text: str) -> bool:
    """Whether the end of `text` is inside the braces of a struct or union (at its top level)."""
    depth, i = 0, len(text) - 1
    while i >= 0:
        ch = text[i]
        if ch == "}":
            depth += 1
        elif ch == "{":
            if depth == 0:
                return re.search(r"\b(struct|union)(\s+[A-Za-z_]\w*)?\s*$", text[max(0, i - 300):i]) is not None
            depth -= 1
        i -= 1
    return False


def _is_enum_body(text: str, close: int) -> bool:
    """Whether the `}` at `close` ends the body of an enum (`enum [tag] { ... }`)."""
    depth, i = 0, close
    while i >= 0:
        if text[i] == "}":
            depth += 1
        elif text[i] == "{":
            depth -= 1
            if depth == 0:
                return re.search(r"\benum(\s+[A-Za-z_]\w*)?\s*$", text[:i]) is not None
        i -= 1
    return False


def _enum_marker(body_before_brace: str, n: int) -> str:
    """A last enumerator `__absint_packed_enumN = 0` (0 never changes the smallest type that holds
    the values), which the lowering removes and reads as "packed"."""
    comma = "" if body_before_brace.rstrip().endswith(",") else ","
    return f"{comma} {PACKED_ENUM_MARKER}{n} = 0 "


_MODES = {"QI": "char", "HI": "short", "SI": "int", "DI": "long long", "TI": "__int128",
          "byte": "char", "word": "long"}
_MODE_DECL = re.compile(r"(typedef\s+)((?:(?:signed|unsigned|int|long|short|char)\s+)+)(\w+\s*)$")


def _apply_mode(before: str, mode: str) -> str:
    """`typedef int int8_t __attribute__((__mode__(__QI__)))` (old glibc <sys/types.h>): the
    integer type gets the mode's width (QI 8, HI 16, SI 32, DI 64 bits), keeping its signedness."""
    base = _MODES.get(mode)
    m = _MODE_DECL.search(before)
    if base is None or m is None:
        return before
    unsigned = "unsigned" in m.group(2).split()
    word = ("unsigned " if unsigned else "signed ") + base
    return before[:m.start()] + m.group(1) + word + " " + m.group(3)


_COMPUTED_GOTO = re.compile(r"\bgoto\s*\*\s*([^;]+);")
# `&&label` in operand position; line markers may come between (a table of label addresses in a
# header #included inside an initializer's braces, as interpreters' dispatch tables are)
_LABEL_ADDRESS = re.compile(r"([=(,{:?]|\breturn)(\s*(?:^#[^\n]*\n\s*)*)&&\s*([A-Za-z_]\w*)", re.M)


_TYPES_COMPATIBLE = "__builtin_types_compatible_p"


def rewrite_types_compatible(text: str) -> str:
    """`__builtin_types_compatible_p(T1, T2)` takes type names, which pycparser cannot parse as
    call arguments: it becomes `_Generic((typeof(T1) *)0, typeof(T2) *: 1, default: 0)`, which the
    lowering decides (qualifiers are not part of absint's types, as gcc ignores top-level ones)."""
    if _TYPES_COMPATIBLE not in text:
        return text
    out, pos = [], 0
    while True:
        i = text.find(_TYPES_COMPATIBLE, pos)
        if i < 0:
            break
        j = i + len(_TYPES_COMPATIBLE)
        while j < len(text) and text[j] in " \t\n":
            j += 1
        end = _balanced(text, j) if j < len(text) and text[j] == "(" else -1
        args = _split_top(text[j + 1:end - 1], ",") if end > 0 else []
        if len(args) != 2:
            out.append(text[pos:j])
            pos = j
            continue
        body = text[i:end]
        out.append(text[pos:i])
        out.append(f"_Generic((typeof({args[0].strip()}) *)0, typeof({args[1].strip()}) *: 1, default: 0)"
                   + "\n" * body.count("\n"))
        pos = end
    out.append(text[pos:])
    return "".join(out)


_CASE_RANGE = re.compile(r"\bcase\s+([^:;{}]*?)\s*\.\.\.\s*([^:;{}]*?)\s*:")
_DESIG_RANGE = re.compile(r"\[([^\[\];{}]*?)\s*\.\.\.\s*([^\[\];{}]*?)\]\s*=")


def rewrite_ranges(text: str) -> str:
    """GNU ranges: `case lo ... hi:` and `[lo ... hi] =` designators become calls the lowering
    recognizes (`__absint_case_range`, `__absint_desig_range`)."""
    if "..." not in text:
        return text
    text = _CASE_RANGE.sub(r"case __absint_case_range(\1, \2):", text)
    return _DESIG_RANGE.sub(r"[__absint_desig_range(\1, \2)] =", text)


def rewrite_label_values(text: str) -> str:
    """GNU labels as values, which pycparser cannot parse: `goto *e;` becomes
    `__absint_computed_goto(e);` and `&&label` (in operand position) `__absint_label_addr(label)`.
    Both lower to "unsupported" diagnostics with a sound over-approximation."""
    if "goto" in text:
        text = _COMPUTED_GOTO.sub(r"__absint_computed_goto(\1);", text)
    if "&&" in text:
        text = _LABEL_ADDRESS.sub(r"\1\2__absint_label_addr(\3)", text)
    return text


_ASM = re.compile(r"\b(?:__asm__|__asm|asm)\b")
_ASM_QUALS = re.compile(r"\s*(?:volatile|__volatile__|__volatile|goto|inline)\b")


def strip_asm(text: str) -> str:
    """Inline asm: labels (`int f(void) __asm__("g");`) are removed; statements become the call
    `__absint_asm()`, which lowers to an unsupported diagnostic and a Havoc. Newlines are kept so
    that line numbers do not move."""
    if "asm" not in text:
        return text
    out, pos, depth, i, n = [], 0, 0, 0, len(text)
    while i < n:
        ch = text[i]
        past = _past_literal_or_directive(text, i)
        if past is not None:
            i = past
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch in "_a" and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = _ASM.match(text, i)
            if m:
                j = m.end()
                is_goto = False
                while True:
                    q = _ASM_QUALS.match(text, _skip_markers(text, j))
                    if not q:
                        break
                    is_goto |= q.group(0).strip() == "goto"
                    j = q.end()
                j = _skip_markers(text, j)
                if j < n and text[j] == "(":
                    end = _balanced(text, j)
                    if end > 0:
                        prev = _last_token_char(text, i)
                        body = text[i:end]
                        label = depth == 0 or prev.isalnum() or prev in ")]_"
                        if depth > 0 and prev == ")":
                            label = not re.search(r"\b(if|while|for|else)\s*\([^;{}]*\)\s*$", text[max(0, i - 200):i])
                        out.append(text[pos:i])
                        call = "" if label else ("__absint_asm_goto()" if is_goto else
                                                 asm_call(_drop_markers(text[j:end])).replace("\n", " "))
                        out.append(call + _newlines_and_last_marker(body))
                        pos = i = end
                        continue
        i += 1
    out.append(text[pos:])
    return "".join(out)


_MARKER_LINE = re.compile(r"^#[^\n]*\n", re.M)


def _last_token_char(text: str, i: int) -> str:
    """The last character of code before position i (";" at the start), line markers skipped:
    an asm expanded from a system header's macro follows `# 284 "cpuid.h" 3 4`, whose "4" made
    it look like a label (`int f(void) __asm__("g")`), and it was dropped."""
    before = text[:i].rstrip()
    while before:
        line_start = before.rfind("\n") + 1
        if before.startswith("#", line_start):
            before = before[:line_start].rstrip()
            continue
        return before[-1]
    return ";"


def _skip_markers(text: str, j: int) -> int:
    """The first position from j that is neither white space nor inside a line marker (cpp puts
    them between the tokens of a macro's expansion: `__asm__ \n# 61 "h.h"\n volatile ...`)."""
    n = len(text)
    while j < n:
        if text[j].isspace():
            j += 1
        elif text[j] == "#" and (j == 0 or text[j - 1] == "\n"):
            k = text.find("\n", j)
            j = n if k < 0 else k + 1
        else:
            break
    return j


def _drop_markers(text: str) -> str:
    return _MARKER_LINE.sub(" ", text)


def _newlines_and_last_marker(body: str) -> str:
    """What replaces an asm's text after its call: as many newlines as it spans, and its last line
    marker (if it had one) where the marker was, so the lines after it keep their numbers."""
    last = None
    for last in _MARKER_LINE.finditer(body):
        pass
    if last is None:
        return "\n" * body.count("\n")
    return "\n" + last.group(0) + "\n" * body.count("\n", last.end())


def asm_call(paren: str) -> str:
    """`__absint_asm(MEM, out1, out2, ...)` for the operand list `( "tmpl" : outputs : inputs :
    clobbers )`: MEM is 1 when the asm may write memory (a "memory" clobber: all memory; 2: only
    through its memory outputs), the outN are the output lvalues."""
    sections = _split_top(paren[1:-1], ":")
    outputs = _split_top(sections[1], ",") if len(sections) > 1 else []
    clobbers = sections[3] if len(sections) > 3 else ""
    exprs, mem_outputs = [], False
    for op in outputs:
        m = re.match(r'\s*(?:\[\w+\]\s*)?("(?:[^"\\]|\\.)*"\s*)+\((.*)\)\s*$', op, re.S)
        if not m:
            continue
        exprs.append(m.group(2))
        if "m" in m.group(1) or "o" in m.group(1) or "V" in m.group(1):
            mem_outputs = True
    mem = 1 if '"memory"' in clobbers else (2 if mem_outputs else 0)
    return "__absint_asm(" + ", ".join([str(mem)] + [f"({e})" for e in exprs]) + ")"


def _split_top(text: str, sep: str) -> list:
    """Split at `sep` outside parentheses and string literals."""
    parts, depth, start, i, n = [], 0, 0, 0, len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    return parts


def _balanced(text: str, start: int, open_: str = "(", close: str = ")") -> int:
    depth, i, n = 0, start, len(text)
    while i < n:
        ch = text[i]
        if ch in "\"'":
            j = i + 1
            while j < n and text[j] != ch:
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if ch == open_:
            depth += 1
        elif ch == close:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1

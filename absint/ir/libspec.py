"""The C library as the analyzer knows it: one row per function (plain data).

LIBRARY[name] is a Model row. Every part of the analyzer reads the same row: the front end makes
one CheckSite (kind "call") per entry of its `access` column, the abstract interpreter
(absint.memory.libc) executes the row on the abstract state, and the concrete twin
(absint.checks.confirm) executes it on concrete memory. Adding a function is adding a row; a row
is checked against the clause of the C standard (C11, ISO/IEC 9899:2011) or POSIX.1-2017 cited
above its group. A function without a row (and without a body) is havocked, with a note.

A row has these columns:

  access   the ranges the call touches through its pointer arguments, checked like array
           accesses: a tuple of (arg, role, access, length)
             arg     0-based argument position of the pointer
             role    "destination" | "source" | "string" | "buffer" (for messages)
             access  "read" | "write"
             length  bytes touched, in the LENGTH language below
  format   (format arg, first variadic arg or None for a va_list, "print" | "scan", wide) for
           printf/scanf-like functions: the front end adds a site per %s of a literal format
           (read for "print"; for "scan" a write of the field width's bytes, or of any length),
           and per pointer argument of a format that is not a literal (FORMAT_ARGUMENT: the
           model decides from the format the state holds); with a va_list the call says at its
           line that the strings read there are not checked
  effect   what the call does to memory, as "kind(param, ...)" (params are argN or numbers):
             none                    nothing the program can see (output, comparisons, math)
             copy(D,S,N)             N elements of S's object copied to D (memcpy)
             fill(D,V,N)             N elements of D set to the value V (memset)
             string_copy(D,S)        the string at S and its terminator copied to D (strcpy)
             string_ncopy(D,S,N)     strncpy: S's first N elements; NULs up to N when S is
                                     shorter (a terminator only when strlen(S) < N)
             string_append(D,S)      S appended at D's terminator (strcat); with a third
             string_append(D,S,N)    argument at most N elements of S (strncat)
             alloc(SIZE)             a new heap block of SIZE bytes, or NULL (malloc)
             alloc_zeroed(SIZE)      the same, zero-filled (calloc)
             alloca(SIZE)            a new stack block of SIZE bytes (never NULL)
             realloc(SIZE)           a new heap block of SIZE bytes holding any values whose
                                     pointers point where the old block's (arg1) may, or NULL;
                                     the old block stays as it was (realloc's failure case)
             dup(LENGTH)             a new heap string of LENGTH elements and a terminator, or
                                     NULL (strdup)
             store_alloc(P,SIZE)     *P := a new heap block of SIZE bytes, result 0; or result
                                     nonzero and *P unchanged (posix_memalign)
             free(P)                 the block P points to ends
             read_line(D,N)          a string of at most N-1 elements from the input at D, result
                                     D; or NULL, D indeterminate (fgets)
             read_string(D)          a string of any length from the input at D (gets)
             input(D)                any bytes from the input at D, no string length (read)
             format(D)               the formatted string at D (sprintf); with a second
             format(D,N)             argument at most N-1 elements and a terminator (snprintf)
             sized_string(D,N)       a string of r elements, 0 < r < N, where r is the result;
                                     or result 0 and D indeterminate (strftime)
             scan                    the variadic pointer arguments get any value (scanf)
             end_pointer(E,S)        when E is not NULL, *E := a pointer into S's string, at
                                     offset [0, strlen(S)] (strtol's endptr)
             getline(L,N)            *L := a heap block of *N bytes (N written), holding a line
                                     of r bytes and a terminator (r the result) or result -1
             permute(D)              D's elements reordered: same values, anywhere (qsort)
             store_any(P)            when P is not NULL, *P := any value of its type (time)
             getopt(N,V)             optind := [1, N], optarg := NULL or a pointer into the
             getopt(N,V,I)           string of one of V[0..N-1], optopt := any character;
                                     *I := any value when I is not NULL (getopt_long)
             havoc(P,...)            the objects the arguments point to get any contents
                                     (pthread_mutex_lock: the mutex object only)
             assume(C)               execution goes on only where C != 0 (__VERIFIER_assume)
  result   the value returned, in the RESULT language below
  wide     the function works on wchar_t: plain counts and string lengths are in wchar_t units
  noreturn the call does not return (exit, abort, longjmp)
  arg_range (arg, lo, hi): the integer argument must be in [lo, hi], else the behaviour is
           undefined (<ctype.h>: EOF or an unsigned char value, C11 7.4p1). The front end checks it
           as an index: argument - lo in [0, hi - lo + 1) of a table of that many entries (glibc
           indexes such a table), reported like an access.
  nullable the argument positions of `access` that may be a null pointer constant, the call then
           touching nothing there (mbstowcs(NULL, s, 0) counts): such an argument written as
           NULL, 0 or (void *)0 gets no site

LENGTH language (bytes; a plain number, argument or string length counts elements: wchar_t for
wide rows):
  argN                 the value of argument N
  argN*W               argument N times W (W a number, "wchar" for sizeof(wchar_t), argM, or
                       sizeof(T))
  sizeof(T)            the size in bytes of the library's type T in the data model analysed
                       (OBJECT_SIZES: struct stat, struct termios, ...)
  strlen(argN)         the length of the narrow string at argument N (wcslen: wide)
  nonzero(argN)        1 when argument N converted to char is never 0, else 0 (strchr(s, c) finds
                       the terminator only for c == 0)
  a+b, a-b             sums and differences of terms
  min(a,b)             the least of a and b (kept as alternatives: a check holds if it holds for
                       one of them)
  string / wstring     the string at this argument and its terminator
  format               the characters of the formatted output (literal formats only)
  upto(X)              at most X bytes: how many depends on data the model does not follow
                       (memcmp stops at a difference); checked as X, not run concretely
  through(argC,X)      up to and including the first byte equal to argument C, at most X
                       (memchr): checked as at least one byte and at most X
  input(X)             what the input fills, at most X: checked as X
  unknown              depends on the input: may overflow any finite buffer (gets, %s of scanf)

RESULT language (alternatives separated by "|", the result is one of them):
  any                  any value of the result type
  int(lo,hi)           any integer in [lo, hi] (numbers, lengths, "max" for the type's bound)
  value(argN)          the integer argument N itself
  number(argN)         any value (concretely: the number the string at argument N spells)
  exact(L)             the length L in elements (strlen)
  at_most(L)           an integer in [0, L] (strspn)
  argN                 the pointer argument N
  null                 NULL
  into(argN,L)         a pointer into argument N's object, at [0, L] elements from it
  string               a string of the library's own (size >= 1, terminated: getenv)
  object               an object of the library's own of the pointed-to type (localtime)
  effect               set by the effect (allocations, fgets, posix_memalign, getline)
Results "any", "int", "value", "number", "at_most", "string" and "object" depend on data the
program does not control: they are inputs for the verdicts.

ACCESSES, FORMATS, ALLOCATORS and NORETURN are the columns the front end reads, derived from
LIBRARY.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class Model:
    """One library function (see the module docstring for each column's language)."""
    access: tuple = ()
    result: str = "any"
    effect: str = "none"
    format: Optional[tuple] = None
    wide: bool = False
    noreturn: bool = False
    arg_range: Optional[tuple] = None
    nullable: tuple = ()

    @property
    def effect_kind(self) -> str:
        return self.effect.split("(", 1)[0]

    @property
    def effect_params(self) -> tuple:
        if "(" not in self.effect:
            return ()
        return tuple(p.strip() for p in split_top(self.effect[self.effect.index("(") + 1:-1]))

    @property
    def results(self) -> tuple:
        return tuple(split_top(self.result, "|"))


def split_top(s: str, sep: str = ",") -> list:
    """s split at `sep` outside parentheses."""
    out, depth, cur = [], 0, ""
    for ch in s:
        depth += (ch == "(") - (ch == ")")
        if ch == sep and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return [x.strip() for x in out if x.strip()]


def arg_index(param: str) -> int:
    """"arg3" -> 3."""
    return int(param[3:])


# access entries, named by role
def dest(arg, length):
    return (arg, "destination", "write", length)


def source(arg, length="string"):
    return (arg, "source", "read", length)


def string(arg, length="string"):
    return (arg, "string", "read", length)


def buffer(arg, length, access="read"):
    return (arg, "buffer", access, length)


# 7.24.5.2/.7/.4/.5: strchr and strrchr find the terminator only when c is 0 (it is part of the
# string); strstr returns s itself for an empty needle, else a match that ends before the
# terminator (at most strlen(s) - strlen(needle) from s); strpbrk
# matches a character of its set, never the terminator
# The sizes of the library's types that rows name (sizeof(T)), (lp64, ilp32): glibc's layouts on
# x86-64 and i386, as absint's own headers declare them (a test compares the two)
OBJECT_SIZES = {
    "stat": (144, 96), "termios": (60, 60), "timespec": (16, 8), "timeval": (16, 8),
    "winsize": (8, 8), "sigset_t": (128, 128), "iovec": (16, 8), "pollfd": (8, 8),
    "utsname": (390, 390), "rusage": (144, 72), "rlimit": (16, 16), "tms": (32, 16),
    "fd_set": (128, 128), "tm": (56, 44),
}
_SIZEOF = re.compile(r"sizeof\((\w+)\)")


def resolve_sizes(spec: str, ptr_size: int) -> str:
    """A LENGTH with its sizeof(T) terms replaced by their sizes for pointers of ptr_size bytes."""
    return _SIZEOF.sub(lambda m: str(OBJECT_SIZES[m.group(1)][0 if ptr_size == 8 else 1]), spec)


STRING_SEARCH = "null|into(arg0,strlen(arg0)-strlen(arg1))"
CHAR_SEARCH = "null|into(arg0,strlen(arg0)-nonzero(arg1))"
CTYPE_ARGUMENT = (0, -1, 255)   # EOF or an unsigned char value
WIDE = dict(wide=True)

# <math.h>'s functions without a pointer argument (C11 7.12.4-7.12.13), each also with f and l
_MATH = ("acos", "asin", "atan", "atan2", "cos", "sin", "tan", "acosh", "asinh", "atanh", "cosh",
         "sinh", "tanh", "exp", "exp2", "expm1", "ilogb", "ldexp", "log", "log10", "log1p", "log2",
         "logb", "scalbn", "scalbln", "cbrt", "fabs", "hypot", "pow", "sqrt", "erf", "erfc",
         "lgamma", "tgamma", "ceil", "floor", "nearbyint", "rint", "lrint", "llrint", "round",
         "lround", "llround", "trunc", "fmod", "remainder", "copysign", "nextafter", "nexttoward",
         "fdim", "fmax", "fmin", "fma", "exp10", "pow10", "significand", "drem", "gamma")


LIBRARY = {
    # ---- <string.h> copying and filling, C11 7.24.2.1-7.24.2.4, 7.24.6.1; POSIX bzero/bcopy
    # (legacy): they return their first argument (memset: its destination)
    "memcpy": Model((dest(0, "arg2"), source(1, "arg2")), "arg0", "copy(arg0,arg1,arg2)"),
    "memmove": Model((dest(0, "arg2"), source(1, "arg2")), "arg0", "copy(arg0,arg1,arg2)"),
    "memset": Model((dest(0, "arg2"),), "arg0", "fill(arg0,arg1,arg2)"),
    "bzero": Model((dest(0, "arg1"),), "any", "fill(arg0,0,arg1)"),
    "bcopy": Model((source(0, "arg2"), dest(1, "arg2")), "any", "copy(arg1,arg0,arg2)"),
    "strcpy": Model((dest(0, "strlen(arg1)+1"), source(1)), "arg0", "string_copy(arg0,arg1)"),
    # POSIX stpcpy/stpncpy: strcpy/strncpy returning the end of what they wrote (its terminator;
    # stpncpy: the first of the padding NULs, or dest + n)
    "stpcpy": Model((dest(0, "strlen(arg1)+1"), source(1)), "into(arg0,strlen(arg1))",
                    "string_copy(arg0,arg1)"),
    "stpncpy": Model((dest(0, "arg2"), source(1, "min(arg2,strlen(arg1)+1)")), "into(arg0,arg2)",
                     "string_ncopy(arg0,arg1,arg2)"),
    # 7.24.2.4: n characters are written; the result has no terminator when strlen(s2) >= n
    "strncpy": Model((dest(0, "arg2"), source(1, "min(arg2,strlen(arg1)+1)")), "arg0",
                     "string_ncopy(arg0,arg1,arg2)"),
    # 7.24.3.1-7.24.3.2: the terminator of s1 is overwritten, one is appended
    "strcat": Model((dest(0, "strlen(arg0)+strlen(arg1)+1"), source(1)), "arg0",
                    "string_append(arg0,arg1)"),
    "strncat": Model((dest(0, "strlen(arg0)+min(arg2,strlen(arg1))+1"),
                      source(1, "min(arg2,strlen(arg1)+1)")), "arg0", "string_append(arg0,arg1,arg2)"),
    # ---- comparison, 7.24.4: no effect; memcmp/strncmp stop at the first difference
    "memcmp": Model((buffer(0, "upto(arg2)"), buffer(1, "upto(arg2)"))),
    "strcmp": Model((string(0), string(1))),
    "strncmp": Model((string(0, "upto(min(arg2,strlen(arg0)+1))"),
                      string(1, "upto(min(arg2,strlen(arg1)+1))"))),
    "strcasecmp": Model((string(0), string(1))),
    "strncasecmp": Model((string(0, "upto(min(arg2,strlen(arg0)+1))"),
                          string(1, "upto(min(arg2,strlen(arg1)+1))"))),
    # ---- search, 7.24.5: a pointer into the object searched, or NULL. memchr reads up to the
    # first match, at most n bytes (7.24.5.1); strchr may find the terminator (7.24.5.2);
    # strspn/strcspn count a prefix of s1 (7.24.5.3, 7.24.5.6); memrchr is GNU
    "memchr": Model((buffer(0, "through(arg1,arg2)"),), "null|into(arg0,arg2-1)"),
    "memrchr": Model((buffer(0, "upto(arg2)"),), "null|into(arg0,arg2-1)"),
    # GNU memmem: a match of the needle's n2 bytes inside the haystack's n1, or NULL
    "memmem": Model((buffer(0, "upto(arg1)"), buffer(2, "upto(arg3)")),
                    "null|into(arg0,arg1-arg3)"),
    "strchr": Model((string(0),), CHAR_SEARCH),
    "strrchr": Model((string(0),), CHAR_SEARCH),
    "strstr": Model((string(0), string(1)), STRING_SEARCH),
    "strpbrk": Model((string(0), string(1)), "null|into(arg0,strlen(arg0)-1)"),
    "strspn": Model((string(0), string(1)), "at_most(strlen(arg0))"),
    "strcspn": Model((string(0), string(1)), "at_most(strlen(arg0))"),
    # ---- length, 7.24.6.3; POSIX strnlen (at most maxlen bytes are examined)
    "strlen": Model((string(0),), "exact(strlen(arg0))"),
    "strnlen": Model((string(0, "upto(min(arg1,strlen(arg0)+1))"),), "exact(min(arg1,strlen(arg0)))"),
    # ---- POSIX strdup/strndup: a new string (strndup: at most n bytes copied, always terminated)
    "strdup": Model((source(0),), "effect", "dup(strlen(arg0))"),
    "strndup": Model((source(0, "upto(min(arg1,strlen(arg0)+1))"),), "effect",
                     "dup(min(arg1,strlen(arg0)))"),
    # ---- conversions, 7.22.1: any value; strto* store in *endptr a pointer into the string:
    # after the digits, or nptr itself when there are none (7.22.1.4p7)
    "atoi": Model((string(0),), "number(arg0)"),
    "atol": Model((string(0),), "number(arg0)"),
    "atoll": Model((string(0),), "number(arg0)"),
    "atof": Model((string(0),)),
    **{name: Model((string(0),), "number(arg0)", "end_pointer(arg1,arg0)")
       for name in ("strtol", "strtoul", "strtoll", "strtoull", "strtoimax", "strtoumax")},
    **{name: Model((string(0),), "any", "end_pointer(arg1,arg0)")
       for name in ("strtod", "strtof", "strtold")},
    # ---- output, 7.21.7.9, 7.21.7.4, 7.21.6: the strings printed are read
    "puts": Model((string(0),)),
    "fputs": Model((string(0),)),
    "printf": Model((string(0),), format=(0, 1, "print", False)),
    "fprintf": Model((string(1),), format=(1, 2, "print", False)),
    "dprintf": Model((string(1),), format=(1, 2, "print", False)),
    "vprintf": Model((string(0),), format=(0, None, "print", False)),
    "vfprintf": Model((string(1),), format=(1, None, "print", False)),
    "vdprintf": Model((string(1),), format=(1, None, "print", False)),
    # POSIX syslog; BSD err.h (err/errx do not return; the format may be NULL: no string row);
    # GNU error (returns when status is 0) and error_at_line
    "syslog": Model((string(1),), format=(1, 2, "print", False)),
    "vsyslog": Model((string(1),), format=(1, None, "print", False)),
    "err": Model(format=(1, 2, "print", False), noreturn=True),
    "errx": Model(format=(1, 2, "print", False), noreturn=True),
    "verr": Model(format=(1, None, "print", False), noreturn=True),
    "verrx": Model(format=(1, None, "print", False), noreturn=True),
    "warn": Model(format=(0, 1, "print", False)),
    "warnx": Model(format=(0, 1, "print", False)),
    "vwarn": Model(format=(0, None, "print", False)),
    "vwarnx": Model(format=(0, None, "print", False)),
    "error": Model((string(2),), format=(2, 3, "print", False)),
    "error_at_line": Model((string(4),), format=(4, 5, "print", False)),
    # 7.21.6.6: the formatted string and a terminator; 7.21.6.5: at most n-1 characters and a
    # terminator, the result is the length the whole output would have had (or negative)
    "sprintf": Model((dest(0, "format+1"), string(1)), "int(-1,format)", "format(arg0)",
                     (1, 2, "print", False)),
    "snprintf": Model((dest(0, "min(arg1,format+1)"), string(2)), "int(-1,format)",
                      "format(arg0,arg1)", (2, 3, "print", False)),
    "vsprintf": Model((dest(0, "format+1"), string(1)), "int(-1,max)", "format(arg0)",
                      (1, None, "print", False)),
    "vsnprintf": Model((dest(0, "min(arg1,format+1)"), string(2)), "int(-1,max)",
                       "format(arg0,arg1)", (2, None, "print", False)),
    # ---- input, 7.21.7.2 (fgets: at most n-1 characters and a terminator, or NULL), 7.21.8.1
    # (fread: at most nmemb elements); POSIX read/recv (at most nbyte bytes, or -1)
    "fgets": Model((dest(0, "input(arg1)"),), "effect", "read_line(arg0,arg1)"),
    # POSIX getcwd: the path and its terminator in the size bytes of buf, or NULL; readlink: at
    # most bufsiz bytes and no terminator, their count or -1; gethostname: at most len bytes
    # (not terminated when truncated), 0 or -1
    "getcwd": Model((dest(0, "input(arg1)"),), "effect", "read_line(arg0,arg1)"),
    "readlink": Model((dest(1, "input(arg2)"),), "int(-1,arg2)", "input(arg1)"),
    "gethostname": Model((dest(0, "input(arg1)"),), "int(-1,0)", "input(arg0)"),
    "gets": Model((dest(0, "unknown"),), "null|arg0", "read_string(arg0)"),
    "fread": Model((dest(0, "arg1*arg2"),), "int(0,arg2)", "input(arg0)"),
    "fwrite": Model((source(0, "arg1*arg2"),)),
    "read": Model((dest(1, "input(arg2)"),), "int(-1,arg2)", "input(arg1)"),
    "pread": Model((dest(1, "input(arg2)"),), "int(-1,arg2)", "input(arg1)"),
    "recv": Model((dest(1, "input(arg2)"),), "int(-1,arg2)", "input(arg1)"),
    # (recvfrom also stores the sender's address and its length when src_addr is not NULL: its
    # buffer gets any contents as well, as from the input)
    "recvfrom": Model((dest(1, "input(arg2)"),), "int(-1,arg2)", "havoc(arg1,arg4,arg5)"),
    "write": Model((source(1, "arg2"),)),
    "send": Model((source(1, "arg2"),)),
    # 7.21.6.2: EOF or the number of items assigned
    "scanf": Model((string(0),), "int(-1,max)", "scan", (0, 1, "scan", False)),
    "fscanf": Model((string(1),), "int(-1,max)", "scan", (1, 2, "scan", False)),
    "sscanf": Model((source(0), string(1)), "int(-1,max)", "scan", (1, 2, "scan", False)),
    # POSIX getline/getdelim: *lineptr is (re)allocated to *n bytes holding the line, its
    # delimiter and a terminator; the result is the bytes read (no terminator) or -1
    "getline": Model(result="effect", effect="getline(arg0,arg1)"),
    "getdelim": Model(result="effect", effect="getline(arg0,arg1)"),
    # ---- files, 7.21.5.3 (fopen: NULL or a FILE), 7.21.5.1
    "fopen": Model((string(0), string(1))),
    "open": Model((string(0),)),
    # ---- wide characters, 7.29.4 (counts in wchar_t)
    "wmemset": Model((dest(0, "arg2*wchar"),), "arg0", "fill(arg0,arg1,arg2)", **WIDE),
    "wmemcpy": Model((dest(0, "arg2*wchar"), source(1, "arg2*wchar")), "arg0",
                     "copy(arg0,arg1,arg2)", **WIDE),
    "wmemmove": Model((dest(0, "arg2*wchar"), source(1, "arg2*wchar")), "arg0",
                      "copy(arg0,arg1,arg2)", **WIDE),
    "wcslen": Model((string(0, "wstring"),), "exact(wcslen(arg0))", **WIDE),
    "wcscpy": Model((dest(0, "wcslen(arg1)+1"), source(1, "wstring")), "arg0",
                    "string_copy(arg0,arg1)", **WIDE),
    "wcsncpy": Model((dest(0, "arg2*wchar"), source(1, "min(arg2,wcslen(arg1)+1)")), "arg0",
                     "string_ncopy(arg0,arg1,arg2)", **WIDE),
    "wcscat": Model((dest(0, "wcslen(arg0)+wcslen(arg1)+1"), source(1, "wstring")), "arg0",
                    "string_append(arg0,arg1)", **WIDE),
    "wcsncat": Model((dest(0, "wcslen(arg0)+min(arg2,wcslen(arg1))+1"),
                      source(1, "min(arg2,wcslen(arg1)+1)")), "arg0",
                     "string_append(arg0,arg1,arg2)", **WIDE),
    "wcscmp": Model((string(0, "wstring"), string(1, "wstring")), **WIDE),
    "wcschr": Model((string(0, "wstring"),), "null|into(arg0,wcslen(arg0)-nonzero(arg1))", **WIDE),
    "wcsdup": Model((source(0, "wstring"),), "effect", "dup(wcslen(arg0))", **WIDE),
    "swprintf": Model((dest(0, "min(arg1,format+1)"), string(2, "wstring")), "int(-1,format)",
                      "format(arg0,arg1)", (2, 3, "print", True), **WIDE),
    "wprintf": Model((string(0, "wstring"),), format=(0, 1, "print", True), **WIDE),
    "fwprintf": Model((string(1, "wstring"),), format=(1, 2, "print", True), **WIDE),
    "vwprintf": Model((string(0, "wstring"),), format=(0, None, "print", True), **WIDE),
    "vfwprintf": Model((string(1, "wstring"),), format=(1, None, "print", True), **WIDE),
    "vswprintf": Model((dest(0, "min(arg1,format+1)"), string(2, "wstring")), "int(-1,max)",
                       "format(arg0,arg1)", (2, None, "print", True), **WIDE),
    # 7.29.2.2, 7.29.2.4: the wide scanf family; %s stores char (converted) unless l
    "wscanf": Model((string(0, "wstring"),), "int(-1,max)", "scan", (0, 1, "scan", True),
                    **WIDE),
    "fwscanf": Model((string(1, "wstring"),), "int(-1,max)", "scan", (1, 2, "scan", True),
                     **WIDE),
    "swscanf": Model((source(0, "wstring"), string(1, "wstring")), "int(-1,max)", "scan",
                     (1, 2, "scan", True), **WIDE),
    "fgetws": Model((dest(0, "input(arg1)"),), "effect", "read_line(arg0,arg1)", **WIDE),
    # ---- memory management, 7.22.3: NULL on failure (realloc: the old block stays);
    # POSIX posix_memalign (0, or an error number and *memptr unchanged), reallocarray (BSD, GNU)
    "malloc": Model(result="effect", effect="alloc(arg0)"),
    "calloc": Model(result="effect", effect="alloc_zeroed(arg0*arg1)"),
    "realloc": Model(result="effect", effect="realloc(arg1)"),
    "reallocarray": Model(result="effect", effect="realloc(arg1*arg2)"),
    "aligned_alloc": Model(result="effect", effect="alloc(arg1)"),
    "memalign": Model(result="effect", effect="alloc(arg1)"),
    "valloc": Model(result="effect", effect="alloc(arg0)"),
    "pvalloc": Model(result="effect", effect="alloc(arg0)"),
    "posix_memalign": Model(result="effect", effect="store_alloc(arg0,arg2)"),
    "alloca": Model(result="effect", effect="alloca(arg0)"),
    "__builtin_alloca": Model(result="effect", effect="alloca(arg0)"),
    "free": Model(effect="free(arg0)"),
    # ---- sorting and searching, 7.22.5: qsort reorders nmemb elements of size bytes; bsearch
    # returns an element of the array or NULL (the comparator's calls: see the front end)
    "qsort": Model((buffer(0, "arg1*arg2", "write"),), effect="permute(arg0)"),
    "bsearch": Model((buffer(0, "arg3"), buffer(1, "arg2*arg3")), "null|into(arg1,arg2*arg3-arg3)"),
    # ---- environment and time: getenv, 7.22.4.6 (NULL or a string of the environment);
    # time, 7.27.2.4 (also stored in *timer when timer is not NULL); localtime/gmtime 7.27.3.3-4
    # (NULL or a static struct tm); strftime 7.27.3.5 (at most maxsize characters with the
    # terminator, else 0 and the array indeterminate); POSIX localtime_r/gmtime_r
    "getenv": Model((string(0),), "null|string"),
    "secure_getenv": Model((string(0),), "null|string"),
    "time": Model(result="any", effect="store_any(arg0)"),
    # ---- POSIX.1-2017 getopt (XCU 12.2 Utility Syntax Guidelines): the next option character,
    # '?' or ':', or -1; optind stays in [1, argc], optarg points into an argument or is NULL.
    # GNU getopt_long / getopt_long_only: the same, and *longindex when longindex is not NULL
    "getopt": Model(result="int(-1,255)", effect="getopt(arg0,arg1)"),
    **{name: Model(result="int(-1,255)", effect="getopt(arg0,arg1,arg4)")
       for name in ("getopt_long", "getopt_long_only")},
    # ---- GCC/Clang checked arithmetic (__builtin_add_overflow(a, b, &r)): *r := the result
    # wrapped to *r's type, returns whether it overflowed; taken as any value and either answer
    **{f"__builtin_{sign}{op}{width}_overflow": Model(result="int(0,1)", effect="store_any(arg2)")
       for op in ("add", "sub", "mul")
       for sign, width in (("", ""), ("s", ""), ("s", "l"), ("s", "ll"), ("u", ""), ("u", "l"),
                           ("u", "ll"))},
    "localtime": Model(result="null|object"),
    "gmtime": Model(result="null|object"),
    "localtime_r": Model((dest(1, "sizeof(tm)"),), "null|arg1", "havoc(arg1)"),
    "gmtime_r": Model((dest(1, "sizeof(tm)"),), "null|arg1", "havoc(arg1)"),
    "strftime": Model((dest(0, "upto(arg1)"), string(2)), "effect", "sized_string(arg0,arg1)"),
    "ctime": Model(result="null|string"),
    # POSIX ctime_r/asctime_r: the 26 bytes of the string and its terminator at buf (the C
    # standard's format of asctime, 7.27.3.1), buf or NULL
    **{name: Model((dest(1, "26"),), "null|arg1", "havoc(arg1)") for name in ("ctime_r",
                                                                            "asctime_r")},
    "asctime": Model(result="null|string"),
    "strerror": Model(result="string"),
    # ---- character classes, 7.4: the argument is EOF or an unsigned char value (7.4p1); is*
    # return any int; to* an unsigned char value or their argument itself (7.4.2: the argument
    # when it has no case mapping, EOF included; glibc returns an out-of-range argument as it is)
    **{name: Model(arg_range=CTYPE_ARGUMENT) for name in (
        "isalpha", "isdigit", "isalnum", "isspace", "isupper", "islower", "isprint", "isxdigit",
        "ispunct", "iscntrl", "isgraph", "isblank")},
    **{name: Model(result="int(0,255)|value(arg0)", arg_range=CTYPE_ARGUMENT)
       for name in ("toupper", "tolower")},
    # isascii (POSIX, obsolescent) is defined for every int; wint_t arguments: WEOF or any wchar_t
    **{name: Model() for name in ("isascii", "iswalpha", "iswdigit", "iswspace", "iswalnum",
                                  "iswupper", "iswlower", "iswprint", "iswxdigit", "iswpunct",
                                  "iswcntrl", "iswgraph", "iswblank")},
    **{name: Model() for name in ("towupper", "towlower")},
    # ---- POSIX threads: effects only on the objects the arguments point to (the thread's start
    # routine: see the front end's callback registrars); results are error numbers
    **{name: Model(effect="havoc(arg0)") for name in (
        "pthread_mutex_init", "pthread_mutex_lock", "pthread_mutex_trylock",
        "pthread_mutex_unlock", "pthread_mutex_destroy", "pthread_cond_init",
        "pthread_cond_signal", "pthread_cond_broadcast", "pthread_cond_destroy",
        "pthread_attr_init", "pthread_attr_destroy",
        "pthread_rwlock_init", "pthread_rwlock_rdlock", "pthread_rwlock_wrlock",
        "pthread_rwlock_unlock", "pthread_rwlock_destroy", "pthread_spin_lock",
        "pthread_spin_unlock")},
    **{name: Model(effect="havoc(arg0,arg1)") for name in ("pthread_cond_wait",
                                                          "pthread_cond_timedwait")},
    # the new thread's id, and what its argument points to (the thread may write it)
    "pthread_create": Model(effect="havoc(arg0,arg3)"),
    # 7.22.4.2, 7.22.4.3: the handler is kept to run at exit (the lowering runs it, see
    # handler_may_run; as a function handed to the library it is also judged in any state)
    "atexit": Model(),
    "at_quick_exit": Model(),
    # 7.14.1.1: the handler installed before (any), or SIG_ERR; nothing of the program written
    **{name: Model() for name in ("signal", "bsd_signal", "sysv_signal")},
    "pthread_join": Model(effect="havoc(arg1)"),
    "pthread_detach": Model(),
    "pthread_self": Model(),
    "pthread_equal": Model(),
    # ---- inputs, 7.22.2.1 (rand: [0, RAND_MAX]), 7.21.7.1 (fgetc: EOF or an unsigned char)
    "rand": Model(result="int(0,2147483647)"),
    "random": Model(result="int(0,2147483647)"),
    "getchar": Model(result="int(-1,255)"),
    "fgetc": Model(result="int(-1,255)"),
    "getc": Model(result="int(-1,255)"),
    # ---- the analyzer's own: __absint_range(lo, hi) is any value in [lo, hi]; assumptions
    "__absint_range": Model(result="int(arg0,arg1)"),
    "__VERIFIER_assume": Model(effect="assume(arg0)"),
    "assert": Model(effect="assume(arg0)"),
    # ---- no return, 7.22.4 (abort, exit, _Exit, quick_exit), 7.13.2.1 (longjmp), 7.2.1.1
    **{name: Model(noreturn=True) for name in (
        "exit", "abort", "_exit", "_Exit", "quick_exit", "__assert_fail", "__absint_assert_fail",
        "__VERIFIER_error", "reach_error", "__builtin_trap", "__builtin_unreachable", "longjmp",
        "pthread_exit")},
    # ---- POSIX.1-2017 files and terminals: stat/lstat/fstat/fstatat fill a struct stat,
    # tcgetattr and cfmakeraw (BSD, GNU) a struct termios, pipe two descriptors; 0 or -1
    **{name: Model((string(0), dest(1, "sizeof(stat)")), "int(-1,0)", "havoc(arg1)")
       for name in ("stat", "lstat")},
    "fstat": Model((dest(1, "sizeof(stat)"),), "int(-1,0)", "havoc(arg1)"),
    "fstatat": Model((string(1), dest(2, "sizeof(stat)")), "int(-1,0)", "havoc(arg2)"),
    "isatty": Model(result="int(0,1)"),
    "fileno": Model(result="int(-1,max)"),
    "tcgetattr": Model((dest(1, "sizeof(termios)"),), "int(-1,0)", "havoc(arg1)"),
    "tcsetattr": Model((source(2, "sizeof(termios)"),), "int(-1,0)"),
    "cfmakeraw": Model((dest(0, "sizeof(termios)"),), effect="havoc(arg0)"),
    **{name: Model((source(0, "sizeof(termios)"),)) for name in ("cfgetispeed", "cfgetospeed")},
    **{name: Model((dest(0, "sizeof(termios)"),), "int(-1,0)", "havoc(arg0)")
       for name in ("cfsetispeed", "cfsetospeed", "cfsetspeed")},
    **{name: Model((dest(0, "8"),), "int(-1,0)", "havoc(arg0)") for name in ("pipe", "pipe2")},
    **{name: Model((string(0),), "int(-1,0)") for name in (
        "chdir", "rmdir", "mkdir", "chmod", "chown", "lchown", "truncate", "access", "mkfifo")},
    **{name: Model((string(0), string(1)), "int(-1,0)") for name in ("rename", "link", "symlink")},
    "popen": Model((string(0), string(1))),
    **{name: Model() for name in (
        "fchmod", "fchown", "fsync", "fdatasync", "ftruncate", "lseek", "dup", "dup2", "dup3",
        "kill", "raise", "alarm", "getppid", "getuid", "geteuid", "getgid", "getegid", "setuid",
        "setgid", "setsid", "getpgrp", "setpgid", "umask", "fork", "fchdir", "sched_yield",
        "sysconf", "getpagesize", "tcflush", "tcdrain", "pclose", "fseek", "fseeko", "ftell",
        "ftello", "rewind", "clearerr", "ungetc", "closedir", "arc4random")},
    # a descriptor's readiness: select/pselect rewrite the three fd_sets and the timeout (any may
    # be NULL), poll the revents of nfds struct pollfd; ioctl writes through its third argument
    "select": Model((dest(1, "sizeof(fd_set)"), dest(2, "sizeof(fd_set)"),
                     dest(3, "sizeof(fd_set)"), dest(4, "sizeof(timeval)")), "int(-1,max)",
                    "havoc(arg1,arg2,arg3,arg4)", nullable=(1, 2, 3, 4)),
    "poll": Model((buffer(0, "arg1*sizeof(pollfd)", "write"),), "int(-1,max)", "havoc(arg0)"),
    "ioctl": Model(result="int(-1,max)", effect="havoc(arg2)"),
    # fcntl's third argument is a struct flock for the lock commands (F_GETLK writes it), else an
    # int: as ioctl's
    "fcntl": Model(result="int(-1,max)", effect="havoc(arg2)"),
    # ---- sockets, POSIX.1-2017 XSH accept, getsockname, getpeername, getsockopt, setsockopt,
    # sendto, socketpair: accept (and Linux's accept4) and getsockname/getpeername store the
    # address (at most *address_len bytes, not checked here: the length is in memory) and its
    # length when address is not NULL; getsockopt the option (at most *option_len bytes) and its
    # length; setsockopt reads option_len bytes of the option; socketpair stores two descriptors
    **{name: Model((dest(2, "4"),), "int(-1,max)", "havoc(arg1,arg2)", nullable=(2,))
       for name in ("accept", "accept4")},
    **{name: Model((dest(2, "4"),), "int(-1,0)", "havoc(arg1,arg2)")
       for name in ("getsockname", "getpeername")},
    "getsockopt": Model((dest(4, "4"),), "int(-1,0)", "havoc(arg3,arg4)"),
    "setsockopt": Model((source(3, "arg4"),), "int(-1,0)"),
    "sendto": Model((source(1, "arg2"),), "int(-1,arg2)"),
    "socketpair": Model((dest(3, "8"),), "int(-1,0)", "havoc(arg3)"),
    # inet_ntop: the address as a string of at most size - 1 characters at dst, result dst; or
    # NULL (size too small); inet_pton stores the address (4 or 16 bytes: any, not checked), 1,
    # or 0 for a malformed string, -1 for an unknown family; inet_ntoa and gai_strerror: a string
    # of the library's; getaddrinfo: *res := a list of the library's (node or service may be
    # NULL; the pointer res designates is not checked), 0 or an error code
    "inet_ntop": Model((dest(2, "input(arg3)"),), "effect", "read_line(arg2,arg3)"),
    "inet_pton": Model((string(1),), "int(-1,1)", "havoc(arg2)"),
    **{name: Model(result="string") for name in ("inet_ntoa", "gai_strerror", "hstrerror")},
    "getaddrinfo": Model((string(0), string(1)), "any", "store_any(arg3)", nullable=(0, 1)),
    "freeaddrinfo": Model(),
    # Linux epoll: descriptors and the events ready (at most maxevents struct epoll_event)
    **{name: Model(result="int(-1,max)") for name in ("epoll_create", "epoll_create1")},
    "epoll_ctl": Model(result="int(-1,0)"),
    # writev reads iovcnt struct iovec (the buffers they designate are not checked here)
    "writev": Model((source(1, "arg2*sizeof(iovec)"),), "int(-1,max)"),
    "wait": Model((dest(0, "4"),), "int(-1,max)", "havoc(arg0)", nullable=(0,)),
    "waitpid": Model((dest(1, "4"),), "int(-1,max)", "havoc(arg1)", nullable=(1,)),
    # ---- time: clock_gettime, gettimeofday (tz obsolescent, may be NULL), nanosleep (the
    # remaining time when rmtp is not NULL), times, uname, getrlimit/getrusage
    "clock_gettime": Model((dest(1, "sizeof(timespec)"),), "int(-1,0)", "havoc(arg1)"),
    "gettimeofday": Model((dest(0, "sizeof(timeval)"),), "int(-1,0)", "havoc(arg0,arg1)"),
    "nanosleep": Model((source(0, "sizeof(timespec)"), dest(1, "sizeof(timespec)")), "int(-1,0)",
                       "havoc(arg1)", nullable=(1,)),
    "times": Model((dest(0, "sizeof(tms)"),), "any", "havoc(arg0)"),
    "uname": Model((dest(0, "sizeof(utsname)"),), "int(-1,0)", "havoc(arg0)"),
    "getrlimit": Model((dest(1, "sizeof(rlimit)"),), "int(-1,0)", "havoc(arg1)"),
    "setrlimit": Model((source(1, "sizeof(rlimit)"),), "int(-1,0)"),
    "getrusage": Model((dest(1, "sizeof(rusage)"),), "int(-1,0)", "havoc(arg1)"),
    # ---- signal sets (the handlers of sigaction: see the front end); sigprocmask's old set when
    # oset is not NULL
    **{name: Model((dest(0, "sizeof(sigset_t)"),), "int(-1,0)", "havoc(arg0)")
       for name in ("sigemptyset", "sigfillset", "sigaddset", "sigdelset")},
    "sigismember": Model((source(0, "sizeof(sigset_t)"),), "int(-1,1)"),
    **{name: Model((source(1, "sizeof(sigset_t)"), dest(2, "sizeof(sigset_t)")),
                   effect="havoc(arg2)", nullable=(1, 2)) for name in ("sigprocmask",
                                                                     "pthread_sigmask")},
    # ---- directories: readdir's entry is the library's (NULL at the end)
    "opendir": Model((string(0),)),
    "readdir": Model(result="null|object"),
    # ---- multibyte conversions, C11 7.22.7-7.22.8: mbstowcs stores at most n wide characters
    # (wcstombs: n bytes); with a NULL destination (POSIX) it only counts. mbtowc and wctomb
    # store one character when their pointer is not NULL
    "mbstowcs": Model((dest(0, "upto(arg2*wchar)"),), effect="havoc(arg0)", nullable=(0,)),
    "wcstombs": Model((dest(0, "upto(arg2)"),), effect="havoc(arg0)", nullable=(0,)),
    "mbtowc": Model((dest(0, "4"),), "any", "havoc(arg0)", nullable=(0,)),
    "wctomb": Model(effect="havoc(arg0)"),
    "mblen": Model(),
    # ---- no effect on the program's memory; any result
    **{name: Model() for name in (
        "putchar", "putc", "fputc", "fflush", "fclose", "perror", "putwchar", "abs", "labs",
        "llabs", "sqrt", "pow", "fabs", "floor", "ceil", "exp", "log", "sin", "cos", "srand",
        "clock", "close", "sleep", "usleep", "getpid", "socket", "connect", "bind", "listen",
        "shutdown", "htons", "htonl", "ntohs", "ntohl", "inet_addr", "feof",
        "ferror", "remove", "unlink", "setlocale", "printLine", "printIntLine", "printLongLine",
        "printSizeTLine", "printHexCharLine", "printWLine", "printUnsignedLine",
        "printFloatLine", "printDoubleLine", "printLongLongLine", "printWcharLine",
        "printStructLine", "printBytesLine", "globalReturnsTrue", "globalReturnsFalse",
        "globalReturnsTrueOrFalse", "assert_fail_dummy")},
    # ---- <math.h>, C11 7.12: no effect on the program's memory (errno aside), any result; the
    # f and l forms alike. frexp, modf, remquo and GNU sincos store through their pointers
    **{name + suffix: Model() for name in _MATH for suffix in ("", "f", "l")},
    **{name + suffix: Model() for name in ("isnan", "isinf", "finite", "isfinite", "isnormal",
                                           "signbit", "fpclassify", "__builtin_isnan",
                                           "__builtin_isinf", "__builtin_isfinite",
                                           "__builtin_signbit") for suffix in ("", "f", "l")},
    **{"nan" + suffix: Model((string(0),)) for suffix in ("", "f", "l")},
    "frexp": Model((dest(1, "4"),), effect="store_any(arg1)"),
    "frexpf": Model((dest(1, "4"),), effect="store_any(arg1)"),
    "frexpl": Model((dest(1, "4"),), effect="store_any(arg1)"),
    "remquo": Model((dest(2, "4"),), effect="store_any(arg2)"),
    "remquof": Model((dest(2, "4"),), effect="store_any(arg2)"),
    "remquol": Model((dest(2, "4"),), effect="store_any(arg2)"),
    "modf": Model((dest(1, "8"),), effect="store_any(arg1)"),
    "modff": Model((dest(1, "4"),), effect="store_any(arg1)"),
    "sincos": Model((dest(1, "8"), dest(2, "8")), effect="havoc(arg1,arg2)"),
    "sincosf": Model((dest(1, "4"), dest(2, "4")), effect="havoc(arg1,arg2)"),
}
# functions known by a prefix of their name
PREFIXES = {"__VERIFIER_nondet": Model()}


def lookup(name: str) -> Optional[Model]:
    """The row of a library function, or None."""
    row = LIBRARY.get(name)
    if row is None:
        for prefix, model in PREFIXES.items():
            if name.startswith(prefix):
                return model
    return row


# ---- the columns the front end reads
ACCESSES = {name: row.access for name, row in LIBRARY.items() if row.access}
FORMATS = {name: row.format for name, row in LIBRARY.items() if row.format}
ALLOCATORS = tuple(name for name, row in LIBRARY.items()
                   if row.effect_kind in ("alloc", "alloc_zeroed", "alloca", "realloc", "dup",
                                          "store_alloc", "free"))
NORETURN = frozenset(name for name, row in LIBRARY.items() if row.noreturn)

# Allocator hooks. Projects that let their user replace malloc call it through a function pointer:
# cmark's `mem->calloc(1, n)`, cJSON's `global_hooks.allocate(n)`, zstd's
# `customMem.customAlloc(opaque, n)`, zlib's `strm->zalloc(opaque, items, size)`, Lua's
# `frealloc(ud, p, osize, nsize)`. Where such a pointer may hold code outside the program, that
# code is taken to do what its name says: what the library function of the row does with the
# call's last pointer ("p") and integer ("i") arguments, in the row's order. First match wins (a
# name is lowercased; "dealloc" is a free before it is an alloc).
ALLOCATOR_HOOKS = (
    (re.compile(r"realloc"), "realloc", ("p", "i")),
    (re.compile(r"(free|dealloc|deallocate|free_?fu?n?c?)$"), "free", ("p",)),
    (re.compile(r"calloc|zalloc"), "calloc", ("i", "i")),
    (re.compile(r"(malloc|alloc|allocate|alloc_?fu?n?c?)$"), "malloc", ("i",)),
)


def allocator_hook(via: str, arg_kinds: tuple, result_kind: str):
    """(library function, indices of the call's arguments it takes) for an indirect call through
    a pointer named `via` (ALLOCATOR_HOOKS), or None. arg_kinds: "p" (pointer), "i" (integer) or
    "" per argument; result_kind likewise ("" for none). An allocator must return a pointer (or
    have its result unused); each argument the row takes must exist, the last ones of their kind."""
    name = via.lower().rstrip("_")     # (`malloc_`: a parameter named after the function)
    for pattern, function, takes in ALLOCATOR_HOOKS:
        if not pattern.search(name):
            continue
        if function != "free" and result_kind not in ("p", ""):
            return None
        positions = {k: [i for i, a in enumerate(arg_kinds) if a == k] for k in "pi"}
        picked = []
        for k in reversed(takes):
            if not positions[k]:
                return None
            picked.append(positions[k].pop())
        return function, tuple(reversed(picked))
    return None


def split_terms(length: str) -> list:
    """The top-level terms of a sum, for the models that interpret it: "strlen(arg0)+strlen(arg1)+1"
    -> ["strlen(arg0)", "strlen(arg1)", "1"]; "arg2*arg3-arg3" -> ["arg2*arg3", "-arg3"] (a term
    to subtract starts with "-"); a "+" inside parentheses ("min(arg2,strlen(arg1)+1)") does not
    split."""
    terms, depth, current = [], 0, ""
    for ch in length.replace(" ", ""):
        depth += (ch == "(") - (ch == ")")
        if ch in "+-" and depth == 0 and current:
            terms.append(current)
            current = "" if ch == "+" else "-"
        else:
            current += ch
    terms.append(current)
    return [t for t in terms if t]


# The role of a CheckSite on a variadic argument of a formatted call whose format is not a string
# literal: the library model decides from the format the state holds what the conversion of
# that argument reads or writes (absint.memory.libc.format_argument_length).
FORMAT_ARGUMENT = "format argument"
# ... and its note when the format is not known where the call is judged: a print function is
# then taken to read the argument as a %s string, which it may not do at all (a %p): a range
# that fails is an error only once a concrete run confirms it
UNKNOWN_FORMAT_NOTE = "the format is not known here: the argument is checked as a %s string"


PRINT_CONVERSION = re.compile(r"%[-+ #0']*(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|L|q|j|z|t)?(.)")


SCAN_CONVERSION = re.compile(r"%(\*)?(\d+)?(hh|h|ll|l|L|q|j|z|t|m)?(\[\^?\]?[^\]]*\]|.)")


def print_conversions(text: str):
    """(position among the variadic arguments, precision text or None, length modifier,
    conversion) of each conversion of a printf format that takes an argument; a `*` width or
    precision takes one of its own before it."""
    k = 0
    for m in PRINT_CONVERSION.finditer(text):
        width, prec, size, conv = m.groups()
        if conv == "%":
            continue
        k += (width == "*") + (prec == "*")
        yield k, prec, size or "", conv
        k += 1


def scan_conversions(text: str):
    """(position among the variadic arguments, maximum field width or None, length modifier,
    conversion) of each conversion of a scanf format that stores through an argument (not the
    suppressed ones, `%*d`). A `%[...]` conversion is given as "[" ."""
    k = 0
    for m in SCAN_CONVERSION.finditer(text):
        suppressed, width, size, conv = m.groups()
        if conv == "%" or suppressed:
            continue
        yield k, int(width) if width else None, size or "", conv[0]
        k += 1


def scan_char_conversions(text: str) -> list:
    """Positions among the variadic arguments of the %c conversions of a scanf format: they
    store the characters read and no terminator (C11 7.21.6.2p12)."""
    return [k for k, _, _, conv in scan_conversions(text) if conv in "cC"]


def long_double_size(ptr_size: int) -> int:
    """sizeof(long double): 16 bytes on x86-64 (lp64), 12 on i386 (ilp32)."""
    return 16 if ptr_size == 8 else 12


def stored_size(conv: str, size: str, ptr_size: int, long_double_size: int) -> int:
    """Bytes a numeric conversion stores through its argument: scanf's %d, %lf, %p, ... and
    %n of both families, of the type the length modifier names (C11 7.21.6.2p11-12,
    7.21.6.1p7-8); long is as wide as a pointer in both data models."""
    if conv == "p":
        return ptr_size
    if conv in "aAeEfFgG":
        return {"": 4, "l": 8}.get(size, long_double_size)
    return {"hh": 1, "h": 2, "": 4, "l": ptr_size, "ll": 8, "q": 8, "j": 8,
            "z": ptr_size, "t": ptr_size}.get(size, 4)


def scan_stored_bytes(conv: str, width, size: str, ptr_size: int, long_double_size: int,
                      wchar: int):
    """Bytes a scanf conversion stores through its argument, None when the input decides
    without bound: %s and %[ at most the width's characters and a terminator (unbounded without
    a width), %c the width's characters (1 without one) and no terminator, in wchar_t with the
    l modifier (and POSIX's %S, %C) in both families (C11 7.21.6.2p12, 7.29.2.2p12); the
    numbers their type's size."""
    unit = wchar if size == "l" or conv in "SC" else 1
    if conv in "s[S":
        return None if width is None else (width + 1) * unit
    if conv in "cC":
        return (width or 1) * unit
    return stored_size(conv, size, ptr_size, long_double_size)


def count_conversions(text: str) -> list:
    """Positions among the variadic arguments of the %n conversions of a printf format: each
    stores the count of characters written so far through its argument (C11 7.21.6.1p8)."""
    return [k for k, _, _, conv in print_conversions(text) if conv == "n"]


def string_conversions(text: str) -> dict:
    """{position among the variadic arguments: (wide, precision)} of the %s and %S conversions of
    a printf or wprintf format. `wide`: the argument is a wchar_t string (%ls, and %S of POSIX);
    without l, %s takes a char string in both families (C11 7.21.6.1p7, 7.29.2.1p7: a wide
    function converts it). `precision`: the literal precision, or None ('*' takes an argument)."""
    return {k: _string_conversion(prec, size, conv)
            for k, prec, size, conv in print_conversions(text) if conv in "sS"}


def _string_conversion(prec, size: str, conv: str) -> tuple:
    return conv == "S" or size == "l", int(prec or 0) if prec not in (None, "*") else None


def print_argument(text: str, k: int):
    """What the conversion of a printf format that takes variadic argument k does through it:
    None when nothing is read there (a %p, a number, no conversion takes it); ("n", length
    modifier) for a %n, which stores the count written; ("s", (wide, precision)) for a string
    read (see string_conversions)."""
    for j, prec, size, conv in print_conversions(text):
        if j == k:
            if conv == "n":
                return "n", size
            return ("s", _string_conversion(prec, size, conv)) if conv in "sS" else None
    return None


def scan_argument_bytes(text: str, k: int, ptr_size: int, wchar: int):
    """Bytes the conversion of a scanf format that takes variadic argument k stores through it
    (scan_stored_bytes): 0 when none does, None when the input decides without bound."""
    for j, width, size, conv in scan_conversions(text):
        if j == k:
            return scan_stored_bytes(conv, width, size, ptr_size, long_double_size(ptr_size),
                                     wchar)
    return 0

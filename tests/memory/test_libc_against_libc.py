"""Library models tested against the C library itself (issue 15).

Random calls of the string and memory functions modelled in absint.ir.libspec.ACCESSES (buffer
sizes, pointer offsets, contents, terminator positions or none, counts; char and wchar_t) are run
for real by a small C harness, compiled with gcc once per session into a temporary directory. The
harness measures, for each pointer argument, how many bytes from the pointer the real call touches:
the argument's bytes are placed just before a PROT_NONE page and the call is run in a forked child
with fewer and fewer of them there; the least count that does not fault is what the call read or
wrote (the run is identical to the full one up to its first access past the count, and the C
library's wide loads are aligned or bounded, so they never cross a page the call does not need).
When even the whole object faults, the call overflows it. Other arguments are followed by zeros
(an unterminated string reads as if its NUL came right after its object, as the models assume).
The harness also reports the result and the objects' contents after a run that does not fault.

Three things are checked against those runs:

  1. the concrete twin (absint.checks.confirm: `_Run.site_length` over the length language): per
     pointer argument its length covers what the real call touched, exceeds the object when the
     real call overflowed it, and stays inside the object when the call is well defined (else a
     concrete run would confirm an error that is not one);
  2. the abstract model (absint.memory.libc through absint.checks.analyze), one small function per
     call: an argument the real call overflows (or that the C standard's semantics overflow, e.g. an
     unterminated string passed to strchr) is never "safe"; a call that is well defined is never
     "error" at any of its arguments;
  3. what the abstract model establishes after a well-defined call contains the real outcome: the
     result (`if (r == K) probe[1] = 0;` must stay reachable: "error" or "warning", never "safe" or
     "unreachable"), the string length of every object, a byte of every object, and the extent of
     a strdup-like copy (its last element in bounds, the next one out).

The oracle of "well defined" is the C standard's (bytes each call may access, with its string
arguments ended by their first NUL); test_the_oracle_covers_the_real_calls checks it against the
real runs too.

400 random calls by default (10 per function, one in three overflowing), about 12 s;
ABSINT_LONG_TESTS=1 runs 150 per function (6000 calls, about 6 minutes). ABSINT_LIBC_SEED=N
changes the seed. A failure prints the call, the real run's outcome and the generated C function.
"""
from __future__ import annotations

import os
import random
import shutil
import subprocess
import time
from dataclasses import dataclass, field, replace
from types import SimpleNamespace
from typing import Optional

import pytest

from absint.checks import all_sites, analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.frontend import load_program
from absint.ir import libspec

LONG = os.environ.get("ABSINT_LONG_TESTS") == "1"
PER_FUNCTION = 150 if LONG else 10
SEED = int(os.environ.get("ABSINT_LIBC_SEED", "15"))
WCHAR = 4

# name -> (argument kinds, result kind)
#   argument kinds: d destination object, s string (read), m memory (read), n count, c character,
#                   z null pointer, t ten (strtol's base), f format (snprintf), i stream (fgets)
#   result kinds: ptr (into an argument, or NULL), size, int, sign (a comparison), void,
#                 dup (a new heap copy)
FUNCS = {
    "memcpy": ("dmn", "ptr"),
    "memmove": ("dmn", "ptr"),
    "memset": ("dcn", "ptr"),
    "memcmp": ("mmn", "sign"),
    "memchr": ("mcn", "ptr"),
    "bzero": ("dn", "void"),
    "bcopy": ("mdn", "void"),
    "strlen": ("s", "size"),
    "strnlen": ("sn", "size"),
    "strcpy": ("ds", "ptr"),
    "strncpy": ("dsn", "ptr"),
    "strcat": ("ds", "ptr"),
    "strncat": ("dsn", "ptr"),
    "strcmp": ("ss", "sign"),
    "strncmp": ("ssn", "sign"),
    "strcasecmp": ("ss", "sign"),
    "strncasecmp": ("ssn", "sign"),
    "strchr": ("sc", "ptr"),
    "strrchr": ("sc", "ptr"),
    "strstr": ("ss", "ptr"),
    "strspn": ("ss", "size"),
    "strcspn": ("ss", "size"),
    "strpbrk": ("ss", "ptr"),
    "strdup": ("s", "dup"),
    "strndup": ("sn", "dup"),
    "atoi": ("s", "int"),
    "strtol": ("szt", "int"),
    "wmemset": ("dcn", "ptr"),
    "wmemcpy": ("dmn", "ptr"),
    "wmemmove": ("dmn", "ptr"),
    "wcslen": ("s", "size"),
    "wcscpy": ("ds", "ptr"),
    "wcsncpy": ("dsn", "ptr"),
    "wcscat": ("ds", "ptr"),
    "wcsncat": ("dsn", "ptr"),
    "wcscmp": ("ss", "sign"),
    "wcschr": ("sc", "ptr"),
    "wcsdup": ("s", "dup"),
    "snprintf": ("dnf", "int"),
    "fgets": ("dni", "ptr"),
}
NARROW_ALPHABET = [ord("a"), ord("b"), ord("c"), ord("A"), 0xFF]
NUMBER_ALPHABET = [ord(ch) for ch in " -+0123456789a"]
WIDE_ALPHABET = [ord("a"), ord("b"), ord("c"), ord("A"), 0xE9]
RESULT_TYPES = {"size": "size_t", "sign": "int", "int": "long"}


def wide(name: str) -> bool:
    return name.startswith(("wcs", "wmem"))


# ------------------------------------------------------------------------------------------ cases
@dataclass
class Buf:
    """An object (size elements of unit bytes, all of them given) and the pointer passed into it."""
    unit: int
    size: int
    off: int
    data: list
    storage: str = "stack"      # stack | global | heap

    @property
    def avail(self) -> int:
        return self.size - self.off

    def nul(self) -> int:
        """Elements from the pointer to the first NUL; an unterminated object reads as if the NUL
        came right after it."""
        tail = self.data[self.off:]
        return tail.index(0) if 0 in tail else len(tail)

    def raw(self) -> bytes:
        return b"".join(v.to_bytes(self.unit, "little") for v in self.data)


@dataclass
class Fmt:
    text: str                   # a format of %s, %.Ps, %Ws, %d, %x, %c, %% and letters


@dataclass
class Case:
    cid: int
    fn: str
    args: list                  # Buf | int | Fmt | bytes (fgets' input) | None (a null pointer)
    real: Optional[dict] = None  # filled from the harness
    source: list = field(default_factory=list)   # the C function given to absint

    def buffers(self):
        return [(i, a) for i, a in enumerate(self.args) if isinstance(a, Buf)]

    def varargs(self) -> list:
        """snprintf: (argument index, conversion) of the arguments after the format."""
        if self.fn != "snprintf":
            return []
        return [(3 + k, conv) for k, conv in enumerate(conversions(self.args[2].text))]


def conversions(text: str) -> list:
    """[(flags/width/precision text, conversion letter)] of a format, %% excluded."""
    out, i = [], 0
    while i < len(text):
        if text[i] != "%":
            i += 1
            continue
        j = i + 1
        while text[j] in "0123456789.":
            j += 1
        if text[j] != "%":
            out.append((text[i + 1:j], text[j]))
        i = j + 1
    return out


def formatted(case: Case) -> bytes:
    """What snprintf produces (its string arguments read up to their first NUL)."""
    out, k = [], 3
    text = case.args[2].text
    i = 0
    while i < len(text):
        if text[i] != "%":
            out.append(text[i].encode())
            i += 1
            continue
        j = i + 1
        while text[j] in "0123456789.":
            j += 1
        spec, conv = text[i + 1:j], text[j]
        i = j + 1
        if conv == "%":
            out.append(b"%")
            continue
        a = case.args[k]
        k += 1
        if conv == "s":
            s = bytes(a.data[a.off:a.off + a.nul()])
            width, _, prec = spec.partition(".")
            if prec:
                s = s[:int(prec)]
            out.append(s.rjust(int(width or 0), b" "))
        elif conv == "c":
            out.append(bytes([a & 0xFF]))
        else:
            out.append(("%" + spec + conv).encode() % a if conv == "d" else
                       (("%" + spec + conv) % (a & 0xFFFFFFFF)).encode())
    return b"".join(out)


def required(case: Case) -> dict:
    """The C standard's semantics: argument index -> bytes from the pointer the call may access
    (strings up to their first NUL; an unterminated one as if the NUL came right after it, so the
    count exceeds the object). fgets: what some input makes it write."""
    fn, a = case.fn, case.args
    u = WCHAR if wide(fn) else 1

    def sl(i):
        return a[i].nul()

    def n(i):
        return a[i]
    if fn in ("memcpy", "memmove", "wmemcpy", "wmemmove", "memcmp"):
        r = {0: n(2), 1: n(2)}
    elif fn in ("memset", "wmemset"):
        r = {0: n(2)}
    elif fn == "bzero":
        r = {0: n(1)}
    elif fn == "bcopy":
        r = {0: n(2), 1: n(2)}
    elif fn == "memchr":
        tail = a[0].data[a[0].off:] + [0] * max(0, n(2))
        hits = [k for k in range(n(2)) if tail[k] == a[1] & 0xFF]
        r = {0: hits[0] + 1 if hits else n(2)}
    elif fn in ("strlen", "wcslen", "strdup", "wcsdup", "atoi", "strtol", "strchr", "strrchr",
                "wcschr"):
        r = {0: sl(0) + 1}
    elif fn in ("strnlen", "strndup"):
        r = {0: min(n(1), sl(0) + 1)}
    elif fn in ("strcpy", "wcscpy"):
        r = {0: sl(1) + 1, 1: sl(1) + 1}
    elif fn in ("strncpy", "wcsncpy"):
        r = {0: n(2), 1: min(n(2), sl(1) + 1)}
    elif fn in ("strcat", "wcscat"):
        r = {0: sl(0) + sl(1) + 1, 1: sl(1) + 1}
    elif fn in ("strncat", "wcsncat"):
        r = {0: sl(0) + min(n(2), sl(1)) + 1, 1: min(n(2), sl(1) + 1)}
    elif fn in ("strcmp", "strcasecmp", "wcscmp", "strstr", "strspn", "strcspn", "strpbrk"):
        r = {0: sl(0) + 1, 1: sl(1) + 1}
    elif fn in ("strncmp", "strncasecmp"):
        r = {0: min(n(2), sl(0) + 1), 1: min(n(2), sl(1) + 1)}
    elif fn == "snprintf":
        r = {0: min(n(1), len(formatted(case)) + 1)}
        for i, (spec, conv) in case.varargs():
            if conv == "s":
                prec = spec.partition(".")[2]
                r[i] = min(int(prec), sl(i) + 1) if prec else sl(i) + 1
    elif fn == "fgets":
        r = {0: max(n(1), 0)}
    else:
        raise AssertionError(fn)
    return {i: v * u for i, v in r.items()}


def overflows(case: Case) -> dict:
    """Argument index -> whether the call overflows its object (by the standard's semantics, or
    because the real call faulted there)."""
    req = required(case)
    out = {}
    for i, b in case.buffers():
        out[i] = req.get(i, 0) > b.avail * b.unit or case.real["extent"][i] is None
    return out


# ------------------------------------------------------------------------------------ generation
def gen_string(rng, fn, unit, alphabet, length=None, terminated=0.85) -> Buf:
    """A string object: a NUL at a random place after the pointer, or none."""
    off = rng.choice([0, 0, 0, 1, 2])
    L = rng.randint(0, 10) if length is None else length
    size = off + L + rng.choice([0, 1, 1, 1, 2, 4])
    size = max(size, 1)
    data = [rng.choice(alphabet) for _ in range(size)]
    if rng.random() < terminated and off + L < size:
        data[off + L] = 0
        for k in range(off + L + 1, size):        # more NULs after the first one, sometimes
            if rng.random() < 0.2:
                data[k] = 0
    else:
        for k in range(off, size):
            if data[k] == 0:
                data[k] = alphabet[0]
    for k in range(off):
        if rng.random() < 0.3:
            data[k] = 0
    off = min(off, size)
    return Buf(unit, size, off, data, rng.choice(["stack", "stack", "global", "heap"]))


def gen_memory(rng, unit, alphabet) -> Buf:
    size = rng.randint(1, 16)
    off = min(rng.choice([0, 0, 1, 3]), size)
    data = [rng.choice(alphabet) if rng.random() > 0.15 else 0 for _ in range(size)]
    return Buf(unit, size, off, data, rng.choice(["stack", "stack", "global", "heap"]))


def fit_destination(rng, case: Case, di: int) -> None:
    """Size the destination around what the call needs of it: a little less, just enough or more."""
    d = case.args[di]
    # (the destination's own string, for strcat, is what is already there)
    big = replace(d, size=d.size + 200, data=d.data + [0] * 200)
    trial = replace(case, args=[big if k == di else x for k, x in enumerate(case.args)])
    need = -(-required(trial)[di] // d.unit)
    avail = max(0, need + rng.choice([-2, -1, -1, 0, 0, 0, 0, 1, 2, 5]))
    size = max(1, d.off + avail)
    data = (d.data + [rng.choice(NARROW_ALPHABET if d.unit == 1 else WIDE_ALPHABET)
                      for _ in range(size)])[:size]
    case.args[di] = replace(d, size=size, off=min(d.off, size), data=data)


def gen_case(rng, cid: int, fn: str) -> Case:
    kinds, _ = FUNCS[fn]
    unit = WCHAR if wide(fn) else 1
    alphabet = WIDE_ALPHABET if unit > 1 else (NUMBER_ALPHABET if fn in ("atoi", "strtol")
                                               else NARROW_ALPHABET)
    args: list = [None] * len(kinds)
    if fn == "snprintf":
        return gen_snprintf(rng, cid)
    for i, k in enumerate(kinds):
        if k == "s":
            short = fn in ("strstr", "strspn", "strcspn", "strpbrk") and i == 1   # needles, sets
            args[i] = gen_string(rng, fn, unit, alphabet,
                                 length=rng.randint(0, 3) if short else None)
        elif k == "m":
            args[i] = gen_memory(rng, unit, alphabet)
        elif k == "d":
            args[i] = gen_string(rng, fn, unit, alphabet, length=rng.randint(0, 6))
        elif k == "z":
            args[i] = None
        elif k == "t":
            args[i] = 10
        elif k == "i":
            args[i] = bytes(rng.choice(b"abc\n") for _ in range(rng.choice([0, 0, 1, 3, 8, 20])))
    # characters: one in the object, or one that is not, or NUL
    for i, k in enumerate(kinds):
        if k == "c":
            src = next((a for a in args if isinstance(a, Buf)), None)
            pool = [v for v in src.data[src.off:]] if src is not None and src.avail else []
            choice = rng.random()
            if pool and choice < 0.6:
                args[i] = rng.choice(pool)
            elif choice < 0.8:
                args[i] = 0
            else:
                args[i] = ord("z")
            if fn in ("memset", "wmemset") and rng.random() < 0.5:
                args[i] = rng.choice(alphabet)
    # counts: around the objects' sizes and the strings' lengths
    for i, k in enumerate(kinds):
        if k == "n":
            cands = [rng.randint(0, 16)]
            for a in args:
                if isinstance(a, Buf):
                    cands += [a.avail, a.avail, a.nul(), a.nul() + 1]
            args[i] = max(0, rng.choice(cands) + rng.choice([-1, 0, 0, 0, 1]))
    case = Case(cid, fn, args)
    for i, k in enumerate(kinds):
        if k == "d" and rng.random() < 0.9:
            fit_destination(rng, case, i)
    return case


def gen_snprintf(rng, cid: int) -> Case:
    pieces, args = [], []
    for _ in range(rng.randint(0, 3)):
        if rng.random() < 0.4:
            pieces.append(rng.choice(["ab", "x", "%%", "-"]))
        conv = rng.choice(["s", "s", "s", ".p", "w", "d", "x", "c"])
        if conv == "s":
            pieces.append("%s")
            args.append(gen_string(rng, "snprintf", 1, NARROW_ALPHABET))
        elif conv == ".p":
            pieces.append(f"%.{rng.randint(0, 6)}s")
            args.append(gen_string(rng, "snprintf", 1, NARROW_ALPHABET))
        elif conv == "w":
            pieces.append(f"%{rng.randint(1, 8)}s")
            args.append(gen_string(rng, "snprintf", 1, NARROW_ALPHABET))
        elif conv == "d":
            pieces.append("%d")
            args.append(rng.choice([0, 7, -3, 12345, -99999, 2147483647]))
        elif conv == "x":
            pieces.append("%x")
            args.append(rng.choice([0, 255, 4096, 305419896]))
        else:
            pieces.append("%c")
            args.append(rng.choice([ord("q"), ord("Z")]))
    if rng.random() < 0.3:
        pieces.append("yz")
    d = gen_string(rng, "snprintf", 1, NARROW_ALPHABET, length=rng.randint(0, 4))
    case = Case(cid, "snprintf", [d, 0, Fmt("".join(pieces))] + args)
    need = len(formatted(case)) + 1
    case.args[1] = max(0, rng.choice([need, need - 1, need + 3, need - 3, 0, 1, 5, 40]))
    n = case.args[1]
    size = max(1, d.off + max(0, min(n, need) + rng.choice([-1, 0, 0, 1, 3])))
    data = (d.data + [ord("a")] * size)[:size]
    case.args[0] = replace(d, size=size, off=min(d.off, size), data=data)
    return case


def overflows_by_standard(case: Case) -> bool:
    req = required(case)
    return any(req.get(i, 0) > b.avail * b.unit for i, b in case.buffers())


def all_cases() -> list:
    """PER_FUNCTION calls of each function, one in three of them overflowing (by the standard's
    semantics: drawn again until it is so, or not, within a few tries)."""
    rng = random.Random(SEED)
    cases, cid = [], 0
    for fn in FUNCS:
        for k in range(PER_FUNCTION):
            for _ in range(40):
                case = gen_case(rng, cid, fn)
                if overflows_by_standard(case) == (k % 3 == 0):
                    break
            cases.append(case)
            cid += 1
    return cases


# ---------------------------------------------------------------------------------- the harness
HARNESS = r"""
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include <wchar.h>

/* One call a line: FID ARG... with ARG one of
 *   b,UNIT,SIZE,OFF,HEX   an object of SIZE bytes (all given) and the pointer OFF bytes into it
 *   i,VALUE               an integer
 *   z                     a null pointer
 *   s,HEX                 the input of fgets
 * Output, one line a call: per argument the bytes it touched from the pointer ("o": faults even
 * with the whole object, "-": not an object, "E": the child died otherwise), "|", the result,
 * "|", the objects' contents after a run where every object is followed by zeros. */

#define MAXARG 8
#define REGION (1L << 16)
#define LEAD 64L
#define SLACK 4096L

enum { A_INT, A_BUF, A_NULL, A_STREAM };
typedef struct { int kind, unit; long size, off, ival; unsigned char *data; } Arg;
typedef struct { char kind; long i; void *p; } Res;

static Arg a[MAXARG];
static int nargs;
static unsigned char *slot[MAXARG];
static void *ptr[MAXARG];
static unsigned char *input;
static long input_len;

#define P(i) (ptr[i])
#define N(i) (a[i].ival)

static FILE *open_input(void) {
    /* an empty input: a stream at its end without the file system (fopen of /dev/null failed
       now and then on a loaded machine, and fgets on a NULL stream faults) */
    static char none[1];
    FILE *f = fmemopen(input_len ? (void *)input : (void *)none, input_len ? input_len : 1, "r");
    if (f != NULL && input_len == 0) fgetc(f);
    if (f == NULL) { perror("open_input"); exit(3); }
    return f;
}

static Res call(int fid) {
    Res r = {'v', 0, 0};
    switch (fid) {
@DISPATCH@
    default: fprintf(stderr, "unknown function %d\n", fid); exit(2);
    }
    return r;
}

/* guarded: the argument whose first `keep` bytes end at the guard page, or -1 */
static void place(int guarded, long keep) {
    for (int j = 0; j < nargs; j++) {
        if (a[j].kind == A_BUF) {
            if (j == guarded) {
                ptr[j] = slot[j] + REGION - keep;
                memcpy(ptr[j], a[j].data + a[j].off, keep);
            } else {
                memset(slot[j], 0, LEAD + a[j].size + SLACK);
                memcpy(slot[j] + LEAD, a[j].data, a[j].size);
                ptr[j] = slot[j] + LEAD + a[j].off;
            }
        } else if (a[j].kind == A_NULL) {
            ptr[j] = 0;
        }
    }
}

/* 1: the call faults with only `keep` bytes of argument j; 0: it does not; -1: something else */
static int faults(int fid, int j, long keep) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        place(j, keep);
        alarm(5);
        call(fid);
        _exit(0);
    }
    int st;
    if (waitpid(pid, &st, 0) != pid) return -1;
    if (WIFEXITED(st) && WEXITSTATUS(st) == 0) return 0;
    if (WIFSIGNALED(st) && (WTERMSIG(st) == SIGSEGV || WTERMSIG(st) == SIGBUS)) return 1;
    return -1;
}

static unsigned char *unhex(const char *h, long *len) {
    long n = (long)strlen(h) / 2;
    unsigned char *out = malloc(n + 1);
    for (long k = 0; k < n; k++) {
        unsigned v;
        sscanf(h + 2 * k, "%2x", &v);
        out[k] = (unsigned char)v;
    }
    *len = n;
    return out;
}

static void hex(const unsigned char *p, long n) {
    for (long k = 0; k < n; k++) printf("%02x", p[k]);
}

int main(void) {
    long page = sysconf(_SC_PAGESIZE);
    for (int j = 0; j < MAXARG; j++) {
        unsigned char *m = mmap(0, REGION + page, PROT_READ | PROT_WRITE,
                                MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED || mprotect(m + REGION, page, PROT_NONE)) { perror("mmap"); return 2; }
        slot[j] = m;
    }
    char *line = 0;
    size_t cap = 0;
    while (getline(&line, &cap, stdin) > 0) {
        int fid, pos;
        char *tok = strtok(line, " \n");
        if (!tok) continue;
        fid = atoi(tok);
        nargs = 0;
        input = 0;
        input_len = 0;
        while ((tok = strtok(0, " \n")) && nargs < MAXARG) {
            Arg *x = &a[nargs++];
            memset(x, 0, sizeof *x);
            if (tok[0] == 'b') {
                x->kind = A_BUF;
                pos = 0;
                sscanf(tok, "b,%d,%ld,%ld,%n", &x->unit, &x->size, &x->off, &pos);
                long n;
                x->data = unhex(tok + pos, &n);
            } else if (tok[0] == 'i') {
                x->kind = A_INT;
                x->ival = strtol(tok + 2, 0, 10);
            } else if (tok[0] == 'z') {
                x->kind = A_NULL;
            } else if (tok[0] == 's') {
                x->kind = A_STREAM;
                input = unhex(tok + 2, &input_len);
            }
        }
        for (int j = 0; j < nargs; j++) {
            if (a[j].kind != A_BUF) { printf("- "); continue; }
            long unit = a[j].unit, avail = (a[j].size - a[j].off) / unit;
            int f = faults(fid, j, avail * unit);
            if (f < 0) { printf("E "); continue; }
            if (f) { printf("o "); continue; }
            long lo = 0, hi = avail, bad = 0;
            while (lo < hi) {
                long mid = (lo + hi) / 2;
                f = faults(fid, j, mid * unit);
                if (f < 0) { bad = 1; break; }
                if (f) lo = mid + 1; else hi = mid;
            }
            if (bad) printf("E "); else printf("%ld ", lo * unit);
        }
        printf("| ");
        place(-1, 0);
        Res r = call(fid);
        if (r.kind == 'i') {
            printf("i%ld", r.i);
        } else if (r.kind == 'p') {
            int found = -1;
            for (int j = 0; j < nargs && r.p; j++)
                if (a[j].kind == A_BUF && (unsigned char *)r.p >= slot[j]
                        && (unsigned char *)r.p < slot[j] + REGION) { found = j; break; }
            if (!r.p) printf("n");
            else if (found < 0) printf("?");
            else printf("p%d,%ld", found,
                        (long)((unsigned char *)r.p - (unsigned char *)ptr[found]));
        } else if (r.kind == 'd' || r.kind == 'D') {
            if (!r.p) printf("n");
            else {
                long n = r.kind == 'd' ? (long)strlen(r.p) + 1 : ((long)wcslen(r.p) + 1) * 4;
                printf("d");
                hex(r.p, n);
            }
            free(r.p);
        } else {
            printf("v");
        }
        printf(" |");
        for (int j = 0; j < nargs; j++) {
            if (a[j].kind != A_BUF) continue;
            printf(" ");
            hex(slot[j] + LEAD, a[j].size);
        }
        printf("\n");
        for (int j = 0; j < nargs; j++) free(a[j].data);
        free(input);
    }
    return 0;
}
"""


def harness_call(fn: str, kinds: str, varkinds: str = "") -> str:
    """The C statement of one call in the harness (r: its Res)."""
    args = []
    for i, k in enumerate(kinds):
        if k in "dsm":
            args.append(f"P({i})")
        elif k == "z":
            args.append("0")
        elif k == "f":
            args.append("\"\"")  # replaced below
        elif k == "i":
            args.append("f")
        else:
            args.append(f"N({i})")
    res = FUNCS[fn][1]
    if fn == "snprintf":
        va = ", ".join(f"P({3 + k})" if v == "s" else f"(int)N({3 + k})"
                       for k, v in enumerate(varkinds))
        return f"r.kind = 'i'; r.i = snprintf(P(0), N(1), P(2){', ' + va if va else ''});"
    text = f"{fn}({', '.join(args)})"
    if fn == "fgets":
        return f"{{ FILE *f = open_input(); r.kind = 'p'; r.p = {text}; if (f) fclose(f); }}"
    if res in ("ptr",):
        return f"r.kind = 'p'; r.p = (void *)({text});"
    if res == "dup":
        return f"r.kind = '{'D' if wide(fn) else 'd'}'; r.p = (void *)({text});"
    if res == "void":
        return f"{text};"
    return f"r.kind = 'i'; r.i = (long)({text});"


def harness_table() -> list:
    """[(function id, name, vararg kinds)]: snprintf once per sequence of %s / integer arguments."""
    table = []
    for fn in FUNCS:
        if fn == "snprintf":
            for n in range(4):
                for bits in range(1 << n):
                    table.append((fn, "".join("s" if bits >> k & 1 else "i" for k in range(n))))
        else:
            table.append((fn, ""))
    return table


def harness_source() -> str:
    lines = []
    for fid, (fn, va) in enumerate(harness_table()):
        lines.append(f"    case {fid}: {harness_call(fn, FUNCS[fn][0], va)} break;")
    return HARNESS.replace("@DISPATCH@", "\n".join(lines))


def harness_line(case: Case) -> str:
    va = "".join("s" if isinstance(case.args[i], Buf) else "i" for i, _ in case.varargs())
    fid = harness_table().index((case.fn, va))
    toks = [str(fid)]
    for a in case.args:
        if isinstance(a, Buf):
            toks.append(f"b,{a.unit},{a.size * a.unit},{a.off * a.unit},{a.raw().hex()}")
        elif isinstance(a, Fmt):
            raw = a.text.encode() + b"\0"
            toks.append(f"b,1,{len(raw)},0,{raw.hex()}")
        elif isinstance(a, bytes):
            toks.append(f"s,{a.hex()}")
        elif a is None:
            toks.append("z")
        else:
            toks.append(f"i,{a}")
    return " ".join(toks)


def parse_result(case: Case, line: str) -> dict:
    ext, res, post = line.split("|")
    extent = {}
    for i, tok in enumerate(ext.split()):
        if tok == "-":
            continue
        assert tok != "E", f"the harness's child died unexpectedly on {case.fn} (case {case.cid})"
        extent[i] = None if tok == "o" else int(tok)
    res = res.strip()
    if res[0] == "i":
        result = ("int", int(res[1:]))
    elif res[0] == "p":
        j, k = res[1:].split(",")
        result = ("ptr", int(j), int(k))
    elif res[0] == "d":
        result = ("dup", bytes.fromhex(res[1:]))
    elif res == "n":
        result = ("null",)
    else:
        result = (res,)
    contents = {}
    bufs = [i for i, a in enumerate(case.args) if isinstance(a, (Buf, Fmt))]
    for i, h in zip(bufs, post.split()):
        if isinstance(case.args[i], Buf):
            b = case.args[i]
            raw = bytes.fromhex(h)
            contents[i] = [int.from_bytes(raw[k:k + b.unit], "little")
                           for k in range(0, len(raw), b.unit)]
    return {"extent": extent, "result": result, "after": contents}


@pytest.fixture(scope="module")
def harness(tmp_path_factory):
    gcc = shutil.which("gcc")
    if gcc is None:
        pytest.skip("gcc is not installed: the library models are checked against the real C "
                    "library")
    tmp = tmp_path_factory.mktemp("libc_harness")
    src, exe = tmp / "harness.c", tmp / "harness"
    src.write_text(harness_source())
    # -fno-builtin and no fortification: every call goes to the C library itself
    build = subprocess.run([gcc, "-std=gnu11", "-O0", "-w", "-fno-builtin", "-U_FORTIFY_SOURCE",
                            "-D_FORTIFY_SOURCE=0", str(src), "-o", str(exe)],
                           capture_output=True, text=True)
    if build.returncode:
        pytest.skip(f"the C harness does not build here: {build.stderr[:500]}")
    return exe


@pytest.fixture(scope="module")
def cases(harness):
    cs = all_cases()
    out = subprocess.run([str(harness)], input="\n".join(harness_line(c) for c in cs) + "\n",
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert len(lines) == len(cs), out.stderr
    for c, line in zip(cs, lines):
        c.real = parse_result(c, line)
    by_fn: dict = {}
    for c in cs:
        by_fn.setdefault(c.fn, []).append(c)
    return by_fn


# ----------------------------------------------------------------------- 1. the concrete twin
def twin_lengths(case: Case) -> dict:
    """(argument, access) -> bytes the concrete twin says the call touches (None: no claim)."""
    from absint.checks.confirm import _Run, _Stop
    from absint.ir import nodes as ir
    from absint.ir.interp import Ptr
    run = _Run(ir.Program(functions={}, globals=(), blocks=()), 0, 10 ** 6,
               time.perf_counter() + 60)
    args = []
    for a in case.args:
        if isinstance(a, Buf):
            args.append(Ptr(run.new_instance("obj", bytearray(a.raw())), a.off * a.unit))
        elif isinstance(a, Fmt):
            args.append(Ptr(run.new_instance("fmt", bytearray(a.text.encode() + b"\0")), 0))
        elif isinstance(a, bytes) or a is None:
            args.append(0)
        else:
            args.append(a)
    sites = [(arg, access) for arg, _role, access, _len in libspec.ACCESSES[case.fn]]
    sites += [(i, "read") for i, (_spec, conv) in case.varargs() if conv == "s"]
    out = {}
    for arg, access in sites:
        try:
            out[(arg, access)] = run.site_length(case.fn, SimpleNamespace(arg=arg, access=access),
                                                 args)
        except _Stop:
            out[(arg, access)] = None
    return out


def describe(case: Case) -> str:
    parts = []
    for i, a in enumerate(case.args):
        if isinstance(a, Buf):
            parts.append(f"arg{i}: {a.size} x {a.unit}-byte object {a.data} at +{a.off}")
        elif isinstance(a, Fmt):
            parts.append(f"arg{i}: format {a.text!r}")
        else:
            parts.append(f"arg{i}: {a!r}")
    return f"{case.fn} (case {case.cid}): " + "; ".join(parts) + f"; real: {case.real}"


@pytest.mark.parametrize("fn", list(FUNCS))
def test_concrete_twin_lengths_cover_the_real_call(cases, fn):
    problems, claims = [], 0
    for case in cases[fn]:
        lengths = twin_lengths(case)
        req = required(case)
        ovf = overflows(case)
        for (i, access), L in lengths.items():
            if L is None or not isinstance(case.args[i], Buf):
                continue
            if fn == "fgets" and case.args[2]:
                continue   # the twin models fgets at the end of its input (confirm's inputs)
            claims += 1
            b = case.args[i]
            room = b.avail * b.unit
            real = case.real["extent"][i]
            if real is None and L <= room:
                problems.append(f"arg{i} {access}: the real call overflows its {room} bytes, "
                                f"the twin says {L} bytes; {describe(case)}")
            if real is not None and L < real:
                problems.append(f"arg{i} {access}: the real call touches {real} bytes, the twin "
                                f"says {L}; {describe(case)}")
            if not any(ovf.values()) and L > room:
                problems.append(f"arg{i} {access}: the call is well defined ({req.get(i)} of "
                                f"{room} bytes) but the twin says {L} bytes (a false "
                                f"confirmation); {describe(case)}")
    assert not problems, "\n".join(problems[:8])
    if fn not in ("memcmp", "memchr", "strnlen", "strncmp", "strncasecmp", "strndup"):
        assert claims, f"the twin made no length claim for {fn}"


# ----------------------------------------------------------------------- 2./3. the abstract model
def c_literal(b: Buf) -> str:
    """A literal of exactly b.size elements (no terminator added beyond them)."""
    out = []
    for v in b.data:
        ch = chr(v)
        out.append(ch if ch.isalnum() and v < 128 else f"\\{v:03o}")
    return ("L" if b.unit > 1 else "") + '"' + "".join(out) + '"'


def c_value(v: int, unit: int) -> str:
    if unit == 1 and v >= 128:
        v -= 256   # char is signed
    return str(v)


@dataclass
class Expect:
    line: int
    what: str                   # "call" | "setup" | "probe" | "in" | "out"
    case: Case


def emit_case(case: Case, globals_: list, body: list, expects: list, line0: int) -> None:
    """The C function of one case, appended to body (lines), with what each line must satisfy."""
    fn = case.fn
    lines: list = []

    def add(text, what=None):
        lines.append("    " + text)
        if what is not None:
            expects.append(Expect(line0 + len(body) + len(lines), what, case))
    names = {}
    body_start = len(body)
    for i, b in case.buffers():
        ctype = "wchar_t" if b.unit > 1 else "char"
        name = f"b{case.cid}_{i}"
        if b.storage == "global":
            name = f"g{case.cid}_{i}"
            globals_.append(f"static {ctype} {name}[{b.size}] = {c_literal(b)};")
        names[i] = name
    body.append(f"void case_{case.cid}(void) {{")
    add("char probe[1];")
    for i, b in case.buffers():
        ctype = "wchar_t" if b.unit > 1 else "char"
        if b.storage == "stack":
            add(f"{ctype} {names[i]}[{b.size}] = {c_literal(b)};")
        elif b.storage == "heap":
            add(f"{ctype} *{names[i]} = malloc({b.size} * sizeof({ctype}));")
            add(f"if (!{names[i]}) return;")
            copy = "wmemcpy" if b.unit > 1 else "memcpy"
            add(f"{copy}({names[i]}, {c_literal(b)}, {b.size});", "setup")
    exprs = []
    for i, a in enumerate(case.args):
        if isinstance(a, Buf):
            exprs.append(names[i] if a.off == 0 else f"{names[i]} + {a.off}")
        elif isinstance(a, Fmt):
            exprs.append('"' + a.text + '"')
        elif isinstance(a, bytes):
            exprs.append("stdin")
        elif a is None:
            exprs.append("0")
        else:
            exprs.append(str(a))
    call = f"{fn}({', '.join(exprs)})"
    res = FUNCS[fn][1]
    unit0 = case.args[0].unit if isinstance(case.args[0], Buf) else 1
    elem0 = "wchar_t" if unit0 > 1 else "char"
    if res in ("ptr", "dup"):
        add(f"{elem0} *r = {call};", "call")
    elif res == "void":
        add(f"{call};", "call")
    else:
        add(f"{RESULT_TYPES[res]} r = {call};", "call")
    ovf = overflows(case)
    if not any(ovf.values()):
        real = case.real
        result = real["result"]
        if result[0] == "int" and res == "sign":
            op = ">" if result[1] > 0 else "<" if result[1] < 0 else "=="
            add(f"if (r {op} 0) probe[1] = 0;", "probe")
        elif result[0] == "int":
            add(f"if (r == {result[1]}) probe[1] = 0;", "probe")
        elif result[0] == "null" and res in ("ptr", "dup"):
            add("if (r == 0) probe[1] = 0;", "probe")
        elif result[0] == "ptr":
            j, k = result[1], result[2]
            b = case.args[j]
            if b.unit == unit0 and k % b.unit == 0:
                add(f"if (r != 0 && r - {names[j]} == {b.off + k // b.unit}) probe[1] = 0;",
                    "probe")
        elif result[0] == "dup":
            u = WCHAR if wide(fn) else 1
            K = len(result[1]) // u - 1
            slen = "wcslen" if u > 1 else "strlen"
            add(f"if (r != 0 && {slen}(r) == {K}) probe[1] = 0;", "probe")
            add(f"if (r != 0) r[{K}] = 0;", "in")
            add(f"if (r != 0) r[{K + 1}] = 0;", "out")
        rng = random.Random(case.cid)
        for i, b in case.buffers():
            after = real["after"][i]
            slen = "wcslen" if b.unit > 1 else "strlen"
            if 0 in after:
                add(f"if ({slen}({names[i]}) == {after.index(0)}) probe[1] = 0;", "probe")
            j = rng.randrange(b.size)
            add(f"if ({names[i]}[{j}] == {c_value(after[j], b.unit)}) probe[1] = 0;", "probe")
    add("}")
    body.extend(lines)
    case.source = body[body_start:]


def program_of(cases_: list) -> tuple:
    head = ["#include <stdio.h>", "#include <stdlib.h>", "#include <string.h>",
            "#include <strings.h>", "#include <wchar.h>"]
    globals_: list = []
    # globals first: lay the functions out after them (line numbers are known once they are)
    for c in cases_:
        for i, b in c.buffers():
            if b.storage == "global":
                globals_.append(None)
    line0 = len(head) + len(globals_)
    body, expects, gl = [], [], []
    for c in cases_:
        emit_case(c, gl, body, expects, line0)
    assert len(gl) == len(globals_)
    return "\n".join(head + gl + body) + "\n", expects


def analyse(tmp_path, name: str, source: str, entries: list):
    path = tmp_path / f"{name}.c"
    path.write_text(source)
    program = load_program([str(path)], FrontendOptions(machine="lp64"))
    report = analyze(program, replace(AnalysisOptions(), entries=tuple(entries)))
    sites = {s.id: s for s in all_sites(program)}
    return report, sites


@pytest.mark.parametrize("fn", list(FUNCS))
def test_abstract_model_against_the_real_call(cases, fn, tmp_path):
    cs = cases[fn]
    source, expects = program_of(cs)
    report, sites = analyse(tmp_path, fn, source, [f"case_{c.cid}" for c in cs])
    by_line: dict = {}
    for a in report.accesses:
        by_line.setdefault(a.line, []).append(a)
    internal = [d for d in report.diagnostics if d.internal]
    assert not internal, internal[0].message
    problems = []     # (the expectation, what went wrong)
    for e in expects:
        found = by_line.get(e.line, [])
        c = e.case
        where = f"{describe(c)}\n" + "\n".join(c.source)
        if e.what == "call":
            ovf = overflows(c)
            assert found, f"no access at the call: {where}"
            for a in found:
                arg = sites[a.site_id].arg
                if ovf.get(arg) and a.verdict in ("safe", "unreachable"):
                    problems.append((e, f"arg{arg} ({a.array}) overflows for real but is "
                                        f"{a.verdict}: {where}"))
                if not any(ovf.values()) and a.verdict in ("error", "unreachable"):
                    problems.append((e, f"the call is well defined but arg{arg} ({a.array}) is "
                                        f"{a.verdict}: {a.message}: {where}"))
        elif e.what in ("probe", "out"):
            mine = [a for a in found if e.what == "out" or a.array == "probe"]
            assert mine, f"no access on line {e.line}: {where}"
            for a in mine:
                if a.verdict in ("safe", "unreachable"):
                    problems.append((e, f"line {e.line} "
                                        f"({source.splitlines()[e.line - 1].strip()}) is "
                                        f"{a.verdict}, but the real call gets there and "
                                        f"overflows: {where}"))
            for a in found:
                if a not in mine and a.verdict == "error":
                    problems.append((e, f"line {e.line}: {a.message}: {where}"))
        elif e.what in ("setup", "in"):
            for a in found:
                if a.verdict == "error":
                    problems.append((e, f"line {e.line} is fine for real but {a.verdict}: "
                                        f"{a.message}: {where}"))
    assert not problems, f"{len(problems)} problems:\n" + "\n\n".join(t for _, t in problems[:5])


def test_fgets_at_end_of_input_keeps_the_old_string(check):
    """With no input, fgets changes nothing: ini still holds 12 characters and strcpy overflows d
    (as the C library does it, e.g. `./a.out < /dev/null`)."""
    r = check("""
        #include <stdio.h>
        #include <string.h>
        int main(void) {
            char ini[16] = "abcdefghijkl";
            char d[8];
            fgets(ini, 3, stdin);
            strcpy(d, ini);          // @cpy
            return 0;
        }""")
    assert r["cpy"] in ("error", "warning")


# ----------------------------------------------------------------------------- the oracle itself
def test_the_oracle_covers_the_real_calls(cases):
    """The standard's semantics (required) bound what the real calls touched: a fault means the
    standard says the call overflows, and a call touches no more than the standard allows."""
    problems, overflowing, total = [], 0, 0
    for fn, cs in cases.items():
        sides = {any(overflows(c).values()) for c in cs}
        if sides != {True, False}:
            problems.append(f"{fn}: no {'well-defined' if True in sides else 'overflowing'} call")
        for c in cs:
            total += 1
            req = required(c)
            ovf = overflows(c)
            overflowing += any(ovf.values())
            if fn == "snprintf" and c.real["result"] != ("int", len(formatted(c))):
                problems.append(f"snprintf returned {c.real['result']}, the oracle formats "
                                f"{formatted(c)!r}: {describe(c)}")
            for i, b in c.buffers():
                real = c.real["extent"][i]
                room = b.avail * b.unit
                if real is None and req.get(i, 0) <= room:
                    problems.append(f"arg{i} faults but the standard allows {req.get(i)} of "
                                    f"{room} bytes: {describe(c)}")
                if real is not None and real > req.get(i, 0):
                    problems.append(f"arg{i} touched {real} bytes, the standard allows "
                                    f"{req.get(i)}: {describe(c)}")
    assert not problems, "\n".join(problems[:8])
    # the random cases exercise both sides of every bound
    assert 0.15 * total < overflowing < 0.7 * total, (overflowing, total)

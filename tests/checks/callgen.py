"""Random small C programs with calls, for differential tests of absint against ASan + UBSan
(tests/checks/test_differential_calls.py).

A program is a few independent *scenarios* and a main that runs one of them:

    prog SCENARIO SEED X Y      SEED seeds rand() (and the concrete __absint_range); X and Y are
                                the scenario's integer inputs (read with atoi)

A scenario allocates one buffer (a local, a global or a malloc'd array of int or char), zeroes it,
reads its inputs (argv values it clamps, __absint_range, rand()), and reaches a *leaf* function (an
indexed access, a loop, memset/memcpy, strcpy/strcat/strlen with literals) along a *path*: a direct
call with a shifted pointer `b + k`, a loop around the call, direct or mutual recursion bounded by
an argument, a chain of wrappers that move the pointer, a table of function pointers, a function
pointer argument, or a wrapper that guards the index. Some scenarios then call the leaf again on
a second buffer of another size, or index the buffer with a value a function returned or stored.

Every array access is alone on its line, preceded by `T_;`. In the analysed build T_ is nothing; in
the concrete build (-DCONCRETE) it prints "@reach LINE" the first time the line runs, so the test
knows which lines a run reached.

Inputs are kept small enough that an out-of-bounds element access lands in ASan's redzones (a few
elements past either end), and pointers stay within their buffer (or one past it): a run without a
sanitizer report really stayed in bounds, without undefined pointer arithmetic.

    python tests/checks/callgen.py SEED           print the program of SEED
"""
from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field

HEADER = """\
/* callgen seed {seed}; run as: prog SCENARIO SEED X Y */
#include <stdlib.h>
#include <string.h>
#include "absint.h"
#ifdef CONCRETE
#include <stdio.h>
static unsigned char trace_seen[{lines}];
static void trace_line(int line)
{{
    if (!trace_seen[line]) {{
        trace_seen[line] = 1;
        fprintf(stderr, "@reach %d\\n", line);
    }}
}}
#define T_ trace_line(__LINE__)
int __absint_range(int lo, int hi)
{{
    return lo + rand() % (hi - lo + 1);
}}
#else
#define T_ (void)0
#endif
"""
MAX_LINES = 4096
LITERALS = ["a", "ab", "xyz", "hello", "abcdefg"]


@dataclass
class Input:
    """How a scenario reads one of its integer inputs, and the values the runs should try."""
    var: str          # "x" or "y"
    lo: int
    hi: int
    source: str       # "argv" (clamped: out-of-range values return early) | "range" | "rand"

    def lines(self):
        if self.source == "argv":
            return [f"if ({self.var} < {self.lo} || {self.var} > {self.hi})", "    return 0;"]
        if self.source == "range":
            return [f"{self.var} = __absint_range({self.lo}, {self.hi});"]
        return [f"{self.var} = {self.lo} + rand() % {self.hi - self.lo + 1};"]

    def run_values(self):
        """argv values worth passing (for range/rand inputs the value comes from the seed)."""
        if self.source != "argv":
            return [0]
        return list(range(self.lo - 1, self.hi + 2))


@dataclass
class Scenario:
    name: str
    functions: list = field(default_factory=list)   # lists of C lines, file scope
    body: list = field(default_factory=list)        # the lines of the scenario function
    inputs: list = field(default_factory=list)      # Input
    desc: str = ""                                  # what was drawn, in a few words


def plus(var: str, c: int) -> str:
    """`i + 1`, `i`, `i - 1`."""
    return var if c == 0 else f"{var} + {c}" if c > 0 else f"{var} - {-c}"


class Gen:
    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.seed = seed

    def pick(self, *options):
        return self.rng.choice(options)

    # ------------------------------------------------------------------ leaves
    # A leaf is `static int NAME(E *b, int i)`: (its lines, definitions it needs, reach). The leaf
    # touches elements of b at most up to index i + reach - 1 by single element accesses (contiguous
    # accesses of string and mem functions always hit a redzone first, so they need no bound).

    def param(self, elem, n):
        """The buffer parameter, in one of C's spellings (`int b[7]` is only a pointer)."""
        return self.pick(f"{elem} *b", f"{elem} b[]", f"{elem} b[{n + self.pick(-2, -1, 0, 2)}]")

    def int_leaf(self, name, n):
        c, v = self.pick(-1, 0, 0, 1), self.rng.randint(1, 9)
        ic, vc = plus("i", c), plus("v", c)
        kind = self.kind = self.pick("get", "set", "sum", "down", "zero", "copy", "out")
        head = f"static int {name}({self.param('int', n)}, int i)"
        if kind == "get":
            return [head, "{", f"    T_; return b[{ic}];", "}"], [], c + 1
        if kind == "set":
            return [head, "{", f"    T_; b[{ic}] = {v};", f"    return {v};", "}"], [], c + 1
        if kind == "sum":
            start = self.pick(0, 1)
            return [head, "{", "    int k, s = 0;", f"    for (k = {start}; k < {ic}; k++) {{",
                    "        T_; s += b[k];", "    }", "    return s;", "}"], [], c
        if kind == "down":
            return [head, "{", "    int k;", f"    for (k = {ic}; k >= 0; k--) {{",
                    f"        T_; b[k] = {v};", "    }", f"    return {v};", "}"], [], c + 1
        if kind == "zero":
            return [head, "{", f"    T_; memset(b, 0, ({ic}) * sizeof(int));", "    return 0;",
                    "}"], [], 1
        if kind == "copy":
            m = self.rng.randint(2, n + 1)
            src = [f"static const int {name}_src[{m}] = {{{', '.join(str(k % 10) for k in range(m))}}};"]
            return [head, "{", f"    T_; memcpy(b, {name}_src, ({ic}) * sizeof(int));",
                    "    return 0;", "}"], [src], 1
        # out: the index travels through a pointer to a local of the leaf
        setter = [f"static void {name}_set(int *p, int v)", "{", f"    T_; *p = {vc};", "}"]
        return [head, "{", "    int j;", f"    {name}_set(&j, i);", "    T_; return b[j];", "}"], \
            [setter], c + 1

    def char_leaf(self, name, n):
        c, lit = self.pick(-1, 0, 0, 1), self.pick(*LITERALS)
        ic, kc = plus("i", c), plus("k", min(c, 0))
        kind = self.kind = self.pick("get", "set", "strcpy", "strcat", "strlen", "memset", "memcpy")
        head = f"static int {name}({self.param('char', n)}, int i)"
        if kind == "get":
            return [head, "{", f"    T_; return b[{ic}];", "}"], [], c + 1
        if kind == "set":
            return [head, "{", f"    T_; b[{ic}] = 'q';", "    return 1;", "}"], [], c + 1
        if kind == "strcpy":
            return [head, "{", f'    T_; strcpy(b + i, "{lit}");', f"    return {len(lit)};", "}"], [], 1
        if kind == "strcat":
            first = self.pick(*LITERALS[:3])
            return [head, "{", f'    T_; strcpy(b, "{first}");', f'    T_; strcat(b + i, "{lit}");',
                    "    T_; return (int)strlen(b);", "}"], [], 1
        if kind == "strlen":
            # the terminator may be overwritten: later strlen calls can run off the end
            return [head, "{", "    int k;", "    T_; k = (int)strlen(b);",
                    f"    T_; b[{kc}] = 'a' + i;", "    return k;", "}"], [], 1
        if kind == "memset":
            return [head, "{", f"    T_; memset(b, 'x', {ic});", "    T_; return (int)strlen(b);",
                    "}"], [], 1
        return [head, "{", f'    T_; memcpy(b, "{lit}", {ic});', "    return 0;", "}"], [], 1

    def leaf(self, name, elem, n):
        return (self.int_leaf if elem == "int" else self.char_leaf)(name, n)

    # ------------------------------------------------------------------ scenarios

    def scenario(self, k: int) -> Scenario:
        s = Scenario(f"t{k}")
        elem = self.pick("int", "int", "char")
        n = self.rng.randint(3, 9) if elem == "int" else self.rng.randint(4, 12)
        storage = self.pick("local", "global", "heap")
        shift = self.pick(0, 0, 1, 2)
        path = self.pick("direct", "loop", "rec", "mutual", "chain", "table", "fparam", "guard")
        p = f"{s.name}_"             # prefix of the scenario's functions

        nleaves = self.rng.randint(2, 3) if path == "table" else 1
        reach, kinds = 0, []
        for j in range(nleaves):
            lines, extra, r = self.leaf(f"{p}leaf{j}", elem, n)
            s.functions += extra + [lines]
            reach, kinds = max(reach, r), kinds + [self.kind]
        leaf = f"{p}leaf0"
        ptype = f"{elem} *"
        buf = f"{p}g" if storage == "global" else "a"
        arg = buf if shift == 0 else f"{buf} + {shift}"

        # the call (and its helpers); `index` is how far the leaf's i can exceed x
        index, step = 0, "b"
        call = [f"r = {leaf}({arg}, x);"]
        if path == "loop":
            call = ["for (j = 0; j <= x; j++) {", f"    r += {leaf}({arg}, j);", "}"]
        elif path == "rec":
            step = self.pick("b", "b + 1")
            own = []
            if self.pick(True, False):    # the recursive function accesses the buffer too
                own, reach = ["    T_; b[n - 1] = n;"], max(reach, 1)
            s.functions.append([f"static int {p}rec({ptype}b, int n)", "{", "    if (n <= 0)", "        return 0;"]
                               + own + [f"    return {leaf}(b, n - 1) + {p}rec({step}, n - 1);", "}"])
            call, index = [f"r = {p}rec({arg}, x);"], -1
        elif path == "mutual":
            step = self.pick("b", "b + 1")
            s.functions.append([f"static int {p}pong({ptype}b, int n);",
                                f"static int {p}ping({ptype}b, int n)", "{", "    if (n <= 0)",
                                "        return 0;", f"    return {leaf}(b, n - 1) + {p}pong(b, n - 1);", "}",
                                f"static int {p}pong({ptype}b, int n)", "{", "    if (n <= 0)",
                                "        return 0;", f"    return {p}ping({step}, n - 1);", "}"])
            call, index = [f"r = {p}ping({arg}, x);"], -1
        elif path == "chain":
            # w1 -> w2 -> ... -> leaf, each moving the pointer by d and the index by -d; the pointer
            # stays within the buffer (C allows no other pointer arithmetic)
            moves, at = [], shift
            for _ in range(self.rng.randint(2, 8)):
                d = self.pick(*[d for d in (-1, 0, 1, 1, 2) if 0 <= at + d <= n])
                moves.append(d)
                at += d
            for level in range(len(moves), 0, -1):   # innermost first: defined before use
                d = moves[level - 1]
                callee = leaf if level == len(moves) else f"{p}w{level + 1}"
                moved = "b, i" if d == 0 else f"b + {d}, i - {d}" if d > 0 else f"b - {-d}, i + {-d}"
                s.functions.append([f"static int {p}w{level}({ptype}b, int i)", "{",
                                    f"    return {callee}({moved});", "}"])
            call = [f"r = {p}w1({arg}, x);"]
        elif path == "table":
            names = ", ".join(f"{p}leaf{j}" for j in range(nleaves))
            s.functions.append([f"static int (*{p}table[])({ptype}, int) = {{{names}}};"])
            s.inputs.append(Input("y", 0, nleaves - 1 + self.pick(0, 0, 1), self.pick("argv", "range", "rand")))
            call = [f"T_; r = {p}table[y]({arg}, x);"]
        elif path == "guard":
            # a wrapper that checks the index against a limit (maybe the wrong one) before the call
            limit = n - shift - reach + 1 + self.pick(-1, 0, 0, 1)
            cond = self.pick(f"i >= {limit}", f"i > {limit - 1}", f"{limit} <= i")
            s.functions.append([f"static int {p}guard({ptype}b, int i)", "{", f"    if ({cond})",
                                "        return -1;", f"    return {leaf}(b, i);", "}"])
            call = [f"r = {p}guard({arg}, x);"]
        elif path == "fparam":
            if self.pick(True, False):
                s.functions.append([f"static int {p}apply(int (*f)({ptype}, int), {ptype}b, int n)", "{",
                                    "    int j, s = 0;", "    for (j = 0; j < n; j++) {",
                                    "        s += f(b, j);", "    }", "    return s;", "}"])
                index = -1
            else:
                s.functions.append([f"static int {p}apply(int (*f)({ptype}, int), {ptype}b, int n)", "{",
                                    "    return f(b, n);", "}"])
            call = [f"r = {p}apply({leaf}, {arg}, x);"]

        # x: the leaf's index goes up to x + index + reach - 1 elements past the shifted pointer;
        # let it pass the end of the buffer by at most 3 elements
        hi = n - shift - reach - index + self.rng.randint(-2, 3)
        if step == "b + 1":
            hi = min(hi, n - shift)      # the pointer moves by one per call: keep it in the buffer
        lo = min(self.pick(-1, 0, 0, 1, 1, 2), hi)
        s.inputs.insert(0, Input("x", lo, hi, self.pick("argv", "range", "rand")))

        extras, second = [], None
        if self.rng.random() < 0.3:
            # the same leaf in a second context: a local buffer of another size
            m = max(1, n + self.pick(-2, -1, 1, 2))
            second = f"{elem} z[{m}];"
            call += ["T_; memset(z, 0, sizeof z);", f"r += {leaf}(z, x);"]
            extras.append(f"second call on {elem}[{m}]")
        if self.rng.random() < 0.3:
            # an index computed by a function (returned, or stored through a pointer), used here
            c = min(self.pick(-1, 0, 1), n + 2 - hi)
            if self.pick(True, False):
                s.functions.append([f"static int {p}idx(int v)", "{", f"    return {plus('v', c)};", "}"])
                call += [f"T_; r += {buf}[{p}idx(x)];"]
            else:
                s.functions.append([f"static void {p}idx(int *out, int v)", "{",
                                    f"    T_; *out = {plus('v', c)};", "}"])
                call += [f"{p}idx(&j, x);", f"T_; r += {buf}[j];"]
            extras.append(f"{buf}[x{c:+d}] in the caller" if c else f"{buf}[x] in the caller")
        s.desc = f"{storage} {elem}[{n}], leaf {'/'.join(kinds)}, path {path}, shift {shift}, " + \
            ", ".join([f"{i.var} in [{i.lo}, {i.hi}] ({i.source})" for i in s.inputs] + extras)

        if storage == "global":
            s.functions.append([f"static {elem} {p}g[{n}];"])
        body = []
        for inp in s.inputs:
            body += inp.lines()
        if storage == "heap":
            body += [f"a = malloc({n} * sizeof({elem}));", "if (a == 0)", "    return 0;"]
        if storage != "global":
            body += [f"T_; memset(a, 0, {n} * sizeof({elem}));"]
        body += call
        if storage == "heap":
            body += ["free(a);"]
        decls = [{"local": f"{elem} a[{n}];", "heap": f"{elem} *a;", "global": None}[storage], second]
        s.body = [f"/* {s.name}: {s.desc} */", f"static int {s.name}(int x, int y)", "{"] + \
            ["    " + l for l in decls + ["int j, r = 0;"] if l] + \
            ["    " + l for l in body if l] + ["    return r;", "}"]
        return s


@dataclass
class Program:
    seed: int
    source: str
    scenarios: list      # Scenario

    def runs(self, count: int):
        """`count` argument vectors [scenario, seed, x, y], spread over the scenarios; x takes the
        argv values of its clamp in a shuffled order (all of them, given enough runs)."""
        rng = random.Random(self.seed * 7919 + 1)
        xs = [rng.sample(sc.inputs[0].run_values(), len(sc.inputs[0].run_values())) for sc in self.scenarios]
        runs = []
        for r in range(count):
            k, turn = r % len(self.scenarios), r // len(self.scenarios)
            ys = self.scenarios[k].inputs[1].run_values() if len(self.scenarios[k].inputs) > 1 else [0]
            x, y = xs[k][turn % len(xs[k])], rng.choice(ys)
            runs.append([str(k), str(rng.randrange(1, 1 << 30)), str(x), str(y)])
        return runs


def program(seed: int, scenarios: int = 5) -> Program:
    g = Gen(seed)
    scs = [g.scenario(k) for k in range(scenarios)]
    out = []
    for sc in scs:
        for fn in sc.functions:
            out += fn + [""]
        out += sc.body + [""]
    out += ["int main(int argc, char **argv)", "{", "    int which, x, y;", "    if (argc != 5)",
            "        return 0;", "    T_; which = atoi(argv[1]);", "    T_; srand((unsigned)atoi(argv[2]));",
            "    T_; x = atoi(argv[3]);", "    T_; y = atoi(argv[4]);"]
    for k, sc in enumerate(scs):
        out += [f"    if (which == {k})", f"        {sc.name}(x, y);"]
    out += ["    return 0;", "}"]
    source = HEADER.format(seed=seed, lines=MAX_LINES) + "\n".join(out) + "\n"
    assert source.count("\n") < MAX_LINES
    return Program(seed, source, scs)


if __name__ == "__main__":
    print(program(int(sys.argv[1])).source, end="")

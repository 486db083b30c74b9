"""Random well-formed C integer expressions and their value under C semantics (an oracle written
independently of the front end), for the lowering property tests.

An expression is a tree of tuples: ("var", name) | ("const", text) | ("un", op, e) |
("cast", type, e) | ("bin", op, a, b) | ("cond", c, a, b) | ("comma", a, b).
"""
from __future__ import annotations

from dataclasses import dataclass


class UB(Exception):
    """The expression has undefined behaviour for these inputs: the example is discarded."""


@dataclass(frozen=True)
class T:
    name: str
    bits: int
    signed: bool
    rank: int

    @property
    def lo(self):
        return -(1 << (self.bits - 1)) if self.signed else 0

    @property
    def hi(self):
        return (1 << (self.bits - 1)) - 1 if self.signed else (1 << self.bits) - 1


def types(machine: str) -> dict:
    lb = 64 if machine == "lp64" else 32
    return {t.name: t for t in (
        T("char", 8, True, 1), T("unsigned char", 8, False, 1), T("short", 16, True, 2),
        T("unsigned short", 16, False, 2), T("int", 32, True, 3), T("unsigned int", 32, False, 3),
        T("long", lb, True, 4), T("unsigned long", lb, False, 4), T("long long", 64, True, 5),
        T("unsigned long long", 64, False, 5))}


def wrap(v: int, t: T) -> int:
    v &= (1 << t.bits) - 1
    if t.signed and v >= 1 << (t.bits - 1):
        v -= 1 << t.bits
    return v


class Oracle:
    def __init__(self, machine: str, env: dict):
        self.ty = types(machine)
        self.env = env      # name -> (value, T)

    def promote(self, t: T) -> T:
        return self.ty["int"] if t.rank < 3 else t

    def usual(self, a: T, b: T) -> T:
        a, b = self.promote(a), self.promote(b)
        if a == b:
            return a
        if a.signed == b.signed:
            return a if a.rank > b.rank else b
        u, s = (a, b) if not a.signed else (b, a)
        if u.rank >= s.rank:
            return u
        if s.bits > u.bits:
            return s
        return self.ty["unsigned " + s.name]

    def const(self, text: str):
        t = text.lower()
        digits = t.rstrip("ul")
        suffix = t[len(digits):]
        v = int(digits, 16) if digits.startswith("0x") else int(digits)
        hexa = digits.startswith("0x")
        longs = suffix.count("l")
        names = ["int", "long", "long long"][longs:]
        cands = []
        for n in names:
            if "u" in suffix:
                cands.append("unsigned " + n)
            elif hexa:
                cands += [n, "unsigned " + n]
            else:
                cands.append(n)
        for n in cands:
            if v <= self.ty[n].hi:
                return v, self.ty[n]
        raise UB("constant too large")

    def eval(self, e):
        k = e[0]
        if k == "var":
            return self.env[e[1]]
        if k == "const":
            return self.const(e[1])
        if k == "cast":
            v, _ = self.eval(e[2])
            t = self.ty[e[1]]
            return wrap(v, t), t
        if k == "un":
            v, t = self.eval(e[2])
            op = e[1]
            if op == "!":
                return int(v == 0), self.ty["int"]
            pt = self.promote(t)
            v = wrap(v, pt)
            if op == "-":
                r = -v
                if pt.signed and not (pt.lo <= r <= pt.hi):
                    raise UB("negation overflow")
                return wrap(r, pt), pt
            if op == "~":
                return wrap(~v, pt), pt
            return v, pt   # unary +
        if k == "comma":
            self.eval(e[1])
            return self.eval(e[2])
        if k == "cond":
            c, _ = self.eval(e[1])
            (av, at), (bv, bt) = self.eval_both(e[2], e[3], c != 0)
            rt = self.usual(at, bt)
            return wrap(av if c else bv, rt), rt
        op, a, b = e[1], e[2], e[3]
        if op == "&&":
            av, _ = self.eval(a)
            if not av:
                return 0, self.ty["int"]
            bv, _ = self.eval(b)
            return int(bv != 0), self.ty["int"]
        if op == "||":
            av, _ = self.eval(a)
            if av:
                return 1, self.ty["int"]
            bv, _ = self.eval(b)
            return int(bv != 0), self.ty["int"]
        av, at = self.eval(a)
        bv, bt = self.eval(b)
        if op in ("<<", ">>"):
            lt, rt = self.promote(at), self.promote(bt)
            av, bv = wrap(av, lt), wrap(bv, rt)
            if bv < 0 or bv >= lt.bits:
                raise UB("shift count")
            if op == ">>":
                return av >> bv, lt
            if lt.signed:
                if av < 0 or (av << bv) > lt.hi:
                    raise UB("signed left shift")
            return wrap(av << bv, lt), lt
        t = self.usual(at, bt)
        av, bv = wrap(av, t), wrap(bv, t)
        if op in ("<", "<=", ">", ">=", "==", "!="):
            r = {"<": av < bv, "<=": av <= bv, ">": av > bv, ">=": av >= bv, "==": av == bv,
                 "!=": av != bv}[op]
            return int(r), self.ty["int"]
        if op in ("/", "%"):
            if bv == 0:
                raise UB("division by zero")
            q = abs(av) // abs(bv)
            q = q if (av >= 0) == (bv >= 0) else -q
            r = q if op == "/" else av - q * bv
            if t.signed and not (t.lo <= q <= t.hi):
                raise UB("division overflow")
            return wrap(r, t), t
        r = {"+": av + bv, "-": av - bv, "*": av * bv, "&": av & bv, "|": av | bv,
             "^": av ^ bv}[op]
        if t.signed and not (t.lo <= r <= t.hi):
            raise UB("signed overflow")
        return wrap(r, t), t

    def eval_both(self, a, b, take_a: bool):
        """?: evaluates one branch, but the type needs both: the other branch is typed without
        its undefined behaviour mattering."""
        if take_a:
            va = self.eval(a)
            vb = self.type_only(b)
        else:
            va = self.type_only(a)
            vb = self.eval(b)
        return va, vb

    def type_only(self, e):
        try:
            return self.eval(e)
        except UB:
            return 0, self.static_type(e)

    def static_type(self, e) -> T:
        k = e[0]
        if k == "var":
            return self.env[e[1]][1]
        if k == "const":
            return self.const(e[1])[1]
        if k == "cast":
            return self.ty[e[1]]
        if k == "un":
            return self.ty["int"] if e[1] == "!" else self.promote(self.static_type(e[2]))
        if k == "comma":
            return self.static_type(e[2])
        if k == "cond":
            return self.usual(self.static_type(e[2]), self.static_type(e[3]))
        op = e[1]
        if op in ("&&", "||", "<", "<=", ">", ">=", "==", "!="):
            return self.ty["int"]
        if op in ("<<", ">>"):
            return self.promote(self.static_type(e[2]))
        return self.usual(self.static_type(e[2]), self.static_type(e[3]))


def to_c(e) -> str:
    k = e[0]
    if k == "var":
        return e[1]
    if k == "const":
        return e[1]
    if k == "cast":
        return f"(({e[1]}) {to_c(e[2])})"
    if k == "un":
        return f"({e[1]} {to_c(e[2])})"
    if k == "comma":
        return f"({to_c(e[1])}, {to_c(e[2])})"
    if k == "cond":
        return f"({to_c(e[1])} ? {to_c(e[2])} : {to_c(e[3])})"
    return f"({to_c(e[2])} {e[1]} {to_c(e[3])})"


BIN_OPS = ("+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "<", "<=", ">", ">=", "==", "!=",
           "&&", "||")
UN_OPS = ("-", "~", "!", "+")
TYPE_NAMES = tuple(types("lp64"))
CONSTS = ("0", "1", "2", "3", "7", "31", "100", "255", "-1", "0x7fffffff", "0xffffffff", "65535",
          "4294967295u", "2147483647", "1u", "10l", "3ul", "0x80000000", "9223372036854775807ll",
          "18446744073709551615ull")
PARAM_VALUES = (0, 1, -1, 2, 5, 127, -128, 255, 1000, -1000, 32767, 65535, 2147483647,
                -2147483648, 4294967295, 1 << 40, -(1 << 40))


def program_text(params: list, expr, ret: str = "long long") -> str:
    """A C function `f` of the parameters returning the expression (converted to ret)."""
    plist = ", ".join(f"{t} {n}" for n, t in params) or "void"
    return f"{ret} f({plist}) {{ return {to_c(expr)}; }}\n"


def random_expr(rng, names, depth: int):
    """A random expression over `names` (used by the gcc differential test; hypothesis has its own
    strategy in the test)."""
    if depth == 0 or rng.random() < 0.25:
        if names and rng.random() < 0.6:
            return ("var", rng.choice(names))
        c = rng.choice(CONSTS)
        if c.startswith("-"):
            return ("un", "-", ("const", c[1:]))
        return ("const", c)
    r = rng.random()
    if r < 0.15:
        return ("un", rng.choice(UN_OPS), random_expr(rng, names, depth - 1))
    if r < 0.25:
        return ("cast", rng.choice(TYPE_NAMES), random_expr(rng, names, depth - 1))
    if r < 0.32:
        return ("cond", random_expr(rng, names, depth - 1), random_expr(rng, names, depth - 1),
                random_expr(rng, names, depth - 1))
    if r < 0.35:
        return ("comma", random_expr(rng, names, depth - 1), random_expr(rng, names, depth - 1))
    return ("bin", rng.choice(BIN_OPS), random_expr(rng, names, depth - 1),
            random_expr(rng, names, depth - 1))

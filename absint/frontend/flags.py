"""Conditions kept in flags: `ok = x >= 0 && x < 8; ... if (ok) a[x]`.

No numeric domain ties a 0/1 variable to the condition it was computed from: the join after the
assignment's two branches keeps `ok` in [0, 1] and `x` unrelated to it. But where, on every path
from `ok = c` to a test of `ok`, nothing writes `ok` or a variable `c` reads, `ok` at the test is
the truth of `c` evaluated there. The front end then lowers the test as the flag's guard followed by
the guards of `c`, evaluated again, whose other side leads nowhere (it is unreachable).

Which conditions qualify (`condition_reads`, on the AST): `c` reads only scalars that live in Vars of
the function (locals and parameters whose address is never taken: no store through a pointer and no
call can write them), and computes without side effects, memory reads or a division by a variable.
Every write to such a Var is, in the IR, the `dst` of an Assign, Load or Call, or a Var of a Havoc:
whether a link holds at a test is a forward must-analysis over the function's CFG (a write to the
flag or to a variable of `c` kills it, joins keep what both sides have), run once the whole body is
lowered, loops' back edges, gotos and computed gotos included (`available_links`). Two assignments
of the same condition to the same flag are one fact (`ok = i < n` before a loop and at the end of
its body), so a loop head where both meet keeps it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from pycparser import c_ast

from absint.ir.nodes import Assign, Call, Havoc, Load

EXPECT = ("__builtin_expect", "__builtin_expect_with_probability")
_REL = ("<", "<=", ">", ">=", "==", "!=")
_PURE_BINOPS = frozenset(("+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&&", "||") + _REL)
_PURE_UNOPS = frozenset(("!", "-", "+", "~"))
_TYPE_WORDS = frozenset(("void", "char", "short", "int", "long", "float", "double", "signed",
                         "unsigned", "_Bool", "__int128"))


@dataclass(frozen=True)
class FlagDef:
    """`flag = cond` was lowered; the link holds from statement `index` of node `node` on."""
    key: tuple            # (flag, condition text, identities of its names): one fact per key
    flag: str             # the flag's Var name
    cond: object          # the condition's AST, lowered again at each linked test
    reads: frozenset      # Var names the condition reads
    names: tuple          # (identifier, Sym) for every identifier of the condition, as resolved here
    scopes: tuple         # the scope chains (ordinary names, tags) to lower the condition in
    node: int
    index: int


@dataclass(frozen=True)
class FlagTest:
    """A branch on a flag's truth at the end of node `src`: `when_set` is (guard node, its target)
    of the side where the flag is nonzero, `when_clear` the other side."""
    flag: str
    src: int
    when_set: tuple
    when_clear: tuple


def expect_argument(node, lookup: Callable) -> Optional[object]:
    """The tested expression of `__builtin_expect(e, k)` (and `_with_probability`): its value is
    e's; None when node is not such a call or its other arguments have side effects."""
    if not (isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID)
            and node.name.name in EXPECT and node.args is not None and node.args.exprs):
        return None
    sym = lookup(node.name.name)
    if sym is not None and sym.kind != "func":
        return None
    args = node.args.exprs
    if any(has_side_effects(a) for a in args[1:]):
        return None
    return args[0]


def is_truth_value(node, lookup: Callable) -> bool:
    """The expression's value is 0 or 1 whatever its operands (a comparison, `&&`, `||`, `!`)."""
    while True:
        inner = expect_argument(node, lookup)
        if inner is None:
            break
        node = inner
    if isinstance(node, c_ast.BinaryOp):
        return node.op in _REL or node.op in ("&&", "||")
    return isinstance(node, c_ast.UnaryOp) and node.op == "!"


def has_side_effects(node) -> bool:
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, (c_ast.FuncCall, c_ast.Assignment)):
            return True
        if isinstance(n, c_ast.UnaryOp) and n.op in ("++", "--", "p++", "p--"):
            return True
        stack.extend(child for _name, child in n.children())
    return False


def condition_reads(node, lookup: Callable, const_int: Callable) -> Optional[tuple]:
    """(Var names read, ((identifier, Sym), ...)) when `node` is a condition that can be evaluated
    again later with the same result as long as those Vars keep their values; else None."""
    reads, names = set(), {}

    def visit(n) -> bool:
        if isinstance(n, c_ast.ID):
            sym = lookup(n.name)
            if sym is None:
                return False
            if sym.kind == "var" and sym.var is not None and not sym.var.name.startswith("@"):
                reads.add(sym.var.name)
            elif sym.kind != "enum":
                return False
            names[n.name] = sym
            return True
        if isinstance(n, c_ast.Constant):
            return n.type != "string"
        if isinstance(n, c_ast.BinaryOp):
            if n.op not in _PURE_BINOPS:
                return False
            if n.op in ("/", "%") and not const_int(n.right):   # a variable divisor may be 0
                return False
            return visit(n.left) and visit(n.right)
        if isinstance(n, c_ast.UnaryOp):
            return n.op in _PURE_UNOPS and visit(n.expr)
        if isinstance(n, c_ast.TernaryOp):
            return visit(n.cond) and visit(n.iftrue) and visit(n.iffalse)
        if isinstance(n, c_ast.Cast):
            return plain_type(n.to_type) and visit(n.expr)
        inner = expect_argument(n, lookup)
        return inner is not None and all(visit(a) for a in n.args.exprs)

    def plain_type(tn) -> bool:
        """A cast to an arithmetic type named by words and typedef names (no tags, no
        declarators): the names are checked like identifiers."""
        if not (isinstance(tn, c_ast.Typename) and isinstance(tn.type, c_ast.TypeDecl)
                and isinstance(tn.type.type, c_ast.IdentifierType)):
            return False
        for word in tn.type.type.names:
            if word in _TYPE_WORDS:
                continue
            sym = lookup(word)
            if sym is None or sym.kind != "typedef":
                return False
            names[word] = sym
        return True

    if not visit(node):
        return None
    return frozenset(reads), tuple(sorted(names.items(), key=lambda kv: kv[0]))


def written(st) -> tuple:
    """Names of the Vars an IR statement writes."""
    if isinstance(st, (Assign, Load, Call)):
        return (st.dst.name,) if st.dst is not None else ()
    if isinstance(st, Havoc):
        return tuple(v.name for v in st.vars)
    return ()


def available_links(stmts: dict, edges: list, entry: int, defs: list, tests: list) -> list:
    """(test, def) for every test at which a definition of its flag holds on every path.
    stmts: node -> statements, edges: (src, dst) pairs (a CFGBuilder's, before pruning)."""
    flagged = {t.flag for t in tests}
    defs = [d for d in defs if d.flag in flagged]
    if not defs:
        return []
    bit_of: dict = {}                       # key -> bit
    for d in defs:
        bit_of.setdefault(d.key, 1 << len(bit_of))
    by_var: dict = {}                       # Var name -> bits of the facts a write to it kills
    gens: dict = {}                         # node -> [(index, bit)]
    for d in defs:
        bit = bit_of[d.key]
        for name in d.reads | {d.flag}:
            by_var[name] = by_var.get(name, 0) | bit
        gens.setdefault(d.node, []).append((d.index, bit))
    transfer = {}                           # node -> (gen, kill): out = gen | (in & ~kill)
    for n, body in stmts.items():
        gen = kill = 0
        points = sorted(gens.get(n, ()))
        k = 0
        for i, st in enumerate(body):
            while k < len(points) and points[k][0] <= i:
                gen |= points[k][1]
                k += 1
            for name in written(st):
                mask = by_var.get(name, 0)
                if mask:
                    gen &= ~mask
                    kill |= mask
        while k < len(points):
            gen |= points[k][1]
            k += 1
        transfer[n] = (gen, kill)
    preds: dict = {}
    for s, d in edges:
        preds.setdefault(d, []).append(s)
    everything = (1 << len(bit_of)) - 1
    out = {n: everything for n in stmts}
    order = sorted(stmts)
    changed = True
    while changed:
        changed = False
        for n in order:
            ps = preds.get(n)
            if n == entry or not ps:
                inn = 0
            else:
                inn = everything
                for p in ps:
                    inn &= out[p]
            gen, kill = transfer[n]
            o = gen | (inn & ~kill)
            if o != out[n]:
                out[n] = o
                changed = True
    first = {}
    for d in defs:
        first.setdefault(d.key, d)
    links = []
    for t in tests:
        for key, bit in bit_of.items():
            if key[0] == t.flag and out[t.src] & bit:
                links.append((t, first[key]))
                break
    return links

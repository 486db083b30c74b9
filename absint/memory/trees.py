"""Definition trees of temporaries (`t = (size_t) n * 4`) and what they compute.

A tree is ("var", name, type) | ("const", c) | ("copy", tree) | ("exact", tree, c) (tree + c, known
not to wrap) | ("cast", tree, type) | (op, left, right, type) with op in "+", "-", "*". Trees are
immutable; AbsState.defs maps a temporary to the tree of its definition.
"""
from __future__ import annotations

from absint.domains.linear import Linear
from absint.domains.ranges import add_ranges, mul_ranges
from absint.ir import nodes as ir
from absint.memory.state import _tree_vars


def type_range(t) -> tuple:
    """(min, max) of an integer type; (None, None) for other types."""
    if isinstance(t, ir.IntT):
        return t.min, t.max
    return None, None


def tree_names(tree) -> frozenset:
    """The variables a tree mentions."""
    return _tree_vars(tree)


def subst_tree(tree, old, new):
    if tree[0] == "var":
        return ("var", new, tree[2]) if tree[1] == old else tree
    if tree[0] == "const":
        return tree
    return tuple(subst_tree(c, old, new) if isinstance(c, tuple) else c for c in tree)


def exact_tree(root: str, k: int, c: int):
    """The tree of k * root + c, known not to wrap."""
    return ("exact", ("*", ("var", root, None), ("const", k), None), c)


def linear_of_tree(tree):
    """(root var, k, c) when the tree computes k * root + c ignoring wrap-around; else None."""
    kind = tree[0]
    if kind == "var":
        return tree[1], 1, 0
    if kind == "const":
        return None
    if kind == "copy":
        return linear_of_tree(tree[1])
    if kind == "exact":   # ("exact", tree, c): tree + c, known not to wrap
        r = linear_of_tree(tree[1])
        return None if r is None else (r[0], r[1], r[2] + tree[2])
    if kind == "cast":
        return linear_of_tree(tree[1])
    a, b = tree[1], tree[2]
    if kind in ("+", "-"):
        if b[0] == "const":
            r = linear_of_tree(a)
            return None if r is None else (r[0], r[1], r[2] + (b[1] if kind == "+" else -b[1]))
        if a[0] == "const" and kind == "+":
            r = linear_of_tree(b)
            return None if r is None else (r[0], r[1], r[2] + a[1])
        return None
    if kind == "*":
        if b[0] == "const":
            r = linear_of_tree(a)
            return None if r is None else (r[0], r[1] * b[1], r[2] * b[1])
        if a[0] == "const":
            r = linear_of_tree(b)
            return None if r is None else (r[0], r[1] * a[1], r[2] * a[1])
    return None


def modular_linear(state, tree):
    """A Linear over state's variables equal to the tree's value modulo 2**64, or None. Every
    64-bit step (+, -, * by a constant, a cast to a 64-bit type from any integer type) keeps the
    value modulo 2**64 whatever wraps; a step in a narrower type is taken only when it cannot wrap
    in state. What a pointer index needs: an address is computed modulo 2**64."""
    kind = tree[0]
    if kind == "copy":
        return modular_linear(state, tree[1])
    if kind == "const":
        return Linear.const(tree[1])
    if kind == "var":
        return Linear.var(tree[1]) if tree[1] in state.num.vars else None
    if kind == "exact":
        r = modular_linear(state, tree[1])
        return None if r is None else r + tree[2]
    t = tree[2] if kind == "cast" else (tree[3] if len(tree) > 3 else None)
    if not isinstance(t, ir.IntT) or (t.bits != 64 and not tree_exact(state, tree)):
        return None
    if kind == "cast":
        return modular_linear(state, tree[1])
    a, b = modular_linear(state, tree[1]), modular_linear(state, tree[2])
    if a is None or b is None:
        return None
    if kind == "+":
        return a + b
    if kind == "-":
        return a - b
    if kind == "*" and (a.is_const() or b.is_const()):
        return a * b.const if b.is_const() else b * a.const
    return None


def chain_forms(tree) -> list:
    """(k, c, type) of every typed step of a linear definition tree (casts and operations): the
    step computes k * root + c when nothing wrapped before it."""
    out = []
    kind = tree[0]
    if kind == "copy":
        return chain_forms(tree[1])
    if kind in ("var", "const", "exact"):
        return out
    if kind == "cast":
        form = linear_of_tree(tree[1])
        if form is not None:
            out.append((form[1], form[2], tree[2]))
        return out + chain_forms(tree[1])
    form = linear_of_tree(tree)
    t = tree[3] if len(tree) > 3 else None
    if form is not None and isinstance(t, ir.IntT):
        out.append((form[1], form[2], t))
    for child in tree[1:3]:
        out += chain_forms(child)
    return out


def eval_tree(state, tree) -> tuple:
    """Interval of a definition tree in state, with C's wrap-around at every cast."""
    kind = tree[0]
    if kind == "copy":
        return eval_tree(state, tree[1])
    if kind == "var":
        if tree[1] not in state.num.vars:
            return type_range(tree[2])
        return state.num.interval(tree[1])
    if kind == "const":
        return tree[1], tree[1]
    if kind == "cast":
        lo, hi = eval_tree(state, tree[1])
        t = tree[2]
        if lo is not None and hi is not None and t.min <= lo and hi <= t.max:
            return lo, hi
        if lo is not None and hi is not None:
            span = 1 << t.bits
            k = (lo - t.min) // span
            if (hi - t.min) // span == k:   # one wrapped window: an exact shift
                return lo - k * span, hi - k * span
        return t.min, t.max
    a, b = eval_tree(state, tree[1]), eval_tree(state, tree[2])
    if kind == "+":
        r = add_ranges(a, b)
    elif kind == "-":
        r = add_ranges(a, (None if b[1] is None else -b[1], None if b[0] is None else -b[0]))
    else:
        r = mul_ranges(a, b)
    t = tree[3] if len(tree) > 3 else None
    if isinstance(t, ir.IntT) and (r[0] is None or r[1] is None or r[0] < t.min or r[1] > t.max):
        # the operation wraps in its type (two's complement also for signed types, as the
        # machine does): one wrapped window shifts exactly, else any value
        if r[0] is not None and r[1] is not None:
            span = 1 << t.bits
            k = (r[0] - t.min) // span
            if (r[1] - t.min) // span == k:
                return r[0] - k * span, r[1] - k * span
        return t.min, t.max
    return r


def tree_exact(state, tree) -> bool:
    """Does no operation of the tree wrap in state (so it equals its linear form)?"""
    kind = tree[0]
    if kind == "copy":
        return True
    if kind in ("var", "const"):
        return True
    if kind == "cast":
        if not tree_exact(state, tree[1]):
            return False
        lo, hi = eval_tree(state, tree[1])
        t = tree[2]
        return lo is not None and hi is not None and t.min <= lo and hi <= t.max
    if not (tree_exact(state, tree[1]) and tree_exact(state, tree[2])):
        return False
    a, b = eval_tree(state, tree[1]), eval_tree(state, tree[2])
    if kind == "+":
        lo, hi = add_ranges(a, b)
    elif kind == "-":
        lo, hi = add_ranges(a, (None if b[1] is None else -b[1], None if b[0] is None else -b[0]))
    else:
        lo, hi = mul_ranges(a, b)
    t = tree[3] if len(tree) > 3 else None
    if isinstance(t, ir.IntT):
        return lo is not None and hi is not None and t.min <= lo and hi <= t.max
    return lo is not None and hi is not None and -(1 << 62) <= lo and hi <= (1 << 62)

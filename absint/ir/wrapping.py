"""Where a function may read an unsigned pointer index as it is, unwrapped.

`buf + off`, off a size_t, is lowered as `buf +p (ptrdiff_t) off`: a cast that wraps for
off >= 2**63, so over an unknown off (a summary's parameter) the offset kept nothing of off. The
engine may instead take the index as the unsigned value itself (absint.engine.values,
pointer_index): the address is the same modulo 2**64, so an access proven within its block (smaller
than 2**62 bytes) is in bounds on the machine too. An order between two such pointers is not: for
off = SIZE_MAX - k the machine's `buf + off` is below buf, where the unwrapped offset is far past
the end, so a guard `buf + off < end` would be read the wrong way round.

So the unwrapped index is used only in a function whose pointers computed from one are used as
addresses (loads, stores, accesses), stepped, copied and returned, and never compared to another
pointer (a test against NULL is fine), stored in memory, handed to a call or put in a global. What
it returns goes back to the caller bounded (absint.engine.summaries, apply_post: an offset not
shown below 2**62 in the caller is forgotten), so no caller compares it either.
"""
from __future__ import annotations

from absint.ir import nodes as ir


# library functions that keep a pointer into the string they are given where the program reads
# it later (an end pointer stored through an argument, strtok's saved position)
KEEPS_POINTER = ("strto", "wcsto", "__strto", "strsep")


def _wide_unsigned(op) -> bool:
    t = getattr(op, "type", None)
    return isinstance(t, ir.IntT) and not t.signed and t.bits == 64


def _statements(fn: ir.Function):
    for node in fn.cfg.nodes.values():
        yield from node.stmts


def _pointer_vars(expr) -> list:
    """The pointer variables an expression reads."""
    if isinstance(expr, ir.Var):
        return [expr.name] if isinstance(expr.type, ir.PtrT) else []
    out = []
    for name in ("left", "right", "operand", "base", "index"):
        x = getattr(expr, name, None)
        if isinstance(x, ir.Var) and isinstance(x.type, ir.PtrT):
            out.append(x.name)
    return out


def unsigned_indexes(fn: ir.Function) -> frozenset:
    """The integer variables of fn cast from a 64-bit unsigned value, and those computed from one
    (its negation for `buf - off`, a sum, a scaling): the indexes pointer_index may unwrap."""
    casts = set()
    for st in _statements(fn):
        if isinstance(st, ir.Assign) and isinstance(st.expr, ir.Cast) \
                and isinstance(st.dst.type, ir.IntT) and _wide_unsigned(st.expr.operand):
            casts.add(st.dst.name)
    changed = True
    while changed:       # negations and scalings of such an index are such indexes too
        changed = False
        for st in _statements(fn):
            if isinstance(st, ir.Assign) and st.dst.name not in casts \
                    and isinstance(st.dst.type, ir.IntT) and isinstance(st.expr, (ir.UnOp, ir.BinOp)) \
                    and any(isinstance(x, ir.Var) and x.name in casts
                            for x in (getattr(st.expr, a, None) for a in ("left", "right", "operand"))):
                casts.add(st.dst.name)
                changed = True
    return frozenset(casts)


def unwrapped_pointers(fn: ir.Function, casts: frozenset, defined=frozenset()) -> frozenset:
    """The pointer variables of fn that may hold an offset computed from one of `casts` (its
    unsigned_indexes), closed under copies, casts, further steps and what a library call, a
    function not in `defined`, returns when given one: `memchr(q, c, n)` points into q's block."""
    if not casts:
        return frozenset()
    out = set()
    changed = True
    while changed:
        changed = False
        for st in _statements(fn):
            if isinstance(st, ir.Call) and isinstance(st.callee, str) and st.callee not in defined \
                    and st.dst is not None and isinstance(st.dst.type, ir.PtrT) \
                    and st.dst.name not in out \
                    and any(isinstance(a, ir.Var) and a.name in out for a in st.args):
                out.add(st.dst.name)
                changed = True
                continue
            if not isinstance(st, ir.Assign) or not isinstance(st.dst.type, ir.PtrT) \
                    or st.dst.name in out:
                continue
            e = st.expr
            if isinstance(e, ir.PtrAdd) and isinstance(e.index, ir.Var) and e.index.name in casts \
                    or any(v in out for v in _pointer_vars(e)):
                out.add(st.dst.name)
                changed = True
    return frozenset(out)


def _compares(expr, names) -> bool:
    """Is expr an order or equality between pointers one of which is in names (not NULL)?"""
    if not isinstance(expr, ir.BinOp) or expr.op not in ir.REL_OPS:
        return False
    sides = (expr.left, expr.right)
    if not any(isinstance(x, ir.Var) and x.name in names for x in sides):
        return False
    return not any(isinstance(x, ir.Const) and x.value == 0 for x in sides)


def unwrapping(fn: ir.Function, defined=frozenset()) -> tuple:
    """(the indexes fn's pointer steps may take unwrapped, may fn return a pointer computed from
    one): (empty, False) where a pointer computed from one may be compared, stored or passed on
    (see the module docstring). defined: the names of the program's functions (a call to one of
    them, or through a pointer, may compare what it is given; the library's are modelled)."""
    casts = unsigned_indexes(fn)
    names = unwrapped_pointers(fn, casts, defined)
    if not names:
        return casts, False
    return (casts, True) if _only_used_as_addresses(fn, names, defined) else (frozenset(), False)


def _only_used_as_addresses(fn: ir.Function, names: frozenset, defined) -> bool:
    """Is no pointer of `names` compared with another pointer, stored, put in a global or
    handed to a function that may keep or compare it?"""
    for st in _statements(fn):
        if isinstance(st, ir.Assign):
            if _compares(st.expr, names) or (st.dst.name.startswith("@")
                                             and any(v in names for v in _pointer_vars(st.expr))):
                return False
        elif isinstance(st, ir.Assume):
            if _compares(st.cond, names):
                return False
        elif isinstance(st, ir.Store):
            if isinstance(st.value, ir.Var) and st.value.name in names:
                return False
        elif isinstance(st, ir.Call):
            if (not isinstance(st.callee, str) or st.callee in defined
                    or st.callee.startswith(KEEPS_POINTER)) and \
                    any(isinstance(a, ir.Var) and a.name in names for a in st.args):
                return False
    return True

"""Interval arithmetic on (lo, hi) pairs of exact integers, None meaning unbounded."""
from __future__ import annotations

NEGATED = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}


def is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def add_ranges(a, b):
    return (None if a[0] is None or b[0] is None else a[0] + b[0],
            None if a[1] is None or b[1] is None else a[1] + b[1])


def mul_ranges(a, b):
    if None in a or None in b:
        # unbounded: sign analysis only
        if a[0] is not None and b[0] is not None and a[0] >= 0 and b[0] >= 0:
            return 0 if a[0] * b[0] == 0 else a[0] * b[0], None
        return None, None
    prods = [x * y for x in a for y in b]
    return min(prods), max(prods)


def divmod_range(op, a, b):
    if b[0] is None or b[1] is None or (b[0] <= 0 <= b[1]):
        if op == "%" and b[0] is not None and b[1] is not None:
            m = max(abs(b[0]), abs(b[1])) - 1
            if a[0] is not None and a[0] >= 0:
                return 0, m if a[1] is None else min(m, a[1])
            return -m, m
        if op == "/" and a[0] is not None and a[1] is not None:
            m = max(abs(a[0]), abs(a[1]))
            return -m, m
        return None, None
    if op == "%":
        m = max(abs(b[0]), abs(b[1])) - 1
        if a[0] is not None and a[0] >= 0:
            return 0, m if a[1] is None else min(m, a[1])
        if a[1] is not None and a[1] <= 0:
            return -m if a[0] is None else max(-m, a[0]), 0
        return -m, m
    if a[0] is None or a[1] is None:
        m = None
        if a[0] is not None and a[0] >= 0 and b[0] > 0:
            return 0, None
        return None, None
    qs = [trunc_div(x, y) for x in a for y in b]
    return min(qs), max(qs)


def trunc_div(x, y):
    q = abs(x) // abs(y)
    return q if (x >= 0) == (y >= 0) else -q


def scale_range(rng, k):
    return (None if rng[0] is None else rng[0] * k, None if rng[1] is None else rng[1] * k)


def hull(ranges):
    lo = hi = 0
    first = True
    for l, h in ranges:
        if first:
            lo, hi, first = l, h, False
            continue
        lo = None if lo is None or l is None else min(lo, l)
        hi = None if hi is None or h is None else max(hi, h)
    if first:
        return None, None
    return lo, hi

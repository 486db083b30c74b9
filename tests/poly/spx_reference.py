"""Exact oracles for the simplex tests, independent of the tableau algorithm.

- Rational emptiness and minimum: Fourier-Motzkin elimination over Fractions (a different algorithm
  from the simplex, so a shared bug cannot hide).
- Integer emptiness of a boxed system: enumeration of every integer point of the box (numpy).
- islpy: the second oracle (integer emptiness of any system).
- Generators of random systems in the categories the issue names.
"""
from __future__ import annotations

import itertools
import random
from fractions import Fraction

import numpy as np


def _split(cons):
    eqs, ineqs = [], []
    for is_eq, coeffs, const in cons:
        (eqs if is_eq else ineqs).append(([Fraction(a) for a in coeffs], Fraction(const)))
    return eqs, ineqs


def _eliminate(cons, k):
    """Fourier-Motzkin: project out variable k. Returns None if a constant constraint fails."""
    pos, neg, out = [], [], {}

    def keep(a, c):
        nz = [x for x in a if x]
        if not nz:
            return c >= 0
        s = abs(nz[0])
        key = tuple(x / s for x in a)
        c = c / s
        if key not in out or c < out[key]:
            out[key] = c
        return True

    for a, c in cons:
        if a[k] > 0:
            pos.append((a, c))
        elif a[k] < 0:
            neg.append((a, c))
        elif not keep(a, c):
            return None
    for (a, c), (b, d) in itertools.product(pos, neg):
        ma, mb = -b[k], a[k]
        if not keep([x * ma + y * mb for x, y in zip(a, b)], c * ma + d * mb):
            return None
    return [(list(key), c) for key, c in out.items()]


def _project(eqs, ineqs, variables):
    """Eliminates the given variables: by substitution through equalities first (Gauss, no growth),
    then Fourier-Motzkin, cheapest variable first. None if a constant constraint fails."""
    left = set(variables)
    eqs = list(eqs)
    while eqs:
        e, ec = eqs.pop()
        k = next((k for k in sorted(left) if e[k]), None)
        if k is None:
            if any(e) or ec:
                ineqs = ineqs + [(e, ec), ([-x for x in e], -ec)]
            continue
        left.discard(k)

        def subst(a, c):
            m = a[k] / e[k]
            return [x - m * y for x, y in zip(a, e)], c - m * ec

        eqs = [subst(a, c) for a, c in eqs]
        ineqs = [subst(a, c) for a, c in ineqs]
    while left:
        def cost(k):
            p = sum(1 for a, _ in ineqs if a[k] > 0)
            return p * (len(ineqs) - p - sum(1 for a, _ in ineqs if a[k] == 0))
        k = min(sorted(left), key=cost)
        left.discard(k)
        ineqs = _eliminate(ineqs, k)
        if ineqs is None:
            return None
    return ineqs


def rational_empty(nvars, cons) -> bool:
    ineqs = _project(*_split(cons), range(nvars))
    return ineqs is None or any(c < 0 for a, c in ineqs if not any(a))


def rational_min(nvars, cons, coeffs, const):
    """min of coeffs.x + const over the rational points (None if unbounded); cons must be non-empty."""
    eqs, ineqs = _split(cons)
    eqs = [(a + [Fraction(0)], c) for a, c in eqs]
    ineqs = [(a + [Fraction(0)], c) for a, c in ineqs]
    f = [Fraction(a) for a in coeffs]
    eqs.append(([-x for x in f] + [Fraction(1)], Fraction(-const)))  # t - f(x) == 0
    ineqs = _project(eqs, ineqs, range(nvars))
    assert ineqs is not None, "rational_min on an empty system"
    lows = [-c / a[nvars] for a, c in ineqs if a[nvars] > 0]
    return max(lows) if lows else None


def integer_points_in_box(nvars, cons, box):
    """Every integer point of [-box, box]^nvars satisfying cons, as an array (rows are points)."""
    grid = np.array(list(itertools.product(range(-box, box + 1), repeat=nvars)), dtype=np.int64)
    grid = grid.reshape(-1, nvars)
    ok = np.ones(len(grid), dtype=bool)
    for is_eq, coeffs, const in cons:
        v = grid @ np.array(coeffs, dtype=np.int64).reshape(nvars) + const
        ok &= (v == 0) if is_eq else (v >= 0)
    return grid[ok]


def satisfies(cons, point) -> bool:
    for is_eq, coeffs, const in cons:
        v = sum(a * x for a, x in zip(coeffs, point)) + const
        if (v != 0) if is_eq else (v < 0):
            return False
    return True


def isl_empty(nvars, cons) -> bool:
    import islpy as isl

    names = [f"x{k}" for k in range(nvars)]
    parts = []
    for is_eq, coeffs, const in cons:
        lhs = "".join(f" {'-' if a < 0 else '+'} {abs(a)}{n}" for a, n in zip(coeffs, names) if a)
        lhs += f" {'-' if const < 0 else '+'} {abs(const)}"
        parts.append(f"0{lhs} {'=' if is_eq else '>='} 0")
    text = "{ [" + ", ".join(names) + "] : " + (" and ".join(parts) or "true") + " }"
    return isl.BasicSet(text).is_empty()


def box(nvars, b):
    """-b <= x_k <= b as constraints."""
    cons = []
    for k in range(nvars):
        e = [0] * nvars
        e[k] = 1
        cons.append((False, tuple(e), b))
        e = [0] * nvars
        e[k] = -1
        cons.append((False, tuple(e), b))
    return cons


def random_system(rng: random.Random, kind: str):
    """(nvars, constraints, bounded box or None). kind: mixed | degenerate | equalities | unbounded |
    thin (rationally feasible, often integer empty)."""
    n = rng.randint(1, 4)
    m = rng.randint(1, 7)
    cons = []
    for _ in range(m):
        coeffs = tuple(rng.randint(-3, 3) for _ in range(n))
        if kind == "degenerate":
            const = rng.choice([0, 0, 0, 1, -1])
        else:
            const = rng.randint(-6, 6)
        is_eq = kind == "equalities" and rng.random() < 0.4
        cons.append((is_eq, coeffs, const))
    if kind == "thin":
        # a slab k <= a.x <= k + s with s < gcd-ish gaps: rationally feasible, integer often empty
        a = tuple(rng.choice([2, 3, -2, -3, 1]) * rng.choice([1, 1, 2]) for _ in range(n))
        k = rng.randint(-4, 4)
        cons = cons[: rng.randint(0, 2)]
        cons.append((False, a, -k))          # a.x - k >= 0
        cons.append((False, tuple(-x for x in a), k))  # a.x <= k
        if rng.random() < 0.5:
            cons[-1] = (True, a, -k - rng.randint(0, 1))
    b = None if kind == "unbounded" else 3
    if b is not None:
        cons = cons + box(n, b)
    rng.shuffle(cons)
    return n, cons, b

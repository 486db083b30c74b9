"""Hypothesis strategies and concrete-state helpers shared by the domain tests."""
from __future__ import annotations

import itertools

from hypothesis import strategies as st

from absint.domains import Linear, Pentagon
from absint.domains.reference import RefPentagon

NAMES = ("a", "b", "c", "d", "e")


@st.composite
def constraints(draw, min_vars=1, max_vars=4, lo=-3, hi=3, finite=False):
    """(vars, intervals, lts, eqs, les) of a random pentagon, mostly satisfiable: the facts (x < y,
    x == y, x <= y) are drawn around a hidden witness valuation, plus now and then an arbitrary one
    (which may make it bottom). finite=True keeps every variable in [lo, hi] (so gamma can be
    enumerated)."""
    n = draw(st.integers(min_vars, max_vars))
    vs = NAMES[:n]
    witness = {v: draw(st.integers(lo, hi)) for v in vs}
    wild = st.integers(0, 9).map(lambda k: k == 0)   # one in ten facts ignores the witness
    intervals = {}
    for v in vs:
        if draw(wild):
            a, b = draw(st.integers(lo, hi)), draw(st.integers(lo, hi))
        else:
            a, b = draw(st.integers(lo, witness[v])), draw(st.integers(witness[v], hi))
        if not finite:
            a = draw(st.none() | st.just(a))
            b = draw(st.none() | st.just(b))
        intervals[v] = (a, b)
    any_pair = st.tuples(st.sampled_from(vs), st.sampled_from(vs))
    true_lts = [(x, y) for x in vs for y in vs if witness[x] < witness[y]]
    true_eqs = [(x, y) for x in vs for y in vs if x < y and witness[x] == witness[y]]
    true_les = [(x, y) for x in vs for y in vs if x != y and witness[x] <= witness[y]]
    lts = draw(st.lists(st.sampled_from(true_lts), max_size=n + 1)) if true_lts else []
    eqs = draw(st.lists(st.sampled_from(true_eqs), max_size=2)) if true_eqs else []
    les = draw(st.lists(st.sampled_from(true_les), max_size=n + 1)) if true_les else []
    if draw(wild):
        lts.append(draw(any_pair))
    if draw(wild):
        eqs.append(draw(any_pair))
    if draw(wild):
        les.append(draw(any_pair))
    return vs, intervals, lts, eqs, les


def pentagon(c) -> Pentagon:
    vs, intervals, lts, eqs, les = c
    return Pentagon.from_constraints(vs, intervals, lts, eqs, les)


def reference(c) -> RefPentagon:
    vs, intervals, lts, eqs, les = c
    return RefPentagon.from_constraints(vs, intervals, lts, eqs, les)


def gamma(c):
    """Every integer valuation satisfying the constraints (all intervals must be finite)."""
    vs, intervals, lts, eqs, les = c
    ranges = [range(intervals[v][0], intervals[v][1] + 1) for v in vs]
    out = []
    for values in itertools.product(*ranges):
        s = dict(zip(vs, values))
        if satisfies(c, s):
            out.append(s)
    return out


def satisfies(c, s) -> bool:
    """Does the valuation s (over c's variables at least) satisfy every constraint of c?"""
    vs, intervals, lts, eqs, les = c
    return (all((intervals[v][0] is None or intervals[v][0] <= s[v]) and
                (intervals[v][1] is None or s[v] <= intervals[v][1]) for v in vs)
            and all(s[x] < s[y] for x, y in lts) and all(s[x] == s[y] for x, y in eqs)
            and all(s[x] <= s[y] for x, y in les))


def contains(p: Pentagon, s: dict) -> bool:
    """Is the valuation s (over p.vars, extra keys ignored) in gamma(p)? Uses the closed facts."""
    f = p.facts()
    if f is None:
        return False
    intervals, lts, eqs, les = f
    for v, (lo, hi) in intervals.items():
        if (lo is not None and s[v] < lo) or (hi is not None and s[v] > hi):
            return False
    if any(not s[x] < s[y] for x, y in lts) or any(not s[x] <= s[y] for x, y in les):
        return False
    return all(len({s[v] for v in cls}) == 1 for cls in eqs)


def linear_forms(vs, max_coeff=2, max_const=3):
    """Linear forms over vs with small coefficients."""
    return st.builds(
        lambda coeffs, c: Linear({v: k for v, k in zip(vs, coeffs)}, c),
        st.lists(st.integers(-max_coeff, max_coeff), min_size=len(vs), max_size=len(vs)),
        st.integers(-max_const, max_const))


def operands(vs):
    """An int, a variable name, or a Linear over vs."""
    return st.integers(-4, 4) | st.sampled_from(vs) | linear_forms(vs)

"""Soundness against concrete states: for random pentagons P and every s in gamma(P), each transfer
function's result contains the concrete successor of s; queries never claim what some s violates."""
from hypothesis import given
from hypothesis import strategies as st

from absint.domains import OPS, Linear, Pentagon
from pentagon_strategies import constraints, contains, gamma, operands, pentagon, satisfies

SMALL = constraints(max_vars=4, lo=-3, hi=3, finite=True)


def _value(e, s):
    return Linear.of(e).evaluate(s)


def _holds(lhs, op, rhs, s):
    a, b = _value(lhs, s), _value(rhs, s)
    return {"<": a < b, "<=": a <= b, "==": a == b, "!=": a != b, ">": a > b, ">=": a >= b}[op]


@given(SMALL)
def test_closure_removes_no_state(c):
    p = pentagon(c)
    for s in gamma(c):
        assert contains(p, s)


@given(SMALL, st.data())
def test_assign_is_sound(c, data):
    p, vs = pentagon(c), c[0]
    x = data.draw(st.sampled_from(vs + ("t",)))
    e = data.draw(operands(vs) | st.builds(lambda v, k: Linear.var(v) + k, st.sampled_from(vs),
                                           st.integers(-3, 3)))
    r = p.assign(x, e)
    for s in gamma(c):
        assert contains(r, {**s, x: _value(e, s)}), (s, x, e)


@given(SMALL, st.data())
def test_assign_interval_and_havoc_are_sound(c, data):
    p, vs = pentagon(c), c[0]
    x = data.draw(st.sampled_from(vs))
    lo = data.draw(st.none() | st.integers(-4, 4))
    hi = data.draw(st.none() | st.integers(-4, 4))
    r = p.assign_interval(x, lo, hi)
    h = p.havoc(x)
    for s in gamma(c):
        for v in (-5, -1, 0, 2, 5):
            if (lo is None or v >= lo) and (hi is None or v <= hi):
                assert contains(r, {**s, x: v})
            assert contains(h, {**s, x: v})


@given(SMALL, st.data())
def test_assume_is_sound(c, data):
    p, vs = pentagon(c), c[0]
    lhs = data.draw(operands(vs))
    rhs = data.draw(operands(vs))
    op = data.draw(st.sampled_from(OPS))
    r = p.assume(lhs, op, rhs)
    for s in gamma(c):
        if _holds(lhs, op, rhs, s):
            assert contains(r, s), (s, lhs, op, rhs)


@given(SMALL, st.data())
def test_queries_claim_only_what_holds(c, data):
    p, vs = pentagon(c), c[0]
    states = gamma(c)
    lhs = data.draw(operands(vs))
    rhs = data.draw(operands(vs))
    for op in OPS:
        if p.entails(lhs, op, rhs):
            assert all(_holds(lhs, op, rhs, s) for s in states), (lhs, op, rhs)
    e = data.draw(operands(vs))
    lo, hi = p.bounds(e)
    for s in states:
        v = _value(e, s)
        assert (lo is None or lo <= v) and (hi is None or v <= hi), (e, lo, hi, s)
    for x in vs:
        for y in vs:
            if p.lt(x, y):
                assert all(s[x] < s[y] for s in states)
            if p.le(x, y):
                assert all(s[x] <= s[y] for s in states)
            if p.eq(x, y):
                assert all(s[x] == s[y] for s in states)
            lo, hi = p.bounds(Linear.var(x) - Linear.var(y))
            for s in states:
                assert (lo is None or lo <= s[x] - s[y]) and (hi is None or s[x] - s[y] <= hi)


@given(SMALL, SMALL)
def test_binary_operations_are_sound(c1, c2):
    # the strategies name variables a, b, c, ... so one operand's variables are a prefix of the
    # other's; the missing ones are unconstrained in that operand
    p, q = pentagon(c1), pentagon(c2)
    j, m = p.join(q), p.meet(q)
    w = p.widen(j, thresholds=(0, 2))
    n = p.narrow(m)
    g1, g2 = gamma(c1), gamma(c2)
    for s in _extended(g1, j.vars) + _extended(g2, j.vars):
        assert contains(j, s) and contains(w, s)
    big, small = (c1, c2) if len(c1[0]) >= len(c2[0]) else (c2, c1)
    for s in gamma(big):
        if satisfies(small, s):
            assert contains(m, s) and contains(n, s)


def _extended(states, names):
    """Each state with the variables it lacks set to a few arbitrary values."""
    out = []
    for s in states:
        missing = [v for v in names if v not in s]
        for filler in ((-7, 0, 7) if missing else (0,)):
            out.append({**s, **{v: filler for v in missing}})
    return out


@given(SMALL, st.data())
def test_variable_operations_are_sound(c, data):
    p, vs = pentagon(c), c[0]
    drop = data.draw(st.lists(st.sampled_from(vs), max_size=2))
    r = p.remove_vars(drop)
    a = p.add_vars(["new"])
    ren = p.rename({vs[0]: "renamed"})
    for s in gamma(c):
        assert contains(r, s)
        assert contains(a, {**s, "new": 11})
        t = dict(s)
        t["renamed"] = t.pop(vs[0])
        assert contains(ren, t)

"""For small cases the closure is the best pentagon: enumerating gamma gives the same intervals, the
same strict facts, the same non-strict facts and the same equalities."""
from hypothesis import given

from pentagon_strategies import constraints, gamma, pentagon


@given(constraints(max_vars=4, lo=-3, hi=3, finite=True))
def test_closure_is_the_best_pentagon(c):
    p = pentagon(c)
    states = gamma(c)
    if not states:
        assert p.is_bottom()
        return
    assert not p.is_bottom()
    vs = c[0]
    intervals, lts, eqs, les = p.facts()
    for v in vs:
        assert intervals[v] == (min(s[v] for s in states), max(s[v] for s in states)), v
    best_lts = {(x, y) for x in vs for y in vs if all(s[x] < s[y] for s in states)}
    assert lts == best_lts
    best_les = {(x, y) for x in vs for y in vs if x != y and all(s[x] <= s[y] for s in states)}
    assert les == best_les
    for x in vs:
        for y in vs:
            assert p.eq(x, y) == all(s[x] == s[y] for s in states), (x, y)
            assert p.le(x, y) == all(s[x] <= s[y] for s in states), (x, y)
    # an alias class is exactly a group of variables equal everywhere without being one constant
    for cls in eqs:
        assert all(len({s[v] for v in cls}) == 1 for s in states)


@given(constraints(min_vars=5, max_vars=5, lo=-1, hi=2, finite=True))
def test_closure_is_the_best_pentagon_five_vars(c):
    test_closure_is_the_best_pentagon.hypothesis.inner_test(c)

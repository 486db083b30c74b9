"""Pentagon.pair_facts (what the state entails among some of its variables, from one closure)
says what lt, le and eq say pair by pair: the polyhedral prover reads a state's relations
through it (through entails, pair by pair, it was most of a caller's time on its callees'
obligations)."""
from hypothesis import given, settings, strategies as st

from tests.domains.pentagon_strategies import constraints, pentagon


def pairwise(num, names):
    intervals = {v: num.interval(v) for v in names}
    lts = {(x, y) for x in names for y in names if x != y and num.lt(x, y)}
    eqs = {frozenset((x, y)) for i, x in enumerate(names) for y in names[i + 1:] if num.eq(x, y)}
    les = {(x, y) for x in names for y in names if x != y and (x, y) not in lts
           and (y, x) not in lts and num.le(x, y) and not num.eq(x, y)}
    return intervals, lts, eqs, les


@settings(max_examples=400, deadline=None)
@given(constraints(max_vars=5), st.data())
def test_pair_facts_equal_the_pairwise_questions(c, data):
    num = pentagon(c)
    names = sorted(data.draw(st.sets(st.sampled_from(c[0]), min_size=1)))
    got = num.pair_facts(names)
    if num.is_bottom():
        assert got is None
        return
    intervals, lts, eqs, les = got
    assert (intervals, lts, set(eqs), les) == pairwise(num, names)


def test_pair_facts_through_assignments():
    from absint.domains import Linear, Pentagon
    p = Pentagon.top(["i", "n", "k", "m"]).assume("i", "<", "n").assign("k", Linear.var("i") + 1)
    p = p.assign("m", Linear.var("n")).with_interval("i", 0, None)
    intervals, lts, eqs, les = p.pair_facts(["i", "k", "m", "n"])
    assert ("i", "n") in lts and ("i", "k") in lts and ("i", "m") in lts
    assert frozenset(("m", "n")) in eqs
    assert ("k", "n") in les and ("k", "m") in les
    assert intervals["k"] == (1, None)

"""The fast path of a guard u - v + c <= 0 (every binding `x == y + c` of a summary at a call
site) leaves the same state as the general loops over the form's variables and pairs."""
from hypothesis import given, settings, strategies as st


from absint.domains import pentagon as P
from tests.domains.pentagon_strategies import constraints, pentagon


def _state_bits(s):
    return (s.lo.tolist(), s.hi.tolist(), s.S.to_bytes(), s.L.to_bytes(), s.cls.tolist())


@settings(max_examples=500, deadline=None)
@given(constraints(min_vars=2, max_vars=5), st.data())
def test_difference_fast_path_is_the_general_rule(c, data):
    num = pentagon(c)
    closed = num._closed_state()
    if closed is None:
        return
    n = closed.n
    u = data.draw(st.integers(0, n - 1))
    v = data.draw(st.integers(0, n - 1).filter(lambda k: k != u))
    const = data.draw(st.integers(-4, 4))
    fast, general = closed.copy(), closed.copy()
    ok_fast = P._apply_le0(fast, {u: 1, v: -1}, const)      # the fast path
    ok_general = P._apply_general(general, {u: 1, v: -1}, const)
    assert ok_fast == ok_general
    if ok_fast:
        assert _state_bits(fast) == _state_bits(general)
    # the same form written the other way round
    fast2 = closed.copy()
    assert P._apply_le0(fast2, {v: -1, u: 1}, const) == ok_general
    if ok_general:
        assert _state_bits(fast2) == _state_bits(general)


def test_difference_fast_path_sets_the_relation():
    from absint.domains import Pentagon
    p = Pentagon.top(["x", "y"]).with_interval("y", 0, 10)
    q = p.assume("x", "<=", "y")
    assert q.le("x", "y") and q.interval("x") == (None, 10)
    r = p.assume("x", "<", "y")
    assert r.lt("x", "y") and r.interval("x") == (None, 9)
    assert p.with_interval("x", 11, None).assume("x", "<=", "y").is_bottom()

"""assign returns some results already closed (x := v + c, or x unrelated to the others): those must
equal what the full native closure makes of the same state, so no fact is missing."""
from hypothesis import given
from hypothesis import strategies as st

from absint.domains import Linear, Pentagon
from pentagon_strategies import constraints, pentagon


def reclosed(p: Pentagon) -> Pentagon:
    """The same raw state, closed again from scratch."""
    return Pentagon._make(p._vars, p._index, p._st.copy(), False)


@given(constraints(max_vars=5), st.data())
def test_assign_results_marked_closed_are_closed(c, data):
    P = pentagon(c)
    vs = list(P.vars)
    x = data.draw(st.sampled_from(vs + ["fresh"]))
    v = data.draw(st.sampled_from(vs))
    k = data.draw(st.sampled_from([1, 1, 1, 2, -1]))
    const = data.draw(st.integers(-3, 3))
    e = data.draw(st.sampled_from([Linear({v: k}) + const, const, Linear({v: 1, vs[0]: 1}) + const]))
    R = P.assign(x, e)
    if R.is_bottom() or not R._closed:
        return
    assert R.facts() == reclosed(R).facts()
    # and a second assignment on top of it (the engine's chains of assignments)
    y = data.draw(st.sampled_from(vs))
    R2 = R.assign(y, Linear.var(x) + data.draw(st.integers(-2, 2)))
    if not R2.is_bottom() and R2._closed:
        assert R2.facts() == reclosed(R2).facts()


@given(constraints(max_vars=5), st.data())
def test_native_shift_equals_the_general_path(c, data):
    """x := v + c goes to one native call (absint_pentagon_assign_shift); the Python path for any
    linear form must build exactly the same state from the same closed one."""
    P = pentagon(c).add_vars(["fresh"])
    old = P._closed_state()
    if old is None:
        return
    vs = list(P.vars)
    x, v = data.draw(st.sampled_from(vs)), data.draw(st.sampled_from(vs[:-1]))
    const = data.draw(st.integers(-3, 3))
    xi, vi = P._idx(x), int(old.cls[P._idx(v)])
    lo, hi = P.bounds(Linear.var(v) + const)
    native = P._assign_shift(old, xi, vi, const, lo, hi)
    python = P._assign_general(old, xi, {vi: 1}, const, lo, hi)
    if native is P or python is P:                 # x := x, or x := y with x == y: nothing to do
        assert native is P and python is P and const == 0
        return
    assert native._closed and python._closed
    a, b = native._st, python._st
    assert a.S.equals(b.S) and a.L.equals(b.L)
    assert list(a.lo) == list(b.lo) and list(a.hi) == list(b.hi) and list(a.cls) == list(b.cls)

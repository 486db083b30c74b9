"""Lattice laws for Interval, Sub and Pentagon: join/meet are upper/lower bounds, idempotent,
commutative; widening chains stabilize."""
from hypothesis import given
from hypothesis import strategies as st

from absint.domains import Interval, Linear, Pentagon, Sub
from pentagon_strategies import constraints, pentagon

bounds = st.none() | st.integers(-20, 20)
intervals = st.builds(Interval, bounds, bounds)
names = ("a", "b", "c", "d")
subs = st.lists(st.tuples(st.sampled_from(names), st.sampled_from(names)), max_size=6).map(
    lambda pairs: _sub(pairs))
pentagons = constraints(min_vars=3, max_vars=3).map(pentagon)


def _sub(pairs):
    s = Sub.top(names)
    for x, y in pairs:
        s = s.with_lt(x, y)
    return s


def _laws(a, b):
    j, m = a.join(b), a.meet(b)
    assert a.leq(j) and b.leq(j)
    assert m.leq(a) and m.leq(b)
    assert j.equals(b.join(a)) and m.equals(b.meet(a))
    assert a.join(a).equals(a) and a.meet(a).equals(a)
    assert a.leq(a)
    assert a.widen(j).leq(a.widen(j)) and a.leq(a.widen(j)) and j.leq(a.widen(j))
    assert a.meet(b).leq(a.narrow(a.meet(b)))
    assert a.narrow(a.meet(b)).leq(a)


@given(intervals, intervals)
def test_interval_laws(a, b):
    _laws(a, b)


@given(subs, subs)
def test_sub_laws(a, b):
    _laws(a, b)


@given(pentagons, pentagons)
def test_pentagon_laws(a, b):
    _laws(a, b)
    assert a.bottom(a.vars).leq(a) and a.leq(Pentagon.top(a.vars))


def _stabilizes(start, steps, thresholds=(), limit=60):
    w = start
    for k in range(limit):
        nxt = w.widen(w.join(steps[k % len(steps)]), thresholds)
        if nxt.equals(w) and k >= len(steps):
            return True
        w = nxt
    return False


@given(st.lists(intervals, min_size=1, max_size=5), intervals)
def test_interval_widening_chains_stabilize(steps, start):
    assert _stabilizes(start, steps, thresholds=(-5, 0, 5))


@given(st.lists(pentagons, min_size=1, max_size=4), pentagons)
def test_pentagon_widening_chains_stabilize(steps, start):
    assert _stabilizes(start, steps, thresholds=(0, 3))


@given(st.integers(-3, 3), st.integers(1, 3))
def test_loop_counter_widening_terminates_at_a_threshold(init, step):
    # i := init; while (...) i := i + step  -- the ascending chain of a loop head
    p = Pentagon.top(["i", "n"]).assume("n", "==", 10).assign("i", init)
    w = p
    for _ in range(20):
        body = w.assume("i", "<", "n").assign("i", Linear.var("i") + step)
        nxt = w.widen(w.join(body), thresholds=(0, 10, 100))
        if nxt.leq(w):
            break
        w = nxt
    else:
        raise AssertionError("no fixpoint")
    # i only grows, so lo stays; hi jumps to the next threshold >= 9 + step, not to +oo
    assert w.interval("i") == (init, 10 if step == 1 else 100)


@given(st.lists(constraints(min_vars=1, max_vars=4).map(pentagon), min_size=1, max_size=4),
       constraints(min_vars=1, max_vars=2).map(pentagon))
def test_widening_chains_over_growing_variable_sets_stabilize(steps, start):
    # operands over different variables are aligned first; the previous iterate must stay unclosed
    assert _stabilizes(start, steps, thresholds=(0, 3))

"""Interval arithmetic is sound; Linear forms behave as documented."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from absint.domains import Interval, Linear

bounds = st.none() | st.integers(-6, 6)


@st.composite
def interval_and_member(draw):
    i = draw(st.builds(Interval, bounds, bounds).filter(lambda i: not i.is_bottom()))
    lo = i.lo if i.lo is not None else -10
    hi = i.hi if i.hi is not None else 10
    return i, draw(st.integers(min(lo, hi), max(lo, hi)))


@given(interval_and_member(), interval_and_member())
def test_arithmetic_is_sound(a, b):
    (i, x), (j, y) = a, b
    assert (i + j).contains(x + y)
    assert (i - j).contains(x - y)
    assert (i * j).contains(x * y)
    assert (-i).contains(-x)
    assert i.join(j).contains(x) and i.join(j).contains(y)
    assert (i * 3).contains(3 * x)


def test_interval_basics():
    assert Interval(3, 1).is_bottom() and Interval.bottom().as_tuple() is None
    assert Interval(None, 4).as_tuple() == (None, 4)
    assert Interval(0, 5).widen(Interval(0, 6)) == Interval(0, None)
    assert Interval(0, 5).widen(Interval(-1, 6), thresholds=(-8, 10)) == Interval(-8, 10)
    assert Interval(0, None).narrow(Interval(0, 9)) == Interval(0, 9)
    assert Interval(1, 2) * Interval(None, None) == Interval.top()
    assert Interval(0, 0) * Interval(None, None) == Interval(0, 0)
    assert str(Interval(None, 3)) == "[-oo, 3]"
    with pytest.raises(TypeError):
        Interval(1.5, 2)


def test_linear_forms():
    e = Linear({"x": 1, "y": -2}, 3)
    assert e.coeffs == {"x": 1, "y": -2} and e.const == 3 and e.vars == ("x", "y")
    assert Linear.const(4) == Linear({}, 4) and Linear.var("x") == Linear({"x": 1})
    assert e - Linear.var("x") == Linear({"y": -2}, 3)
    assert 2 * e + 1 == Linear({"x": 2, "y": -4}, 7)
    assert -e == Linear({"x": -1, "y": 2}, -3)
    assert (e + Linear({"y": 2})).coeffs == {"x": 1}
    assert e.evaluate({"x": 5, "y": 1}) == 6
    assert str(e) == "x - 2*y + 3" and str(Linear.const(-2)) == "-2"
    assert hash(Linear({"a": 1}, 2)) == hash(Linear({"a": 1}, 2))
    with pytest.raises(TypeError):
        Linear({"x": 1.5})
    with pytest.raises(TypeError):
        Linear.of(2.5)

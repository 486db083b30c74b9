"""The documented API and the precision the analyzer relies on."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pentagon_strategies import constraints, pentagon

from absint.domains import Linear, Pentagon

L = Linear


def test_readme_example():
    P = Pentagon.top(["x", "y", "n"])
    P = P.with_interval("x", 0, None).with_lt("x", "n")
    assert P.interval("x") == (0, None)
    assert P.interval("n") == (1, None)
    assert P.lt("x", "n") and not P.lt("n", "x")
    assert not P.is_bottom() and not P.is_top() and Pentagon.top(["x"]).is_top()
    assert Pentagon.bottom(["x"]).is_bottom()


def test_assign_y_plus_c_gives_strict_order():
    P = Pentagon.top(["x", "y", "z"]).with_lt("z", "y")
    Q = P.assign("x", L.var("y") + 2)
    assert Q.lt("y", "x") and Q.lt("z", "x")
    R = P.assign("x", L.var("y") - 1)
    assert R.lt("x", "y") and not R.lt("z", "x")
    S = P.assign("y", L.var("y") + 1)          # y := y + 1 keeps z < y
    assert S.lt("z", "y")
    T = P.assign("x", L({"y": 1, "z": 1}, 0)).with_interval("z", 1, 5)
    assert not T.lt("y", "x")                  # z's bound came after the assignment
    U = P.with_interval("z", 1, 5).assign("x", L({"y": 1, "z": 1}))
    assert U.lt("y", "x")


def test_assign_copies_into_alias_and_ranges():
    P = Pentagon.top(["x", "y"]).with_interval("y", 3, 7)
    Q = P.assign("x", "y")
    assert Q.eq("x", "y") and Q.interval("x") == (3, 7)
    assert Q.assign("x", 4).interval("x") == (4, 4) and not Q.assign("x", 4).eq("x", "y")
    assert P.assign("x", L({"y": 3}, -1)).interval("x") == (8, 20)
    assert P.assign_interval("x", 0, 9).interval("x") == (0, 9)
    assert P.assign_interval("x", 5, 1).is_bottom()


def test_assume_adds_the_bit_and_tightens_both_intervals():
    P = Pentagon.top(["x", "y"]).with_interval("x", 0, 10).with_interval("y", 0, 10)
    Q = P.assume("x", "<", "y")
    assert Q.lt("x", "y") and Q.interval("x") == (0, 9) and Q.interval("y") == (1, 10)
    assert P.assume("x", ">", "y").lt("y", "x")
    assert P.assume("x", "<=", L.var("y") - 3).interval("x") == (0, 7)
    assert P.assume("x", "<=", L.var("y") - 3).lt("x", "y")
    assert P.assume(L({"x": 1, "y": -1}), "<=", -1).lt("x", "y")    # x - y <= -1
    assert P.assume("x", ">=", 4).interval("x") == (4, 10)
    assert P.assume(L({"x": 2}), "<", 7).interval("x") == (0, 3)
    assert P.assume("x", "!=", 0).interval("x") == (1, 10)
    assert P.assume("x", "==", 11).is_bottom()
    assert P.assume("x", "<", "x").is_bottom()
    assert P.assume(L({"x": 1, "y": 1}), "<=", 3).interval("y") == (0, 3)


def test_non_strict_guards_pass_on_strict_facts():
    # t = malloc(n + 1); for (i = 0; i <= n; i++) t[i] = 0;  -- i <= n < size(t)
    P = Pentagon.top(["i", "n", "size(t)"]).assign("size(t)", L.var("n") + 1)
    assert P.lt("n", "size(t)")
    Q = P.assume("i", "<=", "n")
    assert Q.lt("i", "size(t)") and not Q.lt("i", "n")
    R = Pentagon.top(["a", "b", "z"]).with_lt("z", "a").assume("a", "<=", "b")
    assert R.lt("z", "b")
    assert P.assume(L({"i": 2, "n": -2}), "<=", 1).lt("i", "size(t)")     # 2i - 2n <= 1: i <= n


def test_alias_layer_proves_through_equalities_and_survives_joins():
    P = Pentagon.top(["i", "n", "size(p)"]).assume("size(p)", "==", "n").assume("i", "<", "n")
    assert P.lt("i", "size(p)") and P.eq("n", "size(p)")
    assert P.entails(L.var("n") - L.var("size(p)"), "==", 0)
    Pb = P.assume("i", ">=", 0)                   # so n >= 1, and i := 0 keeps i < n
    J = Pb.join(Pb.assign("i", 0))
    assert J.eq("n", "size(p)") and J.lt("i", "size(p)")
    K = P.join(P.havoc("n"))
    assert not K.eq("n", "size(p)")
    both5 = Pentagon.top(["a", "b"]).assume("a", "==", 5).assume("b", "==", 5)
    assert both5.eq("a", "b")
    assert both5.join(Pentagon.top(["a", "b"]).assume("a", "==", "b")).eq("a", "b")
    assert Pentagon.top(["a", "b"]).assume("a", "==", "b").assume("a", "<", "b").is_bottom()


def test_closure_uses_whole_paths():
    P = Pentagon.top(["x", "y", "z"]).with_lt("x", "y").with_lt("y", "z").with_interval("x", 0, None)
    assert P.interval("z") == (2, None) and P.lt("x", "z")
    Q = Pentagon.top(["x", "y"]).with_interval("x", None, 3).with_interval("y", 4, None)
    assert Q.lt("x", "y")


def test_bounds_and_entails():
    P = Pentagon.top(["i", "n"]).with_interval("i", 0, 9).with_lt("i", "n")
    assert P.bounds("i") == (0, 9) and P.bounds(7) == (7, 7)
    assert P.bounds(L.var("n") - L.var("i")) == (1, None)
    assert P.bounds(L({"i": 2}, 1)) == (1, 19)
    assert P.entails("i", "<", "n") and P.entails("n", ">", "i") and P.entails("i", "!=", "n")
    assert not P.entails("i", "<", 5) and P.entails("i", "<=", 9)
    assert P.bounds("unknown") == (None, None) and not P.lt("i", "unknown")
    B = Pentagon.bottom(["i"])
    assert B.entails("i", "<", 0) and B.interval("i") == (None, None)


def test_widen_jumps_to_thresholds_and_narrow_refines():
    P = Pentagon.top(["i"]).assign("i", 0)
    W = P.widen(P.join(P.assign("i", 1)), thresholds=(10, 100))
    assert W.interval("i") == (0, 10)
    assert P.widen(P.join(P.assign("i", 1))).interval("i") == (0, None)
    N = P.widen(P.join(P.assign("i", 1))).narrow(Pentagon.top(["i"]).with_interval("i", 0, 50))
    assert N.interval("i") == (0, 50)


def test_different_variable_sets_are_aligned():
    A = Pentagon.top(["x"]).with_interval("x", 0, 3)
    B = Pentagon.top(["y", "x"]).with_interval("x", 2, 5).with_interval("y", 1, 1)
    J = A.join(B)
    assert set(J.vars) == {"x", "y"} and J.interval("x") == (0, 5) and J.interval("y") == (None, None)
    M = A.meet(B)
    assert M.interval("x") == (2, 3) and M.interval("y") == (1, 1)
    assert B.leq(A) is False and M.leq(A) and M.leq(B)


def test_variables_add_remove_rename():
    P = Pentagon.top(["x", "y", "z"]).with_lt("x", "y").with_lt("y", "z")
    R = P.remove_vars(["y"])
    assert R.vars == ("x", "z") and R.lt("x", "z")
    assert P.add_vars(["w", "x"]).vars == ("x", "y", "z", "w")
    N = P.rename({"x": "a"})
    assert N.vars == ("a", "y", "z") and N.lt("a", "z")
    with pytest.raises(ValueError):
        P.rename({"x": "y"})
    H = P.havoc_many(["y"])
    assert H.lt("x", "z") and not H.lt("x", "y")


def test_unsigned_64_bit_values_stay_exact():
    top = 2**64 - 1
    P = Pentagon.top(["u", "i"]).assign_interval("u", 0, top)
    assert P.interval("u") == (0, top)
    Q = P.assign("u", top).assign("i", L.var("u") + 1)
    assert Q.interval("i") == (2**64, 2**64) and Q.lt("u", "i")
    assert Q.join(P.assign("i", 0)).interval("i") == (0, 2**64)
    assert Q.assume("i", "<", 5).is_bottom()
    huge = Pentagon.top(["h"]).assign_interval("h", 2**200, None)
    lo, hi = huge.interval("h")
    assert lo is not None and lo <= 2**200 and hi is None     # clamped soundly


def test_wide_bounds_switch_back_to_int64_when_they_fit_again():
    top = 2**64 - 1
    P = Pentagon.top(["u", "n", "i"]).assign_interval("u", 0, top).assign_interval("n", 0, 10)
    assert P.closed()._st.lo.dtype == object                 # a bound beyond 2**62: wide storage
    Q = P.assume("u", "<", "n")                              # the tightening brings u into [0, 9]
    assert Q.interval("u") == (0, 9) and Q.closed()._st.lo.dtype == np.int64
    R = P.havoc("u")                                         # the big bound is forgotten
    assert R.interval("u") == (None, None) and R.closed()._st.lo.dtype == np.int64
    J = R.join(P)                                            # exact again once it is needed
    assert J.interval("u") == (None, None) and J.interval("n") == (0, 10)
    K = P.join(P.assign("u", 5))
    assert K.interval("u") == (0, top) and K.closed()._st.lo.dtype == object
    D = P.remove_vars(["u"])                                 # the big bound leaves with u
    assert D.interval("n") == (0, 10) and D.closed()._st.lo.dtype == np.int64
    T = P.join(Pentagon.top(["u", "n", "i"]))                # hull with +oo: nothing big is left
    assert T.interval("u") == (None, None) and T.closed()._st.lo.dtype == np.int64


def test_widen_to_thresholds_beyond_int64_stays_exact():
    a = Pentagon.top(["x"]).assign("x", 0)
    up = a.widen(a.join(a.assign("x", 1)), thresholds=(0, 2**64 - 1))
    assert up.interval("x") == (0, 2**64 - 1)
    down = a.widen(a.join(a.assign("x", -1)), thresholds=(-2**64, 0))
    assert down.interval("x") == (-2**64, 0)


def test_immutability_and_bad_input():
    P = Pentagon.top(["x"])
    Q = P.with_interval("x", 0, 1)
    assert P.interval("x") == (None, None) and Q.interval("x") == (0, 1)
    with pytest.raises(AttributeError):
        P.foo = 1
    with pytest.raises(ValueError):
        P.assume("x", "=<", 1)
    with pytest.raises(ValueError):
        P.assign("x", 1.5)
    with pytest.raises(ValueError):
        Pentagon.top(["x", "x"])
    with pytest.raises(ValueError):
        P.with_interval("x", "0", None)
    with pytest.raises(TypeError):
        P.join(3)


def test_str_lists_the_facts():
    P = Pentagon.top(["x", "n"]).with_interval("x", 0, 4).with_lt("x", "n")
    assert str(P) == "{x in [0, 4], n in [1, +oo], x < n}"
    assert str(Pentagon.bottom(["x"])) == "_|_"


# ---- the non-strict relation x <= y ----------------------------------------------------------------

def test_non_strict_facts_are_held_and_composed():
    P = Pentagon.top(["k", "i", "n", "m"]).assume("k", "<=", "i").assume("i", "<", "n").assume("n", "<=", "m")
    assert P.le("k", "i") and not P.lt("k", "i")
    assert P.lt("k", "n") and P.lt("k", "m") and P.lt("i", "m")      # <= then < is <, < then <= is <
    assert P.le("k", "m") and not P.le("m", "k")
    Q = P.assume("m", "<=", "k")                                      # k <= i < n <= m <= k
    assert Q.is_bottom()
    R = Pentagon.top(["a", "b", "c"]).with_le("a", "b").with_le("b", "c").with_interval("a", 2, None)
    assert R.le("a", "c") and R.interval("c") == (2, None)           # bounds move by 0 along <=
    assert R.with_interval("c", None, 5).interval("a") == (2, 5)
    assert R.bounds(L.var("c") - L.var("a")) == (0, None)
    assert Pentagon.top(["x"]).with_le("x", "x").is_top()


def test_non_strict_cycles_are_equalities():
    P = Pentagon.top(["x", "y", "z"]).with_le("x", "y").with_le("y", "z").with_le("z", "x")
    assert P.eq("x", "z") and P.eq("x", "y")
    intervals, lts, eqs, les = P.facts()
    assert eqs == {frozenset({"x", "y", "z"})} and not lts and len(les) == 6
    assert P.with_lt("x", "z").is_bottom()
    # equal constants are <= each other both ways without joining an alias class
    C = Pentagon.top(["a", "b"]).assume("a", "==", 3).assume("b", "==", 3)
    assert C.le("a", "b") and C.le("b", "a") and C.eq("a", "b") and C.facts()[2] == set()
    # a join keeps x <= y where one side has x < y and the other x <= y, and equalities both have
    J = Pentagon.top(["x", "y"]).with_lt("x", "y").join(Pentagon.top(["x", "y"]).with_le("x", "y"))
    assert J.le("x", "y") and not J.lt("x", "y")
    E = Pentagon.top(["x", "y"]).assume("x", "==", "y").join(Pentagon.top(["x", "y"]).with_lt("x", "y"))
    assert E.le("x", "y") and not E.eq("x", "y")


def test_lattice_operations_keep_non_strict_facts():
    A = Pentagon.top(["x", "y"]).with_le("x", "y")
    B = Pentagon.top(["x", "y"]).with_lt("x", "y")
    assert B.leq(A) and not A.leq(B) and A.meet(B).lt("x", "y")
    assert A.widen(A.join(B)).le("x", "y")
    assert not A.widen(Pentagon.top(["x", "y"])).le("x", "y")
    assert Pentagon.top(["x", "y"]).narrow(A).le("x", "y")
    assert not A.is_top() and A.havoc("y").is_top()
    assert A.add_vars(["z"]).le("x", "y") and A.rename({"y": "w"}).le("x", "w")
    Th = A.with_le("y", "t").remove_vars(["y"])
    assert Th.le("x", "t")                                        # facts through y remain


def test_assign_gives_non_strict_facts_on_integers():
    P = Pentagon.top(["x", "y", "z", "w"]).with_lt("z", "y").with_lt("y", "w")
    Q = P.assign("x", L.var("y") + 1)                  # z < y < x and x <= w (y < w, x = y + 1)
    assert Q.lt("y", "x") and Q.le("y", "x") and Q.lt("z", "x")
    assert Q.le("x", "w") and not Q.lt("x", "w")
    R = P.assign("x", L.var("y") - 1)                  # x < y, and z <= x (z < y)
    assert R.lt("x", "y") and R.le("z", "x") and not R.lt("z", "x")
    for c in (0, 2, 5):                                # x = y - c with c >= 0: x <= y
        assert P.assign("x", L.var("y") - c).le("x", "y")
    V = P.assign("x", "y")                             # x = y: an alias
    assert V.eq("x", "y") and V.le("z", "x") and V.lt("x", "w")
    W = P.with_le("y", "z2").assign("x", L.var("y") + 2)
    assert not W.le("x", "z2")
    # z < y < w two steps from y: x = y + 1 < w? no (w may be y + 1); x <= w yes
    assert P.assign("x", L.var("z") + 1).lt("x", "w")  # z < y < w: z + 1 <= y < w


def test_assume_records_non_strict_facts_and_not_equal_sharpens_them():
    P = Pentagon.top(["p", "end"])
    Q = P.assume("p", "<=", "end")
    assert Q.le("p", "end") and not Q.lt("p", "end")
    assert Q.assume("p", "!=", "end").lt("p", "end")               # p <= end and p != end: p < end
    assert P.assume("end", ">=", "p").le("p", "end")
    assert P.assume(L({"p": 1, "end": -1}), "<=", 0).le("p", "end")
    assert P.assume(L({"p": 1, "end": -1}), "<", 1).le("p", "end")   # p - end < 1
    assert Q.assume(L.var("p") + 1, "!=", L.var("end") + 1).lt("p", "end")
    assert not P.assume("p", "!=", "end").le("p", "end")
    N = P.with_lt("p", "end").assume(L.var("p") + 1, "!=", "end")   # p + 2 <= end: not a pentagon fact
    assert N.lt("p", "end") and not N.entails(L.var("p") + 2, "<=", "end")


def test_le_query_entailed_by_bounds_and_aliases():
    P = Pentagon.top(["a", "b"]).with_interval("a", 0, 4).with_interval("b", 4, 9)
    assert P.le("a", "b") and not P.lt("a", "b") and P.entails("a", "<=", "b")
    assert ("a", "b") in P.facts()[3]
    Q = Pentagon.top(["a", "b", "c"]).assume("a", "==", "b").with_le("b", "c")
    assert Q.le("a", "c")


def test_str_and_facts_show_non_strict_facts():
    P = Pentagon.top(["k", "i", "n"]).with_le("k", "i").with_lt("i", "n")
    assert str(P) == "{i < n, k < n, k <= i}"
    intervals, lts, eqs, les = P.facts()
    assert lts == {("i", "n"), ("k", "n")} and les == {("k", "i"), ("i", "n"), ("k", "n")} and not eqs


def test_pickled_state_keeps_non_strict_facts():
    import pickle
    P = Pentagon.top(["k", "i"]).with_le("k", "i")
    for p in (P, P.closed()):
        Q = pickle.loads(pickle.dumps(p))
        assert Q.le("k", "i") and Q.equals(p) and Q.facts() == p.facts()
    W = pickle.loads(pickle.dumps(P)).widen(P.join(P.with_interval("k", 0, 3)))
    assert W.le("k", "i")


@settings(max_examples=200, deadline=None)
@given(constraints(), st.dictionaries(st.sampled_from(("a", "b", "x", "y", "z")),
                                      st.tuples(st.none() | st.integers(-4, 4),
                                                st.none() | st.integers(-4, 4)), max_size=4))
def test_with_intervals_is_with_interval_for_each(c, bounds):
    """with_intervals (one copy of the state, used to add the ghosts of many blocks at once) is
    the meet with each bound in turn, new variables included."""
    p = pentagon(c)
    one_by_one = p
    for x, (lo, hi) in bounds.items():
        one_by_one = one_by_one.with_interval(x, lo, hi)
    at_once = p.with_intervals(bounds)
    assert at_once.is_bottom() == one_by_one.is_bottom()
    if not at_once.is_bottom():
        assert at_once.leq(one_by_one) and one_by_one.leq(at_once)
        assert at_once.facts() == one_by_one.closed().facts()

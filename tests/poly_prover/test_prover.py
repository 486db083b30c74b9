"""prove_site / prove_ranges: facts + a Pentagon state -> safe / error (with a witness) / undecided.
Mutations (an out-of-bounds variant) must never be proven safe."""
from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from absint.checks.polyhedral import prove_ranges, prove_site
from absint.domains import Pentagon
from absint.domains.linear import Linear
from absint.engine.linfacts import LinearFacts, make_fact

from .helpers import compile_c, sites_on

TRIANGLE = """
    #include "absint.h"
    int main(void) {
        int n = __absint_range(1, 1000);
        int a[EXTENT];
        int i, j;
        for (i = 0; i < n; i++)
            for (j = 0; j < i; j++)
                a[i + j] = 0;   // @s
        return 0;
    }"""


def site_and_facts(tmp_path, extent):
    program, marks = compile_c(tmp_path, TRIANGLE.replace("EXTENT", extent))
    site = sites_on(program, marks["s"])[0]
    return site, LinearFacts(program.functions["main"]).at_site(site.id)


def pentagon_for(site, facts, extra_intervals=None):
    """What the Pentagon knows inside the triangle: i in [1, 999], j in [0, 998], n in [2, 1000],
    j < i < n; the index temporary only by its interval; the temporaries computing the extent
    (2n - c elements, then 4 times that in bytes) only by intervals."""
    idx = site.index.name
    intervals = {"i": (1, 999), "j": (0, 998), "n": (2, 1000), idx: (1, 1997)}
    for f in facts:
        for v, k in f.terms:
            if v.startswith("%") and v not in intervals:
                intervals[v] = (0, 8000) if any(abs(c) == 4 for _, c in f.terms) else (0, 2000)
    intervals.update(extra_intervals or {})
    return Pentagon.from_constraints(sorted(intervals), intervals, [("j", "i"), ("i", "n")])


def test_triangle_with_extent_2n_is_proven(tmp_path):
    site, facts = site_and_facts(tmp_path, "2 * n")
    num = pentagon_for(site, facts)
    # the Pentagon alone cannot prove it
    assert not num.entails(site.index.name, "<", site.extent.name)
    assert prove_site(site, facts, num).status == "safe"


def test_triangle_without_facts_is_not_proven(tmp_path):
    site, facts = site_and_facts(tmp_path, "2 * n")
    assert prove_site(site, {}, pentagon_for(site, facts)).status == "undecided"


def test_triangle_mutation_extent_2n_minus_3_is_not_proven(tmp_path):
    # j < i < n gives i + j <= 2n - 3, one past the last element of 2n - 3
    site, facts = site_and_facts(tmp_path, "2 * n - 3")
    assert prove_site(site, facts, pentagon_for(site, facts)).status == "undecided"


def test_triangle_mutation_extent_2n_minus_2_is_proven(tmp_path):
    site, facts = site_and_facts(tmp_path, "2 * n - 2")
    assert prove_site(site, facts, pentagon_for(site, facts)).status == "safe"


def test_requirement_not_proven_means_fact_not_used(tmp_path):
    # unsigned i + j wraps if i and j may be huge: the definition of the index must not be used
    # (a signed one needs no requirement: its overflow is undefined, see test_linfacts)
    program, marks = compile_c(tmp_path, TRIANGLE.replace("EXTENT", "2 * n")
                               .replace("int i, j;", "unsigned i, j;"))
    site = sites_on(program, marks["s"])[0]
    facts = LinearFacts(program.functions["main"]).at_site(site.id)
    assert prove_site(site, facts, pentagon_for(site, facts)).status == "safe"
    num = pentagon_for(site, facts, {"i": (1, None), "j": (0, None), "n": (2, None)})
    assert prove_site(site, facts, num).status == "undecided"


def test_definite_error_has_a_failing_witness(tmp_path):
    program, marks = compile_c(tmp_path, """
        #include "absint.h"
        int main(void) {
            int n = __absint_range(1, 1000);
            int a[n];
            int i = __absint_range(0, 5);
            a[n + i] = 0;   // @s
            return 0;
        }""")
    site = sites_on(program, marks["s"])[0]
    facts = LinearFacts(program.functions["main"]).at_site(site.id)
    idx, ext = site.index.name, site.extent.name
    intervals = {"i": (0, 5), "n": (1, 1000), idx: (1, 1005), ext: (1, 1000)}
    num = Pentagon.from_constraints(sorted(intervals), intervals, [], [(ext, "n")])
    res = prove_site(site, facts, num)
    assert res.status == "error"
    w = res.witness
    assert res.offset == w["n"] + w["i"] and res.offset >= w["n"]


def test_unreachable_state_is_vacuously_safe():
    # facts contradict the intervals: no state reaches the access
    facts = {make_fact("ge", {"i": 1}, -10): frozenset()}          # i >= 10
    num = Pentagon.from_constraints(["i"], {"i": (0, 5)})
    res = prove_ranges([(Linear.var("i"), Linear.const(1), Linear.const(3))], facts, num, str)
    assert res.status == "safe"


# ------------------------------------------------------------ against brute force enumeration

coef = st.integers(-3, 3)
nonzero = st.sampled_from([-3, -2, -1, 1, 2, 3])
fact_st = st.tuples(st.sampled_from(["ge", "eq"]), nonzero, coef, coef, st.integers(-6, 6))
box = st.tuples(st.integers(-4, 4), st.integers(0, 6))


@settings(deadline=None, max_examples=60)
@given(st.lists(fact_st, max_size=3), box, box, st.tuples(coef, coef, st.integers(-4, 4)),
       st.tuples(coef, coef, st.integers(0, 8)))
def test_verdicts_agree_with_enumeration(raw_facts, bx, by, off, size):
    """safe only if every point is in bounds, error only if every point is out (and one exists)."""
    facts = {}
    for kind, a, b, c, k in raw_facts:
        f = make_fact(kind, {"x": a, "y": b, "z": c}, k)
        if f is not None:
            facts[f] = frozenset()
    ranges = {"x": (bx[0], bx[0] + bx[1]), "y": (by[0], by[0] + by[1]), "z": (-2, 2)}
    num = Pentagon.from_constraints(["x", "y", "z"], ranges)
    off_l = Linear({"x": off[0], "y": off[1]}, off[2])
    size_l = Linear({"x": size[0], "z": size[1]}, size[2])
    res = prove_ranges([(off_l, Linear.const(1), size_l)], facts, num, str)

    def holds(f, p):
        v = sum(k * p[n] for n, k in f.terms) + f.const
        return v >= 0 if f.kind == "ge" else v == 0
    points = [dict(zip("xyz", p)) for p in itertools.product(
        *(range(ranges[n][0], ranges[n][1] + 1) for n in "xyz"))]
    points = [p for p in points if all(holds(f, p) for f in facts)]

    def ok(p):
        o = off[0] * p["x"] + off[1] * p["y"] + off[2]
        return 0 <= o and o + 1 <= size[0] * p["x"] + size[1] * p["z"] + size[2]
    if res.status == "safe":
        assert all(ok(p) for p in points)
    elif res.status == "error":
        assert points and not any(ok(p) for p in points)
        # the witness names the variables of the system: some failing point agrees with it
        assert any(not ok(p) and all(p[k] == v for k, v in res.witness.items()) for p in points)
    # the systems are bounded: the prover is exact on them when facts link to the access (every
    # fact mentions x); without linked facts it leaves the question to the Pentagon
    linked = facts and ("x" in off_l.coeffs or "x" in size_l.coeffs)
    if not linked:
        assert res.status in ("undecided", "safe", "error")
    elif all(ok(p) for p in points):
        assert res.status == "safe"
    elif points and not any(ok(p) for p in points):
        assert res.status == "error"

"""The MUST linear facts: sources (guards, exact assignments), kills, merges, loops."""
from __future__ import annotations

from absint.engine.linfacts import LinearFacts, _implied, hull, make_fact, meet, relation
from absint.ir import nodes as ir

from .helpers import compile_c, sites_on

I32 = ir.IntT(32, True)


def facts_at(tmp_path, source, mark="s", function="main"):
    program, marks = compile_c(tmp_path, source)
    site = sites_on(program, marks[mark], function)[0]
    return LinearFacts(program.functions[function]).at_site(site.id), site


def has(facts, kind, coeffs, const, requires=None):
    f = make_fact(kind, coeffs, const)
    if f not in facts:
        return False
    return requires is None or facts[f] == frozenset(requires)


def implies(facts, kind, coeffs, const):
    """The facts without requirements entail the constraint (exactly, over the integers)."""
    ge = make_fact("ge", coeffs, const)
    if kind == "ge":
        return _implied(ge, facts, {})
    return _implied(ge, facts, {}) and _implied(make_fact("ge", {v: -k for v, k in coeffs.items()},
                                                          -const), facts, {})


def mentions(facts, name):
    return any(name in f.vars for f in facts)


def test_canonical_forms_make_equal_keys():
    assert make_fact("ge", {"x": 2, "y": -4}, 3) == make_fact("ge", {"x": 1, "y": -2}, 1)
    assert make_fact("eq", {"x": -3, "y": 3}, 6) == make_fact("eq", {"x": 1, "y": -1}, -2)
    assert make_fact("eq", {"x": 2}, 1) is None          # 2x + 1 == 0: no integer point
    assert make_fact("ge", {}, 5) is None                # says nothing


def test_relations_of_guards():
    i, n = ir.Var("i", I32), ir.Var("n", I32)
    lt = ir.BinOp("<", i, n)
    assert relation(lt, True) == [make_fact("ge", {"n": 1, "i": -1}, -1)]     # n - i - 1 >= 0
    assert relation(lt, False) == [make_fact("ge", {"i": 1, "n": -1}, 0)]     # i >= n
    assert relation(ir.BinOp("!=", i, n), True) == []
    assert relation(ir.BinOp("==", i, n), False) == []
    assert relation(ir.BinOp("==", i, ir.Const(3, I32)), True) == [make_fact("eq", {"i": 1}, -3)]
    f = ir.Var("f", ir.FloatT(64))
    assert relation(ir.BinOp("<", f, f), True) == []


def test_guard_and_index_definition(tmp_path):
    facts, site = facts_at(tmp_path, """
        #include "absint.h"
        int main(void) {
            int a[10]; int n = __absint_range(1, 9); int i = __absint_range(0, 9);
            int j = __absint_range(0, 9);
            if (j < i && i < n)
                a[i + j] = 0;   // @s
            return 0;
        }""")
    assert has(facts, "ge", {"i": 1, "j": -1}, -1)
    assert has(facts, "ge", {"n": 1, "i": -1}, -1)
    t = site.index.name
    # t == i + j with no requirement: a signed overflow is undefined, and the executions that go
    # on past `i + j` are those where it did not overflow (absint.engine.values.assign_num)
    assert has(facts, "eq", {t: 1, "i": -1, "j": -1}, 0, set())


def test_unsigned_arithmetic_keeps_its_requirement(tmp_path):
    facts, site = facts_at(tmp_path, """
        #include "absint.h"
        int main(void) {
            int a[10]; unsigned i = __absint_range(0, 9); unsigned j = __absint_range(0, 9);
            unsigned k = i + j;
            a[k] = 0;   // @s
            return 0;
        }""")
    # i + j wraps past UINT_MAX: k == i + j only where i + j <= UINT_MAX
    sums = [f for f in facts if f.kind == "eq" and {"i", "j"} <= set(f.vars)]
    assert sums and all(facts[f] == {make_fact("ge", {"i": -1, "j": -1}, 2 ** 32 - 1)}
                        for f in sums)


def test_a_requirement_that_already_follows_is_not_kept(tmp_path):
    facts, site = facts_at(tmp_path, """
        int main(void) {
            int a[10]; int n = 5; int i = 2; int j = 1;
            if (j < i && i < n)
                a[i + j] = 0;   // @s
            return 0;
        }""")
    # i + j cannot overflow: i == 2 and j == 1 here
    assert has(facts, "eq", {site.index.name: 1, "i": -1, "j": -1}, 0, set())


def test_widening_cast_needs_no_requirement(tmp_path):
    facts, site = facts_at(tmp_path, """
        int main(void) {
            int a[10]; int i = 3;
            long k = i;
            a[k] = 0;   // @s
            return 0;
        }""")
    assert has(facts, "eq", {"k": 1, "i": -1}, 0, set())


def test_narrowing_cast_keeps_its_requirement(tmp_path):
    facts, _ = facts_at(tmp_path, """
        int f(long k) {
            int a[10];
            int i = (int)k;
            a[i] = 0;   // @s
            return 0;
        }
        int main(void) { return f(3); }""", function="f")
    cast = [f for f, req in facts.items() if "k" in f.vars and len(f.vars) == 2
            and not any(v.startswith("in:") for v in f.vars)]
    assert cast and all(facts[f] for f in cast)     # (int)k == k only if k fits int


def test_reassignment_kills(tmp_path):
    facts, _ = facts_at(tmp_path, """
        #include "absint.h"
        int main(void) {
            int a[10]; int n = 10; int i = 0;
            if (i < n) {
                i = __absint_range(0, 20);
                a[i] = 0;   // @s
            }
            return 0;
        }""")
    assert not has(facts, "ge", {"n": 1, "i": -1}, -1)
    assert not has(facts, "eq", {"i": 1}, 0)
    assert not any("i" in f.vars and "n" in f.vars for f in facts)


def test_assignment_rebinds_instead_of_keeping_old_relations(tmp_path):
    facts, _ = facts_at(tmp_path, """
        int main(void) {
            int a[10]; int n = 10; int i = 0;
            if (i < n) {
                i = i + 1;
                a[i] = 0;   // @s
            }
            return 0;
        }""")
    assert not has(facts, "ge", {"n": 1, "i": -1}, -1)   # i < n no longer known


def test_merge_keeps_only_common_facts(tmp_path):
    facts, _ = facts_at(tmp_path, """
        #include "absint.h"
        int main(void) {
            int a[10]; int n = __absint_range(1, 10); int i = __absint_range(0, 9); int m = 3;
            if (i < n) {
                if (m < n) m = 0;
            } else {
                if (i < m) return 0;
                if (i >= n) return 0;
            }
            a[i] = 0;   // @s
            return 0;
        }""")
    assert has(facts, "ge", {"n": 1, "i": -1}, -1)     # i < n on both paths
    assert not mentions(facts, "m")                      # m assigned or compared on one path only


def test_loop_head_keeps_invariant_facts_drops_counter_facts(tmp_path):
    facts, _ = facts_at(tmp_path, """
        #include "absint.h"
        int main(void) {
            int a[100]; int n = __absint_range(1, 100); int k = __absint_range(0, 100);
            int i;
            if (k >= n) return 0;
            for (i = 0; i < n; i++)
                a[i] = k;   // @s
            return 0;
        }""")
    assert has(facts, "ge", {"n": 1, "k": -1}, -1)      # k < n: nothing in the loop writes k or n
    assert has(facts, "ge", {"n": 1, "i": -1}, -1)      # the guard
    assert not has(facts, "eq", {"i": 1}, 0)            # i == 0 holds on entry only


def test_call_kills_globals_and_its_destination(tmp_path):
    facts, _ = facts_at(tmp_path, """
        int g;
        int h;
        int f(void) { g = 100; return 7; }
        int main(void) {
            int a[10]; int i = 0; int j = 0;
            if (g < 10 && i < h && j < 10) {
                i = f();
                a[j] = 0;   // @s
            }
            return 0;
        }""")
    assert not mentions(facts, "@g") and not mentions(facts, "@h")
    assert not has(facts, "eq", {"i": 1}, 0)
    assert not any("i" in f.vars and "@h" in f.vars for f in facts)
    assert has(facts, "ge", {"j": -1}, 9)


def test_meet_unions_requirements():
    f = make_fact("eq", {"t": 1, "i": -1}, -1)
    r1, r2 = make_fact("ge", {"i": -1}, 5), make_fact("ge", {"i": 1}, 0)
    assert meet({f: frozenset({r1})}, {f: frozenset({r2})}) == {f: frozenset({r1, r2})}
    assert meet(None, {f: frozenset()}) == {f: frozenset()}
    assert meet({f: frozenset()}, {}) == {}


def test_pointer_steps_are_byte_offsets(tmp_path):
    facts, site = facts_at(tmp_path, """
        int f(int *a, long n) {
            long i = n - 1;
            return a[i];   // @s
        }
        int main(void) { int v[4]; return f(v, 4); }""", function="f")
    p = site.pointer.name
    # p == a + 4 * (the long index) bytes, trusted while the step stays below 2**61 (which a
    # long does not promise; an int index would)
    step = [f for f in facts if p in f.vars and "a" in f.vars]
    assert len(step) == 1 and dict(step[0].terms)[p] == -dict(step[0].terms)["a"]
    assert sorted(abs(k) for _, k in step[0].terms) == [1, 1, 4] and facts[step[0]]


def test_loop_head_relates_a_pointer_and_its_counter(tmp_path):
    facts, site = facts_at(tmp_path, """
        int main(void) {
            int buf[5]; int *p = &buf[4]; int i;
            for (i = 0; i < 5; i++) {
                *p = 1;   // @s
                p--;
            }
            return 0;
        }""")
    # p steps back 4 bytes as i steps up 1: p + 4*i == 16 (bytes) on every iteration
    assert implies(facts, "eq", {"p": 1, "i": 4}, -16)
    assert has(facts, "ge", {"i": -1}, 4)


def test_loop_head_hull_over_two_counters_and_a_stride(tmp_path):
    facts, _ = facts_at(tmp_path, """
        int main(void) {
            short a[12]; short *q = a; int i, j = 10;
            for (i = 0; i < 6; i++) {
                q[1] = 2;   // @s
                q += 2;
                j -= 3;
            }
            return 0;
        }""")
    assert implies(facts, "eq", {"q": 1, "i": -4}, 0)     # 2 shorts (4 bytes) per step
    assert implies(facts, "eq", {"j": 1, "i": 3}, -10)    # j -= 3 per step, from 10
    assert not implies(facts, "eq", {"j": 1, "i": 3}, -11)


def test_no_relation_across_a_counter_that_may_wrap(tmp_path):
    facts, _ = facts_at(tmp_path, """
        #include "absint.h"
        int main(void) {
            char buf[300]; char *p = buf; unsigned char c = 0;
            while (__absint_range(0, 1)) {
                *p = 0;   // @s
                p++;
                c++;
            }
            return 0;
        }""")
    # c++ wraps at 256 (nothing bounds it): p == c would be false after 256 steps
    assert not any("p" in f.vars and "c" in f.vars for f in facts)


def test_assigned_variable_is_eliminated_not_forgotten(tmp_path):
    facts, _ = facts_at(tmp_path, """
        int main(void) {
            int a[10]; int n = 9; int i = __absint_range(0, 5);
            if (i < n) {
                i = i + 1;
                a[i] = 0;   // @s
            }
            return 0;
        }""".replace("int main", '#include "absint.h"\nint main'))
    # the new i is the old one plus 1, and the old one was below n: i <= n (not i < n)
    assert implies(facts, "ge", {"n": 1, "i": -1}, 0)
    assert not implies(facts, "ge", {"n": 1, "i": -1}, -1)


def test_hull_of_points_and_of_a_line():
    a = {make_fact("eq", {"p": 1}, -16): frozenset(), make_fact("eq", {"i": 1}, 0): frozenset()}
    b = {make_fact("eq", {"p": 1}, -12): frozenset(), make_fact("eq", {"i": 1}, -1): frozenset()}
    assert hull([a, b]) == [make_fact("eq", {"p": 1, "i": 4}, -16)]
    line = {make_fact("eq", {"p": 1, "i": 4}, -16): frozenset()}
    assert hull([line, a]) == [make_fact("eq", {"p": 1, "i": 4}, -16)]
    # a fact under requirements does not take part; a variable free on one side drops out
    guarded = {make_fact("eq", {"p": 1}, -12): frozenset({make_fact("ge", {"p": -1}, 100)}),
               make_fact("eq", {"i": 1}, -1): frozenset()}
    assert hull([a, guarded]) == []


def test_meet_keeps_a_fact_the_other_side_implies():
    at_least_one = make_fact("ge", {"n": 1}, -1)                  # n >= 1 (a guard on one path)
    stepped = {make_fact("eq", {"n": 1, "t": -1}, 0): frozenset(),  # n == t, t >= 1 (the other)
               make_fact("ge", {"t": 1}, -1): frozenset()}
    ranges = {"n": (0, 2**64 - 1), "t": (0, 2**64 - 1)}
    assert at_least_one not in meet({at_least_one: frozenset()}, stepped)
    assert meet({at_least_one: frozenset()}, stepped, ranges) == {at_least_one: frozenset()}
    assert meet(stepped, {at_least_one: frozenset()}, ranges) == {at_least_one: frozenset()}
    two = make_fact("ge", {"n": 1}, -2)                           # n >= 2 does not follow
    assert meet({two: frozenset()}, stepped, ranges) == {}


def test_a_count_stepped_in_its_do_while_condition_keeps_the_pointer_relation(tmp_path):
    """`do *d++ = c; while (--n != 0);` under `n != 0`: n >= 1 holds at the loop head on both
    paths (a guard on one, `n == t, t != 0` on the other), so the step `n - 1` needs no
    requirement and the head keeps d + n == in:dst + in:n."""
    facts, _ = facts_at(tmp_path, """
        #include <stddef.h>
        void fill(unsigned char *dst, int c, size_t n) {
            if (n != 0) {
                unsigned char *d = dst;
                do
                    *d++ = (unsigned char)c;   // @s
                while (--n != 0);
            }
        }""", function="fill")
    assert has(facts, "ge", {"n": 1}, -1, requires=())
    assert has(facts, "eq", {"d": 1, "n": 1, "in:dst": -1, "in:n": -1}, 0, requires=())

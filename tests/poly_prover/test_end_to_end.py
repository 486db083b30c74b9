"""The prover behind the real engine: the Pentagon judges each access in each calling context, the
polyhedral prover refines its warnings (the same wiring absint.checks uses)."""
from __future__ import annotations

from absint.checks.polyhedral import PolyhedralProver
from absint.checks.verdicts import Judge, combine
from absint.config import AnalysisOptions
from absint.engine.interp import Analyzer

from .helpers import compile_c, sites_on


def verdicts(tmp_path, source, polyhedral=True):
    """line -> [(verdict, prover, outcome)] for every site of the program."""
    program, marks = compile_c(tmp_path, source)
    an = Analyzer(program, AnalysisOptions())
    judge = Judge(an)
    prover = PolyhedralProver(program)
    outcomes = {}

    def on_access(q):
        o = judge.judge(q)
        if polyhedral and o.status == "warning":
            o = prover.refine(q, o)
        outcomes.setdefault(q.site.id, []).append(o)
    an.on_access = on_access
    an.is_safe = lambda q: judge.judge(q).status == "safe"
    an.run_entry(program.functions["main"])
    out = {}
    for name, line in marks.items():
        res = []
        for site in sites_on(program, line):
            os_ = outcomes.get(site.id, [])
            v, o = combine(os_)
            by = "polyhedral" if any(getattr(x, "proved_by", "") == "polyhedral" for x in os_) \
                else "pentagon"
            res.append((v, by, o))
        out[name] = res
    return out


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


def test_triangle_needs_the_second_prover(tmp_path):
    src = TRIANGLE.replace("EXTENT", "2 * n")
    [(v, by, _)] = verdicts(tmp_path, src)["s"]
    assert (v, by) == ("safe", "polyhedral")
    [(v, _, _)] = verdicts(tmp_path, src, polyhedral=False)["s"]
    assert v == "warning"


def test_triangle_mutation_stays_a_warning(tmp_path):
    [(v, _, o)] = verdicts(tmp_path, TRIANGLE.replace("EXTENT", "2 * n - 3"))["s"]
    assert v == "warning" and "a" in o.message


REVERSE = """
    #include "absint.h"
    int main(void) {
        int n = __absint_range(1, 1000);
        int a[n];
        int i, s = 0;
        for (i = 0; i < n; i++)
            s += a[INDEX];   // @s
        return s;
    }"""


def test_reversal_and_its_off_by_one(tmp_path):
    assert [v for v, _, _ in verdicts(tmp_path, REVERSE.replace("INDEX", "n - 1 - i"))["s"]] == ["safe"]
    assert [v for v, _, _ in verdicts(tmp_path, REVERSE.replace("INDEX", "n - i"))["s"]] == ["warning"]
    assert [v for v, _, _ in verdicts(tmp_path, REVERSE.replace("INDEX", "n - 2 - i"))["s"]] == ["warning"]


def test_definite_error_found_by_the_simplex_with_witness(tmp_path):
    # every reachable index is i + (n - i) == n: a definite error the Pentagon alone only warns
    # about (a[i + n] it now finds itself: n <= i + n is a pentagon fact)
    src = """
        #include "absint.h"
        int main(void) {
            int n = __absint_range(1, 1000);
            int a[n];
            int i, j;
            for (i = 0; i < n; i++)
                a[i] = 0;
            for (i = 0; i < n; i++) {
                j = n - i;
                a[i + j] = 1;   // @s
            }
            return a[0];
        }"""
    [(v, by, o)] = verdicts(tmp_path, src)["s"]
    [(v0, _, _)] = verdicts(tmp_path, src, polyhedral=False)["s"]
    assert v0 == "warning"
    assert (v, by) == ("error", "polyhedral")
    w = o.witness
    assert w["i"] + w["j"] == w["n"] and 0 <= w["i"] < w["n"]
    assert "fails for" in o.message


def test_definite_error_the_pentagon_finds_through_non_strict_facts(tmp_path):
    src = """
        #include "absint.h"
        int main(void) {
            int n = __absint_range(1, 1000);
            int a[n];
            int i;
            for (i = 0; i < n; i++)
                a[i] = 0;
            for (i = 0; i < n; i++)
                a[i + n] = 1;   // @s
            return a[0];
        }"""
    [(v0, by, o)] = verdicts(tmp_path, src, polyhedral=False)["s"]
    assert (v0, by) == ("error", "pentagon")       # i + n >= n: n <= i + n is a pentagon fact
    assert "fails for" in o.message


def test_two_contexts_both_need_the_prover(tmp_path):
    src = """
        #include "absint.h"
        void fill(int *unused, int n) {
            int a[2 * n];
            int i, j;
            for (i = 0; i < n; i++)
                for (j = 0; j < i; j++)
                    a[i + j] = 0;   // @s
        }
        int main(void) {
            fill(0, __absint_range(1, 100));
            fill(0, __absint_range(5, 500));
            return 0;
        }"""
    program, marks = compile_c(tmp_path, src)
    an = Analyzer(program, AnalysisOptions())
    judge, prover, seen = Judge(an), PolyhedralProver(program), []

    def on_access(q):
        o = judge.judge(q)
        if o.status == "warning":
            o = prover.refine(q, o)
        if q.site.coord.line == marks["s"]:
            seen.append(o.status)
    an.on_access = on_access
    an.run_entry(program.functions["main"])
    assert seen and set(seen) == {"safe"}


def test_overflowing_index_is_not_trusted(tmp_path):
    # t = i + j is stored in a short and wraps for these inputs: its definition t == i + j cannot be
    # used (a wrapped t in [0, 10) passes the guard while i + j is 65536 and more). (Signed int
    # arithmetic that overflows is undefined behaviour: the engine goes on with the executions that
    # did not overflow, so `if (i + j < 10) a[i + j]` in int is safe for it.)
    src = """
        #include "absint.h"
        int main(void) {
            int n = __absint_range(1, 100000);
            int a[10];
            int i, j;
            short t;
            for (i = 0; i < n; i++)
                for (j = 0; j < i; j++) {
                    t = i + j;
                    if (t >= 0 && t < 10)
                        a[i + j] = 0;   // @s
                }
            return 0;
        }"""
    res = verdicts(tmp_path, src)["s"]
    assert [v for v, _, _ in res] == ["warning"]


POINTER = """
    #include <stdlib.h>
    #include "absint.h"
    int sum(const int *a, int n) {
        int i, s = 0;
        for (i = 0; i < n; i++)
            s += a[INDEX];   // @s
        return s;
    }
    int main(void) {
        int n = __absint_range(1, 1000);
        int *a = malloc(n * sizeof(int));
        int v[n];
        if (!a) return 1;
        return sum(a, n) + sum(v, n);
    }"""


def pointer_verdicts(tmp_path, index):
    program, marks = compile_c(tmp_path, POINTER.replace("INDEX", index))
    an = Analyzer(program, AnalysisOptions())
    judge, prover, seen = Judge(an), PolyhedralProver(program), []

    def on_access(q):
        o = judge.judge(q)
        if o.status == "warning":
            o = prover.refine(q, o)
        if q.site.coord.line == marks["s"]:
            seen.append((q.site.kind, o.status))
    an.on_access = on_access
    an.run_entry(program.functions["main"])
    return seen


def test_pointer_sites_use_byte_offset_facts(tmp_path):
    assert set(pointer_verdicts(tmp_path, "n - 1 - i")) == {("pointer", "safe")}
    assert ("pointer", "safe") not in pointer_verdicts(tmp_path, "n - i")
    assert ("pointer", "safe") not in pointer_verdicts(tmp_path, "n - 1 - i + 1")


def test_pointer_error_reports_bytes_and_program_variables(tmp_path):
    src = """
        #include "absint.h"
        int main(void) {
            int n = __absint_range(1, 1000);
            int a[n];
            int *p = a;
            int i, j;
            for (i = 0; i < n; i++) {
                j = n - i;
                p[i + j] = 1;   // @s
            }
            return a[0];
        }"""
    [(v, by, o)] = verdicts(tmp_path, src)["s"]
    assert (v, by) == ("error", "polyhedral")
    w = o.witness
    assert set(w) == {"i", "j", "n"} and 0 <= w["i"] < w["n"] and w["i"] + w["j"] == w["n"]
    # the failing byte offset is 4 * (i + j) for the witness
    assert f"byte offset {4 * (w['i'] + w['j'])}" in o.message

"""Verdicts on small C programs: safe, error (with witness), warning (with the failing range),
unreachable; symbolic sizes; input dependence; unsupported constructs."""
from absint.checks import analyze, entry_points, merge_reports
from absint.config import AnalysisOptions


def test_constant_index_error_and_message(check):
    r = check("""
        int main(void) {
            char buf[10];
            buf[10] = 0;   // @bad
            buf[9] = 0;    // @good
            return 0;
        }""")
    assert r["bad"] == "error" and r["good"] == "safe"
    a = r.access("bad")
    assert a.message == "index 10 but 'buf' has 10 elements (valid 0..9)"
    assert a.index == "[10, 10]" and a.size == "10" and a.proved_by == "pentagon"


def test_off_by_one_loop_is_an_error_with_witness(check):
    r = check("""
        int main(void) {
            int a[10]; int i;
            for (i = 0; i <= 10; i++)
                a[i] = i;   // @loop
            return 0;
        }""")
    a = r.access("loop")
    assert a.verdict == "error"
    assert a.message == ("index i in [0, 10] but 'a' has 10 elements (valid 0..9); "
                         "fails for i == 10")
    assert a.witness == {"i": 10}


def test_input_index_is_a_warning_and_a_guard_makes_it_safe(check):
    r = check("""
        #include <stdlib.h>
        int main(void) {
            int buf[10];
            int data = rand() - 100;
            buf[data] = 0;                            // @raw
            if (data >= 0 && data < 10) buf[data] = 1;  // @guarded
            if (data < 10) buf[data] = 2;             // @half
            return 0;
        }""")
    assert r["raw"] == "warning" and r["guarded"] == "safe" and r["half"] == "warning"
    assert r.access("raw").witness == {"data": 10}
    assert r.access("raw").index == "[-100, 2147483547]"


def test_loop_bound_from_input_is_a_warning(check):
    r = check("""
        #include <stdlib.h>
        int main(void) {
            int a[50]; int i;
            int n = rand() % 100;
            for (i = 0; i < n; i++)
                a[i] = i;   // @w
            return 0;
        }""")
    assert r["w"] == "warning"


def test_unreachable_access(check):
    r = check("""
        int main(void) {
            int a[4]; int x = 3;
            if (x > 5) a[7] = 1;   // @dead
            return 0;
        }""")
    assert r["dead"] == "unreachable"


def test_symbolic_malloc_alloca_calloc_vla_loops_are_safe(check):
    r = check("""
        #include <stdlib.h>
        #include <alloca.h>
        void f(int n) {
            int i;
            int *p = malloc(n * sizeof(int));
            if (!p) return;
            for (i = 0; i < n; i++) p[i] = 0;      // @malloc
            long *c = calloc(n, sizeof(long));
            if (!c) return;
            for (i = 0; i < n; i++) c[i] = 1;      // @calloc
            if (n <= 0 || n > 4096) return;
            char *s = alloca(n);
            for (i = 0; i < n; i++) s[i] = 'a';    // @alloca
            double v[n];
            for (i = 0; i < n; i++) v[i] = 0.5;    // @vla
            char *t = malloc(n + 1);   /* (n <= 4096 here: i++ cannot overflow) */
            if (!t) return;
            for (i = 0; i <= n; i++) t[i] = 0;     // @plus1
            p[n] = 0;                              // @over
        }
        int main(int argc, char **argv) { f(argc * 3); return 0; }""")
    for mark in ("malloc", "calloc", "alloca", "vla", "plus1"):
        assert r[mark] == "safe", mark
    assert r["over"] == "error"


def test_countdown_loop_over_heap_block(check):
    r = check("""
        #include <stdlib.h>
        int main(int argc, char **argv) {
            int n = argc;
            long *p = malloc(sizeof(long) * (size_t)n);
            int i = n;
            if (!p) return 1;
            while (i > 0) { i--; p[i] = i; }   // @down
            return 0;
        }""")
    assert r["down"] == "safe"


def test_unsigned_wraparound_is_sound(check):
    r = check("""
        #include <string.h>
        int main(int argc, char **argv) {
            char buf[10];
            unsigned u = 0;
            u--;
            buf[u % 16] = 0;                 // @mod
            size_t n = strlen(argv[0]) - 1;  /* wraps for the empty string */
            buf[n] = 0;                      // @wrap
            unsigned char c = 300;
            buf[c] = 0;                      // @trunc
            return 0;
        }""")
    assert r["mod"] == "error"       # u == UINT_MAX, so u % 16 == 15
    assert r["wrap"] == "warning"
    assert r["trunc"] == "error"     # 300 truncates to 44


def test_division_and_bitwise_ops(check):
    r = check("""
        #include <stdlib.h>
        int main(void) {
            int a[16];
            int x = rand() - 50;
            a[x & 15] = 0;      // @and
            a[x % 16] = 0;      // @mod
            a[(x % 16 + 16) % 16] = 0; // @modpos
            a[100 / (x % 7 + 16)] = 0; // @div
            return 0;
        }""")
    assert r["and"] == "safe" and r["mod"] == "warning" and r["modpos"] == "safe"
    assert r["div"] == "safe"


def test_interprocedural_size_parameter_in_context(check):
    r = check("""
        static void fill(int *dst, int n) {
            int i;
            for (i = 0; i < n; i++) dst[i] = 0;   // @fill
        }
        int main(void) {
            int a[10], b[5];
            fill(a, 10);
            fill(b, 6);
            return 0;
        }""")
    a = r.access("fill")
    assert a.verdict == "warning"          # safe for a, out of bounds for b
    assert "some calling contexts" in a.message


def test_interprocedural_results_and_pointers(check):
    r = check("""
        static int last(void) { return 15; }
        static char *pick(char *p) { return p + 2; }
        int main(void) {
            int t[16]; char s[4];
            t[last()] = 1;       // @ret
            char *q = pick(s);
            q[1] = 0;            // @ptr
            q[2] = 0;            // @ptrbad
            return 0;
        }""")
    assert r["ret"] == "safe" and r["ptr"] == "safe" and r["ptrbad"] == "error"


def test_recursion_is_analysed_soundly(check):
    r = check("""
        int g[10];
        void rec(int k) {
            g[k] = 1;            // @rec
            if (k < 20) rec(k + 1);
        }
        int main(void) { rec(0); return 0; }""")
    assert r["rec"] in ("warning", "error")   # k reaches 20 in deeper calls


def test_function_pointers(check):
    r = check("""
        int f1(int x) { return x + 1; }
        int f2(int x) { return x + 5; }
        int main(int argc, char **argv) {
            char buf[10];
            int (*fp)(int) = argc > 2 ? f1 : f2;
            buf[fp(4)] = 0;     // @fp
            buf[fp(5)] = 0;     // @fpbad
            return 0;
        }""")
    assert r["fp"] == "safe" and r["fpbad"] == "warning"


def test_library_entry_gets_a_contract_instead_of_a_warning(check):
    # no main: sink is an entry point of a library; what it needs of its caller is its contract
    r = check("""
        void sink(int *p, int n) {
            int i;
            for (i = 0; i < n; i++) p[i] = 0;   // @sink
        }""")
    assert r["sink"] == "safe"
    contracts = [d.message for d in r.report.diagnostics if "contract of 'sink'" in d.message]
    assert contracts and "`p` valid for n elements" in contracts[0], contracts


def test_closed_entry_function_pointer_arguments_are_never_safe(check):
    # --entry keeps the closed-program reading: the arguments are anything
    r = check("""
        void sink(int *p, int n) {
            int i;
            for (i = 0; i < n; i++) p[i] = 0;   // @sink
        }""", AnalysisOptions(entry="sink"))
    assert r["sink"] == "warning"


def test_unknown_function_note_and_havoc(check):
    r = check("""
        void mystery(int *p);
        int main(void) {
            int box[1]; int a[4];
            box[0] = 2;
            mystery(box);
            a[box[0]] = 0;    // @havoc
            return 0;
        }""")
    assert r["havoc"] == "warning"
    notes = [d for d in r.report.diagnostics if d.level == "note"]
    assert any("mystery" in d.message for d in notes)


def test_unsupported_construct_is_never_safe(check):
    # setjmp's return after a longjmp is the unsupported construct (a havoc on that path); its
    # direct return changes nothing
    r = check("""
        #include <setjmp.h>
        jmp_buf env;
        int main(void) {
            int a[4]; int i = 1;
            if (setjmp(env)) a[i] = 2;     // @after
            else a[i] = 1;                 // @direct
            return 0;
        }""")
    assert r["after"] != "safe"
    assert r["direct"] == "safe"


def test_every_site_gets_exactly_one_access_and_stats(check):
    r = check("""
        int main(void) {
            int a[3]; int i;
            for (i = 0; i < 3; i++) a[i] = i;
            a[3] = 0;
            if (i > 100) a[0] = 0;
            return a[1];
        }""")
    rep = r.report
    ids = [a.site_id for a in rep.accesses]
    assert len(ids) == len(set(ids)) == rep.stats.accesses == 4
    assert (rep.stats.safe, rep.stats.errors, rep.stats.warnings, rep.stats.unreachable) == (2, 1, 0, 1)
    assert rep.stats.functions == 1 and rep.stats.files == 1


def test_entry_points_and_merge(check, tmp_path):
    r = check("""
        void a(void) { int x[2]; x[2] = 0; }   // @a
        void b(void) { a(); }
        void c(void) { int y[2]; y[1] = 0; }   // @c
        static void d(void) {}
        void e(void) { void (*fp)(void) = d; fp(); }
        """)
    from absint.frontend import load_program
    program = load_program([str(tmp_path / "t.c")])
    assert entry_points(program, AnalysisOptions()) == ["b", "c", "e"]
    assert entry_points(program, AnalysisOptions(entry="a")) == ["a"]
    parts = [analyze(program, AnalysisOptions(entry=e)) for e in ("b", "c", "e")]
    merged = merge_reports(parts)
    whole = r.report
    assert [(a.site_id, a.verdict) for a in merged.accesses] == \
        [(a.site_id, a.verdict) for a in whole.accesses]
    assert r["a"] == "error" and r["c"] == "safe"


def test_merge_mixed_verdicts_is_a_warning(check, tmp_path):
    check("""
        void f(int i) { int x[4]; x[i] = 0; }   // @f
        void g(void) { f(1); }
        void h(void) { f(9); }
        """)
    from absint.frontend import load_program
    program = load_program([str(tmp_path / "t.c")])
    merged = merge_reports([analyze(program, AnalysisOptions(entry=e)) for e in ("g", "h")])
    assert [a.verdict for a in merged.accesses] == ["warning"]


def test_vla_overflow_message_names_the_size_variable(check):
    r = check("""
        void f(int n) {
            if (n <= 0 || n > 1000) return;
            int a[n];
            a[n] = 0;    // @vla
        }
        int main(int argc, char **argv) { f(argc); return 0; }""")
    a = r.access("vla")
    assert a.verdict == "error"
    assert a.message == "index n in [1, 1000] but 'a' has n elements; fails for n == 1"


def test_generated_benchmark_program_has_no_false_alarm(tmp_path):
    """The end-to-end benchmark's generated code (stack, heap, string, triangular loops) is
    correct C: every access must be proven."""
    from absint.frontend import load_program
    from benchmarks.end_to_end.generate import program
    path = tmp_path / "gen.c"
    path.write_text(program(80))
    report = analyze(load_program([str(path)]), AnalysisOptions())
    assert report.stats.accesses > 10
    assert [a for a in report.accesses if a.verdict != "safe"] == []


def test_post_decrement_loop_on_unsigned(check):
    r = check("""
        int main(void) {
            unsigned char buf[16];
            unsigned int i = 16u;
            while (i-- > 0u)
                buf[i] = 0;      // @down
            return 0;
        }""")
    assert r["down"] == "safe"


def test_strided_loops_use_congruences(check):
    r = check("""
        int main(void) {
            int a[9], b[10]; short c[10]; int i;
            for (i = 0; i < 10; i += 4) a[i] = 0;        // @stride4
            for (i = 0; i < 10; i += 2) b[i + 1] = 0;    // @odd
            for (i = 0; i < 11; i += 2) c[i] = 1;        // @bad
            return 0;
        }""")
    assert r["stride4"] == "safe" and r["odd"] == "safe"     # 0,4,8 and 1,3,...,9
    assert r["bad"] == "error" and r.access("bad").witness == {"i": 10}

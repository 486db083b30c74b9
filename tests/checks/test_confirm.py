"""Errors the abstract state does not prove are confirmed by a concrete run (absint.checks.confirm):
the failing values the abstraction over-approximates must really be taken, else it is a warning."""
from absint.checks.confirm import confirm
from absint.checks import all_sites
from absint.config import FrontendOptions
from absint.frontend import load_program


def test_break_before_the_failing_value_is_not_an_error(check):
    # i * i >= 100 stops the loop at i == 10: safe, but the Pentagon sees i in [0, 99]
    r = check("""
        int main(void) {
            int a[10]; int i;
            for (i = 0; i < 100; i++) { if (i * i >= 100) break; a[i] = 0; }   // @a
            return 0;
        }""")
    assert r["a"] == "warning"


def test_the_same_loop_one_step_later_is_a_confirmed_error_with_the_concrete_witness(check):
    r = check("""
        int main(void) {
            int a[10]; int i;
            for (i = 0; i < 100; i++) { if (i * i >= 121) break; a[i] = 0; }   // @a
            return 0;
        }""")
    a = r.access("a")
    assert a.verdict == "error"
    assert a.witness == {"i": 10} and a.message.endswith("fails for i == 10")


def test_value_the_pentagon_cannot_follow_is_not_an_error(check):
    # j == 100 after the loop, so j/2 - 1 == 49: in bounds (a loop too long to unroll)
    r = check("""
        int main(void) {
            int a[50]; int i; int j = 0;
            for (i = 0; i < 50; i++) { j = j + 2; }
            a[j / 2 - 1] = 0;   // @a
            return 0;
        }""")
    assert r["a"] == "warning"


def test_pointer_walk_confirmed_with_its_first_failing_offset(check):
    r = check("""
        int main(void) {
            char buf[100]; char *p = buf - 8; int i;
            for (i = 0; i < 100; i++) p[i] = 0;   // @w
            return 0;
        }""")
    a = r.access("w")
    assert a.verdict == "error" and a.witness == {"i": 0, "offset": -8}


def test_element_access_witness_names_the_index_taken(check):
    # D8: int elements into a 10-byte block: i == 2 (byte 8) is the first failing element
    r = check("""
        #include <alloca.h>
        int main(void) {
            int *data = (int *)alloca(10); int i;
            for (i = 0; i < 10; i++)
                data[i] = i;   // @w
            return 0;
        }""")
    a = r.access("w")
    assert a.verdict == "error" and a.witness == {"i": 2, "offset": 8}
    assert a.message.endswith("fails for i == 2, offset == 8")


def test_library_call_in_a_loop_confirmed(check):
    r = check("""
        #include <string.h>
        int main(void) {
            char d[10]; int i;
            for (i = 0; i < 12; i++) memset(d + i, 0, 1);   // @m
            return 0;
        }""")
    assert r["m"] == "error"


def test_run_that_cannot_go_on_confirms_nothing(tmp_path):
    # an unknown function with a pointer argument ends the run before the loop
    src = tmp_path / "t.c"
    src.write_text("""
        void fill(int *p);
        int main(void) {
            int a[10]; int i;
            fill(a);
            for (i = 0; i <= 10; i++) a[i] = 0;
            return 0;
        }""")
    program = load_program([str(src)], FrontendOptions())
    wanted = {s.id for s in all_sites(program)}
    assert confirm(program, ["main"], wanted) == {}


def test_step_budget_bounds_the_run(tmp_path):
    src = tmp_path / "t.c"
    src.write_text("""
        int main(void) {
            int a[10]; int i; int k = 0;
            for (i = 0; i < 3000; i++) k = k + 1;
            for (i = 0; i <= 10; i++) a[i] = k;
            return 0;
        }""")
    program = load_program([str(src)], FrontendOptions())
    wanted = {s.id for s in all_sites(program)}
    assert confirm(program, ["main"], wanted, max_statements=5000) == {}
    assert len(confirm(program, ["main"], wanted, max_statements=200_000,
                       wall_seconds=60)) == 1

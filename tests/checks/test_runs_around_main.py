"""gcc's `constructor` functions run before main: main starts from the state they leave.
`destructor` functions run after it: they are judged in any state, as the functions a program
hands to the library are. A `cleanup(f)` variable's f(&v) runs where its block is left (its end,
return, break, continue). Each overflow below happens at run time (checked with ASan); absint
called the constructor's safe and the others unreachable."""


def test_main_starts_after_the_constructors(check):
    r = check("""
        static int table[4];
        static int start;
        static int order[2];
        static int n;
        __attribute__((constructor(102))) static void second(void) { order[n++] = 2; start = 4; }
        __attribute__((constructor(101))) static void first(void) { order[n++] = 1; }
        int main(void) {
            table[start] = 1;                               // @table
            return order[1];                                // @order
        }""")
    assert r["table"] == "error"
    assert r["order"] == "safe"


def test_a_constructor_declared_by_its_prototype(check):
    r = check("""
        static int table[4];
        static int start;
        static void setup(void) __attribute__((constructor));
        int main(void) {
            table[start] = 1;                               // @table
            return 0;
        }
        static void setup(void) { start = 7; }""")
    assert r["table"] == "error"


def test_a_destructor_runs_in_any_state(check):
    r = check("""
        static int table[4];
        static int pos;
        __attribute__((destructor)) static void teardown(void) { table[pos] = 9; }   // @dtor
        int main(void) {
            pos = 4;
            return 0;
        }""")
    assert r["dtor"] == "warning"


def test_a_cleanup_function_runs_as_its_variable_goes_out_of_scope(check):
    r = check("""
        static int marks[3];
        static void on_leave(int *p) { marks[*p] = 1; }     // @cleanup
        int main(void) {
            int k __attribute__((cleanup(on_leave))) = 0;
            k = 3;
            return 0;
        }""")
    assert r["cleanup"] == "error"


def test_cleanups_run_at_return_break_continue_and_the_blocks_end(check):
    r = check("""
        #include <stdlib.h>
        static int marks[3];
        static int log_[3];
        static int n;
        static void on_leave(int *p) { marks[*p] = 1; }    // @marks
        static void bump(int *p) { (void)p; n++; }
        static void freep(char **p) { free(*p); }
        static int f(int x) {
            int k __attribute__((cleanup(on_leave))) = 0;
            if (x) { k = 2; return k; }
            for (int i = 0; i < 2; i++) {
                int g __attribute__((cleanup(bump))) = i;
                if (i == 1) break;
                continue;
            }
            k = 1;
            return 0;
        }
        int main(void) {
            __attribute__((cleanup(freep))) char *s = malloc(4);
            f(0);
            f(1);
            log_[n] = 1;                                   // @log
            return 0;
        }""")
    assert r["marks"] == "safe"      # k is 1 or 2 when it runs
    assert r["log"] == "safe"        # n == 2: once at the continue, once at the break


def test_the_returned_value_is_taken_before_the_cleanups_run(check):
    r = check("""
        static int t[3];
        static void clear(int *p) { *p = 7; }
        static int get(void) {
            int k __attribute__((cleanup(clear))) = 2;
            return k;
        }
        int main(void) {
            return t[get()];                               // @read
        }""")
    assert r["read"] == "safe"


def test_what_is_not_modelled_of_cleanups_is_said(check):
    r = check("""
        static int n;
        static void bump(int *p) { (void)p; n++; }
        int main(void) {
            for (int i __attribute__((cleanup(bump))) = 0; i < 1; i++) { }
            {
                int g __attribute__((cleanup(bump))) = 0;
                if (n) goto out;
            }
        out:
            return n;
        }""")
    said = [d.message for d in r.report.diagnostics]
    assert any("for loop's declaration" in m for m in said)
    assert any("goto in the scope of a variable with a cleanup attribute" in m for m in said)

"""gcc's `constructor` functions run before main: main starts from the state they leave.
`destructor` functions run after it, and the function of a `cleanup` attribute as its variable
goes out of scope (not modelled: a note): both are judged in any state, as the functions a program
hands to the library are. Each overflow below happens at run time (checked with ASan); absint
called the first safe and the others unreachable."""


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


def test_a_cleanup_function_is_judged_and_noted(check):
    r = check("""
        static int marks[3];
        static void on_leave(int *p) { marks[*p] = 1; }     // @cleanup
        int main(void) {
            int k __attribute__((cleanup(on_leave))) = 0;
            k = 3;
            return 0;
        }""")
    assert r["cleanup"] == "warning"
    assert any("cleanup attribute" in d.message for d in r.report.diagnostics)

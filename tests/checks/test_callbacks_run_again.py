"""A callback handed to the library may run any number of times from the registration on (a
comparator once per comparison, a handler once per signal), whatever designates it: the function's
name, a variable, a parameter, a table entry. What it writes is seen after the call. Each program
below overflows at run time (checked with ASan when written); absint called the access safe."""
import pytest

COUNTER = """
    #include <stdlib.h>
    static int calls;
    static int cmp(const void *a, const void *b) {
        calls++;
        return *(const int *)a - *(const int *)b;
    }
    int main(void) {
        int v[3] = {3, 2, 1};
        int log[2];
        %s
        log[calls] = 0;                       // @log
        return log[0];
    }"""


@pytest.mark.parametrize("registration", [
    "qsort(v, 3, sizeof v[0], cmp);",                                    # runs more than once
    "size_t sz = sizeof v[0]; qsort(v, 3, sz, cmp);",                    # a size known at run time
    "int (*c)(const void *, const void *) = cmp; qsort(v, 3, sizeof v[0], c);",   # a variable
    "int (*t[1])(const void *, const void *) = {cmp}; qsort(v, 3, sizeof v[0], t[0]);",
    "int k = 1; bsearch(&k, v, 3, sizeof v[0], cmp);",
])
def test_what_a_comparator_writes_is_seen_after_the_call(check, registration):
    r = check(COUNTER % registration)
    assert r["log"] == "warning"


def test_a_comparator_with_an_element_size_known_at_run_time_reads_elements(check):
    r = check("""
        #include <stdlib.h>
        static int cmp(const void *a, const void *b) {
            return *(const int *)a - *(const int *)b;      // @read
        }
        int main(void) {
            int v[3] = {3, 2, 1};
            size_t sz = sizeof v[0];
            qsort(v, 3, sz, cmp);
            return v[0];
        }""")
    assert r["read"] == "safe"


def test_a_comparator_passed_through_a_parameter_runs(check):
    r = check("""
        #include <stdlib.h>
        static int seen[2];
        static int n;
        static int cmp(const void *a, const void *b) {
            seen[n++] = 1;                                  // @seen
            return *(const int *)a - *(const int *)b;
        }
        static void sort(int *v, int (*c)(const void *, const void *)) {
            qsort(v, 3, sizeof *v, c);
        }
        int main(void) {
            int v[3] = {3, 2, 1};
            sort(v, cmp);
            return v[0];
        }""")
    assert r["seen"] == "warning"


def test_a_thread_started_through_a_variable_runs(check):
    r = check("""
        #include <pthread.h>
        static int results[4];
        static int k;
        static void *worker(void *arg) { (void)arg; k = 4; return 0; }
        int main(void) {
            pthread_t t;
            void *(*fn)(void *) = worker;
            pthread_create(&t, 0, fn, 0);
            pthread_join(t, 0);
            results[k] = 1;                                 // @results
            return 0;
        }""")
    assert r["results"] != "safe"


def test_atexit_keeps_the_callers_state(check):
    # atexit is modelled (it writes nothing): the caller's values survive the registration
    r = check("""
        #include <stdlib.h>
        static int table[4];
        static int pos;
        static void h(void) { }
        int main(void) {
            pos = 1;
            atexit(h);
            table[pos] = 1;                                 // @table
            return 0;
        }""")
    assert r["table"] == "safe"


def test_signal_with_a_constant_handler_calls_nothing_and_keeps_the_state(check):
    r = check("""
        #include <signal.h>
        static int table[4];
        static int pos;
        static volatile int hits;
        static void on_int(int sig) { (void)sig; hits++; pos = 4; }
        int main(void) {
            pos = 1;
            signal(SIGPIPE, SIG_IGN);
            signal(SIGTERM, SIG_DFL);
            table[pos] = 1;                                 // @before
            signal(SIGINT, on_int);
            table[pos] = 1;                                 // @after
            return 0;
        }""")
    assert r["before"] == "safe"
    assert r["after"] != "safe"

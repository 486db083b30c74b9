"""A callee that tests its pointer (or has dereferenced it) before an access knows the caller's
pointer is not NULL there (absint.memory.state.nonnull_var): where a caller passes NULL only,
that access is not reached. An access made without such a test stays the caller's problem."""


LIST = """
    #include <stddef.h>
    struct node { struct node *next; int v; };
    static int sum(const struct node *n) {
        if (!n) return 0;
        return n->v + sum(n->next);                 // @sum
    }
    static int get(const struct node *n) { return n->v; }          // @get
    static int second(const struct node *n) { return n->next->v; } // @second
    int main(void) {
        struct node c = { NULL, 3 }, b = { &c, 2 }, a = { &b, 1 };
        %s
    }"""


def test_a_recursion_that_tests_its_pointer_ends_at_null(check):
    r = check(LIST % "return sum(&c) + sum(&b);")
    assert r["sum"] == "safe"


def test_a_callee_that_does_not_test_reads_through_the_null_it_is_given(check):
    r = check(LIST % "return get(NULL);")
    assert r["get"] != "safe"


def test_a_pointer_read_from_the_node_is_not_tested_by_testing_the_node(check):
    r = check(LIST % "return second(&c);")
    assert r["second"] != "safe"


def test_a_dereference_is_a_test_for_what_follows(check):
    r = check("""
        #include <stddef.h>
        struct node { struct node *next; int v; };
        static int f(const struct node *n) {
            int k = n->v;                           // @first
            return k + n->next->v + n->v;           // @later
        }
        int main(void) {
            struct node b = { NULL, 2 }, a = { &b, 1 };
            return f(&a) + f(NULL);
        }""")
    assert r["first"] != "safe" and r["later"] == "safe"


def test_a_callee_access_is_judged_per_block_the_caller_may_pass(check):
    # in f's summary the string is one of two literals: the callee's read at its terminator is
    # judged against each (the hull of both lengths against the hull of both sizes proves
    # nothing); g may pass an unterminated array: there it stays open
    r = check("""
        #include <string.h>
        static char last(const char *s) { size_t n = strlen(s); return s[n]; }    // @last
        char f(int flag) { return last(flag ? "a" : "bcdef"); }
        """)
    assert r["last"] == "safe"
    r = check("""
        #include <string.h>
        static char last(const char *s) { size_t n = strlen(s); return s[n]; }    // @last
        char g(int flag) { char two[2] = { 'x', 'y' }; return last(flag ? "a" : two); }
        """)
    assert r["last"] != "safe"


def test_a_pointer_field_overwritten_on_one_path_keeps_the_callers_value_on_the_other(check):
    # the callee writes it->next on one path only: at the join its entry value (a view named
    # for a pointer never read) must still be the caller's pointer, not a name of the callee's
    r = check("""
        #include <stddef.h>
        struct node { struct node *next; int v; };
        static void maybe_cut(struct node *it, int k) { if (k) it->next = NULL; }
        int main(int argc, char **argv) {
            struct node b = { NULL, 2 }, a = { &b, 1 };
            maybe_cut(&a, argc > 1);
            if (a.next) return a.next->v;           // @read
            return 0;
        }""")
    assert r["read"] == "safe"


def test_a_pointer_read_from_zeroed_memory_is_null(check):
    # calloc'd: the callee's branch on n->next is not taken from f (without this the pointer
    # read from zero bytes was memory of unknown origin)
    r = check("""
        #include <stdlib.h>
        struct node { struct node *next; int v; };
        static int second(const struct node *n) {
            return n->next ? n->next->v : 0;        // @deref
        }
        int f(void) {
            struct node *a = calloc(1, sizeof *a);
            int r;
            if (!a) return 0;
            r = second(a);
            free(a);
            return r;
        }""")
    assert r["deref"] in ("safe", "unreachable")

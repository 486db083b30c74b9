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

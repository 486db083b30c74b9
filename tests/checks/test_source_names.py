"""Messages name what the user wrote: not absint's own header temporaries, nor 'argument'."""


def test_an_atomic_operation_names_its_operand(check):
    # <stdatomic.h>'s read-modify-write macros hold their operand in a temporary of absint's
    r = check("""
        #include <stdatomic.h>
        int bump(atomic_int *counter, int d) {
            return atomic_fetch_add(counter, d);  // @rmw
        }
        int main(void) {
            int a[1];
            return bump((atomic_int *)&a[1], 1);
        }""")
    messages = [a.message for a in r.accesses("rmw") if a.verdict != "safe"]
    assert messages and all("'counter'" in m and "__absint" not in m for m in messages)


def test_a_struct_argument_names_the_object_copied(check):
    r = check("""
        struct rec { int type; char c; };
        static int kind(struct rec x) { return x.type; }
        int main(void) {
            struct rec a[1] = {{1, 'a'}};
            struct rec *p = a;
            return kind(p[1]);                    // @copy
        }""")
    a = r.access("copy", "error")
    assert "'p[1]'" in a.message and a.array == "p[1]"


def test_a_string_chosen_from_a_table_of_many_literals(check):
    # each literal is judged with its own length against its own size (re.c's re_print: 17 names)
    r = check("""
        #include <stdio.h>
        void show(unsigned char k) {
            const char *names[] = { "UNUSED", "DOT", "BEGIN", "END", "QUESTIONMARK", "STAR",
                "PLUS", "CHAR", "CHAR_CLASS", "INV_CHAR_CLASS", "DIGIT", "NOT_DIGIT", "ALPHA",
                "NOT_ALPHA", "WHITESPACE", "NOT_WHITESPACE", "BRANCH" };
            if (k < 17)
                printf("type: %s\\n", names[k]);  // @print
        }""")
    assert r["print"] == "safe"

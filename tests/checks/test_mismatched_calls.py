"""A function called through a pointer of another function type (undefined behaviour that real
code has: a handler taking fewer parameters than its table's type) is analysed with the
arguments it takes, with an "unsupported" note; it was dropped from the call, and its accesses
were unreachable (fifth round of generated programs checked with ASan)."""
import pytest


@pytest.mark.parametrize("code", [
    # one argument too many
    """#include <string.h>
    static void reset(char *b) { memset(b, 0, 16); }            // @bad
    typedef void (*fn2)(char *, int);
    int main(void) { char buf[8]; fn2 f = (fn2)reset; f(buf, 3); return buf[0]; }""",
    # the result used, the function void
    """static int slots[4];
    static void bump(int i) { slots[i + 1]++; }                 // @bad
    typedef int (*op_t)(int);
    int main(void) { op_t f = (op_t)bump; return f(3) & 0; }""",
    # from a table where another entry fits
    """#include <string.h>
    typedef void (*fn2)(char *, int);
    static void fill(char *b, int n) { memset(b, 1, n); }
    static void reset(char *b) { memset(b, 0, 16); }            // @bad
    static const fn2 table[2] = { fill, (fn2)reset };
    int main(void) { char buf[8]; for (int i = 0; i < 2; i++) table[i](buf, 4); return buf[0]; }""",
])
def test_the_callee_runs(check, code):
    assert check(code)["bad"] == "error"


def test_a_pointer_passed_as_intptr_t(check):
    r = check("""
        #include <stdint.h>
        static void clear_buf(char *b) { for (int i = 0; i <= 8; i++) b[i] = 0; }   // @bad
        int main(void) {
            char buf[8];
            void (*run)(intptr_t) = (void (*)(intptr_t))clear_buf;
            run((intptr_t)buf);
            return buf[0];
        }""")
    assert r["bad"] != "safe"
    assert any(d.level == "unsupported" and "another type" in d.message
               for d in r.report.diagnostics)

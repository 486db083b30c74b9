"""What library calls store and leave, checked (fourth round of generated programs checked with
ASan; each faulting access was called safe or went unreported): scanf's numeric conversions and
printf's %n store an object of the size their length modifier names; scanf's %c and a failed
strftime leave no terminator; a library function called through a pointer is said to go
unchecked."""
import pytest


@pytest.mark.parametrize("code", [
    """#include <stdio.h>
    int main(void) { char c; sscanf("12", "%d", &c); return c; }            // @bad""",
    """#include <stdio.h>
    int main(void) { float f; sscanf("1.5", "%lf", &f); return (int)f; }     // @bad""",
    """#include <stdio.h>
    int main(void) { int v[2]; sscanf("1 2 3", "%d %d %d", &v[0], &v[1], &v[2]);   // @bad
                     return v[0]; }""",
    """#include <stdio.h>
    int main(void) { char b[8]; short n; snprintf(b, sizeof b, "abc%n", (int *)&n);   // @bad
                     return n; }""",
])
def test_a_store_past_its_object_is_an_error(check, code):
    assert check(code)["bad"] == "error"


def test_stores_of_the_right_size_are_safe(check):
    r = check("""
        #include <stdio.h>
        #include <stddef.h>
        int main(void) {
            int i; long l; double d; float f; unsigned char u; size_t z; short h; void *p;
            int n = sscanf("1 2 3 4 5 6 7", "%d %ld %lf %f %hhu %zu %hd %p",   // @scan
                           &i, &l, &d, &f, &u, &z, &h, &p);
            char b[16];
            int k;
            snprintf(b, sizeof b, "%d%n", i, &k);                            // @print
            return n + k;
        }""")
    assert r["scan"] == "safe" and r["print"] == "safe"


@pytest.mark.parametrize("code", [
    # %c stores 4 characters and no terminator
    """#include <stdio.h>
    #include <string.h>
    int main(void) { char d[4]; if (sscanf("abcd", "%4c", d) != 1) return 1;
                     return (int)strlen(d); }                               // @bad""",
    # a strftime that returns 0 leaves the array indeterminate
    """#include <string.h>
    #include <time.h>
    int main(void) { char b[4]; struct tm tm = {0}; memset(b, 'x', sizeof b);
                     if (strftime(b, sizeof b, "%Y-%m-%d", &tm) == 0)
                         return (int)strlen(b);                             // @bad
                     return 0; }""",
])
def test_no_terminator_is_assumed(check, code):
    assert check(code)["bad"] != "safe"


def test_a_library_function_through_a_pointer_is_said_to_go_unchecked(check):
    r = check("""
        #include <string.h>
        int main(void) {
            void *(*cp)(void *, const void *, size_t) = memcpy;
            char d[4], s[8] = "abcdefg";
            cp(d, s, 8);
            (*memcpy)(d, s, 8);                                             // @direct
            return d[0];
        }""")
    assert r["direct"] == "error"     # by its name, through `*`: a call of memcpy
    said = [(d.level, d.message) for d in r.report.diagnostics]
    assert ("unsupported", "'memcpy' called through a pointer: the memory it reads and writes "
            "is not checked here") in said

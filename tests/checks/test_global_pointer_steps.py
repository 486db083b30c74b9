"""A global pointer stepped through an array (`*e++ = v`, c4's code emitter): the linear facts
over it are in bytes, as over a local pointer. They were read as units for a global, and a
query's system was empty: 8 stores into int[4] were "safe" (each program overflows under ASan)."""
import pytest


@pytest.mark.parametrize("code", [
    """int buf[4];
    int *e = buf;
    int main(void) {
        for (int i = 0; i < 8; i++) *e++ = 1;                  // @bad
        return buf[0];
    }""",
    """int buf[4];
    int *e = buf;
    int main(void) {
        for (int i = 0; i < 8; i++) { int *p = e; e = p + 1; *p = 1; }   // @bad
        return buf[0];
    }""",
    """long buf[4];
    static long *e;
    int main(void) {
        e = buf;
        for (int i = 0; i < 8; i++) { e++; e[-1] = 1; }        // @bad
        return 0;
    }""",
    """#include <stdlib.h>
    short *e;
    int main(void) {
        e = malloc(4 * sizeof *e);
        if (!e) return 1;
        for (int i = 0; i < 5; i++) *e++ = 1;                   // @bad
        return 0;
    }""",
    """int buf[4];
    int *e = buf;
    void emit(int v) { *++e = v; }                              // @bad
    int main(int argc, char **argv) {
        for (int i = 0; i < argc + 8; i++) emit(i);
        return 0;
    }""",
])
def test_a_global_pointer_walked_past_its_array_is_not_safe(check, code):
    assert check(code)["bad"] != "safe"


def test_a_global_pointer_reset_before_its_walk_is_proven(check):
    r = check("""
        long buf[8];
        long *e;
        int main(void) {
            e = buf;
            for (int i = 0; i < 8; i++) { e++; e[-1] = 1; }     // @ok
            e = buf;
            for (int i = 0; i < 9; i++) *e++ = 2;               // @over
            return 0;
        }""")
    assert r["ok"] == "safe" and r["over"] == "error"

"""<math.h>'s functions have rows (C11 7.12): no effect on the program's memory, so a call of
sqrtf or isnan keeps what the caller knows of its globals (unmodelled, every call forgot them:
found in the fifteenth session's sweep, nanosvg); frexp, modf, remquo and sincos store through
their pointers, checked."""


def test_math_calls_keep_the_globals_and_check_their_stores(check):
    r = check("""
        #define _GNU_SOURCE
        #include <math.h>
        int g = 3;
        int main(void) {
            int t[4], e;
            char c;
            double s, co;
            double m = frexp(8.0, &e);                  // @frexp
            m += sqrt(m) + sinf(1.0f) + fmod(m, 2.0) + (isnan(m) ? 1 : 0);
            t[g] = 2;                                   // @global
            frexp(2.0, (int *)&c);                      // @narrow
            sincos(m, &s, &co);                         // @sincos
            return t[0] + (int)s;
        }""")
    assert r["frexp"] == r["global"] == r["sincos"] == "safe"
    assert r["narrow"] == "error"

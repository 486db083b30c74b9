"""Globals: static storage defined in the program is zero-filled; extern-only objects are unknown."""


def test_extern_only_array_contents_are_unknown_and_defined_ones_zero(check):
    r = check("""
        extern int tab[10];
        int zero[10];
        int main(void) {
            int a[5];
            a[tab[0]] = 0;    // @ext
            a[zero[3]] = 0;   // @def
            return 0;
        }""")
    assert r["ext"] == "warning" and r["def"] == "safe"


def test_extern_array_of_unknown_extent_is_never_a_definite_error(check):
    r = check("""
        extern char name[];
        int main(void) { return name[0]; }   // @n
        """)
    assert r["n"] == "warning"


def test_extern_scalars_are_unknown(check):
    # D1: `flag` defined elsewhere may be nonzero: the overflow is reached
    r = check("""
        #include <stdlib.h>
        extern int flag;
        int main(void) {
            int *p;
            if (flag) {
                p = malloc(4);
                if (p == NULL) exit(1);
                p[1] = 2;   // @w
            }
            return 0;
        }""")
    assert r["w"] == "error"

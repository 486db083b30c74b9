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


def test_uninitialized_pointer_joined_with_a_block_keeps_the_offset(check):
    # D5: the uninitialized path no longer makes the offset [-inf, +inf]
    r = check("""
        extern int nondet(void);
        int main(void) {
            char buf[100], dest[100]; char *p; int i;
            for (i = 0; i < 100; i++) buf[i] = 'A';
            if (nondet()) p = buf - 8;
            for (i = 0; i < 100; i++)
                dest[i] = p[i];   // @r
            return dest[0];
        }""")
    assert r["r"] == "warning"
    a = r.access("r", "warning")
    assert "[-8, 91]" in a.message and a.witness == {"offset": -8}


def test_use_of_a_maybe_uninitialized_pointer_is_never_safe(check):
    r = check("""
        extern int c(void);
        int main(void) {
            char buf[10]; char *p;
            if (c()) p = buf;
            p[0] = 1;   // @w
            return 0;
        }""")
    a = r.access("w")
    assert a.verdict == "warning" and "uninitialized" in a.message


def test_uninitialized_pointer_in_a_loop_is_a_warning_not_a_bounds_error(check):
    # the polyhedral prover must not turn it into a bounds error (it is no bounds question)
    r = check("""
        int main(void) {
            int *a; int i, s = 0;
            for (i = 0; i < 10; i++)
                s += a[i];   // @r
            return s;
        }""")
    a = r.access("r")
    assert a.verdict == "warning" and "uninitialized" in a.message

"""What changes an object's size or a member's place is not dropped with the attributes: gcc's
`aligned(N)` of a struct or a member, C11's `_Alignas`, `packed, aligned(N)` together, an enum
whose values do not fit int, and x86-64's va_list (24 bytes: an array of one record). Each static
assertion below holds under gcc 12 (x86-64); each access fails at run time (checked with ASan)
and was called safe."""
import pytest

from absint.frontend.errors import FrontendError

LAYOUTS = """
    #include <stddef.h>
    #include <stdarg.h>
    struct a { char c; int v __attribute__((aligned(16))); };
    struct b { int v; } __attribute__((aligned(16)));
    struct __attribute__((packed, aligned(4))) c { char c; int x; };
    struct d { char t; _Alignas(32) int val; };
    struct e { char t; _Alignas(double) char x; };
    typedef struct { char q; } __attribute__((aligned(8))) f_t;
    struct g { char c; long long x __attribute__((aligned)); };
    enum big { BIG_A = 0, BIG_B = 0x100000000LL };
    enum neg { N_A = -1, N_B = 0x7fffffff };
    enum mixed { M_A = -1, M_B = 0x80000000u };
    _Static_assert(sizeof(struct a) == 32 && offsetof(struct a, v) == 16, "a");
    _Static_assert(sizeof(struct b) == 16 && _Alignof(struct b) == 16, "b");
    _Static_assert(sizeof(struct c) == 8 && offsetof(struct c, x) == 1, "c");
    _Static_assert(sizeof(struct d) == 64 && offsetof(struct d, val) == 32, "d");
    _Static_assert(sizeof(struct e) == 16 && offsetof(struct e, x) == 8, "e");
    _Static_assert(sizeof(f_t) == 8, "f");
    _Static_assert(sizeof(struct g) == 32, "g");
    _Static_assert(sizeof(enum big) == 8 && sizeof(enum neg) == 4 && sizeof(enum mixed) == 8, "enum");
    _Static_assert(sizeof(va_list) == 24, "va_list");
    int main(void) { return 0; }"""


def test_layouts_are_gccs(check):
    check(LAYOUTS)     # a static assertion that fails stops the front end


def test_va_list_is_a_pointer_on_ilp32(check):
    check("""
        #include <stdarg.h>
        _Static_assert(sizeof(va_list) == 4, "va_list");
        int main(void) { return 0; }""", machine="ilp32")


def test_an_alignment_that_is_not_a_power_of_two_is_an_error(check):
    with pytest.raises(FrontendError, match="alignment"):
        check("struct s { char c; int v __attribute__((aligned(3))); }; int main(void) { return 0; }")


@pytest.mark.parametrize("code", [
    """#include <stdlib.h>
    struct rec { char tag; int val __attribute__((aligned(16))); };
    int main(void) { struct rec *r = malloc(8); r->val = 5; return 0; }   // @bad""",
    """#include <stdlib.h>
    struct rec { char tag; _Alignas(32) int val; };
    int main(void) { struct rec *r = malloc(16); r->val = 5; return 0; }  // @bad""",
    """#include <string.h>
    struct slot { int v; } __attribute__((aligned(16)));
    int main(void) { struct slot s[2] = {{1}, {2}}; char out[20];
                     memcpy(out, s, sizeof s); return out[0]; }            // @bad""",
    """#include <stdlib.h>
    struct __attribute__((packed, aligned(4))) rec { char c; int x; };
    int main(void) { struct rec *s = malloc(10); s[1].x = 3; return 0; }   // @bad""",
    """#include <string.h>
    enum big { BIG_A = 0, BIG_B = 0x100000000LL };
    int main(void) { enum big e = BIG_A; char raw[4];
                     memcpy(raw, &e, sizeof e); return raw[0]; }           // @bad""",
    """#include <stdarg.h>
    #include <stdlib.h>
    struct state { va_list ap; int count; };
    int main(void) { struct state *s = malloc(16); s->count = 0; return 0; }  // @bad""",
])
def test_an_access_past_the_real_layout_is_an_error(check, code):
    assert check(code)["bad"] == "error"


def test_variadic_code_still_runs_through_va_list(check):
    r = check("""
        #include <stdarg.h>
        #include <stdio.h>
        static int vsum(int n, va_list ap) {
            int s = 0;
            va_list cp;
            va_copy(cp, ap);
            for (int i = 0; i < n; i++) s += va_arg(cp, int);
            va_end(cp);
            return s;
        }
        static int sum(int n, ...) {
            va_list ap;
            va_start(ap, n);
            int s = vsum(n, ap);
            va_end(ap);
            return s;
        }
        int main(void) {
            char b[16];
            snprintf(b, sizeof b, "%d", sum(2, 1, 2));
            return b[0];                                    // @read
        }""")
    assert r["read"] == "safe"


def test_a_complex_object_is_two_of_its_real_type(check):
    # the values stay approximated by the real part (an unsupported note), but the object has
    # its size: memcpy(part, &z, sizeof z) writes 16 bytes
    r = check("""
        #include <string.h>
        _Static_assert(sizeof(double _Complex) == 16 && sizeof(float _Complex) == 8, "complex");
        int main(void) {
            double _Complex z = 1.0;
            double part[1];
            memcpy(part, &z, sizeof z);                    // @copy
            return (int)part[0];
        }""")
    assert r["copy"] == "error"


def test_float16_is_two_bytes(check):
    check("""
        struct h { char c; _Float16 v; };
        struct f { char c; float _Complex z; };
        _Static_assert(sizeof(_Float16) == 2 && _Alignof(_Float16) == 2, "f16");
        _Static_assert(sizeof(struct h) == 4 && sizeof(struct f) == 12, "layouts");
        int main(void) { _Float16 x = 1.5; float y = x * 2; return (int)y; }""")

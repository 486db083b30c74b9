"""`buf + off` with an unsigned off of the pointer's width (a size_t): the front end indexes by
`(ptrdiff_t) off`, which wraps for off >= 2**63, so a summary over an unknown off kept nothing of
the offset and a caller saw `[-inf, +inf]` for `return buf + off`. The engine takes such an index
as the unsigned value itself (the address is the same modulo 2**64; absint.engine.values,
pointer_index). What an access past the block does is unchanged: still a finding."""

import pytest

ACCESSORS = """
        #include <stddef.h>
        static unsigned char *at(unsigned char *buf, size_t off) { return buf + off; }
        static unsigned char *back(unsigned char *buf, size_t off) { return buf - off; }
        static unsigned char *at_if(unsigned char *buf, size_t len, size_t off) {
            if (off < len)
                return buf + off;
            return NULL;
        }
        int main(void) {
            unsigned char b[256];
            unsigned char *o = at(b, %s);
            o[0] = 1;                                                 // @at
            o = back(b + 100, %s);
            o[0] = 2;                                                 // @back
            o = at_if(b, 256, %s);
            if (o)
                o[0] = 3;                                             // @at_if
            return 0;
        }
"""


@pytest.mark.parametrize("at, back, at_if, verdict", [
    ("10", "30", "255", "safe"),
    ("256", "101", "256", None),      # at_if: NULL, its access unreachable
])
def test_a_pointer_returned_at_an_unsigned_offset_keeps_it(check, at, back, at_if, verdict):
    r = check(ACCESSORS % (at, back, at_if))
    if verdict == "safe":
        assert (r["at"], r["back"], r["at_if"]) == ("safe", "safe", "safe")
    else:
        assert r["at"] == "error" and r["back"] == "error"
        assert r["at_if"] in ("safe", "unreachable")


QUOTED = """
        #include <stddef.h>
        #include <string.h>
        static unsigned char *after(unsigned char *out, size_t len) { return &out[len + 1]; }
        static void quote(unsigned char *out, const char *in, size_t len) {
            out[0] = '"';
            memcpy(out + 1, in, len);
            *after(out, len) = '"';                                  // @close
            out[len + 2] = 0;                                        // @end
        }
        int main(void) {
            unsigned char b[16];
            quote(b + %d, "abcdef", 6);
            return b[0];
        }
"""


@pytest.mark.parametrize("at, close, end", [(7, "safe", "safe"), (8, "safe", "error")])
def test_an_index_computed_in_size_t_keeps_its_value(check, at, close, end):
    """`&out[len + 1]`: len + 1 is computed in size_t (it wraps for len == SIZE_MAX) before it
    becomes the index; the summary of `after` keeps it as out + len + 1."""
    r = check(QUOTED % at)
    assert (r["close"], r["end"]) == (close, end)


# An unwrapped offset is not the machine's once the index passes 2**63: `p + (size_t)-1` is
# p - 1. Accesses read it soundly (past the block either way), an order between pointers does
# not, so a pointer computed so is never compared the unwrapped way (absint.ir.wrapping).
GUARDED = {
    "in the function that steps": """
        #include <stddef.h>
        #include <stdlib.h>
        static int put(char *p, char *end, size_t n) {
            char *q = p + n;
            if (q < end) {
                *q = 1;                                               // @access
                return 1;
            }
            return 0;
        }
        int main(int argc, char **argv) {
            char b[16];
            return put(b, b + 16, argc > 1 ? strtoul(argv[1], 0, 10) : %s);
        }
    """,
    "in the caller it returns to": """
        #include <stddef.h>
        #include <stdlib.h>
        static char *at(char *p, size_t n) { return p + n; }
        int main(int argc, char **argv) {
            char b[16];
            char *q = at(b, argc > 1 ? strtoul(argv[1], 0, 10) : %s);
            if (q < b + 16)
                *q = 1;                                               // @access
            return 0;
        }
    """,
    "through memory": """
        #include <stddef.h>
        #include <stdlib.h>
        struct cursor { char *cur; char *end; };
        static void seek(struct cursor *c, char *base, size_t n) { c->cur = base + n; }
        int main(int argc, char **argv) {
            char b[16];
            struct cursor c;
            c.end = b + 16;
            seek(&c, b, argc > 1 ? strtoul(argv[1], 0, 10) : %s);
            if (c.cur < c.end)
                *c.cur = 1;                                           // @access
            return 0;
        }
    """,
}


@pytest.mark.parametrize("where", sorted(GUARDED))
def test_an_order_never_reads_an_unwrapped_offset(check, where):
    # strtoul may give SIZE_MAX: the store is at b - 1, below the guard's end
    assert check(GUARDED[where] % "3")["access"] != "safe"

"""Tables of structs as C programs write them: a field copied or cleared leaves the other fields
as they were, and an access at a stride of the struct's size touches that field's cells only."""
from absint.config import FrontendOptions
from absint.frontend import load_program


def test_a_char_array_field_initialized_from_a_string_keeps_the_pointer_fields(check):
    # the tag's memcpy from its literal wrote bytes 8..11 of an element: the name pointers at
    # 0 and 16 keep their targets and offsets
    r = check("""
        struct kw { const char *name; char tag[4]; int v; };
        static const struct kw kws[] = { {"if", "x", 1}, {"else", "yy", 2} };
        int main(int argc, char **argv) {
            int i = argc > 1;
            int n = kws[1].name[3];             // @const
            n += kws[i].name[1];                // @strided
            n += kws[i].name[3];                // @short
            return n + kws[i].tag[3];           // @tag
        }""")
    assert r["const"] == "safe" and r["strided"] == "safe" and r["tag"] == "safe"
    assert r["short"] in ("warning", "error")      # "if" has 3 bytes


def test_memset_of_one_field_leaves_the_others(check):
    r = check("""
        #include <string.h>
        struct ctx { char *p; unsigned char data[8]; int n; };
        int main(void) {
            char buf[4];
            struct ctx c = { buf, {0}, 4 };
            memset(c.data, 0, sizeof c.data);
            c.p[c.n - 1] = 0;                   // @kept
            memcpy(c.data, "abcdefg", 8);
            c.p[c.n - 1] = 0;                   // @copied
            c.p[c.n] = 0;                       // @past
            return 0;
        }""")
    assert r["kept"] == "safe" and r["copied"] == "safe"
    assert r["past"] in ("warning", "error")


def test_a_strided_store_writes_that_field_only(check):
    r = check("""
        struct ent { char *p; int n; };
        int main(int argc, char **argv) {
            int i = argc > 1;
            char a[4], b[8];
            struct ent e[2] = { {a, 4}, {b, 8} };
            e[i].p = b;
            int k = e[0].n - 1;
            char x = e[0].p[k];                 // @kept
            e[i].n = 9;
            char y = e[1].p[e[1].n - 1];        // @grown
            return x + y;
        }""")
    assert r["kept"] == "safe"
    assert r["grown"] in ("warning", "error")     # e[1].n may be 9, b has 8 bytes

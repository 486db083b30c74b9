"""Tables of structs as C programs write them: a field copied or cleared leaves the other fields
as they were, an access at a stride of the struct's size touches that field's cells only, and
the string literals a static table points to keep their lengths (made after the initializer
runs, in one step)."""
from absint.config import FrontendOptions
from absint.engine.interp import stored_literals
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


def test_literals_a_table_points_to_are_known_after_the_initializer(check):
    names = ", ".join(f'"k{i:03d}"' for i in range(300))
    r = check(f"""
        #include <string.h>
        static const char *const names[] = {{ {names} }};
        static const char copy[] = "abc";
        int main(int argc, char **argv) {{
            unsigned i = (unsigned)argc % 300;
            int n = names[i][0];                // @first
            n += names[i][strlen(names[i])];    // @terminator
            n += names[i][5];                   // @past
            return n + copy[3];                 // @copy
        }}""")
    assert r["first"] == "safe" and r["terminator"] == "safe" and r["copy"] == "safe"
    assert r["past"] == "error"                   # every name has 5 bytes


def test_only_literals_the_initializer_does_not_read_are_made_later(tmp_path):
    path = tmp_path / "t.c"
    path.write_text("""
        static const char *names[] = { "one", "two" };
        static char buf[] = "abc";
        const char *greeting = "hi" + 1;
        int f(void) { return "zz"[0] + buf[0]; }
    """)
    program = load_program([str(path)], FrontendOptions())
    later = stored_literals(program)
    text = {b.name: bytes(b.init).rstrip(b"\0") for b in program.blocks if b.kind == "string"}
    assert sorted(text[b] for b in later) == [b"hi", b"one", b"two"]

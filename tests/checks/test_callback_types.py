"""A call through a function pointer of unknown origin may designate the functions whose address
the program takes and whose C type agrees with the pointer's (calling through an incompatible
type is undefined, C11 6.5.2.2p9): a result where the pointer has none, or parameters of other
kinds or sizes, rule a function out; a pointer to void or char stands for any pointer (the casts
real code makes). The IR only had the arguments' kinds: cmark's renderers made
`void (*out)(R *, const char *)` call `int render_node(R *, void *)`, each renderer calling
itself again level after level until every access was a budget warning."""
from absint.engine.calls import signatures_agree
from absint.frontend.ctype import signature


def test_a_callback_of_another_type_is_not_made_again(check):
    r = check("""
        struct R { char buf[16]; void (*out)(struct R *, const char *); };
        extern void render(int (*render_node)(struct R *, void *));
        static int render_node(struct R *r, void *n) {
          r->buf[0] = 0;                                // @buf
          r->out(r, "a");                               // @out1
          r->out(r, "b");                               // @out2
          return 1;
        }
        void go(void) { render(render_node); }""")
    assert (r["buf"], r["out1"], r["out2"]) == ("safe", "safe", "safe")


CANDIDATES = """
    struct node { char buf[4]; };
    struct ops { void (*put)(char *buf, int i); void (*destroy)(void *); };
    extern struct ops *g_ops;
    static void put_impl(char *buf, int i) { buf[i] = 0; }          // @put
    static int other(char *buf, long i) { return buf[i + 100]; }      // @other
    static void node_free(struct node *n) { n->buf[5] = 0; }          // @free
    void (*keep1)(char *, int) = put_impl;
    int (*keep2)(char *, long) = other;
    void (*keep3)(void *) = (void (*)(void *))node_free;
    int main(void) {
        char b[4];
        struct node nd;
        g_ops->put(b, 10);
        g_ops->destroy(&nd);
        return b[0];
    }"""


def test_the_functions_whose_type_agrees_are_called(check):
    r = check(CANDIDATES)
    assert r["put"] == "error"       # put_impl(b, 10) on 4 bytes
    assert r["free"] == "error"      # node_free through a void * parameter: a cast agrees
    assert r["other"] == "unreachable"   # int (char *, long): no call of that type


def test_signature_keys_and_agreement(tmp_path):
    from absint.config import FrontendOptions
    from absint.frontend import load_program
    path = tmp_path / "k.c"
    path.write_text("struct s { int a; };\n"
                    "int f(struct s *p, const char *q, long n, double d, struct s **pp) "
                    "{ return 0; }\nint g() { return 0; }\n")
    program = load_program([str(path)], FrontendOptions())
    assert program.functions["f"].signature == (
        "int4", ("*struct s", "*int1", "int8", "float8", "**"), False)
    assert program.functions["g"].signature is None      # no prototype: anything fits
    f = program.functions["f"].signature
    assert signatures_agree(f, f) and signatures_agree(None, f) and signatures_agree(f, None)
    assert signatures_agree(f, ("int4", ("*void", "*void", "int8", "float8", "*void"), False))
    assert not signatures_agree(f, ("void", f[1], False))                # result
    assert not signatures_agree(f, ("int4", f[1][:4], False))             # arity
    assert not signatures_agree(f, ("int4", f[1], True))                  # variadic
    assert not signatures_agree(f, ("int4", ("*struct t",) + f[1][1:], False))
    assert not signatures_agree(f, ("int4", f[1][:2] + ("int4",) + f[1][3:], False))
    assert signature(None) is None

"""A closed program's rounds in context inline the calls down to an access still open, and with
each of them the calls of the same caller that pass one of its pointer arguments on
(modular.sibling_sites): they set the state it reads. A hash context's final step judged after
an update answered by its summary (which cannot bound `datalen` at its exit) failed in every
round; with the update in context too, it is exact."""
from absint.config import FrontendOptions
from absint.engine.modular import sibling_sites
from absint.frontend import load_program

HASH = """
    typedef struct { unsigned char data[64]; unsigned datalen; unsigned state[4]; } CTX;
    static void transform(CTX *ctx, const unsigned char data[]) {
        unsigned a = 0;
        for (int i = 0; i < 64; ++i)
            a += data[i];
        ctx->state[0] += a;
    }
    static void init(CTX *ctx) { ctx->datalen = 0; ctx->state[0] = 1; }
    static void update(CTX *ctx, const unsigned char *in, unsigned long len) {
        for (unsigned long i = 0; i < len; ++i) {
            ctx->data[ctx->datalen] = in[i];
            ctx->datalen++;
            if (ctx->datalen == 64) { transform(ctx, ctx->data); ctx->datalen = 0; }
        }
    }
    static void final(CTX *ctx) {
        unsigned long i = ctx->datalen;
        if (ctx->datalen < 56) {
            ctx->data[i++] = 0x80;                      // @short
            while (i < 56) ctx->data[i++] = 0;
        } else {
            ctx->data[i++] = 0x80;                      // @long
            while (i < 64) ctx->data[i++] = 0;
            transform(ctx, ctx->data);
        }
    }
    static int test(void) {
        CTX ctx;
        unsigned char msg[3] = {1, 2, 3};
        init(&ctx);
        update(&ctx, msg, 0);
        final(&ctx);
        return (int)ctx.state[0];
    }
    int main(void) { return test(); }"""


def test_the_calls_that_set_an_inlined_calls_state_are_inlined_with_it(check):
    r = check(HASH)
    assert r["short"] == "safe"
    assert r["long"] == "unreachable"      # nothing was hashed: datalen is 0


def test_siblings_share_a_pointer_argument(tmp_path):
    path = tmp_path / "t.c"
    path.write_text("""
        struct s { int n; };
        static void set(struct s *p) { p->n = 1; }
        static int get(struct s *p, int *out) { *out = p->n; return 0; }
        static void other(int *q) { *q = 2; }
        int main(void) {
            struct s a, b;
            int x;
            set(&a);
            set(&b);
            other(&x);
            return get(&a, &x);
        }""")
    program = load_program([str(path)], FrontendOptions())
    calls = [st for node in program.functions["main"].cfg.nodes.values() for st in node.stmts
             if getattr(st, "callee", None) in ("set", "get", "other")]
    get = next(st for st in calls if st.callee == "get")
    out = sibling_sites(program, {(("main",), get.coord, "get")})
    # set(&a) and other(&x) pass on what get reads; set(&b) does not
    assert sorted((callee, coord.line) for _, coord, callee in out) == \
        [("get", 12), ("other", 11), ("set", 9)]

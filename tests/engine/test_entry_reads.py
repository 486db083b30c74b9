"""Reads of a parameter's memory in a summary: every read of one cell the function has not
written is the same value (the caller's), so what a guard on one read proves holds for the
others (`i = ctx->len; if (ctx->len < 56) ctx->data[i] = 0x80;`, the padding of md5_final).
A contract names such a cell as the user does (`ctx->len`, `s.pos.x`)."""
from tests.engine.test_integer_contracts import run


def test_two_reads_of_a_field_are_one_value(tmp_path):
    v, c, _ = run(tmp_path, """
        typedef struct { unsigned char data[64]; unsigned int len; } ctx_t;
        void pad(ctx_t *ctx) {
            unsigned long i = ctx->len;
            if (ctx->len < 56)
                ctx->data[i++] = 0x80;                              // @first
        }
        void put(ctx_t *ctx, unsigned char b) {
            unsigned int i = ctx->len;
            ctx->data[i] = b;                                       // @put
        }""")
    assert v == {"first": "safe", "put": "safe"}
    assert c["pad"] == "`ctx` valid for 68 bytes"     # the function's own check bounds i
    # the caller's field bounds the index, named as the user writes it; the memory `ctx`
    # designates is what the index needs under that bound, not the 2^32 bytes its type allows
    assert c["put"] == "`ctx` valid for 68 bytes; `ctx->len` <= 63"


def test_a_field_written_in_between_is_read_anew(tmp_path):
    v, _, _ = run(tmp_path, """
        typedef struct { unsigned char data[64]; unsigned int len; } ctx_t;
        static void pad(ctx_t *ctx, unsigned int k) {
            unsigned int i = ctx->len;
            ctx->len = k;
            if (ctx->len < 56)
                ctx->data[i] = 1;                                   // @stale
        }
        int main(void) {
            ctx_t c;
            c.len = 100;
            pad(&c, 3);
            return c.data[0];
        }""")
    assert v["stale"] == "error"


def test_members_of_struct_parameters_are_named(tmp_path):
    _, c, _ = run(tmp_path, """
        struct pos { int x, y; };
        struct st { struct pos p; unsigned n; char name[8]; };
        int tab[10];
        int by_value(struct st s) { return tab[s.p.y]; }
        int by_pointer(const struct st *s) { return tab[s->n]; }""")
    assert "`s.p.y` in [0, 9]" in c["by_value"]
    assert "`s->n` <= 9" in c["by_pointer"]


def test_a_summary_keeps_the_bound_the_linear_facts_give_an_offset(tmp_path):
    # j == 4*i and i < 16 bound j + 3 by 63, where widening left j any value: the obligation the
    # summary keeps says so (a caller's 64-byte block passes), and so does the contract; one
    # byte more is past a 64-byte block
    code = """
        typedef unsigned char byte;
        unsigned words(const byte data[], unsigned m[16]) {
            unsigned i, j;
            for (i = 0, j = 0; i < 16; ++i, j += 4)
                m[i] = data[j] | data[j + 1] << 8 | data[j + 2] << 16 | data[j + 3] << 24; // @r
            return m[0];
        }
        unsigned over(const byte data[]) {
            unsigned i, j, s = 0;
            for (i = 0, j = 0; i < 16; ++i, j += 4)
                s += data[j + 4];                                                  // @o
            return s;
        }
        %s"""
    _, c, _ = run(tmp_path, code % "")
    assert c["words"] == "`data` valid for 64 bytes; `m` valid for 64 bytes"
    assert c["over"] == "`data` valid for 65 bytes"
    v, _, _ = run(tmp_path, code % """
        byte block[64];
        unsigned m[16];
        int main(void) { return (int)(words(block, m) + over(block)); }""")
    assert v["r"] == "safe" and v["o"] in ("warning", "error")

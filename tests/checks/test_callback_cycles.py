"""Callbacks that defer callbacks: a reader called through `source->get` calls `source->peek`,
and at a library's root (or after a callback that may have changed them) both pointers are of
unknown origin, so each level may again be any of the readers (pdjson). Made level after level
this went on until CALLBACK_DEPTH stopped the root's analysis, and every access of the parser
was reported "not checked"; it is now judged for any arguments at the first repeat or unknown
origin (judge_callbacks_generically): the parser's own accesses are proven, and an overflow in
a reader that only the nested callbacks reach is still found."""

READERS = """
    #include <stdio.h>
    #include <stddef.h>
    struct source {
        int (*get)(struct source *);
        int (*peek)(struct source *);
        const char *buf;
        size_t len, pos;
        char scratch[8];
    };
    struct stream { struct source source; int depth; char text[16]; };
    static int buffer_peek(struct source *s) {
        return s->pos < s->len ? (unsigned char)s->buf[s->pos] : EOF;
    }
    static int buffer_get(struct source *s) {
        int c = s->peek(s);
        if (c != EOF) s->pos++;
        return c;
    }
    static int scratch_get(struct source *s) {
        int c = s->peek(s);
        s->scratch[c & MASK] = 0;                              // @scratch
        return c;
    }
    static int skip_space(struct stream *j) {
        int c;
        while ((c = j->source.get(&j->source)) == ' ')
            ;
        return c;
    }
    int next_word(struct stream *j) {
        int n = 0, c = skip_space(j);
        while (c != EOF && c != ' ' && n < 15) {
            j->text[n++] = (char)c;                            // @text
            c = j->source.get(&j->source);
        }
        j->text[n] = 0;                                        // @end
        return n + (j->source.peek(&j->source) == EOF);
    }
    void open_buffer(struct stream *j, const char *b, size_t n) {
        j->source.get = buffer_get; j->source.peek = buffer_peek;
        j->source.buf = b; j->source.len = n; j->source.pos = 0;
    }
    void open_scratch(struct stream *j) { j->source.get = scratch_get; j->source.peek = buffer_peek; }
    """


def test_readers_that_call_readers_are_judged_not_cut(check):
    r = check(READERS.replace("MASK", "15"))
    assert not [d for d in r.report.diagnostics if "stopped early" in d.message]
    assert (r["text"], r["end"]) == ("safe", "safe")
    # (scratch_get is judged for any `s` too, a root nobody calls: its field accesses are
    # warnings either way; the index is the one that overflows the array)
    assert any("has 8 elements" in a.message for a in r.accesses("scratch"))
    r = check(READERS.replace("MASK", "7"))
    assert not any("has 8 elements" in a.message for a in r.accesses("scratch"))


def test_a_reader_the_callers_pass_is_not_judged_for_any_arguments(check):
    """inih: the parser calls its `reader` parameter at several places in a loop (a deferred
    call per partition of the loop's state, joined into one per place), and main passes
    fgets; the string reader, whose address is taken by an API main never calls, is not
    reached (it was judged for any arguments once the summary held more than one call per place:
    warnings on its `ctx`)."""
    r = check("""
        #include <stdio.h>
        #include <stddef.h>
        typedef char *(*reader_t)(char *, int, void *);
        typedef struct { const char *ptr; size_t left; } string_ctx;
        static int parse_stream(reader_t reader, void *stream) {
            char line[64], spare[8];
            int n = 0;
            while (reader(line, (int)sizeof line, stream) != NULL) {
                if (line[0] == '#' && reader(spare, (int)sizeof spare, stream) == NULL)
                    break;
                n++;
            }
            return n;
        }
        static char *string_reader(char *str, int num, void *stream) {
            string_ctx *ctx = (string_ctx *)stream;
            if (ctx->left == 0 || num < 2)                     // @ctx
                return NULL;
            str[0] = *ctx->ptr++;
            str[1] = 0;
            ctx->left--;
            return str;
        }
        int parse_file(FILE *f) { return parse_stream((reader_t)fgets, f); }
        int parse_string(const char *s, size_t n) {
            string_ctx ctx = { s, n };
            return parse_stream(string_reader, &ctx);
        }
        int main(void) { return parse_file(stdin); }
        """)
    assert r["ctx"] == "unreachable"


def test_handlers_behind_a_pointer_of_unknown_origin_are_judged_from_a_loop(check):
    """A call in a loop through a pointer a function without body may have set: any of the
    three handlers whose type fits, each judged once for any arguments (its effects are the
    havoc of a call to unknown code). The judgement is made from a partition of the loop's
    state; it must not be dropped with the partitions' queries when they are judged again
    joined (the handlers' accesses were then unreachable, the overflow unreported)."""
    r = check("""
        typedef struct ops { int (*handle)(struct ops *, char *, int); char buf[8]; } ops_t;
        void plugin_install(ops_t *o);
        static int h_small(ops_t *o, char *p, int n) {
            (void)o;
            if (n > 0 && n <= 4) p[n - 1] = 0;                        // @small
            return n;
        }
        static int h_bad(ops_t *o, char *p, int n) { (void)p; o->buf[n & 15] = 1; return n; }  // @bad
        static int h_ok(ops_t *o, char *p, int n) { (void)p; o->buf[n & 7] = 1; return n; }    // @ok
        int (*registry[3])(ops_t *, char *, int) = { h_small, h_bad, h_ok };
        int run(char *data) {
            ops_t o;
            plugin_install(&o);
            int total = 0;
            for (int i = 0; i < 4; i++)
                total += o.handle(&o, data, i * 3);
            return total;
        }
        int main(void) { char d[4]; return run(d); }
        """)
    assert "unreachable" not in {r["small"], r["bad"], r["ok"]}
    assert any("has 8 elements" in a.message for a in r.accesses("bad"))
    assert not any("has 8 elements" in a.message for a in r.accesses("ok"))

"""A callback handed on by a callee analysed in context (a printf-like `vp(fn, ud, fmt)` passing
`fn` to a helper at each conversion, mjson's mjson_vprintf -> mjson_print_str): the helper's call
uses its summary, which makes the callback again with the function known, rather than one more
analysis in context at each visit of the loop (mjson.c alone: 106 s -> 38 s, the same
findings). The callbacks' accesses stay judged: the unchecked one is never "safe"."""

SOURCE = """
    typedef int (*out_fn)(const char *s, int n, void *ud);
    struct fixed { char *buf; int size; int len; };
    static int put_fixed(const char *s, int n, void *ud) {
        struct fixed *f = ud;
        for (int i = 0; i < n; i++) {
            if (f->len < f->size) f->buf[f->len] = s[i];                   // @good
            f->len++;
        }
        return n;
    }
    static int put_unchecked(const char *s, int n, void *ud) {
        struct fixed *f = ud;
        for (int i = 0; i < n; i++) f->buf[f->len++] = s[i];               // @bad
        return n;
    }
    static int put_str(out_fn fn, void *ud, const char *s) {
        int n = 0;
        while (s[n]) n++;
        return fn(s, n, ud);
    }
    static int vp(out_fn fn, void *ud, const char *fmt) {
        int n = 0;
        for (; *fmt; fmt++) {
            if (*fmt == 's') n += put_str(fn, ud, "abcdefgh");
            else n += fn(fmt, 1, ud);
        }
        return n;
    }
    int main(int argc, char **argv) {
        char small[4], other[4];
        struct fixed f = {small, 4, 0}, g = {other, 4, 0};
        vp(put_fixed, &f, argc > 1 ? argv[1] : "s");
        vp(put_unchecked, &g, "s");
        return f.len + g.len;
    }
"""


def test_a_callback_handed_on_inside_a_callee_is_still_judged(check):
    r = check(SOURCE)
    assert r["bad"] in ("error", "warning")
    assert r["good"] in ("safe", "warning")     # (`ud`'s struct is not followed into the callback)

"""A struct copied out of a caller's memory (`struct st saved = *ls;`) keeps its members: a
function that saves a state, changes it and puts the saved fields back (linenoise's
`refreshLineWithCompletion`) leaves its caller's pointer as it came. Before, the copy of a
struct the function had not read yet held "anything", and putting `saved.buf` back made the
caller's `l->buf` point to unknown memory."""

STATE = """
    struct st { char *buf; int len; int pos; };
    static void show(struct st *ls, char *other) {
        struct st saved = *ls;
        ls->buf = other;
        ls->len = 2;
        RESTORE
    }
    int put(struct st *l, char c) {
        char o[2];
        show(l, o);
        if (l->pos < l->len)
            l->buf[l->pos] = c;                         // @put
        return 0;
    }
    int main(void) {
        char b[8];
        struct st l;
        l.buf = b; l.len = 8; l.pos = 7;
        return put(&l, 'a');
    }
"""


def test_fields_put_back_from_a_saved_copy_are_the_callers(check):
    r = check(STATE.replace("RESTORE", "ls->buf = saved.buf; ls->len = saved.len;"))
    assert r["put"] == "safe"


def test_a_field_not_put_back_keeps_the_new_value(check):
    """buf stays `other` (2 bytes) while len is 8 again: pos 7 is past it."""
    r = check(STATE.replace("RESTORE", "ls->len = saved.len;"))
    assert r["put"] in ("warning", "error")


def test_a_copy_with_padding_and_an_array_member(check):
    """Members between which the layout leaves bytes (padding, an array) are copied one by one;
    the bytes between them may hold anything, so the array read back from the copy is not
    trusted."""
    r = check("""
        struct st { char tag; char *buf; short n; char name[4]; int len; };
        static int get(struct st *s) {
            struct st c = *s;
            int k = c.name[0];
            if (c.len > 0 && c.len <= 8)
                return c.buf[c.len - 1] + (k >= 0 && k < 8 ? c.buf[k] : 0);    // @get
            return c.buf[k];                            // @name
        }
        int main(void) {
            char b[8];
            struct st s;
            s.tag = 1; s.buf = b; s.n = 0; s.len = 8;
            s.name[0] = 9;
            int r = get(&s);
            s.len = 0;
            return r + get(&s);
        }""")
    assert r["get"] == "safe"
    assert r["name"] in ("warning", "error")

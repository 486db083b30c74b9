"""What a callee stores in its caller's memory keeps its offset and size: a constructor that
allocates an object and stores it through an out-parameter or into a field of its caller's
struct (`init(&t)`, bzip2's `strm->state = s`), read back by the caller or by another callee.
Each of these was a warning: the stored pointer's offset was unbounded, or the object's size
was lost when the callee that reads it holds it through a pointer of another element type
(`EState *` from a `void *` field)."""
import pytest


def test_an_object_stored_through_an_out_parameter(check):
    code = """
        #include <stdlib.h>
        typedef struct { int a[10]; int n; } Obj;
        int make(Obj **out) {
            Obj *s = malloc(sizeof(Obj) - SHORT);
            if (!s) return -1;
            *out = s;
            return 0;
        }
        int main(void) {
            Obj *t = NULL;
            if (make(&t)) return 1;
            t->a[9] = 1;                                  // @first
            t->n = 1;                                     // @last
            return 0;
        }"""
    r = check(code.replace("SHORT", "0"))
    assert (r["first"], r["last"]) == ("safe", "safe")
    r = check(code.replace("SHORT", "4"))
    assert (r["first"], r["last"]) == ("safe", "error")


def test_an_object_stored_in_a_zeroed_struct(check):
    r = check("""
        #include <stdlib.h>
        typedef struct { int a[10]; int n; } Obj;
        typedef struct { Obj *state; } Stream;
        int open_stream(Stream *s) {
            Obj *o = malloc(sizeof(Obj));
            if (!o) return -1;
            s->state = o;
            return 0;
        }
        int use(void) {
            Stream st = {0};
            if (open_stream(&st)) return 1;
            Obj *t = st.state;
            t->n = 1;                                     // @n
            return 0;
        }
        int main(void) { return use(); }""")
    assert r["n"] == "safe"


LIBRARY = """
    #include <stdlib.h>
    typedef struct { int a[10]; int n; } EState;
    typedef struct { void *state; void *(*bzalloc)(void *, int, int); } Stream;
    static void *default_alloc(void *opaque, int items, int size) { return malloc(items * size); }
    int init(Stream *strm) {
        if (strm->bzalloc == NULL) strm->bzalloc = default_alloc;
        EState *s = strm->bzalloc(0, sizeof(EState) - SHORT, 1);
        if (!s) return -1;
        strm->state = s;
        return 0;
    }
    static int step(EState *s) { return s->a[9] + s->n; }    // @step
    int run(Stream *strm) { return step(strm->state); }
    int buffered(void) {
        Stream strm;
        strm.bzalloc = NULL;
        if (init(&strm)) return 0;
        return run(&strm);
    }
"""


def test_a_view_of_another_element_type_keeps_the_size(check):
    # bzip2: `s = strm->state` (a void * field) read as an EState * in a callee; 713 of the
    # 765 warnings of bzlib.c alone. (Named bzalloc, the hook of code outside the program
    # allocates items * size too: see libspec.ALLOCATOR_HOOKS)
    assert check(LIBRARY.replace("SHORT", "0"))["step"] == "safe"
    r = check(LIBRARY.replace("SHORT", "4"))
    assert r["step"] in ("warning", "error")
    assert any("offset [40, 40]" in a.message for a in r.accesses("step"))


@pytest.mark.parametrize("shift,verdict", [(4, "warning"), (-4, "safe"), (-40, "warning")])
def test_a_shifted_view_of_another_element_type(check, shift, verdict):
    # the callee's object starts `shift` bytes into (or before) the 44-byte block; it reads
    # bytes 36..43 of the object: past the block's end at +4, before its start at -40
    code = LIBRARY.replace("SHORT", "0").replace(
        "step(strm->state)", f"step((EState *)((char *)strm->state + ({shift})))")
    r = check(code)
    assert r["step"] == verdict


def test_a_recursive_function_on_its_callers_struct(check):
    # the recursion's obligations on `o` are counted in the view's own elements: rebasing them
    # in bytes (a view of another element type only) widened o->k to offset [4, +inf]
    # (skeeto/optparse: 55 new warnings, from the sweep)
    r = check("""
        struct st { int n; int k; };
        static int f(struct st *o, int d) {
            o->k = 0;                                     // @k
            if (d > 0) {
                int r = f(o, d - 1);
                o->n--;                                   // @n
                return r;
            }
            return o->n;
        }
        int main(int argc, char **argv) {
            struct st o = { 1, 0 };
            return f(&o, argc);
        }""")
    assert (r["k"], r["n"]) == ("safe", "safe")


def test_a_pointer_stored_after_the_callee_cleared_the_struct_keeps_its_offset(check):
    """init zeroes *self (its summary writes the whole view) then stores a pointer in one field:
    the caller applied the cell, then the clearing weakly over every cell, and the pointer's
    offset became any value (argparse's `argparse_init`: every read of `self->options` a
    warning)."""
    r = check("""
        #include <string.h>
        struct opt { int type; const char *name; };
        struct parser { struct opt *options; int argc; };
        void init(struct parser *self, struct opt *options) {
            memset(self, 0, sizeof(*self));
            self->options = options;
        }
        int main(void) {
            struct opt options[3] = { { 1, "a" }, { 2, "b" }, { 0, 0 } };
            struct parser p;
            init(&p, options);
            return p.options[2].type + p.argc;              // @read
        }""")
    assert r["read"] == "safe"


def test_a_read_past_the_array_stored_after_the_clearing_is_still_caught(check):
    r = check("""
        #include <string.h>
        struct parser { int *options; int argc; };
        void init(struct parser *self, int *options) {
            memset(self, 0, sizeof(*self));
            self->options = options;
        }
        int main(void) {
            int options[3] = { 1, 2, 0 };
            struct parser p;
            init(&p, options);
            return p.options[3];                            // @past
        }""")
    assert r["past"] == "error"

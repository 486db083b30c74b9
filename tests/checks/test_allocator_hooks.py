"""Allocator hooks: a call through a function pointer of unknown origin named like an allocator
(`mem->calloc(1, n)`, `hooks.allocate(n)`, `custom.customAlloc(opaque, n)`, `mem->free(p)`)
does what the library function of that name does (absint.ir.libspec.ALLOCATOR_HOOKS), instead of
being any code: the block it returns has the size asked for, and nothing else is overwritten."""

HOOKS = """
        #include <stddef.h>
        typedef struct {
            void *(*calloc)(size_t, size_t);
            void *(*realloc)(void *, size_t);
            void (*free)(void *);
        } mem_t;
        typedef struct { void *(*customAlloc)(void *, size_t); void *opaque; } custom_t;
"""


def test_a_hook_allocates_the_size_asked_for(check):
    r = check(HOOKS + """
        typedef struct { mem_t *mem; int n; char buf[16]; } parser;
        parser *parser_new(mem_t *mem) {
            parser *p = (parser *)mem->calloc(1, sizeof(parser));
            if (!p) return NULL;
            p->mem = mem;                         // @mem
            p->buf[15] = 0;                       // @buf
            return p;
        }
        int *table(custom_t c, int n) {
            int *t = (int *)c.customAlloc(c.opaque, 8 * sizeof(int));
            if (t) t[7] = n;                      // @t7
            return t;
        }""")
    assert r["mem"] == "safe" and r["buf"] == "safe" and r["t7"] == "safe"
    notes = [d.message for d in r.report.diagnostics]
    assert any("through 'calloc' of unknown origin: an allocator hook" in m for m in notes)


def test_the_hook_block_is_checked_against_the_size_asked_for(check):
    r = check(HOOKS + """
        char *short_buf(mem_t *mem) {
            char *b = (char *)mem->calloc(1, 8);
            if (!b) return NULL;
            b[8] = 0;                             // @over
            return b;
        }
        int get(mem_t *mem, int k) {
            int *a = (int *)mem->calloc(10, sizeof(int));
            if (!a) return 0;
            int v = a[k];                         // @k
            mem->free(a);
            return v;
        }""")
    assert r["over"] == "error"
    assert r["k"] == "safe"            # under its contract: k in [0, 9]
    contracts = {d.message for d in r.report.diagnostics if "contract of" in d.message}
    assert "contract of 'get': requires `k` in [0, 9]; `mem` valid for 24 bytes" in contracts


def test_a_pointer_named_otherwise_is_still_any_code(check):
    r = check(HOOKS + """
        typedef struct { void *(*make)(size_t); } factory;
        char *made(factory *f) {
            char *b = (char *)f->make(8);
            if (!b) return NULL;
            b[0] = 0;                             // @b0
            return b;
        }""")
    assert r["b0"] == "warning"


def test_a_hook_parameter_with_a_default_of_the_program(check):
    # brotli's BrotliDecoderCreateInstance: the caller's allocator, or the library's default;
    # either way the state gets the size asked for (the default is analysed as it is: one that
    # allocated less would make the write a warning)
    source = """
        #include <stdlib.h>
        typedef void *(*alloc_func)(void *opaque, size_t size);
        typedef struct { alloc_func alloc; void *opaque; int buf[8]; } state_t;
        static void *DefaultAlloc(void *opaque, size_t size) { (void)opaque; return malloc(SIZE); }
        state_t *create(alloc_func alloc_func, void *opaque) {
            state_t *s;
            if (!alloc_func) alloc_func = DefaultAlloc;
            s = (state_t *)alloc_func(opaque, sizeof(state_t));
            if (!s) return NULL;
            s->alloc = alloc_func;
            s->buf[7] = 0;                        // @buf
            return s;
        }"""
    assert check(source.replace("SIZE", "size"))["buf"] == "safe"
    assert check(source.replace("SIZE", "16"))["buf"] != "safe"


def test_a_hook_parameter_named_after_the_function(check):
    # btree.c's btree_new_with_allocator(malloc_, ...): the parameter's name ends with '_'
    r = check("""
        #include <stdlib.h>
        #include <string.h>
        static void *(*default_malloc)(size_t) = NULL;
        static size_t memsize(size_t n) { return 16 + n * 2; }
        char *make(size_t n, void *(*malloc_)(size_t)) {
            malloc_ = malloc_ ? malloc_ : default_malloc ? default_malloc : malloc;
            size_t size = memsize(n);
            char *p = malloc_(size);
            if (!p) return NULL;
            memset(p, 0, size);                   // @set
            return p;
        }""")
    assert r["set"] == "safe"


def test_a_wrapper_product_with_a_factor_the_caller_fixes(check):
    """`malloc((size_t)n * m)` in a wrapper called as alloc(n, 1) or alloc(n, sizeof(int)) (bzip2's
    BZALLOC(nnn) is bzalloc(opaque, nnn, 1)): the factor the caller passes is a constant in
    context, so the block is n or 4n bytes, not an interval that forgets n (a warning on
    `q[n - 1]` with `fails for offset == 1`). The block of one element too few stays an error."""
    code = """
        #include <stdlib.h>
        static void *alloc(int n, int m) { return malloc((size_t)n * m); }
        int main(int argc, char **argv) {
            int n = argc;
            if (n < 1 || n > 1000) return 1;
            char *q = alloc(n, 1);
            int *u = alloc(n - SHORT, sizeof(int));
            if (!q || !u) return 1;
            q[n - 1] = 0;                                 // @bytes
            u[n - 1] = 0;                                 // @ints
            return 0;
        }"""
    r = check(code.replace("SHORT", "0"))
    assert (r["bytes"], r["ints"]) == ("safe", "safe")
    r = check(code.replace("SHORT", "1"))
    assert r["bytes"] == "safe" and r["ints"] in ("warning", "error")

"""Function pointers in a closed program (absint.engine.calls.closed_world), struct copies that
keep each field (absint.memory.libc.copy_cells), and summaries split by the value returned
(Analyzer.split_exit): where each stops holding."""


HOOKS = """
    #include <stdlib.h>
    #include <string.h>
    typedef struct { void *(*allocate)(size_t); void (*deallocate)(void *); } hooks_t;
    static hooks_t hooks = { malloc, free };
    static char *get(const hooks_t *h, size_t n) {
        char *b = h->allocate(n);
        if (b) memset(b, 0, n);                 // @inner
        return b;
    }
    static char *get2(const hooks_t *h, size_t n) { return get(h, n); }
    static char *get3(const hooks_t *h, size_t n) { return get2(h, n); }
    static char *get4(const hooks_t *h, size_t n) { return get3(h, n); }
    static char *get5(const hooks_t *h, size_t n) { return get4(h, n); }
    static char *get6(const hooks_t *h, size_t n) { return get5(h, n); }
    static char *get7(const hooks_t *h, size_t n) { return get6(h, n); }
    %s
    int main(void) {
        hooks_t h = hooks;
        %s
        char *b = get7(&h, 16);
        if (b) b[15] = 1;                       // @outer
        return 0;
    }"""


def test_the_only_function_that_fits_is_called_through_a_received_pointer(check):
    r = check(HOOKS % ("", ""))
    assert r["inner"] == "safe" and r["outer"] == "safe"


def test_a_function_without_body_or_model_may_store_any_function(check):
    # plugin_hooks (declared, no body, no model) may fill the table with code from elsewhere:
    # what a pointer named `make` returns is then unknown; one named `allocate` is taken to
    # allocate what it is asked for (an allocator hook: tests/checks/test_allocator_hooks.py)
    plugin = ("void plugin_hooks(hooks_t *h);", "plugin_hooks(&h);")
    assert check(HOOKS.replace("allocate", "make") % plugin)["outer"] != "safe"
    r = check(HOOKS % plugin)
    assert r["outer"] == "safe"
    assert any("through 'allocate' of unknown origin: an allocator hook" in d.message
               for d in r.report.diagnostics)


def test_two_functions_that_fit_are_not_guessed(check):
    r = check(HOOKS % ("static void *small(size_t n) { (void)n; return malloc(4); }\n"
                       "    void *(*keep)(size_t) = small;", ""))
    assert r["outer"] != "safe"


def test_a_library_is_not_a_closed_world(check):
    source = """
        #include <stdlib.h>
        typedef struct { void *(*allocate)(size_t); } hooks_t;
        static hooks_t hooks = { malloc };
        void set_hooks(void *(*f)(size_t)) { hooks.allocate = f; }
        char *get(size_t n) {
            char *b = hooks.allocate(16);
            if (b) b[15] = 1;                   // @write
            return b;
        }"""
    # an outside caller may install any function: unknown, unless the pointer is named as an
    # allocator hook (then it allocates the 16 bytes asked for)
    assert check(source.replace("allocate", "make"))["write"] != "safe"
    assert check(source)["write"] == "safe"


def test_a_struct_copy_keeps_its_fields_and_the_original_stays(check):
    r = check("""
        #include <stdlib.h>
        typedef struct { char *buf; size_t len; } vec_t;
        int main(void) {
            char a[8], b[4];
            vec_t v = { a, sizeof a }, w;
            w = v;
            v.buf = b; v.len = sizeof b;
            w.buf[w.len - 1] = 0;               // @copy
            v.buf[v.len - 1] = 0;               // @orig
            v.buf[w.len - 1] = 0;               // @mixed
            return 0;
        }""")
    assert r["copy"] == "safe" and r["orig"] == "safe" and r["mixed"] == "error"


def test_the_case_of_the_result_the_caller_tests_is_the_one_it_keeps(check):
    r = check("""
        #include <stdlib.h>
        typedef struct { char *buf; size_t len; } vec_t;
        static int init(vec_t *v, size_t n) {
            if (n > 64) return 0;
            v->buf = malloc(n);
            if (!v->buf) return 0;
            v->len = n;
            return 1;
        }
        int main(int argc, char **argv) {
            vec_t v, w;
            char small[4];
            w.buf = small;
            w.len = 1000;
            if (init(&v, 10)) v.buf[v.len - 1] = 0;            // @ok
            if (!init(&w, (size_t)argc * 100))
                w.buf[w.len - 1] = 0;                          // @failed
            return 0;
        }""")
    assert r["ok"] == "safe" and r["failed"] in ("error", "warning")

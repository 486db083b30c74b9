"""A call through a function pointer of unknown origin may go to any address-taken function
whose arguments fit by kind, whatever its exact C type: real code registers `int
conn_close(struct conn *)` as a `void (*)(void *)` (undefined, and it works on every ABI).
Filtering the candidates by C type (this session, reverted: the sweep's repro) made such a
destructor unreachable, its overflow unreported with exit 0."""


def test_a_destructor_cast_to_another_type_is_called(check):
    r = check("""
        #include <stdlib.h>
        #include <string.h>
        struct conn { int n; char name[8]; };
        static int conn_close(struct conn *c) { c->name[c->n] = 0; return 0; }   // @close
        typedef void (*dtor_t)(void *);
        struct pool_opts { dtor_t dtor; };
        static void pool_release(const struct pool_opts *o, void *item) {
            struct pool_opts copy;
            memcpy(&copy, o, sizeof copy);              /* the pointer's origin: unknown */
            copy.dtor(item);
        }
        int main(void) {
            struct pool_opts o = { (dtor_t)conn_close };
            struct conn *c = malloc(sizeof *c);
            if (!c) return 1;
            c->n = 8;
            pool_release(&o, c);
            free(c);
            return 0;
        }""")
    assert r["close"] in ("warning", "error")


def test_a_struct_of_function_pointers_copied_with_memcpy_keeps_them_apart(check):
    # the program's own memcpy of a struct reads the source's members one by one, as a
    # struct assignment does: mem_free no longer also designated default_alloc (a "called
    # through a pointer of another type" note; udp/json-parser copies its settings so)
    r = check("""
        #include <stdlib.h>
        #include <string.h>
        typedef struct { void *(*mem_alloc)(size_t, int, void *);
                         void (*mem_free)(void *, void *); void *user; } settings_t;
        static void *default_alloc(size_t n, int zero, void *u) { return zero ? calloc(n, 1) : malloc(n); }
        static void default_free(void *p, void *u) { free(p); }
        typedef struct { settings_t settings; int used; } state_t;
        static char *parse(const settings_t *s, size_t n) {
            state_t st;
            memset(&st, 0, sizeof st);
            memcpy(&st.settings, s, sizeof(settings_t));
            if (!st.settings.mem_alloc) st.settings.mem_alloc = default_alloc;
            if (!st.settings.mem_free) st.settings.mem_free = default_free;
            char *p = st.settings.mem_alloc(n, 0, st.settings.user);
            if (!p) return 0;
            p[n - 1] = 0;                                         // @last
            st.settings.mem_free(p, st.settings.user);
            return 0;
        }
        int main(int argc, char **argv) {
            settings_t s;
            memset(&s, 0, sizeof s);
            parse(&s, (size_t)argc + 4);
            return 0;
        }""")
    assert r["last"] == "safe"
    assert not [d for d in r.report.diagnostics if d.level == "unsupported"]

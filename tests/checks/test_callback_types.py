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

"""Functions without body or model: what they return and what they may change (D4)."""


def test_pointer_from_an_unknown_allocator_does_not_clobber_argv(check):
    r = check("""
        #include <string.h>
        extern void *alloc_data(unsigned long long n, int elt_size);
        int main(int argc, char **argv) {
            double *A; int i;
            A = (double *) alloc_data(10, sizeof(double));
            for (i = 0; i < 10; i++)
                A[i] = 0.0;   // @a
            if (argc > 42 && !strcmp(argv[0], ""))   // @argv
                return 1;
            return 0;
        }""")
    assert r["argv"] == "safe"
    assert r["a"] == "warning"
    assert "the memory returned by alloc_data" in r.access("a").message


def test_unknown_function_may_return_its_argument_and_write_through_it(check):
    r = check("""
        extern char *lookup(char *key);
        int main(void) {
            char k[4] = "abc"; int a[4]; int x;
            char *r = lookup(k);
            r[0] = 9;
            x = k[0];
            a[x] = 0;   // @a
            k[3] = 0;   // @k
            return 0;
        }""")
    assert r["a"] != "safe"      # lookup may return k, and r[0] = 9 wrote into it
    assert r["k"] == "safe"


def test_unknown_function_writes_only_what_it_can_reach(check):
    r = check("""
        extern void fill(int *p);
        int main(void) {
            int mine[4] = {0, 0, 0, 0}; int other[4] = {1, 1, 1, 1}; int a[4];
            fill(mine);
            a[other[2]] = 0;   // @kept
            a[mine[2]] = 0;    // @changed
            return 0;
        }""")
    assert r["kept"] == "safe" and r["changed"] == "warning"

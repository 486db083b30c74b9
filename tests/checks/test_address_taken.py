"""A scalar lives in memory only where its own function takes its address: `&n` in one function
does not put every variable named `n` of the program in memory. In memory, a parameter is a cell
that a call of unknown effect may overwrite (linenoise: `&l` of a local in one function made the
parameter `l` of thirty others a cell, which the completion callback then havocked)."""

def test_a_parameter_named_like_an_address_taken_local_elsewhere_stays_a_value(check):
    """A store through a pointer made from an integer may write any memory whose address was
    taken; get's `p` and `n` are not such memory (other's are)."""
    r = check("""
        extern long addr;
        static int get(char *p, int n) {
            int *q = (int *)addr;
            *q = 5;
            return n > 0 ? p[n - 1] : 0;                // @get
        }
        static int other(void) {
            char *p = 0;
            int n = 0;
            void *a = &p, *b = &n;
            return a != b;
        }
        int main(void) {
            char b[8];
            return get(b, 8) + other();
        }""")
    assert r["get"] == "safe"


def test_a_local_whose_own_address_escapes_is_still_havocked(check):
    """n's address goes to code without a body: after the call n may be anything."""
    r = check("""
        void g(int *);
        int main(void) {
            char b[8];
            int n = 4;
            g(&n);
            b[n] = 0;                                   // @escaped
            return 0;
        }""")
    assert r["escaped"] == "warning"


def test_a_parameter_whose_address_its_function_takes_lives_in_memory(check):
    """The callee writes through the parameter's address: the parameter's new value counts."""
    r = check("""
        static void set(int *q) { *q = 9; }
        static int f(char *p, int n) {
            set(&n);
            return p[n];                                // @param
        }
        int main(void) {
            char b[8];
            return f(b, 2);
        }""")
    assert r["param"] == "error"

/* SV-COMP style: an array indexed by a nondeterministic, assumed-bounded value. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "sv01_nondet_array_index.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int cond) { if (!cond) { abort(); } }

#define N 100

int main(void)
{
    int a[N];
    int i = __VERIFIER_nondet_int();
    int k;
    __VERIFIER_assume(i >= 0 && i < N);
    for (k = 0; k < N; k++) {
        a[k] = k;
    }
    if (a[i] != i) {
        reach_error();
    }
    return 0;
}

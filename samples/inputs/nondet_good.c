/* SV-COMP style: a nondeterministic index bounded on both sides. */
extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int a[100];
    int i = __VERIFIER_nondet_int();
    if (i < 0 || i >= 100)
        return 0;
    a[i] = 1;       // expect: safe
    return a[i];    // expect: safe
}
// run: value=100
// run: value=99

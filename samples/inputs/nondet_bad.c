/* SV-COMP style: a nondeterministic index assumed non-negative but not bounded above. */
extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int a[100];
    int i = __VERIFIER_nondet_int();
    if (i < 0)
        return 0;
    a[i] = 1;       // expect: warning
    return a[0];
}
// run: value=100

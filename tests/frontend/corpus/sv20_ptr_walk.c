/* SV-COMP style: pointer arithmetic walking an array from both ends. */
extern int __VERIFIER_nondet_int(void);

#define N 40

int main(void)
{
    int a[N];
    int *p, *q, *end;
    long diff;
    for (p = a, end = a + N; p < end; p++) {
        *p = __VERIFIER_nondet_int();
    }
    p = a;
    q = a + N - 1;
    while (p < q) {
        int t = *p;
        *p = *q;
        *q = t;
        p++;
        q--;
    }
    diff = q - a;
    return (int)diff + *(a + 3) + 2[a];
}

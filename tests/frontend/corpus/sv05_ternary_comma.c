/* SV-COMP style: conditional expressions, the comma operator and short-circuit guards. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }

int main(void)
{
    int a[10];
    int i, j, x;
    for (i = 0, j = 9; i < j; i++, j--) {
        a[i] = j;
        a[j] = i;
    }
    x = __VERIFIER_nondet_int();
    x = x < 0 ? 0 : (x > 9 ? 9 : x);
    if (x >= 0 && a[x] > 100) {
        reach_error();
    }
    i = (j = 3, j + 1);
    a[i] = (x > 4) ? a[x - 1] : a[x];
    return a[i] || a[0] ? 0 : 1;
}

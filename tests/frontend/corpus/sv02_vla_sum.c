/* SV-COMP style: a variable-length array sized by a nondet value. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }

int main(void)
{
    int n = __VERIFIER_nondet_int();
    if (n <= 0 || n > 1000) {
        return 0;
    }
    {
        int a[n];
        long sum = 0;
        int i;
        for (i = 0; i < n; i++) {
            a[i] = i;
        }
        for (i = n - 1; i >= 0; i--) {
            sum += a[i];
        }
        if (sum != (long)n * (n - 1) / 2) {
            reach_error();
        }
    }
    return 0;
}

/* SV-COMP style: recursion over an array (sum and fill). */
extern int __VERIFIER_nondet_int(void);

#define N 50

static int sum_rec(const int *a, int n)
{
    if (n <= 0) {
        return 0;
    }
    return a[n - 1] + sum_rec(a, n - 1);
}

static void fill_rec(int *a, int i, int n)
{
    if (i >= n) {
        return;
    }
    a[i] = i;
    fill_rec(a, i + 1, n);
}

int main(void)
{
    int a[N];
    int n = __VERIFIER_nondet_int();
    if (n < 0 || n > N) {
        return 0;
    }
    fill_rec(a, 0, n);
    return sum_rec(a, n);
}

/* Reversal through a pointer parameter: a[n - 1 - i] in a heap block of n ints and in a VLA. The
 * Pentagon proves it since it holds x <= y (i < n gives i <= n - 1); the polyhedral prover did before. */
#include <stdlib.h>
#include "absint.h"

int sum_reversed(const int *a, int n)
{
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += a[n - 1 - i];    // expect: safe by=pentagon
    return s;
}

int main(void)
{
    int n = __absint_range(1, 1000);
    int *a = malloc(n * sizeof(int));
    int v[n];
    int i, s;
    if (!a)
        return 1;
    for (i = 0; i < n; i++) {
        a[i] = i;
        v[i] = i;
    }
    s = sum_reversed(a, n) + sum_reversed(v, n);
    free(a);
    return s;
}
// run: value=7

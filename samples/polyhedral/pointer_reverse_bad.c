/* Reversal through a pointer parameter, off by one: a[n - i] reads one past the block at i == 0. */
#include <stdlib.h>
#include "absint.h"

int sum_reversed(const int *a, int n)
{
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += a[n - i];        // expect: warning
    return s;
}

int main(void)
{
    int n = __absint_range(1, 1000);
    int *a = malloc(n * sizeof(int));
    int i, s;
    if (!a)
        return 1;
    for (i = 0; i < n; i++)
        a[i] = i;
    s = sum_reversed(a, n);
    free(a);
    return s;
}
// run: value=7

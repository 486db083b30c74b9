/* Sliding window: a[i + k] for 0 <= k < w and i <= n - w. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    int w = __absint_range(1, 1000);
    int a[n];
    int i, k, s = 0;
    if (w > n)
        return 0;
    for (i = 0; i < n; i++)
        a[i] = i;
    for (i = 0; i <= n - w; i++)
        for (k = 0; k < w; k++)
            s += a[i + k];     // expect: safe by=polyhedral
    return s;
}
// run: value=9,3

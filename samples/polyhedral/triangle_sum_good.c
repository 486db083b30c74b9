/* Triangular loop nest: j < i < n, so i + j <= 2n - 3 fits an array of 2n elements.
   The Pentagon knows j < i and i < n but not the sum; the polyhedral prover does. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    int a[2 * n];
    int i, j, s = 0;
    for (i = 0; i < n; i++)
        for (j = 0; j < i; j++)
            a[i + j] = i;     // expect: safe by=polyhedral
    for (i = 0; i < 2 * n; i++)
        a[i] = 0;
    for (i = 0; i < n; i++)
        s += a[i];            // expect: safe by=polyhedral
    return s;
}
// run: value=7

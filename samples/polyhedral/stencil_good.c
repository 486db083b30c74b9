/* Three-point stencil over the interior 1 <= i < n - 1. The Pentagon proves a[i + 1] since it holds
 * x <= y: i < n - 1 gives i + 1 <= n - 1 < n (the polyhedral prover did before). */
#include "absint.h"

int main(void)
{
    int n = __absint_range(3, 1000);
    int a[n], b[n];
    int i, s;
    for (i = 0; i < n; i++)
        a[i] = i;
    for (i = 1; i < n - 1; i++) {
        s = a[i - 1];
        s += a[i];
        s += a[i + 1];         // expect: safe by=pentagon
        b[i] = s;
    }
    return b[1];
}
// run: value=6

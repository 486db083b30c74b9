/* Reversal: a[n - 1 - i] for 0 <= i < n stays in [0, n - 1]. The Pentagon proves it since it holds
 * x <= y: i < n gives i <= n - 1, so n - 1 - i >= 0 (the polyhedral prover did before). */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    int a[n], b[n];
    int i, v;
    for (i = 0; i < n; i++)
        a[i] = i;
    for (i = 0; i < n; i++) {
        v = a[n - 1 - i];      // expect: safe by=pentagon
        b[i] = v;
    }
    return b[0];
}
// run: value=8

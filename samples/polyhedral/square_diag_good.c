/* Diagonal of an n x n matrix walked backwards: n - 1 - i for 0 <= i < n stays in [0, n - 1]. The
 * Pentagon proves it since it holds x <= y (i < n gives i <= n - 1); the polyhedral prover did before. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 100);
    int a[n][n];
    int i;
    for (i = 0; i < n; i++)
        a[n - 1 - i][n - 1 - i] = 1;   // expect: safe by=pentagon
    return a[0][n - 1];
}
// run: value=5

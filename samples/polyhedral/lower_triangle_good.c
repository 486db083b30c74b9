/* 2-D triangle, rows from the bottom: m[n - 1 - i][j + 1] with 0 <= j <= i < n and n + 1 columns.
 * The Pentagon proves it since it holds j <= i (j + 1 <= i + 1 <= n); the polyhedral prover did before. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 100);
    int m[n][n + 1];
    int i, j, s = 0;
    for (i = 0; i < n; i++)
        for (j = 0; j <= i; j++)
            m[n - 1 - i][j + 1] = i - j;  // expect: safe by=pentagon
    for (i = 0; i < n; i++)
        s += m[i][1];
    return s;
}
// run: value=5

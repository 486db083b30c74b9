/* A two-dimensional VLA of n rows and m columns, both from input. All accesses are safe. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 300);
    int m = __absint_range(1, 300);
    float g[n][m];
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            g[i][j] = 0.0f;        // expect: safe
    return (int)g[n - 1][m - 1];   // expect: safe
}
// run: value=13,29

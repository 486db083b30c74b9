/* 2-D lower triangle one column too wide: m[i][j + 1] with j <= i reaches column n. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 100);
    int m[n][n];
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j <= i; j++)
            m[i][j + 1] = i - j;  // expect: warning
    return m[0][0];
}
// run: value=5

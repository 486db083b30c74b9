/* Triangular loop nest with j <= i: i + j reaches 2n - 2, one past an array of 2n - 2 elements. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(2, 1000);
    int a[2 * n - 2];
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j <= i; j++)
            a[i + j] = i;     // expect: warning
    return a[0];
}
// run: value=5

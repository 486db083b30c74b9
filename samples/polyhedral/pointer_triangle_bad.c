/* Triangular nest through a pointer with j <= i: b[i + j] reaches b[2n - 2] of a (2n - 2)-int block. */
#include <stdlib.h>
#include "absint.h"

void mark_pairs(int *b, int n)
{
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j <= i; j++)
            b[i + j] = 1;     // expect: warning
}

int main(void)
{
    int n = __absint_range(2, 1000);
    int *b = malloc((2 * n - 2) * sizeof(int));
    if (!b)
        return 1;
    mark_pairs(b, n);
    free(b);
    return 0;
}
// run: value=9

/* Triangular nest through a pointer: j < i < n writes b[i + j] <= b[2n - 3] of a 2n-int block. */
#include <stdlib.h>
#include "absint.h"

void mark_pairs(int *b, int n)
{
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < i; j++)
            b[i + j] = 1;     // expect: safe by=polyhedral
}

int main(void)
{
    int n = __absint_range(1, 1000);
    int *b = malloc(2 * n * sizeof(int));
    if (!b)
        return 1;
    mark_pairs(b, n);
    free(b);
    return 0;
}
// run: value=9

/* A triangle whose rows run one too far: i <= n, so k <= i reaches n and a[k] (n elements) is past
 * the end in the last row. */
#include <stdlib.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 500);
    int *a = malloc(n * sizeof(int));
    int i, k, s = 0;
    if (!a)
        return 1;
    for (i = 0; i < n; i++)
        a[i] = i;               // expect: safe
    for (i = 0; i <= n; i++)
        for (k = 0; k <= i; k++)
            s += a[k];          // expect: warning
    free(a);
    return s;
}
// run: value=1
// run: value=30

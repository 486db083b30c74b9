/* A triangle: k <= i < n, so a[k] (n elements) is in bounds; the prefix sums in b (n + 1 elements)
 * run to k + 1 <= i + 1 <= n. */
#include <stdlib.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 500);
    int *a = malloc(n * sizeof(int));
    int *b = malloc((n + 1) * sizeof(int));
    int i, k, s = 0;
    if (!a || !b)
        return 1;
    for (i = 0; i < n; i++)
        a[i] = i;               // expect: safe
    b[0] = 0;                   // expect: safe
    for (i = 0; i < n; i++)
        for (k = 0; k <= i; k++) {
            s += a[k];          // expect: safe
            b[k + 1] = s;       // expect: safe
        }
    free(a);
    free(b);
    return s;
}
// run: value=1
// run: value=30

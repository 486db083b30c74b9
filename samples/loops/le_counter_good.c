/* x <= y at a loop head: the inner loop leaves k == i (k < i while it runs, k <= i at its head), and
 * i < n, so a[k] after it is in bounds. The Pentagon holds k <= i through the join of the head. */
#include <stdlib.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    int *a = malloc(n * sizeof(int));
    int i, k;
    if (!a)
        return 1;
    for (i = 0; i < n; i++) {
        for (k = 0; k < i; k++)
            a[k] = 0;           // expect: safe
        a[k] = 1;               // expect: safe
    }
    k = a[n - 1];
    free(a);
    return k;
}
// run: value=1
// run: value=40

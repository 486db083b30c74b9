/* As le_counter_good.c, but the element after the inner loop's last one: k + 1 == i + 1 reaches n
 * in the last round of i. */
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
        a[k + 1] = 1;           // expect: warning
    }
    k = a[n - 1];
    free(a);
    return k;
}
// run: value=1
// run: value=40

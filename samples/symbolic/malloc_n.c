/* A heap array of n ints, n from input, walked with i < n. All accesses are safe. */
#include <stdlib.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000000);
    int *a = (int *)malloc((size_t)n * sizeof(int));
    int i;
    long s = 0;
    if (a == NULL)
        return 1;
    for (i = 0; i < n; i++)
        a[i] = i;            // expect: safe
    for (i = 0; i < n; i++)
        s += a[i];           // expect: safe
    free(a);
    return (int)(s & 1);
}
// run: value=1000

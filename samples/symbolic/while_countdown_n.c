/* A heap array of n longs walked by a while loop counting down. All accesses are safe. */
#include <stdlib.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 100000);
    long *p = (long *)malloc(sizeof(long) * (size_t)n);
    int i = n;
    if (p == NULL)
        return 1;
    while (i > 0) {
        i--;
        p[i] = (long)i;   // expect: safe
    }
    free(p);
    return 0;
}
// run: value=9

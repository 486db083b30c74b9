/* The block size comes from input; the fixed index is used only when the block is large enough. */
#include <stdlib.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 100);
    char *p = (char *)malloc((size_t)n);
    if (p == NULL)
        return 1;
    if (n > 50)
        p[50] = 'x';     // expect: safe
    p[n - 1] = 'y';      // expect: safe
    free(p);
    return 0;
}
// run: value=20
// run: value=100

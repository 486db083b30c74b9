/* The block size comes from input; a fixed index is out of bounds when the size is small. */
#include <stdlib.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 100);
    char *p = (char *)malloc((size_t)n);
    if (p == NULL)
        return 1;
    p[50] = 'x';     // expect: warning
    free(p);
    return 0;
}
// run: value=20

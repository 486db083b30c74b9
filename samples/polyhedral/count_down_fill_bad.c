/* The twin of count_down_fill_good.c: the caller asks for one byte more than it allocated. */
#include <stdlib.h>
#include "absint.h"

static void *fill(void *dst, int c, size_t n)
{
    if (n != 0) {
        unsigned char *d = dst;
        do
            *d++ = (unsigned char)c;  // expect: warning
        while (--n != 0);
    }
    return dst;
}

// run: value=1
// run: value=64
int main(void)
{
    int n = __absint_range(1, 64);
    char *area = malloc(n);
    if (!area)
        return 1;
    fill(area, 'x', n + 1);
    free(area);
    return 0;
}

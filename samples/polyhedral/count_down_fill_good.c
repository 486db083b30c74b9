/* The OpenBSD memset loop: the count is stepped in the do-while's own condition, `--n != 0`. At
   the loop head n >= 1 holds on both paths (the guard on entry; `n == t, t != 0` after a step),
   so the linear facts keep d + n == dst + count and the store stays below the end (the summary
   carries the range they show to the call, where it is judged). */
#include <stdlib.h>
#include "absint.h"

static void *fill(void *dst, int c, size_t n)
{
    if (n != 0) {
        unsigned char *d = dst;
        do
            *d++ = (unsigned char)c;  // expect: safe
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
    fill(area, 'x', n);
    free(area);
    return 0;
}

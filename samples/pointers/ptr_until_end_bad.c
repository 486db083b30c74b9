/* A walk to an end pointer with != that steps before it reads: the last read is *end. */
#include <stdlib.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    int *a = malloc(n * sizeof(int));
    int *p, *end, s = 0;
    if (!a)
        return 1;
    end = a + n;
    for (p = a; p != end; p++)
        *p = 1;                 // expect: safe
    p = a;
    while (p != end) {
        p++;
        s += *p;                // expect: warning
    }
    free(a);
    return s;
}
// run: value=1
// run: value=64

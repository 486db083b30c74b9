/* Walk to an end pointer with !=: p <= end at the loop head and p != end in the body give p < end. */
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
        s += *p;                // expect: safe
        p += 1;
    }
    free(a);
    return s;
}
// run: value=1
// run: value=64

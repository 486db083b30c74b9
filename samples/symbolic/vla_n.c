/* A VLA of n elements, filled and summed. All accesses are safe. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 10000);
    int a[n];
    int i, s = 0;
    for (i = 0; i < n; i++)
        a[i] = i;       // expect: safe
    for (i = 0; i < n; i++)
        s += a[i];      // expect: safe
    return s & 1;
}
// run: value=500

/* a[i - 1] under i >= 1: the guard starts the loop at 1. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    int a[n];
    int i;
    a[0] = 0;
    for (i = 1; i < n; i++)
        a[i] = 0;
    for (i = 1; i < n; i++)
        a[i - 1] = a[i];      // expect: safe
    return a[0];
}
// run: value=9

/* The size travels as a parameter to a function that allocates a VLA and a callee that fills it. */
#include "absint.h"

static void fill(int n, int *a)
{
    int i;
    for (i = 0; i < n; i++)
        a[i] = -i;      // expect: safe
}

static int work(int n)
{
    int a[n];
    fill(n, a);
    return a[n - 1];    // expect: safe
}

int main(void)
{
    return work(__absint_range(1, 512));
}
// run: value=512

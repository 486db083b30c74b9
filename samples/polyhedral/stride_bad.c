/* Interleaved pairs in 2n - 1 elements: a[2*i + 1] overflows at i == n - 1. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    int a[2 * n - 1];
    int i;
    for (i = 0; i < n; i++) {
        a[2 * i] = i;          // expect: safe by=polyhedral
        a[2 * i + 1] = -i;     // expect: warning
    }
    return a[0];
}
// run: value=4

/* Three-point stencil whose loop runs one step too far: a[i + 1] reads a[n] at i == n - 1. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(3, 1000);
    int a[n], b[n];
    int i, s;
    for (i = 0; i < n; i++)
        a[i] = i;
    for (i = 1; i < n; i++) {
        s = a[i - 1];
        s += a[i + 1];         // expect: warning
        b[i] = s;
    }
    return b[1];
}
// run: value=6

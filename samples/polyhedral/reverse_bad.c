/* Reversal off by one: a[n - i] reads a[n] when i == 0. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    int a[n], b[n];
    int i, v;
    for (i = 0; i < n; i++)
        a[i] = i;
    for (i = 0; i < n; i++) {
        v = a[n - i];          // expect: warning
        b[i] = v;
    }
    return b[0];
}
// run: value=8

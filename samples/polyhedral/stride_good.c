/* Interleaved pairs: a[2*i] and a[2*i + 1] for i < n fit 2n elements. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    int a[2 * n];
    int i;
    for (i = 0; i < n; i++) {
        a[2 * i] = i;          // expect: safe by=polyhedral
        a[2 * i + 1] = -i;     // expect: safe by=polyhedral
    }
    return a[1];
}
// run: value=4

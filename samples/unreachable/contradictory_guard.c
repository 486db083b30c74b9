/* Accesses under guards that no input can satisfy are unreachable, not errors. */
#include "absint.h"

int main(void)
{
    int a[10] = { 0 };
    int n = __absint_range(0, 9);
    if (n > 20) {
        a[n] = 1;       // expect: unreachable
    }
    if (n < 5 && n > 6) {
        a[n + 100] = 2; // expect: unreachable
    }
    a[n] = 3;           // expect: safe
    return a[0];
}
// run: value=9

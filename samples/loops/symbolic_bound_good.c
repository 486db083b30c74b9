/* The loop bound comes from input and is clamped to the array size. */
#include "absint.h"

int main(void)
{
    int a[50];
    int n = __absint_range(1, 100);
    int i;
    if (n > 50)
        n = 50;
    for (i = 0; i < n; i++) {
        a[i] = i;     // expect: safe
    }
    return a[0];
}
// run: value=60

/* The loop bound comes from input and is not checked against the array size. */
#include "absint.h"

int main(void)
{
    int a[50];
    int n = __absint_range(1, 100);
    int i;
    for (i = 0; i < n; i++) {
        a[i] = i;     // expect: warning
    }
    return a[0];
}
// run: value=60

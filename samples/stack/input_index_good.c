/* An index from input, checked against the array size before use. */
#include "absint.h"

int main(void)
{
    int a[10] = { 0 };
    int i = __absint_range(0, 1000);
    if (i < 10) {
        a[i] = 1;   // expect: safe
    }
    return a[0];
}
// run: value=5
// run: value=1000

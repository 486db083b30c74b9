/* An index from input in [0, 10] used on a 10-element array: fails only for 10. */
#include "absint.h"

int main(void)
{
    int a[10] = { 0 };
    int i = __absint_range(0, 10);
    a[i] = 1;   // expect: warning
    return a[0];
}
// run: value=10

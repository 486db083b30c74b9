/* Copy into a sub-range with the check off by one: off + len <= n + 1 lets dst[n] be written. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    int off = __absint_range(0, 1000);
    int len = __absint_range(0, 1000);
    int dst[n];
    int i;
    if (off + len > n + 1)
        return 1;
    for (i = 0; i < len; i++)
        dst[off + i] = i;      // expect: warning
    return 0;
}
// run: value=10,4,7

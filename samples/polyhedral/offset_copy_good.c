/* Copy into a sub-range: dst[off + i] for i < len, with off + len <= n checked first. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    int off = __absint_range(0, 1000);
    int len = __absint_range(0, 1000);
    int dst[n];
    int i;
    if (off + len > n)
        return 1;
    for (i = 0; i < len; i++)
        dst[off + i] = i;      // expect: safe by=polyhedral
    return 0;
}
// run: value=10,4,6

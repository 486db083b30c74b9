/* As ptr_le_scan_good.c with a block of n bytes: the scan can stop at last = s + n, one past the
 * end, and *p writes there. */
#include <stdlib.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    char *s = malloc(n);
    char *p, *last;
    int i;
    if (!s)
        return 1;
    for (i = 0; i < n; i++)
        s[i] = (char)('a' + i % 26);    // expect: safe
    last = s + n;
    p = s;
    while (p < last && *p != ',')       // expect: safe
        p++;
    *p = 0;                             // expect: warning
    i = s[0];
    free(s);
    return i;
}
// run: value=1
// run: value=100

/* Scan for a separator, stopping at the last byte: p <= last holds at the loop head (p starts at s,
 * moves only while p < last), so *p after the loop is in bounds (s has n + 1 bytes, last = s + n). */
#include <stdlib.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    char *s = malloc(n + 1);
    char *p, *last;
    int i;
    if (!s)
        return 1;
    for (i = 0; i <= n; i++)
        s[i] = (char)('a' + i % 26);    // expect: safe
    last = s + n;
    p = s;
    while (p < last && *p != ',')       // expect: safe
        p++;
    *p = 0;                             // expect: safe
    i = s[0];
    free(s);
    return i;
}
// run: value=1
// run: value=100

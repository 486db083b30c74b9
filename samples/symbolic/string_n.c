/* A string buffer of n + 1 bytes: n characters and a terminator. All accesses are safe. */
#include <stdlib.h>
#include <string.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(0, 255);
    char *s = (char *)malloc((size_t)n + 1);
    int i;
    if (s == NULL)
        return 1;
    for (i = 0; i < n; i++)
        s[i] = 'a';               // expect: safe
    s[n] = '\0';                  // expect: safe
    memset(s, 'b', (size_t)n);    // expect: safe
    free(s);
    return 0;
}
// run: value=0
// run: value=255

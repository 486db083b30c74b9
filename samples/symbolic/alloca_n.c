/* alloca(n) bytes walked with i < n. All accesses are safe. */
#include <alloca.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 4096);
    char *p = (char *)alloca((size_t)n);
    int i;
    for (i = 0; i < n; i++)
        p[i] = (char)(i & 0x7f);   // expect: safe
    return p[n - 1];               // expect: safe
}
// run: value=300

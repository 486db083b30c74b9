/* An index passed through the variadic arguments can be anything its type holds: the access it
   subscripts is not provable (here the caller passes 9 for an 8-element table). */
#include <stdarg.h>

static int table[8];

static int pick(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    int k = va_arg(ap, int);
    va_end(ap);
    return table[k];                  // expect: warning
}

int main(void)
{
    return pick(1, 9);
}

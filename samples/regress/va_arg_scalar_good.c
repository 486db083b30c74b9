/* va_arg of a scalar type yields any value of that type and touches no object of the program:
   the accesses of a variadic function that do not depend on it stay provable. */
#include <stdarg.h>

static int table[8];

static int fill(int n, ...)
{
    va_list ap;
    int i, sum = 0;
    va_start(ap, n);
    for (i = 0; i < n && i < 8; i++) {
        int v = va_arg(ap, int);
        table[i] = v;                 // expect: safe
        sum += v;
    }
    va_end(ap);
    return sum + table[7];            // expect: safe
}

int main(void)
{
    return fill(3, 1, 2, 3) == 6 ? 0 : 1;
}

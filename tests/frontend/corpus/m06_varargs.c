/* A variadic function (stdarg) that sums into a fixed array; callers with constant counts. */
#include <stdarg.h>
#include <stdio.h>

static int totals[8];

static int sum_into(int slot, int count, ...)
{
    va_list ap;
    int s = 0;
    int k;
    va_start(ap, count);
    for (k = 0; k < count; k++) {
        s += va_arg(ap, int);
    }
    va_end(ap);
    if (slot >= 0 && slot < 8) {
        totals[slot] = s;
    }
    return s;
}

int main(void)
{
    sum_into(0, 3, 1, 2, 3);
    sum_into(7, 2, 10, 20);
    printf("%d %d\n", totals[0], totals[7]);
    return 0;
}

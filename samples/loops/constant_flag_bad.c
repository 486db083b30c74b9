/* The twin of constant_flag_good.c: the flag is set, the small buffer is taken, and the write
   just past it faults. */
#include <stdio.h>

int compact = 1;

static void report(void)
{
    char small[8], large[64];
    char *buf;
    if (compact)
        buf = small;
    else
        buf = large;
    buf[8] = '!';                       // expect: error
    buf[0] = '\0';
    puts(buf);
}

int main(void)
{
    report();
    return 0;
}

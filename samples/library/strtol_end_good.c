/* strtol stores in *endptr a pointer into the string it parsed: past the digits, or the string
   itself when there are none (C11 7.22.1.4p7). Its distance from the start indexes the string. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    char buf[32];
    char *end;
    if (fgets(buf, sizeof buf, stdin) == NULL)
        return 1;
    long v = strtol(buf, &end, 10);
    long used = end - buf;
    buf[used] = '\0';                   // expect: safe
    printf("%ld [%s]\n", v, buf);
    return 0;
}
// run: stdin=42abc
// run: stdin=abc

/* strtol's end pointer: the digits parsed may be more than a small buffer holds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
    char buf[32];
    char digits[4];
    char *end;
    if (fgets(buf, sizeof buf, stdin) == NULL)
        return 1;
    long v = strtol(buf, &end, 10);
    memcpy(digits, buf, end - buf);     // expect: warning
    printf("%ld %c\n", v, digits[0]);
    return 0;
}
// run: stdin=123456789

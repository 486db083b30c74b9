/* strncat bounded by the space left, minus one for the terminator. */
#include <string.h>
#include <stdio.h>

int main(void)
{
    char buf[10] = "hello";
    strncat(buf, "world!!", sizeof(buf) - strlen(buf) - 1); // expect: safe
    puts(buf);
    return 0;
}

/* strcat with room for both strings and the terminator. */
#include <string.h>
#include <stdio.h>

int main(void)
{
    char buf[11] = "hello";
    strcat(buf, "world");      // expect: safe
    puts(buf);
    return 0;
}

/* strncat's bound forgets the terminator: sizeof - strlen instead of sizeof - strlen - 1. */
#include <string.h>
#include <stdio.h>

int main(void)
{
    char buf[10] = "hello";
    strncat(buf, "world!!", sizeof(buf) - strlen(buf));     // expect: error
    return buf[0];
}

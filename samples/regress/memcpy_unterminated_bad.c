/* memcpy of exactly the visible characters leaves no NUL in the destination. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char s[5];
    memcpy(s, "hello", 5);
    printf("%zu\n", strlen(s));   // expect: error
    return 0;
}

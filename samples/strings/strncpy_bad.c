/* strncpy always writes n bytes: n is larger than the destination. */
#include <string.h>
#include <stdio.h>

int main(void)
{
    char dst[8];
    const char *src = "abc";
    strncpy(dst, src, 12);     // expect: error
    dst[7] = '\0';
    puts(dst);
    return 0;
}

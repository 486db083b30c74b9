/* strncpy bounded by the destination, then terminated explicitly. */
#include <string.h>
#include <stdio.h>

int main(void)
{
    char dst[8];
    const char *src = "a rather long source string";
    strncpy(dst, src, sizeof(dst) - 1);   // expect: safe
    dst[sizeof(dst) - 1] = '\0';          // expect: safe
    puts(dst);
    return 0;
}

/* snprintf bounded by the destination truncates safely. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char src[64];
    char out[32];
    memset(src, 'z', sizeof(src) - 1);
    src[sizeof(src) - 1] = '\0';
    snprintf(out, sizeof(out), "%s", src);   // expect: safe
    puts(out);
    return 0;
}

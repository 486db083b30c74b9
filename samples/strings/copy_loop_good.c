/* A hand-written copy into a buffer sized strlen + 1. */
#include <string.h>
#include <stdlib.h>

int main(void)
{
    const char *src = "bounds";
    size_t n = strlen(src);
    char *dst = (char *)malloc(n + 1);
    size_t i;
    if (dst == NULL)
        return 1;
    for (i = 0; i <= n; i++) {
        dst[i] = src[i];       // expect: safe
    }
    free(dst);
    return 0;
}

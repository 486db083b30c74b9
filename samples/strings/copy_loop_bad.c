/* A hand-written copy that includes the terminator into a buffer sized by strlen. */
#include <string.h>
#include <stdlib.h>

int main(void)
{
    const char *src = "bounds";
    size_t n = strlen(src);
    char *dst = (char *)malloc(n);
    size_t i;
    if (dst == NULL)
        return 1;
    for (i = 0; i <= n; i++) {
        dst[i] = src[i];       // expect: error
    }
    free(dst);
    return 0;
}

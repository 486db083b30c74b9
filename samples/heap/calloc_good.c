/* A calloc'd string buffer with room for the terminator. */
#include <stdlib.h>
#include <string.h>

int main(void)
{
    size_t len = 12;
    char *s = (char *)calloc(len + 1, sizeof(char));
    if (s == NULL)
        return 1;
    memset(s, 'x', len);     // expect: safe
    s[len] = '\0';           // expect: safe
    free(s);
    return 0;
}

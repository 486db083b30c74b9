/* A calloc'd string buffer gets its terminator one past the end. */
#include <stdlib.h>
#include <string.h>

int main(void)
{
    size_t len = 12;
    char *s = (char *)calloc(len, sizeof(char));
    if (s == NULL)
        return 1;
    memset(s, 'x', len);     // expect: safe
    s[len] = '\0';           // expect: error
    free(s);
    return 0;
}

/* The caller fills all 16 wide characters of a heap block and passes it on unterminated: wcslen
 * in the callee reads past the block. */
#include <stdlib.h>
#include <wchar.h>

static size_t width(const wchar_t *s)
{
    return wcslen(s);               // expect: error
}

int main(void)
{
    wchar_t *s = (wchar_t *)malloc(16 * sizeof(wchar_t));
    size_t n;
    if (s == NULL)
        return 1;
    wmemset(s, L'-', 16);
    n = width(s);
    free(s);
    return (int)n;
}

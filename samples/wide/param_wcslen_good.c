/* A function measures the wide string its wchar_t * parameter points to: the caller passes a
 * terminated heap string, so the wcslen stays inside the block. */
#include <stdlib.h>
#include <wchar.h>

static size_t width(const wchar_t *s)
{
    return wcslen(s);               // expect: safe
}

int main(void)
{
    wchar_t *s = (wchar_t *)malloc(16 * sizeof(wchar_t));
    size_t n;
    if (s == NULL)
        return 1;
    wmemset(s, L'-', 15);
    s[15] = L'\0';
    n = width(s);
    free(s);
    return (int)n;
}

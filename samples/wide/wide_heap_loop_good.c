/* A wide heap buffer sized wcslen + 1, copied including the terminator. */
#include <wchar.h>
#include <stdlib.h>

int main(void)
{
    const wchar_t *src = L"grenzen";
    size_t n = wcslen(src);
    wchar_t *dst = (wchar_t *)malloc((n + 1) * sizeof(wchar_t));
    size_t i;
    if (dst == NULL)
        return 1;
    for (i = 0; i <= n; i++)
        dst[i] = src[i];       // expect: safe
    free(dst);
    return 0;
}

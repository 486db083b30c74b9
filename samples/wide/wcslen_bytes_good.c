/* A copy of a wide string sized in bytes: (wcslen + 1) * sizeof(wchar_t). */
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

int main(void)
{
    const wchar_t *src = L"Zeichenkette";
    size_t n = wcslen(src);
    wchar_t *copy = (wchar_t *)malloc((n + 1) * sizeof(wchar_t));
    if (copy == NULL)
        return 1;
    memcpy(copy, src, (n + 1) * sizeof(wchar_t));   // expect: safe
    free(copy);
    return 0;
}

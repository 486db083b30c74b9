/* char/wchar_t mixing: the copy of a wide string gets wcslen + 1 BYTES, then the whole string. */
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

int main(void)
{
    const wchar_t *src = L"Zeichenkette";
    size_t n = wcslen(src);
    wchar_t *copy = (wchar_t *)malloc(n + 1);
    if (copy == NULL)
        return 1;
    memcpy(copy, src, (n + 1) * sizeof(wchar_t));   // expect: error
    free(copy);
    return 0;
}

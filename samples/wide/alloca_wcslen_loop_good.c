/* A wide string in alloca'd memory: its wcslen bounds a copy loop into a buffer that holds it. */
#include <alloca.h>
#include <wchar.h>

int main(void)
{
    wchar_t *src = (wchar_t *)alloca(64 * sizeof(wchar_t));
    wchar_t dst[32];
    size_t i, n;
    wmemset(src, L'x', 31);
    src[31] = L'\0';
    n = wcslen(src);                // expect: safe
    for (i = 0; i < n; i++)
        dst[i] = src[i];            // expect: safe
    dst[n] = L'\0';                 // expect: safe
    return (int)dst[0];
}

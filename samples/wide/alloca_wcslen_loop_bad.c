/* A wide string in alloca'd memory is longer than the buffer its wcslen-bounded loop copies to. */
#include <alloca.h>
#include <wchar.h>

int main(void)
{
    wchar_t *src = (wchar_t *)alloca(64 * sizeof(wchar_t));
    wchar_t dst[32];
    size_t i, n;
    wmemset(src, L'x', 63);
    src[63] = L'\0';
    n = wcslen(src);                // expect: safe
    for (i = 0; i < n; i++)
        dst[i] = src[i];            // expect: error
    dst[31] = L'\0';
    return (int)dst[0];
}

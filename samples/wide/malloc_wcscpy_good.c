/* A wide string built in malloc'd memory (no cast: the wchar_t * it is assigned to says the
 * element type), copied into a buffer with room for it and its terminator. */
#include <stdlib.h>
#include <wchar.h>

int main(void)
{
    wchar_t *src = malloc(40 * sizeof(wchar_t));
    wchar_t dst[20];
    if (src == NULL)
        return 1;
    wmemset(src, L'w', 19);
    src[19] = L'\0';
    wcscpy(dst, src);               // expect: safe
    free(src);
    return (int)dst[0];
}

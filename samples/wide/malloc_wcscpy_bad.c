/* A wide string of 39 characters built in malloc'd memory, copied into 20 wide characters. */
#include <stdlib.h>
#include <wchar.h>

int main(void)
{
    wchar_t *src = malloc(40 * sizeof(wchar_t));
    wchar_t dst[20];
    if (src == NULL)
        return 1;
    wmemset(src, L'w', 39);
    src[39] = L'\0';
    wcscpy(dst, src);               // expect: error
    free(src);
    return (int)dst[0];
}

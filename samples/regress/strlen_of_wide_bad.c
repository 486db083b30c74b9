/* strlen of a wide string read as bytes is the index of its first zero byte (1 for L"0..." on a
   little-endian machine), not its count of wide characters: room for n + 1 wide characters is
   too small for wcscpy of the 11 of the literal. */
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

int main(void)
{
    const void *w = L"0123456789";
    size_t n = strlen((const char *)w);
    wchar_t *d = malloc((n + 1) * sizeof(wchar_t));
    if (!d)
        return 1;
    wcscpy(d, w);   // expect: error
    int r = (int)d[0];
    free(d);
    return r;
}

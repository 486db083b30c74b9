/* char/wchar_t mixing: malloc(10) gives 10 bytes, used as if it were 10 wchar_t. */
#include <stdlib.h>
#include <wchar.h>

int main(void)
{
    wchar_t *w = (wchar_t *)malloc(10);
    if (w == NULL)
        return 1;
    wcscpy(w, L"123456789");        // expect: error
    free(w);
    return 0;
}

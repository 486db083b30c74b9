/* A wide buffer allocated as 10 wchar_t (bytes = elements * sizeof(wchar_t)), then filled. */
#include <stdlib.h>
#include <wchar.h>

int main(void)
{
    wchar_t *w = (wchar_t *)malloc(10 * sizeof(wchar_t));
    if (w == NULL)
        return 1;
    wcscpy(w, L"123456789");        // expect: safe
    free(w);
    return 0;
}

/* wcsncpy with a count in wide characters, terminated explicitly. */
#include <wchar.h>

int main(void)
{
    wchar_t dst[16];
    wcsncpy(dst, L"wide", sizeof(dst) / sizeof(dst[0]) - 1);   // expect: safe
    dst[15] = L'\0';                                           // expect: safe
    return (int)dst[0];
}

/* wcsncpy with a count in bytes (sizeof) instead of wide characters. */
#include <wchar.h>

int main(void)
{
    wchar_t dst[16];
    wcsncpy(dst, L"wide", sizeof(dst));   // expect: error
    dst[15] = L'\0';
    return (int)dst[0];
}

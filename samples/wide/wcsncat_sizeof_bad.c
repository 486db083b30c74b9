/* char/wchar_t mixing: wcsncat told sizeof(dst), a count of bytes, as its count of wide characters. */
#include <wchar.h>

int main(void)
{
    wchar_t dst[16] = L"id:";
    const wchar_t *name = L"a rather long wide name";
    wcsncat(dst, name, sizeof(dst));    // expect: error
    return (int)wcslen(dst);
}

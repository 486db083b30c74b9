/* wcsncat told the room left in wide characters: sizeof / sizeof(element), less what is there. */
#include <wchar.h>

int main(void)
{
    wchar_t dst[16] = L"id:";
    const wchar_t *name = L"a rather long wide name";
    wcsncat(dst, name, sizeof(dst) / sizeof(dst[0]) - wcslen(dst) - 1);    // expect: safe
    return (int)wcslen(dst);                                               // expect: safe
}

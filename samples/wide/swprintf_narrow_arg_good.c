/* char/wchar_t mixing done right: %s in a wide format takes a char string (C11 7.29.2.1p7), %ls a
 * wchar_t string; swprintf is told the room in wide characters. */
#include <wchar.h>

int main(void)
{
    wchar_t line[16];
    char name[8] = "disk";
    wchar_t unit[4] = L"GB";
    swprintf(line, sizeof line / sizeof line[0], L"%s: 3 %ls", name, unit);  // expect: safe
    return (int)wcslen(line);                                                 // expect: safe
}

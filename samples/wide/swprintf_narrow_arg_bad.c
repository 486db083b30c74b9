/* %s in a wide format takes a char string, written one wide character per byte: "diskette" and
 * ": 3 GB" are 14 wide characters and a terminator, and line has room for 8. */
#include <wchar.h>

int main(void)
{
    wchar_t line[8];
    char name[16] = "diskette";
    wchar_t unit[4] = L"GB";
    swprintf(line, 64, L"%s: 3 %ls", name, unit);   // expect: error
    return (int)line[0];
}

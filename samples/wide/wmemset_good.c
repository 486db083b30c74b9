/* wmemset with an element count, then termination at the last element. */
#include <wchar.h>

int main(void)
{
    wchar_t line[20];
    wmemset(line, L'-', 19);              // expect: safe
    line[19] = L'\0';                     // expect: safe
    return (int)wcslen(line);             // expect: safe
}

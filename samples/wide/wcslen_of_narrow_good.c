/* wcslen of a wide string held in a wchar_t buffer. */
#include <wchar.h>

int main(void)
{
    wchar_t text[16];
    wmemset(text, L'a', 15);
    text[15] = L'\0';
    return (int)wcslen(text);       // expect: safe
}

/* char/wchar_t mixing: wcslen of a narrow string. Its one NUL byte is no wide terminator, so
 * wcslen reads on past the 16 bytes looking for four zero bytes in a row. */
#include <string.h>
#include <wchar.h>

int main(void)
{
    char text[16];
    memset(text, 'a', 15);
    text[15] = '\0';
    return (int)wcslen((const wchar_t *)text);      // expect: error
}

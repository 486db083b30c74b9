/* char/wchar_t mixing: memset counts bytes. 'A' bytes fill all but the last wchar_t of a wide
 * buffer, which then gets the terminator. */
#include <string.h>
#include <wchar.h>

int main(void)
{
    wchar_t w[10];
    memset(w, 'A', sizeof w - sizeof(wchar_t));
    w[9] = L'\0';
    return (int)wcslen(w);          // expect: safe
}

/* char/wchar_t mixing: memset counts bytes. sizeof w - 2 bytes of 'A' reach into the last
 * wchar_t, so it is no terminator any more: wcslen reads past the buffer. */
#include <string.h>
#include <wchar.h>

int main(void)
{
    wchar_t w[10];
    w[9] = L'\0';
    memset(w, 'A', sizeof w - 2);
    return (int)wcslen(w);          // expect: error
}

/* char/wchar_t mixing: a wide fill of a char buffer, read back as a narrow string. L'A' is the
 * bytes 41 00 00 00, so strlen is 1, not 5 or 20: the short-string branch runs and overflows. */
#include <string.h>
#include <wchar.h>

int main(void)
{
    char raw[40];
    int a[2] = {0, 0};
    size_t n;
    wmemset((wchar_t *)raw, L'A', 5);
    raw[20] = '\0';
    n = strlen(raw);                // expect: safe
    if (n < 2)
        a[n + 5] = 1;               // expect: error
    return a[0];
}

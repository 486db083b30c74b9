/* The twin of wcsncat_declared_bad.c: at most 49 wide characters and the terminator fit in 50. */
#include <wchar.h>

int main(void)
{
    wchar_t small[50];
    wchar_t big[100];
    small[0] = L'\0';
    wmemset(big, L'C', 99);
    big[99] = L'\0';
    wcsncat(small, big, 49);
    return (int)small[0];
}

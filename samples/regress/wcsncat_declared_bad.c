/* wcsncat into a declared wchar_t array: the count is in wide characters, the room in bytes is
   four times the elements. 99 wide characters and a terminator do not fit in 50. */
#include <wchar.h>

int main(void)
{
    wchar_t small[50];
    wchar_t big[100];
    small[0] = L'\0';
    wmemset(big, L'C', 99);
    big[99] = L'\0';
    wcsncat(small, big, 100);   // expect: error
    return (int)small[0];
}

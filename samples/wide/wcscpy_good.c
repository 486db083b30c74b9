/* wcscpy of a 5-character wide literal into 6 wide characters. */
#include <wchar.h>

int main(void)
{
    wchar_t word[6];
    wcscpy(word, L"hello");      // expect: safe
    return (int)wcslen(word);    // expect: safe
}

/* wcscpy of a 5-character wide literal into 5 wide characters: no room for L'\0'. */
#include <wchar.h>

int main(void)
{
    wchar_t word[5];
    wcscpy(word, L"hello");      // expect: error
    return (int)word[0];
}

/* A wchar_t array exactly as long as its initializer's characters has no L'\0': wcslen runs off.
   memcpy counts bytes, the string length counts wide characters. */
#include <stdio.h>
#include <wchar.h>

int main(void)
{
    wchar_t w[5] = L"hello";
    printf("%zu\n", wcslen(w));   // expect: error
    return 0;
}

/* wcsncpy of a longer wide string fills all 6 elements of alloca'd memory, no terminator. */
#include <alloca.h>
#include <wchar.h>

int main(void)
{
    wchar_t *tag = (wchar_t *)alloca(6 * sizeof(wchar_t));
    wcsncpy(tag, L"abcdefghij", 6);
    return (int)wcslen(tag);            // expect: error
}

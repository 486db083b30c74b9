/* wcsncpy into alloca'd memory leaving room for the terminator, which is written by hand. */
#include <alloca.h>
#include <wchar.h>

int main(void)
{
    wchar_t *tag = (wchar_t *)alloca(6 * sizeof(wchar_t));
    wcsncpy(tag, L"abcdefghij", 5);
    tag[5] = L'\0';
    return (int)wcslen(tag);            // expect: safe
}

/* swprintf told the buffer holds 64 wide characters when it holds 16, with long output. */
#include <wchar.h>

int main(void)
{
    wchar_t out[16];
    swprintf(out, 64, L"%ls-%d", L"a long wide message", 12345);   // expect: error
    return (int)out[0];
}

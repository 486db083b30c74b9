/* swprintf bounded by the destination's element count. */
#include <wchar.h>

int main(void)
{
    wchar_t out[16];
    swprintf(out, sizeof(out) / sizeof(out[0]), L"%ls-%d", L"a long wide message", 12345);   // expect: safe
    return (int)out[0];
}

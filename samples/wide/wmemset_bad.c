/* wmemset with a byte count on a wide buffer. */
#include <wchar.h>

int main(void)
{
    wchar_t line[20];
    wmemset(line, L'-', sizeof(line));    // expect: error
    return (int)line[0];
}

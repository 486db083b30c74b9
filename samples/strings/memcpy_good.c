/* memcpy with the size of the destination, and memmove within one buffer. */
#include <string.h>

int main(void)
{
    int src[16] = { 1, 2, 3 };
    int dst[12];
    memcpy(dst, src, sizeof(dst));                 // expect: safe
    memmove(dst + 1, dst, 11 * sizeof(int));       // expect: safe
    return dst[0];
}

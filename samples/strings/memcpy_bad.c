/* memcpy with the size of the source array into a smaller destination. */
#include <string.h>

int main(void)
{
    int src[16] = { 1, 2, 3 };
    int dst[12];
    memcpy(dst, src, sizeof(src));   // expect: error
    return dst[0];
}

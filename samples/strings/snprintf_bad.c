/* snprintf told the buffer is larger than it is, with output that fills the claimed size. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char src[64];
    char out[32];
    memset(src, 'z', sizeof(src) - 1);
    src[sizeof(src) - 1] = '\0';
    snprintf(out, sizeof(src), "%s", src);   // expect: error
    return out[0];
}

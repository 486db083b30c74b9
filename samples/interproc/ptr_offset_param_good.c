/* The caller passes a pointer into the middle of the buffer with the remaining length. */
#include <string.h>

static void clear(char *p, size_t len)
{
    memset(p, 0, len);     // expect: safe
}

int main(void)
{
    char buf[32];
    clear(buf, 8);
    clear(buf + 8, sizeof(buf) - 8);
    return buf[0];
}

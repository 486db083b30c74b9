/* The caller passes a pointer into the middle of the buffer with the full length. */
#include <string.h>

static void clear(char *p, size_t len)
{
    memset(p, 0, len);     // expect: error
}

int main(void)
{
    char buf[32];
    clear(buf + 8, sizeof(buf));
    return buf[0];
}

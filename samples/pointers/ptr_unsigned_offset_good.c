/* A pointer returned at an unsigned offset (`buf + off`, off a size_t; `&out[len + 1]`) keeps
   that offset in the caller: the summaries of `at` and `after` are over off and len, where the
   signed index the front end makes of them wraps for values past 2^63. */
#include <stddef.h>

static unsigned char *at(unsigned char *buf, size_t off)
{
    return buf + off;
}

static unsigned char *after(unsigned char *out, size_t len)
{
    return &out[len + 1];
}

// run:
int main(void)
{
    unsigned char b[16];
    unsigned char *o = at(b, 10);
    o[5] = 1;                   // expect: safe
    *after(b, 13) = 2;          // expect: safe
    *after(o, 4) = 3;           // expect: safe
    return b[15];
}

/* The twin of copy_idioms_good.c: each idiom called once with a count one past its buffers. */
#include <stddef.h>
#include "absint.h"

static void copy_count_down(char *d, const char *s, size_t n)
{
    while (n--)
        *d++ = *s++;                            // expect: error
}

static void copy_index(char *d, const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        d[i] = s[i];                            // expect: error
}

static void copy_to_end(char *d, const char *s, int n)
{
    const char *e = s + n;
    while (s < e)
        *d++ = *s++;                            // expect: warning
}

static void zero_to_end(int *a, int n)
{
    int *p = a, *end = a + n;
    for (; p != end; p++)
        *p = 0;                                 // expect: warning
}

static int sum_down(const unsigned char *b, size_t len)
{
    int s = 0;
    while (len > 0) {
        s += *b++;                              // expect: warning
        len--;
    }
    return s;
}

// run: value=0
// run: value=1
// run: value=2
// run: value=3
// run: value=4
int main(void)
{
    char x[32], y[32] = "abc";
    int w[10];
    int which = __absint_range(0, 4);
    if (which == 0)
        copy_count_down(x, y, 33);
    if (which == 1)
        copy_index(x, y, 33);
    if (which == 2)
        copy_to_end(x, y, 33);
    if (which == 3)
        zero_to_end(w, 11);
    if (which == 4)
        return sum_down((const unsigned char *)y, 33);
    return x[0];                                // expect: safe
}

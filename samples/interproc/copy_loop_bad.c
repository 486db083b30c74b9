/* The twin of copy_loop_good.c: one call copies 13 bytes to a + 4 (12 left), another fills 7
   words from words + 2 (6 left). */
#include <stddef.h>
#include "absint.h"

static void copy_bytes(void *dst, const void *src, int n)
{
    unsigned char *q = (unsigned char *)dst;
    const unsigned char *p = (const unsigned char *)src;
    int i;
    for (i = 0; i < n; i++) {
        *q = *p;                                // expect: warning
        p++;
        q++;
    }
}

static void fill_words(int *out, int count, int value)
{
    int *w = out;
    for (int k = count; k > 0; k--)
        *w++ = value;                           // expect: warning
}

// run: value=0
// run: value=1
int main(void)
{
    char a[16], b[16] = "0123456789abcde";
    int words[8];
    copy_bytes(a, b, 16);
    if (__absint_range(0, 1) == 0)
        copy_bytes(a + 4, b, 13);
    fill_words(words, 8, 7);
    if (__absint_range(0, 1) == 1)
        fill_words(words + 2, 7, 1);
    return a[15] + words[7];                    // expect: safe
}

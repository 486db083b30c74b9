/* A copy loop as real code writes it: two cursors stepped with a counter below n. Its summary
   says the access stays below n (the counter's relation to the cursors, from the linear facts,
   met into the obligation), so each call is judged with its own n and buffers. */
#include <stddef.h>

static void copy_bytes(void *dst, const void *src, int n)
{
    unsigned char *q = (unsigned char *)dst;
    const unsigned char *p = (const unsigned char *)src;
    int i;
    for (i = 0; i < n; i++) {
        *q = *p;                                // expect: safe
        p++;
        q++;
    }
}

static void fill_words(int *out, int count, int value)
{
    int *w = out;
    for (int k = count; k > 0; k--)
        *w++ = value;                           // expect: safe
}

int main(void)
{
    char a[16], b[16] = "0123456789abcde";
    int words[8];
    copy_bytes(a, b, 16);
    copy_bytes(a + 4, b, 12);
    fill_words(words, 8, 7);
    fill_words(words + 2, 6, 1);
    return a[15] + words[7];                    // expect: safe
}

/* Copy and scan loops as C programs write them, each a function called with its buffer's size:
   `while (n--) *d++ = *s++`, an index loop, a loop to an end pointer, a pointer to `a + n`
   compared with !=, and a length counted down. Each summary keeps the cursor below the count
   (the cursor and the count move together: linear facts at the loop head, met into the
   obligation), so each call is judged with its own sizes. */
#include <stddef.h>

static void copy_count_down(char *d, const char *s, size_t n)
{
    while (n--)
        *d++ = *s++;                            // expect: safe
}

static void copy_index(char *d, const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        d[i] = s[i];                            // expect: safe
}

static void copy_to_end(char *d, const char *s, int n)
{
    const char *e = s + n;
    while (s < e)
        *d++ = *s++;                            // expect: safe
}

static void zero_to_end(int *a, int n)
{
    int *p = a, *end = a + n;
    for (; p != end; p++)
        *p = 0;                                 // expect: safe
}

static int sum_down(const unsigned char *b, size_t len)
{
    int s = 0;
    while (len > 0) {
        s += *b++;                              // expect: safe
        len--;
    }
    return s;
}

int main(void)
{
    char x[32], y[32] = "abc";
    int w[10];
    copy_count_down(x, y, 32);
    copy_index(x, y, 32);
    copy_to_end(x, y, 32);
    zero_to_end(w, 10);
    return sum_down((const unsigned char *)y, 32) + x[0];   // expect: safe
}

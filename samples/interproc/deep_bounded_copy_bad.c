/* The twin of deep_bounded_copy_good.c: the wrapper passes n = 17 for a destination of 16
   bytes, and a long line writes its terminator one past the end. */
#include <stddef.h>
#include <stdio.h>

static void copy0(char *d, const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n - 1 && s[i]; i++)        // expect: safe
        d[i] = s[i];                           // expect: safe
    d[i] = 0;                                  // expect: warning
}

static void level2(char *d, const char *s) { copy0(d, s, 17); }

static void level1(char *d, const char *s) { level2(d, s); }

// run: stdin=a_line_longer_than_sixteen_characters
int main(void)
{
    char d[16], line[100];
    if (!fgets(line, sizeof line, stdin))
        return 1;
    level1(d, line);
    return d[0];                               // expect: safe
}

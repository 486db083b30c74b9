/* A bounded copy (at most n - 1 characters and a terminator, n unsigned) reached through two
   wrappers that pass n = sizeof the destination. Its summary cannot tie the copy's index to n
   (n - 1 wraps when n is 0); analysed in its caller's context, three calls down, it is
   proven: the closed entry inlines one call level per round while accesses stay open. */
#include <stddef.h>
#include <stdio.h>

static void copy0(char *d, const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n - 1 && s[i]; i++)        // expect: safe
        d[i] = s[i];                           // expect: safe
    d[i] = 0;                                  // expect: safe
}

static void level2(char *d, const char *s) { copy0(d, s, 16); }

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

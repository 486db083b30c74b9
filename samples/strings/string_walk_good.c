/* Walks over a NUL-terminated string, as real code writes them: a pointer advanced while the
   character it reads is not the terminator (or is a space), an index run up to the terminator,
   and a helper that skips leading blanks. Each read lies at or before the string's first NUL,
   which lies inside the array. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const char *skip_blanks(const char *s)
{
    while (*s && isspace((unsigned char)*s))   // expect: safe
        s++;
    return s;
}

static int count_words(const char *s)
{
    int words = 0, in_word = 0;
    for (int i = 0; s[i] != '\0'; i++) {       // expect: safe
        int blank = s[i] == ' ';               // expect: safe
        if (!blank && !in_word)
            words++;
        in_word = !blank;
        if (s[i + 1] == '\n')                  // expect: safe
            break;
    }
    return words;
}

// run: stdin=one_two
int main(void)
{
    char line[64];
    if (fgets(line, sizeof line, stdin) == NULL)
        return 1;
    const char *p = line;
    while (*p == ' ')                          // expect: safe
        p++;
    const char *end = line;
    while (*end)                               // expect: safe
        end++;
    const char *first = skip_blanks(line);
    int n = count_words(line);
    return (int)(end - p) + n + *end + *first; // expect: safe
}

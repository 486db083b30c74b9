/* A line parsed as configuration readers do it: helpers that walk a string called at a pointer
   whose offset varies (a byte-order mark skipped or not), on the key before a NUL written over
   the separator and on the value after it, and a helper that strips trailing blanks by writing
   NULs. Every read stays at or before the line's own terminator. */
#include <stdio.h>
#include <string.h>

static char *skip_blanks(const char *s)
{
    while (*s == ' ' || *s == '\t')            // expect: safe
        s++;
    return (char *)s;
}

static char *find_char(const char *s, char c)
{
    while (*s && *s != c)                      // expect: safe
        s++;
    return (char *)s;
}

static void strip_end(char *s)
{
    size_t n = strlen(s);                      // expect: safe
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\n'))   // expect: safe
        s[--n] = '\0';                         // expect: safe
}

// run: stdin=key=value
int main(void)
{
    char line[128];
    int first = 1;
    while (fgets(line, sizeof line, stdin) != NULL) {
        char *start = line;
        if (first && (unsigned char)line[0] == 0xEF && (unsigned char)line[1] == 0xBB &&   // expect: safe
            (unsigned char)line[2] == 0xBF)    // expect: safe
            start += 3;
        first = 0;
        start = skip_blanks(start);
        char *eq = find_char(start, '=');
        if (*eq != '=')                        // expect: safe
            continue;
        *eq = '\0';                            // expect: safe
        char *value = skip_blanks(eq + 1);
        strip_end(value);
        printf("[%s] [%s]\n", start, value);   // expect: safe
    }
    return 0;
}

/* The twin of walkers_at_offset_good.c: the key is copied into a buffer of 8 bytes, which a
   longer key overflows (the walkers keep the key inside the line, not inside the buffer). */
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

// run: stdin=a_rather_long_key=value
int main(void)
{
    char line[128], key[8];
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
        strcpy(key, start);                    // expect: warning
        puts(key);                             // expect: safe
    }
    return 0;
}

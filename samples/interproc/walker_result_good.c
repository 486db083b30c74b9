/* A helper walks a string and hands back where it stopped; the caller compares that pointer with
   another one into the same line before stepping back from it. The helper's result is never NULL
   (it dereferenced the pointer it walks), so the comparison bounds the step back. */
#include <stdio.h>
#include <string.h>

static char *skip_blanks(char *s)
{
    while (*s == ' ' || *s == '\t')            // expect: safe
        s++;
    return s;
}

// run: stdin=__key
int main(void)
{
    char line[64];
    if (fgets(line, sizeof line, stdin) == NULL)
        return 1;
    char *start = skip_blanks(line);
    char *end = line + strlen(line);           // expect: safe
    while (end > start && (end[-1] == '\n' || end[-1] == ' '))   // expect: safe
        *--end = '\0';                         // expect: safe
    return *start;                             // expect: safe
}

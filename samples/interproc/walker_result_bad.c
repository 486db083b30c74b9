/* The twin of walker_result_good.c: the step back looks two characters back (a "\r\n" ending)
   having asked only whether the line has one; a line of just "\n" reads before the array. */
#include <stdio.h>
#include <string.h>

static char *skip_blanks(char *s)
{
    while (*s == ' ' || *s == '\t')            // expect: safe
        s++;
    return s;
}

// run: stdin=
int main(void)
{
    char line[64];
    if (fgets(line, sizeof line, stdin) == NULL)
        return 1;
    char *start = skip_blanks(line);
    char *end = line + strlen(line);           // expect: safe
    if (end > start && end[-1] == '\n')       // expect: safe
        return end[-2] == '\r';                // expect: warning
    return *start;                             // expect: safe
}

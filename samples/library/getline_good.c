/* getline (POSIX): the line of r bytes and its terminator fit in the buffer it (re)allocated,
   so the last byte read, line[r - 1], and the terminator, line[r], are inside it. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>

int main(void)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t r = getline(&line, &cap, stdin);
    if (r > 0 && line[r - 1] == '\n')   // expect: safe
        line[r - 1] = '\0';             // expect: safe
    if (r >= 0)
        line[r] = '\0';                 // expect: safe
    free(line);
    return 0;
}
// run: stdin=hello

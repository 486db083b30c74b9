/* A line copied only when it fits, otherwise truncated with snprintf. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char line[128];
    char name[16];
    if (fgets(line, sizeof(line), stdin) == NULL)
        return 1;
    if (strlen(line) < sizeof(name))
        strcpy(name, line);                          // expect: safe
    else
        snprintf(name, sizeof(name), "%s", line);    // expect: safe
    puts(name);
    return 0;
}
// run: stdin=a-name-that-is-much-longer-than-sixteen-bytes
// run: stdin=short

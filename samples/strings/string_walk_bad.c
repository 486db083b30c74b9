/* The twin of string_walk_good.c: after the walk reaches the terminator, one more character is
   read, which lies past the array when the line fills it (63 characters and the NUL). */
#include <stdio.h>
#include <string.h>

// run: stdin=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk
int main(void)
{
    char line[64];
    if (fgets(line, sizeof line, stdin) == NULL)
        return 1;
    const char *end = line;
    while (*end)                               // expect: safe
        end++;
    return end[1];                             // expect: warning
}

/* The twin of split_in_place_good.c: after the split, the value is copied into a buffer sized
   for short values; a long value does not fit (the line's terminator bounds the value, not the
   buffer). */
#include <stdio.h>
#include <string.h>

// run: stdin=k=abcdefghijklmnopqrstuvwxyz
int main(void)
{
    char line[64];
    char value[16];
    if (fgets(line, sizeof line, stdin) == NULL)
        return 1;
    char *eq = strchr(line, '=');
    if (eq == NULL)
        return 0;
    *eq = '\0';                                // expect: safe
    strcpy(value, eq + 1);                     // expect: warning
    return value[0];                           // expect: safe
}

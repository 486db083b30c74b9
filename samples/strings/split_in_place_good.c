/* A line split in place, as configuration and protocol parsers do it: a NUL written over the
   separator ends the key, and the value is the string after it, walked, measured and printed up
   to the line's own terminator. Every read lies at or before that terminator, inside the array.
   (A NUL written before a string's terminator: the old terminator still ends what follows.) */
#include <stdio.h>
#include <string.h>

// run: stdin=name=value
int main(void)
{
    char line[64];
    if (fgets(line, sizeof line, stdin) == NULL)
        return 1;
    char *eq = strchr(line, '=');
    if (eq == NULL)
        return 0;
    *eq = '\0';                                // expect: safe
    char *value = eq + 1;
    while (*value == ' ')                      // expect: safe
        value++;
    char *end = value;
    while (*end && *end != '\n')               // expect: safe
        end++;
    *end = '\0';                               // expect: safe
    size_t n = strlen(value);                  // expect: safe
    printf("%s=%s (%zu)\n", line, value, n);   // expect: safe
    return end > value ? end[-1] : 0;          // expect: safe
}

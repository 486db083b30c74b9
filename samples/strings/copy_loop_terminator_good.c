/* Juliet's CWE-193 shape, done right: a loop copies strlen + 1 characters (the terminator last)
   into a buffer with room for them; the copy is then printed and measured. The NUL the last
   iteration copies ends the string (the loop is unrolled: it runs 11 times). */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char dest[10 + 1];
    char source[10 + 1] = "AAAAAAAAAA";
    size_t i, n;
    dest[0] = '\0';
    n = strlen(source);
    for (i = 0; i < n + 1; i++)
        dest[i] = source[i];            // expect: safe
    printf("%s\n", dest);               // expect: safe
    return (int)strlen(dest);           // expect: safe
}

/* The twin of copy_loop_terminator_good.c: the buffer has no room for the terminator, and the
   last iteration writes it one past the end. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char dest[10];
    char source[10 + 1] = "AAAAAAAAAA";
    size_t i, n;
    dest[0] = '\0';
    n = strlen(source);
    for (i = 0; i < n + 1; i++)
        dest[i] = source[i];            // expect: error
    return dest[0];
}

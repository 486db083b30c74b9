/* toupper of EOF or an unsigned char (C11 7.4p1) is an unsigned char or its argument (7.4.2.2):
   after the EOF test it indexes a table of 256 counts. */
#include <ctype.h>
#include <stdio.h>

static int counts[256];

int main(void)
{
    int c;
    while ((c = getchar()) != EOF)
        counts[toupper(c)]++;           // expect: safe
    printf("%d\n", counts['A']);
    return 0;
}
// run: stdin=abcABC

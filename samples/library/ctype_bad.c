/* tolower of any character is a letter only when the character is one: tolower(c) - 'a'
   indexes 26 counters only after an isalpha test, which is missing here. */
#include <ctype.h>
#include <stdio.h>

static int counts[26];

int main(void)
{
    int c;
    while ((c = getchar()) != EOF)
        counts[tolower(c) - 'a']++;     // expect: warning
    printf("%d\n", counts[0]);
    return 0;
}
// run: stdin=ab1

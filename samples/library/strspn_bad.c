/* strspn: the digits counted may be more than a small buffer holds. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char word[16];
    char digits[4];
    if (fgets(word, sizeof word, stdin) == NULL)
        return 1;
    size_t n = strspn(word, "0123456789");
    memcpy(digits, word, n);            // expect: warning
    printf("%c\n", digits[0]);
    return 0;
}
// run: stdin=1234567

/* strspn counts a prefix of its string (C11 7.24.5.6): at most strlen(s), so s[n] is at most
   the terminator. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char word[16];
    if (fgets(word, sizeof word, stdin) == NULL)
        return 1;
    size_t n = strspn(word, "0123456789");
    word[n] = '\0';                     // expect: safe
    size_t m = strcspn(word, "\n");
    word[m] = '\0';                     // expect: safe
    printf("%s\n", word);
    return 0;
}
// run: stdin=123abc

/* memcpy of the characters and a terminator, then printed with %s. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char word[6];
    memcpy(word, "hello", 5);
    word[5] = '\0';
    printf("%s\n", word);               // expect: safe
    return 0;
}

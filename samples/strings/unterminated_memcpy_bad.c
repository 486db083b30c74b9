/* memcpy of the five characters only: %s reads on past the buffer for a terminator. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char word[5];
    memcpy(word, "hello", 5);
    printf("%s\n", word);               // expect: error
    return 0;
}

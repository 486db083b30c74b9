/* strcpy of a 5-character literal into 5 bytes: no room for the terminator. */
#include <string.h>
#include <stdio.h>

int main(void)
{
    char word[5];
    strcpy(word, "hello");     // expect: error
    return word[0];
}

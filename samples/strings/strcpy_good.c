/* strcpy of a 5-character literal into 6 bytes. */
#include <string.h>
#include <stdio.h>

int main(void)
{
    char word[6];
    strcpy(word, "hello");     // expect: safe
    puts(word);
    return (int)strlen(word);  // expect: safe
}

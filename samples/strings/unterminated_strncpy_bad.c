/* strncpy of a longer string fills all 8 bytes and writes no terminator: strlen reads past. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char name[8];
    strncpy(name, "Maximilian", sizeof(name));
    printf("%zu\n", strlen(name));      // expect: error
    return 0;
}

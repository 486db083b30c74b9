/* strncpy of one less than the buffer, then the terminator by hand: strlen stays inside. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char name[8];
    strncpy(name, "Maximilian", sizeof(name) - 1);
    name[sizeof(name) - 1] = '\0';
    printf("%zu\n", strlen(name));      // expect: safe
    return 0;
}

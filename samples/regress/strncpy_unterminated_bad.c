/* strncpy copies no terminator when the source is at least n long: strlen then runs off. */
// run: args=abcdefgh
#include <stdio.h>
#include <string.h>

int main(int argc, char *argv[])
{
    char d[5];
    if (argc < 2)
        return 0;
    strncpy(d, argv[1], sizeof d);
    printf("%zu\n", strlen(d));   // expect: warning
    return 0;
}

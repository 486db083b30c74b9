/* A loop fills all 12 bytes of a heap buffer with letters and no terminator: strlen reads past. */
#include <stdlib.h>
#include <string.h>

int main(void)
{
    char *letters = (char *)malloc(12);
    size_t n;
    int i;
    if (letters == NULL)
        return 1;
    for (i = 0; i < 12; i++)
        letters[i] = (char)('a' + i);
    n = strlen(letters);                 // expect: error
    free(letters);
    return (int)n;
}

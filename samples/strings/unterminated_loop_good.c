/* A loop fills a heap buffer with letters and terminates it; strlen measures it. */
#include <stdlib.h>
#include <string.h>

int main(void)
{
    char *letters = (char *)malloc(12);
    size_t n;
    int i;
    if (letters == NULL)
        return 1;
    for (i = 0; i < 11; i++)
        letters[i] = (char)('a' + i);
    letters[11] = '\0';
    n = strlen(letters);                 // expect: safe
    free(letters);
    return (int)n;
}

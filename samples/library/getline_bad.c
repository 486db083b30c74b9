/* getline: the line may be longer than a fixed key buffer it is copied into. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

int main(void)
{
    char *line = NULL;
    size_t cap = 0;
    char key[8];
    ssize_t r = getline(&line, &cap, stdin);
    if (r > 0) {
        memcpy(key, line, r);           // expect: warning
        printf("%c\n", key[0]);
    }
    free(line);
    return 0;
}
// run: stdin=a-key-longer-than-eight-bytes

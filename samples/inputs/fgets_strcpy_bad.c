/* A line of up to 127 characters copied into a 16-byte buffer. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char line[128];
    char name[16];
    if (fgets(line, sizeof(line), stdin) == NULL)
        return 1;
    strcpy(name, line);         // expect: warning
    return name[0];
}
// run: stdin=a-name-that-is-much-longer-than-sixteen-bytes

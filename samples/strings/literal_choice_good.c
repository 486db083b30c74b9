/* A pointer to one of two string literals: each is checked against its own length and size. */
#include <stdio.h>
#include <string.h>

// run: args=verbose
// run:
int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? "yes" : "no";
    char buf[4];
    (void)argv;
    strcpy(buf, mode);                          // expect: safe
    printf("%s %zu\n", mode, strlen(mode));     // expect: safe
    return buf[0];
}

/* A pointer to one of two string literals: "yes" and its terminator do not fit in 3 bytes. */
#include <stdio.h>
#include <string.h>

// run: args=verbose
int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? "yes" : "no";
    char buf[3];
    (void)argv;
    strcpy(buf, mode);                          // expect: warning
    printf("%s\n", buf);
    return 0;
}

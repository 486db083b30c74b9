/* The first command-line argument copied into a fixed buffer without a length check. */
#include <string.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    char arg[12];
    if (argc < 2)
        return 1;
    strcpy(arg, argv[1]);       // expect: warning
    return arg[0];
}
// run: args=this-argument-is-too-long

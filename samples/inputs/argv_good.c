/* The first command-line argument copied with an explicit bound. */
#include <string.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    char arg[12];
    if (argc < 2)
        return 1;
    strncpy(arg, argv[1], sizeof(arg) - 1);   // expect: safe
    arg[sizeof(arg) - 1] = '\0';              // expect: safe
    puts(arg);
    return 0;
}
// run: args=this-argument-is-too-long

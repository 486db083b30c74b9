/* Juliet-like: command-line data (argc/argv) copied into a fixed buffer. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE121_argv_bad(int argc, char **argv)
{
    char dest[16];
    if (argc > 1) {
        strcpy(dest, argv[1]);
        printLine(dest);
    }
}
#endif

#ifndef OMITGOOD
void CWE121_argv_good(int argc, char **argv)
{
    char dest[16];
    if (argc > 1) {
        strncpy(dest, argv[1], sizeof(dest) - 1);
        dest[sizeof(dest) - 1] = '\0';
        printLine(dest);
    }
    if (argc > 2 && strlen(argv[2]) < sizeof(dest)) {
        strcpy(dest, argv[2]);
        printLine(dest);
    }
}
#endif

int main(int argc, char *argv[])
{
#ifndef OMITGOOD
    CWE121_argv_good(argc, argv);
#endif
#ifndef OMITBAD
    CWE121_argv_bad(argc, argv);
#endif
    return 0;
}

/* Juliet style: CWE-122 heap overflow: strcpy into a malloc'd buffer one byte short. */
#include "std_testcase.h"

#define SRC_STRING "AAAAAAAAAA"

#ifndef OMITBAD
void CWE122_malloc_strcpy_bad(void)
{
    char *data;
    data = NULL;
    /* no room for the terminator */
    data = (char *)malloc(10 * sizeof(char));
    if (data == NULL) { exit(-1); }
    {
        char source[10 + 1] = SRC_STRING;
        strcpy(data, source);
        printLine(data);
        free(data);
    }
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    char *data;
    data = NULL;
    data = (char *)malloc((10 + 1) * sizeof(char));
    if (data == NULL) { exit(-1); }
    {
        char source[10 + 1] = SRC_STRING;
        strcpy(data, source);
        printLine(data);
        free(data);
    }
}

void CWE122_malloc_strcpy_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE122_malloc_strcpy_good();
#endif
#ifndef OMITBAD
    CWE122_malloc_strcpy_bad();
#endif
    return 0;
}

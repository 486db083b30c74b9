/* Juliet style (flow variant 61): the buffer comes from a source function, sink in the caller. */
#include "std_testcase.h"

#ifndef OMITBAD
static int *badSource(int *data)
{
    data = (int *)malloc(10);
    if (data == NULL) { exit(-1); }
    return data;
}

void CWE122_source_func_bad(void)
{
    int *data = NULL;
    data = badSource(data);
    {
        int source[10] = { 0 };
        /* sizeof(int) * 10 bytes into a 10-byte block */
        memcpy(data, source, 10 * sizeof(int));
        printIntLine(data[0]);
        free(data);
    }
}
#endif

#ifndef OMITGOOD
static int *goodG2BSource(int *data)
{
    data = (int *)malloc(10 * sizeof(int));
    if (data == NULL) { exit(-1); }
    return data;
}

static void goodG2B(void)
{
    int *data = NULL;
    data = goodG2BSource(data);
    {
        int source[10] = { 0 };
        memcpy(data, source, 10 * sizeof(int));
        printIntLine(data[0]);
        free(data);
    }
}

void CWE122_source_func_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE122_source_func_good();
#endif
#ifndef OMITBAD
    CWE122_source_func_bad();
#endif
    return 0;
}

/* Juliet style: CWE-122, calloc'd int buffer written by a loop and memset with a wrong count. */
#include "std_testcase.h"

/* the count arrives as a parameter (in elements) */
static void zeroInts(int *data, size_t count)
{
    memset(data, 0, count * sizeof(int));
}

#ifndef OMITBAD
void CWE122_calloc_memset_bad(void)
{
    int *data;
    size_t i;
    size_t count = 10;
    data = (int *)calloc(10, sizeof(int));
    if (data == NULL) { exit(-1); }
    /* twice the allocated count */
    zeroInts(data, count * 2);
    for (i = 0; i < 10; i++) {
        printIntLine(data[i]);
    }
    free(data);
}
#endif

#ifndef OMITGOOD
static void good1(void)
{
    int *data;
    size_t i;
    data = (int *)calloc(10, sizeof(int));
    if (data == NULL) { exit(-1); }
    zeroInts(data, 10);
    for (i = 0; i < 10; i++) {
        printIntLine(data[i]);
    }
    free(data);
}

void CWE122_calloc_memset_good(void)
{
    good1();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE122_calloc_memset_good();
#endif
#ifndef OMITBAD
    CWE122_calloc_memset_bad();
#endif
    return 0;
}

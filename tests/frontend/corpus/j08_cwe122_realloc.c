/* Juliet style: CWE-122, a buffer grown by realloc, then written past the new size. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE122_realloc_bad(void)
{
    long *data;
    long *grown;
    int i;
    data = (long *)malloc(5 * sizeof(long));
    if (data == NULL) { exit(-1); }
    grown = (long *)realloc(data, 8 * sizeof(long));
    if (grown == NULL) { free(data); exit(-1); }
    data = grown;
    for (i = 0; i <= 8; i++) {
        data[i] = (long)i * 3L;
    }
    printLongLine(data[0]);
    free(data);
}
#endif

#ifndef OMITGOOD
static void good1(void)
{
    long *data;
    long *grown;
    int i;
    data = (long *)malloc(5 * sizeof(long));
    if (data == NULL) { exit(-1); }
    grown = (long *)realloc(data, 8 * sizeof(long));
    if (grown == NULL) { free(data); exit(-1); }
    data = grown;
    for (i = 0; i < 8; i++) {
        data[i] = (long)i * 3L;
    }
    printLongLine(data[7]);
    free(data);
}

void CWE122_realloc_good(void)
{
    good1();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE122_realloc_good();
#endif
#ifndef OMITBAD
    CWE122_realloc_bad();
#endif
    return 0;
}

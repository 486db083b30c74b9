/* Juliet style: CWE-121 with buffers from alloca. */
#include "std_testcase.h"
#include <alloca.h>

#ifndef OMITBAD
void CWE121_alloca_bad(void)
{
    int *data;
    int *dataBadBuffer = (int *)alloca(50 * sizeof(int));
    int *dataGoodBuffer = (int *)alloca(100 * sizeof(int));
    (void)dataGoodBuffer;
    data = dataBadBuffer;
    {
        int source[100] = { 0 };
        size_t i;
        for (i = 0; i < 100; i++) {
            data[i] = source[i];
        }
        printIntLine(data[0]);
    }
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    int *data;
    int *dataGoodBuffer = (int *)alloca(100 * sizeof(int));
    data = dataGoodBuffer;
    {
        int source[100] = { 0 };
        size_t i;
        for (i = 0; i < 100; i++) {
            data[i] = source[i];
        }
        printIntLine(data[0]);
    }
}

void CWE121_alloca_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_alloca_good();
#endif
#ifndef OMITBAD
    CWE121_alloca_bad();
#endif
    return 0;
}

/* Juliet style (flow variant 18): goto skips the good source. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE121_goto_bad(void)
{
    int data;
    int buffer[10] = { 0 };
    data = -1;
    goto source;
source:
    data = 10;
    goto sink;
sink:
    if (data >= 0) {
        buffer[data] = 1;
    }
    printIntLine(buffer[0]);
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    int data;
    int buffer[10] = { 0 };
    data = -1;
    goto source;
source:
    data = 7;
    goto sink;
sink:
    if (data >= 0) {
        buffer[data] = 1;
    }
    printIntLine(buffer[7]);
}

void CWE121_goto_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_goto_good();
#endif
#ifndef OMITBAD
    CWE121_goto_bad();
#endif
    return 0;
}

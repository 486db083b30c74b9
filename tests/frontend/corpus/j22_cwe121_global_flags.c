/* Juliet style (flow variants 09-14): control flow through global constants and functions. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE121_global_flags_bad(void)
{
    int data;
    data = -1;
    if (GLOBAL_CONST_TRUE) {
        data = 10;
    }
    if (globalFive == 5) {
        int i;
        int buffer[10] = { 0 };
        if (data >= 0) {
            buffer[data] = 1;
            for (i = 0; i < 10; i++) {
                printIntLine(buffer[i]);
            }
        }
    }
}
#endif

#ifndef OMITGOOD
static void goodG2B1(void)
{
    int data;
    data = -1;
    if (GLOBAL_CONST_FALSE) {
        printLine("Benign, fixed string");
    } else {
        data = 7;
    }
    if (GLOBAL_CONST_TRUE) {
        int buffer[10] = { 0 };
        if (data >= 0) {
            buffer[data] = 1;
            printIntLine(buffer[data]);
        }
    }
}

static void goodG2B2(void)
{
    int data = -1;
    if (globalReturnsTrue()) {
        data = 7;
    }
    if (globalReturnsTrueOrFalse()) {
        int buffer[10] = { 0 };
        if (data >= 0 && data < 10) {
            buffer[data] = 1;
            printIntLine(buffer[data]);
        }
    }
}

void CWE121_global_flags_good(void)
{
    goodG2B1();
    goodG2B2();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_global_flags_good();
#endif
#ifndef OMITBAD
    CWE121_global_flags_bad();
#endif
    return 0;
}

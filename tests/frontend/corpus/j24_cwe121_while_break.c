/* Juliet style (flow variants 16/17): while(1) ... break and single-trip for loops. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE121_while_break_bad(void)
{
    int i, j;
    int data;
    data = -1;
    while (1) {
        data = 10;
        break;
    }
    for (j = 0; j < 1; j++) {
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
static void goodB2G(void)
{
    int i, k;
    int data;
    data = -1;
    while (1) {
        data = 10;
        break;
    }
    for (k = 0; k < 1; k++) {
        int buffer[10] = { 0 };
        if (data < 0 || data >= 10) {
            printLine("ERROR: Array index is out-of-bounds");
            continue;
        }
        buffer[data] = 1;
        for (i = 0; i < 10; i++) {
            printIntLine(buffer[i]);
        }
    }
}

void CWE121_while_break_good(void)
{
    goodB2G();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_while_break_good();
#endif
#ifndef OMITBAD
    CWE121_while_break_bad();
#endif
    return 0;
}

/* Juliet style: CWE-121, an index from rand() used to write an int array (bad) vs. a checked one (good). */
#include "std_testcase.h"

#define RAND32() ((rand() << 30) ^ (rand() << 15) ^ rand())

#ifndef OMITBAD
void CWE121_int_rand_bad(void)
{
    int data;
    data = -1;
    data = RAND32();
    {
        int i;
        int buffer[10] = { 0 };
        /* only the lower bound is checked */
        if (data >= 0) {
            buffer[data] = 1;
            for (i = 0; i < 10; i++) {
                printIntLine(buffer[i]);
            }
        } else {
            printLine("ERROR: Array index is negative.");
        }
    }
}
#endif

#ifndef OMITGOOD
static void goodB2G(void)
{
    int data;
    data = RAND32();
    {
        int i;
        int buffer[10] = { 0 };
        if (data >= 0 && data < (10)) {
            buffer[data] = 1;
            for (i = 0; i < 10; i++) {
                printIntLine(buffer[i]);
            }
        } else {
            printLine("ERROR: Array index is out-of-bounds");
        }
    }
}

static void goodG2B(void)
{
    int data = 7;
    int i;
    int buffer[10] = { 0 };
    if (data >= 0) {
        buffer[data] = 1;
        for (i = 0; i < 10; i++)
            printIntLine(buffer[i]);
    }
}

void CWE121_int_rand_good(void)
{
    goodG2B();
    goodB2G();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_int_rand_good();
#endif
#ifndef OMITBAD
    CWE121_int_rand_bad();
#endif
    return 0;
}

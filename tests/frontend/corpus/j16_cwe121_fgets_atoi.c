/* Juliet style: CWE-121 with data read by fgets and converted by atoi. */
#include "std_testcase.h"

#define CHAR_ARRAY_SIZE_INPUT (3 * sizeof(int) + 2)

#ifndef OMITBAD
void CWE121_fgets_bad(void)
{
    int data;
    data = -1;
    {
        char inputBuffer[CHAR_ARRAY_SIZE_INPUT] = "";
        if (fgets(inputBuffer, CHAR_ARRAY_SIZE_INPUT, stdin) != NULL) {
            data = atoi(inputBuffer);
        } else {
            printLine("fgets() failed.");
        }
    }
    {
        int buffer[10] = { 0 };
        if (data >= 0) {
            buffer[data] = 1;
            printIntLine(buffer[0]);
        }
    }
}
#endif

#ifndef OMITGOOD
static void goodB2G(void)
{
    int data;
    data = -1;
    {
        char inputBuffer[CHAR_ARRAY_SIZE_INPUT] = "";
        if (fgets(inputBuffer, CHAR_ARRAY_SIZE_INPUT, stdin) != NULL) {
            data = atoi(inputBuffer);
        }
    }
    {
        int buffer[10] = { 0 };
        if (data >= 0 && data < 10) {
            buffer[data] = 1;
            printIntLine(buffer[data]);
        }
    }
}

void CWE121_fgets_good(void)
{
    goodB2G();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_fgets_good();
#endif
#ifndef OMITBAD
    CWE121_fgets_bad();
#endif
    return 0;
}

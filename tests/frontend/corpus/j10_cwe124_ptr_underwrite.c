/* Juliet style: CWE-124 buffer underwrite through a pointer moved before the buffer. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE124_ptr_underwrite_bad(void)
{
    char *data;
    char dataBuffer[100];
    memset(dataBuffer, 'A', 100 - 1);
    dataBuffer[100 - 1] = '\0';
    /* 8 bytes before the start */
    data = dataBuffer;
    data -= 8;
    {
        char source[100];
        memset(source, 'C', 100 - 1);
        source[100 - 1] = '\0';
        {
            size_t i;
            for (i = 0; i < 100; i++) {
                data[i] = source[i];
            }
        }
        printLine(data);
    }
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    char *data;
    char dataBuffer[100];
    memset(dataBuffer, 'A', 100 - 1);
    dataBuffer[100 - 1] = '\0';
    data = dataBuffer;
    {
        char source[100];
        memset(source, 'C', 100 - 1);
        source[100 - 1] = '\0';
        strcpy(data, source);
        printLine(data);
    }
}

void CWE124_ptr_underwrite_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE124_ptr_underwrite_good();
#endif
#ifndef OMITBAD
    CWE124_ptr_underwrite_bad();
#endif
    return 0;
}

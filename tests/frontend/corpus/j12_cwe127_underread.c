/* Juliet style: CWE-127 buffer under-read through memcpy from before the buffer. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE127_underread_bad(void)
{
    char *data;
    char dataBuffer[100];
    memset(dataBuffer, 'A', 100 - 1);
    dataBuffer[100 - 1] = '\0';
    data = dataBuffer - 8;
    {
        char dest[100];
        memset(dest, 'C', 100 - 1);
        dest[100 - 1] = '\0';
        memcpy(dest, data, 100 * sizeof(char));
        dest[100 - 1] = '\0';
        printLine(dest);
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
        char dest[100];
        memset(dest, 'C', 100 - 1);
        dest[100 - 1] = '\0';
        memcpy(dest, data, 100 * sizeof(char));
        dest[100 - 1] = '\0';
        printLine(dest);
    }
}

void CWE127_underread_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE127_underread_good();
#endif
#ifndef OMITBAD
    CWE127_underread_bad();
#endif
    return 0;
}

/* Juliet style: CWE-126 buffer over-read: copies strlen(dest) chars out of a shorter source. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE126_overread_bad(void)
{
    char *data;
    char dataBadBuffer[50];
    char dataGoodBuffer[100];
    (void)dataGoodBuffer;
    memset(dataBadBuffer, 'A', 50 - 1);
    dataBadBuffer[50 - 1] = '\0';
    data = dataBadBuffer;
    {
        size_t i, destLen;
        char dest[100];
        memset(dest, 'C', 100 - 1);
        dest[100 - 1] = '\0';
        destLen = strlen(dest);
        /* reads up to dest's length from a 50-byte buffer */
        for (i = 0; i < destLen; i++) {
            dest[i] = data[i];
        }
        dest[100 - 1] = '\0';
        printLine(dest);
    }
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    char *data;
    char dataGoodBuffer[100];
    memset(dataGoodBuffer, 'A', 100 - 1);
    dataGoodBuffer[100 - 1] = '\0';
    data = dataGoodBuffer;
    {
        size_t i, destLen;
        char dest[100];
        memset(dest, 'C', 100 - 1);
        dest[100 - 1] = '\0';
        destLen = strlen(dest);
        for (i = 0; i < destLen; i++) {
            dest[i] = data[i];
        }
        dest[100 - 1] = '\0';
        printLine(dest);
    }
}

void CWE126_overread_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE126_overread_good();
#endif
#ifndef OMITBAD
    CWE126_overread_bad();
#endif
    return 0;
}

/* Juliet style: CWE-193 off-by-one: a buffer sized strlen(src) instead of strlen(src) + 1. */
#include "std_testcase.h"

#define SRC_STRING "0123456789"

#ifndef OMITBAD
void CWE193_strcpy_bad(void)
{
    char *data;
    char dataBadBuffer[sizeof(SRC_STRING) - 1];
    char dataGoodBuffer[sizeof(SRC_STRING)];
    (void)dataGoodBuffer;
    data = dataBadBuffer;
    data[0] = '\0';
    {
        char source[] = SRC_STRING;
        strcpy(data, source);
        printLine(data);
    }
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    char *data;
    char dataGoodBuffer[sizeof(SRC_STRING)];
    data = dataGoodBuffer;
    data[0] = '\0';
    {
        char source[] = SRC_STRING;
        strcpy(data, source);
        printLine(data);
    }
}

void CWE193_strcpy_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE193_strcpy_good();
#endif
#ifndef OMITBAD
    CWE193_strcpy_bad();
#endif
    return 0;
}

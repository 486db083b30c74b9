/* Juliet style: CWE-121, snprintf with the size of the source instead of the destination. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE121_snprintf_bad(void)
{
    char *data;
    char dataBadBuffer[50];
    char source[100];
    data = dataBadBuffer;
    data[0] = '\0';
    memset(source, 'C', 100 - 1);
    source[100 - 1] = '\0';
    snprintf(data, 100, "%s", source);
    printLine(data);
}
#endif

#ifndef OMITGOOD
static void good1(void)
{
    char *data;
    char dataGoodBuffer[100];
    char source[100];
    int written;
    data = dataGoodBuffer;
    data[0] = '\0';
    memset(source, 'C', 100 - 1);
    source[100 - 1] = '\0';
    written = snprintf(data, sizeof(dataGoodBuffer), "%s-%d", source, 42);
    printIntLine(written);
    printLine(data);
}

void CWE121_snprintf_good(void)
{
    good1();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_snprintf_good();
#endif
#ifndef OMITBAD
    CWE121_snprintf_bad();
#endif
    return 0;
}

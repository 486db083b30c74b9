/* Juliet style: CWE-121, memmove of a 100-byte source into a 50-byte destination. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE121_memmove_bad(void)
{
    char *data;
    char dataBadBuffer[50];
    char dataGoodBuffer[100];
    char source[100];
    (void)dataGoodBuffer;
    data = dataBadBuffer;
    data[0] = '\0';
    memset(source, 'C', 100 - 1);
    source[100 - 1] = '\0';
    memmove(data, source, (strlen(source) + 1) * sizeof(char));
    data[100 - 1] = '\0';
    printLine(data);
}
#endif

#ifndef OMITGOOD
static void goodG2B1(void)
{
    char *data;
    char dataGoodBuffer[100];
    char source[100];
    data = dataGoodBuffer;
    data[0] = '\0';
    memset(source, 'C', 100 - 1);
    source[100 - 1] = '\0';
    memmove(data, source, 100 * sizeof(char));
    data[100 - 1] = '\0';
    printLine(data);
}

void CWE121_memmove_good(void)
{
    goodG2B1();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_memmove_good();
#endif
#ifndef OMITBAD
    CWE121_memmove_bad();
#endif
    return 0;
}

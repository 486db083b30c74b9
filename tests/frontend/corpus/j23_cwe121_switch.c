/* Juliet style (flow variant 15): switch statements choose the source and the sink. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE121_switch_bad(void)
{
    char *data;
    char dataBadBuffer[50];
    char dataGoodBuffer[100];
    data = dataGoodBuffer;
    switch (6) {
    case 6:
        data = dataBadBuffer;
        data[0] = '\0';
        break;
    default:
        printLine("Benign, fixed string");
        break;
    }
    {
        char source[100];
        memset(source, 'C', 100 - 1);
        source[100 - 1] = '\0';
        strncpy(data, source, strlen(source));
        data[100 - 1] = '\0';
        printLine(data);
    }
}
#endif

#ifndef OMITGOOD
static void goodG2B1(void)
{
    char *data;
    char dataBadBuffer[50];
    char dataGoodBuffer[100];
    data = dataBadBuffer;
    switch (5) {
    case 6:
        printLine("Benign, fixed string");
        break;
    case 7:
    case 8:
        data = dataBadBuffer;
        /* fall through */
    default:
        data = dataGoodBuffer;
        data[0] = '\0';
        break;
    }
    {
        char source[100];
        memset(source, 'C', 100 - 1);
        source[100 - 1] = '\0';
        strncpy(data, source, 100 - 1);
        data[100 - 1] = '\0';
        printLine(data);
    }
}

void CWE121_switch_good(void)
{
    goodG2B1();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_switch_good();
#endif
#ifndef OMITBAD
    CWE121_switch_bad();
#endif
    return 0;
}

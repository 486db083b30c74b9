/* Juliet style: CWE-121 with strcat (bad) and a bounded strncat (good). */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE121_strcat_bad(void)
{
    char *data;
    char dataBuffer[100];
    data = dataBuffer;
    memset(data, 'A', 100 - 1);
    data[100 - 1] = '\0';
    {
        char dest[50] = "";
        strcat(dest, data);
        printLine(dest);
    }
}
#endif

#ifndef OMITGOOD
static void good1(void)
{
    char *data;
    char dataBuffer[100];
    data = dataBuffer;
    memset(data, 'A', 100 - 1);
    data[100 - 1] = '\0';
    {
        char dest[50] = "";
        strncat(dest, data, sizeof(dest) - strlen(dest) - 1);
        printLine(dest);
    }
}

void CWE121_strcat_good(void)
{
    good1();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_strcat_good();
#endif
#ifndef OMITBAD
    CWE121_strcat_bad();
#endif
    return 0;
}

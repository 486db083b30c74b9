/* Juliet style: CWE-121 stack buffer overflow, memcpy into a too-small char buffer. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE121_char_memcpy_bad(void)
{
    char *data;
    char dataBadBuffer[10];
    char dataGoodBuffer[10 + 1];
    char source[10 + 1] = "AAAAAAAAAA";
    (void)dataGoodBuffer;
    data = dataBadBuffer;
    data[0] = '\0';
    /* copies 11 bytes (with the terminator) into 10 */
    memcpy(data, source, (strlen(source) + 1) * sizeof(char));
    printLine(data);
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    char *data;
    char dataBadBuffer[10];
    char dataGoodBuffer[10 + 1];
    char source[10 + 1] = "AAAAAAAAAA";
    (void)dataBadBuffer;
    data = dataGoodBuffer;
    data[0] = '\0';
    memcpy(data, source, (strlen(source) + 1) * sizeof(char));
    printLine(data);
}

void CWE121_char_memcpy_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_char_memcpy_good();
#endif
#ifndef OMITBAD
    CWE121_char_memcpy_bad();
#endif
    return 0;
}

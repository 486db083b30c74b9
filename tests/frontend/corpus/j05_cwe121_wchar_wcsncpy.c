/* Juliet style: CWE-121, wcsncpy with a count taken from the larger source. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE121_wcsncpy_bad(void)
{
    wchar_t *data;
    wchar_t dataBuffer[100];
    data = dataBuffer;
    wmemset(data, L'A', 100 - 1);
    data[100 - 1] = L'\0';
    {
        wchar_t dest[50] = L"";
        /* the length of data, not of dest */
        wcsncpy(dest, data, wcslen(data));
        dest[50 - 1] = L'\0';
        printWLine(dest);
    }
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    wchar_t *data;
    wchar_t dataBuffer[100];
    data = dataBuffer;
    wmemset(data, L'A', 50 - 1);
    data[50 - 1] = L'\0';
    {
        wchar_t dest[50] = L"";
        wcsncpy(dest, data, wcslen(data));
        dest[50 - 1] = L'\0';
        printWLine(dest);
    }
}

void CWE121_wcsncpy_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_wcsncpy_good();
#endif
#ifndef OMITBAD
    CWE121_wcsncpy_bad();
#endif
    return 0;
}

/* Juliet style: CWE-121 with wide strings: wcscpy of an L"" literal, wmemset, wcslen. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE121_wchar_wcscpy_bad(void)
{
    wchar_t *data;
    wchar_t dataBadBuffer[10];
    wchar_t dataGoodBuffer[10 + 1];
    wchar_t source[10 + 1] = L"AAAAAAAAAA";
    (void)dataGoodBuffer;
    data = dataBadBuffer;
    data[0] = L'\0';
    wcscpy(data, source);
    printWLine(data);
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    wchar_t *data;
    wchar_t dataGoodBuffer[10 + 1];
    wchar_t source[10 + 1];
    wmemset(source, L'A', 10);
    source[10] = L'\0';
    data = dataGoodBuffer;
    data[0] = L'\0';
    wcscpy(data, source);
    printIntLine((int)wcslen(data));
    printWLine(data);
}

void CWE121_wchar_wcscpy_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_wchar_wcscpy_good();
#endif
#ifndef OMITBAD
    CWE121_wchar_wcscpy_bad();
#endif
    return 0;
}

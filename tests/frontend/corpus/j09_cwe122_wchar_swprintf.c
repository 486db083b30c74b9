/* Juliet style: CWE-122, swprintf into a heap wide buffer with a count larger than the buffer. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE122_swprintf_bad(void)
{
    wchar_t *data;
    wchar_t source[100];
    data = (wchar_t *)malloc(50 * sizeof(wchar_t));
    if (data == NULL) { exit(-1); }
    data[0] = L'\0';
    wmemset(source, L'C', 100 - 1);
    source[100 - 1] = L'\0';
    swprintf(data, 100, L"%ls", source);
    printWLine(data);
    free(data);
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    wchar_t *data;
    wchar_t source[100];
    data = (wchar_t *)malloc(100 * sizeof(wchar_t));
    if (data == NULL) { exit(-1); }
    data[0] = L'\0';
    wmemset(source, L'C', 100 - 1);
    source[100 - 1] = L'\0';
    swprintf(data, 100, L"%ls", source);
    printWLine(data);
    free(data);
}

void CWE122_swprintf_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE122_swprintf_good();
#endif
#ifndef OMITBAD
    CWE122_swprintf_bad();
#endif
    return 0;
}

/* Juliet style: CWE-122 with a wide heap buffer filled by an explicit loop. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE122_wchar_loop_bad(void)
{
    wchar_t *data;
    data = (wchar_t *)malloc(50 * sizeof(wchar_t));
    if (data == NULL) { exit(-1); }
    data[0] = L'\0';
    {
        size_t i;
        wchar_t source[100];
        wmemset(source, L'C', 100 - 1);
        source[100 - 1] = L'\0';
        for (i = 0; i < 100; i++) {
            data[i] = source[i];
        }
        data[100 - 1] = L'\0';
        printWLine(data);
        free(data);
    }
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    wchar_t *data;
    data = (wchar_t *)malloc(100 * sizeof(wchar_t));
    if (data == NULL) { exit(-1); }
    data[0] = L'\0';
    {
        size_t i;
        wchar_t source[100];
        wmemset(source, L'C', 100 - 1);
        source[100 - 1] = L'\0';
        for (i = 0; i < 100; i++) {
            data[i] = source[i];
        }
        data[100 - 1] = L'\0';
        printWLine(data);
        free(data);
    }
}

void CWE122_wchar_loop_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE122_wchar_loop_good();
#endif
#ifndef OMITBAD
    CWE122_wchar_loop_bad();
#endif
    return 0;
}

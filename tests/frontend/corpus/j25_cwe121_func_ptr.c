/* Juliet style (flow variant 44): the sink is called through a function pointer. */
#include "std_testcase.h"

#ifndef OMITBAD
static void badSink(char *data)
{
    char source[100];
    memset(source, 'C', 100 - 1);
    source[100 - 1] = '\0';
    memcpy(data, source, 100 * sizeof(char));
    data[100 - 1] = '\0';
    printLine(data);
}

void CWE121_func_ptr_bad(void)
{
    char *data;
    void (*funcPtr)(char *) = badSink;
    char dataBadBuffer[50];
    data = dataBadBuffer;
    data[0] = '\0';
    funcPtr(data);
}
#endif

#ifndef OMITGOOD
static void goodG2BSink(char *data)
{
    char source[100];
    memset(source, 'C', 100 - 1);
    source[100 - 1] = '\0';
    memcpy(data, source, 100 * sizeof(char));
    data[100 - 1] = '\0';
    printLine(data);
}

static void goodG2B(void)
{
    char *data;
    void (*funcPtr)(char *) = &goodG2BSink;
    char dataGoodBuffer[100];
    data = dataGoodBuffer;
    data[0] = '\0';
    (*funcPtr)(data);
}

void CWE121_func_ptr_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_func_ptr_good();
#endif
#ifndef OMITBAD
    CWE121_func_ptr_bad();
#endif
    return 0;
}

/* Juliet style (flow variant 34): data passed through a union of two pointer views. */
#include "std_testcase.h"

typedef union {
    char *unionFirst;
    char *unionSecond;
} CWE121_unionType;

typedef union {
    int asInt;
    unsigned char bytes[sizeof(int)];
} intBytes;

#ifndef OMITBAD
void CWE121_union_bad(void)
{
    char *data;
    CWE121_unionType myUnion;
    char dataBadBuffer[10];
    data = dataBadBuffer;
    data[0] = '\0';
    myUnion.unionFirst = data;
    {
        char *sink = myUnion.unionSecond;
        char source[10 + 1] = "AAAAAAAAAA";
        strcpy(sink, source);
        printLine(sink);
    }
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    char *data;
    CWE121_unionType myUnion;
    char dataGoodBuffer[10 + 1];
    intBytes ib;
    unsigned i;
    data = dataGoodBuffer;
    data[0] = '\0';
    myUnion.unionFirst = data;
    {
        char *sink = myUnion.unionSecond;
        char source[10 + 1] = "AAAAAAAAAA";
        strcpy(sink, source);
        printLine(sink);
    }
    ib.asInt = 0x01020304;
    for (i = 0; i < sizeof(ib.bytes); i++) {
        printHexCharLine((char)ib.bytes[i]);
    }
}

void CWE121_union_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_union_good();
#endif
#ifndef OMITBAD
    CWE121_union_bad();
#endif
    return 0;
}

/* Juliet style: CWE-121, overflow of an array field inside a struct (into the next field). */
#include "std_testcase.h"

#define SRC_STR "0123456789abcdef0123456789abcde"

typedef struct _charVoid {
    char charFirst[16];
    void *voidSecond;
    void *voidThird;
} charVoid;

#ifndef OMITBAD
void CWE121_struct_bad(void)
{
    charVoid structCharVoid;
    structCharVoid.voidSecond = (void *)SRC_STR;
    printLine((char *)structCharVoid.voidSecond);
    /* sizeof the whole struct, not of the field */
    memcpy(structCharVoid.charFirst, SRC_STR, sizeof(structCharVoid));
    structCharVoid.charFirst[(sizeof(structCharVoid.charFirst) / sizeof(char)) - 1] = '\0';
    printLine((char *)structCharVoid.charFirst);
}
#endif

#ifndef OMITGOOD
static void good1(void)
{
    charVoid structCharVoid;
    structCharVoid.voidSecond = (void *)SRC_STR;
    printLine((char *)structCharVoid.voidSecond);
    memcpy(structCharVoid.charFirst, SRC_STR, sizeof(structCharVoid.charFirst));
    structCharVoid.charFirst[(sizeof(structCharVoid.charFirst) / sizeof(char)) - 1] = '\0';
    printLine((char *)structCharVoid.charFirst);
}

static void good2(void)
{
    twoIntsStruct pairs[4];
    twoIntsStruct *p = pairs;
    int i;
    for (i = 0; i < 4; i++) {
        p[i].intOne = i;
        (p + i)->intTwo = i * i;
    }
    printStructLine(&pairs[3]);
}

void CWE121_struct_good(void)
{
    good1();
    good2();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_struct_good();
#endif
#ifndef OMITBAD
    CWE121_struct_bad();
#endif
    return 0;
}

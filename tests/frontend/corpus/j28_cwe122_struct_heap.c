/* Juliet style: CWE-122, an array of structs on the heap, allocated one element short. */
#include "std_testcase.h"

static void copyStructs(twoIntsStruct *dest, const twoIntsStruct *src, size_t count)
{
    memcpy(dest, src, count * sizeof(twoIntsStruct));
}

#ifndef OMITBAD
void CWE122_struct_heap_bad(void)
{
    twoIntsStruct *data;
    data = (twoIntsStruct *)malloc(50 * sizeof(twoIntsStruct));
    if (data == NULL) { exit(-1); }
    {
        twoIntsStruct source[100];
        size_t i;
        for (i = 0; i < 100; i++) {
            source[i].intOne = 0;
            source[i].intTwo = 0;
        }
        copyStructs(data, source, 100);
        printStructLine(&data[0]);
        free(data);
    }
}
#endif

#ifndef OMITGOOD
static void goodG2B(void)
{
    twoIntsStruct *data;
    data = (twoIntsStruct *)malloc(100 * sizeof(twoIntsStruct));
    if (data == NULL) { exit(-1); }
    {
        twoIntsStruct source[100];
        size_t i;
        for (i = 0; i < 100; i++) {
            source[i].intOne = 0;
            source[i].intTwo = 0;
        }
        memcpy(data, source, 100 * sizeof(twoIntsStruct));
        printStructLine(&data[0]);
        free(data);
    }
}

void CWE122_struct_heap_good(void)
{
    goodG2B();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE122_struct_heap_good();
#endif
#ifndef OMITBAD
    CWE122_struct_heap_bad();
#endif
    return 0;
}

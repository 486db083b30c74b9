/* Juliet style: CWE-121 with an index read by fscanf from stdin. */
#include "std_testcase.h"

#ifndef OMITBAD
void CWE121_fscanf_bad(void)
{
    int data = -1;
    int buffer[10] = { 0 };
    if (fscanf(stdin, "%d", &data) != 1) {
        return;
    }
    if (data < 10) {
        /* no lower bound */
        buffer[data] = 1;
    }
    printIntLine(buffer[0]);
}
#endif

#ifndef OMITGOOD
static void goodB2G(void)
{
    int data = -1;
    int buffer[10] = { 0 };
    if (fscanf(stdin, "%d", &data) != 1) {
        return;
    }
    if (data >= 0 && data < 10) {
        buffer[data] = 1;
    }
    printIntLine(buffer[0]);
}

void CWE121_fscanf_good(void)
{
    goodB2G();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_fscanf_good();
#endif
#ifndef OMITBAD
    CWE121_fscanf_bad();
#endif
    return 0;
}

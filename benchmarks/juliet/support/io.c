/* Definitions for the support header: output helpers of the test cases. The scorer analyzes each
 * case together with this file (as Juliet's own harness links io.c). */
#include "std_testcase.h"

void printLine(const char *line)
{
    if (line != NULL) {
        printf("%s\n", line);
    }
}

void printWLine(const wchar_t *line)
{
    if (line != NULL) {
        printf("%ls\n", line);
    }
}

void printIntLine(int intNumber)
{
    printf("%d\n", intNumber);
}

void printLongLine(long longNumber)
{
    printf("%ld\n", longNumber);
}

void printStructLine(const twoIntsStruct *structTwoIntsStruct)
{
    printf("%d -- %d\n", structTwoIntsStruct->intOne, structTwoIntsStruct->intTwo);
}

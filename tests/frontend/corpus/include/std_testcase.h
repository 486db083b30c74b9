/* Our own minimal Juliet-style support header for the front-end corpus.
 * It only declares what the test cases use; nothing here is copied from NIST's suite. */
#ifndef STD_TESTCASE_H
#define STD_TESTCASE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <stddef.h>
#include <stdint.h>

#define CHAR_ARRAY_SIZE 50
#define INT_ARRAY_SIZE 10

typedef struct _twoIntsStruct {
    int intOne;
    int intTwo;
} twoIntsStruct;

/* Flags that make "always true/false" control flow opaque to simple analyses. */
extern const int GLOBAL_CONST_TRUE;
extern const int GLOBAL_CONST_FALSE;
extern const int GLOBAL_CONST_FIVE;
extern int globalTrue;
extern int globalFalse;
extern int globalFive;

int globalReturnsTrue(void);
int globalReturnsFalse(void);
int globalReturnsTrueOrFalse(void);

void printLine(const char *line);
void printWLine(const wchar_t *line);
void printIntLine(int intNumber);
void printUnsignedLine(unsigned unsignedNumber);
void printLongLine(long longNumber);
void printSizeTLine(size_t sizeTNumber);
void printHexCharLine(char charHex);
void printDoubleLine(double doubleNumber);
void printStructLine(const twoIntsStruct *structTwoIntsStruct);

#endif

/* Support header for absint's own Juliet-style test cases (benchmarks/juliet/cases).
 * Written for this project in the style of NIST's Juliet suite; not copied from it. */
#ifndef STD_TESTCASE_H
#define STD_TESTCASE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <stddef.h>
#include <stdint.h>

/* A 32-bit random value; verification runs replace it with -D 'RAND32()=VALUE'. */
#ifndef RAND32
#define RAND32() ((int)(((unsigned)rand() << 30) ^ ((unsigned)rand() << 15) ^ (unsigned)rand()))
#endif

typedef struct _twoIntsStruct {
    int intOne;
    int intTwo;
} twoIntsStruct;

void printLine(const char *line);
void printWLine(const wchar_t *line);
void printIntLine(int intNumber);
void printLongLine(long longNumber);
void printStructLine(const twoIntsStruct *structTwoIntsStruct);

/* Flags of the flow variants 09 to 14 (support/flags.c). */
extern const int GLOBAL_CONST_TRUE;
extern const int GLOBAL_CONST_FALSE;
extern const int GLOBAL_CONST_FIVE;
extern int globalTrue;
extern int globalFalse;
extern int globalFive;
int globalReturnsTrue(void);
int globalReturnsFalse(void);
int globalReturnsTrueOrFalse(void);

#endif

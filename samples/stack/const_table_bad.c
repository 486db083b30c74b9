/* A const table initialized from a string literal: its contents are the literal's. They were read
   as zeros (the initializer's copy skipped memory the program may not write), so the branch on
   NAME[k] == 'o' looked unreachable and the overflow behind it was missed. */
#include "absint.h"

static const char NAME[] = "hello";
static const char CODES[] = "\0\1\0\2";
/* 64 or more byte constants: one copy from a block of their bytes while initializing */
static const unsigned char ESCAPES[70] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0,
};
static int counts[4];

// run: value=4,0
// run: value=0,3
// run: value=0,0,60
int main(void)
{
    int k = __absint_range(0, 4);
    if (NAME[k] == 'o')
        counts[k] = 1;                          // expect: warning
    int j = __absint_range(0, 3);
    int code = CODES[j];                        // expect: safe
    if (code != 0)
        counts[code + 2] = 1;                   // expect: warning
    int c = __absint_range(0, 69);
    if (ESCAPES[c] != 0)
        counts[ESCAPES[c]] = 1;                 // expect: warning
    return counts[0];                           // expect: safe
}

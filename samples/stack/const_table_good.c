/* The twin of const_table_bad.c: the branches on the const tables' contents are reached, and
   their accesses stay in bounds. */
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
static int counts[5];

// run: value=4,3,60
int main(void)
{
    int k = __absint_range(0, 4);
    if (NAME[k] == 'o')
        counts[k] = 1;                          // expect: safe
    int j = __absint_range(0, 3);
    int code = CODES[j];                        // expect: safe
    if (code != 0)
        counts[code + 2] = 1;                   // expect: safe
    int c = __absint_range(0, 69);
    if (ESCAPES[c] != 0)
        counts[ESCAPES[c]] = 1;                 // expect: safe
    return counts[0];                           // expect: safe
}

/* The twin of const_table_bad.c: the branches on the const tables' contents are reached, and
   their accesses stay in bounds. */
#include "absint.h"

static const char NAME[] = "hello";
static const char CODES[] = "\0\1\0\2";
static int counts[5];

// run: value=4,3
int main(void)
{
    int k = __absint_range(0, 4);
    if (NAME[k] == 'o')
        counts[k] = 1;                          // expect: safe
    int j = __absint_range(0, 3);
    int code = CODES[j];                        // expect: safe
    if (code != 0)
        counts[code + 2] = 1;                   // expect: safe
    return counts[0];                           // expect: safe
}

/* A flag tested after the index it was computed from changed: through a pointer, and on one side
   of a branch. The flag says nothing about the new index. */
#include "absint.h"

static int table[16];

int main(void)
{
    int key = __absint_range(0, 15);
    int step = __absint_range(0, 1);
    int *p = &key;
    int valid = key >= 0 && key < 16;
    *p = key + 8;
    int r = 0;
    if (valid)
        r += table[key];                   // expect: warning
    int j = __absint_range(0, 40);
    int ok = j < 16;
    if (step)
        j = j + 1;
    if (ok)
        r += table[j];                     // expect: warning
    return r;
}
// run: value=12,0,3
// run: value=1,1,15

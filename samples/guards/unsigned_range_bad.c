/* The one-comparison range check of k + 1 instead of k (k == -1 passes), and one that keeps only
   the low byte of the index. */
#include "absint.h"

static int slots[32];

int main(void)
{
    int k = __absint_range(-100, 300);
    int r = 0;
    if ((unsigned)(k + 1) < 33u)
        r += slots[k];                     // expect: warning
    if ((unsigned char)k < 32)
        r += slots[k];                     // expect: warning
    return r;
}
// run: value=-1
// run: value=260

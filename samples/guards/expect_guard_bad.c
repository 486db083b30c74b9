/* The same hints around a guard that lets one index too many through: the hint changes nothing
   of what the test means. */
#include "absint.h"

#define unlikely(x) __builtin_expect(!!(x), 0)

static int table[8];

int main(void)
{
    int x = __absint_range(-20, 20);
    int r = 0;
    if (unlikely(x <= 8) && x >= 0)
        r += table[x];                     // expect: warning
    if (((x > 9) == 0) && x >= 1)
        r += table[x];                     // expect: warning
    return r;
}
// run: value=8
// run: value=9

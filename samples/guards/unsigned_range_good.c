/* One unsigned comparison as a two-sided range check: a negative int converts to a huge
   unsigned value, so `(unsigned)(c - '0') < 10` also says c - '0' >= 0. */
#include "absint.h"

static int digits[10];
static int slots[32];

int main(void)
{
    char c = (char)__absint_range(0, 127);
    int k = __absint_range(-100, 100);
    int r = 0;
    if ((unsigned)(c - '0') < 10)
        r += digits[c - '0'];              // expect: safe
    if ((unsigned)k < 32u)
        r += slots[k];                     // expect: safe
    return r;
}
// run: value=57,-1
// run: value=48,31
// run: value=47,32

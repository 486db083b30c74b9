/* A condition computed once, kept in a flag and tested later: as long as neither the flag nor
   the variables of the condition change in between, the test of the flag is the test of the
   condition. */
#include <stdbool.h>
#include "absint.h"

static int table[16];

static int lookup(int key, int fallback)
{
    bool valid = key >= 0 && key < 16;
    int in_low_half = key < 8;
    int r = fallback;
    if (!valid)
        return r;
    r += table[key];                       // expect: safe
    if (in_low_half != 0)
        r += table[key + 8];               // expect: safe
    return r;
}

int main(void)
{
    int key = __absint_range(-4, 40);
    int i = 0;
    int more = i < 16;
    int sum = 0;
    while (more) {                         /* the same condition stored before and in the loop */
        sum += table[i];                   // expect: safe
        i++;
        more = i < 16;
    }
    return lookup(key, sum);
}
// run: value=15
// run: value=-1
// run: value=16

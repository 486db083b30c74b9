/* Guards as real code writes them: the branch-prediction hint (__builtin_expect behind the usual
   likely/unlikely macros), a comparison compared with 0 or 1, and a cast to bool are the same
   test, and keep the same bound. */
#include <stdbool.h>
#include "absint.h"

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

static int table[8];

int main(void)
{
    int x = __absint_range(-20, 20);
    int r = 0;
    if (unlikely(x < 8) && likely(x >= 0))
        r += table[x];                     // expect: safe
    if (((x < 8) != 0) && x >= 0)
        r += table[x];                     // expect: safe
    if ((x >= 8) == 0 && (x < 0) == 0)
        r += table[x];                     // expect: safe
    if ((bool)(x >= 0) && (x < 8) == 1)
        r += table[x];                     // expect: safe
    if (unlikely(x >= 8 || x < 0))
        return r;
    return r + table[x];                   // expect: safe
}
// run: value=7
// run: value=-1
// run: value=8

/* The twin of small_table_good.c: idx[1] is 5, one past buf; rows[1] is b, of 5 elements. */
#include "absint.h"

// run: value=0
// run: value=1
int main(void)
{
    int buf[5];
    int idx[4] = {3, 5, 4, 6};
    int which = __absint_range(0, 1);
    buf[idx[2]] = 1;                            // expect: safe
    if (which == 0)
        buf[idx[1]] = 2;                        // expect: error

    int a[5], b[5], c[6];
    int *rows[3] = {a, b, c};
    rows[2][5] = 4;                             // expect: safe
    if (which == 1)
        rows[1][5] = 4;                         // expect: error
    return buf[4] + c[5];
}

/* The twin of ptr_with_counter_good.c: the backward walk takes one step too many, the strided walk
   makes one pair too many (its last first half still fits), the heap walk one step too many. */
#include <stdlib.h>
#include "absint.h"

// run: value=0
// run: value=1
// run: value=2
int main(void)
{
    int which = __absint_range(0, 2);
    int buf[6];
    int *p = &buf[5];
    int i;
    if (which == 0)
        for (i = 0; i < 7; i++) {
            *p = i;                             // expect: warning
            p--;
        }

    short pairs[13];
    short *q = pairs;
    if (which == 1)
        for (i = 0; i < 7; i++) {
            q[0] = 1;                           // expect: safe
            q[1] = 2;                           // expect: warning
            q += 2;
        }

    int *heap = malloc(8 * sizeof(int));
    if (!heap)
        return 1;
    int *r = heap;
    if (which == 2)
        for (i = 9; i > 0; i--)
            *r++ = i;                           // expect: warning
    free(heap);
    return 0;
}

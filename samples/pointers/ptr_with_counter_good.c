/* A pointer walked by a counter's loop: backwards from the last element, forwards with a
   stride, and through a heap block. The pointer and the counter move together (p + i stays
   constant), a relation the polyhedral prover gets from the loop head's affine hull. */
#include <stdlib.h>

int main(void)
{
    int buf[5];
    int *p = &buf[4];
    int i;
    for (i = 0; i < 5; i++) {
        *p = i;                                 // expect: safe
        p--;
    }

    short pairs[12];
    short *q = pairs;
    for (i = 0; i < 6; i++) {
        q[0] = 1;                               // expect: safe
        q[1] = 2;                               // expect: safe
        q += 2;
    }

    int *heap = malloc(8 * sizeof(int));
    if (!heap)
        return 1;
    int *r = heap;
    for (i = 8; i > 0; i--)
        *r++ = i;                               // expect: safe
    int sum = heap[7] + buf[0] + pairs[11];     // expect: safe
    free(heap);
    return sum;
}

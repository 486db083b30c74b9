/* qsort keeps the values of the array: one of them may be 100, one past the histogram. */
#include <stdio.h>
#include <stdlib.h>
#include "absint.h"

static int compare(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;   // expect: safe
    return (x > y) - (x < y);
}

int main(void)
{
    int v[8], hist[100] = { 0 };
    for (int i = 0; i < 8; i++)
        v[i] = __absint_range(0, 100);
    qsort(v, 8, sizeof v[0], compare);  // expect: safe
    hist[v[7]]++;                       // expect: warning
    printf("%d %d\n", v[0], hist[0]);
    return 0;
}
// run: value=5,100,3,7,1,2,9,4

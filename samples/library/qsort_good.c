/* qsort reorders the elements of the array it is given (C11 7.22.5.2): the values stay those
   the array held, so a sorted value still indexes the histogram. */
#include <stdio.h>
#include <stdlib.h>

static int compare(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;   // expect: safe
    return (x > y) - (x < y);
}

int main(void)
{
    int v[8], hist[100] = { 0 };
    for (int i = 0; i < 8; i++)
        v[i] = rand() % 100;
    qsort(v, 8, sizeof v[0], compare);  // expect: safe
    hist[v[0]]++;                       // expect: safe
    hist[v[7]]++;                       // expect: safe
    printf("%d %d\n", v[0], hist[v[7]]);
    return 0;
}

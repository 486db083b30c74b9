/* A malloc'd int array written with <= instead of <. */
#include <stdlib.h>

#define N 8

int main(void)
{
    int *p = (int *)malloc(N * sizeof(int));
    int i;
    if (p == NULL)
        return 1;
    for (i = 0; i <= N; i++) {
        p[i] = i;        // expect: error
    }
    free(p);
    return 0;
}

/* A malloc'd int array written and read in bounds. */
#include <stdlib.h>

#define N 8

int main(void)
{
    int *p = (int *)malloc(N * sizeof(int));
    int i, s = 0;
    if (p == NULL)
        return 1;
    for (i = 0; i < N; i++) {
        p[i] = i;        // expect: safe
    }
    for (i = N - 1; i >= 0; i--) {
        s += p[i];       // expect: safe
    }
    free(p);
    return s;
}

/* malloc(N * sizeof *p) allocates N elements. */
#include <stdlib.h>

#define N 10

int main(void)
{
    int *p = (int *)malloc(N * sizeof *p);
    int i;
    if (p == NULL)
        return 1;
    for (i = 0; i < N; i++) {
        p[i] = 0;        // expect: safe
    }
    free(p);
    return 0;
}

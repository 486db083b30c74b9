/* malloc(N) allocates N bytes, not N ints: p[2] already spans bytes 8..11 of the 10. */
#include <stdlib.h>

#define N 10

int main(void)
{
    int *p = (int *)malloc(N);
    int i;
    if (p == NULL)
        return 1;
    for (i = 0; i < N; i++) {
        p[i] = 0;        // expect: error
    }
    free(p);
    return 0;
}

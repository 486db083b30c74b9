/* A recursive walker called inside a loop: the recursion writes b[0..14] whatever the size of
   the block it is given (here 1 to 12 ints). The call in a loop must not hide that. */
#include <stdlib.h>

static void walk(int *b, int k, int lim)
{
    if (k >= lim)
        return;
    b[k] = k;   // expect: error
    walk(b, k + 1, lim);
}

int main(void)
{
    int n = rand() % 12;
    const int sz = n + 1;
    int *a = malloc(sz * sizeof(int));
    if (!a)
        return 0;
    for (int i = 0; i < sz; i++) {
        walk(a, 0, 15);
        a[i] = n;
    }
    free(a);
    return 0;
}

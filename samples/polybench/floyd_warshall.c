/* PolyBench-style Floyd-Warshall on an int matrix. All accesses are safe. */
#include <stdio.h>

#define N 40

static int path[N][N];

int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            path[i][j] = (i * j) % 7 + 1;              // expect: safe
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (path[i][k] + path[k][j] < path[i][j])   // expect: safe
                    path[i][j] = path[i][k] + path[k][j];   // expect: safe
    printf("%d\n", path[0][N - 1]);                   // expect: safe
    return 0;
}

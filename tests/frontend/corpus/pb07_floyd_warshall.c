/* PolyBench style: floyd-warshall on an int distance matrix. */
#include <stdio.h>

#define N 60

static int path[N][N];

static void init_array(int n)
{
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            path[i][j] = i * j % 7 + 1;
            if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0)
                path[i][j] = 999;
        }
}

static void kernel_floyd_warshall(int n)
{
    int i, j, k;
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
}

int main(void)
{
    init_array(N);
    kernel_floyd_warshall(N);
    printf("%d\n", path[0][N - 1]);
    return 0;
}

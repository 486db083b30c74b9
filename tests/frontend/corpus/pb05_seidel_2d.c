/* PolyBench style: seidel-2d, a nine-point in-place stencil. */
#include <stdio.h>

#define TSTEPS 4
#define N 40
#define SCALAR_VAL(x) x

static void kernel_seidel_2d(int tsteps, int n, double A[N][N])
{
    int t, i, j;
    for (t = 0; t <= tsteps - 1; t++)
        for (i = 1; i <= n - 2; i++)
            for (j = 1; j <= n - 2; j++)
                A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                           + A[i][j - 1] + A[i][j] + A[i][j + 1]
                           + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / SCALAR_VAL(9.0);
}

int main(void)
{
    static double A[N][N];
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = ((double)i * (j + 2) + 2) / N;
    kernel_seidel_2d(TSTEPS, N, A);
    printf("%f\n", A[1][1]);
    return 0;
}

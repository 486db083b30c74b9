/* PolyBench style: heat-3d, a 3-D stencil on two arrays. */
#include <stdio.h>

#define TSTEPS 5
#define N 12

static void kernel_heat_3d(int tsteps, int n, double A[N][N][N], double B[N][N][N])
{
    int t, i, j, k;
    for (t = 1; t <= tsteps; t++) {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                for (k = 1; k < n - 1; k++)
                    B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                               + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                               + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                               + A[i][j][k];
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                for (k = 1; k < n - 1; k++)
                    A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                               + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                               + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                               + B[i][j][k];
    }
}

int main(void)
{
    static double A[N][N][N], B[N][N][N];
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                A[i][j][k] = B[i][j][k] = (double)(i + j + (N - k)) * 10 / N;
    kernel_heat_3d(TSTEPS, N, A, B);
    printf("%f\n", A[1][1][1]);
    return 0;
}

/* PolyBench style: jacobi-2d, a five-point stencil iterated TSTEPS times. */
#include <stdio.h>

#define TSTEPS 10
#define N 30

static void init_array(int n, double A[N][N], double B[N][N])
{
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            A[i][j] = ((double)i * (j + 2) + 2) / n;
            B[i][j] = ((double)i * (j + 3) + 3) / n;
        }
}

static void kernel_jacobi_2d(int tsteps, int n, double A[N][N], double B[N][N])
{
    int t, i, j;
    for (t = 0; t < tsteps; t++) {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
    }
}

int main(void)
{
    static double A[N][N];
    static double B[N][N];
    init_array(N, A, B);
    kernel_jacobi_2d(TSTEPS, N, A, B);
    printf("%f\n", A[N / 2][N / 2]);
    return 0;
}

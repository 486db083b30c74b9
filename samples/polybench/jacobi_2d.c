/* PolyBench-style jacobi-2d: a five-point stencil on a 2-D interior. All accesses are safe. */
#include <stdio.h>

#define TSTEPS 8
#define N 32

static void kernel_jacobi_2d(int tsteps, int n, double A[N][N], double B[N][N])
{
    int t, i, j;
    for (t = 0; t < tsteps; t++) {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);  // expect: safe
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);  // expect: safe
    }
}

int main(void)
{
    static double A[N][N], B[N][N];
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            A[i][j] = ((double)i * (j + 2) + 2) / N;   // expect: safe
            B[i][j] = ((double)i * (j + 3) + 3) / N;   // expect: safe
        }
    kernel_jacobi_2d(TSTEPS, N, A, B);
    printf("%f\n", A[1][1]);                           // expect: safe
    return 0;
}

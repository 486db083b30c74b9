/* PolyBench style: trmm, triangular matrix multiply. */
#include <stdio.h>

#define M 20
#define N 30

static void kernel_trmm(int m, int n, double alpha, double A[M][M], double B[M][N])
{
    int i, j, k;
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++) {
            for (k = i + 1; k < m; k++)
                B[i][j] += A[k][i] * B[k][j];
            B[i][j] = alpha * B[i][j];
        }
}

int main(void)
{
    static double A[M][M], B[M][N];
    int i, j;
    for (i = 0; i < M; i++) {
        for (j = 0; j < i; j++)
            A[i][j] = (double)((i + j) % M) / M;
        A[i][i] = 1.0;
        for (j = 0; j < N; j++)
            B[i][j] = (double)((N + (i - j)) % N) / N;
    }
    kernel_trmm(M, N, 1.5, A, B);
    printf("%f\n", B[0][0]);
    return 0;
}

/* PolyBench style: lu decomposition with triangular loop bounds. */
#include <stdio.h>

#define N 40

static void init_array(int n, double A[N][N])
{
    int i, j;
    for (i = 0; i < n; i++) {
        for (j = 0; j <= i; j++)
            A[i][j] = (double)(-j % n) / n + 1;
        for (j = i + 1; j < n; j++)
            A[i][j] = 0;
        A[i][i] = 1;
    }
}

static void kernel_lu(int n, double A[N][N])
{
    int i, j, k;
    for (i = 0; i < n; i++) {
        for (j = 0; j < i; j++) {
            for (k = 0; k < j; k++)
                A[i][j] -= A[i][k] * A[k][j];
            A[i][j] /= A[j][j];
        }
        for (j = i; j < n; j++)
            for (k = 0; k < i; k++)
                A[i][j] -= A[i][k] * A[k][j];
    }
}

int main(void)
{
    static double A[N][N];
    init_array(N, A);
    kernel_lu(N, A);
    printf("%f\n", A[N - 1][N - 1]);
    return 0;
}

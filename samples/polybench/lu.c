/* PolyBench-style LU decomposition with triangular loop bounds. All accesses are safe. */
#include <stdio.h>

#define N 30

static double A[N][N];

static void kernel_lu(int n)
{
    int i, j, k;
    for (i = 0; i < n; i++) {
        for (j = 0; j < i; j++) {
            for (k = 0; k < j; k++)
                A[i][j] -= A[i][k] * A[k][j];     // expect: safe
            A[i][j] /= A[j][j];                   // expect: safe
        }
        for (j = i; j < n; j++)
            for (k = 0; k < i; k++)
                A[i][j] -= A[i][k] * A[k][j];     // expect: safe
    }
}

int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) {
        for (j = 0; j <= i; j++)
            A[i][j] = (double)(-j % N) / N + 1;   // expect: safe
        for (j = i + 1; j < N; j++)
            A[i][j] = 0;                          // expect: safe
        A[i][i] = 1;                              // expect: safe
    }
    kernel_lu(N);
    printf("%f\n", A[N - 1][N - 1]);              // expect: safe
    return 0;
}

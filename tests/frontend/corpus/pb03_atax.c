/* PolyBench style: atax, y := A^T (A x). */
#include <stdio.h>

#define M 38
#define N 42

static double A[M][N];
static double x[N];
static double y[N];
static double tmp[M];

static void init_array(int m, int n)
{
    int i, j;
    double fn = (double)n;
    for (i = 0; i < n; i++)
        x[i] = 1 + (i / fn);
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++)
            A[i][j] = (double)((i + j) % n) / (5 * m);
}

static void kernel_atax(int m, int n)
{
    int i, j;
    for (i = 0; i < n; i++)
        y[i] = 0;
    for (i = 0; i < m; i++) {
        tmp[i] = 0.0;
        for (j = 0; j < n; j++)
            tmp[i] = tmp[i] + A[i][j] * x[j];
        for (j = 0; j < n; j++)
            y[j] = y[j] + A[i][j] * tmp[i];
    }
}

int main(void)
{
    int i;
    init_array(M, N);
    kernel_atax(M, N);
    for (i = 0; i < N; i++)
        printf("%0.2f ", y[i]);
    printf("\n");
    return 0;
}

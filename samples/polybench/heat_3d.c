/* PolyBench-style heat-3d: a 3-D stencil on the interior of two arrays. All accesses are safe. */
#include <stdio.h>

#define TSTEPS 3
#define N 10

static double A[N][N][N], B[N][N][N];

int main(void)
{
    int t, i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                A[i][j][k] = B[i][j][k] = (double)(i + j + (N - k)) * 10 / N;   // expect: safe
    for (t = 1; t <= TSTEPS; t++) {
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                for (k = 1; k < N - 1; k++)
                    B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                               + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                               + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                               + A[i][j][k];
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                for (k = 1; k < N - 1; k++)
                    A[i][j][k] = B[i][j][k];                       // expect: safe
    }
    printf("%f\n", A[1][1][1]);                                    // expect: safe
    return 0;
}

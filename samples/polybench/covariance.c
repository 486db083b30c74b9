/* PolyBench-style covariance with float data and symmetric writes. All accesses are safe. */
#include <stdio.h>

#define M 24
#define N 28

static double data[N][M], cov[M][M], mean[M];

int main(void)
{
    int i, j, k;
    double float_n = (double)N;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            data[i][j] = ((double)i * j) / M;              // expect: safe
    for (j = 0; j < M; j++) {
        mean[j] = 0.0;                                     // expect: safe
        for (i = 0; i < N; i++)
            mean[j] += data[i][j];                         // expect: safe
        mean[j] /= float_n;                                // expect: safe
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            data[i][j] -= mean[j];                         // expect: safe
    for (i = 0; i < M; i++)
        for (j = i; j < M; j++) {
            cov[i][j] = 0.0;                               // expect: safe
            for (k = 0; k < N; k++)
                cov[i][j] += data[k][i] * data[k][j];      // expect: safe
            cov[i][j] /= (float_n - 1.0);                  // expect: safe
            cov[j][i] = cov[i][j];                         // expect: safe
        }
    printf("%f\n", cov[0][M - 1]);                         // expect: safe
    return 0;
}

/* PolyBench style: covariance and correlation (math.h sqrt), float data. */
#include <stdio.h>
#include <math.h>

#define M 28
#define N 32

static void kernel_correlation(int m, int n, double float_n, double data[N][M],
                               double corr[M][M], double mean[M], double stddev[M])
{
    int i, j, k;
    double eps = 0.1;
    for (j = 0; j < m; j++) {
        mean[j] = 0.0;
        for (i = 0; i < n; i++)
            mean[j] += data[i][j];
        mean[j] /= float_n;
    }
    for (j = 0; j < m; j++) {
        stddev[j] = 0.0;
        for (i = 0; i < n; i++)
            stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
        stddev[j] /= float_n;
        stddev[j] = sqrt(stddev[j]);
        stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
    }
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            data[i][j] -= mean[j];
            data[i][j] /= sqrt(float_n) * stddev[j];
        }
    for (i = 0; i < m - 1; i++) {
        corr[i][i] = 1.0;
        for (j = i + 1; j < m; j++) {
            corr[i][j] = 0.0;
            for (k = 0; k < n; k++)
                corr[i][j] += (data[k][i] * data[k][j]);
            corr[j][i] = corr[i][j];
        }
    }
    corr[m - 1][m - 1] = 1.0;
}

int main(void)
{
    static double data[N][M], corr[M][M], mean[M], stddev[M];
    float scale = 1.0f / 3.0f;
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            data[i][j] = (double)(i * j) / M + i * scale;
    kernel_correlation(M, N, (double)N, data, corr, mean, stddev);
    printf("%f %f\n", corr[0][M - 1], fabs(mean[0]));
    return 0;
}

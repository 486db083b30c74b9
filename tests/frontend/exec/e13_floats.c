/* Floating point: PolyBench-like 2-D double kernel, float/double mixing, int <-> float casts. */
#define N 6
static double A[N][N], B[N][N], C[N][N];
long long run(void) {
    int i, j, k;
    float f = 1.5f;
    double alpha = 1.25, beta = -0.5;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % N) / N;
            B[i][j] = (double)(i + 2 * j) / (N + 1);
            C[i][j] = 0.5 * i - j;
        }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            C[i][j] *= beta;
            for (k = 0; k < N; k++)
                C[i][j] += alpha * A[i][k] * B[k][j];
        }
    double s = 0;
    for (i = 0; i < N; i++) s += C[i][N - 1 - i];
    f = f * 3.0f + (float)s;
    int trunc_neg = (int)-2.75;
    unsigned u = (unsigned)7.9;
    return (long long)(s * 1000000.0) + (long long)(f * 1000) + trunc_neg * 10 + u + (s > 0.0) + (f != f);
}

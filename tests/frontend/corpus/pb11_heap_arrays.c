/* PolyBench style with heap arrays: POLYBENCH_ALLOC-like malloc of 2-D arrays via array pointers. */
#include <stdio.h>
#include <stdlib.h>

#define N 50
#define ALLOC_2D(n1, n2) malloc(sizeof(double) * (size_t)(n1) * (size_t)(n2))

static void kernel_syrk(int n, double alpha, double beta, double (*C)[N], double (*A)[N])
{
    int i, j, k;
    for (i = 0; i < n; i++) {
        for (j = 0; j <= i; j++)
            C[i][j] *= beta;
        for (k = 0; k < n; k++)
            for (j = 0; j <= i; j++)
                C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

int main(void)
{
    double (*A)[N] = (double (*)[N])ALLOC_2D(N, N);
    double (*C)[N] = (double (*)[N])ALLOC_2D(N, N);
    int i, j;
    if (A == NULL || C == NULL) {
        free(A);
        free(C);
        return 1;
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % N) / N;
            C[i][j] = (double)((i * j + 2) % N) / N;
        }
    kernel_syrk(N, 1.5, 1.2, C, A);
    printf("%f\n", C[N - 1][0]);
    free(A);
    free(C);
    return 0;
}

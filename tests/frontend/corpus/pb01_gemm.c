/* PolyBench style: gemm, C := alpha*A*B + beta*C. */
#include <stdio.h>

#ifndef NI
#define NI 20
#define NJ 25
#define NK 30
#endif
#define DATA_TYPE double

static void init_array(int ni, int nj, int nk, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ])
{
    int i, j;
    *alpha = 1.5;
    *beta = 1.2;
    for (i = 0; i < ni; i++)
        for (j = 0; j < nj; j++)
            C[i][j] = (DATA_TYPE)((i * j + 1) % ni) / ni;
    for (i = 0; i < ni; i++)
        for (j = 0; j < nk; j++)
            A[i][j] = (DATA_TYPE)(i * (j + 1) % nk) / nk;
    for (i = 0; i < nk; i++)
        for (j = 0; j < nj; j++)
            B[i][j] = (DATA_TYPE)(i * (j + 2) % nj) / nj;
}

static void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                        DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ])
{
    int i, j, k;
    for (i = 0; i < ni; i++) {
        for (j = 0; j < nj; j++)
            C[i][j] *= beta;
        for (k = 0; k < nk; k++)
            for (j = 0; j < nj; j++)
                C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

static void print_array(int ni, int nj, DATA_TYPE C[NI][NJ])
{
    int i, j;
    for (i = 0; i < ni; i++)
        for (j = 0; j < nj; j++)
            fprintf(stderr, "%0.2lf ", C[i][j]);
    fprintf(stderr, "\n");
}

static DATA_TYPE C[NI][NJ];
static DATA_TYPE A[NI][NK];
static DATA_TYPE B[NK][NJ];

int main(void)
{
    DATA_TYPE alpha, beta;
    init_array(NI, NJ, NK, &alpha, &beta, C, A, B);
    kernel_gemm(NI, NJ, NK, alpha, beta, C, A, B);
    print_array(NI, NJ, C);
    return 0;
}

/* PolyBench-style gemm: C := alpha*A*B + beta*C with constant sizes. All accesses are safe. */
#include <stdio.h>

#define NI 20
#define NJ 24
#define NK 28

static double A[NI][NK], B[NK][NJ], C[NI][NJ];

static void init_array(void)
{
    int i, j;
    for (i = 0; i < NI; i++)
        for (j = 0; j < NK; j++)
            A[i][j] = (double)((i * j + 1) % NK) / NK;     // expect: safe
    for (i = 0; i < NK; i++)
        for (j = 0; j < NJ; j++)
            B[i][j] = (double)(i * (j + 1) % NJ) / NJ;     // expect: safe
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++)
            C[i][j] = (double)((i * j + 2) % NJ) / NJ;     // expect: safe
}

static void kernel_gemm(double alpha, double beta)
{
    int i, j, k;
    for (i = 0; i < NI; i++) {
        for (j = 0; j < NJ; j++)
            C[i][j] *= beta;                               // expect: safe
        for (k = 0; k < NK; k++)
            for (j = 0; j < NJ; j++)
                C[i][j] += alpha * A[i][k] * B[k][j];      // expect: safe
    }
}

int main(void)
{
    init_array();
    kernel_gemm(1.5, 1.2);
    printf("%f\n", C[NI - 1][NJ - 1]);                     // expect: safe
    return 0;
}

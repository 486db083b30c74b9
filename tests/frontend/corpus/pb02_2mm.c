/* PolyBench style: 2mm, D := alpha*A*B*C + beta*D, with a temporary. */
#include <stdio.h>

#define NI 16
#define NJ 18
#define NK 22
#define NL 24

static void kernel_2mm(int ni, int nj, int nk, int nl, double alpha, double beta,
                       double tmp[NI][NJ], double A[NI][NK], double B[NK][NJ],
                       double C[NJ][NL], double D[NI][NL])
{
    int i, j, k;
    for (i = 0; i < ni; i++)
        for (j = 0; j < nj; j++) {
            tmp[i][j] = 0.0;
            for (k = 0; k < nk; ++k)
                tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
    for (i = 0; i < ni; i++)
        for (j = 0; j < nl; j++) {
            D[i][j] *= beta;
            for (k = 0; k < nj; ++k)
                D[i][j] += tmp[i][k] * C[k][j];
        }
}

int main(void)
{
    static double tmp[NI][NJ], A[NI][NK], B[NK][NJ], C[NJ][NL], D[NI][NL];
    int i, j;
    for (i = 0; i < NI; i++)
        for (j = 0; j < NK; j++)
            A[i][j] = (double)((i * j + 1) % NI) / NI;
    for (i = 0; i < NK; i++)
        for (j = 0; j < NJ; j++)
            B[i][j] = (double)(i * (j + 1) % NJ) / NJ;
    for (i = 0; i < NJ; i++)
        for (j = 0; j < NL; j++)
            C[i][j] = (double)((i * (j + 3) + 1) % NL) / NL;
    for (i = 0; i < NI; i++)
        for (j = 0; j < NL; j++)
            D[i][j] = (double)(i * (j + 2) % NK) / NK;
    kernel_2mm(NI, NJ, NK, NL, 1.5, 1.2, tmp, A, B, C, D);
    printf("%f\n", D[NI - 1][NL - 1]);
    return 0;
}

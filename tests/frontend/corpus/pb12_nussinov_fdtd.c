/* PolyBench style: fdtd-2d (finite differences on three fields) with an fict_ input vector. */
#include <stdio.h>

#define TMAX 6
#define NX 24
#define NY 28

static double ex[NX][NY];
static double ey[NX][NY];
static double hz[NX][NY];
static double fict[TMAX];

static void kernel_fdtd_2d(int tmax, int nx, int ny)
{
    int t, i, j;
    for (t = 0; t < tmax; t++) {
        for (j = 0; j < ny; j++)
            ey[0][j] = fict[t];
        for (i = 1; i < nx; i++)
            for (j = 0; j < ny; j++)
                ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
        for (i = 0; i < nx; i++)
            for (j = 1; j < ny; j++)
                ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
        for (i = 0; i < nx - 1; i++)
            for (j = 0; j < ny - 1; j++)
                hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
    }
}

int main(void)
{
    int i, j;
    for (i = 0; i < TMAX; i++)
        fict[i] = (double)i;
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++) {
            ex[i][j] = ((double)i * (j + 1)) / NX;
            ey[i][j] = ((double)i * (j + 2)) / NY;
            hz[i][j] = ((double)i * (j + 3)) / NX;
        }
    kernel_fdtd_2d(TMAX, NX, NY);
    printf("%f\n", hz[1][1]);
    return 0;
}

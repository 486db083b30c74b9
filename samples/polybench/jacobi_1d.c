/* PolyBench-style jacobi-1d: a three-point stencil on the interior. All accesses are safe. */
#include <stdio.h>

#define TSTEPS 20
#define N 100

int main(void)
{
    static double A[N], B[N];
    int t, i;
    for (i = 0; i < N; i++) {
        A[i] = ((double)i + 2) / N;                          // expect: safe
        B[i] = ((double)i + 3) / N;                          // expect: safe
    }
    for (t = 0; t < TSTEPS; t++) {
        for (i = 1; i < N - 1; i++)
            B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);   // expect: safe
        for (i = 1; i < N - 1; i++)
            A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);   // expect: safe
    }
    printf("%f\n", A[N / 2]);                                // expect: safe
    return 0;
}

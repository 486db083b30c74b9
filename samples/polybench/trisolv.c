/* PolyBench-style trisolv: forward substitution L x = b. All accesses are safe. */
#include <stdio.h>

#define N 50

int main(void)
{
    static double L[N][N], x[N], b[N];
    int i, j;
    for (i = 0; i < N; i++) {
        x[i] = -999;                                 // expect: safe
        b[i] = i;                                    // expect: safe
        for (j = 0; j <= i; j++)
            L[i][j] = (double)(i + N - j + 1) * 2 / N;   // expect: safe
    }
    for (i = 0; i < N; i++) {
        x[i] = b[i];                                 // expect: safe
        for (j = 0; j < i; j++)
            x[i] -= L[i][j] * x[j];                  // expect: safe
        x[i] = x[i] / L[i][i];                       // expect: safe
    }
    printf("%f\n", x[N - 1]);                        // expect: safe
    return 0;
}

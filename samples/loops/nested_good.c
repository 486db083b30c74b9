/* Nested loops, rectangular and triangular, all within bounds. */
#define N 9

int main(void)
{
    int t[N][N];
    int i, j, s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            t[i][j] = i - j;     // expect: safe
    for (i = 1; i < N; i++)
        for (j = 0; j < i; j++)
            s += t[i][j - 0] * t[j][i];  // expect: safe
    return s;
}

/* Arrays, nested loops, 2-D arrays, sorting. */
#define N 8
static int data[N] = { 5, 3, 9, 1, 7, 2, 8, 6 };
long long run(void) {
    int i, j, t;
    int m[3][4];
    long long acc = 0;
    for (i = 0; i < N - 1; i++)
        for (j = 0; j < N - 1 - i; j++)
            if (data[j] > data[j + 1]) { t = data[j]; data[j] = data[j + 1]; data[j + 1] = t; }
    for (i = 0; i < N; i++) acc = acc * 10 + data[i];
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            m[i][j] = i * 4 + j;
    for (i = 0; i < 3; i++) acc += m[i][3 - i] * (i + 1);
    int pre[N + 1];
    pre[0] = 0;
    for (i = 0; i < N; i++) pre[i + 1] = pre[i] + data[i];
    return acc * 100 + pre[N];
}

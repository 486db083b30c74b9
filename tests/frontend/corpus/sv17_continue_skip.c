/* SV-COMP style: continue/break inside nested loops. */
extern int __VERIFIER_nondet_int(void);

#define N 30

int main(void)
{
    int a[N][N];
    int i, j, found = 0;
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++) {
            if ((i + j) % 3 == 0) {
                a[i][j] = 0;
                continue;
            }
            a[i][j] = __VERIFIER_nondet_int();
        }
    }
    for (i = 0; i < N && !found; i++) {
        for (j = 0; j < N; j++) {
            if (a[i][j] == 42) {
                found = 1;
                break;
            }
        }
    }
    return found;
}

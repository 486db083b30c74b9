/* Loops with constant bounds: forward, backward and strided. */
#define N 10

int main(void)
{
    int a[N];
    int i, s = 0;
    for (i = 0; i < N; i++)
        a[i] = i;         // expect: safe
    for (i = N - 1; i >= 0; i--)
        s += a[i];        // expect: safe
    for (i = 0; i < N; i += 3)
        s -= a[i];        // expect: safe
    return s;
}

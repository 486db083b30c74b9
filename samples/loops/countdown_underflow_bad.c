/* A countdown that runs one step too far and reads a[-1]. */
#define N 10

int main(void)
{
    int a[N] = { 0 };
    int i, s = 0;
    for (i = N - 1; i >= -1; i--) {
        s += a[i];    // expect: error
    }
    return s;
}

/* The classic off-by-one: <= on the array length. */
#define N 10

int main(void)
{
    int a[N];
    int i;
    for (i = 0; i <= N; i++) {
        a[i] = 0;     // expect: error
    }
    return a[0];
}

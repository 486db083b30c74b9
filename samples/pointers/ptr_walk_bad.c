/* A pointer walk with <= on the one-past-the-end pointer dereferences it. */
#define N 16

int main(void)
{
    long a[N];
    long *p;
    for (p = a; p <= a + N; p++) {
        *p = 0;       // expect: error
    }
    return (int)a[0];
}

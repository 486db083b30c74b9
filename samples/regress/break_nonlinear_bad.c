/* A loop left by a break the Pentagon cannot follow (i * i >= 121): it stops only at i == 11, so
   a[10] is written. The abstract range [0, 99] alone proves nothing; a concrete run confirms it. */
#define N 10

int main(void)
{
    int a[N];
    int i;
    for (i = 0; i < 100; i++) {
        if (i * i >= 121)
            break;
        a[i] = i;     // expect: error
    }
    return a[0];
}

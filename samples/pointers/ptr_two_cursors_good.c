/* Reverse an array in place with two pointers moving toward each other. */
#define N 11

int main(void)
{
    int a[N];
    int *lo, *hi, i;
    for (i = 0; i < N; i++)
        a[i] = i;               // expect: safe
    lo = a;
    hi = a + N - 1;
    while (lo < hi) {
        int t = *lo;            // expect: safe
        *lo = *hi;              // expect: safe
        *hi = t;                // expect: safe
        lo++;
        hi--;
    }
    return a[0];
}

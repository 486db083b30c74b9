/* A while loop and a do-while loop, both bounded by the array length. */
#define N 12

int main(void)
{
    char a[N];
    int i = 0;
    while (i < N) {
        a[i] = 'a';   // expect: safe
        i++;
    }
    i = N;
    do {
        i--;
        a[i] = 'b';   // expect: safe
    } while (i > 0);
    return a[0];
}

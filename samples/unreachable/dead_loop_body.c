/* A loop whose condition is false on entry: its body never runs. */
int main(void)
{
    int a[5] = { 0 };
    int i;
    for (i = 10; i < 5; i++) {
        a[i] = i;       // expect: unreachable
    }
    a[4] = 1;           // expect: safe
    return a[4];
}

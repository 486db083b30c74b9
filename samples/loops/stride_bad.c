/* A stride-2 loop whose last step lands exactly on the length. */
int main(void)
{
    short a[10];
    int i;
    for (i = 0; i < 11; i += 2) {
        a[i] = 1;     // expect: error
    }
    return a[0];
}

/* A pointer advanced into the array, then indexed past its end. */
int main(void)
{
    int a[10] = { 0 };
    int *p = a + 8;
    p[1] = 1;     // expect: safe
    p[2] = 2;     // expect: error
    return a[9];
}

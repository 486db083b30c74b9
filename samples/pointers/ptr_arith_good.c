/* Pointer arithmetic that stays inside the array, including one-past-the-end as a bound. */
int main(void)
{
    int a[10] = { 0 };
    int *p = a + 8;
    int *end = a + 10;
    int *q;
    p[1] = 1;             // expect: safe
    *(p - 8) = 2;         // expect: safe
    for (q = a; q < end; q++)
        *q += 1;          // expect: safe
    return a[9];
}

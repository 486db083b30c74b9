/* Constant indices inside a stack array, first and last element. */
int main(void)
{
    int a[10];
    a[0] = 1;  // expect: safe
    a[9] = 2;  // expect: safe
    return a[0] + a[9];  // expect: safe
}

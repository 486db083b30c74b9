/* A constant index one past the end of a stack array. */
int main(void)
{
    int a[10];
    a[0] = 1;   // expect: safe
    a[9] = 2;   // expect: safe
    a[10] = 3;  // expect: error
    return a[0];
}

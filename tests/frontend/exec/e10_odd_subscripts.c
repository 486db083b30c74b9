/* i[a] subscripts with side effects; constant conditions in static initializers. */
int a[5] = {1,2,3,4,5};
static int *p = 1 ? &a[1] : &a[2];
static int q = 2 && 3;
long long run(void) { int i = 2; int *r = a; return i[a] + 3[a] + (i++)[r] * 10 + i + *p * 100 + q * 1000; }

/* A length flows through two calls and is off by one at the bottom. */
#include <stdlib.h>

static void put_all(double *v, int n)
{
    int i;
    for (i = 0; i <= n; i++)
        v[i] = 0.5 * i;    // expect: error
}

static double *make_vector(int n)
{
    double *v = (double *)malloc((size_t)n * sizeof(double));
    if (v != NULL)
        put_all(v, n);
    return v;
}

int main(void)
{
    double *v = make_vector(5);
    free(v);
    return 0;
}

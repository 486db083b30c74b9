/* calloc(n, sizeof(double)) walked backwards from n - 1. All accesses are safe. */
#include <stdlib.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 4096);
    double *v = (double *)calloc((size_t)n, sizeof(double));
    int i;
    if (v == NULL)
        return 1;
    for (i = n - 1; i >= 0; i--)
        v[i] = 1.0 / (i + 1);    // expect: safe
    free(v);
    return 0;
}
// run: value=77

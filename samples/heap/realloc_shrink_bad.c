/* After realloc shrinks a block, an index valid for the old size is out of bounds. */
#include <stdlib.h>

int main(void)
{
    double *v = (double *)malloc(16 * sizeof(double));
    double *w;
    if (v == NULL)
        return 1;
    v[15] = 1.0;                              // expect: safe
    w = (double *)realloc(v, 4 * sizeof(double));
    if (w == NULL) {
        free(v);
        return 1;
    }
    w[15] = 2.0;                              // expect: error
    free(w);
    return 0;
}

/* A block grown by realloc may be used up to its new size. */
#include <stdlib.h>

int main(void)
{
    double *v = (double *)malloc(4 * sizeof(double));
    double *w;
    int i;
    if (v == NULL)
        return 1;
    v[3] = 1.0;                               // expect: safe
    w = (double *)realloc(v, 16 * sizeof(double));
    if (w == NULL) {
        free(v);
        return 1;
    }
    for (i = 4; i < 16; i++)
        w[i] = (double)i;                     // expect: safe
    free(w);
    return 0;
}

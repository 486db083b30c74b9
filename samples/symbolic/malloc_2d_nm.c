/* An n-by-m matrix in one heap block, indexed as i*m + j. All accesses are safe. */
#include <stdlib.h>
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 300);
    int m = __absint_range(1, 300);
    float *g = (float *)malloc((size_t)n * (size_t)m * sizeof(float));
    int i, j;
    if (g == NULL)
        return 1;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            g[i * m + j] = 0.0f;   // expect: safe
    free(g);
    return 0;
}
// run: value=13,29

/* A block written at a known place on one path (a cell: m[0] = 7) and at a varying place on the
   other (its summary: m[k] = 0): where the paths meet, m[0] may be 7 on the first, so buf[m[0]]
   may overflow. The cell's value goes into the summary when the two are aligned; it must not be
   lost because the summary had never been written on that path. */
#include <stdlib.h>
#include "absint.h"

// run: value=1
int main(void)
{
    int buf[5] = {0};
    int *m = malloc(2 * sizeof(int));
    if (!m)
        return 1;
    if (__absint_range(0, 1))
        m[0] = 7;                               // expect: safe
    else {
        int k = __absint_range(0, 1);
        m[k] = 0;                               // expect: safe
        m[1 - k] = 0;                           // expect: safe
    }
    int v = buf[m[0]];                          // expect: warning
    free(m);
    return v;
}

/* A mirrored copy written to the wrong half: a[i + n] is past the end for every i in [0, n).
   The Pentagon sees a range [1, 1999] against n in [1, 1000] (a warning); the polyhedral
   prover sees that no state fits and reports an error with a witness. */
#include "absint.h"

int main(void)
{
    int n = __absint_range(1, 1000);
    int a[n];
    int i;
    for (i = 0; i < n; i++)
        a[i] = i;
    for (i = 0; i < n; i++)
        a[i + n] = a[n - 1 - i];   // expect: error
    return a[0];
}
// run: value=6

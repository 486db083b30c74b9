/* SV-COMP memsafety style: a heap array of symbolic size, filled and read back. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int n = __VERIFIER_nondet_int();
    int *p;
    int i;
    if (n < 1 || n > 4096) {
        return 0;
    }
    p = (int *)malloc(sizeof(int) * (size_t)n);
    if (!p) {
        return 1;
    }
    for (i = 0; i < n; i++) {
        p[i] = __VERIFIER_nondet_int();
    }
    i = 0;
    while (i < n && p[i] != 0) {
        i++;
    }
    free(p);
    return 0;
}

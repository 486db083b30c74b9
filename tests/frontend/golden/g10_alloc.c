// Allocation functions are plain calls (the engine models them) with no sites; free too.
#include <stdlib.h>
#include <alloca.h>
int *mk(int n) {
    int *p = malloc(n * sizeof(int));
    char *t = alloca(16);
    t[0] = 1;
    p[0] = t[0];
    p = realloc(p, 2 * n * sizeof(int));
    free(p);
    return calloc(n, sizeof(int));
}
// CHECK: = call malloc(%
// CHECK: = call alloca(16:u64)
// CHECK: write pointer t
// CHECK: = call realloc(%
// CHECK: call free(%
// CHECK: = call calloc(%

/* `avx2` kernel: placeholder delegating to tiled until the 256-bit version lands. */
#include "closure_internal.h"
int absint_closure_avx2_kernel(uint64_t *a, size_t n, size_t stride, const absint_closure_tuning *t) {
    return absint_closure_tiled_kernel(a, n, stride, t);
}

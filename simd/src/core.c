#include "absint_simd.h"

int absint_abi_version(void) { return 1; }

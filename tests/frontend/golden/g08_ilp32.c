// MACHINE: ilp32
// ilp32: int, long and pointers are 32-bit; size_t is unsigned 32-bit; wchar_t stays 32-bit.
#include <stddef.h>
struct s { char c; long long ll; double d; void *p; };
long f(long x, size_t n, wchar_t w) {
    char *q = 0;
    return x + (long)n + w + (long)sizeof(struct s) + (long)sizeof(long) + (long)sizeof(q);
}
// CHECK: ; machine ilp32
// CHECK: func f(x: i32, n: u32, w: i32) -> i32
// CHECK: 24:i32
// CHECK: 4:i32
// CHECK: 4:i32

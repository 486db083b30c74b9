// Control flow: guards are Assume statements heading the successors; && is short-circuit.
int k(int a, int b) {
    int r = 0;
    if (a > 0 && b < 3)
        r = 1;
    switch (b) {
    case 1: r += 2; break;
    case 4: r += 3;
    default: r -= 1;
    }
    do { r++; } while (r < 10);
    r = a ? b : -b;
    if (r == 5) goto out;
    r = (a, b);
out:
    return r;
}
// CHECK: assume a > 0:i32
// CHECK: assume b < 3:i32
// CHECK: assume !(b < 3:i32)
// CHECK: assume b == 1:i32
// CHECK: assume b == 4:i32
// CHECK: assume !(b == 1:i32)
// CHECK: assume !(b == 4:i32)
// CHECK: assume r < 10:i32
// CHECK: assume a
// CHECK: assume !(a)
// CHECK: assume r == 5:i32

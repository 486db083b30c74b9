// Integer semantics are explicit: promotions, usual arithmetic conversions, truncation on store.
unsigned int u(unsigned int x, int i, unsigned char c, long l, short s) {
    unsigned int r = x + i;
    int p = c + c;
    long q = l * i;
    s = s + 1;
    return r + p + q + (c < i);
}
// CHECK: func u(x: u32, i: i32, c: u8, l: i64, s: i16) -> u32
// CHECK: (u32) i
// CHECK: x + %
// CHECK: (i32) c
// CHECK: (i64) i
// CHECK: l * %
// CHECK: (i32) s
// CHECK: + 1:i32
// CHECK: = (i16) %
// CHECK: s = %

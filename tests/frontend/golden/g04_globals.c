// Globals: scalars never address-taken are "@" Vars; arrays, structs and address-taken scalars
// are zero-filled blocks; initializers run in Program.init; literals are read-only blocks.
#include <stddef.h>
int count;
int limit = 7;
int taken = 2;
int *ptr = &taken;
char name[8] = "abc";
wchar_t wide[] = L"xy";
double ratio = 0.5;
int table[3] = { 1, 2 };
int main(void) { return count + limit + name[0] + (int)wide[1]; }
// CHECK: global @count: i32
// CHECK: global @limit: i32
// CHECK: global @ptr: ptr<4>
// CHECK: global @ratio: f64
// CHECK: block name: global 8 bytes = 8 x 1 char zero
// CHECK: block str.1: string 4 bytes = 4 x 1 readonly char
// CHECK: init b'abc\x00'
// CHECK: block str.2: string 12 bytes = 3 x 4 readonly char
// CHECK: block table: global 12 bytes = 3 x 4 zero
// CHECK: block taken: global 4 bytes zero
// CHECK: block wide: global 12 bytes = 3 x 4 char zero
// CHECK: init:
// CHECK: @count = 0:i32
// CHECK: @limit = 7:i32
// CHECK: store4 %i1 <- 2:i32
// CHECK: @ptr = %i2
// CHECK: call memcpy(%i3, %i4, 4:u64)
// CHECK: call memcpy(%i5, %i6, 12:u64)
// CHECK: @ratio = 0.5:f64
// CHECK: store4 %i7 <- 1:i32

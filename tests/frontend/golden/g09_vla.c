// VLAs: the block's size is computed at the declaration; index sites use the count Var.
int v(int n) {
    int a[n];
    a[n - 1] = 0;
    return sizeof(a);
}
// CHECK: block v.a: local vla "a"
// CHECK: %1 = (u64) n
// CHECK: %2 = %1 * 4:u64
// CHECK: decl v.a size %2 count %1 x 4
// CHECK: write index a [
// CHECK: < %1] (n - 1)

// Subscripts of array-typed objects are "index" sites: one per dimension, extent in elements.
struct rec { int id; char name[8]; };
int grid[4][5];
int f(int i, int j) {
    int buf[10];
    struct rec r;
    buf[i] = 1;
    grid[i][j] = buf[9];
    r.name[j] = 'a';
    return r.name[i + 1];
}
// CHECK: func f(i: i32, j: i32) -> i32
// CHECK: block f.buf: local 40 bytes = 10 x 4 "buf"
// CHECK: block f.r: local 12 bytes "r"
// CHECK: decl f.buf size 40:u64 count 10:u64 x 4
// CHECK: write index buf [i < 10:u64] (i) @7:
// CHECK: read index buf [9:i32 < 10:u64] (9) @8:
// CHECK: write index grid [i < 4:u64] (i) @8:
// CHECK: write index grid [j < 5:u64] (j) @8:
// CHECK: write index r.name [j < 8:u64] (j) @9:
// CHECK: read index r.name [
// CHECK: < 8:u64] (i + 1) @10:

// Accesses through pointers are "pointer" sites: the address and the bytes accessed.
struct node { struct node *next; int val; };
int g(int *p, int *a, int i, struct node *n) {
    int x = p[i];
    *p = x;
    n->val = *(a + i);
    return n->next->val;
}
// CHECK: func g(p: ptr<4>, a: ptr<4>, i: i32, n: ptr<16>) -> i32
// CHECK: read pointer p
// CHECK: len 4:u64 @4:
// CHECK: store4 p <-
// CHECK: write pointer p p len 4:u64 @5:
// CHECK: read pointer a
// CHECK: write pointer n
// CHECK: load8 n  {
// CHECK: read pointer n n len 8:u64
// CHECK: read pointer n->next

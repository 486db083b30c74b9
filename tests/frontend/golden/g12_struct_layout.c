// Struct layout: field offsets with padding; unions overlay; struct assignment is a memcpy.
struct inner { char tag; int vals[3]; };
struct outer { short s; struct inner in; double d; union { int i; char c[6]; } u; };
double w(struct outer *o, struct outer *q) {
    o->in.vals[2] = 5;
    o->u.c[5] = 1;
    *o = *q;
    return o->d + sizeof(struct outer);
}
// CHECK: func w(o: ptr<40>, q: ptr<40>) -> f64
// CHECK: o +p 4:i64*1
// CHECK: +p 4:i64*1
// CHECK: +p 2:i64*4
// CHECK: write index o->in.vals [2:i32 < 3:u64] (2)
// CHECK: write pointer o
// CHECK: o +p 32:i64*1
// CHECK: write index o->u.c [5:i32 < 6:u64] (5)
// CHECK: call memcpy(o, q, 40:u64)
// CHECK: o +p 24:i64*1
// CHECK: 40.0:f64

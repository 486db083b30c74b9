// Static locals live in static storage ("@f.x" or a global block); function pointers are
// indirect calls through the pointer operand.
static int twice(int v) { return 2 * v; }
int (*op)(int) = twice;
int counter(void) {
    static int calls;
    static int hist[4];
    calls++;
    hist[calls & 3] = calls;
    return op(calls);
}
// CHECK: global @counter.calls: i32
// CHECK: global @op: ptr
// CHECK: block counter.hist: global 16 bytes = 4 x 4 zero "hist"
// CHECK: &fn twice
// CHECK: @counter.calls = 0:i32
// CHECK: @counter.calls = %
// CHECK: write index hist
// CHECK: = call *@op(@counter.calls)

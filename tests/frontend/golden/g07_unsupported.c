// What cannot be modelled gets an "unsupported" diagnostic and a sound havoc, never silence.
#include <setjmp.h>
#include <stdarg.h>
jmp_buf env;
int sum(int n, ...) {
    va_list ap;
    int s = 0;
    va_start(ap, n);
    s += va_arg(ap, int);
    va_end(ap);
    return s;
}
int main(void) {
    int x = 0;
    __asm__ volatile ("nop" ::: "memory");
    if (setjmp(env))
        return 1;
    longjmp(env, 2);
}
// CHECK: havoc [] memory (inline assembly)
// CHECK: memory (longjmp (non-local jumps))
// (setjmp's second return, after a longjmp, is a path of its own: the test's true branch)
// CHECK: memory (setjmp (non-local jumps))
// CHECK: nondet i32 (setjmp (non-local jumps))
// CHECK: -> n2
// CHECK: nondet i32 (va_arg)
// (va_arg of a scalar is modelled: any value of its type, no havoc, no diagnostic)
// CHECK: ; unsupported: {file}:15:5: inline assembly
// CHECK: ; unsupported: {file}:16:9: setjmp (non-local jumps)
// CHECK: ; unsupported: {file}:18:5: longjmp (non-local jumps)

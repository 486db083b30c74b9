int g;
int f(int x) {
    int y, z[2];
    __asm__ volatile ("nop");
    asm("mov %1, %0" : "=r"(y) : "r"(x));
    __asm__ __volatile__ ("" : "=m"(z[1]) : : "cc");
    asm volatile ("" ::: "memory");
    asm goto ("jmp %l0" :::: out);
out:
    return y + z[1];
}
int h(void) __asm__("h_impl");
// Inline asm: outputs become unknown (and memory when it says so); no outputs and no memory
// clobber: a note and no effect; asm goto may jump to any label; asm labels are dropped.
// CHECK: havoc [y] (inline assembly)   ; 5
// CHECK: havoc [] memory via %
// CHECK: havoc [@g] memory (inline assembly)   ; 7
// CHECK: memory (asm goto (may jump to any label))   ; 8
// CHECK: ; note: {file}:4:5: inline assembly without outputs or memory clobber: no effect assumed
// CHECK: ; unsupported: {file}:5:5: inline assembly
// CHECK: ; unsupported: {file}:8:5: asm goto (may jump to any label)

/* A threaded interpreter (GNU labels as values, as Lua's lvm.c dispatches): `goto *e` may jump to
   any label of the function and `&&label` is a code address; neither changes a variable or
   memory, so the dispatcher's accesses stay provable. */
int counts[3];

int main(void)
{
    static const void *const table[3] = { &&op_a, &&op_b, &&op_end };
    const unsigned char prog[5] = { 0, 1, 0, 1, 2 };
    int pc = 0;
dispatch:
    if (pc < 0 || pc >= 5)
        goto op_end;
    counts[prog[pc] % 3]++;               // expect: safe
    goto *table[prog[pc++] % 3];          // expect: safe
op_a:
    goto dispatch;
op_b:
    goto dispatch;
op_end:
    return counts[2] - 1;                 // expect: safe
}

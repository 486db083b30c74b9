/* SV-COMP (older style): __VERIFIER_error() at an ERROR label, nondet unsigned/long inputs. */
extern void __VERIFIER_error(void) __attribute__((__noreturn__));
extern unsigned int __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);
extern int __VERIFIER_nondet_int(void);

#define SIZE 32

unsigned int table[SIZE];

static void check(int cond)
{
    if (!cond) {
        goto ERROR;
    }
    return;
ERROR:
    __VERIFIER_error();
}

int main(void)
{
    unsigned int n = __VERIFIER_nondet_uint() % SIZE;
    long base = __VERIFIER_nondet_long();
    unsigned int i;
    for (i = 0; i < n; i++) {
        table[i] = (unsigned int)(base + (long)i);
    }
    check(n < SIZE);
    if (__VERIFIER_nondet_int()) {
        table[n] = 0u;
    }
    return (int)table[0];
}

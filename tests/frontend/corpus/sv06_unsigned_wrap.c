/* SV-COMP style: unsigned arithmetic and wrap-around in loop counters. */
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) { abort(); }

int main(void)
{
    unsigned char buf[256];
    unsigned int i;
    unsigned char c;
    unsigned int n = __VERIFIER_nondet_uint();
    for (i = 0; i < 256u; i++) {
        buf[i] = (unsigned char)i;
    }
    c = (unsigned char)n;
    /* any unsigned char is a valid index into 256 bytes */
    buf[c] = 0;
    i = 10u;
    while (i-- > 0u) {
        buf[i] = (unsigned char)(buf[i] + 1u);
    }
    if (i != 0xFFFFFFFFu) {
        reach_error();
    }
    return 0;
}

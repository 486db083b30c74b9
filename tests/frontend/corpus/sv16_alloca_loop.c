/* SV-COMP memsafety style: alloca of a symbolic size and a loop over it. */
#include <alloca.h>
extern int __VERIFIER_nondet_int(void);

static int checksum(const char *p, int n)
{
    int s = 0;
    int i;
    for (i = 0; i < n; i++) {
        s = s * 31 + p[i];
    }
    return s;
}

int main(void)
{
    int n = __VERIFIER_nondet_int();
    char *buf;
    int i;
    if (n < 1 || n > 512) {
        return 0;
    }
    buf = (char *)alloca((size_t)n);
    for (i = 0; i < n; i++) {
        buf[i] = (char)(i & 0x7f);
    }
    return checksum(buf, n);
}

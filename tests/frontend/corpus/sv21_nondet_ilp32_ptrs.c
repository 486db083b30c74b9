/* SV-COMP style: long and pointer sizes matter (compare with --machine ilp32). */
#include <stddef.h>
extern long __VERIFIER_nondet_long(void);

struct rec {
    char tag;
    long value;
    void *link;
    short small[3];
};

unsigned char raw[sizeof(struct rec) * 4];

int main(void)
{
    struct rec *r = (struct rec *)raw;
    size_t off = offsetof(struct rec, small);
    r[3].value = __VERIFIER_nondet_long();
    r[3].small[2] = (short)sizeof(long);
    raw[sizeof(raw) - 1] = (unsigned char)off;
    return (int)(sizeof(void *) + sizeof(size_t)) + r[3].small[2];
}

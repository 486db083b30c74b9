/* SV-COMP style: a struct with a length field guarding an array field. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void __VERIFIER_assume(int cond) { if (!cond) { abort(); } }

#define CAP 32

struct buffer {
    int len;
    unsigned char bytes[CAP];
};

static void append(struct buffer *b, unsigned char v)
{
    if (b->len < CAP) {
        b->bytes[b->len++] = v;
    }
}

int main(void)
{
    struct buffer b;
    int k = __VERIFIER_nondet_int();
    __VERIFIER_assume(k >= 0 && k <= 100);
    b.len = 0;
    while (k-- > 0) {
        append(&b, (unsigned char)k);
    }
    return b.len > 0 ? b.bytes[b.len - 1] : 0;
}

/* (lp64 only: the sizes differ under ilp32) __attribute__((packed)) on single members (alignment 1 for that member only), beside whole
   packed structs; the layout must be gcc's (sizes, offsets, what a byte view sees). */
struct m1 { char c; int i __attribute__((packed)); };
struct m2 { char c; __attribute__((packed)) int i; short s; };
struct m3 { char c; long long l __attribute__((__packed__)); char d; int j; };
struct m4 { char c; struct { char a; int b; } inner __attribute__((packed)); char e; };
struct m5 { char c; int a __attribute__((packed)), b; };
struct m6 { char c; unsigned bits : 12 __attribute__((packed)); unsigned more : 7; };
struct __attribute__((packed)) whole { char c; int i; };
typedef struct { char tag; unsigned long v __attribute__((packed)); } m7;

long long run(void)
{
    struct m3 x = { 1, 0x0102030405060708LL, 3, 4 };
    unsigned char *b = (unsigned char *)&x;
    long long s = 0;
    s = s * 31 + sizeof(struct m1);
    s = s * 31 + sizeof(struct m2);
    s = s * 31 + sizeof(struct m3);
    s = s * 31 + sizeof(struct m4);
    s = s * 31 + sizeof(struct m5);
    s = s * 31 + sizeof(struct m6);
    s = s * 31 + sizeof(struct whole);
    s = s * 31 + sizeof(m7);
    s = s * 31 + __builtin_offsetof(struct m2, s) + __builtin_offsetof(struct m3, d) * 3
        + __builtin_offsetof(struct m4, e) * 5 + __builtin_offsetof(struct m5, b) * 7;
    s = s * 31 + b[1] + b[8] * 2 + b[9] * 3;
    return s;
}

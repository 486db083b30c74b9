/* Bit-fields (signed and unsigned, crossing units), unions, enums in switch. */
struct flags { unsigned a : 3; int b : 5; unsigned c : 30; signed char d : 2; _Bool e : 1; };
union conv { unsigned long long u; int parts[2]; unsigned char bytes[8]; };
static struct flags sf = { 6, -9, 77, 1, 1 };
long long run(void) {
    struct flags lf = { .b = -3, .c = 5, 2 };
    struct flags f = { 0 };
    long long acc = 0;
    f.a = 5;
    f.b = -7;
    f.c = 123456789;
    f.d = -2;
    f.e = 1;
    acc = f.a * 100000LL + f.b * 1000 + f.d * 10 + f.e;
    f.a += 4;          /* wraps to 1 */
    f.b++;
    acc = acc * 10 + f.a + f.b + (long long)f.c % 1000;
    union conv u;
    u.u = 0x0102030405060708ULL;
    acc = acc * 10 + u.parts[1] % 97 + u.bytes[0];
    acc = acc * 10 + sf.a + sf.b * 10 + sf.c * 100 + sf.d * 1000 + sf.e;
    acc = acc * 10 + lf.a + lf.b * 10 + lf.c * 100 + lf.d * 1000 + lf.e;
    return acc + (long long)sizeof(struct flags);
}

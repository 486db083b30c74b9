/* lp64 only: the result depends on the data model. */
/* Integer semantics: unsigned wrap-around, char sign, shifts, casts, compound assignments. */
long long run(void) {
    unsigned int u = 0;
    unsigned char uc = 250;
    signed char sc = 127;
    short s = 32767;
    long long acc = 0;
    u -= 1;
    uc += 10;
    sc++;
    s += 1;
    acc = u + uc + sc + s;
    unsigned long big = 1ul << 40;
    acc += (long long)(big >> 35);
    int neg = -17;
    acc += neg / 5 * 1000 + neg % 5;
    acc += (unsigned char)-1 + (int)(char)200;
    unsigned int x = 0x12345678u;
    x ^= x << 7;
    x |= 3;
    x &= ~0xF0u;
    acc = acc * 3 + x % 1000;
    _Bool b = 42;
    acc += b + (acc > 0) + !acc;
    long long m = -1;
    acc += (unsigned int)m == 4294967295u;
    acc += sizeof(long) + sizeof(int *);
    return acc;
}

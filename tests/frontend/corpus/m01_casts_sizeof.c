/* Casts, sizeof of types and expressions, unsigned conversions. */
#include <stddef.h>
#include <stdint.h>
#include <limits.h>

struct packed_like {
    char c;
    int i;
    short s;
    double d;
};

unsigned char bytes[sizeof(struct packed_like)];

int main(void)
{
    int neg = -1;
    unsigned int u = (unsigned int)neg;
    unsigned long ul = (unsigned long)u + 1UL;
    long l = (long)(int)u;
    signed char sc = (signed char)200;
    unsigned short us = (unsigned short)70000;
    size_t sz = sizeof(int) * 3 + sizeof(double) + sizeof bytes + sizeof(struct packed_like *);
    double d = (double)INT_MAX / 2;
    int back = (int)d;
    int64_t big = (int64_t)INT32_MAX + 1;
    uint8_t low = (uint8_t)big;
    bytes[sizeof(bytes) - 1] = (unsigned char)(u >> 24);
    bytes[(size_t)low % sizeof(bytes)] = 1;
    return (int)(sz + ul + (unsigned long)l + (unsigned long)sc + us + (unsigned)back) & 0x7f;
}

/* Compound assignments, increments inside subscripts, shifts and bit operations on indices. */
int a[32];
unsigned masks[4];

int main(void)
{
    int i = 0, j = 31;
    unsigned bits = 0xA5A5u;
    while (i < j) {
        a[i++] = j;
        a[j--] = i;
    }
    for (i = 0; i < 4; i++) {
        masks[i] |= 1u << (i * 8);
        masks[i] ^= bits >> i;
        masks[i] &= ~0u;
    }
    i = 3;
    a[i <<= 2] += 5;
    a[i >> 1] -= 2;
    a[(i * 3) % 32] *= 2;
    a[i & 31] /= 3;
    a[31 - (i | 1)] %= 7;
    --i;
    return a[i] + a[i + 1] + (int)masks[3];
}

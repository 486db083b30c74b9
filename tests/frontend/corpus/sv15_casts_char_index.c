/* SV-COMP style: indices from char and short values after casts. */
extern char __VERIFIER_nondet_char(void);
extern short __VERIFIER_nondet_short(void);

int histogram[256];
long wide[65536 / 1024];

int main(void)
{
    int k;
    for (k = 0; k < 100; k++) {
        unsigned char c = (unsigned char)__VERIFIER_nondet_char();
        histogram[c]++;
    }
    {
        unsigned short s = (unsigned short)__VERIFIER_nondet_short();
        wide[s >> 10] += (long)s;
    }
    {
        signed char sc = (signed char)__VERIFIER_nondet_char();
        histogram[(int)sc + 128] = 0;
    }
    return histogram[0] + (int)wide[0];
}

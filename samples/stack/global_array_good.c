/* A global lookup table indexed by a loop up to its element count. */
static const int primes[] = { 2, 3, 5, 7, 11, 13 };
int result;

int main(void)
{
    int n = (int)(sizeof(primes) / sizeof(primes[0]));
    int i;
    for (i = 0; i < n; i++) {
        result += primes[i];   // expect: safe
    }
    return result;
}

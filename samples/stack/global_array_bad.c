/* A global lookup table indexed with a value derived from its element count, off by one. */
static const int primes[] = { 2, 3, 5, 7, 11, 13 };
int result;

int main(void)
{
    int n = (int)(sizeof(primes) / sizeof(primes[0]));
    result = primes[n];      // expect: error
    return result;
}

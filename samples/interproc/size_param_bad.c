/* The callee trusts a size parameter; the caller passes one more than the buffer holds. */
static void fill(int *dst, int n, int value)
{
    int i;
    for (i = 0; i < n; i++) {
        dst[i] = value;    // expect: error
    }
}

int main(void)
{
    int buf[10];
    fill(buf, 11, 7);
    return buf[0];
}

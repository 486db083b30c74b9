/* The callee is given the true size of the buffer by each of two callers. */
static void fill(int *dst, int n, int value)
{
    int i;
    for (i = 0; i < n; i++) {
        dst[i] = value;    // expect: safe
    }
}

int main(void)
{
    int small[4];
    int large[40];
    fill(small, 4, 1);
    fill(large, (int)(sizeof(large) / sizeof(large[0])), 2);
    return small[3] + large[39];
}

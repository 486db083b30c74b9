/* SV-COMP style: a hand-written string copy bounded by the destination size. */
extern char __VERIFIER_nondet_char(void);

#define MAX 32

static void copy_bounded(char *dst, const char *src, int size)
{
    int i = 0;
    while (i < size - 1 && src[i] != '\0') {
        dst[i] = src[i];
        i++;
    }
    dst[i] = '\0';
}

int main(void)
{
    char src[MAX];
    char dst[MAX / 2];
    int i;
    for (i = 0; i < MAX - 1; i++) {
        src[i] = __VERIFIER_nondet_char();
    }
    src[MAX - 1] = '\0';
    copy_bounded(dst, src, (int)sizeof(dst));
    return dst[0];
}

/* setjmp returns twice: directly with 0 and nothing changed, and after a longjmp. Only the second
   return is the unsupported construct (a havoc): the direct path, where the work is done, keeps
   what it knew (here that n is 4). */
#include <setjmp.h>

static jmp_buf env;
static int table[8];

static void fail(int code)
{
    longjmp(env, code);
}

static int decode(const unsigned char *in, int n)
{
    int sum = 0;
    for (int i = 0; i < n; i++) {
        unsigned char c = in[i];      // expect: safe
        if (c >= 8)
            fail(2);
        sum += table[c];              // expect: safe
    }
    return sum;
}

int main(void)
{
    unsigned char data[4] = { 1, 2, 3, 9 };
    int n = 4;
    int err;
    if (setjmp(env) != 0)
        err = 2;
    else
        err = decode(data, n);
    return err == 2 ? 0 : 1;
}

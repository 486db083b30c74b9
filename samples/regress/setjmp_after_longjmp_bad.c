/* After a longjmp, setjmp returns again in a state the analysis does not follow: every variable
   may have changed (here a global index, set out of range before the jump). */
#include <setjmp.h>

static jmp_buf env;
static int buf[4];
static int idx;

static void go(void)
{
    idx = 7;
    longjmp(env, 1);
}

int main(void)
{
    idx = 0;
    if (setjmp(env) != 0) {
        buf[idx] = 1;                 // expect: warning
        return 0;
    }
    go();
    return 1;
}

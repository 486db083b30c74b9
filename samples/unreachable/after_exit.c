/* Code after exit() and after an infinite loop's only exit is never reached. */
#include <stdlib.h>

static void fail(void)
{
    exit(2);
}

int main(int argc, char **argv)
{
    char buf[4] = { 0 };
    (void)argv;
    if (argc > 100) {
        fail();
        buf[10] = 'x';  // expect: unreachable
    }
    buf[3] = 'y';       // expect: safe
    return buf[0];
}

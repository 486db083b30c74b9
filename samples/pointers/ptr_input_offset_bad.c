/* A pointer offset from input: out of bounds only for some inputs. */
#include "absint.h"

int main(void)
{
    char buf[64] = { 0 };
    char *p = buf + __absint_range(0, 64);
    *p = 'x';       // expect: warning
    return buf[0];
}
// run: value=64

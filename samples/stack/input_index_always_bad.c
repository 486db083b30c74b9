/* An index from input that is out of bounds for every value it can take. */
#include "absint.h"

int main(void)
{
    long table[8] = { 0 };
    int i = __absint_range(8, 40);
    table[i] = 1;   // expect: error
    return (int)table[0];
}
// run: value=8

/* The shift keeps one bit more than the table has room for. */
#include <stdint.h>
#include "absint.h"

static uint32_t table[1 << 11];

int main(void)
{
    uint32_t bits = (uint32_t)__absint_range(8, 12);
    uint32_t v = (uint32_t)__absint_range(0, 1000000);
    uint32_t h = (v * 2654435761U) >> (32 - bits);
    table[h] = v;                                                        // expect: warning
    return (int)table[0];
}
// run: value=12,1

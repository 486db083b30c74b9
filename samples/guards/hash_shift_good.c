/* Hash indices as compressors compute them: a multiplicative hash shifted right by a variable
   amount (32 or 64 minus the table's bits). The shifted value is any value of its type, and the
   shift keeps `bits` of it. */
#include <stdint.h>
#include "absint.h"

#define MAX_BITS 12

static uint32_t table[1 << MAX_BITS];

int main(void)
{
    uint32_t bits = (uint32_t)__absint_range(8, MAX_BITS);
    uint32_t v = (uint32_t)__absint_range(0, 1000000);
    uint64_t w = (uint64_t)__absint_range(0, 1000000) * 977;
    uint32_t h = (v * 2654435761U) >> (32 - bits);
    table[h] = v;                                                        // expect: safe
    table[(uint32_t)(((w << 24) * 889523592379ULL) >> (64 - bits))] = v;  // expect: safe
    table[(w * 11400714785074694791ULL) >> (64 - MAX_BITS)] = v;          // expect: safe
    return (int)table[0];
}
// run: value=12,123456,999
// run: value=8,7,1

/* The twin of ptr_unsigned_offset_good.c: a count that may be SIZE_MAX steps the cursor to
   b - 1, which the guard against the end lets through. Read unwrapped, the offset would be far
   past the end and the store unreachable for that count: an order between pointers is never
   read so (docs/engine.md, "Unsigned pointer indexes"). */
#include <stddef.h>
#include "absint.h"

static char *at(char *p, size_t n)
{
    return p + n;
}

// run: value=-1
int main(void)
{
    char b[16] = { 0 };
    size_t n = (size_t)__absint_range(-1, 8);
    char *q = at(b, n);
    if (q < b + 16)
        *q = 1;                 // expect: warning
    return b[0];
}

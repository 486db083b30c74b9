/* The room before a pointer passed to a function, when it is not a whole number of the callee's
   elements: 8 bytes before `p` and 16-byte elements, so `p[-1]` starts before the block. */
#include <stdlib.h>

struct pair { long first; long second; };

static long previous_first(struct pair *p)
{
    return p[-1].first;               // expect: error
}

int main(void)
{
    char *block = malloc(3 * sizeof(long));
    if (block == NULL)
        return 1;
    long r = previous_first((struct pair *)(block + sizeof(long)));
    free(block);
    return (int)r;
}

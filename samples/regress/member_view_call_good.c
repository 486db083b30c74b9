/* A pointer to a struct member that is not at offset 0 (`&g.out`, 8 bytes into g) passed to a
   function: the room before it (8 bytes) is less than one element of the view (16 bytes). The
   callee's summary binds its view to whole elements; the call returns and the code after it is
   reached (it was once taken to be unreachable: the bounds of the room came out empty). */
#include <stdlib.h>

struct text { char *str; long size; };
struct state { int *code; struct text out; } g;
int counts[4];

static void text_init(struct text *t)
{
    t->size = 16;                     // expect: safe
    t->str = malloc(16);              // expect: safe
    if (t->str != NULL)
        t->str[0] = 0;                // expect: safe
}

int main(void)
{
    text_init(&g.out);
    counts[3] = 1;                    // expect: safe
    free(g.out.str);
    return counts[3] - 1;             // expect: safe
}

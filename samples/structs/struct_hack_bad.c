/* The twin of struct_hack_good.c: the trailing [1] grows into the block the struct was
   allocated in, no further: a fifth parameter is past it, and so are 15 bytes of text (the
   block has 18: the struct's 8, padding included, and 10 more). */
#include <stdlib.h>
#include <string.h>
#include "absint.h"

typedef struct {
    int count;
    void *params[1];
} call_t;

typedef struct {
    int len;
    char text[1];
} str_t;

// run: value=0
// run: value=1
int main(void)
{
    int which = __absint_range(0, 1);
    call_t *call = malloc(sizeof(call_t) + 3 * sizeof(void *));
    if (!call)
        return 1;
    call->count = 4;
    if (which == 0)
        for (int i = 0; i <= 4; i++)
            call->params[i] = call;             // expect: warning
    str_t *s = malloc(sizeof(str_t) + 10);
    if (!s)
        return 1;
    if (which == 1)
        memcpy(s->text, "0123456789abcde", 15); // expect: error
    free(s);
    free(call);
    return 0;
}

/* The pre-C99 struct hack: a struct ends with a one-element array and is allocated larger.
   Like gcc, the trailing [1] is taken as a flexible array member: each access is checked
   against the block that holds the struct (a note says so with -v). */
#include <stdlib.h>
#include <string.h>

typedef struct {
    int count;
    void *params[1];
} call_t;

typedef struct {
    int len;
    char text[1];
} str_t;

int main(void)
{
    call_t *call = malloc(sizeof(call_t) + 3 * sizeof(void *));
    if (!call)
        return 1;
    call->count = 4;
    for (int i = 0; i < 4; i++)
        call->params[i] = call;                 // expect: safe
    str_t *s = malloc(sizeof(str_t) + 10);
    if (!s)
        return 1;
    s->len = 10;
    memcpy(s->text, "0123456789", 10);          // expect: safe
    s->text[10] = '\0';                        // expect: safe
    free(s);
    free(call);
    return 0;
}

/* The pool's length passed one too many: the 65th token's fields are written past the array
   (a run with no input: a definite error, confirmed by running it). */
#include <stddef.h>

typedef struct { int type, start, end, size; } token;
typedef struct { unsigned int pos, toknext; int toksuper; } parser;

static token *alloc_token(parser *p, token *tokens, size_t num_tokens)
{
    token *tok;
    if (p->toknext >= num_tokens)
        return NULL;
    tok = &tokens[p->toknext++];
    tok->start = tok->end = -1;   // expect: error
    return tok;
}

int main(void)
{
    parser p = {0, 0, -1};
    token pool[64];
    int n = 0;
    while (alloc_token(&p, pool, sizeof pool / sizeof pool[0] + 1) != NULL)
        n++;
    return n;
}

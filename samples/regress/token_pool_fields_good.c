/* A pool of structs handed out by index (jsmn's jsmn_alloc_token): `&tokens[i]` then its fields.
   The field's byte offset is 16 * i + 4: the check reads it over i again, so i < num_tokens (the
   pool's length at the call) proves every field in bounds. */
#include <stddef.h>

typedef struct { int type, start, end, size; } token;
typedef struct { unsigned int pos, toknext; int toksuper; } parser;

static token *alloc_token(parser *p, token *tokens, size_t num_tokens)
{
    token *tok;
    if (p->toknext >= num_tokens)
        return NULL;
    tok = &tokens[p->toknext++];
    tok->start = tok->end = -1;   // expect: safe
    tok->size = 0;                // expect: safe
    return tok;
}

int main(void)
{
    parser p = {0, 0, -1};
    token pool[64];
    int n = 0;
    while (alloc_token(&p, pool, sizeof pool / sizeof pool[0]) != NULL)
        n++;
    return n;
}

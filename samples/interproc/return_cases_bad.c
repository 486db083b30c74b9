/* The twin of return_cases_good.c: on success the function records one element more than it
   allocated, and the caller's write at len - 1 lands one past the end. */
#include <stdlib.h>

typedef struct {
    char *buf;
    size_t len;
} vec_t;

static int vec_init(vec_t *v, size_t n)
{
    v->buf = malloc(n);
    if (!v->buf)
        return 0;
    v->len = n + 1;
    return 1;
}

// run:
int main(void)
{
    vec_t v;
    if (!vec_init(&v, 10))
        return 1;
    v.buf[v.len - 1] = 0;                       // expect: error
    free(v.buf);
    return 0;
}

/* A function that fails early and says so by its result: what it did before each `return`
   differs (the length is set only on success). The caller tests the result and keeps the case
   it tested, for a result returned as an int and as a pointer. */
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *buf;
    size_t len;
} vec_t;

static int vec_init(vec_t *v, size_t n)
{
    v->buf = malloc(n);
    if (!v->buf)
        return 0;
    v->len = n;
    return 1;
}

static char *new_name(size_t n, size_t *size)
{
    char *s = malloc(n);
    if (s == NULL)
        return NULL;
    memset(s, 'a', n - 1);                      // expect: safe
    s[n - 1] = '\0';                            // expect: safe
    *size = n;
    return s;
}

int main(void)
{
    vec_t v;
    size_t size;
    char *name;
    if (!vec_init(&v, 10))
        return 1;
    v.buf[v.len - 1] = 0;                       // expect: safe
    name = new_name(24, &size);
    if (name) {
        name[size - 1] = 'z';                   // expect: safe
        free(name);
    }
    free(v.buf);
    return 0;
}

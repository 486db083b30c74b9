/* Allocator hooks as libraries keep them (cJSON, zlib, SQLite): a static table of function
   pointers, copied by struct assignment into a per-call state, and called through a pointer
   parameter. The copy keeps each field (the function and the sizes), so the buffer the hook
   returns has a known size at every use. */
#include <stdlib.h>
#include <string.h>

typedef struct {
    void *(*allocate)(size_t);
    void (*deallocate)(void *);
} hooks_t;

static hooks_t global_hooks = { malloc, free };

typedef struct {
    char *buffer;
    size_t length;
    hooks_t hooks;
} printer_t;

static char *new_buffer(const hooks_t *hooks, size_t n)
{
    char *b = (char *)hooks->allocate(n);
    if (b)
        memset(b, 0, n);                        // expect: safe
    return b;
}

static int open_printer(printer_t *p, size_t n)
{
    p->buffer = new_buffer(&p->hooks, n);
    if (!p->buffer)
        return 0;
    p->length = n;
    p->buffer[n - 1] = '\0';                    // expect: safe
    return 1;
}

int main(void)
{
    printer_t p, q;
    p.hooks = global_hooks;
    if (!open_printer(&p, 32))
        return 1;
    q = p;                                      /* the copy keeps buffer and length together */
    q.buffer[q.length - 1] = 'x';               // expect: safe
    q.buffer[0] = 'y';                          // expect: safe
    p.hooks.deallocate(p.buffer);
    return 0;
}

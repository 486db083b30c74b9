/* The twin of hooks_copy_good.c: the copy says the buffer is one byte longer than the hook
   allocated, and the write at length - 1 lands one past its end. */
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
    p->length = n + 1;
    p->buffer[n - 1] = '\0';                    // expect: safe
    return 1;
}

// run:
int main(void)
{
    printer_t p, q;
    p.hooks = global_hooks;
    if (!open_printer(&p, 32))
        return 1;
    q = p;
    q.buffer[q.length - 1] = 'x';               // expect: error
    p.hooks.deallocate(p.buffer);
    return 0;
}

/* Allocator hooks reached through a call chain deeper than the analysis follows in context:
   each function is summarized once. In a closed program every function pointer designates a
   function whose address the program takes; only malloc fits `allocate`, so the summaries call
   it, and the size of what they return is known at every level. */
#include <stdlib.h>
#include <string.h>

typedef struct {
    void *(*allocate)(size_t);
    void (*deallocate)(void *);
} hooks_t;

static hooks_t global_hooks = { malloc, free };

typedef struct {
    char *buf;
    size_t len;
    hooks_t hooks;
} printer_t;

static char *new_buf(const hooks_t *h, size_t n)
{
    char *b = (char *)h->allocate(n);
    if (b)
        memset(b, 0, n);                        // expect: safe
    return b;
}

static int open3(printer_t *p, size_t n)
{
    p->buf = new_buf(&p->hooks, n);
    if (!p->buf)
        return 0;
    p->len = n;
    return 1;
}

static int open2(printer_t *p, size_t n) { return open3(p, n); }
static int open1(printer_t *p, size_t n) { return open2(p, n); }

static int start(printer_t *p, size_t n)
{
    if (!open1(p, n))
        return 0;
    p->buf[p->len - 1] = '\0';                  // expect: safe
    return 1;
}

static int level3(printer_t *p) { return start(p, 8); }
static int level2(printer_t *p) { return level3(p); }
static int level1(printer_t *p) { return level2(p); }

int main(void)
{
    printer_t p;
    p.hooks = global_hooks;
    if (level1(&p)) {
        p.buf[p.len - 1] = 'a';                 // expect: safe
        p.hooks.deallocate(p.buf);
    }
    return 0;
}

/* A document tree printed by three functions that call each other (a value, an array, an
   object), as JSON printers are written. The helper that reserves room hands out the byte after
   the output's end, not the end: a number printed into a buffer of two bytes writes its
   terminator past them. */
#include <stdlib.h>
#include <string.h>

typedef struct item { struct item *next, *prev, *child; int type; char *text; double num; char *key; } item;
typedef struct { char *buf; size_t len; size_t off; } outbuf;

static char *reserve(outbuf *p, size_t need)
{
    if (p->buf == NULL || p->off >= p->len || need >= p->len - p->off)
        return NULL;
    return p->buf + p->off + 1;
}

static void advance(outbuf *p)
{
    p->off += strlen(p->buf + p->off);      // expect: safe
}

static int emit_char(outbuf *p, char c)
{
    char *o = reserve(p, 1);
    if (o == NULL)
        return 0;
    o[0] = c;                               // expect: safe
    o[1] = '\0';                            // expect: error
    advance(p);
    return 1;
}

static int emit_item(const item *it, outbuf *p);

static int emit_array(const item *it, outbuf *p)
{
    const item *c = it->child;
    if (!emit_char(p, '['))
        return 0;
    while (c != NULL) {
        if (!emit_item(c, p))
            return 0;
        c = c->next;
    }
    return emit_char(p, ']');
}

static int emit_object(const item *it, outbuf *p)
{
    const item *c = it->child;
    if (!emit_char(p, '{'))
        return 0;
    while (c != NULL) {
        if (!emit_char(p, c->key != NULL && c->key[0] != '\0' ? c->key[0] : '?'))
            return 0;
        if (!emit_item(c, p))
            return 0;
        c = c->next;
    }
    return emit_char(p, '}');
}

static int emit_item(const item *it, outbuf *p)
{
    switch (it->type) {                     // expect: safe
    case 3:
        return emit_array(it, p);
    case 4:
        return emit_object(it, p);
    case 2:
        return emit_char(p, it->text != NULL && it->text[0] != '\0' ? it->text[0] : '"');
    default:
        return emit_char(p, it->num > 0 ? '+' : '-');   // expect: safe
    }
}

int main(void)
{
    outbuf b = { malloc(2), 2, 0 };
    item *n = calloc(1, sizeof *n);
    int ok = 0;
    if (b.buf != NULL && n != NULL) {
        b.buf[0] = '\0';
        n->num = 42;
        ok = emit_item(n, &b);
    }
    free(n);
    free(b.buf);
    return !ok;
}

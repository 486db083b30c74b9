/* Static locals, static functions, extern declarations and a forward-declared struct. */
#include <stdlib.h>

struct opaque;
extern int shared_limit;
int shared_limit = 12;

static int next_id(void)
{
    static int id = 0;
    return id++;
}

static int *cache(void)
{
    static int slots[12];
    int k = next_id() % shared_limit;
    slots[k] = k;
    return slots;
}

struct opaque {
    int n;
    int *items;
};

static struct opaque *make(int n)
{
    struct opaque *o = (struct opaque *)malloc(sizeof *o);
    if (o == NULL) {
        return NULL;
    }
    o->n = n;
    o->items = (int *)calloc((size_t)n, sizeof *o->items);
    return o;
}

int main(void)
{
    struct opaque *o = make(5);
    int k;
    for (k = 0; k < 30; k++) {
        (void)cache();
    }
    if (o != NULL && o->items != NULL) {
        o->items[o->n - 1] = cache()[0];
        free(o->items);
    }
    free(o);
    return 0;
}

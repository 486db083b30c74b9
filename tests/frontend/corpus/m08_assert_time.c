/* assert.h and time.h: a ring buffer seeded from time() with asserted invariants. */
#include <assert.h>
#include <time.h>
#include <stdlib.h>

#define RING 16

struct ring {
    int items[RING];
    unsigned head;
    unsigned tail;
};

static void put(struct ring *r, int v)
{
    assert(r->head - r->tail < RING);
    r->items[r->head % RING] = v;
    r->head++;
}

static int get(struct ring *r)
{
    assert(r->head != r->tail);
    return r->items[r->tail++ % RING];
}

int main(void)
{
    struct ring r = { { 0 }, 0u, 0u };
    int k, acc = 0;
    srand((unsigned)time(NULL));
    for (k = 0; k < 100; k++) {
        put(&r, rand() % 100);
        if (r.head - r.tail == RING) {
            acc += get(&r);
        }
    }
    return acc > 0 ? 0 : 1;
}

/* A packed struct with a flexible array laid over malloc'd bytes (SV-COMP 20051113-1): the count
   field keeps its value 3, although other fields of the block hold 555 and 999. */
#include <stdlib.h>
#include <string.h>

typedef struct {
    short a;
    unsigned short b;
    unsigned short c;
    unsigned long long count;
    long long count2;
} __attribute__((packed)) Item;

typedef struct {
    int count;
    Item list[];
} __attribute__((packed)) List;

static unsigned long long sum(List *l)
{
    unsigned long long s = 0;
    int i;
    for (i = 0; i < l->count; i++)   // expect: safe
        s += l->list[i].count;       // expect: safe
    return s;
}

int main(void)
{
    List *p = malloc(sizeof(int) + 3 * sizeof(Item));
    if (p == NULL)
        return 1;
    memset(p, 0, sizeof(int) + 3 * sizeof(Item));
    p->count = 3;                    // expect: safe
    p->list[0].count = 555;          // expect: safe
    p->list[1].count = 999;          // expect: safe
    p->list[2].count = 7;            // expect: safe
    return sum(p) == 1561 ? 0 : 1;
}

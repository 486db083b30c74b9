/* A recursive walk over a list that ends in NULL: each call tests its pointer before it reads
   the node, so the call made with the last node's NULL `next` reads nothing. */
#include <stddef.h>

struct node {
    struct node *next;
    int value;
};

static int sum(const struct node *n)
{
    if (n == NULL)
        return 0;
    return n->value + sum(n->next);             // expect: safe
}

int main(void)
{
    struct node last = { NULL, 2 };
    struct node first = { &last, 1 };
    return sum(&first);
}

/* The twin of recursive_list_good.c: the walk tests the node after the one it reads, so the
   walk steps two nodes at a time: on a list of two, the second call is made with NULL. */
#include <stddef.h>

struct node {
    struct node *next;
    int value;
};

static int sum(const struct node *n)
{
    if (n->next == NULL)                        // expect: warning
        return n->value;                        // expect: safe
    return n->value + sum(n->next->next);       // expect: safe
}

// run:
int main(void)
{
    struct node last = { NULL, 2 };
    struct node first = { &last, 1 };
    return sum(&first);
}

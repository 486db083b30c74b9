/* A tree walked by two functions that call each other (a node, and the list of its
   children), as document printers and destructors are written: the obligations of the node's
   accesses are carried up through the recursion on the memory the root reaches, and a main
   that builds the tree out of whole nodes proves them. */
#include <stddef.h>

typedef struct node { struct node *next; struct node *child; int kind; int label[4]; } node;

static int sum_node(const node *n);

static int sum_list(const node *n)
{
    const node *c = n->child;               // expect: safe
    int total = 0;
    while (c != NULL) {
        total += sum_node(c);
        c = c->next;                        // expect: safe
    }
    return total;
}

static int sum_node(const node *n)
{
    if (n->kind == 1)                       // expect: safe
        return sum_list(n);
    return n->label[1] != 0 ? n->label[3] : 0;   // expect: safe
}

int main(void)
{
    node leaf2 = { NULL, NULL, 0, { 2, 2, 0, 5 } };
    node leaf = { &leaf2, NULL, 0, { 1, 1, 0, 4 } };
    node inner = { NULL, &leaf, 1, { 0 } };
    node outer = { NULL, &inner, 1, { 0 } };
    node top = { NULL, &outer, 1, { 0 } };
    return sum_node(&top) == 9 ? 0 : 1;
}

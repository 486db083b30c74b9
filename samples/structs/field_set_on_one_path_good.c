/* A field set on one path only, `if (n->child) n->child->data = malloc(...)`: on the other
   path the bytes of the child were never written, so where the paths meet the field keeps the
   pointer the first path stored (offset 0 of its 5 ints), not any offset. */
#include <stdlib.h>

typedef struct { int len; int *data; } leaf_t;
typedef struct { leaf_t *child; } node_t;

int main(void)
{
    node_t *n = (node_t *)malloc(5 * sizeof(node_t));
    node_t *p = NULL;
    if (n != NULL) {
        n->child = (leaf_t *)malloc(sizeof(leaf_t));
        if (n->child != NULL)
            n->child->data = (int *)malloc(5 * sizeof(int));
        p = n;
        p->child->data[0] = 1;                 // expect: safe
    }
    return 0;
}

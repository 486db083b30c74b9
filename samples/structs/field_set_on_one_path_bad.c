/* The twin of field_set_on_one_path_good.c: the write lands one element past the 5 ints. */
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
        p->child->data[5] = 1;                 // expect: error
    }
    return 0;
}

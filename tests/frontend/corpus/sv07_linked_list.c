/* SV-COMP memsafety style: a singly linked list of nodes with an array payload. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node {
    int data[4];
    struct node *next;
};

static struct node *push(struct node *head, int v)
{
    struct node *n = (struct node *)malloc(sizeof(struct node));
    int k;
    if (n == NULL) {
        abort();
    }
    for (k = 0; k < 4; k++) {
        n->data[k] = v + k;
    }
    n->next = head;
    return n;
}

int main(void)
{
    struct node *head = NULL;
    struct node *cur;
    int len = 0;
    while (__VERIFIER_nondet_int() && len < 20) {
        head = push(head, len);
        len++;
    }
    for (cur = head; cur != NULL; cur = cur->next) {
        cur->data[3] = cur->data[0] * 2;
    }
    while (head) {
        cur = head->next;
        free(head);
        head = cur;
    }
    return 0;
}

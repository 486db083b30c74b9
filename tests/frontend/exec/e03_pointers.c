/* Pointer arithmetic, pointer differences, pointers to pointers, a list in an array pool. */
#include <stdlib.h>
struct node { int val; struct node *next; };
static struct node pool[5];
static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
long long run(void) {
    int arr[6] = { 1, 2, 3, 4, 5, 6 };
    int *p = arr, *q = arr + 5;
    int **pp = &p;
    long long acc = 0;
    while (p < q) { swap(p, q); p++; q--; }
    acc = arr[0] * 100000 + arr[1] * 10000 + arr[5];
    p = arr;
    acc += (q - p) * 7 + *(*pp + 2);
    struct node *head = 0;
    for (int i = 0; i < 5; i++) { pool[i].val = i * i; pool[i].next = head; head = &pool[i]; }
    for (struct node *n = head; n; n = n->next) acc = acc * 3 + n->val;
    int *heap = malloc(4 * sizeof(int));
    for (int i = 0; i < 4; i++) heap[i] = i + 10;
    acc += heap[3] - heap[0];
    free(heap);
    char s[] = "hello";
    char *c = s;
    while (*c) c++;
    return acc * 10 + (c - s);
}

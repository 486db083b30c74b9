/* An array of structs on the heap, used within its element count. */
#include <stdlib.h>

struct pair { int key; int value; };

int main(void)
{
    int n = 6;
    struct pair *t = (struct pair *)malloc((size_t)n * sizeof(struct pair));
    int i;
    if (t == NULL)
        return 1;
    for (i = 0; i < n; i++) {
        t[i].key = i;        // expect: safe
        t[i].value = -i;     // expect: safe
    }
    free(t);
    return 0;
}

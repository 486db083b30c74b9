/* The twin of short_struct_view_good.c: eight bytes hold the two fields of the header, and the
   first byte of its data lies just past the block. */
#include <stdlib.h>

struct hdr { int kind; int len; char data[100]; };

static void set_header(struct hdr *h, int kind, int len)
{
    h->kind = kind;                  // expect: safe
    h->len = len;                    // expect: safe
}

static void set_first_byte(struct hdr *h)
{
    h->data[0] = 'x';                // expect: error
}

int main(void)
{
    char *m = malloc(8);
    if (m != NULL) {
        set_header((struct hdr *)m, 2, 1);
        set_first_byte((struct hdr *)m);
        free(m);
    }
    return 0;
}

/* A pointer to a struct type passed over memory that holds only its first fields (a header read
   into a short buffer, a struct with a trailing array allocated short): the fields that fit are
   in bounds. A summary counts the room in whole structs (here none), so such a call is analysed
   in the caller's context. */
#include <stdlib.h>

struct hdr { int kind; int len; char data[100]; };

static void set_header(struct hdr *h, int kind, int len)
{
    h->kind = kind;                  // expect: safe
    h->len = len;                    // expect: safe
}

static void set_first_byte(struct hdr *h)
{
    h->data[0] = 'x';                // expect: safe
}

int main(void)
{
    int words[2];
    set_header((struct hdr *)words, 1, 0);
    char *m = malloc(9);
    if (m != NULL) {
        set_header((struct hdr *)m, 2, 1);
        set_first_byte((struct hdr *)m);
        free(m);
    }
    return words[0] + words[1];      // expect: safe
}

/* A wide buffer filled to its end with no terminator, reached through a struct member: the
 * callee's wcslen reads past it. */
#include <wchar.h>

struct label {
    int id;
    wchar_t *text;
};

static size_t label_length(const struct label *l)
{
    return wcslen(l->text);         // expect: error
}

int main(void)
{
    wchar_t buf[8];
    struct label l;
    wmemset(buf, L'a', 8);
    l.id = 1;
    l.text = buf;
    return (int)label_length(&l);
}

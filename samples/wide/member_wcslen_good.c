/* A wide string reached through a struct member: the callee's wcslen gives an index the caller
 * uses into the string's own buffer. */
#include <wchar.h>

struct label {
    int id;
    wchar_t *text;
};

static size_t label_length(const struct label *l)
{
    return wcslen(l->text);         // expect: safe
}

int main(void)
{
    wchar_t buf[8];
    struct label l;
    wmemset(buf, L'a', 7);
    buf[7] = L'\0';
    l.id = 1;
    l.text = buf;
    buf[label_length(&l)] = L'\0';  // expect: safe
    return (int)buf[0];
}

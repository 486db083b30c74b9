"""An obligation of a callee on memory that, in its caller, is either the caller's own view or
a block a callee allocated (`p->buf` after a helper may have replaced it with a bigger one) is
judged per block, so that each lands in a name the callers further up know. Kept under the
callee's name, it was memory of unknown size one call further up."""
from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.frontend import load_program

SOURCE = """\
#include <stdlib.h>
#include <string.h>

typedef struct { char *buf; size_t len; size_t off; } strbuf;

static char *room(strbuf *p, size_t need)
{
    char *nb;
    size_t size;
    if (p->buf == NULL || p->off >= p->len)
        return NULL;
    if (p->off + need < p->len)
        return p->buf + p->off;
    size = (p->off + need) * 2;
    nb = realloc(p->buf, size);
    if (nb == NULL)
        return NULL;
    p->buf = nb;
    p->len = size;
    return nb + p->off;
}

static void settle(strbuf *p)
{
    p->off += strlen(p->buf + p->off);
}

static int put_pair(strbuf *p, char a, char b)
{
    char *o = room(p, 3);
    if (o == NULL)
        return 0;
    o[0] = a;
    o[1] = b;
    o[2] = '\\0';
    settle(p);
    return 1;
}

static int put_row(strbuf *p, int n)
{
    int i;
    for (i = 0; i < n; i++)
        if (!put_pair(p, 'a', 'b'))
            return 0;
    return put_pair(p, '\\n', '\\0');
}

int main(void)
{
    strbuf s;
    s.buf = malloc(16);
    if (s.buf == NULL)
        return 1;
    s.buf[0] = '\\0';
    s.len = 16;
    s.off = 0;
    put_row(&s, 5);
    free(s.buf);
    return 0;
}
"""


def test_a_buffer_a_helper_may_replace_is_never_unknown_memory(tmp_path):
    p = tmp_path / "grow.c"
    p.write_text(SOURCE)
    report = analyze(load_program([str(p)], FrontendOptions()), AnalysisOptions())
    settle = [a for a in report.accesses if a.function == "settle"]
    assert settle and all(a.reason != "unknown-pointer" for a in settle)
    # (the strlen's start, p->off, is not bounded by the buffer's size: a warning, not a proof)
    assert [a.verdict for a in settle if a.array == "p->buf"] == ["warning"]

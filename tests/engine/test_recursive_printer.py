"""Obligations of a recursive printer (a value, an array and an object printed by functions that
call each other, as JSON printers are written) carried through the recursion to the caller.

A pointer field read twice in a summary's loop (the child list walked at each round) used to give
the field's block summary an entry pointer to a `[]` view that no state made; the binding of the
callee's deep memory at the recursive call then took that view for unknown memory, and every
access of the printer became "may point to memory of unknown size" (cJSON's print_value,
print_array and print_object: 30 warnings on printing one number)."""

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.frontend import load_program

PRINTER = """\
#include <stdlib.h>
#include <string.h>

/* a document tree printed by three functions that call each other (value, array, object) */
typedef struct item { struct item *next, *prev, *child; int type; char *text; double num; char *key; } item;
typedef struct { char *buf; size_t len; size_t off; } outbuf;

static char *reserve(outbuf *p, size_t need)
{
    if (p->buf == NULL || p->off >= p->len || need >= p->len - p->off)
        return NULL;
    return p->buf + p->off;
}

static void advance(outbuf *p)
{
    p->off += strlen(p->buf + p->off);
}

static int emit_char(outbuf *p, char c)
{
    char *o = reserve(p, 1);
    if (o == NULL)
        return 0;
    o[0] = c;
    o[1] = '\\0';
    advance(p);
    return 1;
}

static int emit_item(const item *it, outbuf *p);

static int emit_array(const item *it, outbuf *p)
{
    const item *c = it->child;
    if (!emit_char(p, '['))
        return 0;
    while (c != NULL) {
        if (!emit_item(c, p))
            return 0;
        c = c->next;
    }
    return emit_char(p, ']');
}

static int emit_object(const item *it, outbuf *p)
{
    const item *c = it->child;
    if (!emit_char(p, '{'))
        return 0;
    while (c != NULL) {
        if (!emit_char(p, c->key != NULL && c->key[0] != '\\0' ? c->key[0] : '?'))
            return 0;
        if (!emit_item(c, p))
            return 0;
        c = c->next;
    }
    return emit_char(p, '}');
}

static int emit_item(const item *it, outbuf *p)
{
    switch (it->type) {
    case 3:
        return emit_array(it, p);
    case 4:
        return emit_object(it, p);
    case 2:
        return emit_char(p, it->text != NULL && it->text[0] != '\\0' ? it->text[0] : '\"');
    default:
        return emit_char(p, it->num > 0 ? '+' : '-');
    }
}

"""

MAIN = """\
int main(void)
{
    outbuf b = { malloc(256), 256, 0 };
    item *n = calloc(1, sizeof *n);
    int ok = 0;
    if (b.buf != NULL && n != NULL) {
        b.buf[0] = '\\0';
        n->num = 42;
        ok = emit_item(n, &b);
    }
    free(n);
    free(b.buf);
    return !ok;
}
"""


def run(tmp_path, source):
    p = tmp_path / "printer.c"
    p.write_text(source)
    return analyze(load_program([str(p)], FrontendOptions()), AnalysisOptions())


def findings(report):
    return [(a.line, a.verdict, a.reason) for a in report.accesses
            if a.verdict not in ("safe", "unreachable")]


def test_a_number_printed_through_the_recursive_printer_is_safe(tmp_path):
    assert findings(run(tmp_path, PRINTER + MAIN)) == []


def test_the_printer_as_a_library_has_a_contract_not_warnings(tmp_path):
    lib = PRINTER.replace("static int emit_item(", "int emit_item(")
    report = run(tmp_path, lib)
    assert findings(report) == []
    notes = [d.message for d in report.diagnostics if "contract of 'emit_item'" in d.message]
    assert len(notes) == 1 and "`it` valid for" in notes[0]


def test_a_buffer_without_room_is_still_an_error(tmp_path):
    bad = PRINTER.replace("|| need >= p->len - p->off", "") + \
        MAIN.replace("{ malloc(256), 256, 0 }", "{ malloc(1), 1, 0 }")
    errors = {(line, verdict) for line, verdict, _ in findings(run(tmp_path, bad))}
    assert (26, "error") in errors     # o[1] = '\\0' past the one byte

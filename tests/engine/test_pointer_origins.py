"""A pointer a callee stores whose targets, in the caller, are different blocks with their own
offset variables that all hold the same value (`item->prev` is `item`, or the list's last node,
each at offset 0): the caller keeps the offset (absint.engine.summaries.map_pointer). It was any
offset, and every access through the stored pointer a warning."""
from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.frontend import load_program

SOURCE = """\
#include <stdlib.h>

typedef struct node { struct node *next, *prev, *child; int type; } node;

static void link_last(node *prev, node *item)
{
    prev->next = item;
    item->prev = prev;
}

static int append(node *list, node *item)
{
    node *child;
    if (list == NULL || item == NULL || list == item)
        return 0;
    child = list->child;
    if (child == NULL) {
        list->child = item;
        item->prev = item;
        item->next = NULL;
    } else if (child->prev != NULL) {
        link_last(child->prev, item);
        list->child->prev = item;
    }
    return 1;
}

static int add_typed(node *list, node *item, int type)
{
    if (item == NULL)
        return 0;
    item->type = type;
    return append(list, item);
}

int main(void)
{
    node *list = calloc(1, sizeof *list);
    node *item = calloc(1, sizeof *item);
    int t = 0;
    if (list != NULL && item != NULL && add_typed(list, item, 3) && list->child != NULL)
        t = list->child->prev->type;
    free(item);
    free(list);
    return t;
}
"""


def verdicts(tmp_path, source):
    p = tmp_path / "append.c"
    p.write_text(source)
    report = analyze(load_program([str(p)], FrontendOptions()), AnalysisOptions())
    return {(a.line, a.array): a.verdict for a in report.accesses if a.function == "main"}


def test_the_stored_pointer_keeps_its_offset(tmp_path):
    got = verdicts(tmp_path, SOURCE)
    assert got[(42, "list->child->prev")] == "safe"
    assert got[(42, "list->child")] == "safe"


def test_a_node_too_small_for_the_field_is_still_found(tmp_path):
    small = SOURCE.replace("node *item = calloc(1, sizeof *item);", "node *item = calloc(1, 16);")
    assert verdicts(tmp_path, small)[(42, "list->child->prev")] in ("error", "warning")

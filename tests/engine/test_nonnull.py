"""Pointers known not NULL at their dereference (absint.ir.nonnull): tested, dereferenced before,
or computed from one that is; ended by an assignment; met by intersection where paths join."""
import textwrap

from absint.config import FrontendOptions
from absint.frontend import load_program
from absint.ir.nonnull import nonnull_sites


def known(tmp_path, code: str, fn: str) -> set:
    """The source lines of fn's accesses whose pointer is known not NULL."""
    path = tmp_path / "t.c"
    path.write_text(textwrap.dedent(code))
    program = load_program([str(path)], FrontendOptions())
    f = program.functions[fn]
    ids = nonnull_sites(f)
    lines = {}
    for node in f.cfg.nodes.values():
        for st in node.stmts:
            for site in getattr(st, "sites", ()):
                if site.kind == "pointer":
                    lines.setdefault(site.coord.line, set()).add(site.id in ids)
    return {line for line, flags in lines.items() if all(flags)}, set(lines)


def test_tested_dereferenced_and_derived_pointers(tmp_path):
    ok, all_lines = known(tmp_path, """
        struct n { struct n *next; int v; };
        int f(struct n *p, struct n *q, int c) {
            int s = p->v;              /* line 4: first use, not known */
            s += p->v;                 /* line 5: dereferenced before */
            if (q) s += q->v;          /* line 6: tested */
            if (q != 0) s += q->next->v;   /* line 7: q known; q->next not */
            struct n *r = q;
            if (c) r = p;
            s += r->v;                 /* line 10: NULL on the path where q was not tested */
            while (p != 0) { s += p->v; p = p->next; }   /* line 11: the loop's test */
            return s;
        }""", "f")
    assert 4 not in ok and 5 in ok and 6 in ok
    assert 7 not in ok and 10 not in ok and 11 in ok
    assert {4, 5, 6, 7, 10, 11} <= all_lines


def test_an_assignment_ends_the_fact(tmp_path):
    ok, _ = known(tmp_path, """
        struct n { struct n *next; int v; };
        int g(struct n *p) {
            if (!p) return 0;
            int s = p->v;              /* line 5 */
            p = p->next;
            s += p->v;                 /* line 7: the new p was never tested */
            struct n *q = p + 0;
            return s + q->v;           /* line 9: from p, dereferenced on line 7 */
        }""", "g")
    assert 5 in ok and 7 not in ok and 9 in ok


def test_a_field_loaded_again_after_its_test(tmp_path):
    """`if (p->f) p->f->v`: the second load of p->f is known not NULL; not after a store or a
    call between, nor from another field."""
    ok, _ = known(tmp_path, """
        struct n { struct n *next, *child; int v; };
        void touch(void);
        int h(struct n *p) {
            int s = 0; if (!p) return 0;
            if (p->child) s += p->child->v;            /* line 6 */
            if (p->child) { p->v = 1; s += p->child->v; }   /* line 7: a store between */
            if (p->child) { touch(); s += p->child->v; }    /* line 8: a call between */
            if (p->child) s += p->next->v;             /* line 9: another field */
            return s;
        }""", "h")
    assert 6 in ok
    assert 7 not in ok and 8 not in ok and 9 not in ok

"""Conditions stored in flags (absint/frontend/flags.py): which tests of a flag are linked to the
condition stored in it (the flag's guard node then branches again on the condition) and which are
not, because a path between writes the flag or a variable of the condition."""
from absint.ir.nodes import Assume, BinOp, Var
from tests.frontend.lowered import lower


def flag_guards(function, flag):
    """For each test of `flag` (in node order): True when its nonzero side was linked."""
    cfg = function.cfg
    out = []
    for nid in sorted(cfg.nodes):
        st = cfg.nodes[nid].stmts
        if not st or not isinstance(st[0], Assume):
            continue
        c = st[0].cond
        tested = c.left if isinstance(c, BinOp) and c.op in ("!=", "==") else c
        if not (isinstance(tested, Var) and tested.name == flag):
            continue
        nonzero = st[0].positive == (not (isinstance(c, BinOp) and c.op == "=="))
        if nonzero:
            out.append(len(cfg.successors(nid)) > 1)
    return out


def lowered_f(tmp_path, body, params="int x, int y"):
    src = "int a[8];\nint g(int *p);\nint f(%s) {\n int r = 0;\n%s\n return r;\n}\n" % (params, body)
    return lower(tmp_path, src).functions["f"]


def test_a_stored_condition_is_linked_until_its_variables_change(tmp_path):
    f = lowered_f(tmp_path, """
        int ok = x >= 0 && x < 8;
        if (ok) r += a[x];
        if (ok != 0) r += a[x];
        if (!ok) return 0;
        x = y;
        if (ok) r += a[x];""")
    assert flag_guards(f, "ok") == [True, True, True, False]


def test_a_write_of_the_flag_kills_the_link(tmp_path):
    f = lowered_f(tmp_path, """
        int ok = x < 8;
        ok = y;
        if (ok) r += a[x];
        ok = x < 8;
        ok++;
        if (ok) r += a[x];""")
    assert flag_guards(f, "ok") == [False, False]


def test_joins_keep_the_link_only_where_both_sides_have_it(tmp_path):
    f = lowered_f(tmp_path, """
        int ok = x < 8;
        if (y) r = 1; else r = 2;
        if (ok) r += a[x];
        if (y) x = 0;
        if (ok) r += a[x];
        if (y) ok = x < 8; else ok = x < 8;
        if (ok) r += a[x];
        if (y) ok = x < 8; else ok = x < 7;
        if (ok) r += a[x];""")
    assert flag_guards(f, "ok") == [True, False, True, False]


def test_loops_keep_the_link_only_when_the_body_keeps_it(tmp_path):
    f = lowered_f(tmp_path, """
        int ok = x < 8;
        while (y-- > 0) { if (ok) r += a[x]; x++; }
        ok = x < 8;
        while (y-- > 0) { if (ok) r += a[x]; r++; }
        ok = x < 8;
        while (y-- > 0) { if (ok) r += a[x]; x++; ok = x < 8; }""")
    assert flag_guards(f, "ok") == [False, True, True]


def test_no_link_through_memory_calls_or_globals(tmp_path):
    f = lowered_f(tmp_path, """
        int z = x;
        int *q = &z;
        int ok = z < 8;
        *q = 100;
        if (ok) r += a[z];
        int k = x < 8;
        g(&r);
        if (k) r += a[x];""")
    # z's address is taken: z lives in memory, and the condition reading it is not stored
    assert flag_guards(f, "ok") == [False]
    # a call writes no Var of the function (x's address is never taken)
    assert flag_guards(f, "k") == [True]
    prog = lower(tmp_path, "int n; int a[8]; void h(void);\n"
                 "int f(void) { int ok = n < 8; h(); if (ok) return a[n]; return 0; }\n")
    assert flag_guards(prog.functions["f"], "ok") == [False]


def test_conditions_that_cannot_be_evaluated_again(tmp_path):
    f = lowered_f(tmp_path, """
        int c1 = g(&r) < 8;
        if (c1) r++;
        int c2 = a[x & 7] < 8;
        if (c2) r++;
        int c3 = x / y < 8;
        if (c3) r++;
        int c4 = x / 2 < 4;
        if (c4) r++;
        int c5 = x;
        if (c5) r++;
        _Bool c6 = x;
        if (c6) r++;
        int c7 = x++ < 8;
        if (c7) r++;""")
    assert [flag_guards(f, f"c{i}") for i in range(1, 8)] == [[False], [False], [False], [True], [False],
                                                              [True], [False]]


def test_a_shadowing_declaration_does_not_change_what_is_evaluated_again(tmp_path):
    prog = lower(tmp_path, "int a[8];\nint f(int x) {\n int ok = x < 8;\n"
                 " { int x = 40; if (ok) return a[x]; }\n return 0;\n}\n")
    f = prog.functions["f"]
    assert flag_guards(f, "ok") == [True]
    # the condition evaluated again reads the parameter, not the inner x
    guard = next(n for n in f.cfg.nodes.values()
                 if n.stmts and isinstance(n.stmts[0], Assume) and n.stmts[0].cond == Var("ok", n.stmts[0].cond.type))
    again = [f.cfg.nodes[s].stmts[0] for s in f.cfg.successors(guard.id)]
    assert {st.cond.left.name for st in again} == {"x"}
    assert {v.name for v in f.locals} >= {"x.1"}


def test_guards_written_another_way_are_guards(tmp_path):
    f = lowered_f(tmp_path, """
        if (__builtin_expect(!!(x < 8), 0)) r++;
        if (((x < 8) != 0)) r++;
        if ((x < 8) == 0) r++;
        if (1 == (x < 8)) r++;
        if ((_Bool)(x < 8)) r++;
        if ((long)(x < 8)) r++;
        if (__builtin_expect_with_probability(x < 8, 1, 0.5)) r++;""")
    rel = [st for n in sorted(f.cfg.nodes) for st in f.cfg.nodes[n].stmts
           if isinstance(st, Assume) and st.positive]
    assert [str(st.cond.op) for st in rel] == ["<"] * 7
    assert all(st.cond.left.name == "x" for st in rel)

"""The static storage at program start (made in one step) and the summary entries of functions
(holding only the string literals each can reach): their contents, and that a function's entry
does not grow with the literals of the rest of the program."""
import textwrap

from absint.config import AnalysisOptions, FrontendOptions
from absint.checks import analyze
from absint.engine.interp import Analyzer
from absint.frontend import load_program
from absint.memory.state import len_var, size_var, summary_var


def program(tmp_path, text):
    p = tmp_path / "t.c"
    p.write_text(textwrap.dedent(text))
    return load_program([str(p)], FrontendOptions())


def literal(prog, text):
    return next(b.name for b in prog.blocks if b.kind == "string" and b.init == text)


def test_static_storage_holds_every_ghost(tmp_path):
    prog = program(tmp_path, """
        extern char ext[];
        int counter;
        char *cursor;
        char buf[16];
        const char *greeting = "hey";
        int f(void) { return ext[0] + buf[0] + counter + (cursor != 0) + greeting[0]; }
        """)
    an = Analyzer(prog, AnalysisOptions())
    st = an.static_storage()
    num = st.num
    hey = literal(prog, b"hey\0")
    assert num.interval("@counter") == (0, 0) and num.interval("@cursor") == (0, 0)
    assert st.pts["@cursor"].targets == {"null"}
    assert num.interval(len_var(hey)) == (3, 3)
    assert num.interval(summary_var(hey)) == (0, ord("y"))
    assert num.interval(summary_var("buf")) == (0, 0) and num.interval(len_var("buf")) == (0, 0)
    # an extern array of unknown extent: any size, an input; its contents unknown
    lo, hi = num.interval(size_var("ext"))
    assert lo == 0 and hi > 1 << 40 and size_var("ext") in st.inputs
    assert summary_var("ext") not in num.vars
    assert st.cong["@counter"] == (0, 0) and st.cong[len_var(hey)] == (0, 3)
    # the initializers then point greeting at the literal
    init = an.initial_state()
    assert init.pts["@greeting"].targets == {hey}


def test_a_summary_entry_holds_the_literals_its_function_can_reach(tmp_path):
    others = "\n".join(f'int g{k}(int x) {{ const char *s = "other {k}"; return s[x & 7]; }}'
                       for k in range(40))
    prog = program(tmp_path, others + """
        static const char *pick(int k) { return k ? "yes" : "no"; }
        int use(int k) { return pick(k)[0]; }
        int cb(int x) { const char *s = "callback"; return s[x & 7]; }
        int (*hook)(int) = cb;
        int via(int x) { return hook(x); }
        int lone(int x) { return x; }
        """)
    an = Analyzer(prog, AnalysisOptions())
    strings = {b.name for b in prog.blocks if b.kind == "string"}

    def entry_literals(name):
        _frame, st = an.summary_entry(prog.functions[name])
        found = {b for b in st.blocks if b in strings}
        for b in strings - found:   # no ghost of a dropped literal is left behind
            assert len_var(b) not in st.num.vars and summary_var(b) not in st.num.vars
        return found

    yes, no = literal(prog, b"yes\0"), literal(prog, b"no\0")
    assert entry_literals("pick") == {yes, no}
    assert entry_literals("use") == {yes, no}            # through its callee
    assert entry_literals("lone") == set()
    assert entry_literals("g3") == {literal(prog, b"other 3\0")}
    # an indirect call may reach any function whose address is taken
    assert literal(prog, b"callback\0") in entry_literals("via")
    # the literals a function keeps have the ghosts the program start gives them
    _frame, st = an.summary_entry(prog.functions["use"])
    assert st.num.interval(len_var(yes)) == (3, 3)


def test_results_do_not_depend_on_unrelated_literals(tmp_path):
    src = """
        int use(int k) { const char *s = "abcdef"; if (k < 0 || k > 6) return 0; return s[k]; }
        int over(int k) { const char *s = "abc"; if (k < 0 || k > 4) return 0; return s[k]; }
        """
    small = analyze(program(tmp_path, src), AnalysisOptions())
    big = analyze(program(tmp_path, src + "\n".join(
        f'int g{k}(void) {{ return "filler {k}"[1]; }}' for k in range(30))), AnalysisOptions())
    verdicts = lambda r, lines: sorted((a.line, a.verdict) for a in r.accesses if a.line in lines)  # noqa: E731
    assert verdicts(small, (2, 3)) == verdicts(big, (2, 3)) == [(2, "safe"), (3, "warning")]


def test_const_objects_defined_here_are_read_only(tmp_path):
    """A const object defined with an initializer keeps its contents in every function (a
    summary reads the table, and an unknown call cannot change it); a table of pointers to const
    (its elements may change), an extern and a const reached only through a typedef stay
    writable."""
    prog = program(tmp_path, """
        typedef const int cint;
        void external(void);
        static const int idx[3] = { 0, 1, 3 };
        const char *names[] = { "x", "y" };
        static const char *const fixed[] = { "a", "b" };
        extern const int elsewhere[2];
        static cint via_typedef[2] = { 1, 2 };
        static int a[4];
        int get(int k) { external(); if (k < 0 || k > 2) return 0; return a[idx[k]]; }
        int far(int k) { if (k < 0 || k > 2) return 0; return a[idx[k] + 1]; }
        """)
    readonly = {b.name: b.readonly for b in prog.blocks}
    assert readonly["idx"] and readonly["fixed"]
    assert not readonly["names"] and not readonly.get("elsewhere", False)
    assert not readonly["via_typedef"]
    result = analyze(prog, AnalysisOptions())
    v = {a.line: a.verdict for a in result.accesses if a.array == "a"}
    assert v[10] == "safe" and v[11] == "warning"     # idx[2] + 1 == 4


def test_const_scalars_defined_here_keep_their_value(tmp_path):
    """A const scalar defined with its value is that value in every summary, after unknown calls
    too; a mutable global is any value at a library entry."""
    prog = program(tmp_path, """
        static const int N = 10;
        const unsigned LIMIT = 4;
        int counter = 3;
        static int a[10];
        void external(void);
        int sum(void) { int s = 0; for (int i = 0; i < N; i++) s += a[i]; return s; }
        int lim(int k) { external(); if (k < 0 || (unsigned)k >= LIMIT) return 0; return a[k + 6]; }
        int cnt(int k) { if (k < 0 || k >= counter) return 0; return a[k]; }
        """)
    assert prog.readonly_globals == {"@N", "@LIMIT"}
    result = analyze(prog, AnalysisOptions())
    v = {a.line: a.verdict for a in result.accesses}
    assert v[7] == "safe" and v[8] == "safe" and v[9] == "warning"


def test_a_table_of_string_literals_is_initialized_without_joins(tmp_path, monkeypatch):
    """A static table of thousands of string literals (an entity map): each store into its
    summary grows the summary (targets union, offset hull) without a join of the whole state --
    which copied and closed a state as large as all the literals, per element. The result is what
    the joins gave: every literal a target, each access judged by the shortest."""
    rows = ", ".join(f'"{"x" * (3 + k % 5)}"' for k in range(40))
    prog = program(tmp_path, f"""
        static const char *const T[] = {{ {rows} }};
        int ok(int i, int k) {{ if (i < 0 || i >= 40 || k < 0 || k > 3) return 0; return T[i][k]; }}
        int bad(int i, int k) {{ if (i < 0 || i >= 40 || k < 0 || k > 4) return 0; return T[i][k]; }}
        """)
    from absint.memory.state import AbsState
    joins = []
    real_join = AbsState.join
    an = Analyzer(prog, AnalysisOptions())
    monkeypatch.setattr(AbsState, "join", lambda a, b: joins.append(1) or real_join(a, b))
    init = an.initial_state()
    monkeypatch.setattr(AbsState, "join", real_join)
    assert joins == []
    lits = {b.name for b in prog.blocks if b.kind == "string"}
    assert init.pts[summary_var("T")].targets == lits
    assert init.num.interval(summary_var("T")) == (0, 0)
    result = analyze(prog, AnalysisOptions())
    v = {a.line: a.verdict for a in result.accesses if a.line in (3, 4) and a.array != "T"}
    assert v == {3: "safe", 4: "warning"}     # the shortest literal has 4 bytes


def test_a_large_constant_table_is_initialized_from_its_extremes(tmp_path):
    """A table of numbers too large for cells is one summary: its constant stores are reduced
    to the one of the least and the one of the greatest value (each store only widens the
    summary), with the same initial state as storing every element. Both extremes lie in the
    middle of the table here, and a store through the table's base pointer (element 0) and
    the elements of a small table and of a char table are all kept."""
    values = [5, 9, 3, 7, 11, 2, 40, 8, -6, 4] * 4
    values[17], values[23] = 90, -30
    prog = program(tmp_path, f"""
        static const int big[40] = {{{", ".join(map(str, values))}}};
        static const int small[4] = {{100, 200, 300, 400}};
        static const char text[40] = "abc";
        int f(int i) {{ return big[i & 31] + small[i & 3] + text[i & 31]; }}
        """)
    an = Analyzer(prog, AnalysisOptions())
    kept = an.table_stores_collapsed(prog.init)
    stores = [st for st in kept if type(st).__name__ == "Store"]
    assert len(kept) < len(prog.init)
    assert len(stores) == 3 + 4 + len([st for st in prog.init if type(st).__name__ == "Store"
                                       and st.size == 1])
    full = Analyzer(prog, AnalysisOptions())
    full.table_stores_collapsed = lambda init: init
    st, every = an.initial_state(), full.initial_state()
    assert st.num.interval(summary_var("big")) == (-30, 90) == every.num.interval(summary_var("big"))
    for cell in ("small", "text"):
        assert {v: st.num.interval(v) for v in st.num.vars if cell in v} == \
            {v: every.num.interval(v) for v in every.num.vars if cell in v}

"""Functions handed to code outside the program are judged (as roots), never 'unreachable': an
argument of a library call, a table of callbacks an argument reaches, and a caller whose own
analysis stopped early (nothing then says where its pointers went)."""
import textwrap

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.frontend import load_program

HANDED_OUT = """
    struct ops { void (*done)(void); };
    void run_test(void (*f)(void), const char *name);
    void register_ops(const struct ops *o);
    static int a[4];
    static void direct(void) { int i = 4; a[i] = 1; }
    static void in_table(void) { a[5] = 1; }
    static void never_handed_out(void) { a[6] = 1; }
    static const struct ops table = { in_table };
    int main(void)
    {
        int s = 0;
        for (int i = 0; i < 50; i++)
            s += i;
        void (*kept)(void) = never_handed_out;
        (void)kept;
        register_ops(&table);
        run_test(direct, "direct");
        return s;
    }
"""


def verdicts(tmp_path, options):
    p = tmp_path / "t.c"
    p.write_text(textwrap.dedent(HANDED_OUT))
    result = analyze(load_program([str(p)], FrontendOptions()), options)
    return {a.line: a.verdict for a in result.accesses}


def test_functions_handed_to_library_code_are_judged(tmp_path):
    v = verdicts(tmp_path, AnalysisOptions())
    assert v[6] == "error" and v[7] == "error"
    assert v[8] == "unreachable"          # its address is taken, but it never leaves the program


def test_a_caller_that_stopped_early_hands_out_what_it_names(tmp_path):
    v = verdicts(tmp_path, AnalysisOptions(function_budget=3))
    assert v[6] != "unreachable" and v[7] != "unreachable" and v[8] != "unreachable"


LIBRARY = """
    typedef void (*sink_fn)(int);
    sink_fn exported;
    static int buf[10];
    static void local_sink(int k) { buf[k] = 1; }
    static void stored_sink(int k) { buf[k] = 2; }
    void api(void)
    {
        sink_fn f = local_sink;
        sink_fn g = f;
        g(7);
        exported = stored_sink;
    }
"""


def test_a_library_root_is_a_static_function_whose_address_may_leave(tmp_path):
    """Without main: a static function called only through a pointer its taker keeps is judged
    at that call (k == 7: safe); one stored to a global may be called from outside (any k): an
    entry, safe under its contract on k."""
    p = tmp_path / "lib.c"
    p.write_text(textwrap.dedent(LIBRARY))
    result = analyze(load_program([str(p)], FrontendOptions()), AnalysisOptions())
    v = {a.line: a.verdict for a in result.accesses}
    assert v[5] == "safe" and v[6] == "safe"
    contracts = [d.message for d in result.diagnostics if "contract of" in d.message]
    assert contracts == ["contract of 'stored_sink': requires `k` in [0, 9]"]

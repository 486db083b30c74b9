"""Scalars of internal linkage that no function writes keep their initial value (Juliet's flow
variants 05 and 07: `static int staticTrue = 1;` tested as a flag), and only those: a static that
some function writes, a volatile one, or an external one that code outside the program may write,
stays any value at a library root."""
import textwrap

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.frontend import load_program

TEMPLATE = """
    {decl}
    {writer}
    void f(void)
    {{
        int buf[10];
        int data = -1;
        if ({flag} {op} 5) {{
            data = 20;
        }} else {{
            data = 7;
        }}
        buf[data] = 1;
    }}
    """


def verdicts(tmp_path, decl, flag="flag", op="!=", writer=""):
    p = tmp_path / "t.c"
    p.write_text(textwrap.dedent(TEMPLATE.format(decl=decl, writer=writer, flag=flag, op=op)))
    program = load_program([str(p)], FrontendOptions())
    report = analyze(program, AnalysisOptions())
    return program, [a.verdict for a in report.accesses if a.function == "f"]


def test_an_unwritten_static_keeps_its_value(tmp_path):
    program, got = verdicts(tmp_path, "static int flag = 5;")
    assert got == ["safe"] and "@flag" in program.readonly_globals
    _, got = verdicts(tmp_path, "static int flag = 5;", op="==")
    assert got == ["error"]


def test_an_unwritten_static_local_keeps_its_value(tmp_path):
    p = tmp_path / "t.c"
    p.write_text("void f(void) { int buf[10]; static int five = 5; buf[five + 4] = 1; buf[five + 5] = 1; }\n")
    report = analyze(load_program([str(p)], FrontendOptions()), AnalysisOptions())
    assert [a.verdict for a in report.accesses] == ["safe", "error"]


def test_a_static_some_function_writes_is_any_value(tmp_path):
    for writer in ("void g(void) { flag = 0; }", "void g(void) { flag++; }",
                   "void g(int x) { if (x) flag = x; }"):
        program, got = verdicts(tmp_path, "static int flag = 5;", writer=writer)
        assert got == ["warning"], writer
        assert "@flag" not in program.readonly_globals


def test_a_static_whose_address_is_taken_is_any_value(tmp_path):
    _, got = verdicts(tmp_path, "static int flag = 5;", writer="void g(int *p); void h(void) { g(&flag); }")
    assert got == ["warning"]


def test_volatile_and_external_scalars_are_any_value(tmp_path):
    _, got = verdicts(tmp_path, "static volatile int flag = 5;")
    assert got == ["warning"]
    # external linkage: a caller outside the program may have changed it before calling f
    _, got = verdicts(tmp_path, "int flag = 5;")
    assert got == ["warning"]


LOOKUP = """
    {decl}
    {writer}
    int lookup(unsigned char c) {{ if (c < {n}) return map[c]; return 0; }}
    {main}
    """


def lookup_verdicts(tmp_path, decl, n=4, writer="", main=""):
    p = tmp_path / "t.c"
    p.write_text(textwrap.dedent(LOOKUP.format(decl=decl, writer=writer, n=n, main=main)))
    report = analyze(load_program([str(p)], FrontendOptions()), AnalysisOptions())
    return [a.verdict for a in report.accesses if a.function == "lookup"]


def test_an_unwritten_static_pointer_keeps_its_literal(tmp_path):
    # picohttpparser's `static const char *token_char_map = "\\0\\0..."`: the function reads the
    # pointer, and so the literal it points to, in a library and in a closed program alike
    for decl in ('static const char *map = "ab\\0d";', 'static const char *const map = "abcd";'):
        assert lookup_verdicts(tmp_path, decl) == ["safe"]
        assert lookup_verdicts(tmp_path, decl, main="int main(void) { return lookup(2); }") \
            == ["safe"]
        assert lookup_verdicts(tmp_path, decl, n=6) == ["warning"]
    # written elsewhere: any value another entry of the library stored
    assert lookup_verdicts(tmp_path, 'static const char *map = "abcd";',
                           writer='void set(const char *s) { map = s; }') == ["warning"]

"""A size computed from the length of a string parameter, in a callee (`memcpy(dest, data,
(wcslen(data) + 1) * sizeof(wchar_t))` in Juliet's sinks): the Pentagon cannot hold `n == 4 * len
+ 4`, but the exact form of n over the parameter's entry length can (AbsState.forms), and each call
site binds that length. The form exists only while the length is its entry value."""
import textwrap

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.frontend import load_program

TEXT = """
    #include <stdlib.h>
    #include <string.h>
    #include <wchar.h>
    static void sink(wchar_t *data)
    {
        wchar_t *dest = (wchar_t *)malloc(50 * sizeof(wchar_t));
        if (dest == NULL) exit(1);
        BEFORE
        memcpy(dest, data, (wcslen(data) + 1) * sizeof(wchar_t));
        free(dest);
    }
    void f(void)
    {
        wchar_t *data = (wchar_t *)malloc(100 * sizeof(wchar_t));
        if (data == NULL) exit(1);
        wmemset(data, L'A', 100);
        data[N] = L'\\0';
        sink(data);
    }
    """


def sink_findings(tmp_path, n, before=""):
    p = tmp_path / "t.c"
    p.write_text(textwrap.dedent(TEXT).replace("data[N]", f"data[{n}]").replace("BEFORE", before))
    report = analyze(load_program([str(p)], FrontendOptions()), AnalysisOptions())
    return sorted(a.verdict for a in report.accesses if a.function == "sink" and a.line == 10)


def test_a_size_from_a_parameter_string_length_binds_at_the_call(tmp_path):
    assert sink_findings(tmp_path, 49) == ["safe", "safe", "safe"]     # 200 bytes into 200
    assert "error" in sink_findings(tmp_path, 50)                        # 204 bytes into 200


def test_no_form_once_the_string_changed(tmp_path):
    # the terminator moved from 49 to 80 before wcslen: 324 bytes into 200
    got = sink_findings(tmp_path, 49, before="data[49] = L'A'; data[80] = L'\\0';")
    assert {"error", "warning"} & set(got)

"""A callee reads a pointer out of an array of pointers its caller passes (Juliet's flow 66:
`dataArray[2] = data; sink(dataArray);`). Stores at an index of an array are no cells, only its
summary: the room the callee's pointer has is that of the summary's pointers, exact when they all
designate their block at one offset, and only then."""
import textwrap

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.frontend import load_program


def verdicts(tmp_path, stores, index=2, at=99):
    text = f"""
        static void sink(char *dataArray[])
        {{
            char *data = dataArray[{index}];
            data[{at}] = 0;
        }}
        void f(int k)
        {{
            char *dataArray[5];
            char buf[100];
            {stores}
            sink(dataArray);
        }}
        """
    p = tmp_path / "t.c"
    p.write_text(textwrap.dedent(text))
    report = analyze(load_program([str(p)], FrontendOptions()), AnalysisOptions())
    return [a.verdict for a in report.accesses if a.function == "sink" and a.line == 5]


def test_a_pointer_stored_at_an_index_keeps_its_room(tmp_path):
    assert verdicts(tmp_path, "dataArray[2] = buf;") == ["safe"]
    assert verdicts(tmp_path, "dataArray[2] = buf;", at=100) == ["error"]
    assert verdicts(tmp_path, "dataArray[2] = buf + 1;", at=98) == ["safe"]
    assert verdicts(tmp_path, "dataArray[2] = buf + 1;", at=99) == ["error"]


def test_pointers_at_different_offsets_are_no_exact_room(tmp_path):
    # the callee may read the pointer 50 bytes in: 99 fails there
    got = verdicts(tmp_path, "dataArray[1] = buf; dataArray[2] = buf + 50;")
    assert got in (["warning"], ["error"])
    got = verdicts(tmp_path, "int i; for (i = 0; i < 5; i++) dataArray[i] = buf + i;")
    assert got in (["warning"], ["error"])


def test_a_pointer_of_unknown_offset_is_no_exact_room(tmp_path):
    got = verdicts(tmp_path, "dataArray[2] = buf + (k & 63);", at=50)
    assert got in (["warning"], ["error"])


def test_a_wide_string_stored_at_an_index_keeps_its_length(tmp_path):
    text = """
        #include <stdlib.h>
        #include <wchar.h>
        static size_t sink(wchar_t *dataArray[])
        {
            wchar_t *data = dataArray[2];
            return wcslen(data);
        }
        size_t f(void)
        {
            wchar_t *dataArray[5];
            wchar_t *data = (wchar_t *)malloc(100 * sizeof(wchar_t));
            if (data == NULL) exit(1);
            wmemset(data, L'A', 100);
            TERMINATE
            dataArray[2] = data;
            return sink(dataArray);
        }
        """
    def sink_verdicts(terminate):
        p = tmp_path / "w.c"
        p.write_text(textwrap.dedent(text).replace("TERMINATE", terminate))
        report = analyze(load_program([str(p)], FrontendOptions()), AnalysisOptions())
        return {a.verdict for a in report.accesses if a.function == "sink" and a.line == 7}
    assert sink_verdicts("data[50 - 1] = L'\\0';") == {"safe"}
    assert sink_verdicts("") & {"error", "warning"}      # no terminator in the block

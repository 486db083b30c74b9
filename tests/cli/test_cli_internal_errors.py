"""An internal error while analysing one function (a bug of absint's) is never a clean run: the
report is still written, the function's accesses are warnings ("not checked"), every format
counts it (text summary, JSON stats, SARIF executionSuccessful false with a notification, HTML),
the exit code is 3 whatever --fail-on says, and --debug shows the traceback. Real pipeline; the
fault is injected into the analysis of one function."""
import json

import pytest

from absint.engine import interp
from cli_fakes import run

SOURCE = """\
int helper(int *a, int i) { return a[i]; }
int main(void) { int b[4] = {0}; return helper(b, 2) + b[1]; }
"""


@pytest.fixture
def broken_helper(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "prog.c").write_text(SOURCE)
    real = interp.Analyzer.analyze

    def analyze(self, frame, state, record):
        if frame.fn.name == "helper":
            raise IndexError("tuple index out of range")
        return real(self, frame, state, record)
    monkeypatch.setattr(interp.Analyzer, "analyze", analyze)


def test_text_report_counts_it_and_exits_3(broken_helper, capsys):
    code, out, err = run(capsys, "check", "prog.c", "--fail-on", "none")
    assert code == 3
    assert "prog.c:1:5: error: internal error: IndexError: tuple index out of range" in out
    assert "prog.c:1:36: warning: not checked" in out
    assert out.rstrip().splitlines()[-1].endswith("1 internal error (the analysis is incomplete)")
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("absint: error: prog.c:1: internal error")
    assert "--debug" in lines[0] and "Traceback" not in err


def test_json_and_sarif_say_the_run_failed(broken_helper, capsys):
    code, out, _ = run(capsys, "check", "prog.c", "--format", "json")
    assert code == 3
    doc = json.loads(out)
    assert doc["stats"]["internal_errors"] == 1
    assert any(d["level"] == "error" and d["message"].startswith("internal error")
               for d in doc["diagnostics"])
    code, out, _ = run(capsys, "check", "prog.c", "--format", "sarif")
    assert code == 3
    inv = json.loads(out)["runs"][0]["invocations"][0]
    assert inv["executionSuccessful"] is False
    assert any(n["level"] == "error" and "IndexError" in n["message"]["text"]
               for n in inv["toolExecutionNotifications"])


def test_html_shows_the_count(broken_helper, capsys):
    code, out, _ = run(capsys, "check", "prog.c", "--format", "html")
    assert code == 3
    assert "internal errors</span> 1" in out


def test_debug_prints_the_traceback(broken_helper, capsys):
    code, _, err = run(capsys, "check", "prog.c", "--debug")
    assert code == 3
    assert "Traceback (most recent call last)" in err and "IndexError" in err


def test_a_clean_run_reports_success(monkeypatch, tmp_path, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "prog.c").write_text(SOURCE)
    code, out, _ = run(capsys, "check", "prog.c", "--format", "sarif")
    assert code == 0
    assert json.loads(out)["runs"][0]["invocations"][0]["executionSuccessful"] is True

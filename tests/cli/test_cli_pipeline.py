"""The CLI over the real front end and analyzer (each test skips until its part of the pipeline
exists)."""
import json
import os
import subprocess
import sys

import jsonschema
import pytest

from cli_fakes import run

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

OFF_BY_ONE = """\
int main(void) {
    int buf[10];
    int i;
    for (i = 0; i <= 10; i++)
        buf[i] = 0;
    return 0;
}
"""

ALWAYS_OUT = """\
int main(void) {
    int buf[10];
    buf[10] = 1;
    return 0;
}
"""

SAFE = """\
int main(void) {
    int buf[10];
    int i;
    for (i = 0; i < 10; i++)
        buf[i] = i;
    return buf[9];
}
"""

TWO_ENTRIES = """\
int a[8];
int b[4];
void fill_a(void) { int i; for (i = 0; i < 8; i++) a[i] = i; }
void fill_b(void) { int i; for (i = 0; i <= 4; i++) b[i] = i; }
"""


def _has(module, *names):
    try:
        mod = __import__(module, fromlist=list(names))
    except Exception:
        return False
    return all(hasattr(mod, n) for n in names)


needs_frontend = pytest.mark.skipif(not _has("absint.frontend", "load_program", "FrontendError"),
                                    reason="front end not built yet")
needs_printer = pytest.mark.skipif(not _has("absint.ir.printer", "format_program"),
                                   reason="IR printer not built yet")
needs_engine = pytest.mark.skipif(
    not _has("absint.checks", "analyze", "entry_points", "merge_reports"),
    reason="analyzer not built yet")


@pytest.fixture
def cwd(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("NO_COLOR", raising=False)
    return tmp_path


@needs_frontend
def test_syntax_error_is_exit_2_with_the_position(cwd, capsys):
    (cwd / "bad.c").write_text("int main( {\n")
    code, out, err = run(capsys, "check", "bad.c", "--format", "json")
    assert code == 2 and out == ""
    assert err.startswith("absint: error: bad.c:1:") and err.count("\n") == 1


@needs_frontend
@needs_printer
def test_ir_command(cwd, capsys):
    (cwd / "ok.c").write_text(SAFE)
    code, out, err = run(capsys, "ir", "ok.c")
    assert code == 0 and err == ""
    assert "main" in out


@needs_frontend
@needs_engine
def test_off_by_one_is_reported_at_its_line(cwd, capsys):
    (cwd / "prog.c").write_text(OFF_BY_ONE)
    code, out, err = run(capsys, "check", "prog.c", "--format", "json")
    assert code == 1
    doc = json.loads(out)
    # error or warning is the analyzer's call (samples/ pins it); the CLI's part is where and how
    assert [(f["file"], f["line"]) for f in doc["findings"]] == [("prog.c", 5)]
    assert doc["findings"][0]["severity"] in ("error", "warning")
    assert doc["findings"][0]["witness"] == {"i": 10}
    code, out, _ = run(capsys, "check", "prog.c")
    assert out.startswith("prog.c:5:") and "[array-bounds]" in out
    assert "note: witness: i == 10" in out
    assert out.splitlines()[-1].startswith("summary: ")


@needs_frontend
@needs_engine
def test_definite_overflow_is_an_error(cwd, capsys):
    (cwd / "prog.c").write_text(ALWAYS_OUT)
    code, out, _ = run(capsys, "check", "prog.c", "--format", "json", "--fail-on", "error")
    assert code == 1
    assert [(f["severity"], f["line"]) for f in json.loads(out)["findings"]] == [("error", 3)]


@needs_frontend
@needs_engine
def test_safe_program_exits_0(cwd, capsys):
    (cwd / "prog.c").write_text(SAFE)
    code, out, _ = run(capsys, "check", "prog.c", "--format", "json")
    assert code == 0
    doc = json.loads(out)
    assert doc["findings"] == [] and doc["stats"]["errors"] == doc["stats"]["warnings"] == 0
    assert doc["stats"]["safe"] >= 2


@needs_frontend
@needs_engine
def test_parallel_equals_sequential(cwd, capsys):
    (cwd / "lib.c").write_text(TWO_ENTRIES)
    outs = []
    for jobs in ("1", "2"):
        code, out, _ = run(capsys, "check", "lib.c", "--format", "json", "-j", jobs)
        doc = json.loads(out)
        doc["stats"].pop("seconds")
        outs.append((code, doc))
    assert outs[0] == outs[1]
    assert outs[0][0] == 1 and [f["line"] for f in outs[0][1]["findings"]] == [4]


@needs_frontend
@needs_engine
def test_fresh_process_stdout_is_only_json(cwd):
    (cwd / "prog.c").write_text(OFF_BY_ONE)
    result = subprocess.run([sys.executable, "-m", "absint", "check", "prog.c", "--format",
                             "sarif"], cwd=cwd, capture_output=True, text=True, timeout=120,
                            env={**os.environ, "PYTHONPATH": ROOT})
    assert result.returncode == 1
    doc = json.loads(result.stdout)
    assert doc["runs"][0]["results"][0]["ruleId"] == "array-bounds"
    schema_path = os.path.join(ROOT, "tests", "report", "data", "sarif-schema-2.1.0.json")
    with open(schema_path, encoding="utf-8") as f:
        jsonschema.validate(doc, json.load(f), cls=jsonschema.Draft7Validator)

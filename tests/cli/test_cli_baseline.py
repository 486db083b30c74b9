"""Baselines: `--baseline FILE --update-baseline` records the findings; later runs report only new
ones, whatever lines were added elsewhere; --fail-on applies to the new ones."""
import json
import os

import jsonschema
import pytest

from cli_fakes import run

PROGRAM = """\
int buf[4];
int fill(int n) {
    int i;
    for (i = 0; i <= n; i++)
        buf[i] = i;
    return buf[3];
}
int main(void) {
    return fill(4);
}
"""


@pytest.fixture
def cwd(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("NO_COLOR", "1")
    return tmp_path


def test_baseline_reports_only_new_findings_across_line_shifts(cwd, capsys):
    (cwd / "prog.c").write_text(PROGRAM)
    code, out, _ = run(capsys, "check", "prog.c", "--format", "json")
    assert code == 1 and len(json.loads(out)["findings"]) == 1
    code, out, err = run(capsys, "check", "prog.c", "--baseline", "base.json", "--update-baseline")
    assert code == 0 and "1 finding recorded" in err
    assert "[array-bounds]" not in out and "1 in the baseline" in out
    [entry] = json.loads((cwd / "base.json").read_text())["findings"]
    assert entry["expression"] == "buf[i]" and entry["function"] == "fill"
    assert entry["object"] == "buf" and entry["occurrence"] == 1

    # lines added above and inside the function: the key holds no line number
    shifted = "/* a new header comment */\n#include <string.h>\n\n" + PROGRAM.replace(
        "    int i;\n", "    int i;\n    int unused = 0;\n\n")
    (cwd / "prog.c").write_text(shifted)
    code, out, _ = run(capsys, "check", "prog.c", "--baseline", "base.json")
    assert code == 0 and "[array-bounds]" not in out, out
    code, out, _ = run(capsys, "check", "prog.c", "--baseline", "base.json", "--format", "json")
    doc = json.loads(out)
    assert doc["findings"] == [] and doc["stats"]["baselined"] == 1

    # the recorded finding fixed: nothing new, and -v says the baseline has an entry to drop
    (cwd / "prog.c").write_text(shifted.replace("i <= n", "i < n"))
    code, out, err = run(capsys, "check", "prog.c", "--baseline", "base.json", "-v")
    assert code == 0 and "1 recorded finding is gone" in err

    # a new finding: reported alone; --fail-on applies to it only
    bug = shifted.replace("    return buf[3];\n", "    return buf[3] + buf[n];\n")
    (cwd / "prog.c").write_text(bug)
    code, out, _ = run(capsys, "check", "prog.c", "--baseline", "base.json", "--format", "json")
    doc = json.loads(out)
    assert code == 1 and [f["line"] for f in doc["findings"]] == [bug.splitlines().index(
        "    return buf[3] + buf[n];") + 1]
    severity = doc["findings"][0]["severity"]
    code, _, _ = run(capsys, "check", "prog.c", "--baseline", "base.json", "--fail-on", "error")
    assert code == (1 if severity == "error" else 0)
    # the same access written twice: the second occurrence is new
    twice = shifted.replace("        buf[i] = i;\n", "        buf[i] = i;\n        buf[i] = i;\n")
    (cwd / "prog.c").write_text(twice)
    code, out, _ = run(capsys, "check", "prog.c", "--baseline", "base.json", "--format", "sarif")
    document = json.loads(out)
    schema = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "report",
                          "data", "sarif-schema-2.1.0.json")
    with open(schema, encoding="utf-8") as f:
        jsonschema.validate(document, json.load(f), cls=jsonschema.Draft7Validator)
    results = document["runs"][0]["results"]
    # SARIF keeps the recorded one (code scanning would close its alert as fixed otherwise)
    assert code == 1 and [r["baselineState"] for r in results] == ["unchanged", "new"]


@pytest.mark.parametrize("argv, fragment", [
    (["--update-baseline"], "needs --baseline"),
    (["--baseline", "missing.json"], "no such file: missing.json"),
    (["--baseline", "prog.c"], "not an absint baseline"),
])
def test_baseline_errors_exit_2(cwd, capsys, argv, fragment):
    (cwd / "prog.c").write_text(PROGRAM)
    code, out, err = run(capsys, "check", "prog.c", *argv)
    assert code == 2 and out == "" and err.count("\n") == 1 and fragment in err

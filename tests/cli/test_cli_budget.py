"""--time-budget / --run-time-budget / --fail-on-incomplete, and the progress display, run as a user
types them on the real analyzer."""
import io
import json
import pathlib
import sys

import jsonschema

import pytest

from absint import cli

PROGRAM = r"""
int a[16];
static int helper(int k) { int s = 0; for (int j = 0; j < k && j < 16; j++) s += a[j]; return s; }
int main(int argc, char **argv)
{
    for (int i = 0; i < 16; i++)
        a[i] = i;
    return helper(argc) + a[3];
}
"""


@pytest.fixture
def program(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "prog.c").write_text(PROGRAM)
    return "prog.c"


def check(capsys, *argv):
    code = cli.main(["check", *argv, "--no-config"])
    out, err = capsys.readouterr()
    return code, out, err


def without_seconds(text: str) -> dict:
    doc = json.loads(text)
    doc["stats"].pop("seconds")
    return doc


def test_a_budget_that_runs_out_makes_accesses_incomplete_never_safe(program, capsys):
    code, out, _ = check(capsys, program, "--format", "json", "--run-time-budget", "1e-9")
    doc = json.loads(out)
    assert code == 0                       # incomplete is not a finding ...
    stats = doc["stats"]
    assert stats["incomplete"] == stats["accesses"] > 0 and stats["safe"] == 0
    assert all(item["reason"] == "budget" and "time budget" in item["message"]
               for item in doc["incomplete"])
    note = [d for d in doc["diagnostics"] if "did not finish" in d["message"]]
    assert note and "incomplete" in note[0]["message"]
    # ... unless asked
    code, _, _ = check(capsys, program, "--format", "json", "--run-time-budget", "1e-9",
                       "--fail-on-incomplete")
    assert code == 1


def test_incomplete_in_text_and_sarif(program, capsys):
    code, out, _ = check(capsys, program, "--time-budget", "1e-9")
    assert code == 0
    lines = out.splitlines()
    assert any(": incomplete: not checked: the analysis of 'main' stopped early" in line
               and line.endswith("(reason: budget) [array-bounds]") for line in lines)
    assert "incomplete (not checked in time)" in lines[-1]
    code, out, _ = check(capsys, program, "--time-budget", "1e-9", "--format", "sarif")
    log = json.loads(out)
    results = log["runs"][0]["results"]
    assert results and all(r["kind"] == "open" and r["level"] == "none" and
                           r["properties"]["reason"] == "budget" for r in results)
    schema = pathlib.Path(__file__).parents[1] / "report" / "data" / "sarif-schema-2.1.0.json"
    jsonschema.Draft7Validator(json.loads(schema.read_text())).validate(log)


def test_reports_are_deterministic_when_no_budget_is_hit(program, capsys):
    _, plain, _ = check(capsys, program, "--format", "json")
    _, again, _ = check(capsys, program, "--format", "json")
    _, budgeted, _ = check(capsys, program, "--format", "json", "--time-budget", "600",
                           "--run-time-budget", "3600")
    assert without_seconds(plain) == without_seconds(again) == without_seconds(budgeted)
    assert json.loads(plain)["stats"]["incomplete"] == 0


@pytest.mark.parametrize("value", ["0", "-1", "soon", "inf"])
def test_bad_budget_is_one_line_exit_2(program, capsys, value):
    code, out, err = check(capsys, program, "--time-budget", value)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.startswith("absint: error: argument --time-budget:")


def test_budget_from_pyproject(program, capsys, tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.absint]\nrun-time-budget = 1e-9\n"
                                             "fail-on-incomplete = true\n")
    code = cli.main(["check", program, "--format", "json"])
    assert code == 1 and json.loads(capsys.readouterr().out)["stats"]["incomplete"] > 0
    (tmp_path / "pyproject.toml").write_text("[tool.absint]\ntime-budget = \"soon\"\n")
    code = cli.main(["check", program])
    err = capsys.readouterr().err
    assert code == 2 and "time-budget must be a positive number of seconds" in err


class Terminal(io.StringIO):
    def isatty(self):
        return True


@pytest.mark.parametrize("terminal, quiet, shown", [
    (True, False, True), (True, True, False), (False, False, False)])
def test_progress_only_on_a_terminal_without_q(program, capsys, monkeypatch, terminal, quiet,
                                               shown):
    stderr = Terminal() if terminal else io.StringIO()
    monkeypatch.setattr(sys, "stderr", stderr)
    argv = ["check", program, "--no-config", "--format", "json"] + (["-q"] if quiet else [])
    code = cli.main(argv)
    out = capsys.readouterr().out
    assert code == 0
    json.loads(out)                       # stdout stays the document alone
    drawn = stderr.getvalue()
    assert ("functions" in drawn and "main" in drawn and "1 file" in drawn) == shown
    if not shown:
        assert drawn == ""


def test_incomplete_counted_across_the_programs_of_a_database(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.c").write_text("int t[4];\nint helper(int k);\nint main(void) { for (int i = 0;"
                                  " i < 4; i++) t[i] = helper(i); return t[2]; }\n")
    (tmp_path / "b.c").write_text("int u[8];\nint helper(int k) { u[k] = k; return u[k]; }\n"
                                  "int other(void) { return u[3]; }\n")
    (tmp_path / "compile_commands.json").write_text(json.dumps([
        {"directory": str(tmp_path), "file": f, "arguments": ["cc", "-c", f]}
        for f in ("a.c", "b.c")]))
    code = cli.main(["check", "-p", ".", "--no-config", "--format", "json",
                     "--run-time-budget", "1e-9"])
    doc = json.loads(capsys.readouterr().out)
    assert code == 0
    assert doc["stats"]["incomplete"] == doc["stats"]["accesses"] == len(doc["incomplete"]) > 0

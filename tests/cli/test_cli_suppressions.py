"""Inline suppressions with a reason (`// absint: ignore[array-bounds] why`), through the command
a user types, on the real analyzer."""
import json
import os

import jsonschema
import pytest

from cli_fakes import run

SCHEMA = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "report", "data",
                      "sarif-schema-2.1.0.json")


def valid_sarif(document: dict) -> dict:
    with open(SCHEMA, encoding="utf-8") as f:
        jsonschema.validate(document, json.load(f), cls=jsonschema.Draft7Validator)
    return document

PROGRAM = """\
int main(void) {
    int a[4];
    int i = 4;
    a[i] = 1;  // absint: ignore[array-bounds] reviewed: the test wants this one silenced
    /* absint: ignore[array-bounds] the other one,
       with a reason over two lines */
    a[i] = 2;
    a[0] = 3;  // absint: ignore[array-bounds] nothing fails here
    a[i] = 4;
    return 0;
}
"""


@pytest.fixture
def cwd(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("NO_COLOR", "1")
    return tmp_path


def test_suppressed_findings_are_kept_with_their_reason_but_not_shown(cwd, capsys):
    (cwd / "prog.c").write_text(PROGRAM)
    code, out, _ = run(capsys, "check", "prog.c")
    assert code == 1                      # line 9 is not suppressed
    findings = [line for line in out.splitlines() if "[array-bounds]" in line]
    assert [f.split(":")[1] for f in findings] == ["9"]
    assert "findings not shown: 2 suppressed" in out.splitlines()[-1]
    assert "matches no finding" not in out
    code, out, _ = run(capsys, "check", "prog.c", "-v")
    assert "prog.c:8:16: note: suppression of array-bounds matches no finding on line 8" in out

    code, out, _ = run(capsys, "check", "prog.c", "--format", "json")
    doc = json.loads(out)
    assert doc["minor_version"] >= 2 and doc["stats"]["suppressed"] == 2
    by_line = {f["line"]: f["suppression"] for f in doc["findings"]}
    assert by_line == {
        4: {"kind": "inSource",
            "justification": "reviewed: the test wants this one silenced"},
        7: {"kind": "inSource", "justification": "the other one, with a reason over two lines"},
        9: None}

    code, out, _ = run(capsys, "check", "prog.c", "--format", "sarif")
    results = valid_sarif(json.loads(out))["runs"][0]["results"]
    suppressions = {r["locations"][0]["physicalLocation"]["region"]["startLine"]:
                    r.get("suppressions") for r in results}
    assert suppressions[4] == [{"kind": "inSource",
                                "justification": "reviewed: the test wants this one silenced"}]
    assert suppressions[9] is None
    # the HTML page shows it in the access's details, with the reason
    code, out, _ = run(capsys, "check", "prog.c", "--format", "html")
    assert '"suppression":"reviewed: the test wants this one silenced"' in out


def test_explain_shows_the_suppression(cwd, capsys):
    (cwd / "prog.c").write_text(PROGRAM)
    code, out, _ = run(capsys, "explain", "prog.c:4")
    assert code == 0 and "  suppressed in the source: reviewed: the test wants this one silenced" \
        in out.splitlines()
    code, out, _ = run(capsys, "explain", "prog.c:9", "--format", "json")
    assert code == 0 and [a["suppression"] for a in json.loads(out)["accesses"]] == [None]


def test_fail_on_counts_only_unsuppressed_findings(cwd, capsys):
    (cwd / "prog.c").write_text(PROGRAM.replace("    a[i] = 4;\n", ""))
    code, out, _ = run(capsys, "check", "prog.c")
    assert code == 0 and "[array-bounds]" not in out


@pytest.mark.parametrize("comment, problem", [
    ("// absint: ignore[array-bounds]", "gives no reason"),
    ("/* absint: ignore[array-bounds] */", "gives no reason"),
    ("// absint: ignore[bounds] typo in the check", "unknown check 'bounds'"),
    ("// absint: ignore because I say so", "names no check"),
])
def test_a_suppression_without_reason_is_itself_a_finding(cwd, capsys, comment, problem):
    (cwd / "prog.c").write_text(
        f"int main(void) {{\n    int a[4];\n    int i = 4;\n    a[i] = 1;  {comment}\n"
        "    return 0;\n}\n")
    code, out, _ = run(capsys, "check", "prog.c")
    assert code == 1
    lines = out.splitlines()
    assert any(line.startswith("prog.c:4:") and "[array-bounds]" in line for line in lines)
    [finding] = [line for line in lines if line.endswith("[suppression]")]
    assert finding.startswith("prog.c:4:16: warning: suppression ") and problem in finding
    code, out, _ = run(capsys, "check", "prog.c", "--format", "json")
    checks = [(f["check"], f["line"], f["suppression"]) for f in json.loads(out)["findings"]]
    assert checks == [("array-bounds", 4, None), ("suppression", 4, None)]
    code, out, _ = run(capsys, "check", "prog.c", "--format", "sarif")
    run0 = valid_sarif(json.loads(out))["runs"][0]
    assert sorted(r["ruleId"] for r in run0["results"]) == ["array-bounds", "suppression"]
    rules = [r["id"] for r in run0["tool"]["driver"]["rules"]]
    assert all(rules[r["ruleIndex"]] == r["ruleId"] for r in run0["results"])
    # it is a warning: --fail-on error does not count it
    code, _, _ = run(capsys, "check", "prog.c", "--fail-on", "error")
    assert code == 1      # (the access itself is an error)

"""`absint explain FILE:LINE[:COL]` and the reason codes every finding carries, run as a user types
them, on the real analyzer (one small program per module, analysed a few times)."""
import io
import json
import sys

import pytest

from absint import cli
from absint.report.reasons import REASONS

PROGRAM = r"""
#include <stdlib.h>
extern int ext_count(void);
int table[10];

void at(int k) { table[k] = 1; }
void at2(int k) { table[k] = 2; }

int main(int argc, char **argv)
{
    int n = ext_count();
    table[n] = 0;
    int i, j = 0;
    for (i = 0; i < 10; i++) {
        if (i % 3 == 0) j += 2; else j -= 1;
        table[j] = i;
    }
    int x = argc > 3 ? 5 : 12;
    at(x);
    at(2);
    int pick = atoi(argv[0]);
    if (pick >= 0)
        table[pick] = 3;
    for (i = 0; i < 8; i++)
        table[i] = 7;
    for (i = 0; i <= 10; i++)
        table[i] = 0;
    char *p = 0;
    if (argc > 5)
        p[2] = 1;
    int s = 0, z, v;
    for (i = 0; i < 100; i++)
        s += i;
    if (s > 40) z = 3; else z = 15;
    table[z] = 4;
    at2(12);
    at2(2);
    __asm__("" : "=r"(v));
    table[v] = 5;
    return 0;
}
"""
LINE = {text: number for number, text in enumerate(PROGRAM.splitlines(), 1) if text.strip()}


def line_of(fragment: str) -> int:
    return next(n for text, n in LINE.items() if fragment in text)


@pytest.fixture(scope="module")
def program(tmp_path_factory):
    path = tmp_path_factory.mktemp("explain") / "prog.c"
    path.write_text(PROGRAM)
    return str(path)


@pytest.fixture(scope="module")
def document(program):
    out = io.StringIO()
    saved, sys.stdout = sys.stdout, out
    try:
        code = cli.main(["check", program, "--format", "json", "--no-config"])
    finally:
        sys.stdout = saved
    assert code == 1
    return json.loads(out.getvalue())


def test_every_finding_carries_a_documented_reason(document):
    findings = document["findings"]
    assert findings and all(f["reason"] in REASONS for f in findings)
    by_line = {f["line"]: f["reason"] for f in findings}
    assert by_line[line_of("table[n] = 0")] == "unmodelled-call"
    assert by_line[line_of("table[j] = i")] == "widening"
    assert by_line[line_of("table[pick] = 3")] == "input"
    assert by_line[line_of("void at")] == "input"          # x depends on argc
    assert by_line[line_of("table[i] = 0;")] == "widening"     # (no concrete run reaches it)
    assert by_line[line_of("p[2] = 1")] == "unknown-pointer"
    assert by_line[line_of("table[z] = 4")] == "join"
    assert by_line[line_of("void at2")] == "context"       # at2(12) fails, at2(2) does not
    assert by_line[line_of("table[v] = 5")] == "unsupported"
    assert set(by_line.values()) == {"unmodelled-call", "widening", "input", "unknown-pointer",
                                     "join", "context", "unsupported"}
    assert document["minor_version"] >= 1


def test_reason_in_text_and_sarif(program, capsys):
    code = cli.main(["check", program, "--no-config"])
    out = capsys.readouterr().out
    assert code == 1
    warning = next(line for line in out.splitlines() if f":{line_of('table[pick] = 3')}:" in line)
    assert warning.endswith("(reason: input) [array-bounds]")
    code = cli.main(["check", program, "--format", "sarif", "--no-config"])
    sarif = json.loads(capsys.readouterr().out)
    results = [r for r in sarif["runs"][0]["results"] if r["ruleId"] == "array-bounds"]
    assert results and all(r["properties"]["reason"] in REASONS for r in results)


def test_explain_shows_invariant_reason_and_contexts(program, capsys):
    line = line_of("void at")
    code = cli.main(["explain", f"{program}:{line}", "--no-config"])
    out = capsys.readouterr().out
    assert code == 0
    assert "warning: write of 'table' in at" in out
    assert "reason: input:" in out
    assert "witness: k == 10" in out
    # two calling contexts, each with its invariant: at(x) fails, at(2) is proven
    assert "context 1 of 2: analysed in 'main': warning (input)" in out
    assert "invariant: k in [5, 12] (input)" in out
    assert "invariant: k in [2, 2]" in out
    assert "bound: k + 1 <= 10: open" in out and "bound: k + 1 <= 10: proven" in out
    assert "block: table: 40 bytes" in out
    assert "calls: main calls at at" in out


def test_explain_safe_access_says_what_proved_it(program, capsys):
    line = line_of("table[i] = 7;")
    code = cli.main(["explain", f"{program}:{line}", "--no-config", "--format", "json"])
    doc = json.loads(capsys.readouterr().out)
    assert code == 0
    (access,) = doc["accesses"]
    assert access["verdict"] == "safe" and access["proved_by"] == "pentagon"
    # a loop of 8 iterations is analysed one iteration at a time (unrolled): one judgement per
    # iteration
    intervals = [c["variables"][0]["interval"] for c in access["contexts"]]
    assert intervals == [f"[{k}, {k}]" for k in range(8)]
    for context in access["contexts"]:
        assert context["verdict"] == "safe" and context["blocks"] == [
            {"name": "table", "size": "40 bytes"}]
        assert [c["status"] for c in context["checks"]] == ["proven", "proven"]


def test_explain_column_selects_one_access(program, capsys):
    line = line_of("table[pick] = 3")
    column = PROGRAM.splitlines()[line - 1].index("table") + 1
    code = cli.main(["explain", f"{program}:{line}:{column}", "--no-config"])
    out = capsys.readouterr().out
    assert code == 0 and out.count("write of 'table'") == 1


@pytest.mark.parametrize("where, complaint", [
    ("{p}:2", "explain: no access at {p}:2; accesses in {p} are on lines"),
    ("{p}", "explain: expected FILE:LINE or FILE:LINE:COL"),
    ("missing.c:3", "explain: no such file: missing.c"),
])
def test_explain_bad_places_are_one_line_exit_2(program, capsys, where, complaint):
    code = cli.main(["explain", where.format(p=program), "--no-config"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("absint: error: " + complaint.format(p=program))


def test_explain_in_a_library_names_the_contract(tmp_path, capsys):
    lib = tmp_path / "lib.c"
    lib.write_text("void fill(char *buf, int n) { for (int i = 0; i < n; i++) buf[i] = 0; }\n")
    code = cli.main(["explain", f"{lib}:1", "--no-config"])
    out = capsys.readouterr().out
    assert code == 0 and ": safe: write of 'buf' in fill" in out
    assert "safe under the contract of 'fill': requires `buf` valid for n bytes" in out
    assert "bound: offset(buf) + 1 <= size(buf): open" in out    # what the contract asks


def test_the_readme_example_is_what_explain_prints(capsys, monkeypatch):
    import pathlib
    import re
    root = pathlib.Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text()
    m = re.search(r"```\n\$ absint explain (\S+)\n(.*?)```", readme, re.S)
    assert m, "the README shows an explain example"
    monkeypatch.chdir(root)
    assert cli.main(["explain", m.group(1), "--no-config"]) == 0
    assert capsys.readouterr().out.strip() == m.group(2).strip()

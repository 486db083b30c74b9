"""A summary hands at most CARRIED_OBLIGATIONS obligations to its callers: beyond, those from
its deepest calls are judged in the function itself, over any entry (a work bound: each carried
obligation is instantiated at every call up the call graph; md4c's table functions carried
3,000 and one took 805 s). Judging early only loses proofs: no access disappears, none becomes
safe that was not, and one that fails is still reported."""
import pytest

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.engine import modular
from absint.frontend import load_program

CODE = """\
static void leaf(char *p, int i) { p[i] = 1; p[i + 1] = 2; }
static void mid(char *p, int i) { leaf(p, i); p[i + 2] = 3; }
static void top(char *p, int i) { mid(p, i); p[0] = 4; }
int main(void) {
    char ok[8], small[3];
    top(ok, 2);
    top(small, 1);
    return ok[0] + small[0];
}
"""


def verdicts(tmp_path, monkeypatch, cap):
    monkeypatch.setattr(modular, "CARRIED_OBLIGATIONS", cap)
    path = tmp_path / "t.c"
    path.write_text(CODE)
    report = analyze(load_program([str(path)], FrontendOptions()), AnalysisOptions())
    out = {}
    for a in report.accesses:
        out.setdefault(a.line, set()).add(a.verdict)
    return out


def test_obligations_past_the_bound_are_judged_where_they_arose(tmp_path, monkeypatch):
    full = verdicts(tmp_path, monkeypatch, 1000)
    cut = verdicts(tmp_path, monkeypatch, 1)
    assert set(full) == set(cut) == {1, 2, 3, 8}       # every access still has its verdict
    rank = {"unreachable": 0, "safe": 1, "warning": 2, "error": 3}
    for line in full:                                   # never better than carried
        assert max(rank[v] for v in cut[line]) >= max(rank[v] for v in full[line])
    # small[3] from i == 1: p[i + 2] == p[3] fails in mid, carried or judged in mid
    assert "safe" not in cut[2] and "safe" not in full[2]
    # the leaf's accesses, judged in mid over any i, are no longer proved
    assert full[1] != cut[1]

"""A recursive component's obligations are closed across its own calls round by round, within
SCC_OBLIGATION_WORK instantiations (a work count); past it, the next round is the last and what
is left is judged where it arose. Cutting the rounds short only loses proofs: no access becomes
safe that was not, none disappears, and a failing access is still reported."""
from pathlib import Path

import pytest

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.engine import modular
from absint.frontend import load_program

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ["interproc/recursive_list_bad.c", "interproc/recursive_list_good.c",
           "regress/recursion_in_loop_bad.c", "regress/recursion_returns_bad.c"]


# Two recursive calls in one component (walk -> step/skip -> walk): a budget that runs out after
# the first call's obligations were instantiated leaves obligations to its caller mid-round.
MUTUAL = """\
static void walk(char *buf, int i, int n);
static void step(char *buf, int i, int n) { buf[i] = 1; walk(buf, i + 1, n); }
static void skip(char *buf, int i, int n) { buf[i + 1] = 2; walk(buf, i + 2, n); }
static void walk(char *buf, int i, int n)
{
    if (i >= n)
        return;
    if (i & 1)
        step(buf, i, n);
    else
        skip(buf, i, n);
}
int main(int argc, char **argv)
{
    char b[4];
    walk(b, 0, argc + 6);
    return b[0];
}
"""


def _verdicts(path):
    program = load_program([str(path)],
                           FrontendOptions(include_dirs=(str(ROOT / "samples" / "include"),)))
    report = analyze(program, AnalysisOptions())
    return {(a.line, a.column): a.verdict for a in report.accesses}


@pytest.fixture(scope="module")
def mutual(tmp_path_factory):
    path = tmp_path_factory.mktemp("scc") / "mutual_bad.c"
    path.write_text(MUTUAL)
    return path


@pytest.mark.parametrize("budget", [0, 1, 2, 3])
@pytest.mark.parametrize("name", SAMPLES + ["mutual"])
def test_a_cut_short_recursion_only_loses_proofs(name, budget, mutual, monkeypatch):
    path = mutual if name == "mutual" else ROOT / "samples" / name
    full = _verdicts(path)
    monkeypatch.setattr(modular, "SCC_OBLIGATION_WORK", budget)
    cut = _verdicts(path)
    assert cut.keys() == full.keys()
    for site, verdict in full.items():
        if verdict != "safe":
            assert cut[site] == verdict or cut[site] in ("warning", "error"), (site, verdict, cut[site])
        if cut[site] == "safe":
            assert verdict == "safe", site
    if name.endswith("_bad.c") or name == "mutual":
        assert any(v in ("warning", "error") for v in cut.values())

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


def _verdicts(name):
    program = load_program([str(ROOT / "samples" / name)],
                           FrontendOptions(include_dirs=(str(ROOT / "samples" / "include"),)))
    report = analyze(program, AnalysisOptions())
    return {(a.line, a.column): a.verdict for a in report.accesses}


@pytest.mark.parametrize("name", SAMPLES)
def test_a_cut_short_recursion_only_loses_proofs(name, monkeypatch):
    full = _verdicts(name)
    monkeypatch.setattr(modular, "SCC_OBLIGATION_WORK", 0)
    cut = _verdicts(name)
    assert cut.keys() == full.keys()
    for site, verdict in full.items():
        if verdict != "safe":
            assert cut[site] == verdict or cut[site] in ("warning", "error"), (site, verdict, cut[site])
        if cut[site] == "safe":
            assert verdict == "safe", site
    if name.endswith("_bad.c"):
        assert any(v in ("warning", "error") for v in cut.values())

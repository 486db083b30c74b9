"""--run-time-budget holds in the phases that only judge: the rounds that carry a recursive
component's obligations round it (mujs's parser: 46 s past a budget of 180 s) and the
judgement of a library's roots. Past the budget what is left is incomplete, never safe, and
nothing more is instantiated or judged. The clock is replaced by one that runs out when a
phase begins, so the tests do not depend on the machine's speed."""
import pytest

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.engine import modular
from absint.engine import summaries
from absint.frontend import load_program

RECURSIVE = """\
int g(char *p, int n);
int f(char *p, int n) { if (n <= 0) return 0; p[n] = 1; return g(p, n - 1); }
int g(char *p, int n) { if (n <= 0) return 0; p[n - 1] = 2; return f(p, n - 1); }
int main(void) { char b[8]; return f(b, 7); }
"""

LIBRARY = """\
int put(char *p, int n) { p[n] = 1; return 0; }
int get(const char *p, int i) { return p[i + 1]; }
"""


def _run(tmp_path, code, monkeypatch, phase):
    """Analyse `code` with a run budget that runs out as `phase` of ModularAnalysis begins;
    the report and the instantiations made after that."""
    expired = []
    original = getattr(modular.ModularAnalysis, phase)

    def start(self, *args, **kw):
        expired.append(True)
        return original(self, *args, **kw)
    monkeypatch.setattr(modular.ModularAnalysis, phase, start)
    monkeypatch.setattr(modular.TimeBudget, "run_expired", lambda self: bool(expired))
    late = []
    instantiate = summaries.SummaryCalls.instantiate

    def counted(self, *args, **kw):
        if expired:
            late.append(args)
        return instantiate(self, *args, **kw)
    monkeypatch.setattr(summaries.SummaryCalls, "instantiate", counted)
    path = tmp_path / "t.c"
    path.write_text(code)
    program = load_program([str(path)], FrontendOptions())
    return analyze(program, AnalysisOptions(run_time_budget=3600)), late


def test_a_recursive_component_stops_at_the_run_budget(tmp_path, monkeypatch):
    report, late = _run(tmp_path, RECURSIVE, monkeypatch, "close_recursive_obligations")
    verdicts = {a.line: a.verdict for a in report.accesses}
    assert verdicts[2] == "incomplete" and verdicts[3] == "incomplete"
    assert not late
    assert any("did not finish" in d.message for d in report.diagnostics)


def test_without_the_budget_the_recursion_is_judged(tmp_path):
    path = tmp_path / "t.c"
    path.write_text(RECURSIVE)
    report = analyze(load_program([str(path)], FrontendOptions()), AnalysisOptions())
    assert {a.line: a.verdict for a in report.accesses} == {2: "safe", 3: "safe"}


def test_roots_are_not_judged_past_the_run_budget(tmp_path, monkeypatch):
    report, _ = _run(tmp_path, LIBRARY, monkeypatch, "judge_roots")
    assert [a.verdict for a in report.accesses] == ["incomplete", "incomplete"]


def test_linear_facts_stop_when_the_budget_runs_out(tmp_path):
    # the polyhedral prover's facts of one function were minutes of work on unrolled code
    # (BLAKE2's compress: 100 s past a budget of 5 s); they stop when told to
    from absint.engine.linfacts import FactsExpired, LinearFacts
    path = tmp_path / "t.c"
    path.write_text(RECURSIVE)
    fn = load_program([str(path)], FrontendOptions()).functions["f"]
    assert LinearFacts(fn).node_in
    with pytest.raises(FactsExpired):
        LinearFacts(fn, lambda: True)
    calls = []
    LinearFacts(fn, lambda: calls.append(1) or False)
    assert calls

"""A closed entry's rounds in context share a work budget, and each inlines what the one before
did and more. A round that the budget cuts is thrown away, so a round is not started when what is
left of the budget is less than the round before it took: its work would be lost."""
import textwrap

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.engine import interp, modular
from absint.frontend import load_program

from .test_inline_siblings import HASH

_ANALYSE = interp.Analyzer.analyze


def _rounds(tmp_path, monkeypatch, floor=None):
    """(work, inlined call sites) of each round of main, and the report."""
    path = tmp_path / "t.c"
    path.write_text(textwrap.dedent(HASH))
    rounds = []

    def recording(self, frame, state, record, *args, **kwargs):
        try:
            return _ANALYSE(self, frame, state, record, *args, **kwargs)
        finally:
            if frame.depth == 0 and frame.fn.name == "main":
                rounds.append((self.work, len(self.inline_sites)))

    monkeypatch.setattr(interp.Analyzer, "analyze", recording)
    if floor is not None:
        monkeypatch.setattr(modular, "INLINE_WORK_FLOOR", floor)
    report = analyze(load_program([str(path)], FrontendOptions()), AnalysisOptions())
    return rounds, report


def test_a_round_that_cannot_fit_in_what_is_left_is_not_started(tmp_path, monkeypatch):
    rounds, _ = _rounds(tmp_path, monkeypatch)
    # summaries only; one call level; the whole chain; the calls beside it (sibling_sites)
    assert len(rounds) == 4
    (_, _), (w1, _), (w2, _), (_, _) = rounds
    # the rounds in context get w1 + w2 + w2 // 2 steps: after the second, less than it took
    rounds_cut, _ = _rounds(tmp_path, monkeypatch, floor=w1 + w2 + w2 // 2)
    assert rounds_cut == rounds[:3]
    # with as much left as the second round took, the third starts (and fits: it took less)
    rounds_fit, _ = _rounds(tmp_path, monkeypatch, floor=w1 + 2 * w2)
    assert rounds_fit == rounds

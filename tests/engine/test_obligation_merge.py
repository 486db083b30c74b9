"""Obligations of one access merged in a recursive component's rounds (merge_obligation): only
those over the same ranges are joined, not every one over the same blocks.

A join of two obligations' states is checked against one offset, length and size, each a
Linear over the state's variables. Two ranges of the same access in the same block may use the
same names for other values (a range rebased to its block's start `$o0` against the callee's own
`32*$o0 + 16`): joined, the state of one was read through the other's offset, and one that
added nothing to the state (`$o0 + 100` at `$o0 == 0`, against `$o0` at the same state) was
dropped, an access past the end of its block never checked. Now both are rewritten over a
fresh variable equal to each one's offset, and joined."""
from dataclasses import replace

import pytest

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.engine.modular import merge_obligation
from absint.engine.summaries import Obligation
from absint.frontend import load_program


@pytest.fixture
def obligation(tmp_path, recorded):
    """The obligation of `p[1]` in the summary of a function that reads it."""
    src = tmp_path / "t.c"
    src.write_text("int second(const int *p) { return p[1]; }\n")
    analyze(load_program([str(src)], FrontendOptions()), AnalysisOptions())
    (ob,) = recorded["second"].obligations
    return ob


def shifted(ob: Obligation, by: int) -> Obligation:
    ranges = [replace(r, offset=r.offset + by) for r in ob.query.ranges]
    return Obligation(ob.query.copy_with(ranges=ranges), ob.chain)


def offsets(ob: Obligation) -> tuple:
    """The least and greatest value of the obligation's offset in its state."""
    (r,) = ob.query.ranges
    num = ob.query.state.num
    lo = hi = r.offset.const
    for v, c in r.offset.coeffs.items():
        a, b = num.interval(v)
        lo, hi = (lo + c * a, hi + c * b) if c > 0 else (lo + c * b, hi + c * a)
    return lo, hi


def test_an_obligation_at_another_offset_joins_both_offsets(obligation):
    at = offsets(obligation)
    far = shifted(obligation, 100)
    obs = [obligation]
    merged = merge_obligation(obs, far, widen=False)
    assert merged is not None and obs == [merged]
    assert offsets(merged) == (at[0], at[1] + 100)
    # and the check of the merged one still sees the far offset: merging it again adds nothing
    assert merge_obligation(obs, shifted(obligation, 100), widen=True) is None


def test_the_same_obligation_again_adds_nothing(obligation):
    obs = [obligation]
    assert merge_obligation(obs, shifted(obligation, 0), widen=True) is None
    assert obs == [obligation]

"""A view of an input (a pointer parameter, or one read from an input's memory) may point into the
middle of its block: the least valid offset is -(room before it), the range's `low`. The prover
must judge against it, not against 0 (issue 10: sds's `s[-1]` through a pointer loaded from an
entry's memory was a definite error)."""
from __future__ import annotations

from absint.checks.polyhedral import prove_ranges
from absint.domains import Pentagon
from absint.domains.linear import Linear
from absint.engine.linfacts import make_fact

TOP = 2 ** 40
OFF, ONE = Linear.const(-1), Linear.const(1)     # p[-1], one byte
LOW = Linear({"before": -1})                     # -(room before p)
SIZE = Linear.var("size")
# a linear fact on each variable (the prover only runs where facts link the variables; these
# say no more than the intervals do)
FACTS = {make_fact("ge", {"before": 1}, TOP): frozenset(),
         make_fact("ge", {"size": 1}, 0): frozenset()}


def judge(before_range, low=LOW):
    num = Pentagon.from_constraints(["before", "size"], {"before": before_range,
                                                         "size": (1, TOP)})
    return prove_ranges([(OFF, ONE, SIZE, 1, low)], FACTS, num, str).status


def test_unknown_room_before_is_not_an_error():
    assert judge((-TOP, TOP)) != "error"
    assert judge((0, TOP)) != "error"


def test_room_before_decides_both_ways():
    assert judge((1, 8)) == "safe"
    assert judge((-3, 0)) == "error"


def test_without_a_low_the_least_offset_is_zero():
    assert judge((1, 8), low=None) == "error"
    num = Pentagon.from_constraints(["size"], {"size": (1, TOP)})
    assert prove_ranges([(OFF, ONE, SIZE)], FACTS, num, str).status == "error"

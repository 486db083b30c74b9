"""The generic WTO iterator on small graphs with the Interval domain (independent of C)."""
from dataclasses import dataclass, field

from absint.domains import Interval
from absint.engine.fixpoint import FixpointIterator, Strategy


@dataclass
class Graph:
    entry: int
    succ: dict
    pred: dict = field(default_factory=dict)

    def __post_init__(self):
        for a, bs in self.succ.items():
            for b in bs:
                self.pred.setdefault(b, []).append(a)

    def successors(self, v):
        return self.succ.get(v, [])

    def predecessors(self, v):
        return self.pred.get(v, [])


class IntervalLattice:
    def __init__(self, thresholds=()):
        self.thresholds = thresholds

    def bottom(self):
        return Interval.bottom()

    def is_bottom(self, a):
        return a.is_bottom()

    def join(self, a, b):
        return a.join(b)

    def leq(self, a, b):
        return a.leq(b)

    def widen(self, a, b, thresholds=True):
        return a.widen(b, self.thresholds if thresholds else ())

    def narrow(self, a, b):
        return a.narrow(b)


def counter_loop(bound, step=1):
    """1: i = 0 -> 2 (head) -> 3: assume i < bound; i += step -> 2;  2 -> 4: assume i >= bound."""
    g = Graph(1, {1: [2], 2: [3, 4], 3: [2], 4: []})

    def transfer(v, x):
        if v == 1:
            return Interval.const(0)
        if v == 3:
            x = x.meet(Interval(None, bound - 1))
            return x if x.is_bottom() else x + Interval.const(step)
        if v == 4:
            return x.meet(Interval(bound, None))
        return x
    return g, transfer


def test_counter_loop_widening_then_narrowing_recovers_the_bound():
    g, transfer = counter_loop(10)
    res = FixpointIterator(g, IntervalLattice(), transfer, Strategy(delay=0, narrowing_steps=2,
                                                                     peel=False)).run(Interval.top())
    assert res.pre[2].as_tuple() == (0, 10)
    assert res.post[4].as_tuple() == (10, 10)
    assert res.post[3].as_tuple() == (1, 10)


def test_without_narrowing_the_widened_bound_stays():
    g, transfer = counter_loop(10)
    res = FixpointIterator(g, IntervalLattice(), transfer, Strategy(delay=0, narrowing_steps=0,
                                                                     peel=False)).run(Interval.top())
    assert res.pre[2].as_tuple() == (0, None)


def test_thresholds_stop_widening_at_a_program_constant():
    g, transfer = counter_loop(100)
    res = FixpointIterator(g, IntervalLattice(thresholds=(100,)), transfer,
                           Strategy(delay=0, narrowing_steps=0, peel=False)).run(Interval.top())
    assert res.pre[2].as_tuple() == (0, 100)


def test_delay_gives_plain_joins_first():
    g, transfer = counter_loop(3)
    res = FixpointIterator(g, IntervalLattice(), transfer, Strategy(delay=5, narrowing_steps=0,
                                                                     peel=False)).run(Interval.top())
    assert res.pre[2].as_tuple() == (0, 3)   # converged by joins alone, never widened


def test_peeling_keeps_the_exit_of_a_single_iteration_loop_apart():
    # 1: x = 0 -> 2 (head: h) -> 3: assume h < 1; h += 1 -> 2; 2 -> 4: assume h >= 1
    g, transfer = counter_loop(1)
    res = FixpointIterator(g, IntervalLattice(), transfer, Strategy(peel=True)).run(Interval.top())
    assert res.post[4].as_tuple() == (1, 1)
    assert res.pre[2].as_tuple() == (0, 1)          # the head's value covers both partitions
    assert [p.as_tuple() for p in res.parts[2]] == [(0, 0), (1, 1)]


def test_nested_loops_reach_a_fixpoint():
    # outer i in [0, 5), inner j in [0, i): vertices 1 i=0, 2 head i, 3 guard + j=0, 4 head j,
    # 5 j guard + j++, 6 inner exit + i++, 7 outer exit. Values are pairs kept in one interval of i.
    g = Graph(1, {1: [2], 2: [3, 7], 3: [4], 4: [5, 6], 5: [4], 6: [2], 7: []})

    def transfer(v, x):
        if v == 1:
            return Interval.const(0)
        if v == 3:
            return x.meet(Interval(None, 4))
        if v == 6:
            return x + Interval.const(1)
        if v == 7:
            return x.meet(Interval(5, None))
        return x
    res = FixpointIterator(g, IntervalLattice(), transfer, Strategy()).run(Interval.top())
    assert res.post[7].as_tuple() == (5, 5)


def test_unreached_vertices_stay_bottom():
    g = Graph(1, {1: [2, 3], 2: [], 3: []})

    def transfer(v, x):
        return Interval.bottom() if v == 1 else x
    res = FixpointIterator(g, IntervalLattice(), transfer).run(Interval.top())
    assert res.post[2].is_bottom() and res.pre[3].is_bottom()

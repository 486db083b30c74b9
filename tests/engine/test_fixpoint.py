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


def test_an_inner_loop_left_in_its_first_iteration_reaches_past_the_outer_loop():
    # `for (i...) for (j...) if (j == 0) return 7;` : 1 x=0, 2 outer head, 3 inner head,
    # 4 return (leaves both loops in the inner loop's first iteration), 5 inner back edge,
    # 6 inner exit -> outer back edge, 8 the function's exit. The return's value x == 7 is only
    # in the inner loop's first-iteration partition: folding the outer loop must keep it.
    g = Graph(1, {1: [2], 2: [3, 8], 3: [4, 5, 6], 4: [8], 5: [3], 6: [2], 8: []})

    def transfer(v, x):
        if v == 1:
            return Interval.const(0)
        if v == 4:
            return Interval.const(7)
        if v == 5:                     # (a later iteration: never runs here)
            return Interval.bottom()
        return x
    res = FixpointIterator(g, IntervalLattice(), transfer, Strategy(peel=True)).run(Interval.top())
    assert res.pre[8].as_tuple()[1] >= 7


class PairLattice:
    """(i, last) pairs of intervals, component-wise; bottom when either is. trip_bound: what
    i's step in the first iteration and its range over the loop allow (the engine's lattice
    asks the same of every variable)."""
    def bottom(self):
        return (Interval.bottom(), Interval.bottom())

    def is_bottom(self, a):
        return a[0].is_bottom() or a[1].is_bottom()

    def join(self, a, b):
        return (a[0].join(b[0]), a[1].join(b[1]))

    def leq(self, a, b):
        return self.is_bottom(a) or (a[0].leq(b[0]) and a[1].leq(b[1]))

    def widen(self, a, b, thresholds=True):
        return (a[0].widen(b[0]), a[1].widen(b[1]))

    def narrow(self, a, b):
        return (a[0].narrow(b[0]), a[1].narrow(b[1]))

    def trip_bound(self, first, second, invariant):
        (a, _), (b, _), (r, _) = first, second, invariant
        lo, hi = r.as_tuple()
        if a.as_tuple()[0] != a.as_tuple()[1] or b.as_tuple()[0] != b.as_tuple()[1] or hi is None:
            return None
        step = abs(b.as_tuple()[0] - a.as_tuple()[0])
        return (hi - lo) // step + 1 if step else None


def copy_loop(bound):
    """1: i = 0, last = -1 -> 2 head -> 3: assume i < bound; last = i; i += 1 -> 2;
    2 -> 4: assume i >= bound. The value after the loop: i == bound, last == bound - 1, which a
    join at the head loses (last in [-1, bound - 1])."""
    g = Graph(1, {1: [2], 2: [3, 4], 3: [2], 4: []})

    def transfer(v, x):
        i, last = x
        if v == 1:
            return (Interval.const(0), Interval.const(-1))
        if v == 3:
            i = i.meet(Interval(None, bound - 1))
            return (i + Interval.const(1), i)
        if v == 4:
            return (i.meet(Interval(bound, None)), last)
        return x
    return g, transfer


def after_copy_loop(bound, unroll):
    g, transfer = copy_loop(bound)
    res = FixpointIterator(g, PairLattice(), transfer, Strategy(unroll=unroll)).run(
        (Interval.top(), Interval.top()))
    return res.post[4][0].as_tuple(), res.post[4][1].as_tuple(), res


def test_a_loop_of_few_iterations_is_unrolled_and_its_exit_kept_exact():
    i, last, res = after_copy_loop(11, unroll=16)
    assert i == (11, 11) and last == (10, 10)
    assert res.pre[2][0].as_tuple() == (0, 11)      # the head's value covers every iteration


def test_a_loop_longer_than_the_unroll_limit_is_joined_at_its_head():
    # (the first iteration, peeled, never exits: last >= 0)
    assert after_copy_loop(11, unroll=8)[:2] == ((11, 11), (0, 10))
    assert after_copy_loop(11, unroll=0)[:2] == ((11, 11), (0, 10))


def test_unrolling_stops_when_its_work_is_spent():
    g, transfer = copy_loop(11)
    res = FixpointIterator(g, PairLattice(), transfer, Strategy(unroll=16, unroll_work=5)).run(
        (Interval.top(), Interval.top()))
    assert res.post[4][1].as_tuple() == (0, 10)     # the widened values, as without unrolling

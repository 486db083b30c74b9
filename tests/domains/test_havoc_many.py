"""Pentagon.havoc_many forgets its variables in one pass (_State.forget_many): the same state,
alias classes included, as forgetting them one at a time."""
import random

import numpy as np
from hypothesis import given, settings, strategies as hs

from absint.domains.pentagon import Pentagon


def _random_state(rng, n):
    names = [f"v{i}" for i in range(n)]
    p = Pentagon.top(names)
    for _ in range(rng.randint(0, 3 * n)):
        a, b = rng.sample(names, 2)
        r = rng.random()
        if r < 0.4:
            p = p.assume(a, "<", b)
        elif r < 0.6:
            p = p.assume(a, "<=", b)
        elif r < 0.8:
            p = p.assume(a, "==", b)         # alias classes
        else:
            p = p.with_interval(a, rng.randint(-50, 0), rng.randint(0, 50))
        if p.is_bottom():
            break
    return p, names


@settings(max_examples=150, deadline=None)
@given(hs.integers(0, 2 ** 32), hs.integers(2, 130))
def test_havoc_many_is_havoc_one_by_one(seed, n):
    rng = random.Random(seed)
    p, names = _random_state(rng, n)
    gone = rng.sample(names, rng.randint(1, min(n, 70)))
    at_once = p.havoc_many(gone)
    one_by_one = p
    for x in gone:
        one_by_one = one_by_one.havoc(x)
    assert at_once.leq(one_by_one) and one_by_one.leq(at_once)
    a, b = at_once._closed_state(), one_by_one._closed_state()
    assert (a is None) == (b is None)
    if a is not None:
        assert np.array_equal(a.cls, b.cls)
        for x in gone:
            assert at_once.interval(x) == (None, None)

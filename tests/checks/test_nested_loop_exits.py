"""A function left from inside an inner loop's first iteration: the fixpoint keeps that
iteration's values apart (loop peeling) and folds them back when the enclosing loop is done.
They were dropped instead, so a value returned only from there never reached the caller: the
access using it was reported unreachable (an error missed)."""

import pytest

SOURCE = """
        static int pick(int n) {
            for (int i = 0; i < %s; i++)
                for (int j = 0; j < %s; j++)
                    if (j == 0)
                        return 7 + i;
            return 0;
        }
        int main(int argc, char **argv) {
            char buf[4];
            buf[pick(argc)] = 1;                                  // @use
            return 0;
        }
"""


@pytest.mark.parametrize("outer, inner", [("3", "5"), ("n", "n")])
def test_a_return_from_an_inner_first_iteration_reaches_the_caller(check, outer, inner):
    r = check(SOURCE % (outer, inner))
    assert r["use"] in ("error", "warning")     # 7 when the loops run, 0 when n <= 0
    if outer == "3":
        assert r["use"] == "error"


def test_a_break_from_an_inner_first_iteration_reaches_the_code_after_both_loops(check):
    r = check("""
        int main(void) {
            char buf[4];
            int k = 0;
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 5; j++) {
                    if (j == 0) { k = 9; goto out; }
                }
            }
        out:
            buf[k] = 1;                                               // @use
            return 0;
        }""")
    assert r["use"] == "error"

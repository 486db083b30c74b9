"""`*p++` on a pointer variable: the front end emits the step after the access, so the guard on
the character read bounds the stepped pointer (`while (*s++)`), and the store of a copied
character keeps the load's case split (`while ((*d++ = *s++) != 0)`). Before, the step came
first and each walk widened past the string: a warning on code that is in bounds."""

import pytest

from absint.config import AnalysisOptions

COUNT = """
        int count(void) {
            char b[8] = "abcdefg";
            const char *s = b;
            int n = 0;
            while (*s++)                                              // @walk
                n++;
            return %s
        }
"""

COPY = """
        static char *copy(char *d0, const char *s0) {
            char *d = d0;
            const char *s = s0;
            while ((*d++ = *s++) != '\\0')                           // @copy
                ;
            return d0;
        }
        int main(void) {
            char a[%d];
            char b[8] = "abcdefg";
            copy(a, b);
            return a[0];
        }
"""


def test_a_walk_with_a_post_increment_stays_in_the_string(check):
    r = check(COUNT % "s[-1] + s[-2];  // @after", AnalysisOptions(entries=("count",)))
    assert r["walk"] == "safe" and r["after"] == "safe"


def test_the_pointer_after_the_walk_is_one_past_the_terminator(check):
    r = check(COUNT % "s[0];           // @after", AnalysisOptions(entries=("count",)))
    assert r["walk"] == "safe" and r["after"] == "error"


def test_a_walk_over_an_unterminated_array_is_an_error(check):
    r = check(COUNT.replace('char b[8] = "abcdefg"', 'char b[3] = "abc"') % "n;",
              AnalysisOptions(entries=("count",)))
    assert r["walk"] == "error"


@pytest.mark.parametrize("size, verdict", [(8, "safe"), (10, "safe"), (7, "error")])
def test_a_copy_loop_fits_or_overflows_the_destination(check, size, verdict):
    r = check(COPY % size)
    assert r["copy"] == verdict


@pytest.mark.parametrize("reads, verdict", [("r[2] + q[3]", "safe"), ("r[3]", "error")])
def test_a_step_another_statement_reads_happens_before_it(check, reads, verdict):
    """`q = p++; r = p;` reads the stepped pointer: the deferred step is emitted first."""
    r = check("""
        int f(void) {
            char b[4] = "abc";
            char *p = b;
            char *q = p++;
            char *r = p;
            return %s;                                                // @reads
        }""" % reads, AnalysisOptions(entries=("f",)))
    assert r["reads"] == verdict

"""A loop copying structs into an array whose bytes another loop zeroed field by field (Juliet's
CWE121/122 `CWE805_struct_*_loop` shape): each visit folded the cells of the destination the
copy may touch, the join remade them as zeros (AbsState._align: the summary holds 0), and the
loop head never compared below itself, since AbsState.leq did not remake them: 200 iterations,
then the 200,000-step budget, every access "not checked" and 80-180 s for 15 lines."""

from absint.config import AnalysisOptions

COPY = """
        typedef struct { int intOne; int intTwo; } S;
        void f(void) {
            S dst[%d];
            S source[100];
            int i;
            for (i = 0; i < 100; i++) {
                source[i].intOne = 0;                                 // @one
                source[i].intTwo = 0;                                 // @two
            }
            for (i = 0; i < 100; i++)
                dst[i] = source[i];                                   // @copy
        }
"""


def _not_checked(r):
    return [a for a in r.report.accesses if "not checked" in (a.message or "")]


def test_the_copy_into_a_large_enough_array_is_proven(check):
    r = check(COPY % 100, AnalysisOptions(entries=("f",)))
    assert not _not_checked(r)
    assert r["one"] == "safe" and r["two"] == "safe" and r["copy"] == "safe"


def test_the_copy_into_a_smaller_array_is_an_error(check):
    r = check(COPY % 50, AnalysisOptions(entries=("f",)))
    assert not _not_checked(r)
    assert r["copy"] == "error"

"""Loops the numbers say run a few times (AnalysisOptions.loop_unroll, 16 by default) are
analysed one iteration at a time, without a join at the head: the code after the loop sees the
last iteration as it was. Juliet's CWE-193 copy loops, `for (i = 0; i < strlen(src) + 1; i++)
dst[i] = src[i];`, leave the NUL copied last in dst: printing dst is safe, and one byte short
is still an error. A store of a character read before its string's end writes a non-zero
byte: the length of the string written grows with it."""

import pytest

from absint.config import AnalysisOptions

COPY = """
        #include <string.h>
        #include <stdio.h>
        #include <wchar.h>
        int main(void) {
            %(type)s data[%(size)d];
            %(type)s source[%(len)d + 1] = %(lit)s;
            size_t i, n;
            data[0] = 0;
            n = %(strlen)s(source);
            for (i = 0; i < n + 1; i++)
                data[i] = source[i];                                      // @store
            %(print)s(%(fmt)s, data);                                     // @print
            return 0;
        }
"""


def copy(check, size, length=10, wide=False, unroll=16):
    lit = ("L" if wide else "") + '"' + "A" * length + '"'
    fields = dict(type="wchar_t" if wide else "char", size=size, len=length, lit=lit,
                  strlen="wcslen" if wide else "strlen", print="wprintf" if wide else "printf",
                  fmt='L"%ls\\n"' if wide else '"%s\\n"')
    return check(COPY % fields, AnalysisOptions(loop_unroll=unroll))


@pytest.mark.parametrize("wide", [False, True])
def test_the_terminator_copied_last_ends_the_string(check, wide):
    r = copy(check, 11, wide=wide)
    assert r["store"] == "safe" and r["print"] == "safe"


@pytest.mark.parametrize("wide", [False, True])
def test_one_element_short_is_an_error(check, wide):
    assert copy(check, 10, wide=wide)["store"] == "error"


def test_without_unrolling_the_join_loses_the_terminator(check):
    assert copy(check, 11, unroll=0)["print"] == "warning"


def test_a_loop_longer_than_the_limit_is_analysed_with_widening(check):
    r = copy(check, 41, length=40)
    assert r["store"] == "safe" and r["print"] == "warning"


def test_an_unrolled_loop_bounds_what_it_computes(check):
    # a \\uXXXX escape's four hex digits: shift takes 12, 8, 4, 0 one iteration each
    source = """
        static char seen[65536];
        int code(const char *s) {
            int cp = 0, shift = 12;
            for (int i = 0; i < 4; i++) {
                cp += (s[i] & 15) * (1 << shift);
                shift -= 4;
            }
            return cp;
        }
        int main(int argc, char **argv) {
            seen[code(argv[0])] = 1;                                      // @use
            return 0;
        }
    """
    assert check(source)["use"] == "safe"
    assert check(source, AnalysisOptions(loop_unroll=0))["use"] != "safe"

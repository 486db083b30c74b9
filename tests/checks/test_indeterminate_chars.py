"""Characters never written are any value: a string whose one NUL was stored at its end
(`s = malloc(n); s[n - 1] = 0;`) has its end anywhere before, and a walk that steps over a NUL
(`p += 2`) may read on past the block. The bytes of a block never written took the value of the
first store, so every read of the string gave 0 and the walk was "safe" (SV-COMP's
array-memsafety/cstrlen_unsafe)."""

import pytest

from absint.config import AnalysisOptions

WALK = """
        #include <stdlib.h>
        int skip_two(const char *s) {
            const char *p = s;
            while (*p != '\\0')                                         // @read
                p = p + %d;
            return (int)(p - s);
        }
"""

MAIN_SYMBOLIC = """
        int main(void) {
            int length = rand();
            if (length < 1) length = 1;
            char *s = malloc(length);
            if (!s) return 0;
            s[length - 1] = '\\0';
            return skip_two(s);
        }
"""

MAIN_CONSTANT = """
        int main(void) {
            char *s = malloc(10);
            if (!s) return 0;
            s[9] = '\\0';
            return skip_two(s);
        }
"""


@pytest.mark.parametrize("main", [MAIN_SYMBOLIC, MAIN_CONSTANT], ids=["symbolic", "constant"])
def test_a_walk_stepping_over_the_nul_may_leave_the_block(check, main):
    r = check(WALK % 2 + main)
    assert r["read"] in ("warning", "error")


@pytest.mark.parametrize("main", [MAIN_SYMBOLIC, MAIN_CONSTANT], ids=["symbolic", "constant"])
def test_a_walk_one_character_at_a_time_stops_at_the_nul(check, main):
    r = check(WALK % 1 + main)
    assert r["read"] == "safe"


def test_an_unwritten_character_read_is_any_value(check):
    r = check("""
        #include <stdlib.h>
        int main(void) {
            int k[3] = {0, 1, 2};
            char *s = malloc(10);
            if (!s) return 0;
            s[rand() % 10] = 1;
            return k[s[0]];                                           // @index
        }""")
    assert r["index"] in ("warning", "error")


def test_characters_written_by_a_loop_are_what_it_wrote(check):
    r = check("""
        #include <string.h>
        #include <stdlib.h>
        int main(void) {
            char *s = malloc(50);
            if (!s) return 0;
            for (int i = 0; i < 49; i++)
                s[i] = 'A';
            s[49] = '\\0';
            char dest[50];
            strcpy(dest, s);                                          // @copy
            return dest[0];
        }""")
    assert r["copy"] == "safe"


def test_a_character_tested_after_the_pointer_steps_keeps_the_walk_in_the_string(check):
    """`c = *s; s++; if (c == 0) break;`: the case split the load leaves on `c` (zero at the
    string's end, non-zero before it) holds across the step, so the walk stays in the string."""
    r = check("""
        int count(void) {
            char b[8] = "abcdefg";
            const char *src = b;
            int n = 0;
            for (;;) {
                char c = *src;                                        // @read
                src++;
                if (c == 0)
                    break;
                n++;
            }
            return n;
        }""", AnalysisOptions(entries=("count",)))
    assert r["read"] == "safe"
